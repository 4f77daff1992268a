import { context, propagation } from "@opentelemetry/api";

/** The W3C trace-context members: the only ones that leave Plugboard (never `baggage`). */
const TRACE_CONTEXT_KEYS = ["traceparent", "tracestate"] as const;

/**
 * The active trace context as W3C `traceparent` and `tracestate` (written by the propagator the
 * registered SDK set), and nothing else: a caller's `baggage` — which `continueTrace` reads into the
 * context with the SDK's default propagators — is application data for Plugboard's own spans and never
 * forwarded to third-party APIs or MCP servers. Empty when tracing is off.
 */
function traceContext(): Record<string, string> {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  const picked: Record<string, string> = {};
  for (const key of TRACE_CONTEXT_KEYS) if (carrier[key] !== undefined) picked[key] = carrier[key];
  return picked;
}

/**
 * Adds the active trace context to outgoing HTTP headers (W3C `traceparent` and `tracestate` only);
 * adds nothing when tracing is off.
 *
 * @example
 * injectTraceHeaders(outbound.headers);
 */
export function injectTraceHeaders(headers: Record<string, string>): void {
  Object.assign(headers, traceContext());
}

/**
 * The active trace context as MCP request `_meta` members (`{ _meta: { traceparent, tracestate } }`,
 * never `baggage`), to spread into a request's params; `{}` when there is none (tracing off).
 *
 * @example
 * client.callTool({ name, arguments: params, ...withTraceMeta() });
 */
export function withTraceMeta(): { _meta?: Record<string, string> } {
  const carrier = traceContext();
  return Object.keys(carrier).length > 0 ? { _meta: carrier } : {};
}
