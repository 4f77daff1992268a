import { limitExceeded, NULL_BODY_STATUSES, responseByteCounter, type ResponseLimit } from "./response-limit.js";

/**
 * Wraps a fetch so no response body is read past `maxBytes`: a `Content-Length` above it fails at
 * once, and otherwise the bytes are counted while they stream (chunked answers included) — past the
 * limit the body errors with a `ResponseTooLargeError` and the connection is cancelled, so the
 * rest is never downloaded and memory stays flat. For `text/event-stream` the limit applies to each
 * event, so long-lived MCP streams keep working.
 *
 * @example
 * const oauthFetch = limitResponseBody(fetch, { maxBytes: 1024 * 1024, source: "The authorization server's response" });
 */
export function limitResponseBody(fetchFn: typeof fetch, limit: ResponseLimit): typeof fetch {
  const exceeded = limitExceeded(limit);
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
