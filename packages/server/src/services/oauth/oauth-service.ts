import { createHash, randomBytes } from "node:crypto";
import { DEFAULT_ACCOUNT_LABEL, ERROR_CODES } from "@plugboard/core";
import { buildAuthorizationUrl, compileUrlTemplate, isMachineGrant, parseAuthMethodConfig, UrlTemplateError, validateReturnUrl } from "@plugboard/core/server";
import { createStateSigner, CryptoError, type StatePayload } from "@plugboard/core/crypto";
import type { PlugboardContext } from "../../context.js";
import { ServiceError } from "../../errors/service-error.js";
import { appendConnectStatus } from "../connect-sessions/append-connect-status.js";
import { claimConnectLink, releaseConnectLink } from "../connect-sessions/claim-connect-link.js";
import type { ConnectionService } from "../connections/connection-service.js";
import { accountTargetOf, type AccountTarget } from "../connections/upsert-connection.js";
import { consumePendingConnection, createPendingConnection, discardPendingConnection, PENDING_CONNECTION_TTL_MS } from "../connect-sessions/pending-connections.js";
import type { McpConnect } from "../mcp-upstream/create-mcp-connect.js";
import type { LifecycleEvents } from "../webhooks/lifecycle-events.js";
import { invalidInput } from "../../errors/invalid-input.js";
import { checkedConnectionConfig } from "../connections/checked-connection-config.js";
import { exchangeRestCode, type CallbackCompletion } from "./exchange-rest-code.js";
import { createOAuthStore } from "./oauth-store.js";
import { grantedScopes } from "../../infra/granted-scopes.js";
import { scopeSet } from "../../infra/step-up-budget.js";
import { openSecrets } from "../credentials/credential-store.js";

// An expired state is still read (authenticity checked) this long, only to send the user back with an error.
const EXPIRED_STATE_GRACE_MS = 24 * 3600_000;

/** Input of {@link OAuthService.startAuthorization}. */
export interface StartAuthorizationInput extends AccountTarget {
  developerId: string;
  userId: string;
  pluginId: string;
  /** The plugin's oauth2 auth method, config as stored. */
  authMethod: { id: string; config: unknown };
  /** The already validated final return URL. */
  redirectUrl: string;
  /** Free-form label of who started the flow (`api`, `connect-page`), kept in the state. */
  purpose?: string;
  /** `linkId` of the hosted-page connect link that starts the flow: the callback marks the link used. */
  connectLinkId?: string;
  /** The connection request this flow reports to, kept in the sealed state. */
  requestId?: string | undefined;
  /** Values of the method's `connection_config` fields (checked here; 400 naming a bad one). */
  connectionConfig?: Record<string, string> | undefined;
  /** The plugin's base URL and catalog origin, so the values are also checked where they build its host. */
  plugin?: { baseUrl: string | null; provider?: unknown };
  /**
   * Incremental consent (a tool needing more scopes): the flow asks for these on top of the method's
   * scopes and those the account's connection was granted.
   */
  scopes?: readonly string[] | undefined;
}

/** A PKCE (RFC 7636) verifier and its S256 challenge. */
function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString("base64url");
  return { verifier, challenge: createHash("sha256").update(verifier).digest("base64url") };
}


type Query = Readonly<Record<string, unknown>>;

const single = (value: unknown): string | undefined => (typeof value === "string" && value !== "" ? value : undefined);

// The provider's `error` is echoed to the app: keep it a short printable token.
const providerErrorOf = (value: string): string => value.replace(/[^\x20-\x7e]/g, "").slice(0, 100) || "authorization_failed";

/**
 * The REST OAuth 2.0 authorization-code flow (docs/connecting-users.md §2):
 * starting it (state token + pending record + provider URL) and completing it on the fixed callback
 * (verify state, consume the pending record once, exchange the code, store the tokens encrypted,
 * redirect to the return URL). MCP callbacks are completed by the MCP connect service.
 */
