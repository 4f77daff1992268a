import { clientCredentialsScope, UrlTemplateError, type TokenResponse } from "@plugboard/core/server";
import type { PlugboardContext } from "../../context.js";
import { connectionTokenRequest, tokenParseOptions } from "./connection-token-request.js";
import { openOAuthClient } from "./oauth-client.js";
import { sendTokenRequest } from "./send-token-request.js";

/**
 * Fetches an access token with the OAuth `client_credentials` grant (RFC 6749 §4.4) for a connection
 * of a machine-to-machine method: the plugin's own client id and secret, the method's scopes and
 * `token_params`, the connection's config in the token URL. No user is redirected. Expected failures
 * (misconfigured client, token endpoint error) come back as a {@link TokenResponse} error.
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
    request = connectionTokenRequest(client, { clientCredentials: true, ...clientCredentialsScope(client.config) }, connectionConfig);
  } catch (error) {
    if (UrlTemplateError.isInstance(error)) return { ok: false, error: "invalid_request", errorDescription: error.message };
    if (error instanceof TypeError) return { ok: false, error: "invalid_client", errorDescription: error.message };
    throw error;
  }
  return sendTokenRequest(context.fetch, request, { now, parse: tokenParseOptions(client, "grant") });
}
