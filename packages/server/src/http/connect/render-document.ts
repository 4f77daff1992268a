import { CONNECT_PAGE_STYLES } from "./connect-page-styles.js";
import { escapeHtml } from "./escape-html.js";

/**
 * The HTML document shell of the hosted pages: language, viewport for phones, `noindex`, the escaped
 * title and the inline stylesheet. `body` and `script` are trusted markup built by the renderers.
 *
 * @example
 * renderDocument("Connect GitHub", "<main>…</main>", "<script>…</script>");
 */
export function renderDocument(title: string, body: string, script = ""): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)}</title>
<style>${CONNECT_PAGE_STYLES}</style>
</head>
<body>
${body}
${script}
</body>
</html>`;
}
