import { buildRevocationRequest, type TokenEndpointAuthMethod, type TokenRequestInput } from "@plugboard/core/server";
import type { PlugboardContext } from "../../context.js";
import type { RevocableConnection } from "../connections/revocable-connection.js";
import type { McpGrantClient } from "../mcp-upstream/resolve-mcp-client.js";
import { openOAuthClient } from "../oauth/oauth-client.js";

const REVOCATION_TIMEOUT_MS = 10_000;

interface Revocation {
  side: "rest" | "mcp";
  url: string;
  client: TokenRequestInput["client"];
  tokens: Array<{ token: string; hint: "access_token" | "refresh_token" }>;
}

const tokenList = (refresh: string | undefined, access: string | undefined) => [
  ...(refresh ? [{ token: refresh, hint: "refresh_token" as const }] : []),
  ...(access ? [{ token: access, hint: "access_token" as const }] : []),
];

function mcpClientOf(grant: McpGrantClient): TokenRequestInput["client"] {
  const method = grant.tokenEndpointAuthMethod;
  const known: TokenEndpointAuthMethod | undefined = method === "client_secret_basic" || method === "client_secret_post" || method === "none" ? method : undefined;
  if (!grant.clientSecret) return { id: grant.clientId, authMethod: "none" };
  return { id: grant.clientId, secret: grant.clientSecret, authMethod: known && known !== "none" ? known : "client_secret_post" };
}

/**
 * Revokes the tokens of a deleted connection at the provider (RFC 7009), best effort: the oauth2
 * method's `revokeUrl` for the REST side, the authorization server's `revocation_endpoint` (stored
 * with the grant, or in the plugin's discovered metadata) for the MCP side; the refresh token first,
 * then the access token, with the client that obtained them. Runs after the delete, never blocks or
 * fails it; outcomes are logged without any token.
 */
export function createTokenRevoker(context: PlugboardContext) {
  const { cipher, logger } = context;

  function plan(connection: RevocableConnection): Revocation[] {
    const plans: Revocation[] = [];
    if (connection.credentials && connection.authMethod?.type === "oauth2") {
      const { config, client } = openOAuthClient(cipher, connection.authMethod.config);
      const values = cipher.decryptJson<Record<string, string>>(connection.credentials);
      if (config.revokeUrl) plans.push({ side: "rest", url: config.revokeUrl, client, tokens: tokenList(values.refresh_token, values.access_token) });
    }
    if (connection.mcpClientCredentials && (connection.mcpAccessToken || connection.mcpRefreshToken)) {
      const grant = cipher.decryptJson<McpGrantClient>(connection.mcpClientCredentials);
      const fromGrant = (grant.metadata as { revocation_endpoint?: unknown } | undefined)?.revocation_endpoint;
      const stored = (connection.mcpConfig as { oauthMetadata?: { revocation_endpoint?: unknown } } | null)?.oauthMetadata?.revocation_endpoint;
      const url = [fromGrant, stored].find((candidate): candidate is string => typeof candidate === "string" && candidate !== "");
      if (url) {
        const tokens = tokenList(
          connection.mcpRefreshToken ? cipher.decrypt(connection.mcpRefreshToken) : undefined,
          connection.mcpAccessToken ? cipher.decrypt(connection.mcpAccessToken) : undefined,
        );
        plans.push({ side: "mcp", url, client: mcpClientOf(grant), tokens });
      }
    }
    return plans;
  }

  async function send(connectionId: string, revocation: Revocation): Promise<void> {
    for (const { token, hint } of revocation.tokens) {
      const request = buildRevocationRequest({ revocationUrl: revocation.url, token, tokenTypeHint: hint, client: revocation.client });
      try {
        const response = await context.fetch(request.url, {
          method: "POST",
          headers: request.headers,
          body: request.body,
          redirect: "error",
          signal: AbortSignal.timeout(REVOCATION_TIMEOUT_MS),
        });
        await response.body?.cancel().catch(() => undefined);
        logger.info("token revocation sent", { connectionId, side: revocation.side, kind: hint, status: response.status });
      } catch (error) {
        logger.warn("token revocation failed", { connectionId, side: revocation.side, kind: hint, errorName: error instanceof Error ? error.name : "unknown" });
      }
    }
  }

  return {
    /** Revokes what can be revoked; resolves when done, never rejects. */
    async revoke(connection: RevocableConnection): Promise<void> {
      let plans: Revocation[];
      try {
        plans = plan(connection);
      } catch (error) {
        logger.warn("token revocation skipped: stored tokens unreadable", { connectionId: connection.id, errorName: error instanceof Error ? error.name : "unknown" });
        return;
      }
      for (const revocation of plans) await send(connection.id, revocation);
    },
  };
}

/** The token revoker's interface. */
export type TokenRevoker = ReturnType<typeof createTokenRevoker>;
