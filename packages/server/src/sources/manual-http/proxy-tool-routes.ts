/** A manual tool's endpoint (method and path template) as proxy calls are matched against it. */
export interface ProxyToolRoute {
  slug: string;
  method: string;
  /** Literal parts of each path segment, between its `{param}` placeholders (one part: no placeholder). */
  segments: string[][];
}

const PLACEHOLDER = /\{[A-Za-z0-9_.-]+\}/;

/** A segment as an upstream would route on it: percent-decoded, without a `;` parameter, lower case. */
function normalSegment(segment: string): string {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // kept as sent: the path check refuses malformed escapes before any match
  }
  return decoded.split(";")[0]!.toLowerCase();
}

/** The non-empty segments of a path, normalized (duplicate and trailing slashes do not count). */
function segmentsOf(path: string): string[] {
  return path
    .split("/")
    .filter((segment) => segment !== "")
    .map(normalSegment)
    .filter((segment) => segment !== "");
}

/**
 * Compiles a tool's `method` and path template (`/repos/{owner}/{repo}/issues`, a fixed query after
 * `?` ignored) for {@link toolsReachedBy}.
 *
 * @example
 * proxyToolRoute({ slug: "GET_ISSUE", method: "GET", path: "/repos/{owner}/{repo}/issues/{number}" })
 */
export function proxyToolRoute(tool: { slug: string; method: string; path: string }): ProxyToolRoute {
  const boundary = tool.path.search(/[?#]/);
  const pathPart = boundary === -1 ? tool.path : tool.path.slice(0, boundary);
  const segments = pathPart
    .split("/")
    .filter((segment) => segment !== "")
    .map((segment) => segment.split(PLACEHOLDER).map((literal) => normalSegment(literal)));
  return { slug: tool.slug, method: tool.method.toUpperCase(), segments };
}

/** Whether `value` is the literals with at least one character for each placeholder between them. */
function segmentMatches(literals: readonly string[], value: string): boolean {
  if (literals.length === 1) return value === literals[0];
  const first = literals[0]!;
  const last = literals.at(-1)!;
  const end = value.length - last.length;
  if (!value.startsWith(first) || !value.endsWith(last) || end - first.length < literals.length - 1) return false;
  let at = first.length;
  for (const middle of literals.slice(1, -1)) {
    // The leftmost place leaves the most room for what follows.
    const found = value.indexOf(middle, at + 1);
    if (found === -1 || found + middle.length > end - 1) return false;
    at = found + middle.length;
  }
  return end - at >= 1;
}

/**
 * The slugs of the tools whose endpoint a proxy call reaches: same method, and a path the tool's
 * template matches segment by segment (a `{param}` matches any non-empty text). Compared as an
 * upstream would route: percent-decoded, case-insensitive, `;` parameters and empty segments ignored,
 * so a spelling of the same path cannot slip past a tool's policy.
 *
 * @example
 * toolsReachedBy([proxyToolRoute({ slug: "DELETE_REPO", method: "DELETE", path: "/repos/{owner}/{repo}" })], "DELETE", "/Repos/acme//site/")
 * // ["DELETE_REPO"]
 */
export function toolsReachedBy(routes: readonly ProxyToolRoute[], method: string, path: string): string[] {
  const wanted = method.toUpperCase();
  const segments = segmentsOf(path);
  return routes
    .filter((route) => route.method === wanted && route.segments.length === segments.length && route.segments.every((literals, index) => segmentMatches(literals, segments[index]!)))
    .map((route) => route.slug);
}
