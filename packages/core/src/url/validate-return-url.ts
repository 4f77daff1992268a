/** Options of {@link validateReturnUrl}. */
export interface ValidateReturnUrlOptions {
  /** `strict` for dashboard flows (own origin only), `relaxed` for SDK flows (any allowed web URL). */
  mode: "strict" | "relaxed";
  /** The service's own public base URL (`BASE_URL`); only its origin is used. */
  baseUrl: string;
  /** Whether the service runs in production (`NODE_ENV=production`): then only `https:` is accepted in relaxed mode. */
  production: boolean;
  /**
   * Relaxed mode only: the URL of the app that made the request (from `X-Return-URL`, `Referer` or `Origin`).
   * Used instead of `url` when `url` points at the service itself.
   */
  requesterUrl?: string | null;
}

/** Result of {@link validateReturnUrl}: the URL to redirect to, or why the given one is refused. */
export type ValidateReturnUrlResult = { ok: true; url: string } | { ok: false; reason: string };

// URL#hostname spells IPv6 literals with brackets.
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

type ParsedUrl = { ok: true; url: URL } | { ok: false; reason: string };

function parseWebUrl(value: string, name: string): ParsedUrl {
  if (typeof value !== "string" || value.trim() === "") {
    return { ok: false, reason: `${name} is empty; give an absolute https:// URL` };
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { ok: false, reason: `${name} is not an absolute URL; give a full URL such as https://app.example/done` };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    return { ok: false, reason: `${name} must use http: or https:, not ${url.protocol}` };
  }
  if (url.username !== "" || url.password !== "") {
    return { ok: false, reason: `${name} must not contain a username or password` };
  }
  return { ok: true, url };
}

function checkRelaxed(value: string, name: string, production: boolean): ParsedUrl {
  const parsed = parseWebUrl(value, name);
  if (!parsed.ok || parsed.url.protocol === "https:") return parsed;
  if (production) {
    return { ok: false, reason: `${name} must use https: in production` };
  }
  if (!LOOPBACK_HOSTS.has(parsed.url.hostname)) {
    return {
      ok: false,
      reason: `${name} may use http: only for localhost, 127.0.0.1 or [::1] in development; use https: for ${parsed.url.hostname}`,
    };
  }
  return parsed;
}

/**
 * Decides where the end-user may be sent after a connection flow (docs/connecting-users.md §4), so the
 * service is never an open redirect to `javascript:`, `data:` or credential-carrying URLs.
 *
 * - Every mode: the URL must be absolute, `http:` or `https:`, and carry no username or password.
 * - `strict` (dashboard flows): its origin must equal the origin of `baseUrl`.
 * - `relaxed` (SDK flows): in production only `https:`; in development `https:` to any host, and `http:` only
 *   to the loopback hosts `localhost`, `127.0.0.1` and `[::1]`. When the URL is on the service's own origin
 *   and `requesterUrl` is itself valid under these rules and on another origin, `requesterUrl` is returned
 *   instead (the developer's app asked to come back to itself); otherwise the URL itself is returned.
 *
 * The returned URL is normalised by the WHATWG URL parser (e.g. a `/` path is added, tabs are removed); use it,
 * not the input, for the redirect. A `baseUrl` that is not an absolute URL is a configuration bug and throws.
 *
 * @example
 * ```ts
 * validateReturnUrl("https://app.example/done", {
 *   mode: "relaxed", baseUrl: "https://plugboard.example", production: true,
 * }); // { ok: true, url: "https://app.example/done" }
 * validateReturnUrl("javascript:alert(1)", { mode: "relaxed", baseUrl, production: false });
 * // { ok: false, reason: "return URL must use http: or https:, not javascript:" }
 * ```
 */
export function validateReturnUrl(url: string, options: ValidateReturnUrlOptions): ValidateReturnUrlResult {
  const ownOrigin = new URL(options.baseUrl).origin;

  if (options.mode === "strict") {
    const parsed = parseWebUrl(url, "return URL");
    if (!parsed.ok) return parsed;
    if (parsed.url.origin !== ownOrigin) {
      return { ok: false, reason: `return URL must be on this service's origin ${ownOrigin}, not ${parsed.url.origin}` };
    }
    return { ok: true, url: parsed.url.href };
  }

  const parsed = checkRelaxed(url, "return URL", options.production);
  if (!parsed.ok) return parsed;
  if (parsed.url.origin === ownOrigin && typeof options.requesterUrl === "string" && options.requesterUrl !== "") {
    const requester = checkRelaxed(options.requesterUrl, "requester URL", options.production);
    if (requester.ok && requester.url.origin !== ownOrigin) {
      return { ok: true, url: requester.url.href };
    }
  }
  return { ok: true, url: parsed.url.href };
}
