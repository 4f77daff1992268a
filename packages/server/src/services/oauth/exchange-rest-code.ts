import { pickMetadata, UrlTemplateError } from "@plugboard/core/server";
import type { StatePayload } from "@plugboard/core/crypto";
import type { PlugboardContext } from "../../context.js";
import { ServiceError } from "../../errors/service-error.js";
import { endUserOrigin } from "../audit/audit-log.js";
import type { ConnectionService } from "../connections/connection-service.js";
import type { AccountTarget } from "../connections/upsert-connection.js";
import { connectionTokenRequest, tokenParseOptions, tokenValues } from "./connection-token-request.js";
import { fetchConnectMetadata } from "./fetch-connect-metadata.js";
import { openOAuthClient } from "./oauth-client.js";
import type { OAuthStore } from "./oauth-store.js";
import { sendTokenRequest } from "./send-token-request.js";

/** How the code exchange of a callback went: the stored connection, or the error for the return URL. */
export type CallbackCompletion = { connectionId: string; accountLabel: string } | { error: string };

/** A REST OAuth callback whose pending record was consumed: what {@link exchangeRestCode} completes. */
export interface RestCallback {
  state: StatePayload;
  code: string;
  /** From the consumed pending record: the `connection_config` values and the account the flow connects. */
  pending: { connectionConfig: Record<string, string> | null; account: AccountTarget };
  /** The callback's query (for the method's `callback_metadata`). */
  query: Readonly<Record<string, unknown>>;
  httpRequestId: string | undefined;
}

/**
 * Completes a REST OAuth callback: the approved plugin's oauth2 method named by the state, the code
 * exchanged at its token URL (PKCE verifier when the flow had one), the metadata the method asks for,
 * then the tokens stored encrypted on the account through the connection service. Every failure is an
 * error for the return URL, never a throw (only a bug throws).
 */
export async function exchangeRestCode(
  context: PlugboardContext,
  deps: { store: Pick<OAuthStore, "approvedAuthMethod">; connections: Pick<ConnectionService, "saveCredentials">; now: () => number },
  callback: RestCallback,
): Promise<CallbackCompletion> {
  const { state, code, pending, query, httpRequestId } = callback;
  const { logger } = context;
  const fail = (error: string): CallbackCompletion => ({ error });
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
  try {
    const saved = await deps.connections.saveCredentials({
      developerId: state.developerId,
      userId: state.userId,
      pluginId: state.pluginId,
      ...pending.account,
      authMethodId: method.id,
      values,
      expiresAt: result.expiresAt ?? null,
      requestId: state.requestId,
      connectionConfig: pending.connectionConfig,
      metadata: Object.keys(metadata).length > 0 ? metadata : null,
      origin: endUserOrigin(state.userId, httpRequestId ?? null),
    });
    return { connectionId: saved.id, accountLabel: saved.accountLabel };
  } catch (error) {
    // The account the flow names is gone, its label taken, or it may not be replaced (`reauthorizeOnly`): say so.
    if (ServiceError.isInstance(error)) return fail(error.message);
    logger.error("could not store oauth tokens", { pluginId: state.pluginId, errorName: error instanceof Error ? error.name : "unknown" });
    return fail("The connection could not be saved; try again");
  }
}
