import { ERROR_CODES, type ErrorCode } from "@plugboard/core";
import { hasErrorMarker, markError } from "@plugboard/core/errors";

/**
 * The server's one error class: an expected failure with a code from core's `ERROR_CODES`
 * table (which fixes its HTTP status). Messages say what to do and never hold a secret.
 *
 * `retryAfterSeconds` (for `rate_limited` and `service_unavailable`) becomes the `Retry-After` header.
 *
 * @example
 * throw new ServiceError("not_found", `No approved plugin named "${slug}"`);
 * throw new ServiceError("rate_limited", "Too many executions in flight", { retryAfterSeconds: 1 });
 */
export class ServiceError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: unknown;
  /** Seconds the caller should wait before retrying, sent as `Retry-After`. */
  readonly retryAfterSeconds: number | undefined;

  constructor(code: ErrorCode, message?: string, options: { cause?: unknown; details?: unknown; retryAfterSeconds?: number } = {}) {
    super(message ?? ERROR_CODES[code].message, { cause: options.cause });
    this.name = "ServiceError";
    this.code = code;
    this.status = ERROR_CODES[code].status;
    this.details = options.details;
    this.retryAfterSeconds = options.retryAfterSeconds;
    markError(this, "@plugboard/server.ServiceError");
  }

  /** True for a ServiceError from any copy of this package (no `instanceof` across bundles). */
  static isInstance(value: unknown): value is ServiceError {
    return hasErrorMarker(value, "@plugboard/server.ServiceError");
  }
}
