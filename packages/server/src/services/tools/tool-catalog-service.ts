import type { ConnectionToolsResponse, DashboardDeveloper, ToolItem } from "@plugboard/core";
import type { PlugboardContext } from "../../context.js";
import type { McpToolRow } from "../../sources/mcp/list-mcp-tools.js";
import type { DashboardConnectionService } from "../connections/dashboard-connection-service.js";
import type { McpToolSync } from "../mcp/create-mcp-tool-sync.js";
import { manualToolItem, mcpToolItem } from "../plugins/to-tool-item.js";

/**
 * Tool listing: `GET /api/v1/tools` — enabled manual tools of approved plugins plus MCP tools, live for
 * a user with an MCP connection, else from the MCP tool cache — and the tools usable through one
 * connection on the dashboard (live for MCP when the connection holds MCP tokens).
 */
export function createToolCatalogService(context: PlugboardContext, deps: { mcpTools: McpToolSync; dashboardConnections: DashboardConnectionService }) {
  const { prisma } = context;

  return {
    /** Lists tools, optionally for some plugin slugs and with live MCP discovery for `userId`. */
    async list(developerId: string, query: { plugin?: string[] | undefined; userId?: string | undefined }): Promise<ToolItem[]> {
      const plugins = await prisma.plugin.findMany({
        where: { reviewStatus: "approved", status: "active", ...(query.plugin ? { slug: { in: query.plugin } } : {}) },
        orderBy: { slug: "asc" },
        include: {
          tools: { where: { enabled: true }, orderBy: { slug: "asc" } },
          mcpTools: { orderBy: { slug: "asc" } },
        },
      });
      const lists = await Promise.all(
        plugins.map(async (plugin) => {
          const items: ToolItem[] = plugin.tools.map((tool) => manualToolItem(plugin, tool));
          if (plugin.toolSource === "manual") return items;
          let mcpTools: McpToolRow[] = plugin.mcpTools;
          if (query.userId) {
            const live = await deps.mcpTools.liveTools(developerId, query.userId, plugin).catch(() => null);
            if (live) mcpTools = live;
          }
          return items.concat(mcpTools.map((tool) => mcpToolItem(plugin, tool)));
        }),
      );
      return lists.flat();
    },

    /**
     * Tools usable through one connection (own, or any for admins): the plugin's enabled manual tools,
     * then its MCP tools — live when the connection holds MCP tokens, else (or when that fails) from
     * the plugin's MCP tool cache. `mcpSource` says which.
     */
    async forConnection(developer: DashboardDeveloper, connectionId: string): Promise<ConnectionToolsResponse> {
      const row = await deps.dashboardConnections.accessible(developer, connectionId);
      const plugin = row.plugin;
      const manual = await prisma.tool.findMany({ where: { pluginId: plugin.id, enabled: true }, orderBy: { slug: "asc" } });
      const tools: ToolItem[] = manual.map((tool) => manualToolItem(plugin, tool));
      let mcpSource: ConnectionToolsResponse["mcpSource"] = "none";
      if (plugin.toolSource !== "manual") {
        let live: ToolItem[] | undefined;
        if (row.mcpAccessToken) {
          try {
            live = await deps.mcpTools.listForConnection(row.id, { developerId: row.developerId });
          } catch (error) {
            context.logger.info("live MCP tool listing failed; using the cache", {
              pluginId: plugin.id,
              errorMessage: error instanceof Error ? error.message : String(error),
            });
          }
        }
        if (live) {
          mcpSource = "live";
          tools.push(...live);
        } else {
          mcpSource = "cache";
          const cached = await prisma.mcpToolCache.findMany({ where: { pluginId: plugin.id }, orderBy: { slug: "asc" } });
          tools.push(...cached.map((tool) => mcpToolItem(plugin, tool)));
        }
      }
      return { connectionId: row.id, pluginId: plugin.id, pluginSlug: plugin.slug, mcpSource, tools };
    },
  };
}

/** The tool catalog's interface. */
export type ToolCatalogService = ReturnType<typeof createToolCatalogService>;
