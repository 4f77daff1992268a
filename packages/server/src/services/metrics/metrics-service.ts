import {
  MAX_METRICS_BUCKETS,
  MAX_METRICS_WINDOW_MS,
  METRICS_BUCKETS,
  type ExecutionMetricsQuerySchema,
  type ExecutionMetricsResponse,
  type ExecutionStats,
  type MetricsBucket,
  type MetricsOverviewResponse,
  type MetricsRankItem,
  type MetricsWindowQuerySchema,
} from "@plugboard/core";
import type * as z from "zod";
import type { PlugboardContext } from "../../context.js";
import { invalidInput } from "../../errors/invalid-input.js";
import { createExecutionLogStore } from "../execution/execution-log-store.js";
import { type HistogramRow, histogramPercentile } from "./latency-histogram.js";
import { createMetricsStore, type RankRow, type StatsRow } from "./metrics-store.js";

/** Parsed query of `GET /api/v1/metrics/executions`. */
export type ExecutionMetricsOptions = z.output<typeof ExecutionMetricsQuerySchema>;
/** Parsed query of `GET /api/v1/metrics/overview`. */
export type MetricsWindowOptions = z.output<typeof MetricsWindowQuerySchema>;

const DAY_MS = 86_400_000;
/** The default bucket is the narrowest that cuts the window into at most this many. */
const DEFAULT_BUCKETS = 120;
const TOP = 5;
/** Windows with more executions than this answer percentiles from the rollup's latency histogram; others exactly from the rows. */
export const EXACT_PERCENTILE_ROWS = 10_000;

function fromHistogram(row: HistogramRow): StatsRow {
  const { start, total, success, upstreamError, refused } = row;
  return { start, total, success, upstreamError, refused, p50: histogramPercentile(row, 0.5), p95: histogramPercentile(row, 0.95) };
}

/** `[since, until)` of a query: until defaults to now, since to a day before until; 400 for an empty, reversed or too long window. */
function windowOf(query: MetricsWindowOptions, now: Date): { since: Date; until: Date } {
  const until = query.until !== undefined ? new Date(query.until) : now;
  const since = query.since !== undefined ? new Date(query.since) : new Date(until.getTime() - DAY_MS);
  if (since >= until) throw invalidInput({ since: ["since must be before until"] });
  if (until.getTime() - since.getTime() > MAX_METRICS_WINDOW_MS) throw invalidInput({ since: [`the window may span at most ${MAX_METRICS_WINDOW_MS / DAY_MS} days`] });
  return { since, until };
}

/** The bucket asked for (400 when the window would need more than {@link MAX_METRICS_BUCKETS}), or the narrowest fitting {@link DEFAULT_BUCKETS}. */
function bucketOf(asked: MetricsBucket | undefined, spanMs: number): MetricsBucket {
  const widths = Object.entries(METRICS_BUCKETS) as Array<[MetricsBucket, number]>;
  if (asked !== undefined) {
    if (spanMs / (METRICS_BUCKETS[asked] * 1000) > MAX_METRICS_BUCKETS) throw invalidInput({ bucket: [`bucket ${asked} cuts this window into more than ${MAX_METRICS_BUCKETS} buckets; choose a wider one`] });
    return asked;
  }
  return (widths.find(([, seconds]) => spanMs / (seconds * 1000) <= DEFAULT_BUCKETS) ?? widths.at(-1)!)[0];
}

/** The {@link TOP} rows with the most calls (ties: more errors first), or the most errors (only rows with any; ties: more calls first). */
function top(rows: RankRow[], by: "calls" | "errors"): RankRow[] {
  const other = by === "calls" ? "errors" : "calls";
  return rows
    .filter((row) => by === "calls" || row.errors > 0)
    .sort((a, b) => b[by] - a[by] || b[other] - a[other] || String(a.pluginId).localeCompare(String(b.pluginId)) || String(a.toolSlug).localeCompare(String(b.toolSlug)))
    .slice(0, TOP);
}

const EMPTY: Omit<StatsRow, "start"> = { total: 0, success: 0, upstreamError: 0, refused: 0, p50: null, p95: null };

function statsOf(row: Omit<StatsRow, "start">): ExecutionStats {
  return { total: row.total, success: row.success, upstreamError: row.upstreamError, refused: row.refused, p50LatencyMs: row.p50, p95LatencyMs: row.p95 };
}

