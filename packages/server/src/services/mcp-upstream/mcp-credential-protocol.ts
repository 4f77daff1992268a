import type { TokenEndpointAuthMethod, TokenRequestInput } from "@plugboard/core/server";
import { revocableTokens, type CredentialProtocol } from "../credentials/credential-protocol.js";
import { McpOAuthError, type McpOAuth } from "./create-mcp-oauth.js";
import { grantServer, type McpGrantClient } from "./resolve-mcp-client.js";

/** The client of an MCP grant as a token-request client (its registered auth method, else a secret in the body). */
function clientOf(grant: McpGrantClient): TokenRequestInput["client"] {
  const method = grant.tokenEndpointAuthMethod;
  const known: TokenEndpointAuthMethod | undefined = method === "client_secret_basic" || method === "client_secret_post" || method === "none" ? method : undefined;
  if (!grant.clientSecret) return { id: grant.clientId, authMethod: "none" };
  return { id: grant.clientId, secret: grant.clientSecret, authMethod: known && known !== "none" ? known : "client_secret_post" };
}

/**
 * How MCP OAuth credentials are renewed and revoked, for the credential lifecycle: the refresh goes to
 * the authorization server the grant was obtained from (its discovered metadata, the RFC 8707
 * resource), with the client that obtained it (registered, developer, admin or end-user), through the
 * MCP SDK's `refreshAuthorization`; revocation to the server's `revocation_endpoint` (stored with the
 * grant, or in the plugin's discovered metadata).
 */
export function createMcpCredentialProtocol(deps: { oauth: McpOAuth }): CredentialProtocol {
  return {
    source: "mcp",

    async requestRefresh({ stored }) {
      const refreshToken = stored.values.refresh_token;
      if (!refreshToken || !stored.client) return { ok: false, refused: "no_grant", reason: "The MCP access token expired and there is no refresh token" };
      const grant = stored.client as McpGrantClient;
      try {
        const fresh = await deps.oauth.refresh(grantServer(grant), grant, refreshToken);
        return { ok: true, values: { access_token: fresh.accessToken, refresh_token: fresh.refreshToken ?? refreshToken }, expiresAt: fresh.expiresAt };
      } catch (error) {
        if (McpOAuthError.isInstance(error) && error.code === "invalid_grant") return { ok: false, refused: "invalid_grant", reason: "The MCP server refused the refresh token (invalid_grant)" };
        return { ok: false, reason: error instanceof Error ? error.message : "The MCP token refresh failed" };
      }
    },

    revocation(stored, { mcpConfig }) {
      if (!stored.client) return null;
      const grant = stored.client as McpGrantClient;
      const fromGrant = (grant.metadata as { revocation_endpoint?: unknown } | undefined)?.revocation_endpoint;
      const fromPlugin = (mcpConfig as { oauthMetadata?: { revocation_endpoint?: unknown } } | null)?.oauthMetadata?.revocation_endpoint;
      const url = [fromGrant, fromPlugin].find((candidate): candidate is string => typeof candidate === "string" && candidate !== "");
      return url ? { url, client: clientOf(grant), tokens: revocableTokens(stored.values) } : null;
    },
  };
}
