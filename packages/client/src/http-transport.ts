import ky, { isHTTPError, isTimeoutError } from "ky";
import type { KyInstance, RetryOptions as KyRetryOptions } from "ky";
import { isConnectFailure } from "./is-connect-failure.js";
import { NetworkError, PlugboardError } from "./plugboard-error.js";
import { toPlugboardError } from "./to-plugboard-error.js";
import { CLIENT_VERSION } from "./version.js";

/**
 * Retry policy. Only GET requests are retried on a status (408, 429, 500, 502, 503, 504) or a
 * network failure. POST and DELETE are never retried on a status; they are retried on a network
 * failure only when the request provably never left (connection refused, host not resolved, as
 * Node's fetch reports). Waits grow exponentially with full jitter; a `Retry-After` header
 * (seconds or HTTP date) replaces the computed wait. Every wait is capped at `maxDelayMs`.
 *
 * @example
 * new Plugboard({ apiKey, baseUrl, retry: { limit: 4, maxDelayMs: 10_000 } });
 */
export interface RetryOptions {
  /** Retries after the first attempt. Default 2 (three attempts in all). */
  limit?: number;
  /** Longest wait before one retry, `Retry-After` included. Default 30 000 ms. */
  maxDelayMs?: number;
  /** Wait before the first retry, doubled for each next one (before jitter). Default 300 ms. */
  baseDelayMs?: number;
}

/**
 * Per-call options accepted by every method as its last argument.
 *
 * @example
 * const controller = new AbortController();
 * await plugboard.tools.list({}, { signal: controller.signal, timeout: 5_000 });
 */
export interface RequestOptions {
  /** Aborts the call (including pending retries); the promise rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Milliseconds allowed for each attempt; overrides the client's `timeout`. */
  timeout?: number;
}

/**
 * A `fetch` implementation; it is called with a `Request` and an optional init object.
 *
 * @example
 * const tracedFetch: FetchLike = (request, init) => {
 *   console.log(request.method, request.url);
 *   return fetch(request, init);
 * };
 */
export type FetchLike = (input: Request, init?: RequestInit) => Promise<Response>;

/**
 * Settings of an {@link HttpTransport}: the public `PlugboardOptions`.
 *
 * @example
 * const options: HttpTransportOptions = { apiKey: "nk_...", baseUrl: "https://plugboard.example.com", timeout: 10_000 };
 */
export interface HttpTransportOptions {
  apiKey: string;
  baseUrl: string | URL;
  fetch?: FetchLike | undefined;
  timeout?: number | undefined;
  retry?: RetryOptions | false | undefined;
  headers?: Record<string, string> | undefined;
}

/**
 * One API call: method, path below the base URL, and its query or JSON body.
 *
 * @example
 * const request: TransportRequest = { method: "GET", path: "api/v1/connections", searchParams: { userId: "user_1" } };
 */
export interface TransportRequest extends RequestOptions {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Path relative to the base URL, without a leading slash: `api/v1/plugins`. */
  path: string;
  searchParams?: Record<string, string | number | boolean | undefined>;
  json?: unknown;
}

const RETRY_STATUS_CODES = [408, 429, 500, 502, 503, 504];
const DEFAULT_TIMEOUT_MS = 60_000;

/**
 * Sends authenticated JSON requests to the Plugboard API with ky, applies the retry policy and
 * turns every failure into a {@link PlugboardError}. Used by the resource classes of `Plugboard`.
 *
 * @example
 * const transport = new HttpTransport({ apiKey: "nk_...", baseUrl: "https://plugboard.example.com" });
 * const { tools } = await transport.request<ListToolsResponse>({ method: "GET", path: "api/v1/tools" });
 */
export class HttpTransport {
  readonly #ky: KyInstance;
  readonly #origin: string;
  readonly #timeout: number;
  readonly #retry: Required<RetryOptions>;

