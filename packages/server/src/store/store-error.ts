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
