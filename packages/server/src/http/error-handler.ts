import { ERROR_CODES, type ErrorCode } from "@plugboard/core";
import type { ErrorRequestHandler, RequestHandler } from "express";
import { ServiceError } from "../errors/service-error.js";
import type { Logger } from "../logging/logger.js";
import { isDatabaseUnavailable } from "../store/store-error.js";

interface BodyParserError {
  type?: string;
  status?: number;
  expose?: boolean;
}

function bodyParserCode(error: BodyParserError): ErrorCode | undefined {
  switch (error.type) {
    case "entity.too.large":
      return "payload_too_large";
    case "entity.parse.failed":
      return "invalid_json";
    case "encoding.unsupported":
    case "charset.unsupported":
      return "unsupported_media_type";
    default:
      return error.status && error.status >= 400 && error.status < 500 ? "invalid_input" : undefined;
  }
}

/** `Retry-After` (seconds) of a 503 while the database cannot be reached. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * Maps every error to the API's JSON error shapes (`ErrorResponseSchema`): `{ error, code }` (plus `details` for validation, and a
 * ServiceError's `extra` members such as the `connectUrl` of a 409).
 * In production the message is the generic one of the code; an unexpected error is always a
 * generic 500 whose details go to the log only — never a stack, SQL or driver text on the wire.
 * A database that cannot be reached is a 503 `service_unavailable`; it and `rate_limited` carry
 * `Retry-After`. A logged path goes through `redactPath` (see `redactTokenPaths`): a token in it is
 * never logged.
 */
export function errorHandler(options: { production: boolean; logger: Logger; redactPath: (path: string) => string }): ErrorRequestHandler {
  return (error: unknown, request, response, _next) => {
    let code: ErrorCode;
    let message: string;
    let details: unknown;
    let retryAfterSeconds: number | undefined;
    let extra: Readonly<Record<string, unknown>> | undefined;
    if (ServiceError.isInstance(error)) {
      code = error.code;
      message = error.message;
      details = error.details;
      retryAfterSeconds = error.retryAfterSeconds;
      extra = error.extra;
    } else if (isDatabaseUnavailable(error)) {
      code = "service_unavailable";
      message = "The database cannot be reached right now; retry after the delay in Retry-After";
      retryAfterSeconds = DATABASE_RETRY_AFTER_SECONDS;
      options.logger.warn("database unavailable", {
        method: request.method,
        path: options.redactPath(request.path),
        errorName: error instanceof Error ? error.name : typeof error,
      });
    } else {
      const parserCode = typeof error === "object" && error !== null ? bodyParserCode(error as BodyParserError) : undefined;
      if (parserCode) {
        code = parserCode;
        message = ERROR_CODES[parserCode].message;
      } else {
        code = "internal";
        message = ERROR_CODES.internal.message;
        options.logger.error("unhandled error", {
          method: request.method,
          path: options.redactPath(request.path),
          errorName: error instanceof Error ? error.name : typeof error,
          errorMessage: error instanceof Error ? error.message : String(error),
        });
      }
    }
    const status = ERROR_CODES[code].status;
    const body: Record<string, unknown> = {
      ...extra,
      error: options.production && code !== "invalid_input" ? ERROR_CODES[code].message : message,
      code,
    };
    if (details !== undefined) body.details = details;
    if (response.headersSent) return;
    if (retryAfterSeconds !== undefined) response.set("Retry-After", String(retryAfterSeconds));
    response.status(status).json(body);
  };
}

/** A JSON 404 for any route the service does not know. */
export function notFound(): RequestHandler {
  return (request, response) => {
    response.status(404).json({ error: `No route for ${request.method} ${request.path}`, code: "not_found" });
  };
}