/**
 * Aggregates for the console's overview and any dashboard (`/api/v1/metrics/*`): execution counts per
 * outcome and latency percentiles per time bucket, top plugins and tools, connections by status,
 * pending approvals and failing webhook deliveries — the authenticated developer's only, computed in SQL.
 */
export function createMetricsService(
  context: Pick<PlugboardContext, "prisma">,
  options: {
    now?: () => Date;
    /** Above this many executions in the window (default {@link EXACT_PERCENTILE_ROWS}), percentiles come from the latency histogram. */
    exactPercentileRows?: number;
  } = {},
) {
  const exactPercentileRows = options.exactPercentileRows ?? EXACT_PERCENTILE_ROWS;
  const store = createMetricsStore(context);
  const log = createExecutionLogStore(context);
  const now = options.now ?? (() => new Date());

  function ranked(rows: RankRow[], slugs: Map<string, string>): MetricsRankItem[] {
    return rows.map((row) => ({ plugin: row.pluginId ? (slugs.get(row.pluginId) ?? null) : null, tool: row.toolSlug, calls: row.calls, errors: row.errors }));
  }

  return {
    /** `GET /api/v1/metrics/executions`: every bucket of the window (empty ones zero) and the totals. */
    async executions(developerId: string, query: ExecutionMetricsOptions): Promise<ExecutionMetricsResponse> {
      const { since, until } = windowOf(query, now());
      const bucket = bucketOf(query.bucket, until.getTime() - since.getTime());
      const width = METRICS_BUCKETS[bucket] * 1000;
      const answer = (rows: StatsRow[]): ExecutionMetricsResponse => {
        const byStart = new Map(rows.filter((row) => row.start !== null).map((row) => [row.start!.getTime(), row]));
        const buckets = [];
        for (let start = since.getTime(); start < until.getTime(); start += width) {
          buckets.push({ start: new Date(start).toISOString(), ...statsOf(byStart.get(start) ?? EMPTY) });
        }
        const totals = rows.find((row) => row.start === null) ?? EMPTY;
        return { since: since.toISOString(), until: until.toISOString(), bucket, buckets, totals: statsOf(totals) };
      };
      let pluginId: string | undefined;
      if (query.plugin !== undefined) {
        const found = await log.pluginIdOf(query.plugin);
        if (found === null) return answer([]);
        pluginId = found;
      }
      const scope = { developerId, since, until, pluginId, toolSlug: query.tool };
      // The per-minute rollup at the scope's level (whole log, plugin, tool, plugin's tool) answers a window holding many
      // executions; a smaller one is answered exactly from its rows (percentiles exact, not from the histogram).
      const rolled = await store.rolledUpStats(scope, METRICS_BUCKETS[bucket]);
      if (rolled.at(-1)!.total > exactPercentileRows) return answer(rolled.map(fromHistogram));
      return answer(await store.executionStats(scope, METRICS_BUCKETS[bucket]));
    },

    /** `GET /api/v1/metrics/overview`: rankings in the window, and the connections, approvals and failing deliveries of the developer. */
    async overview(developerId: string, query: MetricsWindowOptions): Promise<MetricsOverviewResponse> {
      const at = now();
      const scope = { developerId, ...windowOf(query, at) };
      const [usage, connections, pendingApprovals, webhookDeliveries] = await Promise.all([
        store.usage(scope),
        store.connectionsByStatus(developerId),
        store.pendingApprovals(developerId, at),
        store.failingDeliveries(scope),
      ]);
      const plugins = usage.filter((row) => row.toolSlug === null);
      const tools = usage.filter((row) => row.toolSlug !== null);
      const [pluginsByCalls, pluginsByErrors, toolsByCalls, toolsByErrors] = [top(plugins, "calls"), top(plugins, "errors"), top(tools, "calls"), top(tools, "errors")];
      const ids = [...pluginsByCalls, ...pluginsByErrors, ...toolsByCalls, ...toolsByErrors].flatMap((row) => (row.pluginId ? [row.pluginId] : []));
      const slugs = await log.pluginSlugs([...new Set(ids)]);
      return {
        since: scope.since.toISOString(),
        until: scope.until.toISOString(),
        topPlugins: { byCalls: ranked(pluginsByCalls, slugs), byErrors: ranked(pluginsByErrors, slugs) },
        topTools: { byCalls: ranked(toolsByCalls, slugs), byErrors: ranked(toolsByErrors, slugs) },
        connections,
        pendingApprovals,
        webhookDeliveries,
      };
    },
  };
}

/** The metrics service's interface. */
export type MetricsService = ReturnType<typeof createMetricsService>;
