import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { ServiceError } from "../errors/service-error.js";
import type { InvalidationBus } from "../services/invalidation-bus.js";
import { mcpConnectionKey, type McpConnectionAuthReader } from "./create-mcp-connection-auth.js";
import { isClosedSession, transportStatusOf, type McpSession, type McpSessionPool, type McpTransportKind } from "./create-mcp-session-pool.js";
import { MCP_REFRESH_SKEW_MS, reauthorizationRequired, type McpTokenStore } from "./create-mcp-token-store.js";

/** The plugin fields a live MCP call needs (no secrets). */
export interface McpServerTarget {
  id: string;
  slug: string;
  serverUrl: string;
  /** From discovery: true → a user without MCP tokens is refused at once; false/unknown → tried without a token. */
  requiresAuth?: boolean | undefined;
  transport?: McpTransportKind | undefined;
}

/** The 409 for a user who must connect over MCP first. */
export function mcpConnectionRequired(userId: string, pluginSlug: string): ServiceError {
  return new ServiceError(
    "connection_required",
    `User "${userId}" has no MCP connection to plugin "${pluginSlug}". Connect them first with POST /api/v1/connections/initiate { "userId": "${userId}", "plugin": "${pluginSlug}", "connectionType": "mcp" }.`,
    { extra: { plugin: pluginSlug } },
  );
}

/**
 * Runs MCP requests for an end-user on their warm session (SPEC.md "MCP tool steps"): finds the
 * user's MCP token (refreshing it when expired), opens or reuses the session, and recovers once —
 * a 401 refreshes the token (single flight) and retries, a forgotten session (404, or a closed
 * transport) re-initializes and retries. Sessions of a connection are closed on every instance when
 * the bus reports a `connection` event (disconnect, new tokens, reauthorization).
 */
export function createMcpLiveClient(deps: {
  sessions: McpSessionPool;
  auth: McpConnectionAuthReader;
  tokens: McpTokenStore;
  bus: InvalidationBus;
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;
  deps.bus.subscribe((event) => {
    if (event.kind === "connection") void deps.sessions.evict(mcpConnectionKey(event.developerId, event.userId, event.pluginId));
  });

  async function credentials(developerId: string, userId: string, server: McpServerTarget) {
    const connection = await deps.auth.get(developerId, userId, server.id);
    if (connection?.mcpStatus === "needs_reauth") throw reauthorizationRequired(userId, server.slug, "The MCP authorization was refused");
    if (connection?.accessToken) {
      const expired = connection.expiresAt !== null && connection.expiresAt.getTime() <= now() + MCP_REFRESH_SKEW_MS;
      if (expired && connection.hasRefreshToken) {
        const fresh = await deps.tokens.refresh(connection.connectionId, { pluginSlug: server.slug });
        return { token: fresh.accessToken, connectionId: connection.connectionId };
      }
      return { token: connection.accessToken, connectionId: connection.connectionId };
    }
    if (server.requiresAuth === true) throw mcpConnectionRequired(userId, server.slug);
    return { token: null, connectionId: connection?.connectionId };
  }

  return {
    /**
     * Runs `work` with the live MCP client of (developer, user, plugin). Throws `ServiceError` 409s
     * (`connection_required`, `reauthorization_required`) and the SDK's errors otherwise.
     */
    async run<T>(who: { developerId: string; userId: string }, server: McpServerTarget, work: (client: Client) => Promise<T>): Promise<T> {
      let { token, connectionId } = await credentials(who.developerId, who.userId, server);
      const key = mcpConnectionKey(who.developerId, who.userId, server.id);
      for (let attempt = 0; ; attempt += 1) {
        let session: McpSession | undefined;
        try {
          return await deps.sessions.use(key, { serverUrl: server.serverUrl, accessToken: token, transport: server.transport }, (opened) => {
            session = opened;
            return work(opened.client);
          });
        } catch (error) {
          const status = transportStatusOf(error);
          if (status === 401) {
            // A session that failed to open is already out of the pool; never evict a newer one.
            if (session) await deps.sessions.evict(key, session);
            if (!token || !connectionId) throw mcpConnectionRequired(who.userId, server.slug);
            if (attempt > 0) throw reauthorizationRequired(who.userId, server.slug, "The MCP server refused a freshly refreshed access token");
            token = (await deps.tokens.refresh(connectionId, { pluginSlug: server.slug, staleAccessToken: token })).accessToken;
            continue;
          }
          const lost = session !== undefined && (status === 404 || status === 400 || isClosedSession(error));
          if (lost && attempt === 0) {
            await deps.sessions.evict(key, session);
            continue;
          }
          throw error;
        }
      }
    },
  };
}

/** The live client runner's interface. */
export type McpLiveClient = ReturnType<typeof createMcpLiveClient>;
