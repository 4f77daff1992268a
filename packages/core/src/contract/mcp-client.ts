import * as z from "zod";
import { TimestampSchema } from "./common.js";
import { safeString } from "./safe-string.js";

/**
 * Body of `PUT /api/v1/plugins/{slug}/mcp-client`: the developer's own OAuth client at the plugin's
 * MCP authorization server (a developer-level override of the admin default). `clientSecret` is
 * encrypted at rest and never returned; leaving it out keeps the stored secret while `clientId` stays
 * the same, `null` removes it (a public client). `allowEndUserCredentials` lets the developer's
 * end-users bring their own client secret on the hosted connect page.
 */
export const PutMcpClientRequestSchema = z.strictObject({
  clientId: safeString().trim().min(1, "clientId is required").max(512),
  clientSecret: safeString().min(1, "clientSecret must not be empty; use null to remove it").max(4096).nullable().optional(),
  allowEndUserCredentials: z.boolean().default(false),
});
export type PutMcpClientRequest = z.input<typeof PutMcpClientRequestSchema>;

/** The developer's MCP client override as returned: never the secret, only whether one is stored. */
export const McpClientOverrideSchema = z.object({
  plugin: z.string(),
  clientId: z.string(),
  hasClientSecret: z.boolean(),
  allowEndUserCredentials: z.boolean(),
  updatedAt: TimestampSchema,
});
export type McpClientOverride = z.infer<typeof McpClientOverrideSchema>;

/** Response of `DELETE /api/v1/plugins/{slug}/mcp-client`: the admin default (or registration) applies again. */
export const DeleteMcpClientResponseSchema = z.object({ deleted: z.literal(true) });
export type DeleteMcpClientResponse = z.infer<typeof DeleteMcpClientResponseSchema>;

/**
 * Plugboard's OAuth client metadata document (`GET /api/v1/oauth/client-metadata.json`, draft-ietf-oauth-client-id-metadata-document):
 * the document an MCP authorization server that supports client ID metadata documents fetches when
 * Plugboard presents this document's URL as its `client_id`. A public client: PKCE, no secret.
 */
export const OAuthClientMetadataDocumentSchema = z.object({
  /** The URL the document is served at, which is also the client id. */
  client_id: z.url(),
  client_name: z.string(),
  client_uri: z.url(),
  redirect_uris: z.array(z.url()).min(1),
  grant_types: z.array(z.enum(["authorization_code", "refresh_token"])),
  response_types: z.array(z.literal("code")),
  token_endpoint_auth_method: z.literal("none"),
});
export type OAuthClientMetadataDocument = z.infer<typeof OAuthClientMetadataDocumentSchema>;
