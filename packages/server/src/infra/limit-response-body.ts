import { ResponseTooLargeError } from "./response-too-large-error.js";

/** Options of {@link limitResponseBody}. */
export interface ResponseLimit {
  /** Most bytes read of one response body — of one event, for a `text/event-stream`. */
  maxBytes: number;
  /** What the error calls the response, e.g. "The MCP server's response". */
  source: string;
  /** Told when a response goes over the limit (before the body's reader sees the error). */
  onExceeded?: (error: ResponseTooLargeError) => void;
}

/**
 * Most bytes read of an OAuth, discovery, registration or token response: these are small JSON
 * documents, so a fixed 1 MB is plenty and keeps a hostile authorization server from filling memory.
 */
export const AUXILIARY_RESPONSE_MAX_BYTES = 1024 * 1024;

/** Default most bytes read of one tool response or MCP message (`PLUGBOARD_TOOL_MAX_RESPONSE_BYTES`). */
export const DEFAULT_TOOL_MAX_RESPONSE_BYTES = 10 * 1024 * 1024;

/** Statuses whose response has no body. */
export const NULL_BODY_STATUSES: ReadonlySet<number> = new Set([101, 204, 205, 304]);

/** Bytes of the whole body so far. */
function wholeBody(): (chunk: Uint8Array) => number {
  let total = 0;
  return (chunk) => (total += chunk.byteLength);
}

/**
 * Bytes of the current server-sent event so far (the largest seen in this chunk): an event ends at an
 * empty line (LF, CR or CRLF line ends), so a long-lived stream of small events is never cut.
 */
function perEvent(): (chunk: Uint8Array) => number {
  let event = 0;
  let line = 0;
  let afterCarriageReturn = false;
  return (chunk) => {
    let largest = event;
    for (let index = 0; index < chunk.length; index += 1) {
      const byte = chunk[index]!;
      event += 1;
      if (event > largest) largest = event;
      if (byte === 0x0a && afterCarriageReturn) {
        afterCarriageReturn = false;
        continue;
      }
      afterCarriageReturn = byte === 0x0d;
      if (byte === 0x0a || byte === 0x0d) {
        if (line === 0) event = 0;
        line = 0;
      } else {
        line += 1;
      }
    }
    return largest;
  };
}

/**
 * What a response body's limit counts, given its `Content-Type`: the bytes of the current server-sent
 * event for `text/event-stream` (so a long-lived stream of small events is never cut), else the bytes
 * of the whole body. The returned function takes each chunk in order and returns the count to compare.
 */
export function responseByteCounter(contentType: string | null): (chunk: Uint8Array) => number {
  return (contentType ?? "").includes("text/event-stream") ? perEvent() : wholeBody();
}

/**
 * Wraps a fetch so no response body is read past `maxBytes`: a `Content-Length` above it fails at
 * once, and otherwise the bytes are counted while they stream (chunked answers included) — past the
 * limit the body errors with a {@link ResponseTooLargeError} and the connection is cancelled, so the
 * rest is never downloaded and memory stays flat. For `text/event-stream` the limit applies to each
 * event, so long-lived MCP streams keep working.
 *
 * @example
 * const oauthFetch = limitResponseBody(fetch, { maxBytes: 1024 * 1024, source: "The authorization server's response" });
 */
export function limitResponseBody(fetchFn: typeof fetch, limit: ResponseLimit): typeof fetch {
  const exceeded = () => {
    const error = new ResponseTooLargeError(limit.maxBytes, limit.source);
    limit.onExceeded?.(error);
    return error;
  };
  return (async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    const response = await fetchFn(input, init);
    if (Number(response.headers.get("content-length") ?? 0) > limit.maxBytes) {
      await response.body?.cancel().catch(() => undefined);
      throw exceeded();
    }
    if (!response.body || NULL_BODY_STATUSES.has(response.status)) return response;
    const count = responseByteCounter(response.headers.get("content-type"));
    const bounded = response.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          if (count(chunk) > limit.maxBytes) controller.error(exceeded());
          else controller.enqueue(chunk);
        },
      }),
    );
    const wrapped = new Response(bounded, { status: response.status, statusText: response.statusText, headers: response.headers });
    // The SDK reads `url` (which address answered) and `redirected`; a new Response has neither.
    Object.defineProperties(wrapped, { url: { value: response.url }, redirected: { value: response.redirected } });
    return wrapped;
  }) as typeof fetch;
}
