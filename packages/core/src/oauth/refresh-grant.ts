import type { OAuth2Config } from "../contract/auth-method.js";
import type { TokenGrant } from "./build-token-request.js";

/**
 * Whether an OAuth 2.0 grant is machine to machine (`client_credentials`, Zoom's `account_credentials`):
 * no user is redirected; the token is fetched with the client's own credentials when the connection is
 * created, and fetched again when it expires.
 *
 * @example
 * if (isMachineGrant(config.grant_type)) throw invalidInput({ authMethod: ["connect with POST /api/v1/connections"] });
 */
export function isMachineGrant(grantType: OAuth2Config["grant_type"]): grantType is "client_credentials" | "account_credentials" {
  return grantType === "client_credentials" || grantType === "account_credentials";
}

/**
 * The grant that renews an expired OAuth 2.0 access token of a connection, or null when it cannot be
 * renewed: a `client_credentials` method fetches a new token with the client's credentials (its
 * configured scopes, joined by `scope_separator`); an `account_credentials` method likewise (the
 * caller adds the account id from the connection's config, see `connectionTokenRequest` in the server);
 * an authorization-code method needs the stored `refresh_token`. A token stored without an expiry is
 * never renewed (callers only ask once it expires).
 *
 * @example
 * const grant = refreshGrantFor(config, values);
 * if (!grant) return fail("The connection has no refresh token");
 */
export function refreshGrantFor(config: Pick<OAuth2Config, "grant_type" | "scopes" | "scope_separator">, values: Readonly<Record<string, string>>): TokenGrant | null {
  if (config.grant_type === "client_credentials") return { clientCredentials: true, ...clientCredentialsScope(config) };
  if (config.grant_type === "account_credentials") return { accountCredentials: true };
  return values.refresh_token ? { refreshToken: values.refresh_token } : null;
}

/** The `scope` of a client-credentials request: the method's scopes joined by its separator, or nothing. */
export function clientCredentialsScope(config: Pick<OAuth2Config, "scopes" | "scope_separator">): { scope?: string } {
  const scopes = (config.scopes ?? []).filter((scope) => scope !== "");
  return scopes.length > 0 ? { scope: scopes.join(config.scope_separator ?? " ") } : {};
}
