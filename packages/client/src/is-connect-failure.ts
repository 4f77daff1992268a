// Codes that can only arise before a single byte of the request left the machine: name resolution
// failed, the TCP connection was refused or unreachable, or connecting timed out.
const CONNECT_PHASE_CODES = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "ENETUNREACH",
  "EHOSTUNREACH",
  "UND_ERR_CONNECT_TIMEOUT",
]);

function codeOf(value: unknown): unknown {
  return typeof value === "object" && value !== null ? (value as { code?: unknown }).code : undefined;
}

/**
 * Whether a `fetch` rejection provably happened before the request was sent, so that even a
 * non-idempotent request (POST) can be retried without risk of running twice.
 *
 * Only Node's fetch (undici) says why it failed, through `cause.code` (possibly inside an
 * `AggregateError` when several addresses were tried). A browser's bare `TypeError: Failed to
 * fetch`, a reset connection (`ECONNRESET`) or a timeout could each have happened after the server
 * received the request, so they return `false`.
 *
 * @example
 * isConnectFailure(new TypeError("fetch failed", { cause: { code: "ECONNREFUSED" } })); // true
 * isConnectFailure(new TypeError("Failed to fetch")); // false
 */
export function isConnectFailure(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === "object" && current !== null; depth += 1) {
    const code = codeOf(current);
    const errors = (current as { errors?: unknown }).errors;
    if (Array.isArray(errors) && errors.length > 0) {
      return errors.every((inner) => CONNECT_PHASE_CODES.has(codeOf(inner) as string) || isConnectFailure(inner));
    }
    if (typeof code === "string") return CONNECT_PHASE_CODES.has(code);
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
