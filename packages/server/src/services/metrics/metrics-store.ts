import type { PlugboardContext } from "../../context.js";
import { Prisma } from "../../generated/prisma/client.js";
import { OUTCOME_SQL } from "../execution/execution-outcome.js";
import { emptyHistogram, type HistogramRow, LATENCY_BIN_LOWER_BOUNDS, mergeHistogram } from "./latency-histogram.js";

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

/** `ExecutionLogRollup.pluginId` of the rows counting every plugin (the nil UUID). */
export const ROLLUP_EVERY_PLUGIN = "00000000-0000-0000-0000-000000000000";
/** `ExecutionLogRollup.toolSlug` of the rows counting every tool. */
export const ROLLUP_EVERY_TOOL = "";

/** `ExecutionLogUsageHour.pluginId` of the log's rows without a plugin (the nil UUID). */
export const USAGE_NO_PLUGIN = "00000000-0000-0000-0000-000000000000";

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const BIN_SUMS = Prisma.raw(`ARRAY[${LATENCY_BIN_LOWER_BOUNDS.map((_, i) => `sum("latencyBins"[${i + 1}])`).join(", ")}]::int[]`);

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
  /**
   * Runs one aggregate with PostgreSQL's JIT compilation off (`SET LOCAL`, this transaction only). The planner
   * prices a window's aggregate above `jit_above_cost` from its estimates, and compiling the plan then took 20–270 ms
   * (measured on 1,000,000 rows) for a query whose execution takes a few: most of an answer was compilation.
   */
  async function aggregate<T>(query: Prisma.Sql): Promise<T> {
    const [, rows] = await prisma.$transaction([prisma.$executeRaw`SET LOCAL jit = off`, prisma.$queryRaw<T>(query)]);
    return rows;
  }
  return {
    /**
     * Per-bucket stats of the scope (buckets of `bucketSeconds` aligned on `since`, only those holding
     * rows, in time order) and, last, the whole window's (`start` null), in one pass.
     */
    async executionStats(scope: MetricsScope, bucketSeconds: number): Promise<StatsRow[]> {
      const rows = await aggregate<StatsRow[]>(Prisma.sql`
        SELECT date_bin(make_interval(secs => ${bucketSeconds}::int), "createdAt", ${scope.since}::timestamptz) AS start, ${STATS_COLUMNS}
        FROM "ExecutionLog" WHERE ${scopeSql(scope)}
        GROUP BY GROUPING SETS ((1), ())
        ORDER BY 1 NULLS LAST`);
      return rows.map((row) => ({ ...row, p50: row.p50 === null ? null : Number(row.p50), p95: row.p95 === null ? null : Number(row.p95) }));
    },

    /**
     * As {@link executionStats}, with latency histograms instead of percentiles, read from the per-minute rollup at the
     * scope's level (the whole log, a plugin, a tool, or a plugin's tool): each whole minute inside one bucket from its
     * rollup row, and only the rows of minutes a bucket boundary or the window's ends cut in two from the log. Buckets
     * in time order, then the window's (`start` null).
     */
    async rolledUpStats(scope: MetricsScope, bucketSeconds: number): Promise<HistogramRow[]> {
      const since = scope.since.getTime();
      const until = scope.until.getTime();
      const width = bucketSeconds * 1000;
      const firstMinute = Math.ceil(since / MINUTE_MS) * MINUTE_MS;
      const endMinute = Math.floor(until / MINUTE_MS) * MINUTE_MS;
      const raw: Array<[number, number]> = [];
      const cut: number[] = [];
      if (firstMinute >= endMinute) raw.push([since, until]);
      else {
        if (since < firstMinute) raw.push([since, firstMinute]);
        for (let boundary = since + width; boundary < until; boundary += width) {
          const minute = Math.floor(boundary / MINUTE_MS) * MINUTE_MS;
          if (minute !== boundary && minute >= firstMinute && minute < endMinute) {
            cut.push(minute);
            raw.push([minute, minute + MINUTE_MS]);
          }
        }
        if (endMinute < until) raw.push([endMinute, until]);
      }
      const iso = (times: number[]) => times.map((time) => new Date(time).toISOString());
      // The log's rows are read range by range (\`OFFSET 0\` keeps the lateral subquery from being flattened into a join,
      // for which the planner, not knowing how short the ranges are, walked every row of a tool's history instead).
      const bucket = Prisma.sql`make_interval(secs => ${bucketSeconds}::int)`;
      const [rolled, rows] = await Promise.all([
        firstMinute >= endMinute
          ? Promise.resolve([])
          : aggregate<Array<Omit<HistogramRow, "start"> & { start: Date }>>(Prisma.sql`
              SELECT date_bin(${bucket}, "minute", ${scope.since}::timestamptz) AS start, sum(total)::int AS total, sum(success)::int AS success,
                     sum("upstreamError")::int AS "upstreamError", sum(refused)::int AS refused,
                     min("minLatencyMs") AS "minLatencyMs", max("maxLatencyMs") AS "maxLatencyMs", ${BIN_SUMS} AS "latencyBins"
              FROM "ExecutionLogRollup"
              WHERE "developerId" = ${scope.developerId}::uuid AND "pluginId" = ${scope.pluginId ?? ROLLUP_EVERY_PLUGIN}::uuid AND "toolSlug" = ${scope.toolSlug ?? ROLLUP_EVERY_TOOL}
                AND "minute" >= ${new Date(firstMinute)} AND "minute" < ${new Date(endMinute)}
                AND "minute" <> ALL(${iso(cut)}::timestamptz[])
              GROUP BY 1`),
        raw.length === 0
          ? Promise.resolve([])
          : aggregate<Array<Omit<HistogramRow, "start" | "latencyBins"> & { start: Date; bin: number }>>(Prisma.sql`
              SELECT date_bin(${bucket}, l."createdAt", ${scope.since}::timestamptz) AS start, execution_latency_bin(l."latencyMs") AS bin,
                     count(*)::int AS total, (count(*) FILTER (WHERE ${OUTCOME_SQL.success}))::int AS success,
                     (count(*) FILTER (WHERE ${OUTCOME_SQL.upstream_error}))::int AS "upstreamError",
                     (count(*) FILTER (WHERE ${OUTCOME_SQL.refused}))::int AS refused,
                     min(l."latencyMs") AS "minLatencyMs", max(l."latencyMs") AS "maxLatencyMs"
              FROM unnest(${iso(raw.map(([from]) => from))}::timestamptz[], ${iso(raw.map(([, to]) => to))}::timestamptz[]) AS r(since, until)
              CROSS JOIN LATERAL (
                SELECT "createdAt", "latencyMs", success, status FROM "ExecutionLog"
                WHERE "developerId" = ${scope.developerId}::uuid AND "createdAt" >= r.since AND "createdAt" < r.until
                  ${scope.pluginId !== undefined ? Prisma.sql`AND "pluginId" = ${scope.pluginId}::uuid` : Prisma.empty}
                  ${scope.toolSlug !== undefined ? Prisma.sql`AND "toolSlug" = ${scope.toolSlug}` : Prisma.empty}
                OFFSET 0
              ) AS l
              GROUP BY 1, 2`),
      ]);
      const buckets = new Map<number, HistogramRow>();
      const totals = emptyHistogram(null);
      const add = (start: Date, row: Omit<HistogramRow, "start">) => {
        let into = buckets.get(start.getTime());
        if (into === undefined) buckets.set(start.getTime(), (into = emptyHistogram(start)));
        mergeHistogram(into, row);
        mergeHistogram(totals, row);
      };
      for (const row of rolled) add(row.start, row);
      for (const { bin, ...row } of rows) add(row.start, { ...row, latencyBins: LATENCY_BIN_LOWER_BOUNDS.map((_, i) => (i === bin ? row.total : 0)) });
      return [...[...buckets.values()].sort((a, b) => a.start!.getTime() - b.start!.getTime()), totals];
    },

    /**
     * Calls and failures per plugin and per (plugin, tool) in the scope (`toolSlug` null: the plugin's row), in one query:
     * each whole hour inside the window from its `ExecutionLogUsageHour` rows, and only the log's rows of the partial hours
     * at the window's two ends (the whole window when it holds no whole hour).
     */
    usage(scope: MetricsScope): Promise<RankRow[]> {
      const since = scope.since.getTime();
      const until = scope.until.getTime();
      const firstHour = Math.ceil(since / HOUR_MS) * HOUR_MS;
      const endHour = Math.floor(until / HOUR_MS) * HOUR_MS;
      const raw: Array<[number, number]> = firstHour >= endHour ? [[since, until]] : [];
      if (firstHour < endHour && since < firstHour) raw.push([since, firstHour]);
      if (firstHour < endHour && endHour < until) raw.push([endHour, until]);
      const iso = (times: number[]) => times.map((time) => new Date(time).toISOString());
      // As in rolledUpStats, `OFFSET 0` keeps the lateral subquery reading the log range by range.
      return aggregate<RankRow[]>(Prisma.sql`
        SELECT "pluginId", CASE WHEN GROUPING("toolSlug") = 1 THEN NULL ELSE "toolSlug" END AS "toolSlug", sum(calls)::int AS calls, sum(errors)::int AS errors
        FROM (
          SELECT NULLIF("pluginId", ${USAGE_NO_PLUGIN}::uuid) AS "pluginId", "toolSlug", calls, errors FROM "ExecutionLogUsageHour"
          WHERE "developerId" = ${scope.developerId}::uuid AND "hour" >= ${new Date(firstHour)} AND "hour" < ${new Date(endHour)}
            ${scope.pluginId !== undefined ? Prisma.sql`AND "pluginId" = ${scope.pluginId}::uuid` : Prisma.empty}
            ${scope.toolSlug !== undefined ? Prisma.sql`AND "toolSlug" = ${scope.toolSlug}` : Prisma.empty}
          UNION ALL
          SELECT l."pluginId", l."toolSlug", 1, CASE WHEN l.success THEN 0 ELSE 1 END
          FROM unnest(${iso(raw.map(([from]) => from))}::timestamptz[], ${iso(raw.map(([, to]) => to))}::timestamptz[]) AS r(since, until)
          CROSS JOIN LATERAL (
            SELECT "pluginId", "toolSlug", success FROM "ExecutionLog"
            WHERE "developerId" = ${scope.developerId}::uuid AND "createdAt" >= r.since AND "createdAt" < r.until
              ${scope.pluginId !== undefined ? Prisma.sql`AND "pluginId" = ${scope.pluginId}::uuid` : Prisma.empty}
              ${scope.toolSlug !== undefined ? Prisma.sql`AND "toolSlug" = ${scope.toolSlug}` : Prisma.empty}
            OFFSET 0
          ) AS l
        ) AS counted
        GROUP BY GROUPING SETS (("pluginId"), ("pluginId", "toolSlug"))`);
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
