import type { ToolItem } from "@plugboard/core";
import type { PlugboardContext } from "../../context.js";
import { ServiceError } from "../../errors/service-error.js";
import { isUuid } from "../../store/is-uuid.js";
import { mcpToolItem, type McpPluginRef, type McpToolDiscovery, type McpToolRow } from "../tools/tool-catalog-service.js";
import type { McpConnectionAuthReader } from "./create-mcp-connection-auth.js";
import type { McpLiveClient } from "../../sources/mcp/create-mcp-live-client.js";
import type { McpPluginDiscovery } from "./create-mcp-plugin-discovery.js";
import { listAllMcpTools, mcpServerTargetOf, toMcpToolRows, type McpToolCache } from "../../sources/mcp/create-mcp-tool-cache.js";

/** Fills a plugin's MCP tool cache from its server (`services.mcpSync`). */
export interface McpSync {
  /**
   * Discovers the server again and lists its tools with the given user's MCP token, else the
   * developer's most recent MCP connection to the plugin, else no token (open servers).
   */
  sync(pluginId: string, options?: { developerId?: string; userId?: string }): Promise<{ tools: McpToolRow[] }>;
}

/** Lists one connection's MCP tools live (`services.mcpTools`, for the dashboard). */
export interface McpConnectionTools {
  listForConnection(connectionId: string, options: { developerId: string }): Promise<ToolItem[]>;
}

/**
 * MCP tool listing: explicit sync into the cache, and live discovery for `GET /api/v1/tools?userId=`
 * (SPEC.md table: a user with an MCP connection gets a live `tools/list` — the cache is updated and
 * the fresh tools returned; no connection or a failed fetch → null, so the catalog serves the cache).
 * An open server counts as connected for a user who has a connection row.
 */
export function createMcpToolSync(
  context: PlugboardContext,
  deps: { cache: McpToolCache; live: McpLiveClient; auth: McpConnectionAuthReader; discovery: McpPluginDiscovery },
): McpSync & McpToolDiscovery & McpConnectionTools {
  const { prisma } = context;
  const timeoutMs = context.toolTimeoutMs;

  async function fetchAndStore(developerId: string, userId: string, plugin: McpPluginRef): Promise<McpToolRow[]> {
    const target = mcpServerTargetOf(plugin);
    if (!target) throw new ServiceError("mcp_unavailable", "This plugin has no MCP server configured (mcpConfig.serverUrl)");
    const tools = await deps.live.run({ developerId, userId }, target, (client) => listAllMcpTools(client, { timeoutMs }));
    const rows = toMcpToolRows(tools);
    await deps.cache.write(plugin.id, rows);
    return rows;
  }

  return {
    async sync(pluginId, options = {}) {
      if (!isUuid(pluginId)) throw new ServiceError("not_found", "No plugin with this id");
      const server = await deps.discovery.discovered(pluginId, { refresh: true });
      if (server.discovery.requiresAuth && !server.config.clientId && server.metadata?.registration_endpoint) {
        // Registering now shows `oauthClientId` after a sync; initiate registers anyway when this fails.
        await deps.discovery.registeredClient(server).catch((error: unknown) =>
          context.logger.warn("mcp client registration failed during sync", { pluginId, errorMessage: error instanceof Error ? error.message : String(error) }),
        );
      }
      const plugin = await prisma.plugin.findUnique({ where: { id: pluginId }, select: { id: true, slug: true, name: true, toolSource: true, mcpConfig: true } });
      if (!plugin) throw new ServiceError("not_found", "No plugin with this id");
      if (plugin.toolSource === "manual") throw new ServiceError("mcp_unavailable", "This plugin's toolSource is manual; set it to mcp or both");
      let developerId = options.developerId ?? "";
      let userId = options.userId ?? "";
      if (!options.userId && options.developerId) {
        const latest = await prisma.connection.findFirst({
          where: { developerId: options.developerId, pluginId, mcpAccessToken: { not: null }, mcpStatus: "active" },
          orderBy: { updatedAt: "desc" },
          select: { userId: true },
        });
        if (latest) userId = latest.userId;
      }
      if (!developerId) developerId = "00000000-0000-0000-0000-000000000000";
      try {
        return { tools: await fetchAndStore(developerId, userId, plugin) };
      } catch (error) {
        if (ServiceError.isInstance(error)) {
          if (error.code !== "connection_required") throw error;
          throw new ServiceError(
            "connection_required",
            `Listing the tools of "${plugin.slug}" needs an MCP connection: connect an account with POST /api/v1/connections/initiate { "userId": "…", "plugin": "${plugin.slug}", "connectionType": "mcp" } and sync again`,
          );
        }
        throw new ServiceError("upstream_failed", `The MCP server's tools could not be listed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
      }
    },

    async liveTools(developerId, userId, plugin) {
      const target = mcpServerTargetOf(plugin);
      if (!target || plugin.toolSource === "manual") return null;
      const connection = await deps.auth.get(developerId, userId, plugin.id);
      const connected = connection !== null && connection.mcpStatus === "active" && (connection.accessToken !== null || target.requiresAuth === false);
      if (!connected) return null;
      try {
        return await fetchAndStore(developerId, userId, plugin);
      } catch (error) {
        context.logger.info("live MCP tool listing failed; serving the cache", {
          pluginId: plugin.id,
          errorName: error instanceof Error ? error.name : "unknown",
        });
        return null;
      }
    },

    async listForConnection(connectionId, options) {
      if (!isUuid(connectionId)) throw new ServiceError("not_found", "No connection with this id");
      const row = await prisma.connection.findFirst({
        where: { id: connectionId, developerId: options.developerId },
        select: { userId: true, developerId: true, plugin: { select: { id: true, slug: true, name: true, toolSource: true, mcpConfig: true } } },
      });
      if (!row) throw new ServiceError("not_found", "No connection with this id");
      const rows = await fetchAndStore(row.developerId, row.userId, row.plugin);
      return rows.map((tool) => mcpToolItem(row.plugin, tool));
    },
  };
}
