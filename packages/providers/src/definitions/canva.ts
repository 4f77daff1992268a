import type { ProviderDefinitionInput } from "@plugboard/core";
import { CANVA_OPENAPI, canvaTools } from "../tools/canva.js";

/**
 * Canva's Connect API (`https://api.canva.com/rest`, the server of Canva's own OpenAPI description; paths
 * start with `/v1`). OAuth 2.0 authorization code with PKCE (required), as the document's
 * `oauthAuthCode` scheme and its `/v1/oauth/token` operation state: the user is sent to
 * `https://www.canva.com/api/oauth/authorize`, the code exchanged at
 * `https://api.canva.com/rest/v1/oauth/token` with the `code_verifier`, the client authenticating with
 * HTTP Basic (recommended there; body parameters also accepted). Access tokens last about 4 hours; each
 * refresh answers a new refresh token, kept (`refresh_token_rotation`). Revocation at `/v1/oauth/revoke`.
 */
export const canva: ProviderDefinitionInput = {
  id: "canva",
  name: "Canva",
  description: "Canva designs through the Connect API: list, read, create and export designs, browse folders, and comment.",
  categories: ["design", "marketing"],
  docsUrl: "https://www.canva.dev/docs/connect/",
  kind: "http",
  baseUrl: "https://api.canva.com/rest",
  authModes: [
    {
      type: "oauth2",
      label: "Canva account",
      description:
        "Create an integration in Canva's Developer Portal (canva.com/developers/integrations), add Plugboard's callback URL ({base_url}/api/v1/oauth/callback) as an authorized redirect, tick the scopes the agent needs, and copy the client id and generate a client secret.",
      config: {
        authorize_url: "https://www.canva.com/api/oauth/authorize",
        token_url: "https://api.canva.com/rest/v1/oauth/token",
        revokeUrl: "https://api.canva.com/rest/v1/oauth/revoke",
        token_endpoint_auth_method: "client_secret_basic",
        pkce: true,
        refresh_token_rotation: true,
        scopes: ["profile:read", "design:meta:read", "design:content:read", "folder:read"],
      },
      scopes: [
        { name: "profile:read", description: "Read the user's profile." },
        { name: "design:meta:read", description: "Read design metadata (list and get designs)." },
        { name: "design:content:read", description: "Read design content (export designs)." },
        { name: "design:content:write", description: "Create designs." },
        { name: "folder:read", description: "Read folders and their items." },
        { name: "folder:write", description: "Create, update and move folders." },
        { name: "asset:read", description: "Read assets." },
        { name: "asset:write", description: "Upload and update assets." },
        { name: "comment:read", description: "Read comments." },
        { name: "comment:write", description: "Create comments and replies." },
        { name: "brandtemplate:meta:read", description: "Read brand template metadata." },
        { name: "brandtemplate:content:read", description: "Read brand template content (autofill datasets)." },
      ],
    },
  ],
  tools: canvaTools,
  verifiedAt: "2026-11-28",
  sourceFacts: {
    [CANVA_OPENAPI]: [
      "authorizeUrl, tokenUrl and scopes (securitySchemes.oauthAuthCode)",
      "PKCE: code_verifier required",
      "clientAuth: basic (recommended) or body",
      "refresh answers a new refresh token",
      "access tokens about 4 hours",
      "revokeUrl /v1/oauth/revoke",
      "baseUrl https://api.canva.com/rest",
      "every tool's method and path",
    ],
  },
  sources: [CANVA_OPENAPI, "https://www.canva.dev/docs/connect/authentication/"],
};
