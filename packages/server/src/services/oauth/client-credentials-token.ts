import { clientCredentialsScope, refreshGrantFor, UrlTemplateError, type TokenResponse } from "@plugboard/core/server";
import type { PlugboardContext } from "../../context.js";
import { connectionTokenRequest, tokenParseOptions } from "./connection-token-request.js";
import { openOAuthClient } from "./oauth-client.js";
import { sendTokenRequest } from "./send-token-request.js";

/**
 * Fetches an access token with a machine-to-machine grant for a connection of such a method: the OAuth
 * `client_credentials` grant (RFC 6749 §4.4) with the method's scopes, or Zoom's `account_credentials`
 * with the connection's `account_id` config value; the plugin's own client id and secret, the method's
 * `token_params`, the connection's config in the token URL. No user is redirected. Expected failures
 * (misconfigured client, missing account id, token endpoint error) come back as a {@link TokenResponse} error.
 *
 * @example
 * const tokens = await fetchClientCredentialsToken(context, method.config, { region: "eu" }, Date.now);
 * if (!tokens.ok) throw new ServiceError("upstream_failed", `The token endpoint refused: ${tokens.error}`);
 */
export async function fetchClientCredentialsToken(
  context: Pick<PlugboardContext, "cipher" | "fetch">,
  storedConfig: unknown,
  connectionConfig: Readonly<Record<string, string>> | null,
  now: () => number,
): Promise<TokenResponse> {
  let client: ReturnType<typeof openOAuthClient>;
  try {
    client = openOAuthClient(context.cipher, storedConfig);
  } catch {
    return { ok: false, error: "invalid_client", errorDescription: "The plugin's OAuth client is misconfigured" };
  }
  let request;
  try {
    const grant = refreshGrantFor(client.config, {});
    if (!grant) return { ok: false, error: "invalid_client", errorDescription: "The plugin's OAuth method does not use a machine-to-machine grant" };
    request = connectionTokenRequest(client, grant, connectionConfig);
  } catch (error) {
    if (UrlTemplateError.isInstance(error)) return { ok: false, error: "invalid_request", errorDescription: error.message };
    if (error instanceof TypeError) return { ok: false, error: "invalid_client", errorDescription: error.message };
    throw error;
  }
  return sendTokenRequest(context.fetch, request, { now, parse: tokenParseOptions(client, "grant") });
}
