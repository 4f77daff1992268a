import type { InvalidationBus } from "../../infra/invalidation-bus.js";
import type { McpToolRow } from "../../sources/mcp/list-mcp-tools.js";
import type { McpToolCacheStore } from "./mcp-tool-cache-store.js";

const sameRow = (a: McpToolRow, b: McpToolRow) =>
  a.slug === b.slug &&
  a.name === b.name &&
  a.description === b.description &&
  JSON.stringify(a.inputSchema) === JSON.stringify(b.inputSchema) &&
  JSON.stringify(a.annotations ?? null) === JSON.stringify(b.annotations ?? null);

/**
 * Replaces the MCP tool cache of a plugin (docs/mcp-plugins.md §6) with a server's tool list:
 * upsert on (pluginId, mcpToolName), tools no longer offered deleted, `lastSyncedAt` set. Returns
 * whether anything but the sync time changed; when it did, a `plugin` event tells every instance
 * (the MCP tool source drops what it resolved).
 *
 * @example
 * const changed = await writeMcpToolCache({ cache: createMcpToolCacheStore(context), bus }, pluginId, toMcpToolRows(await listAllMcpTools(client, { timeoutMs })));
 */
export async function writeMcpToolCache(
  deps: { cache: Pick<McpToolCacheStore, "tools" | "touch" | "replace">; bus: InvalidationBus },
  pluginId: string,
  rows: readonly McpToolRow[],
): Promise<boolean> {
  const { cache } = deps;
  const syncedAt = new Date();
  const existing = await cache.tools(pluginId);
  const before = new Map(existing.map((row) => [row.mcpToolName, row]));
  const changed =
    existing.length !== rows.length || rows.some((row) => !before.has(row.mcpToolName) || !sameRow(before.get(row.mcpToolName)!, row));
  if (!changed) {
    await cache.touch(pluginId, syncedAt);
    return false;
  }
  await cache.replace(pluginId, rows, syncedAt);
  deps.bus.publish({ kind: "plugin", pluginId });
  return true;
}
