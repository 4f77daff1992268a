import type { ExecutionMetricsQuery, ExecutionMetricsResponse, MetricsOverviewResponse } from "@plugboard/core";
import type { HttpTransport, RequestOptions } from "./http-transport.js";

/**
 * Query of `metrics.executions`: the window (`since` inclusive, `until` exclusive, ISO 8601; default the
 * last 24 hours), the bucket width (`1m` … `1d`; default fits the window in at most 120 buckets), and
 * optionally one plugin or tool.
 *
 * @example
 * const params: ExecutionMetricsParams = { since: "2026-11-27T00:00:00Z", bucket: "1h", plugin: "github" };
 */
export type ExecutionMetricsParams = ExecutionMetricsQuery;

/** Query of `metrics.overview`: the window of its rankings and failing deliveries (default the last 24 hours). */
export type MetricsOverviewParams = Pick<ExecutionMetricsQuery, "since" | "until">;

/**
 * `plugboard.metrics`: how your calls are doing, aggregated by the server (`GET /api/v1/metrics/*`):
 * executions per bucket by outcome (success, refused — the upstream answered a 4xx, upstream error)
 * with p50 and p95 latency, and the overview (top plugins and tools, connections by status, pending
 * approvals, failing webhook deliveries).
 *
 * @example
 * const { totals } = await plugboard.metrics.executions({ since: new Date(Date.now() - 3_600_000).toISOString() });
 * console.log(totals.success, totals.upstreamError, totals.p95LatencyMs);
 */
export class MetricsResource {
  readonly #transport: HttpTransport;

  /** @internal Created by `Plugboard`; use `plugboard.metrics`. */
  constructor(transport: HttpTransport) {
    this.#transport = transport;
  }

  /**
   * Every bucket of the window with its counts per outcome and latency percentiles, and the totals.
   *
   * @example
   * const { buckets } = await plugboard.metrics.executions({ bucket: "1h" });
   */
  executions(params: ExecutionMetricsParams = {}, options: RequestOptions = {}): Promise<ExecutionMetricsResponse> {
    return this.#transport.request<ExecutionMetricsResponse>({
      ...options,
      method: "GET",
      path: "api/v1/metrics/executions",
      searchParams: { since: params.since, until: params.until, bucket: params.bucket, plugin: params.plugin, tool: params.tool },
    });
  }

  /**
   * Top plugins and tools by calls and errors in the window; connections by status, pending approvals, failing deliveries.
   *
   * @example
   * const { pendingApprovals, connections } = await plugboard.metrics.overview();
   */
  overview(params: MetricsOverviewParams = {}, options: RequestOptions = {}): Promise<MetricsOverviewResponse> {
    return this.#transport.request<MetricsOverviewResponse>({ ...options, method: "GET", path: "api/v1/metrics/overview", searchParams: { since: params.since, until: params.until } });
  }
}
