import { ERROR_CODES, type ErrorCode } from "@plugboard/core";
import { hasErrorMarker, markError } from "@plugboard/core/errors";

/**
 * The server's one error class: an expected failure with a code from core's `ERROR_CODES`
 * table (which fixes its HTTP status). Messages say what to do and never hold a secret.
 *
 * `retryAfterSeconds` (for `rate_limited` and `service_unavailable`) becomes the `Retry-After` header;
 * `extra` adds members to the JSON error body (the `plugin` and `connectUrl` of a 409), never a secret.
 *
 * @example
 * throw new ServiceError("not_found", `No approved plugin named "${slug}"`);
 * throw new ServiceError("rate_limited", "Too many executions in flight", { retryAfterSeconds: 1 });
 * throw new ServiceError("connection_required", message, { extra: { plugin: "github" } });
 */
export class ServiceError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: unknown;
  /** Seconds the caller should wait before retrying, sent as `Retry-After`. */
  readonly retryAfterSeconds: number | undefined;
  /** More members of the JSON error body beside `error` and `code`; never a secret. */
  readonly extra: Readonly<Record<string, unknown>> | undefined;

  constructor(
    code: ErrorCode,
    message?: string,
    options: { cause?: unknown; details?: unknown; retryAfterSeconds?: number; extra?: Record<string, unknown> } = {},
  ) {
    super(message ?? ERROR_CODES[code].message, { cause: options.cause });
    this.name = "ServiceError";
    this.code = code;
    this.status = ERROR_CODES[code].status;
    this.details = options.details;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.extra = options.extra;
    markError(this, "@plugboard/server.ServiceError");
  }

  /** True for a ServiceError from any copy of this package (no `instanceof` across bundles). */
  static isInstance(value: unknown): value is ServiceError {
    return hasErrorMarker(value, "@plugboard/server.ServiceError");
  }
}
