import type { AuthorizationServerMetadata } from "@modelcontextprotocol/sdk/shared/auth.js";
import type { FetchLike } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { PlugboardContext } from "../../context.js";
import { ServiceError } from "../../errors/service-error.js";
import type { InvalidationBus } from "../../infra/invalidation-bus.js";
import type { McpOAuth } from "./create-mcp-oauth.js";
import { discoverMcpServer, McpDiscoveryError } from "./discover-mcp-server.js";
import { createMcpUpstreamStore } from "./mcp-upstream-store.js";
import { discoveryMembers, readMcpPluginConfig, type McpDiscoveryRecord, type McpPluginConfig, type RegisteredMcpClient } from "./read-mcp-plugin-config.js";

/** A plugin's MCP server after discovery: everything needed to authorize and connect. */
export interface DiscoveredMcpServer {
  pluginId: string;
  config: McpPluginConfig;
  discovery: McpDiscoveryRecord;
  /** Authorization-server metadata (discovered or the 2025-03-26 defaults); absent for open servers. */
  metadata?: AuthorizationServerMetadata;
}

type JsonObject = Record<string, unknown>;

/**
 * Runs MCP discovery for a plugin and caches the result in its `mcpConfig` (`oauthDiscovery`,
 * `oauthMetadata`), and registers Plugboard as an OAuth client (RFC 7591) when that is the client
 * to use (`oauthClientId`, the secret encrypted). Concurrent callers in one process share one run;
 * writes happen in a transaction holding the plugin row (`SELECT … FOR UPDATE`), merged over what is
 * stored then, and a client another instance registered meanwhile is adopted instead of ours.
 * `deps.fetch` is the outbound module's fetch under `mcpAuthorizationPolicy()`.
 */
export function createMcpPluginDiscovery(context: Pick<PlugboardContext, "redirectUri" | "prisma" | "cipher">, deps: { bus: InvalidationBus; oauth: McpOAuth; fetch: FetchLike }) {
  const { cipher } = context;
  const upstream = createMcpUpstreamStore(context);
  const running = new Map<string, Promise<unknown>>();

  function once<T>(key: string, work: () => Promise<T>): Promise<T> {
    const current = running.get(key);
    if (current) return current as Promise<T>;
    const started = work().finally(() => running.delete(key));
    running.set(key, started);
    return started;
  }

  async function loadConfig(pluginId: string): Promise<McpPluginConfig> {
    const row = await upstream.mcpConfig(pluginId);
    const config = row ? readMcpPluginConfig(cipher, row.mcpConfig) : null;
    if (!config) throw new ServiceError("mcp_unavailable", "This plugin has no MCP server configured (mcpConfig.serverUrl)");
    return config;
  }

  /** Merges discovery members into the stored config unless its server changed meanwhile. */
  async function store(pluginId: string, serverUrl: string, members: (current: JsonObject) => JsonObject | null): Promise<void> {
    const written = await upstream.transaction(async (tx) => {
      const current = await upstream.lockMcpConfig(tx, pluginId);
      if (!current || current.serverUrl !== serverUrl) return null;
      const changes = members(current);
      if (!changes) return null;
      const next: JsonObject = { ...current, ...changes };
      for (const key of Object.keys(next)) if (next[key] === undefined) delete next[key];
      await upstream.writeMcpConfig(tx, pluginId, next);
      return next;
    });
    // Cached plugin data (the MCP tool index keeps whether the server is open) is stale everywhere.
    if (written) deps.bus.publish({ kind: "plugin", pluginId });
  }

  async function discover(pluginId: string, config: McpPluginConfig, requireAuth: boolean): Promise<DiscoveredMcpServer> {
    let found;
    try {
      found = await discoverMcpServer(config.serverUrl, { fetch: deps.fetch, requireAuth });
    } catch (error) {
      if (McpDiscoveryError.isInstance(error)) throw new ServiceError("upstream_failed", `MCP discovery failed: ${error.message}`, { cause: error });
      throw error;
    }
    await store(pluginId, config.serverUrl, () => discoveryMembers(cipher, { discovery: found.record, ...(found.metadata ? { metadata: found.metadata } : {}) }));
    const next: McpPluginConfig = { ...config, discovery: found.record };
    if (found.metadata) next.oauthMetadata = found.metadata;
    return { pluginId, config: next, discovery: found.record, ...(found.metadata ? { metadata: found.metadata } : {}) };
  }

  return {
    /**
     * The plugin's MCP server, discovered now when nothing is cached, when `refresh` is set (MCP sync),
     * or when the cache says the server was open (cheap to re-check, and a server may add OAuth later).
     * `requireAuth`: a user's request was challenged though the server looked open — discover its
     * authorization server anyway.
     *
     * @throws {ServiceError} 400 `mcp_unavailable` without `mcpConfig.serverUrl`; 502 `upstream_failed`
     * when the server cannot be discovered
     */
    async discovered(pluginId: string, options: { refresh?: boolean; requireAuth?: boolean } = {}): Promise<DiscoveredMcpServer> {
      const config = await loadConfig(pluginId);
      const cached = config.discovery;
      if (cached && !options.refresh && cached.requiresAuth) {
        return { pluginId, config, discovery: cached, ...(config.oauthMetadata ? { metadata: config.oauthMetadata } : {}) };
      }
      const requireAuth = options.requireAuth === true;
      return once(`discover:${pluginId}:${requireAuth}`, () => discover(pluginId, config, requireAuth));
    },

    /**
     * The client Plugboard registered at the plugin's authorization server for this server's redirect
     * URI, registering one now (RFC 7591) when there is none.
     *
     * @throws {ServiceError} 400 `mcp_unavailable` when the server offers no registration endpoint
     */
    async registeredClient(server: DiscoveredMcpServer, scope?: string): Promise<RegisteredMcpClient> {
      const redirectUri = context.redirectUri;
      const existing = server.config.registeredClient;
      if (existing && existing.redirectUri === redirectUri) return existing;
      if (!server.metadata?.registration_endpoint) {
        throw new ServiceError(
          "mcp_unavailable",
          "The MCP authorization server does not offer dynamic client registration: set a client with PUT /api/v1/plugins/{slug}/mcp-client or mcpConfig.clientId",
        );
      }
      return once(`register:${server.pluginId}`, async () => {
        const fresh = await loadConfig(server.pluginId);
        if (fresh.registeredClient?.redirectUri === redirectUri) return fresh.registeredClient;
        let identity;
        try {
          identity = await deps.oauth.register(
            { url: server.discovery.authorizationServerUrl ?? new URL("/", server.config.serverUrl).href, ...(server.metadata ? { metadata: server.metadata } : {}) },
            { redirectUri, ...(scope ? { scope } : {}) },
          );
        } catch (error) {
          throw new ServiceError("upstream_failed", error instanceof Error ? error.message : "Client registration failed", { cause: error });
        }
        const client: RegisteredMcpClient = { ...identity, redirectUri };
        let adopted: RegisteredMcpClient | undefined;
        await store(server.pluginId, server.config.serverUrl, (current) => {
          const other = readMcpPluginConfig(cipher, current)?.registeredClient;
          if (other?.redirectUri === redirectUri) {
            adopted = other;
            return null;
          }
          return discoveryMembers(cipher, { discovery: server.discovery, ...(server.metadata ? { metadata: server.metadata } : {}), client });
        });
        return adopted ?? client;
      });
    },
  };
}

/** The plugin discovery store's interface. */
export type McpPluginDiscovery = ReturnType<typeof createMcpPluginDiscovery>;
