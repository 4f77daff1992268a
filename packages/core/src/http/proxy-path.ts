/** Result of {@link checkProxyPath}: the path to append to the base URL, or why it is refused. */
export type ProxyPathCheck = { ok: true; path: string } | { ok: false; reason: string };

/**
 * Checks the `path` of a proxy call (`POST /api/v1/proxy`), which is appended to the plugin's base URL
 * and must never leave it. Refused, with the reason: an absolute URL or a scheme (`https:`, `javascript:`),
 * a protocol-relative `//`, a backslash, a `..` or `.` segment (also percent-encoded: `%2e%2e`), an
 * encoded slash or backslash (`%2f`, `%5c`), a query or fragment in the path (use `query`), a
 * malformed percent escape, and control characters. A segment is also checked as an upstream that
 * decodes again would read it: `%252e%252e` (`..` encoded twice), `..;` (a `;` parameter after `..`)
 * and a slash encoded twice are refused. The path must start with `/`.
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
    const problem = segmentProblem(segment);
    if (problem) return refuse(problem);
  }
  return { ok: true, path };
}

// Rounds of percent-decoding a segment is checked through: an upstream or a proxy in front of it may
// decode once more than we do (`%252e%252e` is `%2e%2e`, then `..`).
const DECODE_ROUNDS = 3;

/**
 * Why one path segment could step out of the base URL once decoded, or `undefined`: a `.` or `..`
 * segment, also percent-encoded, encoded twice, or followed by a `;` parameter (`..;`, which Tomcat-like
 * servers read as `..`); a slash or backslash that appears only after a second decoding.
 */
function segmentProblem(segment: string): string | undefined {
  let current = segment;
  for (let round = 0; round <= DECODE_ROUNDS; round++) {
    const name = current.split(";")[0];
    if (name === "." || name === "..") {
      return round <= 1 && !segment.includes(";")
        ? "path must not contain . or .. segments (also encoded as %2e)"
        : "path must not contain . or .. segments (also encoded twice as %252e, or followed by ; as in ..;)";
    }
    if (round > 1 && (current.includes("/") || current.includes("\\"))) return "path must not contain a slash or backslash encoded twice (%252F, %255C)";
    if (!current.includes("%")) return undefined;
    try {
      current = decodeURIComponent(current);
    } catch {
      // A literal `%` after the first decoding (`100%25` is `100%`) is text, not an escape.
      return round === 0 ? "path has a malformed percent escape" : undefined;
    }
  }
  return "path is percent-encoded too many times over";
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
  "x-forwarded-port",
  "x-forwarded-prefix",
  "x-forwarded-server",
  "x-host",
  // Rewrite the path a front proxy or framework routes on (IIS, Symfony, Zend): past our path checks.
  "x-original-url",
  "x-rewrite-url",
  // Change the method the upstream runs, past the method a policy was matched against.
  "x-http-method-override",
  "x-http-method",
  "x-method-override",
  // Claim a client address (allow lists, rate limits keyed by IP at the upstream).
  "x-real-ip",
  "x-client-ip",
  "true-client-ip",
  "x-cluster-client-ip",
  "x-originating-ip",
  "x-remote-ip",
  "x-remote-addr",
  "client-ip",
  "cf-connecting-ip",
  "fastly-client-ip",
]);

/**
 * Why a proxy caller may not send header `name`, or `undefined` when it may: headers that carry
 * authentication (`Authorization`, `Proxy-Authorization`, `Cookie`, and every header the plugin's auth
 * methods inject, passed as `authHeaderNames`), `Host`, forwarding and client-address headers
 * (`X-Forwarded-*`, `X-Real-IP`), URL-rewrite headers (`X-Original-URL`, `X-Rewrite-URL`), method
 * overrides (`X-HTTP-Method-Override`) and hop-by-hop headers.
 *
 * @example
 * proxyHeaderProblem("X-API-Key", ["x-api-key"]) // "header X-API-Key carries the plugin's authentication and cannot be set"
 */
export function proxyHeaderProblem(name: string, authHeaderNames: readonly string[]): string | undefined {
  const lower = name.toLowerCase();
  if (authHeaderNames.some((header) => header.toLowerCase() === lower)) return `header ${name} carries the plugin's authentication and cannot be set`;
  if (FORBIDDEN_HEADERS.has(lower)) return `header ${name} cannot be set through the proxy (authentication, host, forwarding, rewrite or hop-by-hop header)`;
  return undefined;
}
