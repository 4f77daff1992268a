import { toolInputSchema, type HttpMethod, type ToolItem } from "@plugboard/core";
import type { PlugboardContext } from "../context.js";
import type { InvalidationBus } from "./invalidation-bus.js";

/** A cached MCP tool as the catalog reads it. */
export interface McpToolRow {
  mcpToolName: string;
  slug: string;
  name: string;
  description: string;
  inputSchema: unknown;
  /** The server's tool annotations, when it gave any. */
  annotations?: unknown;
}

/** The plugin fields MCP discovery needs. */
export interface McpPluginRef {
  id: string;
  slug: string;
  name: string;
  toolSource: string;
  mcpConfig: unknown;
}

/** Live MCP discovery; returns null when it cannot list live (no MCP connection, or failure). */
export interface McpToolDiscovery {
  liveTools(developerId: string, userId: string, plugin: McpPluginRef): Promise<McpToolRow[] | null>;
}

/** The string id of an MCP tool: never a UUID, stable per plugin and MCP tool name. */
export function mcpToolId(pluginSlug: string, mcpToolName: string): string {
  return `mcp:${pluginSlug}:${mcpToolName}`;
}

/** Maps an MCP tool to SPEC.md's tool item. */
export function mcpToolItem(plugin: { slug: string; name: string }, tool: McpToolRow): ToolItem {
  return {
    id: mcpToolId(plugin.slug, tool.mcpToolName),
    slug: tool.slug,
    name: tool.name,
    description: tool.description,
    inputSchema: (tool.inputSchema as Record<string, unknown> | null) ?? { type: "object" },
    outputSchema: null,
    pluginSlug: plugin.slug,
    pluginName: plugin.name,
    source: "mcp",
    ...(tool.annotations ? { annotations: tool.annotations as Record<string, unknown> } : {}),
  };
}

/**
 * `GET /api/v1/tools`: enabled manual tools of approved plugins, plus MCP tools — live for a user
 * with an MCP connection (when discovery is available), else from the MCP tool cache.
 */
export function createToolCatalogService(context: PlugboardContext, deps: { bus: InvalidationBus; mcp?: () => McpToolDiscovery | undefined }) {
  return {
    /** Lists tools, optionally for some plugin slugs and with live MCP discovery for `userId`. */
    async list(developerId: string, query: { plugin?: string[] | undefined; userId?: string | undefined }): Promise<ToolItem[]> {
      const plugins = await context.prisma.plugin.findMany({
        where: { reviewStatus: "approved", status: "active", ...(query.plugin ? { slug: { in: query.plugin } } : {}) },
        orderBy: { slug: "asc" },
        include: {
          tools: { where: { enabled: true }, orderBy: { slug: "asc" } },
          mcpTools: { orderBy: { slug: "asc" } },
        },
      });
      const discovery = deps.mcp?.();
      const lists = await Promise.all(
        plugins.map(async (plugin) => {
          const items: ToolItem[] = plugin.tools.map((tool) => ({
            id: tool.id,
            slug: tool.slug,
            name: tool.name,
            description: tool.description,
            inputSchema: toolInputSchema(tool.inputSchema as Record<string, unknown> | null, tool.path),
            outputSchema: (tool.outputSchema as Record<string, unknown> | null) ?? null,
            pluginSlug: plugin.slug,
            pluginName: plugin.name,
            source: "manual",
            method: tool.method as HttpMethod,
            path: tool.path,
          }));
          if (plugin.toolSource === "manual") return items;
          let mcpTools: McpToolRow[] = plugin.mcpTools;
          if (query.userId && discovery) {
            const live = await discovery.liveTools(developerId, query.userId, plugin).catch(() => null);
            if (live) mcpTools = live;
          }
          return items.concat(mcpTools.map((tool) => mcpToolItem(plugin, tool)));
        }),
      );
      return lists.flat();
    },
  };
}

/** The tool catalog's interface. */
export type ToolCatalogService = ReturnType<typeof createToolCatalogService>;
