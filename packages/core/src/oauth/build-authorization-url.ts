/** Input of {@link buildAuthorizationUrl}. */
export interface AuthorizationUrlInput {
  /** The provider's authorization endpoint (`authorize_url`); a query it already has is kept. */
  authorizeUrl: string;
  clientId: string;
  /** The redirect URI registered with the provider (`{base_url}/api/v1/oauth/callback`). */
  redirectUri: string;
  /** Sealed state token that ties the callback to this flow. */
  state: string;
  /** Scopes, sent joined by `scopeSeparator` as `scope`; omitted when empty. */
  scopes?: readonly string[];
  /** The parameter the scopes go in: `scope` (RFC 6749, the default), or e.g. Slack's `user_scope`. */
  scopeParam?: string;
  /** How scopes are joined: `" "` (RFC 6749, the default) or `","` (providers that want commas). */
  scopeSeparator?: " " | ",";
  /** Provider-specific parameters (`extra_params`), e.g. `{ access_type: "offline", prompt: "consent" }`. */
  extraParams?: Readonly<Record<string, string>>;
  /** PKCE (RFC 7636): the S256 challenge of the flow's code verifier. */
  codeChallenge?: string;
}

/** Parameters this builder sets itself; `extraParams` cannot override them. */
const RESERVED = new Set(["response_type", "client_id", "redirect_uri", "state", "code_challenge", "code_challenge_method"]);

/**
 * Builds the provider authorization URL of an OAuth 2.0 authorization-code flow (RFC 6749 §4.1.1):
 * `response_type=code`, `client_id`, `redirect_uri`, `scope` (joined by `scopeSeparator`, space by default; in `scopeParam`
 * when the provider names another parameter), `state`, optional PKCE
 * `code_challenge` with `code_challenge_method=S256`, then the plugin's `extra_params`. An extra
 * parameter never replaces one of the protocol parameters above (a misconfigured `state` or
 * `redirect_uri` would break the flow's security); an extra `scope` is used only when `scopes` is empty.
 *
 * Pure and runtime-neutral: no I/O, no clock.
 *
 * @throws {TypeError} when `authorizeUrl` is not an absolute URL
 *
 * @example
 * ```ts
 * buildAuthorizationUrl({
 *   authorizeUrl: "https://github.com/login/oauth/authorize",
 *   clientId: "Iv1.abc", redirectUri: "https://plugboard.example/api/v1/oauth/callback",
 *   state, scopes: ["repo", "read:user"], extraParams: { allow_signup: "false" },
 * });
 * // "https://github.com/login/oauth/authorize?response_type=code&client_id=Iv1.abc&redirect_uri=…&scope=repo+read%3Auser&state=…&allow_signup=false"
 * ```
 */
export function buildAuthorizationUrl(input: AuthorizationUrlInput): string {
  const url = new URL(input.authorizeUrl);
  const params = url.searchParams;
  params.set("response_type", "code");
  params.set("client_id", input.clientId);
  params.set("redirect_uri", input.redirectUri);
  const scopes = (input.scopes ?? []).filter((scope) => scope !== "");
  const scopeParam = input.scopeParam ?? "scope";
  if (scopes.length > 0) params.set(scopeParam, scopes.join(input.scopeSeparator ?? " "));
  params.set("state", input.state);
  if (input.codeChallenge !== undefined) {
    params.set("code_challenge", input.codeChallenge);
    params.set("code_challenge_method", "S256");
  }
  for (const [name, value] of Object.entries(input.extraParams ?? {})) {
    if (RESERVED.has(name)) continue;
    if (name === scopeParam && scopes.length > 0) continue;
    params.set(name, value);
  }
  return url.href;
}
