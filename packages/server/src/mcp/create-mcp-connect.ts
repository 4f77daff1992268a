import { randomBytes } from "node:crypto";
import type { PlugboardContext } from "../context.js";
import { ServiceError } from "../errors/service-error.js";
import { appendConnectStatus } from "../services/append-connect-status.js";
import type { McpCallbackArgs, McpInitiateArgs, McpInitiator } from "../services/mcp-initiator.js";
import { PENDING_CONNECTION_TTL_MS } from "../services/oauth-service.js";
import type { McpOAuth } from "./create-mcp-oauth.js";
import type { DiscoveredMcpServer, McpPluginDiscovery } from "./create-mcp-plugin-discovery.js";
import type { McpTokenStore } from "./create-mcp-token-store.js";
import { grantServer, resolveMcpClient, type McpGrantClient } from "./resolve-mcp-client.js";

/** MCP initiate arguments, plus an end-user client id when the hosted page sends one. */
export type McpInitiateInput = McpInitiateArgs & { mcpClientId?: string };

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
 * Connecting end-users over MCP (SPEC.md "MCP OAuth with PKCE"), registered as `services.mcpConnect`:
 *
 * - `initiate`: discovery (cached in `mcpConfig`), the client by SPEC.md's resolution order, the
 *   authorization URL with PKCE S256, `resource` and scopes from the SDK's `startAuthorization`; the
 *   verifier travels only inside the signed state (`isMcp: true`); a pending record keeps the
 *   encrypted client for 10 minutes. An open server (no 401 on `initialize`) is connected at once and
 *   the returned URL is the return URL with `status=success`.
 * - `completeCallback`: exchanges the code with the verifier at the same client and stores the
 *   encrypted tokens and client on the connection.
 */
export function createMcpConnect(
  context: PlugboardContext,
  deps: { discovery: McpPluginDiscovery; oauth: McpOAuth; tokens: McpTokenStore; now?: () => number },
): McpInitiator {
  const now = deps.now ?? Date.now;
  const { prisma, cipher } = context;

  return {
    async initiate(args: McpInitiateInput) {
      const server = await deps.discovery.discovered(args.plugin.id);
      if (!server.discovery.requiresAuth) {
        const { connectionId } = await deps.tokens.saveOpen({ developerId: args.developerId, userId: args.userId, pluginId: args.plugin.id, requestId: args.requestId });
        return { connectUrl: appendConnectStatus(args.redirectUrl, { status: "success", connectionId }) };
      }
      const scope = selectMcpScope(server);
      const grant = await resolveMcpClient(context, { discovery: deps.discovery }, {
        developerId: args.developerId,
        server,
        ...(args.mcpClientSecret ? { endUser: { clientSecret: args.mcpClientSecret, ...(args.mcpClientId ? { clientId: args.mcpClientId } : {}) } } : {}),
        ...(scope ? { scope } : {}),
      });
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
      const current = now();
      await prisma.pendingConnection.deleteMany({ where: { expiresAt: { lt: new Date(current) } } });
      await prisma.pendingConnection.create({
        data: {
          nonce,
          developerId: args.developerId,
          userId: args.userId,
          pluginId: args.plugin.id,
          authMethodId: null,
          isMcp: true,
          redirectUrl: args.redirectUrl,
          clientCredentials: cipher.encryptJson(grant),
          expiresAt: new Date(current + PENDING_CONNECTION_TTL_MS),
        },
      });
      return { connectUrl: started.url.href };
    },

    async completeCallback({ state, code, pending }: McpCallbackArgs) {
      if (!pending.clientCredentials || !state.codeVerifier) {
        throw new ServiceError("invalid_oauth_state", "The MCP authorization request is incomplete; start the connection again");
      }
      const plugin = await prisma.plugin.findFirst({ where: { id: state.pluginId, reviewStatus: "approved", status: "active" }, select: { id: true } });
      if (!plugin) throw new ServiceError("not_found", "The plugin is no longer available");
      const grant = cipher.decryptJson<McpGrantClient>(pending.clientCredentials);
      let tokens;
      try {
        tokens = await deps.oauth.exchangeCode(grantServer(grant), grant, { code, codeVerifier: state.codeVerifier, redirectUri: context.redirectUri });
      } catch (error) {
        throw new ServiceError("upstream_failed", `${error instanceof Error ? error.message : "The code exchange failed"}; start the connection again`, { cause: error });
      }
      return deps.tokens.saveGrant({ developerId: state.developerId, userId: state.userId, pluginId: state.pluginId, tokens, grant, requestId: state.requestId });
    },
  };
}
