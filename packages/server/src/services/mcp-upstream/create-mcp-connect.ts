import { randomBytes } from "node:crypto";
import { DEFAULT_ACCOUNT_LABEL } from "@plugboard/core";
import type { StatePayload } from "@plugboard/core/crypto";
import type { PlugboardContext } from "../../context.js";
import { ServiceError } from "../../errors/service-error.js";
import { scopeSet } from "../../infra/step-up-budget.js";
import { authorizationIssuerRefusal } from "./check-authorization-issuer.js";
import { appendConnectStatus } from "../connect-sessions/append-connect-status.js";
import { withConnectLinkClaim } from "../connect-sessions/claim-connect-link.js";
import { createPendingConnection } from "../connect-sessions/pending-connections.js";
import { accountTargetOf, type AccountTarget } from "../connections/upsert-connection.js";
import type { McpOAuth } from "./create-mcp-oauth.js";
import type { DiscoveredMcpServer, McpPluginDiscovery } from "./create-mcp-plugin-discovery.js";
import type { McpTokenStore } from "./create-mcp-token-store.js";
import { createMcpUpstreamStore } from "./mcp-upstream-store.js";
import { grantServer, resolveMcpClient, type McpGrantClient } from "./resolve-mcp-client.js";

/** Arguments of {@link McpConnect.initiate}. */
/** `AccountTarget`: the account the flow connects (kept on the pending record). */
export interface McpInitiateInput extends AccountTarget {
  developerId: string;
  userId: string;
  /** The approved plugin (toolSource `mcp` or `both`, with an MCP server). `mcpConfig` is as stored (secrets sealed). */
  plugin: { id: string; slug: string; toolSource: string; mcpConfig: unknown };
  /** The validated final return URL; it goes into the sealed state. */
  redirectUrl: string;
  /** The end-user's own client secret from the hosted page, when the developer allows end-user credentials. */
  mcpClientSecret?: string;
  /** The end-user's own client id to pair with `mcpClientSecret`. */
  mcpClientId?: string;
  /** Who started the flow: the developer API (`POST /api/v1/connections/initiate`) or the hosted page. */
  source: "api" | "connect-page";
  /**
   * `linkId` of the hosted-page connect link that starts the flow: kept on the pending record (the
   * callback marks the link used), or claimed (`withConnectLinkClaim`) before an open server is connected at once.
   */
  connectLinkId?: string;
  /** The connection request this flow reports to, kept in the sealed state. */
  requestId?: string | undefined;
  /** The server challenged a request of this user: authorize even if discovery found it open at `initialize`. */
  authorizationRequired?: boolean;
  /**
   * Scope step-up: scopes the server asked for (`403 insufficient_scope`). The flow requests them
   * together with the scopes the account's current grant has (else the default selection).
   */
  requiredScopes?: readonly string[];
}

/** Arguments of {@link McpConnect.completeCallback}. */
export interface McpCallbackInput {
  /** The verified state (`isMcp` true, `codeVerifier` set). */
  state: StatePayload;
  /** The authorization code; a secret, never log it. */
  code: string;
  /** The callback's `iss` (RFC 9207), when it has one. */
  iss?: string | undefined;
  /** The id of the callback's HTTP request, for the audit entry of the saved connection. */
  httpRequestId?: string | undefined;
  /**
   * The pending record of the flow, already deleted (exactly once, so a replayed callback never gets
   * here). `clientCredentials` is the encrypted client identity chosen at initiate.
   */
  pending: { id: string; clientCredentials: string | null; account: AccountTarget };
}

/**
 * The scopes to request, per the MCP authorization spec's scope selection: the `scope` of the 401
 * challenge, else the protected resource's `scopes_supported`, else the plugin's `mcpConfig.scopes`,
 * else none (the server's default).
 */
export function selectMcpScope(server: DiscoveredMcpServer): string | undefined {
  const candidates = [
    server.discovery.challengeScope,
    server.discovery.resourceMetadata?.scopes_supported?.join(" "),
    server.config.scopes?.join(" "),
  ];
  return candidates.find((scope): scope is string => typeof scope === "string" && scope.trim() !== "");
}

/**
 * Connecting end-users over MCP (docs/mcp-plugins.md §3), for initiate, the hosted page and
 * the OAuth callback:
 *
 * - `initiate`: discovery (cached in `mcpConfig`), the client by the resolution order of docs/mcp-plugins.md §4, the
 *   authorization URL with PKCE S256, `resource` and scopes from the SDK's `startAuthorization`; the
 *   verifier travels only inside the sealed (unreadable) state (`isMcp: true`); a pending record keeps
 *   the encrypted client (and the hosted-page link, if any) for 10 minutes. An open server (no 401 on
 *   `initialize`) is connected at once — claiming the hosted-page link first — and the returned URL is
 *   the return URL with `status=success`.
 * - `completeCallback`: refuses a response whose `iss` is not the flow's issuer (RFC 9207), exchanges the code with the verifier at the same client and stores the
 *   encrypted tokens and client (with the granted scope) on the connection.
 * - Scope step-up (`requiredScopes`): the flow asks for the union of the account's granted scope and
 *   the scopes the server named.
 */
