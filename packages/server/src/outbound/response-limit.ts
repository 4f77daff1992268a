import { ResponseTooLargeError } from "./response-too-large-error.js";

/** How much of one response body is read: the one bound every reader of the outbound module applies. */
export interface ResponseLimit {
  /** Most bytes read of one response body — of one event, for a `text/event-stream`. */
  maxBytes: number;
  /** What the error calls the response, e.g. "The MCP server's response". */
  source: string;
  /** Told when a response goes over the limit (before the body's reader sees the error). */
  onExceeded?: (error: ResponseTooLargeError) => void;
}

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
 * The error of a response over `limit`, made when it happens: `limit.onExceeded` is told first, so the
 * owner of the exchange (an MCP session) can react before the body's reader sees the error.
 */
export function limitExceeded(limit: ResponseLimit): () => ResponseTooLargeError {
  return () => {
    const error = new ResponseTooLargeError(limit.maxBytes, limit.source);
    limit.onExceeded?.(error);
    return error;
  };
}
