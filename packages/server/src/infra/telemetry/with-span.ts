import { INVALID_SPAN_CONTEXT, SpanKind, SpanStatusCode, context, trace, type Attributes, type Span } from "@opentelemetry/api";
import { instruments } from "./instruments.js";

/**
 * Runs `work` inside a new active span `name` (a child of the active one), ending it when `work`
 * settles; a thrown error marks the span as an error with the error's code or name (never its message,
 * which may quote input). Attributes are the caller's: never params or credentials.
 *
 * With tracing off (no SDK registered) the API hands out a non-recording span without a trace: then
 * `work` runs directly, with no context switch and no extra promise, so the instrumentation costs a
 * function call (see `pnpm --filter @plugboard/bench bench:tracing`).
 *
 * @example
 * const tool = await withSpan("plugboard.lookup", {}, () => resolveTool(slug));
 */
export function withSpan<T>(name: string, options: { attributes?: Attributes; kind?: SpanKind }, work: (span: Span) => Promise<T>): Promise<T> {
  const span = instruments().tracer.startSpan(name, { kind: options.kind ?? SpanKind.INTERNAL, ...(options.attributes ? { attributes: options.attributes } : {}) });
  if (!span.isRecording() && span.spanContext() === INVALID_SPAN_CONTEXT) return work(span);
  return context.with(trace.setSpan(context.active(), span), async () => {
    try {
      return await work(span);
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      span.setStatus({ code: SpanStatusCode.ERROR, message: typeof code === "string" ? code : error instanceof Error ? error.name : "error" });
      if (typeof code === "string") span.setAttribute("plugboard.error.code", code);
      throw error;
    } finally {
      span.end();
    }
  });
}