export function createMcpConnect(
  context: PlugboardContext,
  deps: { discovery: McpPluginDiscovery; oauth: McpOAuth; tokens: McpTokenStore; now?: () => number },
) {
  const now = deps.now ?? Date.now;
  const { cipher } = context;
  const store = createMcpUpstreamStore(context);

  /** The scope of the account's current MCP grant (as granted, else as requested), when it has one. */
  async function grantedScope(args: McpInitiateInput): Promise<string | undefined> {
    const client = await store.mcpGrantClient({ developerId: args.developerId, userId: args.userId, pluginId: args.plugin.id, accountLabel: args.accountLabel ?? DEFAULT_ACCOUNT_LABEL });
    if (!client) return undefined;
    try {
      return cipher.decryptJson<McpGrantClient>(client).scope;
    } catch {
      return undefined;
    }
  }

  return {
    /** The URL to send the end-user to: the authorization URL, or for an open server the return URL with `status=success`. */
    async initiate(args: McpInitiateInput): Promise<{ connectUrl: string }> {
      const server = await deps.discovery.discovered(args.plugin.id, args.authorizationRequired ? { requireAuth: true } : {});
      if (!server.discovery.requiresAuth) {
        const saved = await withConnectLinkClaim(context, args.connectLinkId, new Date(now()), () =>
          deps.tokens.saveOpen({ developerId: args.developerId, userId: args.userId, pluginId: args.plugin.id, ...accountTargetOf(args), requestId: args.requestId }),
        );
        return { connectUrl: appendConnectStatus(args.redirectUrl, { status: "success", ...saved }) };
      }
      let scope = selectMcpScope(server);
      if (args.requiredScopes && args.requiredScopes.length > 0) {
        const had = await grantedScope(args) ?? scope;
        scope = scopeSet([...scopeSet(had), ...args.requiredScopes]).join(" ");
      }
      const resolved = await resolveMcpClient(context, { discovery: deps.discovery }, {
        developerId: args.developerId,
        server,
        ...(args.mcpClientSecret ? { endUser: { clientSecret: args.mcpClientSecret, ...(args.mcpClientId ? { clientId: args.mcpClientId } : {}) } } : {}),
        ...(scope ? { scope } : {}),
      });
      // The scope asked for travels with the grant (the token response's `scope` replaces it at the callback).
      const grant: McpGrantClient = { ...resolved, ...(scope ? { scope } : {}) };
      let started;
      try {
        started = await deps.oauth.startAuthorization(grantServer(grant), grant, { redirectUri: context.redirectUri, ...(scope ? { scope } : {}) });
      } catch (error) {
        throw new ServiceError("upstream_failed", error instanceof Error ? error.message : "The MCP authorization could not be started", { cause: error });
      }
      const nonce = randomBytes(16).toString("hex");
      const state = context.states.sign({
        developerId: args.developerId,
        userId: args.userId,
        pluginId: args.plugin.id,
        authMethodId: null,
        redirectUrl: args.redirectUrl,
        nonce,
        isMcp: true,
        codeVerifier: started.codeVerifier,
        purpose: args.source,
        ...(args.requestId ? { requestId: args.requestId } : {}),
      });
      started.url.searchParams.set("state", state);
      await createPendingConnection(
        context,
        {
          nonce,
          developerId: args.developerId,
          userId: args.userId,
          pluginId: args.plugin.id,
          authMethodId: null,
          isMcp: true,
          redirectUrl: args.redirectUrl,
          clientCredentials: cipher.encryptJson(grant),
          connectLinkId: args.connectLinkId ?? null,
          account: accountTargetOf(args),
        },
        now(),
      );
      return { connectUrl: started.url.href };
    },

    /** Exchanges the code of a verified MCP callback and stores the tokens (returns the connection id); throws to send the user back with `status=error`. */
    async completeCallback({ state, code, iss, pending, httpRequestId }: McpCallbackInput): Promise<{ connectionId: string; accountLabel: string }> {
      if (!pending.clientCredentials || !state.codeVerifier) {
        throw new ServiceError("invalid_oauth_state", "The MCP authorization request is incomplete; start the connection again");
      }
      if (!(await store.isApprovedAndActive(state.pluginId))) throw new ServiceError("not_found", "The plugin is no longer available");
      const grant = cipher.decryptJson<McpGrantClient>(pending.clientCredentials);
      // Before the code is redeemed: it must come from the issuer the flow started with (RFC 9207).
      const refusal = authorizationIssuerRefusal(grant.metadata, iss);
      if (refusal) throw new ServiceError("invalid_oauth_state", refusal);
      let tokens;
      try {
        tokens = await deps.oauth.exchangeCode(grantServer(grant), grant, { code, codeVerifier: state.codeVerifier, redirectUri: context.redirectUri });
      } catch (error) {
        throw new ServiceError("upstream_failed", `${error instanceof Error ? error.message : "The code exchange failed"}; start the connection again`, { cause: error });
      }
      return deps.tokens.saveGrant({
        developerId: state.developerId,
        userId: state.userId,
        pluginId: state.pluginId,
        ...pending.account,
        tokens,
        grant: tokens.scope ? { ...grant, scope: tokens.scope } : grant,
        requestId: state.requestId,
        httpRequestId,
      });
    },
  };
}

/** The MCP connect service's interface. */
export type McpConnect = ReturnType<typeof createMcpConnect>;
