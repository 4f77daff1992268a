import type { McpTransportKind } from "./create-mcp-session-pool.js";

/** The plugin fields a live MCP call needs (no secrets). */
export interface McpServerTarget {
  id: string;
  slug: string;
  serverUrl: string;
  /** From discovery: true → a user without MCP tokens is refused at once; false/unknown → tried without a token. */
  requiresAuth?: boolean | undefined;
  transport?: McpTransportKind | undefined;
}

/**
 * The live-call fields of a plugin row (no secret is read): its MCP server URL and what discovery
 * stored about it. Null when the plugin has no MCP server configured.
 *
 * @example
 * const target = mcpServerTargetOf({ id, slug: "linear", mcpConfig: { serverUrl: "https://mcp.linear.app/mcp" } });
 */
export function mcpServerTargetOf(plugin: { id: string; slug: string; mcpConfig: unknown }): McpServerTarget | null {
  const config = (plugin.mcpConfig ?? {}) as { serverUrl?: unknown; oauthDiscovery?: { requiresAuth?: unknown; transport?: unknown } };
  if (typeof config.serverUrl !== "string") return null;
  const discovery = config.oauthDiscovery;
  const transport: McpTransportKind | undefined = discovery?.transport === "sse" ? "sse" : discovery?.transport === "streamable-http" ? "streamable-http" : undefined;
  return {
    id: plugin.id,
    slug: plugin.slug,
    serverUrl: config.serverUrl,
    requiresAuth: typeof discovery?.requiresAuth === "boolean" ? discovery.requiresAuth : undefined,
    transport,
  };
}
