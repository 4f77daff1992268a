import type { Logger } from "../../logging/logger.js";

/** A started OpenTelemetry SDK: flush and stop it on shutdown. */
export interface StartedTelemetry {
  /** Exports what is buffered (spans, metrics) now. */
  flush(): Promise<void>;
  shutdown(): Promise<void>;
}

/**
 * Whether the standard `OTEL_*` environment variables ask for telemetry: an OTLP endpoint
 * (`OTEL_EXPORTER_OTLP_ENDPOINT`, or its `_TRACES_` / `_METRICS_` variant) or an explicit
 * `OTEL_TRACES_EXPORTER` / `OTEL_METRICS_EXPORTER` other than `none`, and not `OTEL_SDK_DISABLED=true`.
 *
 * @example
 * telemetryRequested({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318" }); // true
 */
export function telemetryRequested(env: NodeJS.ProcessEnv): boolean {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === "true") return false;
  const exporter = (name: string | undefined) => name !== undefined && name.trim() !== "" && name.trim() !== "none";
  return Boolean(
    env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_METRICS_ENDPOINT || exporter(env.OTEL_TRACES_EXPORTER) || exporter(env.OTEL_METRICS_EXPORTER),
  );
}

/**
 * Starts the OpenTelemetry Node SDK, configured entirely by the standard `OTEL_*` variables
 * (`OTEL_EXPORTER_OTLP_ENDPOINT`, `OTEL_EXPORTER_OTLP_PROTOCOL` — `http/protobuf` by default, `http/json`
 * or `grpc` —, `OTEL_SERVICE_NAME`, default `plugboard`, …), when {@link telemetryRequested}; else does
 * nothing and answers null. The SDK packages are loaded only then, so a server without `OTEL_*` never
 * loads them and its spans stay the API's no-ops. It registers the global tracer and meter providers,
 * the W3C trace-context propagator and the async context manager. `plugboard serve` calls it before it
 * builds the server; an app embedding Plugboard keeps its own SDK instead (Plugboard's spans join it).
 *
 * @example
 * const telemetry = await startTelemetry({ env: process.env, logger });
 * // … on shutdown
 * await telemetry?.shutdown();
 */
export async function startTelemetry(options: { env: NodeJS.ProcessEnv; logger: Logger }): Promise<StartedTelemetry | null> {
  if (!telemetryRequested(options.env)) return null;
  const { NodeSDK } = await import("@opentelemetry/sdk-node");
  const { trace, metrics } = await import("@opentelemetry/api");
  const sdk = new NodeSDK({ serviceName: options.env.OTEL_SERVICE_NAME?.trim() || "plugboard", instrumentations: [] });
  sdk.start();
  const endpoint = options.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ?? options.env.OTEL_EXPORTER_OTLP_ENDPOINT;
  let origin: string | null = null;
  try {
    // Only the origin: a URL may carry credentials.
    origin = endpoint ? new URL(endpoint).origin : null;
  } catch {
    origin = null;
  }
  options.logger.info("OpenTelemetry started", {
    endpoint: origin,
    protocol: options.env.OTEL_EXPORTER_OTLP_PROTOCOL ?? "http/protobuf",
  });
  const flushable = (provider: unknown) => provider as { forceFlush?: () => Promise<void>; getDelegate?: () => { forceFlush?: () => Promise<void> } };
  return {
    async flush() {
      const tracerProvider = flushable(trace.getTracerProvider());
      await (tracerProvider.getDelegate?.() ?? tracerProvider).forceFlush?.();
      await flushable(metrics.getMeterProvider()).forceFlush?.();
    },
    shutdown: () => sdk.shutdown(),
  };
}
