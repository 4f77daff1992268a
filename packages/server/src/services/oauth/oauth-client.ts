import { type OAuth2Config } from "@plugboard/core";
import { parseAuthMethodConfig, type TokenRequestInput } from "@plugboard/core/server";
import type { Cipher } from "@plugboard/core/crypto";
import { openAuthConfig } from "../plugins/seal-secrets.js";

/** An oauth2 auth method's configuration with its client identity ready for a token request. */
export interface OAuthClient {
  config: OAuth2Config;
  /** Holds the client secret in clear: for `buildTokenRequest` only, never log or return it. */
  client: TokenRequestInput["client"];
}

/**
 * Reads a stored oauth2 auth method config: decrypts `client_secret` (sealed at rest), applies the
 * defaults and picks the client authentication at the token endpoint from
 * `token_endpoint_auth_method` (`client_secret_post` by default, or `client_secret_basic`); a method
 * without a client secret authenticates as a public client (`none`).
 *
 * @throws {CryptoError} when the stored secret cannot be decrypted with this server's keys
 * @throws {ZodError} when the stored config is not a valid oauth2 config
 *
 * @example
 * const { config, client } = openOAuthClient(context.cipher, authMethod.config);
 * buildTokenRequest({ tokenUrl: config.token_url, grant: { refreshToken }, client });
 */
export function openOAuthClient(cipher: Cipher, storedConfig: unknown): OAuthClient {
  const parsed = parseAuthMethodConfig("oauth2", openAuthConfig(cipher, storedConfig));
  if (parsed.type !== "oauth2") throw new TypeError("expected an oauth2 config");
  const config = parsed.config;
  const secret = config.client_secret;
  const client: OAuthClient["client"] =
    secret === undefined || secret === ""
      ? { id: config.client_id, authMethod: "none" }
      : { id: config.client_id, secret, authMethod: config.token_endpoint_auth_method };
  return { config, client };
}
