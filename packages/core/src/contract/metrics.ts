import * as z from "zod";
import { PluginSlugSchema, TimestampSchema } from "./common.js";
import { safeString } from "./safe-string.js";

/**
 * The outcome of a logged execution, read from its log row:
 * - `success`: the upstream answered a success (`success` is true);
 * - `refused`: the upstream answered but refused the call, a 4xx status (bad credentials, forbidden,
 *   not found, its own rate limit, invalid input);
 * - `upstream_error`: every other failure: the upstream could not be reached (status 0), failed with a
 *   5xx, or answered something Plugboard could not use.
 * Calls Plugboard itself refused before sending anything (a `deny` policy, an approval pending, its
 * concurrency limit, a missing connection) write no log row and are in none of these.
 */
export const ExecutionOutcomeSchema = z.enum(["success", "upstream_error", "refused"], {
  error: "outcome must be one of success, upstream_error, refused",
});
export type ExecutionOutcome = z.infer<typeof ExecutionOutcomeSchema>;

/** Bucket widths `GET /api/v1/metrics/executions` accepts, and their length in seconds. */
export const METRICS_BUCKETS = { "1m": 60, "5m": 300, "15m": 900, "1h": 3600, "6h": 21_600, "1d": 86_400 } as const;

/** A bucket width: `1m`, `5m`, `15m`, `1h`, `6h` or `1d`. */
export const MetricsBucketSchema = z.enum(["1m", "5m", "15m", "1h", "6h", "1d"], { error: "bucket must be one of 1m, 5m, 15m, 1h, 6h, 1d" });
export type MetricsBucket = z.infer<typeof MetricsBucketSchema>;

/** Most buckets one metrics answer holds; a window that would need more is refused with 400 (choose a wider bucket). */
export const MAX_METRICS_BUCKETS = 1000;

/** Longest window a metrics query may span (90 days). */
export const MAX_METRICS_WINDOW_MS = 90 * 86_400_000;

const instant = (name: string) =>
  z.iso.datetime({ offset: true, error: `${name} must be an ISO 8601 date-time with a time zone, e.g. 2026-11-27T08:00:00Z` });

/** The time window of a metrics query: `since` (inclusive) and `until` (exclusive); `until` defaults to now and `since` to 24 hours before it. */
export const MetricsWindowQuerySchema = z.object({
  since: instant("since").optional(),
  until: instant("until").optional(),
});

/** Query of `GET /api/v1/metrics/executions`. */
export const ExecutionMetricsQuerySchema = MetricsWindowQuerySchema.extend({
  /** Bucket width; default: the narrowest that fits the window in at most 120 buckets. */
  bucket: MetricsBucketSchema.optional(),
  plugin: PluginSlugSchema.optional(),
  tool: safeString().min(1, "tool must not be empty").max(200, "tool must be at most 200 characters").optional(),
});
export type ExecutionMetricsQuery = z.input<typeof ExecutionMetricsQuerySchema>;

/** Counts per outcome and latency percentiles of a set of executions. */
export const ExecutionStatsSchema = z.object({
  total: z.number().int(),
  success: z.number().int(),
  upstreamError: z.number().int(),
  refused: z.number().int(),
  /** Median latency in milliseconds (continuous percentile); null with no executions. */
  p50LatencyMs: z.number().nullable(),
  /** 95th percentile latency in milliseconds; null with no executions. */
  p95LatencyMs: z.number().nullable(),
});
export type ExecutionStats = z.infer<typeof ExecutionStatsSchema>;

/** One bucket: executions created in `[start, start + bucket)`. */
export const ExecutionMetricsBucketSchema = ExecutionStatsSchema.extend({ start: TimestampSchema });
export type ExecutionMetricsBucket = z.infer<typeof ExecutionMetricsBucketSchema>;

/** Response of `GET /api/v1/metrics/executions`: every bucket of the window in time order (empty ones with zero counts), and the window's totals. */
export const ExecutionMetricsResponseSchema = z.object({
  since: TimestampSchema,
  until: TimestampSchema,
  bucket: MetricsBucketSchema,
  buckets: z.array(ExecutionMetricsBucketSchema),
  totals: ExecutionStatsSchema,
});
export type ExecutionMetricsResponse = z.infer<typeof ExecutionMetricsResponseSchema>;

/** Calls and failed calls of a plugin or a tool in the window. */
export const MetricsRankItemSchema = z.object({
  /** The plugin's slug (null for a plugin deleted since). */
  plugin: z.string().nullable(),
  /** The tool slug; null in the plugins ranking. */
  tool: z.string().nullable(),
  calls: z.number().int(),
  /** Calls whose outcome was not `success`. */
  errors: z.number().int(),
});
export type MetricsRankItem = z.infer<typeof MetricsRankItemSchema>;

/** Response of `GET /api/v1/metrics/overview`: what the console's overview shows beside the execution charts. */
export const MetricsOverviewResponseSchema = z.object({
  since: TimestampSchema,
  until: TimestampSchema,
  /** Up to 5 plugins by calls, then up to 5 by errors (only those with errors), in the window. */
  topPlugins: z.object({ byCalls: z.array(MetricsRankItemSchema), byErrors: z.array(MetricsRankItemSchema) }),
  /** Up to 5 tools by calls, then up to 5 by errors, in the window. */
  topTools: z.object({ byCalls: z.array(MetricsRankItemSchema), byErrors: z.array(MetricsRankItemSchema) }),
  /** The developer's connections now: `needsReauthorization` when a credential of it was refused by its provider. */
  connections: z.object({ active: z.number().int(), needsReauthorization: z.number().int() }),
  /** Approvals waiting for a decision now (not expired). */
  pendingApprovals: z.number().int(),
  /** Webhook deliveries created in the window that failed for good (`failed`) or are being retried after a failed attempt (`retrying`). */
  webhookDeliveries: z.object({ failed: z.number().int(), retrying: z.number().int() }),
});
export type MetricsOverviewResponse = z.infer<typeof MetricsOverviewResponseSchema>;
