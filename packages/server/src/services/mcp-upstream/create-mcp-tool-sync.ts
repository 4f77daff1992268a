import type { McpSyncResponse, ToolItem } from "@plugboard/core";
import type { PlugboardContext } from "../../context.js";
import { connectionRequired, reauthorizationRequired } from "../../errors/connection-errors.js";
import { ServiceError } from "../../errors/service-error.js";
import type { InvalidationBus } from "../../infra/invalidation-bus.js";
import type { McpLiveClient } from "../../sources/mcp/create-mcp-live-client.js";
import { listAllMcpTools, toMcpToolRows, type McpToolRow } from "../../sources/mcp/list-mcp-tools.js";
import { mcpServerTargetOf } from "../../sources/mcp/mcp-server-target.js";
import type { CredentialAccess } from "../../sources/credential-access.js";
import { openMcpAccess } from "../../sources/mcp/open-mcp-access.js";
import { isUuid } from "../../store/is-uuid.js";
import type { ConnectionCache } from "../connections/connection-cache.js";
import type { AccessiblePlugin } from "../plugins/dashboard-plugin-service.js";
import { toDashboardMcpTool } from "../plugins/to-dashboard-plugin.js";
import { mcpToolItem } from "../plugins/to-tool-item.js";
import type { McpPluginDiscovery } from "./create-mcp-plugin-discovery.js";
import { createMcpToolCacheStore } from "./mcp-tool-cache-store.js";
import { createMcpUpstreamStore, type McpPluginRow } from "./mcp-upstream-store.js";
import { writeMcpToolCache } from "./write-mcp-tool-cache.js";

/** The plugin fields MCP tool listing needs. */
export type McpPluginRef = McpPluginRow;

// Errors a listing reports per plugin instead of serving the cache silently.
const LISTING_NEEDS = new Set(["connection_required", "reauthorization_required", "insufficient_scope"]);

// Sync without a developer (an operator's sync): no connection can match it.
const NO_DEVELOPER = "00000000-0000-0000-0000-000000000000";

/**
 * MCP tool listing: explicit sync into the cache (dashboard and operators), live discovery for
 * `GET /api/v1/tools?userId=` (docs/mcp-plugins.md §6: a user with an MCP connection gets a live `tools/list` —
 * the cache is updated and the fresh tools returned; no connection or a failed fetch → null, so the
 * catalog serves the cache) and a connection's live tools. Every live listing opens the user's MCP
 * access the way execution does ({@link openMcpAccess}). An open server counts as connected for a user
 * who has a connection row.
 */
