import {
  ExecutionMetricsQuerySchema,
  ExecutionMetricsResponseSchema,
  MetricsOverviewResponseSchema,
  MetricsWindowQuerySchema,
  type ExecutionMetricsResponse,
  type MetricsOverviewResponse,
} from "@plugboard/core";
import { developerOf } from "./authenticate-api-key.js";
import { invalid, unauthorized } from "./v1-route.js";
import { v1RoutesUsing } from "./v1-routes-using.js";

const OUTCOMES =
  "Outcomes, from the execution log: `success`; `refused` — the upstream answered a 4xx; `upstreamError` — every other failure (not reached, a 5xx). " +
  "Calls Plugboard refused before sending anything (a deny policy, an approval pending, its concurrency limit) are not logged and not counted.";

/** `GET /api/v1/metrics/*`: aggregates of the developer's executions, connections, approvals and webhook deliveries, computed in SQL. */
export const METRICS_ROUTES = v1RoutesUsing(["metrics"], (v1Route) => [
  v1Route({
    method: "get",
    path: "/api/v1/metrics/executions",
    operationId: "getExecutionMetrics",
    summary: "Executions per time bucket: counts by outcome, p50 and p95 latency",
    description:
      "The authenticated developer's executions in `[since, until)` (default: the last 24 hours), of one `plugin` or `tool` when given, in buckets of `bucket` " +
      "(`1m` … `1d`; default: the narrowest that makes at most 120 buckets; at most 1000 buckets, a window of at most 90 days). Every bucket is listed, empty ones with zero counts and null latencies. " +
      OUTCOMES,
    tag: "Metrics",
    auth: "apiKey",
    query: ExecutionMetricsQuerySchema,
    cacheControl: "no-store",
    responses: { 200: { description: "Buckets and totals", schema: ExecutionMetricsResponseSchema }, 400: invalid, 401: unauthorized },
    handle({ deps, query, response }): Promise<ExecutionMetricsResponse> {
      return deps.services.metrics.executions(developerOf(response.locals).id, query);
    },
  }),
  v1Route({
    method: "get",
    path: "/api/v1/metrics/overview",
    operationId: "getMetricsOverview",
    summary: "Top plugins and tools, connections by status, pending approvals, failing webhook deliveries",
    description:
      "For the window `[since, until)` (default: the last 24 hours): the 5 plugins and tools with the most calls and with the most failed calls. " +
      "Now: the developer's connections (active, or needing the user to authorize again), approvals waiting for a decision, and webhook deliveries created in the window that failed or are being retried.",
    tag: "Metrics",
    auth: "apiKey",
    query: MetricsWindowQuerySchema,
    cacheControl: "no-store",
    responses: { 200: { description: "The overview's figures", schema: MetricsOverviewResponseSchema }, 400: invalid, 401: unauthorized },
    handle({ deps, query, response }): Promise<MetricsOverviewResponse> {
      return deps.services.metrics.overview(developerOf(response.locals).id, query);
    },
  }),
]);
