import type { ErrorCode, ValidationDetails } from "@plugboard/core";
import { hasErrorMarker, markError, type ErrorBrandName } from "@plugboard/core/errors";

/**
 * Codes the client sets itself, for failures where no response arrived or it was unusable.
 *
 * @example
 * if (NetworkError.isInstance(error) && error.code === "timeout") console.warn("Plugboard is slow");
 */
export type ClientErrorCode = "network_error" | "timeout" | "invalid_response";

/**
 * Machine-readable code of a {@link PlugboardError}: one of the server's codes (`ERROR_CODES` in
 * `@plugboard/core`), a client-side code, or another string a newer server may send.
 *
 * @example
 * if (PlugboardError.isInstance(error) && error.code === "reauthorization_required") askUserToReconnect();
 */
export type PlugboardErrorCode = ErrorCode | ClientErrorCode | (string & {});

/**
 * Fields every {@link PlugboardError} is built from.
 *
 * @example
 * new PlugboardError("Service unavailable", { status: 503, body: { error: "Service unavailable" } });
 */
export interface PlugboardErrorInit {
  /** HTTP status of the response; `0` when no response arrived (network failure, timeout). */
  status: number;
  /** Machine-readable code, when known. */
  code?: PlugboardErrorCode | undefined;
  /** Parsed response body (JSON, or the raw text when it was not JSON). */
  body?: unknown;
  /** The underlying failure, e.g. the `TypeError` thrown by `fetch`. */
  cause?: unknown;
}

/** The brand name of a client error class (`@plugboard/client.<kind>`), shared by every copy of this package. */
const brandOf = (kind: string): ErrorBrandName => `@plugboard/client.${kind}`;

/**
 * Base class of every error the client throws. Carries the HTTP `status` (0 for network failures),
 * the server's `error` string as `message`, its machine `code`, the parsed `body` and the `cause`.
 * Never holds the API key: the failed request (which carries the `Authorization` header) is not kept.
 *
 * Use `PlugboardError.isInstance(error)` (or `ValidationError.isInstance(error)`, …) rather than
 * `instanceof`: it also works across bundles and duplicated copies of the package.
 *
 * @example
 * try {
 *   await plugboard.connections.delete({ userId: "user_1", plugin: "github" });
 * } catch (error) {
 *   if (NotFoundError.isInstance(error)) console.log("nothing to disconnect");
 *   else if (PlugboardError.isInstance(error)) console.error(error.status, error.code, error.message);
 *   else throw error;
 * }
 */
export class PlugboardError extends Error {
  /** Kind name used by {@link PlugboardError.isInstance}; each subclass sets its own. */
  static readonly kind: string = "PlugboardError";

  /** HTTP status of the response; `0` when no response arrived. */
  readonly status: number;
  /** Machine-readable code (`not_found`, `invalid_input`, `network_error`, …) when known. */
  readonly code: PlugboardErrorCode | undefined;
  /** Parsed response body, when a response arrived. */
  readonly body: unknown;

  constructor(message: string, init: PlugboardErrorInit) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    const kinds: string[] = [];
    for (let type: unknown = new.target; typeof type === "function"; type = Object.getPrototypeOf(type)) {
      if (Object.hasOwn(type, "kind")) kinds.push((type as unknown as { kind: string }).kind);
    }
    markError(this, ...kinds.map(brandOf));
    this.name = kinds[0] ?? "PlugboardError";
    this.status = init.status;
    this.code = init.code;
    this.body = init.body;
  }

  /**
   * Whether `value` is an error of this class (or a subclass), by brand rather than prototype.
   *
   * @example
   * if (RateLimitError.isInstance(error)) await sleep(error.retryAfterMs ?? 1000);
   */
  static isInstance<T extends abstract new (...args: never[]) => PlugboardError>(
    this: T & { readonly kind: string },
    value: unknown,
  ): value is InstanceType<T> {
    return hasErrorMarker(value, brandOf(this.kind));
  }
}

/**
 * HTTP 400: the request failed validation. `details` names each offending field by its dotted path
 * (`tools.0.slug`), so the message can be shown next to the right input.
 *
 * @example
 * try {
 *   await plugboard.submissions.create({ slug: "Bad Slug", name: "x" });
 * } catch (error) {
 *   if (ValidationError.isInstance(error)) console.log(error.details.fieldErrors.slug);
 * }
 */
export class ValidationError extends PlugboardError {
  static override readonly kind: string = "ValidationError";

