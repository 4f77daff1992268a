import { ToolSourceKindSchema, type ExecutionOutcome, type ToolSourceKind } from "@plugboard/core";
import type { PlugboardContext } from "../../context.js";
import { readStatus } from "../../store/read-status.js";
import { outcomeWhere } from "./execution-outcome.js";

/** One execution-log row, its source read as the typed union. */
export interface ExecutionLogRow {
  id: string;
  userId: string;
  toolSlug: string;
  /** Null for a call that named no known plugin. */
  pluginId: string | null;
  source: ToolSourceKind;
  /** The upstream's HTTP status (0 when it could not be reached). */
  status: number | null;
  success: boolean;
  latencyMs: number;
  error: string | null;
  createdAt: Date;
}

/** What the execution history filters on; `after` is the (createdAt, id) position of the previous page's last row. */
export interface ExecutionLogFilter {
  developerId: string;
  userId?: string | undefined;
  pluginId?: string | undefined;
  toolSlug?: string | undefined;
  success?: boolean | undefined;
  outcome?: ExecutionOutcome | undefined;
  since?: Date | undefined;
  until?: Date | undefined;
  after?: { createdAt: Date; id: string } | undefined;
}

/**
 * The execution history's one way to the database: reads of `ExecutionLog` rows (written in batches
 * by the log writer, `store/insert-execution-log-rows.ts`) and of the plugin slugs they name.
 */
export function createExecutionLogStore({ prisma }: Pick<PlugboardContext, "prisma">) {
  return {
    /** The id of the plugin with this slug, or null. */
    async pluginIdOf(slug: string): Promise<string | null> {
      const plugin = await prisma.plugin.findUnique({ where: { slug }, select: { id: true } });
      return plugin?.id ?? null;
    },

    /** Slugs of the plugins by id (a deleted plugin has none). */
    async pluginSlugs(ids: string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const plugins = await prisma.plugin.findMany({ where: { id: { in: ids } }, select: { id: true, slug: true } });
      return new Map(plugins.map((plugin) => [plugin.id, plugin.slug]));
    },

    /** Up to `take` rows matching `filter`, newest first. */
    async list(filter: ExecutionLogFilter, take: number): Promise<ExecutionLogRow[]> {
      const { after } = filter;
      const rows = await prisma.executionLog.findMany({
        where: {
          developerId: filter.developerId,
          ...(filter.userId !== undefined ? { userId: filter.userId } : {}),
          ...(filter.toolSlug !== undefined ? { toolSlug: filter.toolSlug } : {}),
          ...(filter.success !== undefined ? { success: filter.success } : {}),
          ...(filter.pluginId !== undefined ? { pluginId: filter.pluginId } : {}),
          ...(filter.since !== undefined || filter.until !== undefined
            ? { createdAt: { ...(filter.since !== undefined ? { gte: filter.since } : {}), ...(filter.until !== undefined ? { lt: filter.until } : {}) } }
            : {}),
          ...(filter.outcome !== undefined ? { AND: [outcomeWhere(filter.outcome)] } : {}),
          ...(after ? { OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { lt: after.id } }] } : {}),
        },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take,
      });
      return rows.map((row) => ({
        id: row.id,
        userId: row.userId,
        toolSlug: row.toolSlug,
        pluginId: row.pluginId,
        source: readStatus(ToolSourceKindSchema.options, row.source, "ExecutionLog.source"),
        status: row.status,
        success: row.success,
        latencyMs: row.latencyMs,
        error: row.error,
        createdAt: row.createdAt,
      }));
    },
  };
}

/** The execution log store's interface. */
export type ExecutionLogStore = ReturnType<typeof createExecutionLogStore>;
