import { metrics, trace, type Counter, type Histogram, type Tracer } from "@opentelemetry/api";

/** The instrumentation scope of Plugboard's spans and metrics. */
export const TELEMETRY_SCOPE = "@plugboard/server";

/** Plugboard's tracer and metric instruments (no-ops unless an OpenTelemetry SDK is registered). */
export interface Instruments {
  tracer: Tracer;
  /** `plugboard.executions`: executions by `plugboard.outcome` (`success`, `upstream_failed`, or the refusal's code). */
  executions: Counter;
  /** `plugboard.execution.duration`: milliseconds per execution, by outcome and source. */
  executionDuration: Histogram;
  /** `plugboard.token_refreshes`: REST and MCP token refreshes by `plugboard.outcome` (`ok`, `failed`, `reauth`). */
  tokenRefreshes: Counter;
  /** `plugboard.webhook.deliveries`: delivery attempts by `plugboard.outcome` (`delivered`, `retry`, `failed`). */
  webhookDeliveries: Counter;
  /** `plugboard.limiter.refusals`: executions refused by the concurrency limiter (429 `rate_limited`). */
  limiterRefusals: Counter;
}

let cached: Instruments | undefined;

/**
 * Plugboard's instruments, made on first use from the global OpenTelemetry API: the tracer follows
 * whatever tracer provider is registered (the API's proxy), the metric instruments come from the meter
 * provider registered by then — so an embedding app registers its SDK before its first request, and
 * `plugboard serve` starts its own (when `OTEL_*` asks) before serving. Without an SDK every call is the
 * API's no-op.
 *
 * @example
 * instruments().executions.add(1, { "plugboard.outcome": "success" });
 */
export function instruments(): Instruments {
  if (cached) return cached;
  const meter = metrics.getMeter(TELEMETRY_SCOPE);
  cached = {
    tracer: trace.getTracer(TELEMETRY_SCOPE),
    executions: meter.createCounter("plugboard.executions", { description: "Tool executions by outcome", unit: "{execution}" }),
    executionDuration: meter.createHistogram("plugboard.execution.duration", { description: "Duration of tool executions", unit: "ms" }),
    tokenRefreshes: meter.createCounter("plugboard.token_refreshes", { description: "OAuth token refreshes by outcome", unit: "{refresh}" }),
    webhookDeliveries: meter.createCounter("plugboard.webhook.deliveries", { description: "Webhook delivery attempts by outcome", unit: "{attempt}" }),
    limiterRefusals: meter.createCounter("plugboard.limiter.refusals", { description: "Executions refused by the concurrency limiter", unit: "{execution}" }),
  };
  return cached;
}
