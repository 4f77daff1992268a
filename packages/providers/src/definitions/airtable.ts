import type { ProviderDefinitionInput } from "@plugboard/core";
import { airtableTools } from "../tools/airtable.js";

/**
 * Airtable's Web API (`https://api.airtable.com/v0`). OAuth integrations must use PKCE (S256) (OAuth
 * reference). An integration with a client secret authenticates at the token endpoint with HTTP Basic:
 * Airtable's own example (github.com/Airtable/oauth-example, linked from the OAuth reference) sends
 * `Authorization: Basic base64(client_id:client_secret)` "if your integration has a client secret", with
 * a form body. Not confirmed on an Airtable page found: whether each refresh answers a new refresh token
 * (the reference's refresh section was not in the text found). Kept conservative: `refresh: reuse` —
 * the engine stores a refresh token that comes back and keeps the old one otherwise. Personal access
 * tokens are the other way in.
 */
export const airtable: ProviderDefinitionInput = {
  id: "airtable",
  name: "Airtable",
  description: "Read a base's tables and fields, and list, filter, create, update and delete records in Airtable.",
  categories: ["database", "productivity", "spreadsheets"],
  docsUrl: "https://airtable.com/developers/web/api/introduction",
  kind: "http",
  baseUrl: "https://api.airtable.com/v0",
  authModes: [
    {
      type: "oauth2",
      label: "Airtable account",
      description:
        "Register an OAuth integration at https://airtable.com/create/oauth with Plugboard's callback URL ({base_url}/api/v1/oauth/callback) as the redirect URL, select the scopes the agent needs and generate a client secret. The user picks which bases and workspaces the integration can reach.",
      config: {
        authorize_url: "https://airtable.com/oauth2/v1/authorize",
        token_url: "https://airtable.com/oauth2/v1/token",
        pkce: true,
        token_endpoint_auth_method: "client_secret_basic",
        scopes: ["data.records:read", "data.records:write", "schema.bases:read", "user.email:read"],
      },
      scopes: [
        { name: "data.records:read", description: "See the data in records." },
        { name: "data.records:write", description: "Create, edit, and delete records." },
        { name: "data.recordComments:read", description: "See comments in records." },
        { name: "data.recordComments:write", description: "Create, edit, and delete record comments." },
        { name: "schema.bases:read", description: "See the structure of a base, like table names or field types." },
        { name: "schema.bases:write", description: "Edit the structure of a base, like adding new fields or tables." },
        { name: "user.email:read", description: "See the user's email address." },
      ],
    },
    {
      type: "bearer",
      label: "Personal access token",
      description: "Create a personal access token at https://airtable.com/create/tokens with the scopes (data.records:read, data.records:write, schema.bases:read) and the bases the agent may use; it is sent as Authorization: Bearer <token>.",
      headerName: "Authorization",
      prefix: "Bearer",
    },
  ],
  tools: airtableTools,
  verifiedAt: "2026-11-27",
  sources: [
    "https://airtable.com/developers/web/api/oauth-reference",
    "https://github.com/Airtable/oauth-example/blob/main/index.js",
    "https://airtable.com/developers/web/api/scopes",
    "https://airtable.com/developers/web/guides/personal-access-tokens",
    "https://airtable.com/developers/web/api/authentication",
    "https://airtable.com/developers/web/api/introduction",
  ],
};
