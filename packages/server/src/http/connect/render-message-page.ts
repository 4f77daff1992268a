import { escapeHtml } from "./escape-html.js";
import { renderDocument } from "./render-document.js";

/**
 * Renders a short page for a connect link that cannot be used (invalid token, wrong plugin): a heading
 * and the message, escaped. There is no trusted return URL to send the user to.
 *
 * @example
 * response.status(400).type("html").send(renderMessagePage("Link not valid", "Go back to the app and start again."));
 */
export function renderMessagePage(title: string, message: string): string {
  return renderDocument(title, `<main>
<div class="card">
<h1>${escapeHtml(title)}</h1>
<p class="description" role="alert">${escapeHtml(message)}</p>
</div>
</main>`);
}
