const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The tiny consent page shown by `/authorize` when `autoApprove` is false. Its form posts the one-time
 * `request_id` (which stands in for a CSRF token: random, single use, short-lived), the user name that becomes
 * the token's subject, and `decision=approve|deny`.
 */
export function renderConsentPage(options: {
  action: string;
  requestId: string;
  clientName: string;
  scopes: string[];
  subject: string;
}): string {
  const scopes = options.scopes.map((scope) => `<li><code>${escapeHtml(scope)}</code></li>`).join("");
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Authorize ${escapeHtml(options.clientName)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:4rem auto;line-height:1.5}button{margin-right:.5rem}</style></head>
<body>
<h1>Authorize access</h1>
<p><strong>${escapeHtml(options.clientName)}</strong> wants to use the Example MCP server on your behalf:</p>
<ul>${scopes}</ul>
<form method="post" action="${escapeHtml(options.action)}">
<input type="hidden" name="request_id" value="${escapeHtml(options.requestId)}">
<p><label>Signed in as <input name="user" value="${escapeHtml(options.subject)}" pattern="[\\w.@+\\-]{1,64}" required></label></p>
<button type="submit" name="decision" value="approve">Approve</button>
<button type="submit" name="decision" value="deny">Deny</button>
</form>
</body>
</html>`;
}
