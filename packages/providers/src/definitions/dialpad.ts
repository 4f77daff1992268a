import type { ProviderDefinitionInput } from "@plugboard/core";
import { DIALPAD_OPENAPI, dialpadTools } from "../tools/dialpad.js";

/**
 * Dialpad's API v2 (`https://dialpad.com`, the first server of Dialpad's own OpenAPI document; paths
 * start with `/api/v2`). OAuth 2.0 as that document describes it: the user is sent to
 * `https://dialpad.com/oauth2/authorize` (PKCE optional there, so off), the code is redeemed at
 * `https://dialpad.com/oauth2/token` with a JSON body (`grant_type`, `code`; the client id and secret in
 * the body or as HTTP Basic), and a refresh trades the refresh token "in for a new token pair"
 * (`refresh_token_rotation`). An API key works as a bearer token too (the document's `bearer_token`).
 */
export const dialpad: ProviderDefinitionInput = {
  id: "dialpad",
  name: "Dialpad",
  description: "Dialpad's cloud phone system: company, offices, users and contacts, calls and their transcripts, and sending SMS.",
  categories: ["communication", "customer-support"],
  docsUrl: "https://developers.dialpad.com/",
  kind: "http",
  baseUrl: "https://dialpad.com",
  authModes: [
    {
      type: "oauth2",
      label: "Dialpad account",
      description: "Obtain an OAuth client (client id and secret) for your Dialpad app, with Plugboard's callback URL ({base_url}/api/v1/oauth/callback) as its redirect URI.",
      config: {
        authorize_url: "https://dialpad.com/oauth2/authorize",
        token_url: "https://dialpad.com/oauth2/token",
        token_request_format: "json",
        refresh_token_rotation: true,
      },
    },
    {
      type: "bearer",
      label: "API key",
      description: "An API key from the Dialpad admin web portal, sent as Authorization: Bearer <key>.",
      headerName: "Authorization",
      prefix: "Bearer",
    },
  ],
  tools: dialpadTools,
  verifiedAt: "2026-11-28",
  sourceFacts: {
    [DIALPAD_OPENAPI]: [
      "baseUrl https://dialpad.com (servers[0])",
      "authorizeUrl /oauth2/authorize (PKCE parameters optional)",
      "tokenUrl /oauth2/token, JSON body, client credentials in the body or Basic",
      "refresh answers a new token pair",
      "API key as a bearer token (securitySchemes.bearer_token), acquired from the Dialpad admin web portal",
      "every tool's method and path",
    ],
  },
  sources: [DIALPAD_OPENAPI],
};
