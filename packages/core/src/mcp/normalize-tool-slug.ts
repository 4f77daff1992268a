/** Longest slug {@link normalizeToolSlug} returns (the limit of `ToolSlugSchema`). */
export const MAX_TOOL_SLUG_LENGTH = 128;

/**
 * Turns an MCP tool name into Plugboard's tool slug style, UPPER_SNAKE_CASE (docs/mcp-plugins.md
 * §6): camelCase humps and every run of characters other than ASCII letters and digits become one
 * underscore, accents are dropped, and a name that does not start with a letter gets a `TOOL_` prefix,
 * so the result always matches `ToolSlugSchema` (`^[A-Z][A-Z0-9_]*$`, at most 128 characters).
 *
 * The original name is kept next to the slug (`mcpToolName`) and is what `tools/call` receives.
 *
 * @example
 * normalizeToolSlug("get-time")      // "GET_TIME"
 * normalizeToolSlug("search.repos")  // "SEARCH_REPOS"
 * normalizeToolSlug("getHTTPStatus") // "GET_HTTP_STATUS"
 * normalizeToolSlug("2fa/verify")    // "TOOL_2FA_VERIFY"
 */
export function normalizeToolSlug(name: string): string {
  const words = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    // fooBar → foo_Bar, HTTPStatus → HTTP_Status, v2Api → v2_Api
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1_$2")
    .replace(/[^A-Za-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "")
    .toUpperCase();
  const slug = words === "" ? "TOOL" : /^[A-Z]/.test(words) ? words : `TOOL_${words}`;
  return slug.length <= MAX_TOOL_SLUG_LENGTH ? slug : slug.slice(0, MAX_TOOL_SLUG_LENGTH).replace(/_+$/, "");
}

/**
 * Slugs for all tools of one MCP server at once: like {@link normalizeToolSlug}, but two names that
 * normalize alike (`get-time` and `get_time`) get distinct slugs — the first name in code-point order
 * keeps the plain slug, the next ones get `_2`, `_3`, … — so (plugin, slug) stays unique.
 *
 * @example
 * uniqueToolSlugs(["get_time", "get-time"]) // Map { "get-time" => "GET_TIME", "get_time" => "GET_TIME_2" }
 */
export function uniqueToolSlugs(names: readonly string[]): Map<string, string> {
  const result = new Map<string, string>();
  const taken = new Set<string>();
  for (const name of [...new Set(names)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))) {
    const base = normalizeToolSlug(name);
    let slug = base;
    for (let counter = 2; taken.has(slug); counter += 1) {
      const suffix = `_${counter}`;
      slug = base.slice(0, MAX_TOOL_SLUG_LENGTH - suffix.length).replace(/_+$/, "") + suffix;
    }
    taken.add(slug);
    result.set(name, slug);
  }
  return result;
}
