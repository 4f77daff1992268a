import type { FetchLike } from "@modelcontextprotocol/sdk/shared/transport.js";

/**
 * Wraps a fetch so every request without its own `signal` gives up after `timeoutMs` — for MCP
 * discovery and OAuth requests, so a hanging authorization server cannot hold an initiate, a
 * callback or a refresh (and the connection row lock it holds) forever. Not for the MCP transports,
 * whose SSE streams stay open.
 *
 * @example
 * const oauth = createMcpOAuth({ fetch: withRequestTimeout(context.fetch, 15_000) });
 */
export function withRequestTimeout(fetchFn: FetchLike, timeoutMs: number): FetchLike {
  return (url, init) => fetchFn(url, init?.signal ? init : { ...init, signal: AbortSignal.timeout(timeoutMs) });
}
