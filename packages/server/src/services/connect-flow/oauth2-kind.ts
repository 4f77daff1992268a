import { createHash, randomBytes } from "node:crypto";
import { DEFAULT_ACCOUNT_LABEL } from "@plugboard/core";
import { buildAuthorizationUrl, compileUrlTemplate, isMachineGrant, parseAuthMethodConfig, UrlTemplateError } from "@plugboard/core/server";
import type { PlugboardContext } from "../../context.js";
import { invalidInput } from "../../errors/invalid-input.js";
import { ServiceError } from "../../errors/service-error.js";
import { grantedScopes } from "../../infra/granted-scopes.js";
import { scopeSet } from "../../infra/step-up-budget.js";
import { endUserOrigin } from "../audit/audit-log.js";
import { createPendingConnection, PENDING_CONNECTION_TTL_MS } from "../connect-sessions/pending-connections.js";
import { checkedConnectionConfig } from "../connections/checked-connection-config.js";
import { accountTargetOf } from "../connections/upsert-connection.js";
import { openSecrets } from "../credentials/credential-store.js";
import { exchangeRestCode } from "../oauth/exchange-rest-code.js";
import { createOAuthStore } from "../oauth/oauth-store.js";
import { flowRequestId, type CallbackCompletion, type ConnectCallback, type ConnectProtocol, type ConnectStart } from "./connect-protocol.js";
import type { ConnectionSaver } from "./save-connection.js";

/** A PKCE (RFC 7636) verifier and its S256 challenge. */
function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString("base64url");
  return { verifier, challenge: createHash("sha256").update(verifier).digest("base64url") };
}

/**
 * The REST OAuth 2.0 authorization-code kind (docs/connecting-users.md §2).
 *
 * - `start` checks the `connection_config` values, seals a state (nonce, return URL, who connects, the
 *   PKCE verifier when the method sets `pkce`), stores the pending record (expires in 10 minutes,
 *   holding the config values) and returns the provider authorization URL (config placeholders filled,
 *   scopes joined by `scope_separator`, the S256 challenge when `pkce`). With `scopes` (step-up) it asks
 *   for the method's scopes, those the account's connection was granted and the named ones.
 * - `complete` exchanges the callback's code at the token URL, reads the metadata the method asks for
 *   and stores the tokens on the account; every failure is an error for the return URL.
 *
 * @throws {ServiceError} from `start`: 400 naming `connectionConfig.<field>`
 */
export function createOAuth2Kind(
  context: Pick<PlugboardContext, "redirectUri" | "logger" | "prisma" | "cipher" | "states" | "fetch">,
  deps: { saver: Pick<ConnectionSaver, "saveCredentials">; now?: () => number },
): ConnectProtocol<ConnectCallback, CallbackCompletion> {
  const now = deps.now ?? Date.now;
  const { logger } = context;
  const store = createOAuthStore(context);

  /** The method's scopes, those the account's REST connection was granted and `input.scopes`, as a sorted set. */
  async function unionWithGrant(input: ConnectStart, methodId: string, configured: readonly string[]): Promise<string[]> {
    const secrets = await store.restSecrets({
      developerId: input.developerId,
      userId: input.userId,
      pluginId: input.plugin.id,
      accountLabel: input.accountLabel ?? DEFAULT_ACCOUNT_LABEL,
      authMethodId: methodId,
    });
    let granted: string[] = [];
    if (secrets !== null) {
      try {
        granted = grantedScopes(openSecrets(context.cipher, secrets), configured);
      } catch {
        // unreadable (a key rotated away): ask for the method's and the named scopes only
      }
    }
    return scopeSet([...configured, ...granted, ...(input.scopes ?? [])]);
  }

  return {
    kind: "oauth2",

    async start(input) {
      const method = input.method;
      if (method?.type !== "oauth2") throw new TypeError("expected an oauth2 auth method");
      const parsed = parseAuthMethodConfig("oauth2", method.config);
      if (parsed.type !== "oauth2") throw new TypeError("expected an oauth2 auth method");
      const { config } = parsed;
      if (isMachineGrant(config.grant_type) || config.authorize_url === undefined) throw new TypeError("a machine-to-machine oauth2 method is the client_credentials kind");
      const connectionConfig = checkedConnectionConfig(method, input.connectionConfig, input.plugin);
      let authorizeUrl: string;
      try {
        authorizeUrl = compileUrlTemplate(config.authorize_url).expand({ config: connectionConfig });
      } catch (error) {
        if (UrlTemplateError.isInstance(error)) throw invalidInput({ [`connectionConfig.${error.field.replace(/^config\./, "")}`]: [error.message] });
        throw error;
      }
      const scopes = input.scopes && input.scopes.length > 0 ? await unionWithGrant(input, method.id, config.scopes ?? []) : (config.scopes ?? []).filter((scope) => scope !== "");
      const requestId = await flowRequestId(input, PENDING_CONNECTION_TTL_MS);
      const pkce = config.pkce ? pkcePair() : undefined;
      const nonce = randomBytes(16).toString("hex");
      const state = context.states.sign({
        developerId: input.developerId,
        userId: input.userId,
        pluginId: input.plugin.id,
        authMethodId: method.id,
        redirectUrl: input.redirectUrl,
        nonce,
        isMcp: false,
        ...(pkce ? { codeVerifier: pkce.verifier } : {}),
        purpose: input.source,
        ...(requestId ? { requestId } : {}),
        ...(scopes.length > 0 ? { scope: scopes.join(" ") } : {}),
      });
      await createPendingConnection(
        context,
        {
          nonce,
          developerId: input.developerId,
          userId: input.userId,
          pluginId: input.plugin.id,
          authMethodId: method.id,
          isMcp: false,
          redirectUrl: input.redirectUrl,
          connectLinkId: input.connectLinkId ?? null,
          connectionConfig,
          account: accountTargetOf(input),
        },
        now(),
      );
      const url = buildAuthorizationUrl({
        authorizeUrl,
        clientId: config.client_id,
        redirectUri: context.redirectUri,
        state,
        scopes,
        extraParams: config.extra_params,
        ...(config.scope_separator ? { scopeSeparator: config.scope_separator } : {}),
        ...(config.scope_param ? { scopeParam: config.scope_param } : {}),
        ...(pkce ? { codeChallenge: pkce.challenge } : {}),
      });
      return { url, requestId };
    },

    async complete({ state, code, pending, query, httpRequestId }) {
      const exchanged = await exchangeRestCode(context, { store, now }, { state, code, pending, query });
      if ("error" in exchanged) return exchanged;
      try {
        const saved = await deps.saver.saveCredentials({
          developerId: state.developerId,
          userId: state.userId,
          pluginId: state.pluginId,
          ...pending.account,
          authMethodId: exchanged.authMethodId,
          values: exchanged.values,
          expiresAt: exchanged.expiresAt,
          requestId: state.requestId,
          connectionConfig: pending.connectionConfig,
          metadata: exchanged.metadata,
          origin: endUserOrigin(state.userId, httpRequestId ?? null),
        });
        return { connectionId: saved.id, accountLabel: saved.accountLabel };
      } catch (error) {
        // The account the flow names is gone, its label taken, or it may not be replaced (`reauthorizeOnly`): say so.
        if (ServiceError.isInstance(error)) return { error: error.message };
        logger.error("could not store oauth tokens", { pluginId: state.pluginId, errorName: error instanceof Error ? error.name : "unknown" });
        return { error: "The connection could not be saved; try again" };
      }
    },
  };
}