export function createMcpToolSync(
  context: Pick<PlugboardContext, "logger" | "prisma" | "toolTimeoutMs">,
  deps: { bus: InvalidationBus; connections: ConnectionCache; live: McpLiveClient; credentials: CredentialAccess; discovery: McpPluginDiscovery },
) {
  const store = createMcpUpstreamStore(context);
  const cache = createMcpToolCacheStore(context);
  const timeoutMs = context.toolTimeoutMs;

  async function fetchAndStore(developerId: string, userId: string, plugin: McpPluginRef): Promise<McpToolRow[]> {
    const target = mcpServerTargetOf(plugin);
    if (!target) throw new ServiceError("mcp_unavailable", "This plugin has no MCP server configured (mcpConfig.serverUrl)");
    const connection = await deps.connections.get(developerId, userId, plugin.id);
    const access = await openMcpAccess({ credentials: deps.credentials }, target, connection, { developerId, userId });
    const tools = await deps.live.run(target, access, (client) => listAllMcpTools(client, { timeoutMs }));
    const rows = toMcpToolRows(tools);
    await writeMcpToolCache({ cache, bus: deps.bus }, plugin.id, rows);
    return rows;
  }

  /**
   * Discovers the server again and lists its tools with the given user's MCP token, else the
   * developer's most recent MCP connection to the plugin, else no token (open servers).
   */
  async function sync(pluginId: string, options: { developerId?: string; userId?: string } = {}): Promise<{ tools: McpToolRow[] }> {
    if (!isUuid(pluginId)) throw new ServiceError("not_found", "No plugin with this id");
    const server = await deps.discovery.discovered(pluginId, { refresh: true });
    if (server.discovery.requiresAuth && !server.config.clientId && server.metadata?.registration_endpoint) {
      // Registering now shows `oauthClientId` after a sync; initiate registers anyway when this fails.
      await deps.discovery.registeredClient(server).catch((error: unknown) =>
        context.logger.warn("mcp client registration failed during sync", { pluginId, errorMessage: error instanceof Error ? error.message : String(error) }),
      );
    }
    const plugin = await store.mcpPlugin(pluginId);
    if (!plugin) throw new ServiceError("not_found", "No plugin with this id");
    if (plugin.toolSource === "manual") throw new ServiceError("mcp_unavailable", "This plugin's toolSource is manual; set it to mcp or both");
    let userId = options.userId ?? "";
    if (!options.userId && options.developerId) {
      const latest = await store.latestMcpUser(options.developerId, pluginId);
      if (latest !== null) userId = latest;
    }
    try {
      return { tools: await fetchAndStore(options.developerId || NO_DEVELOPER, userId, plugin) };
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
  }

  return {
    sync,

    /**
     * The dashboard's "Sync Tools" (`POST /api/dashboard/plugins/{pluginId}/mcp-sync`, access already
     * checked): syncs with the caller's MCP connections and answers the plugin's MCP tool cache.
     *
     * @throws {ServiceError} 409 when the plugin has no MCP server
     */
    async syncPlugin(plugin: AccessiblePlugin, developerId: string): Promise<McpSyncResponse> {
      if (plugin.toolSource === "manual" || !plugin.mcpConfig) {
        throw new ServiceError("conflict", "This plugin has no MCP server; set toolSource to mcp or both and give mcpConfig.serverUrl");
      }
      await sync(plugin.id, { developerId });
      deps.bus.publish({ kind: "plugin", pluginId: plugin.id });
      const rows = await cache.tools(plugin.id, { bySlug: true });
      return { synced: true, tools: rows.map(toDashboardMcpTool) };
    },

    /**
     * The user's MCP tools listed live (and cached); or `needed`, the error saying the user must connect
     * or authorize again (a server that requires OAuth, a 401 past `initialize`, scope step-up, the
     * step-up bound); or null when the cache serves (no connection to an open server, a failed fetch).
     */
    async liveTools(developerId: string, userId: string, plugin: McpPluginRef): Promise<{ tools: McpToolRow[] } | { needed: ServiceError } | null> {
      const target = mcpServerTargetOf(plugin);
      if (!target || plugin.toolSource === "manual") return null;
      const connection = await deps.connections.get(developerId, userId, plugin.id);
      const mcp = connection?.credentials.mcp;
      const connected = connection !== null && mcp?.status !== "needs_reauth" && (mcp !== undefined || target.requiresAuth === false);
      if (!connected) {
        if (connection !== null && mcp?.status === "needs_reauth") return { needed: reauthorizationRequired(userId, plugin.slug, "mcp", "The MCP authorization was refused", connection.accountLabel) };
        return target.requiresAuth === true ? { needed: connectionRequired(userId, plugin.slug, "mcp") } : null;
      }
      try {
        return { tools: await fetchAndStore(developerId, userId, plugin) };
      } catch (error) {
        if (ServiceError.isInstance(error) && LISTING_NEEDS.has(error.code)) return { needed: error };
        context.logger.info("live MCP tool listing failed; serving the cache", {
          pluginId: plugin.id,
          errorName: error instanceof Error ? error.name : "unknown",
        });
        return null;
      }
    },

    /** One connection's MCP tools, listed live with its own MCP token (for the dashboard's connection card). */
    async listForConnection(connectionId: string, options: { developerId: string }): Promise<ToolItem[]> {
      if (!isUuid(connectionId)) throw new ServiceError("not_found", "No connection with this id");
      const row = await store.connectionWithPlugin(options.developerId, connectionId);
      if (!row) throw new ServiceError("not_found", "No connection with this id");
      const rows = await fetchAndStore(row.developerId, row.userId, row.plugin);
      return rows.map((tool) => mcpToolItem(row.plugin, tool));
    },
  };
}

/** The MCP tool sync's interface. */
export type McpToolSync = ReturnType<typeof createMcpToolSync>;
