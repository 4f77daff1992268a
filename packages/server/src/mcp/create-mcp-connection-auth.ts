import type { PlugboardContext } from "../context.js";
import { ExpiringCache } from "../services/expiring-cache.js";
import type { InvalidationBus } from "../services/invalidation-bus.js";

/** The MCP side of one stored connection, as execution reads it (token decrypted, in memory only). */
export interface McpConnectionAuth {
  connectionId: string;
  accessToken: string | null;
  expiresAt: Date | null;
  hasRefreshToken: boolean;
  mcpStatus: string;
}

/** Cache key of a developer + end-user + plugin. */
export const mcpConnectionKey = (developerId: string, userId: string, pluginId: string) => `${developerId}\u0000${userId}\u0000${pluginId}`;

/**
 * Reads the MCP side of connections through a per-instance cache (30 s TTL as a safety net) that the
 * invalidation bus clears on every `connection` event, here and on other instances, so a warm call
 * costs no database round trip and a disconnect or refresh elsewhere is seen at once.
 */
export function createMcpConnectionAuth(context: PlugboardContext, deps: { bus: InvalidationBus }) {
  const cache = new ExpiringCache<McpConnectionAuth | null>({ ttlMs: 30_000, max: 50_000 });
  deps.bus.subscribe((event) => {
    if (event.kind === "connection") cache.delete(mcpConnectionKey(event.developerId, event.userId, event.pluginId));
    else if (event.kind === "all") cache.clear();
  });

  return {
    /** The user's connection to the plugin (MCP fields), or null when there is none. */
    get(developerId: string, userId: string, pluginId: string): Promise<McpConnectionAuth | null> {
      return cache.getOrLoad(mcpConnectionKey(developerId, userId, pluginId), async () => {
        const row = await context.prisma.connection.findUnique({
          where: { developerId_userId_pluginId: { developerId, userId, pluginId } },
          select: { id: true, mcpAccessToken: true, mcpRefreshToken: true, mcpTokenExpiresAt: true, mcpStatus: true },
        });
        if (!row) return null;
        return {
          connectionId: row.id,
          accessToken: row.mcpAccessToken ? context.cipher.decrypt(row.mcpAccessToken) : null,
          expiresAt: row.mcpTokenExpiresAt,
          hasRefreshToken: row.mcpRefreshToken !== null,
          mcpStatus: row.mcpStatus,
        };
      });
    },
  };
}

/** The connection-auth reader's interface. */
export type McpConnectionAuthReader = ReturnType<typeof createMcpConnectionAuth>;
