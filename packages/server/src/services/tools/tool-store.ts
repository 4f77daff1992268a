import type { PlugboardContext } from "../../context.js";
import type { ManualToolRow, McpToolItemRow } from "../plugins/to-tool-item.js";

/** The tool listings' one way to the database: a plugin's tools outside the catalog snapshot (a user's connected plugins: the plugin store). */
export function createToolStore({ prisma }: Pick<PlugboardContext, "prisma">) {
  return {
    /** The plugin's enabled manual tools, by slug. */
    enabledManualTools(pluginId: string): Promise<ManualToolRow[]> {
      return prisma.tool.findMany({ where: { pluginId, enabled: true }, orderBy: { slug: "asc" } });
    },

    /** The plugin's MCP tool cache, by slug. */
    cachedMcpTools(pluginId: string): Promise<McpToolItemRow[]> {
      return prisma.mcpToolCache.findMany({ where: { pluginId }, orderBy: { slug: "asc" } });
    },
  };
}
