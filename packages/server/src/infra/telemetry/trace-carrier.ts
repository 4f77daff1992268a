import { context, propagation } from "@opentelemetry/api";

/**
 * Adds the active trace context to outgoing HTTP headers (W3C `traceparent` and `tracestate`, with the
 * propagator the registered SDK set); adds nothing when tracing is off.
 *
 * @example
 * injectTraceHeaders(outbound.headers);
 */
export function injectTraceHeaders(headers: Record<string, string>): void {
  propagation.inject(context.active(), headers);
}

/**
 * The active trace context as MCP request `_meta` members (`{ _meta: { traceparent, tracestate } }`),
 * to spread into a request's params; `{}` when there is none (tracing off).
 *
 * @example
 * client.callTool({ name, arguments: params, ...withTraceMeta() });
 */
export function withTraceMeta(): { _meta?: Record<string, string> } {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return Object.keys(carrier).length > 0 ? { _meta: carrier } : {};
}
