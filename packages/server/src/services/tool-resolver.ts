import { compilePath, parseAuthMethodConfig, type AuthMethodConfig, type AuthMethodType, type CompiledPath } from "@plugboard/core";
import type { PlugboardContext } from "../context.js";
import { ExpiringCache } from "./expiring-cache.js";
import type { InvalidationBus } from "./invalidation-bus.js";

/** A manual tool with everything execution needs, prepared once. */
export interface ResolvedTool {
  id: string;
  slug: string;
  method: string;
  path: CompiledPath;
  headers: Record<string, string>;
  plugin: { id: string; slug: string; name: string; baseUrl: string };
  /** Auth methods of the plugin by id, configs parsed. */
  authMethods: Map<string, { id: string; type: AuthMethodType; config: AuthMethodConfig; rawConfig: unknown }>;
  /** True when the plugin offers an auth method other than `no_auth`. */
  needsAuth: boolean;
}

/** The stored connection fields execution reads. */
export interface ConnectionSnapshot {
  id: string;
  authMethodId: string | null;
  credentials: string | null;
  credentialsExpiresAt: Date | null;
  status: string;
  version: number;
}

const connectionKey = (developerId: string, userId: string, pluginId: string) => `${developerId}\u0000${userId}\u0000${pluginId}`;

/**
 * Resolves tools and connections for execution from two caches that are invalidated through the
 * bus (this instance at once, others through PostgreSQL NOTIFY), with TTLs as a safety net. A warm
 * execution costs no database round trip; a cold one costs one per cache.
 */
export function createToolResolver(context: PlugboardContext, deps: { bus: InvalidationBus }) {
  const tools = new ExpiringCache<ResolvedTool[]>({ ttlMs: 60_000, max: 5_000 });
  const connections = new ExpiringCache<ConnectionSnapshot | null>({ ttlMs: 30_000, max: 50_000 });

  deps.bus.subscribe((event) => {
    if (event.kind === "plugin") tools.clear((_key, value) => value.some((tool) => tool.plugin.id === event.pluginId) || value.length === 0);
    else if (event.kind === "connection") connections.delete(connectionKey(event.developerId, event.userId, event.pluginId));
  });

  async function loadTools(slug: string): Promise<ResolvedTool[]> {
    const rows = await context.prisma.tool.findMany({
      where: { slug, enabled: true, plugin: { reviewStatus: "approved", status: "active" } },
      include: { plugin: { include: { authMethods: true } } },
    });
    return rows
      .filter((row) => row.plugin.baseUrl)
      .map((row) => ({
        id: row.id,
        slug: row.slug,
        method: row.method,
        path: compilePath(row.path),
        headers: (row.headers as Record<string, string> | null) ?? {},
        plugin: { id: row.plugin.id, slug: row.plugin.slug, name: row.plugin.name, baseUrl: row.plugin.baseUrl!.replace(/\/+$/, "") },
        authMethods: new Map(
          row.plugin.authMethods.map((method) => [
            method.id,
            { id: method.id, type: method.type as AuthMethodType, config: parseAuthMethodConfig(method.type as AuthMethodType, method.config), rawConfig: method.config },
          ]),
        ),
        needsAuth: row.plugin.authMethods.some((method) => method.type !== "no_auth"),
      }));
  }

  return {
    /** Enabled manual tools of approved plugins with this slug (usually one). */
    tools(slug: string): Promise<ResolvedTool[]> {
      return tools.getOrLoad(slug, () => loadTools(slug));
    },
    /** The user's connection to a plugin, or null. */
    connection(developerId: string, userId: string, pluginId: string): Promise<ConnectionSnapshot | null> {
      return connections.getOrLoad(connectionKey(developerId, userId, pluginId), async () => {
        const row = await context.prisma.connection.findUnique({
          where: { developerId_userId_pluginId: { developerId, userId, pluginId } },
          select: { id: true, authMethodId: true, credentials: true, credentialsExpiresAt: true, status: true, version: true },
        });
        return row ?? null;
      });
    },
  };
}

/** The tool resolver's interface. */
export type ToolResolver = ReturnType<typeof createToolResolver>;
