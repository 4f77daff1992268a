import { injectTraceHeaders } from "../infra/telemetry/trace-carrier.js";
import { EventEmitter } from "node:events";
import type { Readable } from "node:stream";
import { errors as undiciErrors, request } from "undici";
import type { Dispatcher } from "undici";
import { PrivateNetworkError } from "../infra/private-network-guard.js";
import { ResponseTooLargeError } from "./response-too-large-error.js";

/** An outgoing request of a tool. */
export interface OutboundRequest {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body?: string;
  /** Aborted when the caller went away: the exchange stops and the answer is a `cancelled` failure. */
  signal?: AbortSignal;
}

/** What came back: the status and the parsed body (JSON when it parses, else text). */
export interface OutboundResponse {
  status: number;
  data: unknown;
  /** The upstream's `Retry-After` header, when it sent one (a poll backs off by it). */
  retryAfter?: string;
}

/** Why no response arrived. */
export type OutboundFailure = { kind: "timeout" | "network" | "blocked" | "too_large" | "cancelled"; message: string };

/**
 * Reads a body to text, or stops (and cancels the rest) once it is larger than `maxBytes`. Stream
 * events rather than `for await`: the async iterator costs more than a small answer's whole read.
 */
function readBounded(body: Readable, maxBytes: number): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    let settled = false;
    body.on("data", (chunk: Buffer) => {
      total += chunk.byteLength;
      if (total > maxBytes) {
        settled = true;
        body.destroy();
        resolve(null);
        return;
      }
      chunks.push(chunk);
    });
    body.once("end", () => {
      settled = true;
      resolve((chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, total)).toString("utf8"));
    });
    body.once("error", (error) => {
      settled = true;
      reject(error);
    });
    // Destroyed without an error (the deadline) settles as a failure. "close" also follows every
    // "end": the flag spares that common case an Error and its stack trace.
    body.once("close", () => {
      if (!settled) reject(new Error("the response body was closed before its end"));
    });
  });
}

/** What {@link createOutboundHttp} reads of an answer, and how long it waits (a policy's buffered part). */
export interface BufferedPolicy {
  /** The deadline of the whole exchange, unless `send` is given its own. */
  timeoutMs: number;
  /** Most bytes read of the answer; a larger one is a `too_large` failure. */
  maxResponseBytes: number;
  /** What the too-large message calls the answer, e.g. "The external API response". */
  source: string;
}

/**
 * Buffered exchanges over `dispatcher` (a pool of the outbound module): a deadline per request,
 * and at most `maxResponseBytes` of a response read — counted while it streams, chunked answers
 * included. Redirects are not followed (a 3xx is the answer). Expected failures (timeout, network,
 * private address refused, too large, cancelled) are results, never throws. Made by the outbound
 * module's `client(policy)`; `close` closes the policy's pool.
 */
export function createOutboundHttp(dispatcher: Dispatcher, options: BufferedPolicy) {
  const tooLarge = (): OutboundFailure => ({ kind: "too_large", message: new ResponseTooLargeError(options.maxResponseBytes, options.source).message });

  async function send(outbound: OutboundRequest, timeoutMs = options.timeoutMs): Promise<OutboundResponse | OutboundFailure> {
    if (outbound.signal?.aborted) return cancelled();
    // One deadline for the whole exchange — connecting, waiting in the pool, the headers and a body
    // trickling in under undici's per-wait timeouts. undici takes an EventEmitter as its abort signal:
    // much cheaper per request than an AbortSignal, whose creation and listeners cost more than the
    // rest of this function for a small answer.
    const abort = new EventEmitter();
    let body: Readable | undefined;
    let expired = false;
    const deadline = setTimeout(() => {
      expired = true;
      abort.emit("abort");
      body?.destroy();
    }, timeoutMs);
    const cancel = () => {
      abort.emit("abort");
      body?.destroy();
    };
    outbound.signal?.addEventListener("abort", cancel, { once: true });
    try {
      const response = await request(outbound.url, {
        method: outbound.method as "GET",
        // W3C trace context of the active span ("plugboard.upstream"), when tracing is on.
        headers: withTraceHeaders(outbound.headers),
        body: outbound.body,
        dispatcher,
        signal: abort,
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      });
      body = response.body;
      if (outbound.signal?.aborted) {
        body.destroy();
        return cancelled();
      }
      if (expired) {
        body.destroy();
        return { kind: "timeout", message: timeoutMessage(timeoutMs) };
      }
      if (Number(response.headers["content-length"] ?? 0) > options.maxResponseBytes) {
        response.body.destroy();
        return tooLarge();
      }
      const text = await readBounded(response.body, options.maxResponseBytes);
      if (text === null) return tooLarge();
      const contentType = String(response.headers["content-type"] ?? "");
      let data: unknown = text;
      if (text !== "" && (contentType.includes("json") || /^\s*[[{"]/.test(text))) {
        try {
          data = JSON.parse(text);
        } catch {
          data = text;
        }
      } else if (text === "") {
        data = null;
      }
      const retryAfter = response.headers["retry-after"];
      return { status: response.statusCode, data, ...(typeof retryAfter === "string" ? { retryAfter } : {}) };
    } catch (error) {
      if (outbound.signal?.aborted) return cancelled();
      if (expired) return { kind: "timeout", message: timeoutMessage(timeoutMs) };
      return classify(error, timeoutMs, outbound.url);
    } finally {
      clearTimeout(deadline);
      outbound.signal?.removeEventListener("abort", cancel);
    }
  }

  return {
    send,
    /** Closes pooled connections. */
    close: () => dispatcher.close(),
  };
}

/** The error of a tool call whose caller went away (its `signal` aborted), whatever the source. */
export const CALL_CANCELLED_MESSAGE = "The call was cancelled: its caller went away";

const cancelled = (): OutboundFailure => ({ kind: "cancelled", message: CALL_CANCELLED_MESSAGE });

const timeoutMessage = (timeoutMs: number) => `The external API did not answer within ${timeoutMs} ms`;

function classify(error: unknown, timeoutMs: number, url: URL): OutboundFailure {
  const err = error as NodeJS.ErrnoException & { cause?: NodeJS.ErrnoException };
  const code = err?.code ?? err?.cause?.code;
  if (
    err?.name === "TimeoutError" ||
    err?.name === "AbortError" ||
    error instanceof undiciErrors.HeadersTimeoutError ||
    error instanceof undiciErrors.BodyTimeoutError
  ) {
    return { kind: "timeout", message: timeoutMessage(timeoutMs) };
  }
  const refused = [error, err?.cause].find((candidate) => PrivateNetworkError.isInstance(candidate));
  if (refused) return { kind: "blocked", message: refused.message };
  return { kind: "network", message: `Could not reach the external API at ${url.host}${code ? ` (${code})` : ""}` };
}

/** The outbound client's interface. */
export type OutboundHttp = ReturnType<typeof createOutboundHttp>;

/** `headers` plus the active trace context (`traceparent`, `tracestate`); the same object when tracing is off. */
function withTraceHeaders(headers: Record<string, string>): Record<string, string> {
  const carrier: Record<string, string> = {};
  injectTraceHeaders(carrier);
  return Object.keys(carrier).length === 0 ? headers : { ...headers, ...carrier };
}
