import type { PlugboardContext } from "../../context.js";
import { ExpiringCache } from "../../infra/expiring-cache.js";
import type { InvalidationBus } from "../../infra/invalidation-bus.js";
import { connectionKey, type ConnectionSnapshot } from "../../sources/tool-source.js";

/**
 * The stored connections execution and live tool listing read — both sides, secrets still encrypted —
 * through a per-instance cache (30 s TTL as a safety net) that the invalidation bus clears on every
 * `connection` event, here and on other instances. A warm call costs no database round trip, and a
 * disconnect, new tokens or a refresh elsewhere are seen at once.
 */
export function createConnectionCache(context: PlugboardContext, deps: { bus: InvalidationBus }) {
  const cache = new ExpiringCache<ConnectionSnapshot | null>({ ttlMs: 30_000, max: 50_000 });
  deps.bus.subscribe((event) => {
    if (event.kind === "connection") cache.delete(connectionKey(event.developerId, event.userId, event.pluginId));
    else if (event.kind === "all") cache.clear();
  });

  return {
    /** The user's connection to a plugin, or null. */
    get(developerId: string, userId: string, pluginId: string): Promise<ConnectionSnapshot | null> {
      return cache.getOrLoad(connectionKey(developerId, userId, pluginId), async () => {
        const row = await context.prisma.connection.findUnique({
          where: { developerId_userId_pluginId: { developerId, userId, pluginId } },
          select: {
            id: true,
            authMethodId: true,
            credentials: true,
            credentialsExpiresAt: true,
            status: true,
            connectionConfig: true,
            connectionMetadata: true,
            mcpAccessToken: true,
            mcpRefreshToken: true,
            mcpTokenExpiresAt: true,
            mcpStatus: true,
            version: true,
          },
        });
        if (!row) return null;
        const { mcpRefreshToken, connectionConfig, connectionMetadata, ...snapshot } = row;
        return {
          ...snapshot,
          connectionConfig: connectionConfig as Record<string, string> | null,
          connectionMetadata: connectionMetadata as Record<string, string> | null,
          hasMcpRefreshToken: mcpRefreshToken !== null,
        };
      });
    },
  };
}

/** The connection cache's interface. */
export type ConnectionCache = ReturnType<typeof createConnectionCache>;
