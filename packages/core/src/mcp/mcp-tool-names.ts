/** Longest tool name an MCP client is given (several LLM providers refuse longer function names). */
export const MAX_MCP_TOOL_NAME_LENGTH = 64;

/** One tool to name: its plugin's slug and its own slug. */
export interface McpToolNameInput {
  pluginSlug: string;
  slug: string;
}

/** FNV-1a, 32 bits, as 8 hex digits: a short, stable tag for a shortened name (not a secret). */
function shortHash(value: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < value.length; index += 1) {
    hash ^= value.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, "0");
}

/** Keeps `[A-Za-z0-9_-]` and at most {@link MAX_MCP_TOOL_NAME_LENGTH} characters (a hash tag keeps it distinct). */
function fit(name: string): string {
  const clean = name.replace(/[^A-Za-z0-9_-]/g, "_");
  if (clean.length <= MAX_MCP_TOOL_NAME_LENGTH) return clean;
  const tag = shortHash(name);
  return `${clean.slice(0, MAX_MCP_TOOL_NAME_LENGTH - tag.length - 1)}_${tag}`;
}

/**
 * The names an MCP client sees for a list of tools, in the same order: the tool slug, or
 * `<PLUGIN_SLUG>__<TOOL_SLUG>` when two listed plugins share that slug; always at most 64 characters
 * of `[A-Za-z0-9_-]` and distinct within the list.
 *
 * @example
 * mcpToolNames([{ pluginSlug: "github", slug: "SEARCH" }, { pluginSlug: "jira", slug: "SEARCH" }, { pluginSlug: "jira", slug: "GET_ISSUE" }])
 * // ["github__SEARCH", "jira__SEARCH", "GET_ISSUE"]
 */
export function mcpToolNames(tools: readonly McpToolNameInput[]): string[] {
  const counts = new Map<string, number>();
  for (const tool of tools) counts.set(tool.slug, (counts.get(tool.slug) ?? 0) + 1);
  const taken = new Set<string>();
  return tools.map((tool) => {
    const base = fit((counts.get(tool.slug) ?? 0) > 1 ? `${tool.pluginSlug}__${tool.slug}` : tool.slug);
    let name = base;
    for (let counter = 2; taken.has(name); counter += 1) name = fit(`${base}_${counter}`);
    taken.add(name);
    return name;
  });
}
