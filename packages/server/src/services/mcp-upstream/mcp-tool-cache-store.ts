import type { PlugboardContext } from "../../context.js";
import type { McpToolRow } from "../../sources/mcp/list-mcp-tools.js";

/** One cached MCP tool of a plugin, as stored. */
export interface McpToolCacheRow extends McpToolRow {
  id: string;
  pluginId: string;
  lastSyncedAt: Date;
}

/**
 * The MCP tool cache's one way to the database (`McpToolCache` rows, one per plugin and server tool
 * name): read a plugin's cache, mark it synced, or replace it with a server's list in one transaction.
 */
export function createMcpToolCacheStore({ prisma }: Pick<PlugboardContext, "prisma">) {
  return {
    /** The plugin's cached tools, by slug when `bySlug` (the dashboard's order), else as stored. */
    tools(pluginId: string, options: { bySlug?: boolean } = {}): Promise<McpToolCacheRow[]> {
      return prisma.mcpToolCache.findMany({ where: { pluginId }, ...(options.bySlug ? { orderBy: { slug: "asc" as const } } : {}) });
    },

    /** Sets `lastSyncedAt` of every cached tool of the plugin (the list did not change). */
    async touch(pluginId: string, syncedAt: Date): Promise<void> {
      await prisma.mcpToolCache.updateMany({ where: { pluginId }, data: { lastSyncedAt: syncedAt } });
    },

    /**
     * Replaces the plugin's cache with `rows` in one transaction: tools no longer offered deleted, the
     * others upserted on (pluginId, mcpToolName) with `lastSyncedAt`.
     */
    async replace(pluginId: string, rows: readonly McpToolRow[], syncedAt: Date): Promise<void> {
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
    },
  };
}

/** The MCP tool cache store's interface. */
export type McpToolCacheStore = ReturnType<typeof createMcpToolCacheStore>;
