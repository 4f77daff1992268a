import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import type { Tool } from "@modelcontextprotocol/sdk/types.js";
import { uniqueToolSlugs } from "@plugboard/core";
import type { PlugboardContext } from "../context.js";
import { ExpiringCache } from "../services/expiring-cache.js";
import type { InvalidationBus } from "../services/invalidation-bus.js";
import type { McpToolRow } from "../services/tool-catalog-service.js";
import type { McpServerTarget } from "./create-mcp-live-client.js";
import type { McpTransportKind } from "./create-mcp-session-pool.js";

/** An MCP tool of an approved plugin, resolved by slug for execution. */
export interface McpToolTarget {
  slug: string;
  mcpToolName: string;
  plugin: McpServerTarget & { name: string };
}

// A server with thousands of tools is broken or hostile: stop paging there.
const MAX_PAGES = 50;

/** Every tool of the server (`tools/list`, following `nextCursor`). */
export async function listAllMcpTools(client: Client, options: { timeoutMs: number }): Promise<Tool[]> {
  const tools: Tool[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const result = await client.listTools(cursor ? { cursor } : {}, { timeout: options.timeoutMs });
    tools.push(...result.tools);
    cursor = result.nextCursor;
    if (!cursor) break;
  }
  return tools;
}

/** The cache rows for a server's tools: slugs normalized (and kept distinct), display names, schemas. */
export function toMcpToolRows(tools: readonly Tool[]): McpToolRow[] {
  const unique = new Map(tools.map((tool) => [tool.name, tool]));
  const slugs = uniqueToolSlugs([...unique.keys()]);
  return [...unique.values()]
    .map((tool) => ({
      mcpToolName: tool.name,
      slug: slugs.get(tool.name)!,
      name: tool.title ?? tool.annotations?.title ?? tool.name,
      description: tool.description ?? "",
      inputSchema: tool.inputSchema as unknown,
      annotations: (tool.annotations as Record<string, unknown> | undefined) ?? null,
    }))
    .sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
}

const sameRow = (a: McpToolRow, b: McpToolRow) =>
  a.slug === b.slug &&
  a.name === b.name &&
  a.description === b.description &&
  JSON.stringify(a.inputSchema) === JSON.stringify(b.inputSchema) &&
  JSON.stringify(a.annotations ?? null) === JSON.stringify(b.annotations ?? null);

/**
 * The MCP tool cache (SPEC.md "MCP tool cache entry"): writes a server's tool list for a plugin
 * — upsert on (pluginId, mcpToolName), tools no longer offered deleted, `lastSyncedAt` set — and
 * resolves MCP tools of approved plugins by slug for execution through a per-instance cache that
 * the bus clears on `plugin` events (a sync, a review change, a discovery update).
 */
export function createMcpToolCache(context: PlugboardContext, deps: { bus: InvalidationBus }) {
  const { prisma } = context;
  const bySlug = new ExpiringCache<McpToolTarget[]>({ ttlMs: 60_000, max: 5_000 });
  // Any plugin change may add a slug to any key (a plugin's first sync, an approval): drop them all.
  deps.bus.subscribe((event) => {
    if (event.kind === "plugin") bySlug.clear();
  });

  return {
    /**
     * Replaces the cached tools of a plugin with `rows`. Returns whether anything but the sync time
     * changed; when it did, a `plugin` event tells every instance.
     */
    async write(pluginId: string, rows: readonly McpToolRow[]): Promise<boolean> {
      const syncedAt = new Date();
      const existing = await prisma.mcpToolCache.findMany({ where: { pluginId } });
      const before = new Map(existing.map((row) => [row.mcpToolName, row]));
      const changed =
        existing.length !== rows.length || rows.some((row) => !before.has(row.mcpToolName) || !sameRow(before.get(row.mcpToolName)!, row));
      if (!changed) {
        await prisma.mcpToolCache.updateMany({ where: { pluginId }, data: { lastSyncedAt: syncedAt } });
        return false;
      }
      await prisma.$transaction(async (tx) => {
        await tx.mcpToolCache.deleteMany({ where: { pluginId, mcpToolName: { notIn: rows.map((row) => row.mcpToolName) } } });
        for (const row of rows) {
          const fields = { slug: row.slug, name: row.name, description: row.description, inputSchema: row.inputSchema as never, annotations: (row.annotations ?? undefined) as never, lastSyncedAt: syncedAt };
          await tx.mcpToolCache.upsert({
            where: { pluginId_mcpToolName: { pluginId, mcpToolName: row.mcpToolName } },
            create: { pluginId, mcpToolName: row.mcpToolName, ...fields },
            update: fields,
          });
        }
      });
      deps.bus.publish({ kind: "plugin", pluginId });
      return true;
    },

    /** MCP tools with this slug in approved, active plugins whose toolSource is `mcp` or `both`. */
    bySlug(slug: string): Promise<McpToolTarget[]> {
      return bySlug.getOrLoad(slug, async () => {
        const rows = await prisma.mcpToolCache.findMany({
          where: { slug, plugin: { reviewStatus: "approved", status: "active", toolSource: { in: ["mcp", "both"] } } },
          select: { slug: true, mcpToolName: true, plugin: { select: { id: true, slug: true, name: true, mcpConfig: true } } },
        });
        return rows.flatMap((row) => {
          const target = mcpServerTargetOf(row.plugin);
          return target ? [{ slug: row.slug, mcpToolName: row.mcpToolName, plugin: { ...target, name: row.plugin.name } }] : [];
        });
      });
    },
  };
}

/** The MCP tool cache's interface. */
export type McpToolCache = ReturnType<typeof createMcpToolCache>;

/** The live-call fields of a plugin row (no secrets read). */
export function mcpServerTargetOf(plugin: { id: string; slug: string; mcpConfig: unknown }): McpServerTarget | null {
  const config = (plugin.mcpConfig ?? {}) as { serverUrl?: unknown; oauthDiscovery?: { requiresAuth?: unknown; transport?: unknown } };
  if (typeof config.serverUrl !== "string") return null;
  const discovery = config.oauthDiscovery;
  const transport: McpTransportKind | undefined = discovery?.transport === "sse" ? "sse" : discovery?.transport === "streamable-http" ? "streamable-http" : undefined;
  return {
    id: plugin.id,
    slug: plugin.slug,
    serverUrl: config.serverUrl,
    requiresAuth: typeof discovery?.requiresAuth === "boolean" ? discovery.requiresAuth : undefined,
    transport,
  };
}
