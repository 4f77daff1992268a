import { pickMetadata, UrlTemplateError } from "@plugboard/core/server";
import type { StatePayload } from "@plugboard/core/crypto";
import type { PlugboardContext } from "../../context.js";
import { connectionTokenRequest, tokenParseOptions, tokenValues } from "./connection-token-request.js";
import { fetchConnectMetadata } from "./fetch-connect-metadata.js";
import { openOAuthClient } from "./oauth-client.js";
import type { OAuthStore } from "./oauth-store.js";
import { sendTokenRequest } from "./send-token-request.js";

/** What a code exchange obtained, ready to store on the connection; or the error for the return URL. */
export type RestCodeExchange =
  | { authMethodId: string; values: Record<string, string>; expiresAt: Date | null; metadata: Record<string, string> | null }
  | { error: string };

/** A REST OAuth callback whose pending record was consumed: what {@link exchangeRestCode} completes. */
export interface RestCallback {
  state: StatePayload;
  code: string;
  /** From the consumed pending record: the `connection_config` values. */
  pending: { connectionConfig: Record<string, string> | null };
  /** The callback's query (for the method's `callback_metadata`). */
  query: Readonly<Record<string, unknown>>;
}

/**
 * Completes a REST OAuth callback: the approved plugin's oauth2 method named by the state, the code
 * exchanged at its token URL (PKCE verifier when the flow had one), then the metadata the method asks
 * for. Storing the result is the connect flow's. Every failure is an error for the return URL, never a
 * throw (only a bug throws).
 */
export async function exchangeRestCode(
  context: Pick<PlugboardContext, "redirectUri" | "logger" | "cipher" | "fetch">,
  deps: { store: Pick<OAuthStore, "approvedAuthMethod">; now: () => number },
  callback: RestCallback,
): Promise<RestCodeExchange> {
  const { state, code, pending, query } = callback;
  const { logger } = context;
  const fail = (error: string): RestCodeExchange => ({ error });
  if (!state.authMethodId) return fail("The plugin or its OAuth method is no longer available");
  const found = await deps.store.approvedAuthMethod(state.authMethodId);
  const method = found && found.pluginId === state.pluginId && found.type === "oauth2" ? found : null;
  if (!method) return fail("The plugin or its OAuth method is no longer available");
  let client: ReturnType<typeof openOAuthClient>;
  try {
    client = openOAuthClient(context.cipher, method.config);
  } catch (error) {
    logger.error("oauth client config unusable", { pluginId: state.pluginId, authMethodId: method.id, errorName: error instanceof Error ? error.name : "unknown" });
    return fail("The plugin's OAuth client is misconfigured");
  }
  let request;
  try {
    const grant = { code, redirectUri: context.redirectUri, ...(state.codeVerifier ? { codeVerifier: state.codeVerifier } : {}) };
    request = connectionTokenRequest(client, grant, pending.connectionConfig);
  } catch (error) {
    if (!UrlTemplateError.isInstance(error)) throw error;
    return fail(`The token URL cannot be built: ${error.message}`);
  }
  const result = await sendTokenRequest(context.fetch, request, { now: deps.now, parse: tokenParseOptions(client, "grant") });
  if (!result.ok) {
    logger.warn("oauth code exchange failed", { pluginId: state.pluginId, oauthError: result.error });
    return fail(result.error);
  }
  // The grant's scopes: the token response's `scope`, else what the authorization asked for (RFC 6749 §5.1).
  const values = tokenValues(result);
  if (values.scope === undefined && state.scope !== undefined) values.scope = state.scope;
  // After the exchange, the metadata a method asks for from another URL (Atlassian's accessible sites).
  const connected = await fetchConnectMetadata(context.fetch, client.config, result.accessToken, pending.connectionConfig);
  if (!connected.ok) {
    logger.warn("oauth connect metadata failed", { pluginId: state.pluginId, reason: connected.error });
    return fail(`The connection's metadata could not be read: ${connected.error}`);
  }
  // Non-secret values the provider returned: token response members, callback query parameters, the connect request's fields.
  const metadata = { ...result.metadata, ...pickMetadata(query, client.config.callback_metadata ?? []), ...connected.metadata };
  return { authMethodId: method.id, values, expiresAt: result.expiresAt ?? null, metadata: Object.keys(metadata).length > 0 ? metadata : null };
}
