import { ERROR_CODES, type ErrorCode } from "@plugboard/core";
import { hasErrorMarker, markError } from "@plugboard/core/errors";

/**
 * The server's one error class: an expected failure with a code from core's `ERROR_CODES`
 * table (which fixes its HTTP status). Messages say what to do and never hold a secret.
 *
 * @example
 * throw new ServiceError("not_found", `No approved plugin named "${slug}"`);
 */
export class ServiceError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: unknown;

  constructor(code: ErrorCode, message?: string, options: { cause?: unknown; details?: unknown } = {}) {
    super(message ?? ERROR_CODES[code].message, { cause: options.cause });
    this.name = "ServiceError";
    this.code = code;
    this.status = ERROR_CODES[code].status;
    this.details = options.details;
    markError(this, "@plugboard/server.ServiceError");
  }

  /** True for a ServiceError from any copy of this package (no `instanceof` across bundles). */
  static isInstance(value: unknown): value is ServiceError {
    return hasErrorMarker(value, "@plugboard/server.ServiceError");
  }
}
