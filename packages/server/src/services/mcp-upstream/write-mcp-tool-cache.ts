import type { PrismaClient } from "../../generated/prisma/client.js";
import type { InvalidationBus } from "../../infra/invalidation-bus.js";
import type { McpToolRow } from "../../sources/mcp/list-mcp-tools.js";

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
 * const changed = await writeMcpToolCache({ prisma, bus }, pluginId, toMcpToolRows(await listAllMcpTools(client, { timeoutMs })));
 */
export async function writeMcpToolCache(deps: { prisma: PrismaClient; bus: InvalidationBus }, pluginId: string, rows: readonly McpToolRow[]): Promise<boolean> {
  const { prisma } = deps;
  const syncedAt = new Date();
  const existing = await prisma.mcpToolCache.findMany({ where: { pluginId } });
  const before = new Map(existing.map((row) => [row.mcpToolName, row]));
  const changed =
    existing.length !== rows.length || rows.some((row) => !before.has(row.mcpToolName) || !sameRow(before.get(row.mcpToolName)!, row));
  if (!changed) {
    await prisma.mcpToolCache.updateMany({ where: { pluginId }, data: { lastSyncedAt: syncedAt } });
    return false;
  }
  await prisma.$transaction(async (tx) => {
    await tx.mcpToolCache.deleteMany({ where: { pluginId, mcpToolName: { notIn: rows.map((row) => row.mcpToolName) } } });
    for (const row of rows) {
      const fields = { slug: row.slug, name: row.name, description: row.description, inputSchema: row.inputSchema as never, annotations: (row.annotations ?? undefined) as never, lastSyncedAt: syncedAt };
      await tx.mcpToolCache.upsert({
        where: { pluginId_mcpToolName: { pluginId, mcpToolName: row.mcpToolName } },
        create: { pluginId, mcpToolName: row.mcpToolName, ...fields },
        update: fields,
      });
    }
  });
  deps.bus.publish({ kind: "plugin", pluginId });
  return true;
}
