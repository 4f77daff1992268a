import { request, type Dispatcher } from "undici";
import { limitResponseBody } from "./limit-response-body.js";
import { PrivateNetworkError } from "../infra/private-network-guard.js";
import { ResponseBodySource, sourcedResponse } from "./response-body-source.js";
import { limitExceeded, NULL_BODY_STATUSES, type ResponseLimit } from "./response-limit.js";

/**
 * The fast path of the outbound module's `fetch` (`createOutbound`, on unless `fastPath: false`): a
 * bounded `fetch` over `undici.request` on a guarded pool `dispatcher` instead of undici's `fetch`,
 * whose Request, Headers and stream plumbing cost the MCP call about as much CPU again as the rest of
 * the SDK's work (issue 28).
 *
 * Only what the transports send takes this path: `redirect: "manual"` (the SDK follows a redirect
 * itself, within the origin, and each hop comes back here, so every connection still passes the
 * private-network guard of the dispatcher) with a string body or none. Anything else goes to
 * `fallback` bounded with {@link limitResponseBody}. Bodies are bounded as `limitResponseBody` bounds
 * them (a `Content-Length` over the limit at once; else counted while they stream, per event for
 * `text/event-stream`; each body a {@link ResponseBodySource}, which the MCP transport reads without web
 * streams), and errors look like `fetch`'s: a refused address is the
 * {@link PrivateNetworkError} itself, an aborted call the signal's reason, any other failure a
 * `TypeError("fetch failed")` with the cause.
 *
 * @example
 * const mcpFetch = createRequestFetch(dispatcher, guardedFetch, { maxBytes: 10 * 1024 * 1024, source: "The MCP server's response" });
 */
export function createRequestFetch(dispatcher: Dispatcher, fallback: typeof fetch, limit: ResponseLimit): typeof fetch {
  const other = limitResponseBody(fallback, limit);
  const exceeded = limitExceeded(limit);
  return (async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    const body = init?.body;
    if (init?.redirect !== "manual" || (body !== undefined && body !== null && typeof body !== "string") || input instanceof Request) return other(input, init);
    const signal = init.signal ?? undefined;
    let answer: Dispatcher.ResponseData;
    try {
      answer = await request(input instanceof URL ? input.href : input, {
        method: (init.method ?? "GET") as Dispatcher.HttpMethod,
        headers: init.headers as never,
        ...(typeof body === "string" ? { body } : {}),
        ...(signal ? { signal } : {}),
        dispatcher,
      });
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      if (PrivateNetworkError.isInstance(error)) throw error;
      const cause = (error as { cause?: unknown } | null)?.cause;
      if (PrivateNetworkError.isInstance(cause)) throw cause;
      throw new TypeError("fetch failed", { cause: error });
    }
    const { statusCode: status, headers: raw, body: stream } = answer;
    const headers: Array<[string, string]> = [];
    for (const name in raw) {
      const value = raw[name];
      if (Array.isArray(value)) for (const one of value) headers.push([name, one]);
      else if (value !== undefined) headers.push([name, value]);
    }
    if (Number(raw["content-length"] ?? 0) > limit.maxBytes) {
      stream.destroy();
      throw exceeded();
    }
    if (NULL_BODY_STATUSES.has(status) || init.method === "HEAD") {
      stream.resume();
      return new Response(null, { status, headers });
    }
    const contentType = raw["content-type"];
    return sourcedResponse(new ResponseBodySource(stream, typeof contentType === "string" ? contentType : null, limit, exceeded), { status, headers });
  }) as typeof fetch;
}
