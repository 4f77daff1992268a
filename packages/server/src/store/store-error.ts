import { hasErrorMarker, markError } from "@plugboard/core/errors";

/**
 * Why the store failed, one code per situation an operator can act on:
 * - `invalid_database_url`: `DATABASE_URL` has a scheme we do not support or cannot be parsed.
 * - `database_unreachable`: PostgreSQL did not answer (down, wrong host/port, refused credentials).
 * - `database_open_failed`: the embedded PGlite database could not be opened.
 * - `migrations_not_found`: no `prisma/migrations` folder was found.
 * - `migration_failed`: a migration's SQL failed; it was rolled back as a whole.
 * - `migration_state_invalid`: `_prisma_migrations` records a failed migration that must be resolved first.
 */
export type StoreErrorCode =
  | "invalid_database_url"
  | "database_unreachable"
  | "database_open_failed"
  | "migrations_not_found"
  | "migration_failed"
  | "migration_state_invalid";

/**
 * A failure to open, reach or migrate the database. Its message says what to do and names the setting
 * (`DATABASE_URL`, `DATA_DIR`) when one is at fault; it never contains a password.
 *
 * @example
 * try {
 *   await openDatabase({ url: process.env.DATABASE_URL });
 * } catch (error) {
 *   if (StoreError.isInstance(error)) console.error(error.message);
 *   else throw error;
 * }
 */
export class StoreError extends Error {
  /** Machine-readable reason, see {@link StoreErrorCode}. */
  readonly code: StoreErrorCode;

  constructor(code: StoreErrorCode, message: string, options: { cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "StoreError";
    this.code = code;
    markError(this, "@plugboard/server.StoreError");
  }

  /** True for a StoreError from any copy of this package (no `instanceof` across bundles). */
  static isInstance(value: unknown): value is StoreError {
    return hasErrorMarker(value, "@plugboard/server.StoreError");
  }
}

/** Prisma error codes that mean "no usable connection": not reachable, timed out, closed, pool exhausted, too many connections. */
const PRISMA_UNAVAILABLE = new Set(["P1001", "P1002", "P1008", "P1017", "P2024", "P2037"]);
/** Driver-adapter error kinds with the same meaning (`meta.driverAdapterError.cause.kind`). */
const ADAPTER_UNAVAILABLE = new Set(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout", "TooManyConnections"]);
/** Socket errors of the pg driver (raw pool queries). */
const SOCKET_UNAVAILABLE = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH", "ENETDOWN"]);
/** pg driver messages for a connection that went away or never came (no code attached). */
const DRIVER_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error and is not queryable",
  "Query read timeout",
];

/** SQLSTATE: class 08 (connection exception), 57P01–57P03 (server shutting down or starting), 53300 (too many connections). */
function isUnavailableSqlState(code: unknown): boolean {
  return typeof code === "string" && (/^08[0-9A-Z]{3}$/.test(code) || code === "57P01" || code === "57P02" || code === "57P03" || code === "53300");
}

/**
 * True when `error` (from Prisma, the pg driver or the store) means the database cannot be reached
 * right now — refused, reset or closed connection, timeout, server restarting, too many connections —
 * rather than a bug or bad data. Such failures are worth retrying: the API answers them with 503
 * `service_unavailable` and `Retry-After`, and the execution-log writer keeps its rows for later.
 * A database closed on purpose (`close()`) is not "unavailable".
 *
 * @example
 * try { await prisma.plugin.findMany(); } catch (error) { if (isDatabaseUnavailable(error)) retryLater(); else throw error; }
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && typeof current === "object" && current !== null; depth += 1) {
    if (StoreError.isInstance(current) && current.code === "database_unreachable") return true;
    const candidate = current as { code?: unknown; message?: unknown; meta?: { driverAdapterError?: { cause?: { kind?: unknown; code?: unknown; originalCode?: unknown } } }; cause?: unknown };
    const code = candidate.code;
    if (typeof code === "string" && (PRISMA_UNAVAILABLE.has(code) || isUnavailableSqlState(code))) return true;
    // Socket codes only at the top: the pg driver throws them as is, while a failed `fetch` (an
    // upstream, not the database) carries the same codes in its `cause`.
    if (depth === 0 && typeof code === "string" && SOCKET_UNAVAILABLE.has(code)) return true;
    const adapter = candidate.meta?.driverAdapterError?.cause;
    if (adapter) {
      if (typeof adapter.kind === "string" && ADAPTER_UNAVAILABLE.has(adapter.kind)) return true;
      if (isUnavailableSqlState(adapter.code) || isUnavailableSqlState(adapter.originalCode)) return true;
    }
    const message = typeof candidate.message === "string" ? candidate.message : "";
    if (DRIVER_MESSAGES.some((text) => message.includes(text))) return true;
    if (current instanceof AggregateError && current.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = candidate.cause;
  }
  return false;
}
