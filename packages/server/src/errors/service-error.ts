import { ERROR_CODES, type ErrorCode } from "@plugboard/core";

const BRAND = Symbol.for("plugboard.server.ServiceError");

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
  /** More members of the JSON error body (e.g. `plugin` and `connectUrl` of a 409); never a secret. */
  readonly extra: Readonly<Record<string, unknown>> | undefined;
  readonly [BRAND] = true;

  constructor(code: ErrorCode, message?: string, options: { cause?: unknown; details?: unknown; extra?: Record<string, unknown> } = {}) {
    super(message ?? ERROR_CODES[code].message, { cause: options.cause });
    this.name = "ServiceError";
    this.code = code;
    this.status = ERROR_CODES[code].status;
    this.details = options.details;
    this.extra = options.extra;
  }

  /** True for a ServiceError from any copy of this package (no `instanceof` across bundles). */
  static isInstance(value: unknown): value is ServiceError {
    return typeof value === "object" && value !== null && (value as Record<symbol, unknown>)[BRAND] === true;
  }
}
