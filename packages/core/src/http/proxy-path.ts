/** Result of {@link checkProxyPath}: the path to append to the base URL, or why it is refused. */
export type ProxyPathCheck = { ok: true; path: string } | { ok: false; reason: string };

/**
 * Checks the `path` of a proxy call (`POST /api/v1/proxy`), which is appended to the plugin's base URL
 * and must never leave it. Refused, with the reason: an absolute URL or a scheme (`https:`, `javascript:`),
 * a protocol-relative `//`, a backslash, a `..` or `.` segment (also percent-encoded: `%2e%2e`), an
 * encoded slash or backslash (`%2f`, `%5c`), a query or fragment in the path (use `query`), a
 * malformed percent escape, and control characters. The path must start with `/`.
 *
 * @example
 * checkProxyPath("/v1/customers/cus_1") // { ok: true, path: "/v1/customers/cus_1" }
 * checkProxyPath("/v1/../admin") // { ok: false, reason: "path must not contain . or .. segments" }
 */
export function checkProxyPath(path: string): ProxyPathCheck {
  const refuse = (reason: string): ProxyPathCheck => ({ ok: false, reason });
  if (/[\u0000-\u001f\u007f]/.test(path)) return refuse("path must not contain control characters");
  if (path.includes("\\")) return refuse("path must not contain a backslash");
  if (/^[A-Za-z][A-Za-z0-9+.-]*:/.test(path)) return refuse("path must be relative to the plugin's base URL, not an absolute URL");
  if (!path.startsWith("/")) return refuse("path must start with /");
  if (path.startsWith("//")) return refuse("path must not start with // (a protocol-relative URL)");
  if (path.includes("?") || path.includes("#")) return refuse("path must not hold a query or fragment; pass query parameters in query");
  if (/%(?![0-9A-Fa-f]{2})/.test(path)) return refuse("path has a malformed percent escape");
  if (/%2f|%5c/i.test(path)) return refuse("path must not contain an encoded slash or backslash (%2F, %5C)");
  for (const segment of path.split("/")) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return refuse("path has a malformed percent escape");
    }
    if (decoded === "." || decoded === "..") return refuse("path must not contain . or .. segments (also encoded as %2e)");
  }
  return { ok: true, path };
}

// Headers a proxy caller can never set: they carry credentials or belong to the connection.
const FORBIDDEN_HEADERS = new Set([
  "authorization",
  "proxy-authorization",
  "cookie",
  "set-cookie",
  "host",
  "connection",
  "keep-alive",
  "proxy-connection",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
  "content-length",
  "expect",
  "forwarded",
  "x-forwarded-for",
  "x-forwarded-host",
  "x-forwarded-proto",
]);

/**
 * Why a proxy caller may not send header `name`, or `undefined` when it may: headers that carry
 * authentication (`Authorization`, `Proxy-Authorization`, `Cookie`, and every header the plugin's auth
 * methods inject, passed as `authHeaderNames`), `Host`, forwarding headers and hop-by-hop headers.
 *
 * @example
 * proxyHeaderProblem("X-API-Key", ["x-api-key"]) // "header X-API-Key carries the plugin's authentication and cannot be set"
 */
export function proxyHeaderProblem(name: string, authHeaderNames: readonly string[]): string | undefined {
  const lower = name.toLowerCase();
  if (authHeaderNames.some((header) => header.toLowerCase() === lower)) return `header ${name} carries the plugin's authentication and cannot be set`;
  if (FORBIDDEN_HEADERS.has(lower)) return `header ${name} cannot be set through the proxy (authentication, host or hop-by-hop header)`;
  return undefined;
}
