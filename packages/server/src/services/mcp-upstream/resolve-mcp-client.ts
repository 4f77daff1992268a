import type { AuthorizationServerMetadata } from "@modelcontextprotocol/sdk/shared/auth.js";
import type { PlugboardContext } from "../../context.js";
import { invalidInput } from "../../errors/invalid-input.js";
import type { McpAuthorizationServer, McpOAuthClientIdentity } from "./create-mcp-oauth.js";
import type { DiscoveredMcpServer, McpPluginDiscovery } from "./create-mcp-plugin-discovery.js";
import { createMcpUpstreamStore } from "./mcp-upstream-store.js";

/** Where the client of an MCP grant came from, in the resolution order of {@link resolveMcpClient} (docs/mcp-plugins.md). */
export type McpClientSource = "end_user" | "developer" | "admin" | "metadata_document" | "registered";

/**
 * The client identity of one MCP grant plus where to use it: stored encrypted on the pending record
 * and then on the connection (`mcpClientCredentials`), so code exchange and every later refresh use
 * the same client at the same authorization server.
 */
export interface McpGrantClient extends McpOAuthClientIdentity {
  source: McpClientSource;
  authorizationServerUrl: string;
  metadata?: AuthorizationServerMetadata;
  resource?: string;
  /** The scope of the grant: as requested at initiate, then as the token response granted it. */
  scope?: string;
}

/** The authorization server of a grant, for the OAuth helpers. */
export function grantServer(grant: McpGrantClient): McpAuthorizationServer {
  return { url: grant.authorizationServerUrl, ...(grant.metadata ? { metadata: grant.metadata } : {}), ...(grant.resource ? { resource: grant.resource } : {}) };
}

/**
 * Picks the OAuth client for a developer's end-user at a plugin's MCP server (docs/mcp-plugins.md
 * §4, first match wins):
 *
 * 1. the end-user's own client secret (hosted page), only when the developer's override sets
 *    `allowEndUserCredentials`; it pairs with the end-user's client id when given, else with the
 *    client id of the next level;
 * 2. the developer-level override (`PUT /api/v1/plugins/{slug}/mcp-client`);
 * 3. the admin-level default (`mcpConfig.clientId` / `clientSecret`);
 * 4. Plugboard's client ID metadata document: its URL as `client_id` (a public client with PKCE, no
 *    registration) when the authorization server's metadata says `client_id_metadata_document_supported`
 *    and Plugboard has a document URL (`context.mcpClientMetadataUrl`);
 * 5. the client Plugboard registered dynamically (RFC 7591), registering now when needed.
 *
 * Pre-registered clients first, then the metadata document, then registration: the priority order of
 * the MCP authorization specification (2025-11-25, "Client Registration").
 *
 * @throws {ServiceError} 400 naming `mcpClientSecret` when end-user credentials are not allowed; 400
 * `mcp_unavailable` when no client is configured and the server offers no registration
 */
export async function resolveMcpClient(
  context: Pick<PlugboardContext, "mcpClientMetadataUrl" | "prisma" | "cipher">,
  deps: { discovery: McpPluginDiscovery },
  args: { developerId: string; server: DiscoveredMcpServer; endUser?: { clientId?: string; clientSecret: string }; scope?: string },
): Promise<McpGrantClient> {
  const { server } = args;
  const where = {
    authorizationServerUrl: server.discovery.authorizationServerUrl ?? new URL("/", server.config.serverUrl).href,
    ...(server.metadata ? { metadata: server.metadata } : {}),
    ...(server.discovery.resource ? { resource: server.discovery.resource } : {}),
  };
  const override = await createMcpUpstreamStore(context).clientOverride(args.developerId, server.pluginId);
  const developerClient = override
    ? { clientId: override.clientId, ...(override.clientSecret ? { clientSecret: context.cipher.decrypt(override.clientSecret) } : {}) }
    : undefined;
  const adminClient = server.config.clientId
    ? { clientId: server.config.clientId, ...(server.config.clientSecret ? { clientSecret: server.config.clientSecret } : {}) }
    : undefined;
  const registered = async () => {
    const client = await deps.discovery.registeredClient(server, args.scope);
    return {
      clientId: client.clientId,
      ...(client.clientSecret ? { clientSecret: client.clientSecret } : {}),
      ...(client.tokenEndpointAuthMethod ? { tokenEndpointAuthMethod: client.tokenEndpointAuthMethod } : {}),
    };
  };

  if (args.endUser) {
    if (!override?.allowEndUserCredentials) {
      throw invalidInput({ mcpClientSecret: ["the developer does not allow end-users to bring their own MCP client credentials"] });
    }
    const clientId = args.endUser.clientId ?? developerClient?.clientId ?? adminClient?.clientId ?? (await registered()).clientId;
    return { source: "end_user", clientId, clientSecret: args.endUser.clientSecret, ...where };
  }
  if (developerClient) return { source: "developer", ...developerClient, ...where };
  if (adminClient) return { source: "admin", ...adminClient, ...where };
  if (context.mcpClientMetadataUrl && server.metadata?.client_id_metadata_document_supported === true) {
    return { source: "metadata_document", clientId: context.mcpClientMetadataUrl, tokenEndpointAuthMethod: "none", ...where };
  }
  return { source: "registered", ...(await registered()), ...where };
}