  /** Flattened validation errors; empty lists when the server sent none. */
  readonly details: ValidationDetails;

  constructor(message: string, init: PlugboardErrorInit & { details: ValidationDetails }) {
    super(message, init);
    this.details = init.details;
  }
}

/**
 * HTTP 401: the API key is missing, unknown or revoked. Check the `apiKey` given to `new Plugboard()`.
 *
 * @example
 * if (AuthenticationError.isInstance(error)) console.error("Plugboard rejected the API key");
 */
export class AuthenticationError extends PlugboardError {
  static override readonly kind: string = "AuthenticationError";
}

/**
 * HTTP 404: the plugin, tool or connection does not exist, is not approved, or is not yours.
 *
 * @example
 * if (NotFoundError.isInstance(error)) console.log("no such connection");
 */
export class NotFoundError extends PlugboardError {
  static override readonly kind: string = "NotFoundError";
}

/**
 * HTTP 409: the request conflicts with the current state, e.g. `code: "connection_required"` when
 * the user has not connected the plugin, or `"reauthorization_required"` when they must connect again.
 * For those two, `connectUrl` is the hosted connect page to hand to the end-user (valid 30 minutes),
 * `connectionRequestId` follows its outcome (`connections.waitForConnection`), and `plugin` names the
 * plugin.
 *
 * @example
 * if (ConflictError.isInstance(error) && error.connectUrl) {
 *   reply(`Please connect your account first: ${error.connectUrl}`);
 *   await plugboard.connections.waitForConnection(error.connectionRequestId!, { timeoutMs: 10 * 60_000 });
 * }
 */
export class ConflictError extends PlugboardError {
  static override readonly kind: string = "ConflictError";

  /** The hosted connect page for this user and plugin, on `connection_required` and `reauthorization_required`. */
  readonly connectUrl: string | undefined;
  /** The connection request behind `connectUrl`. */
  readonly connectionRequestId: string | undefined;
  /** Slug of the plugin the user must connect. */
  readonly plugin: string | undefined;

  constructor(message: string, init: PlugboardErrorInit & { connectUrl?: string | undefined; connectionRequestId?: string | undefined; plugin?: string | undefined }) {
    super(message, init);
    this.connectUrl = init.connectUrl;
    this.connectionRequestId = init.connectionRequestId;
    this.plugin = init.plugin;
  }
}

/** Why {@link ConnectionRequestError} was thrown. */
export type ConnectionRequestFailure = "failed" | "expired" | "timeout";

/**
 * `connections.waitForConnection` gave up: the end-user's flow `failed` (refused, provider error),
 * the link `expired`, or the wait ran out (`timeout`). `code` is `connection_failed`,
 * `connection_expired` or `connection_timeout`; `reason` is the short form; `requestId` the request.
 *
 * @example
 * if (ConnectionRequestError.isInstance(error) && error.reason === "expired") offerANewLink();
 */
export class ConnectionRequestError extends PlugboardError {
  static override readonly kind: string = "ConnectionRequestError";

  readonly reason: ConnectionRequestFailure;
  readonly requestId: string;

  constructor(message: string, init: { reason: ConnectionRequestFailure; requestId: string; body?: unknown }) {
    super(message, { status: 0, code: `connection_${init.reason}`, body: init.body });
    this.reason = init.reason;
    this.requestId = init.requestId;
  }
}

/**
 * HTTP 429: too many requests. `retryAfterMs` holds the server's `Retry-After`, when sent. GET
 * requests have already been retried (see the `retry` option) before this is thrown.
 *
 * @example
 * if (RateLimitError.isInstance(error)) setTimeout(retry, error.retryAfterMs ?? 1000);
 */
export class RateLimitError extends PlugboardError {
  static override readonly kind: string = "RateLimitError";

  /** Milliseconds the server asked to wait (`Retry-After`), when it said. */
  readonly retryAfterMs: number | undefined;

  constructor(message: string, init: PlugboardErrorInit & { retryAfterMs?: number | undefined }) {
    super(message, init);
    this.retryAfterMs = init.retryAfterMs;
  }
}

/**
 * No usable response arrived: the connection failed (`code: "network_error"`) or the request timed
 * out (`code: "timeout"`). `status` is 0 and `cause` holds the underlying error.
 *
 * @example
 * if (NetworkError.isInstance(error)) console.error("Plugboard unreachable:", error.cause);
 */
export class NetworkError extends PlugboardError {
  static override readonly kind: string = "NetworkError";
}
