import type { OAuthClientMetadataDocument } from "@plugboard/core";
import { isClientMetadataUrl } from "../../infra/is-client-metadata-url.js";

/** Where Plugboard serves its OAuth client metadata document, under its base URL. */
export const CLIENT_METADATA_PATH = "/api/v1/oauth/client-metadata.json";

/**
 * The URL Plugboard presents as its `client_id` to MCP authorization servers that support client ID
 * metadata documents: the configured one (`PLUGBOARD_MCP_CLIENT_METADATA_URL`, for a document
 * published elsewhere), else `${baseUrl}/api/v1/oauth/client-metadata.json` when the base URL is
 * `https` — null otherwise (such a server is then registered with, as before).
 *
 * @throws {Error} when the configured URL is not an `https` URL with a path
 */
export function resolveClientMetadataUrl(baseUrl: string, configured: string | null | undefined): string | null {
  if (configured === null) return null;
  if (configured !== undefined) {
    if (!isClientMetadataUrl(configured)) throw new Error("mcpClientMetadataUrl must be an https URL with a path, e.g. https://plugboard.example.com/api/v1/oauth/client-metadata.json");
    return configured;
  }
  const own = `${baseUrl}${CLIENT_METADATA_PATH}`;
  return isClientMetadataUrl(own) ? own : null;
}

/**
 * Plugboard's client metadata document: a public client (PKCE, `token_endpoint_auth_method: "none"`)
 * named "Plugboard" whose only redirect URI is the OAuth callback, for the authorization code and
 * refresh token grants. `clientId` is the URL the document is published at.
 *
 * @example
 * mcpClientMetadataDocument({ clientId: "https://pb.example.com/api/v1/oauth/client-metadata.json", baseUrl: "https://pb.example.com", redirectUri });
 */
export function mcpClientMetadataDocument(input: { clientId: string; baseUrl: string; redirectUri: string }): OAuthClientMetadataDocument {
  return {
    client_id: input.clientId,
    client_name: "Plugboard",
    client_uri: input.baseUrl,
    redirect_uris: [input.redirectUri],
    grant_types: ["authorization_code", "refresh_token"],
    response_types: ["code"],
    token_endpoint_auth_method: "none",
  };
}
