import { DEFAULT_EXECUTIONS_PAGE_SIZE, type ExecutionItem, type ListExecutionsQuerySchema, type ListExecutionsResponse } from "@plugboard/core";
import type * as z from "zod";
import type { PlugboardContext } from "../../context.js";
import { decodeNewestFirstCursor, encodeNewestFirstCursor } from "../paging/newest-first-cursor.js";
import { createExecutionLogStore } from "./execution-log-store.js";

/** Parsed query of `GET /api/v1/executions`. */
export type ListExecutionsOptions = z.output<typeof ListExecutionsQuerySchema>;

/**
 * Execution history (`GET /api/v1/executions`): the authenticated developer's execution-log rows only,
 * newest first, filtered by end-user, plugin slug, tool slug, success, outcome and time (`since`, `until`), in pages of `limit` (default
 * 20, at most 100) with an opaque cursor. Rows are written by the buffered log writer, so a row shows
 * up shortly (about 100 ms) after its execute answer.
 */
export function createExecutionHistoryService(context: Pick<PlugboardContext, "prisma">) {
  const store = createExecutionLogStore(context);

  return {
    /** One page of `developerId`'s executions. */
    async list(developerId: string, query: ListExecutionsOptions): Promise<ListExecutionsResponse> {
      const limit = query.limit ?? DEFAULT_EXECUTIONS_PAGE_SIZE;
      const after = query.cursor !== undefined ? decodeNewestFirstCursor(query.cursor) : undefined;
      let pluginId: string | undefined;
      if (query.plugin !== undefined) {
        const found = await store.pluginIdOf(query.plugin);
        if (found === null) return { executions: [], nextCursor: null, hasMore: false };
        pluginId = found;
      }
      const rows = await store.list(
        {
          developerId,
          userId: query.userId,
          toolSlug: query.tool,
          success: query.success,
          outcome: query.outcome,
          pluginId,
          since: query.since !== undefined ? new Date(query.since) : undefined,
          until: query.until !== undefined ? new Date(query.until) : undefined,
          after,
        },
        limit + 1,
      );
      const page = rows.slice(0, limit);
      const slugs = await store.pluginSlugs([...new Set(page.flatMap((row) => (row.pluginId ? [row.pluginId] : [])))]);
      const executions = page.map(
        (row): ExecutionItem => ({
          id: row.id,
          userId: row.userId,
          pluginSlug: row.pluginId ? (slugs.get(row.pluginId) ?? null) : null,
          toolSlug: row.toolSlug,
          source: row.source,
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
