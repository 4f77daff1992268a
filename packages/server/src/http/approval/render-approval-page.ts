import type { Approval } from "@plugboard/core";
import { escapeHtml } from "../connect/escape-html.js";
import { renderDocument } from "../connect/render-document.js";

// Params beyond this many characters are cut on the page (the whole call is still what runs).
const MAX_PARAMS_SHOWN = 20_000;

const STATUS_TEXT: Record<Approval["status"], string> = {
  pending: "Waiting for your decision.",
  approved: "You approved this action. The app can now run it once.",
  denied: "This action was denied. It will not run.",
  expired: "This request has expired. Ask the app to try again if you still want it.",
  used: "This action was approved and has run.",
};

/**
 * Renders the hosted approval page: which app action waits (tool and plugin), the exact params it
 * would run with, and — while pending — a form with Approve and Deny buttons carrying the page's CSRF
 * token. Every value is escaped; no credential is ever part of an approval.
 *
 * @example
 * response.type("html").send(renderApprovalPage({ approval, csrf, action: request.originalUrl }));
 */
export function renderApprovalPage(input: { approval: Approval; csrf: string; action: string; notice?: string }): string {
  const { approval } = input;
  let params = JSON.stringify(approval.params, null, 2);
  if (params.length > MAX_PARAMS_SHOWN) params = `${params.slice(0, MAX_PARAMS_SHOWN)}\n… (${params.length - MAX_PARAMS_SHOWN} more characters)`;
  const form =
    approval.status === "pending"
      ? `<form method="post" action="${escapeHtml(input.action)}" class="method">
<input type="hidden" name="csrf" value="${escapeHtml(input.csrf)}">
<button type="submit" name="decision" value="approve">Approve</button>
<p class="plain"></p>
<button type="submit" name="decision" value="deny" class="deny">Deny</button>
</form>`
      : "";
  const notice = input.notice ? `<p class="description" role="status">${escapeHtml(input.notice)}</p>` : "";
  return renderDocument(
    `Approve ${approval.toolName}?`,
    `<main>
<div class="card">
<h1>Approve this action?</h1>
<p class="description">An app wants to run <strong>${escapeHtml(approval.toolName)}</strong> (${escapeHtml(approval.tool)}) on your <strong>${escapeHtml(approval.pluginName)}</strong> account${approval.accountLabel !== null ? ` <strong>${escapeHtml(approval.accountLabel)}</strong>` : ""}.</p>
<h2 id="params-heading">With these details</h2>
<pre aria-labelledby="params-heading" class="params">${escapeHtml(params)}</pre>
${notice}
<p class="plain" role="status" aria-label="Status">${escapeHtml(STATUS_TEXT[approval.status])}</p>
${form}
</div>
<p class="footer">Expires ${escapeHtml(new Date(approval.expiresAt).toUTCString())}</p>
</main>`,
  ).replace("</style>", `.params { white-space: pre-wrap; overflow-wrap: anywhere; background: var(--bg); border: 1px solid var(--border); border-radius: 8px; padding: 0.75rem; font-size: 0.875rem; max-height: 24rem; overflow: auto; }
.deny { background: var(--danger); }
</style>`);
}