export function createOAuthService(
  context: PlugboardContext,
  deps: {
    connections: Pick<ConnectionService, "saveCredentials">;
    mcpConnect: Pick<McpConnect, "completeCallback">;
    lifecycle?: Pick<LifecycleEvents, "connectionFailed">;
    now?: () => number;
  },
) {
  const now = deps.now ?? Date.now;
  const { logger } = context;
  const store = createOAuthStore(context);
  const lenientStates = createStateSigner({ key: context.encryptionKey, maxAgeMs: PENDING_CONNECTION_TTL_MS + EXPIRED_STATE_GRACE_MS });

  function readState(token: string): { state: StatePayload; expired: boolean } {
    try {
      return { state: context.states.verify(token), expired: false };
    } catch (error) {
      if (CryptoError.isInstance(error) && error.code === "state_expired") {
        try {
          return { state: lenientStates.verify(token), expired: true };
        } catch {
          // too old, or issued in the future: nothing can be trusted
        }
      }
      throw new ServiceError("invalid_oauth_state", "The OAuth state is invalid or has expired; start the connection again from the app");
    }
  }

  function messageOf(error: unknown, fallback: string): string {
    if (ServiceError.isInstance(error)) return context.production ? ERROR_CODES[error.code].message : error.message;
    return fallback;
  }

  async function completeMcp(
    state: StatePayload,
    code: string,
    iss: string | undefined,
    pending: { id: string; clientCredentials: string | null; account: AccountTarget },
    httpRequestId: string | undefined,
  ): Promise<CallbackCompletion> {
    try {
      return await deps.mcpConnect.completeCallback({ state, code, iss, pending, httpRequestId });
    } catch (error) {
      logger.warn("mcp oauth callback failed", { pluginId: state.pluginId, errorName: error instanceof Error ? error.name : "unknown" });
      return { error: messageOf(error, "The MCP authorization could not be completed; try again") };
    }
  }

  /** The method's scopes, those the account's REST connection was granted and `input.scopes`, as a sorted set. */
  async function unionWithGrant(input: StartAuthorizationInput, configured: readonly string[]): Promise<string[]> {
    const secrets = await store.restSecrets({
      developerId: input.developerId,
      userId: input.userId,
      pluginId: input.pluginId,
      accountLabel: input.accountLabel ?? DEFAULT_ACCOUNT_LABEL,
      authMethodId: input.authMethod.id,
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
    /**
     * Starts a REST OAuth flow: checks the `connection_config` values, seals a state (nonce, return URL,
     * who connects, the PKCE verifier when the method sets `pkce`), stores the pending record (expires
     * in 10 minutes, holding the config values) and returns the provider authorization URL (config
     * placeholders filled, scopes joined by `scope_separator`, the S256 challenge when `pkce`).
     *
     * @throws {ServiceError} 400 naming `connectionConfig.<field>`, or `authMethod` for a machine-to-machine method
     */
    async startAuthorization(input: StartAuthorizationInput): Promise<string> {
      const parsed = parseAuthMethodConfig("oauth2", input.authMethod.config);
      if (parsed.type !== "oauth2") throw new TypeError("expected an oauth2 auth method");
      const { config } = parsed;
      if (isMachineGrant(config.grant_type) || config.authorize_url === undefined) {
        throw invalidInput({ authMethod: [`this oauth2 method uses the ${config.grant_type ?? "client_credentials"} grant: connect with POST /api/v1/connections, no user redirect`] });
      }
      const connectionConfig = checkedConnectionConfig({ type: "oauth2", config: input.authMethod.config }, input.connectionConfig, input.plugin);
      let authorizeUrl: string;
      try {
        authorizeUrl = compileUrlTemplate(config.authorize_url).expand({ config: connectionConfig });
      } catch (error) {
        if (UrlTemplateError.isInstance(error)) throw invalidInput({ [`connectionConfig.${error.field.replace(/^config\./, "")}`]: [error.message] });
        throw error;
      }
      const scopes = input.scopes && input.scopes.length > 0 ? await unionWithGrant(input, config.scopes ?? []) : (config.scopes ?? []).filter((scope) => scope !== "");
      const pkce = config.pkce ? pkcePair() : undefined;
      const nonce = randomBytes(16).toString("hex");
      const current = now();
      const state = context.states.sign({
        developerId: input.developerId,
        userId: input.userId,
        pluginId: input.pluginId,
        authMethodId: input.authMethod.id,
        redirectUrl: input.redirectUrl,
        nonce,
        isMcp: false,
        ...(pkce ? { codeVerifier: pkce.verifier } : {}),
        ...(input.purpose ? { purpose: input.purpose } : {}),
        ...(input.requestId ? { requestId: input.requestId } : {}),
        ...(scopes.length > 0 ? { scope: scopes.join(" ") } : {}),
      });
      await createPendingConnection(
        context,
        {
          nonce,
          developerId: input.developerId,
          userId: input.userId,
          pluginId: input.pluginId,
          authMethodId: input.authMethod.id,
          isMcp: false,
          redirectUrl: input.redirectUrl,
          connectLinkId: input.connectLinkId ?? null,
          connectionConfig,
          account: accountTargetOf(input),
        },
        current,
      );
      return buildAuthorizationUrl({
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
    },

    /**
     * Completes `GET /api/v1/oauth/callback` and returns where to redirect: the return URL with
     * `status=success&connectionId=…`, or `status=error&error=…` (provider error, expired or replayed flow, failed code
     * exchange, a connect link that already stored a connection). A replay never creates or changes a
     * connection; a flow started from a hosted-page link marks the link used once it succeeds. A flow that
     * ends in an error records `connection.failed` and settles its connection request `failed`; a replay
     * or an already used link reports nothing (the flow itself may have succeeded).
     *
     * @throws {ServiceError} 400 `invalid_oauth_state` when the state is missing, forged or far too old
     * (no return URL can be trusted), 400 `invalid_return_url` when the signed return URL is no longer valid
     */
    async handleCallback(query: Query, httpRequestId?: string): Promise<{ redirectUrl: string }> {
      const token = single(query.state);
      if (!token) throw new ServiceError("invalid_oauth_state", "The state parameter is missing; start the connection again from the app");
      const { state, expired } = readState(token);
      const checked = validateReturnUrl(state.redirectUrl, { mode: "relaxed", baseUrl: context.baseUrl, production: context.production });
      if (!checked.ok) throw new ServiceError("invalid_return_url", `The return URL of this flow is not allowed: ${checked.reason}`);
      const finish = (completion: CallbackCompletion) => ({
        redirectUrl: appendConnectStatus(
          checked.url,
          "error" in completion
            ? { status: "error", error: completion.error }
            : { status: "success", connectionId: completion.connectionId, accountLabel: completion.accountLabel },
        ),
      });
      // A flow that ended in an error: `connection.failed`, and its connection request `failed`.
      const failed = async (accountLabel: string | undefined, error: string) => {
        const authMethod = state.isMcp ? ("mcp" as const) : state.authMethodId ? { id: state.authMethodId } : null;
        await deps.lifecycle?.connectionFailed(
          { connectionId: null, developerId: state.developerId, userId: state.userId, pluginId: state.pluginId, accountLabel: accountLabel ?? DEFAULT_ACCOUNT_LABEL, authMethod, requestId: state.requestId },
          error,
        );
        return finish({ error });
      };

      if (expired) {
        return failed(await discardPendingConnection(context, state.nonce), "The authorization request has expired; start the connection again");
      }
      const providerError = single(query.error);
      if (providerError) {
        return failed(await discardPendingConnection(context, state.nonce), providerErrorOf(providerError));
      }
      const code = single(query.code);
      if (!code) {
        return failed(await discardPendingConnection(context, state.nonce), "The provider returned no authorization code");
      }
      const pending = await consumePendingConnection(context, state, new Date(now()));
      if (!pending) return finish({ error: "The authorization request has expired or was already used; start the connection again" });
      const linkId = pending.connectLinkId;
      if (linkId && !(await claimConnectLink(context, linkId, new Date(now())))) return finish({ error: ERROR_CODES.connect_link_used.message });
      const completion = state.isMcp ? await completeMcp(state, code, single(query.iss), pending, httpRequestId) : await exchangeRestCode(context, { store, connections: deps.connections, now }, { state, code, pending, query, httpRequestId });
      if (!("error" in completion)) return finish(completion);
      if (linkId) await releaseConnectLink(context, linkId);
      return failed(pending.accountLabel, completion.error);
    },
  };
}

/** The OAuth service's interface. */
export type OAuthService = ReturnType<typeof createOAuthService>;
