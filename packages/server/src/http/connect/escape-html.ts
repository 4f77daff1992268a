const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/**
 * Escapes text for HTML element content and double- or single-quoted attribute values. Everything that
 * comes from plugin data or a URL goes through it before it reaches the page.
 *
 * @example
 * escapeHtml(`<img src=x onerror="alert(1)">`) // "&lt;img src=x onerror=&quot;alert(1)&quot;&gt;"
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ENTITIES[character]!);
}

/**
 * Serialises data for an inline `<script type="application/json">` block: JSON with `<`, `>`, `&` and the
 * JavaScript line separators escaped, so no value can close the script element or break parsing.
 *
 * @example
 * `<script type="application/json" id="data">${jsonForScript({ name: "</script>" })}</script>`
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
