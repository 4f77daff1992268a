import { ACCOUNT_ID_FIELD } from "@plugboard/core";
import { buildTokenRequest, compileUrlTemplate, type ParseTokenOptions, type TokenGrant, type TokenRequest } from "@plugboard/core/server";
import type { OAuthClient } from "./oauth-client.js";

/**
 * Builds the token request of one connection's grant (code exchange, refresh, client or account
 * credentials) from its oauth2 method: `token_url` — or `refresh_url` for a refresh, when the method
 * has one — with the connection's `{{config.x}}` values filled in (encoded, host checked), the
 * method's `token_params` added, an `account_credentials` grant's account id taken from the
 * connection's `account_id` config field, the body encoded as `token_request_format` says, the client
 * authenticated as configured. Pure.
 *
 * @throws {UrlTemplateError} when the token URL needs a config value the connection lacks or refuses one
 * @throws {TypeError} when the client secret or the account id is missing
 *
 * @example
 * const request = connectionTokenRequest(client, { refreshToken }, connection.connectionConfig);
 */
export function connectionTokenRequest(client: OAuthClient, grant: TokenGrant, connectionConfig: Readonly<Record<string, string>> | null | undefined): TokenRequest {
  const { config } = client;
  const template = "refreshToken" in grant && config.refresh_url !== undefined ? config.refresh_url : config.token_url;
  const tokenUrl = compileUrlTemplate(template).expand({ config: connectionConfig ?? null });
  const filled: TokenGrant = "accountCredentials" in grant && grant.accountId === undefined ? { ...grant, ...accountIdOf(connectionConfig) } : grant;
  return buildTokenRequest({
    tokenUrl,
    grant: filled,
    client: client.client,
    ...(config.token_params ? { extraParams: config.token_params } : {}),
    ...(config.token_request_format ? { format: config.token_request_format } : {}),
  });
}

/** The account id of an `account_credentials` grant: the connection's `account_id` config value, when given. */
function accountIdOf(connectionConfig: Readonly<Record<string, string>> | null | undefined): { accountId?: string } {
  const accountId = connectionConfig?.[ACCOUNT_ID_FIELD];
  return accountId ? { accountId } : {};
}

/**
 * How a token response of this method is read: the access token at `access_token_path`, and the
 * `token_metadata` members kept. A refresh answer may carry the token at the top level instead.
 *
 * @example
 * await sendTokenRequest(context.fetch, request, { now, parse: tokenParseOptions(client, "refresh") });
 */
export function tokenParseOptions(client: OAuthClient, purpose: "grant" | "refresh"): ParseTokenOptions {
  const { access_token_path: accessTokenPath, token_metadata: metadataFields } = client.config;
  return {
    ...(accessTokenPath ? { accessTokenPath } : {}),
    ...(metadataFields ? { metadataFields } : {}),
    ...(purpose === "refresh" ? { fallbackToTopLevel: true } : {}),
  };
}

/**
 * The stored REST credentials of a token response: the access token, the refresh token when one came,
 * the token type, the granted `scope` when the answer names it (a refresh that names none keeps the
 * previous grant's). A refresh answer without a refresh token keeps the old one, unless the method's
 * refresh tokens rotate (`refresh_token_rotation`): the old one is spent then, and is dropped so the
 * connection asks for a reconnect instead of sending it again.
 */
export function tokenValues(
  tokens: { accessToken: string; refreshToken?: string; tokenType?: string; scope?: string },
  previous: Readonly<Record<string, string>> = {},
  options: { rotation?: boolean } = {},
): Record<string, string> {
  const values: Record<string, string> = { ...previous, access_token: tokens.accessToken };
  if (tokens.refreshToken) values.refresh_token = tokens.refreshToken;
  else if (options.rotation) delete values.refresh_token;
  if (tokens.tokenType) values.token_type = tokens.tokenType;
  if (tokens.scope) values.scope = tokens.scope;
  return values;
}
