import { DEFAULT_EXECUTIONS_PAGE_SIZE, type ExecutionItem, type ListExecutionsQuerySchema, type ListExecutionsResponse, type ToolSourceKind } from "@plugboard/core";
import type * as z from "zod";
import type { PlugboardContext } from "../../context.js";
import type { Prisma } from "../../generated/prisma/client.js";
import { decodeNewestFirstCursor, encodeNewestFirstCursor } from "../paging/newest-first-cursor.js";

/** Parsed query of `GET /api/v1/executions`. */
export type ListExecutionsOptions = z.output<typeof ListExecutionsQuerySchema>;

/**
 * Execution history (`GET /api/v1/executions`): the authenticated developer's execution-log rows only,
 * newest first, filtered by end-user, plugin slug, tool slug, success and time (`since`, `until`), in pages of `limit` (default
 * 20, at most 100) with an opaque cursor. Rows are written by the buffered log writer, so a row shows
 * up shortly (about 100 ms) after its execute answer.
 */
export function createExecutionHistoryService(context: PlugboardContext) {
  const { prisma } = context;

  /** Slugs of the plugins by id (a deleted plugin has none). */
  async function pluginSlugs(ids: string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const plugins = await prisma.plugin.findMany({ where: { id: { in: ids } }, select: { id: true, slug: true } });
    return new Map(plugins.map((plugin) => [plugin.id, plugin.slug]));
  }

  return {
    /** One page of `developerId`'s executions. */
    async list(developerId: string, query: ListExecutionsOptions): Promise<ListExecutionsResponse> {
      const limit = query.limit ?? DEFAULT_EXECUTIONS_PAGE_SIZE;
      const after = query.cursor !== undefined ? decodeNewestFirstCursor(query.cursor) : undefined;
      let pluginId: string | undefined;
      if (query.plugin !== undefined) {
        const plugin = await prisma.plugin.findUnique({ where: { slug: query.plugin }, select: { id: true } });
        if (!plugin) return { executions: [], nextCursor: null, hasMore: false };
        pluginId = plugin.id;
      }
      const where: Prisma.ExecutionLogWhereInput = {
        developerId,
        ...(query.userId !== undefined ? { userId: query.userId } : {}),
        ...(query.tool !== undefined ? { toolSlug: query.tool } : {}),
        ...(query.success !== undefined ? { success: query.success } : {}),
        ...(pluginId !== undefined ? { pluginId } : {}),
        ...(query.since !== undefined || query.until !== undefined
          ? { createdAt: { ...(query.since !== undefined ? { gte: new Date(query.since) } : {}), ...(query.until !== undefined ? { lt: new Date(query.until) } : {}) } }
          : {}),
        ...(after ? { OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { lt: after.id } }] } : {}),
      };
      const rows = await prisma.executionLog.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: limit + 1 });
      const page = rows.slice(0, limit);
      const slugs = await pluginSlugs([...new Set(page.flatMap((row) => (row.pluginId ? [row.pluginId] : [])))]);
      const executions = page.map(
        (row): ExecutionItem => ({
          id: row.id,
          userId: row.userId,
          pluginSlug: row.pluginId ? (slugs.get(row.pluginId) ?? null) : null,
          toolSlug: row.toolSlug,
          source: row.source as ToolSourceKind,
          status: row.status,
          success: row.success,
          latencyMs: row.latencyMs,
          error: row.error,
          createdAt: row.createdAt.toISOString(),
        }),
      );
      const hasMore = rows.length > limit;
      const last = page.at(-1);
      return { executions, nextCursor: hasMore && last ? encodeNewestFirstCursor(last) : null, hasMore };
    },
  };
}

/** The execution history service's interface. */
export type ExecutionHistoryService = ReturnType<typeof createExecutionHistoryService>;
