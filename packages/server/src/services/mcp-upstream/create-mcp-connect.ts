import { randomBytes } from "node:crypto";
import { DEFAULT_ACCOUNT_LABEL } from "@plugboard/core";
import type { StatePayload } from "@plugboard/core/crypto";
import type { PlugboardContext } from "../../context.js";
import { ServiceError } from "../../errors/service-error.js";
import { scopeSet } from "../../infra/step-up-budget.js";
import { authorizationIssuerRefusal } from "./check-authorization-issuer.js";
import { createPendingConnection } from "../connect-sessions/pending-connections.js";
import { accountTargetOf, type AccountTarget } from "../connections/upsert-connection.js";
import type { McpOAuth, McpTokenSet } from "./create-mcp-oauth.js";
import type { DiscoveredMcpServer, McpPluginDiscovery } from "./create-mcp-plugin-discovery.js";
import { createMcpUpstreamStore } from "./mcp-upstream-store.js";
import { grantServer, resolveMcpClient, type McpGrantClient } from "./resolve-mcp-client.js";

/** Arguments of {@link McpConnect.initiate}. `AccountTarget`: the account the flow connects (kept on the pending record). */
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
  /** `linkId` of the hosted-page connect link that starts the flow: kept on the pending record (the callback marks the link used). */
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

/** Arguments of {@link McpConnect.exchangeCallback}. */
export interface McpCallbackInput {
  /** The verified state (`isMcp` true, `codeVerifier` set). */
  state: StatePayload;
  /** The authorization code; a secret, never log it. */
  code: string;
  /** The callback's `iss` (RFC 9207), when it has one. */
  iss?: string | undefined;
  /**
   * The pending record of the flow, already deleted (exactly once, so a replayed callback never gets
   * here). `clientCredentials` is the encrypted client identity chosen at initiate.
   */
  pending: { clientCredentials: string | null };
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
 * The MCP authorization of a user (docs/mcp-plugins.md §3), for the connect flow's `mcp` kind
 * (which stores what it returns):
 *
 * - `initiate`: discovery (cached in `mcpConfig`), the client by the resolution order of docs/mcp-plugins.md §4, the
 *   authorization URL with PKCE S256, `resource` and scopes from the SDK's `startAuthorization`; the
 *   verifier travels only inside the sealed (unreadable) state (`isMcp: true`); a pending record keeps
 *   the encrypted client (and the hosted-page link, if any) for 10 minutes. For an open server (no 401
 *   on `initialize`) it answers `{ open: true }`: nothing to authorize.
 * - `exchangeCallback`: refuses a response whose `iss` is not the flow's issuer (RFC 9207), exchanges the
 *   code with the verifier at the same client and returns the tokens and the client (with the granted scope).
 * - Scope step-up (`requiredScopes`): the flow asks for the union of the account's granted scope and
 *   the scopes the server named.
 */
export function createMcpConnect(
  context: Pick<PlugboardContext, "redirectUri" | "mcpClientMetadataUrl" | "prisma" | "cipher" | "states">,
  deps: { discovery: McpPluginDiscovery; oauth: McpOAuth; now?: () => number },
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
    /** The authorization URL to send the end-user to, or `{ open: true }` for a server that needs no authorization. */
    async initiate(args: McpInitiateInput): Promise<{ connectUrl: string } | { open: true }> {
      const server = await deps.discovery.discovered(args.plugin.id, args.authorizationRequired ? { requireAuth: true } : {});
      if (!server.discovery.requiresAuth) return { open: true };
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

    /** Exchanges the code of a verified MCP callback: the tokens and the client to store; throws to send the user back with `status=error`. */
    async exchangeCallback({ state, code, iss, pending }: McpCallbackInput): Promise<{ tokens: McpTokenSet; grant: McpGrantClient }> {
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
      return { tokens, grant: tokens.scope ? { ...grant, scope: tokens.scope } : grant };
    },
  };
}

/** The MCP connect service's interface. */
export type McpConnect = ReturnType<typeof createMcpConnect>;
