import type { ValidationDetails } from "@plugboard/core";
import {
  AuthenticationError,
  ConflictError,
  NotFoundError,
  PlugboardError,
  RateLimitError,
  ValidationError,
} from "./plugboard-error.js";

const FALLBACK_MESSAGES: Record<number, string> = {
  400: "Invalid input",
  401: "Unauthorized: check the apiKey given to new Plugboard()",
  403: "Forbidden",
  404: "Not found",
  409: "Conflict",
  429: "Too many requests: wait and retry",
};

function stringField(body: unknown, field: string): string | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const value = (body as Record<string, unknown>)[field];
  return typeof value === "string" && value.length > 0 ? value : undefined;
}

function validationDetails(body: unknown): ValidationDetails {
  const details = typeof body === "object" && body !== null ? (body as { details?: unknown }).details : undefined;
  if (typeof details === "object" && details !== null) {
    const { formErrors, fieldErrors } = details as Partial<ValidationDetails>;
    return {
      formErrors: Array.isArray(formErrors) ? formErrors : [],
      fieldErrors: typeof fieldErrors === "object" && fieldErrors !== null ? fieldErrors : {},
    };
  }
  return { formErrors: [], fieldErrors: {} };
}

/**
 * Parses a `Retry-After` header (delay in seconds, or an HTTP date) into milliseconds from `now`.
 *
 * @example
 * parseRetryAfter("2"); // 2000
 * parseRetryAfter(new Date(Date.now() + 5000).toUTCString()); // about 5000
 * parseRetryAfter(null); // undefined
 */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | undefined {
  if (value === null || value.trim() === "") return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * Builds the {@link PlugboardError} subclass matching an error response: 400 → `ValidationError`
 * (with `details`), 401 → `AuthenticationError`, 404 → `NotFoundError`, 409 → `ConflictError`,
 * 429 → `RateLimitError`, anything else → `PlugboardError`. The message is the server's `error`
 * string; `body` is the parsed JSON (or the raw text when the body was not JSON).
 *
 * @example
 * const error = toPlugboardError({ status: 404, body: { error: "Plugin not found", code: "not_found" }, headers: new Headers() });
 * NotFoundError.isInstance(error); // true
 */
export function toPlugboardError(response: { status: number; body: unknown; headers: Headers }): PlugboardError {
  const { status, body } = response;
  const message =
    stringField(body, "error") ?? FALLBACK_MESSAGES[status] ?? `The Plugboard API answered with HTTP ${status}`;
  const init = { status, body, code: stringField(body, "code") };
  switch (status) {
    case 400:
      return new ValidationError(message, { ...init, details: validationDetails(body) });
    case 401:
      return new AuthenticationError(message, init);
    case 404:
      return new NotFoundError(message, init);
    case 409:
      return new ConflictError(message, {
        ...init,
        connectUrl: stringField(body, "connectUrl"),
        connectionRequestId: stringField(body, "connectionRequestId"),
        plugin: stringField(body, "plugin"),
      });
    case 429:
      return new RateLimitError(message, { ...init, retryAfterMs: parseRetryAfter(response.headers.get("retry-after")) });
    default:
      return new PlugboardError(message, init);
  }
}
