import type { PlugboardContext } from "../../context.js";
import { Prisma } from "../../generated/prisma/client.js";
import { OUTCOME_SQL } from "../execution/execution-outcome.js";

/** What an aggregate over the execution log counts: one developer's rows in `[since, until)`, of a plugin or tool when given. */
export interface MetricsScope {
  developerId: string;
  since: Date;
  until: Date;
  pluginId?: string | undefined;
  toolSlug?: string | undefined;
}

/** Counts and latency percentiles of one bucket (`start` null: the whole window). */
export interface StatsRow {
  start: Date | null;
  total: number;
  success: number;
  upstreamError: number;
  refused: number;
  p50: number | null;
  p95: number | null;
}

/** Calls and failures of one plugin (and tool). */
export interface RankRow {
  pluginId: string | null;
  toolSlug: string | null;
  calls: number;
  errors: number;
}

const scopeSql = (scope: MetricsScope) => Prisma.sql`"developerId" = ${scope.developerId}::uuid AND "createdAt" >= ${scope.since} AND "createdAt" < ${scope.until}
  ${scope.pluginId !== undefined ? Prisma.sql`AND "pluginId" = ${scope.pluginId}::uuid` : Prisma.empty}
  ${scope.toolSlug !== undefined ? Prisma.sql`AND "toolSlug" = ${scope.toolSlug}` : Prisma.empty}`;

const STATS_COLUMNS = Prisma.sql`count(*)::int AS total,
  (count(*) FILTER (WHERE ${OUTCOME_SQL.success}))::int AS success,
  (count(*) FILTER (WHERE ${OUTCOME_SQL.upstream_error}))::int AS "upstreamError",
  (count(*) FILTER (WHERE ${OUTCOME_SQL.refused}))::int AS refused,
  percentile_cont(0.5) WITHIN GROUP (ORDER BY "latencyMs") AS p50,
  percentile_cont(0.95) WITHIN GROUP (ORDER BY "latencyMs") AS p95`;

/**
 * The metrics' one way to the database: aggregates computed in SQL (never rows fetched to count), on
 * PGlite and PostgreSQL alike. The execution-log index on (developerId, createdAt, success, status,
 * latencyMs, pluginId, toolSlug) lets a window's aggregates read the index alone.
 */
export function createMetricsStore({ prisma }: Pick<PlugboardContext, "prisma">) {
  return {
    /**
     * Per-bucket stats of the scope (buckets of `bucketSeconds` aligned on `since`, only those holding
     * rows, in time order) and, last, the whole window's (`start` null), in one pass.
     */
    async executionStats(scope: MetricsScope, bucketSeconds: number): Promise<StatsRow[]> {
      const rows = await prisma.$queryRaw<StatsRow[]>`
        SELECT date_bin(make_interval(secs => ${bucketSeconds}::int), "createdAt", ${scope.since}::timestamptz) AS start, ${STATS_COLUMNS}
        FROM "ExecutionLog" WHERE ${scopeSql(scope)}
        GROUP BY GROUPING SETS ((1), ())
        ORDER BY 1 NULLS LAST`;
      return rows.map((row) => ({ ...row, p50: row.p50 === null ? null : Number(row.p50), p95: row.p95 === null ? null : Number(row.p95) }));
    },

    /** Calls and failures per plugin and per (plugin, tool) in the scope, in one pass (`toolSlug` null: the plugin's row). */
    usage(scope: MetricsScope): Promise<RankRow[]> {
      return prisma.$queryRaw<RankRow[]>`
        SELECT "pluginId", CASE WHEN GROUPING("toolSlug") = 1 THEN NULL ELSE "toolSlug" END AS "toolSlug",
               count(*)::int AS calls, (count(*) FILTER (WHERE NOT success))::int AS errors
        FROM "ExecutionLog" WHERE ${scopeSql(scope)}
        GROUP BY GROUPING SETS (("pluginId"), ("pluginId", "toolSlug"))`;
    },

    /** The developer's connections, split by whether a credential of theirs needs the user to authorize again. */
    async connectionsByStatus(developerId: string): Promise<{ active: number; needsReauthorization: number }> {
      const [row] = await prisma.$queryRaw<Array<{ active: number; needsReauthorization: number }>>`
        SELECT (count(*) FILTER (WHERE NOT stale))::int AS active, (count(*) FILTER (WHERE stale))::int AS "needsReauthorization"
        FROM (
          SELECT EXISTS (SELECT 1 FROM "Credential" cr WHERE cr."connectionId" = c.id AND cr.status = 'needs_reauth') AS stale
          FROM "Connection" c WHERE c."developerId" = ${developerId}::uuid
        ) AS connection`;
      return row ?? { active: 0, needsReauthorization: 0 };
    },

    /** Approvals of the developer still waiting for a decision at `at`. */
    pendingApprovals(developerId: string, at: Date): Promise<number> {
      return prisma.approval.count({ where: { developerId, status: "pending", expiresAt: { gt: at } } });
    },

    /** Deliveries to the developer's endpoints created in the window that failed for good, or wait for a retry after a failed attempt. */
    async failingDeliveries(scope: Pick<MetricsScope, "developerId" | "since" | "until">): Promise<{ failed: number; retrying: number }> {
      const where = { endpoint: { developerId: scope.developerId }, createdAt: { gte: scope.since, lt: scope.until } };
      const [failed, retrying] = await Promise.all([
        prisma.webhookDelivery.count({ where: { ...where, status: "failed" } }),
        prisma.webhookDelivery.count({ where: { ...where, status: "pending", attempts: { gt: 0 } } }),
      ]);
      return { failed, retrying };
    },
  };
}

/** The metrics store's interface. */
export type MetricsStore = ReturnType<typeof createMetricsStore>;
