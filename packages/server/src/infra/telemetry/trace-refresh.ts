import { instruments } from "./instruments.js";
import { withSpan } from "./with-span.js";

/**
 * Wraps a token refresh so each run is a "plugboard.token_refresh" span (a child of the execution's,
 * with `plugboard.refresh.kind` and `plugboard.outcome`) and counts in `plugboard.token_refreshes`.
 * `outcomeOf` names a settled refresh's outcome (`ok`, `failed`, `reauth`); a thrown one is `failed`.
 *
 * @example
 * const refresher = { refreshRestCredentials: traceRefresh("rest", (id: string) => service.refreshRestCredentials(id), (r) => (r.ok ? "ok" : "failed")) };
 */
export function traceRefresh<Args extends unknown[], Result>(kind: "rest" | "mcp", refresh: (...args: Args) => Promise<Result>, outcomeOf: (result: Result) => string): (...args: Args) => Promise<Result> {
  return (...args) =>
    withSpan("plugboard.token_refresh", { attributes: { "plugboard.refresh.kind": kind } }, async (span) => {
      let outcome = "failed";
      try {
        const result = await refresh(...args);
        outcome = outcomeOf(result);
        return result;
      } finally {
        span.setAttribute("plugboard.outcome", outcome);
        instruments().tokenRefreshes.add(1, { "plugboard.refresh.kind": kind, "plugboard.outcome": outcome });
      }
    });
}