  constructor(options: HttpTransportOptions) {
    if (typeof options.apiKey !== "string" || options.apiKey.trim() === "") {
      throw new TypeError("Plugboard: `apiKey` is required; create one in the Plugboard dashboard.");
    }
    let base: URL;
    try {
      base = new URL(String(options.baseUrl));
    } catch {
      throw new TypeError("Plugboard: `baseUrl` must be an absolute URL such as https://plugboard.example.com.");
    }
    if (base.protocol !== "http:" && base.protocol !== "https:") {
      throw new TypeError("Plugboard: `baseUrl` must use http or https.");
    }
    if (options.fetch === undefined && typeof globalThis.fetch !== "function") {
      throw new TypeError("Plugboard: no global fetch in this runtime; pass one as the `fetch` option.");
    }
    this.#origin = base.origin;
    this.#timeout = options.timeout ?? DEFAULT_TIMEOUT_MS;
    this.#retry =
      options.retry === false
        ? { limit: 0, maxDelayMs: 0, baseDelayMs: 0 }
        : {
            limit: options.retry?.limit ?? 2,
            maxDelayMs: options.retry?.maxDelayMs ?? 30_000,
            baseDelayMs: options.retry?.baseDelayMs ?? 300,
          };

    const headers = new Headers(options.headers);
    headers.set("authorization", `Bearer ${options.apiKey}`);
    headers.set("accept", "application/json");
    headers.set("x-plugboard-client", `@plugboard/client/${CLIENT_VERSION}`);
    this.#ky = ky.create({
      prefixUrl: `${base.origin}${base.pathname.replace(/\/+$/, "")}/`,
      headers,
      throwHttpErrors: true,
      ...(options.fetch ? { fetch: options.fetch as (input: Request | string | URL, init?: RequestInit) => Promise<Response> } : {}),
    });
  }

  /**
   * Sends one request and resolves with its parsed JSON body; rejects with a `PlugboardError`
   * (or the abort reason when `signal` aborted the call).
   */
  async request<T>(request: TransportRequest): Promise<T> {
    const label = `${request.method} /${request.path}`;
    let response: Response;
    try {
      response = await this.#ky(request.path, {
        method: request.method,
        searchParams: request.searchParams,
        json: request.json,
        signal: request.signal,
        timeout: request.timeout ?? this.#timeout,
        retry: this.#retryPolicy(request),
      });
    } catch (error) {
      throw await this.#toError(error, request, label);
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      if (request.signal?.aborted) throw error;
      throw new NetworkError(`The response to ${label} was cut off: ${messageOf(error)}`, {
        status: 0,
        code: "network_error",
        cause: error,
      });
    }
    if (text === "") return undefined as T;
    try {
      return JSON.parse(text) as T;
    } catch (error) {
      throw new PlugboardError(`The Plugboard API answered ${label} with a body that is not JSON.`, {
        status: response.status,
        code: "invalid_response",
        body: text,
        cause: error,
      });
    }
  }

  #retryPolicy(request: TransportRequest): KyRetryOptions {
    const { limit, maxDelayMs, baseDelayMs } = this.#retry;
    const common = {
      limit,
      backoffLimit: maxDelayMs,
      maxRetryAfter: maxDelayMs,
      delay: (attempt: number) => baseDelayMs * 2 ** (attempt - 1),
      jitter: true,
      retryOnTimeout: false,
    } satisfies KyRetryOptions;
    if (request.method === "GET") {
      return {
        ...common,
        methods: ["get"],
        statusCodes: RETRY_STATUS_CODES,
        afterStatusCodes: RETRY_STATUS_CODES,
        shouldRetry: () => (request.signal?.aborted ? false : undefined),
      };
    }
    // Not idempotent: a status, a timeout or an ambiguous network failure may mean the server
    // already acted (a tool ran, a connection was stored). Only a refused or unresolvable
    // connection proves nothing was sent.
    return {
      ...common,
      methods: [request.method.toLowerCase() as "post" | "put" | "delete"],
      statusCodes: [],
      afterStatusCodes: [],
      shouldRetry: ({ error }) =>
        !request.signal?.aborted && !isHTTPError(error) && !isTimeoutError(error) && isConnectFailure(error),
    };
  }

  async #toError(error: unknown, request: TransportRequest, label: string): Promise<unknown> {
    if (isHTTPError(error)) {
      const { response } = error;
      let text = "";
      try {
        text = await response.text();
      } catch {
        // Body unreadable: the status alone still says what happened.
      }
      let body: unknown = text === "" ? undefined : text;
      try {
        if (text !== "") body = JSON.parse(text);
      } catch {
        // Not JSON (e.g. an HTML page from a proxy): keep the text.
      }
      // ky's HTTPError holds the request and its Authorization header, so it is not kept as cause.
      return toPlugboardError({ status: response.status, body, headers: response.headers });
    }
    if (request.signal?.aborted) return error;
    if (isTimeoutError(error)) {
      return new NetworkError(
        `${label} got no response within ${request.timeout ?? this.#timeout} ms; raise the \`timeout\` option or try again.`,
        { status: 0, code: "timeout" },
      );
    }
    return new NetworkError(`Could not reach the Plugboard API at ${this.#origin} (${label}): ${messageOf(error)}`, {
      status: 0,
      code: "network_error",
      cause: error,
    });
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
