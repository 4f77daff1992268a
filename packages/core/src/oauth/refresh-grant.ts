import type { OAuth2Config } from "../contract/auth-method.js";
import type { TokenGrant } from "./build-token-request.js";

/**
 * The grant that renews an expired OAuth 2.0 access token of a connection, or null when it cannot be
 * renewed: a `client_credentials` method fetches a new token with the client's credentials (its
 * configured scopes, joined by `scope_separator`); an authorization-code method needs the stored
 * `refresh_token`. A token stored without an expiry is never renewed (callers only ask once it expires).
 *
 * @example
 * const grant = refreshGrantFor(config, values);
 * if (!grant) return fail("The connection has no refresh token");
 */
export function refreshGrantFor(config: Pick<OAuth2Config, "grant_type" | "scopes" | "scope_separator">, values: Readonly<Record<string, string>>): TokenGrant | null {
  if (config.grant_type === "client_credentials") return { clientCredentials: true, ...clientCredentialsScope(config) };
  return values.refresh_token ? { refreshToken: values.refresh_token } : null;
}

/** The `scope` of a client-credentials request: the method's scopes joined by its separator, or nothing. */
export function clientCredentialsScope(config: Pick<OAuth2Config, "scopes" | "scope_separator">): { scope?: string } {
  const scopes = (config.scopes ?? []).filter((scope) => scope !== "");
  return scopes.length > 0 ? { scope: scopes.join(config.scope_separator ?? " ") } : {};
}
