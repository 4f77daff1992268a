/** The hosted approval page: the sealed token in its path approves or denies a held call. */
export const APPROVAL_PAGE_PATH = "/approve/:token";

/** An MCP link's endpoint: the token in its path is the link's credential. */
export const MCP_LINK_PATH = "/mcp/:token";

/** Routes served outside the route tables whose path carries a credential. */
export const TOKEN_PAGE_PATHS: readonly string[] = [APPROVAL_PAGE_PATH, MCP_LINK_PATH];

// A path parameter holding a credential, by its name (`:token`, `{token}`, `{linkToken}`, `{secret}`).
const CREDENTIAL_PARAM = /^(?::(\w+)|\{(\w+)\})$/;
const isCredentialName = (name: string) => /(?:token|secret)$/i.test(name);

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

type Part = { literal: string } | { param: string; credential: boolean };

/**
 * Makes the function the request log and the error log pass every path through: of `routes` (Express
 * `:name` or route-table `{name}` paths — the page routes and the route tables), those with a parameter
 * named `token`, `…Token` or `…secret` are kept, and a logged path one of them matches (as Express
 * would route it: case-insensitive, doubled slashes, percent-encoded letters; further segments after it
 * too) has that segment replaced by the parameter's name. Query strings are never logged at all.
 *
 * @example
 * const redact = redactTokenPaths([...TOKEN_PAGE_PATHS, ...DOCUMENTED_ROUTES.map((route) => route.path)]);
 * redact("/approve/eyJhbGciOi…") // "/approve/:token"
 */
export function redactTokenPaths(routes: readonly string[]): (path: string) => string {
  const templates: Part[][] = [];
  for (const route of routes) {
    const parts: Part[] = route
      .split("/")
      .filter((segment) => segment !== "")
      .map((segment) => {
        const match = CREDENTIAL_PARAM.exec(segment);
        const name = match?.[1] ?? match?.[2];
        return name ? { param: name, credential: isCredentialName(name) } : { literal: segment.toLowerCase() };
      });
    if (parts.some((part) => "credential" in part && part.credential)) templates.push(parts);
  }
  if (templates.length === 0) return (path) => path;
  return (path) => {
    const segments = path.split("/");
    const present = segments.flatMap((segment, index) => (segment === "" ? [] : [index]));
    for (const template of templates) {
      if (present.length < template.length) continue;
      const matches = template.every((part, at) => "param" in part || safeDecode(segments[present[at]!]!).toLowerCase() === part.literal);
      if (!matches) continue;
      template.forEach((part, at) => {
        if ("credential" in part && part.credential) segments[present[at]!] = `:${part.param}`;
      });
      return segments.join("/");
    }
    return path;
  };
}
