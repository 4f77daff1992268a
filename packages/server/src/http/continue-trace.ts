import { context, propagation, ROOT_CONTEXT, trace } from "@opentelemetry/api";
import type { RequestHandler } from "express";

/**
 * Continues an incoming W3C trace (`traceparent`, `tracestate`): the rest of the request runs in the
 * caller's trace context, so Plugboard's spans become children of the caller's span. When the
 * embedding app's own instrumentation already started a span for the request, that one stays the
 * parent. With tracing off the propagator is the API's no-op and nothing changes.
 */
export function continueTrace(): RequestHandler {
  return (request, _response, next) => {
    if (request.headers.traceparent === undefined || trace.getSpan(context.active()) !== undefined) return next();
    context.with(propagation.extract(ROOT_CONTEXT, request.headers), next);
  };
}
