import type { ProviderDefinitionInput } from "@plugboard/core";
import { freshbooksTools } from "../tools/freshbooks.js";

const SDK = "https://github.com/freshbooks/freshbooks-nodejs-sdk/blob/main/packages/api/src/APIClient.ts";

/**
 * FreshBooks' API (`https://api.freshbooks.com`), as FreshBooks' own Node.js SDK runs it: the user is
 * sent to `https://auth.freshbooks.com/oauth/authorize` (scopes joined with spaces), and the code is
 * exchanged, and the token refreshed, at `https://api.freshbooks.com/auth/oauth/token` with
 * `client_id`, `client_secret`, `grant_type`, `redirect_uri` and the code (or refresh token) in a JSON
 * body; the answer carries `access_token`, `refresh_token`, `expires_in` and `created_at`. Calls send the
 * token as a bearer token. Whether a refresh spends the old refresh token is not stated in the SDK, so
 * rotation is left off (a new one that comes back is kept).
 */
export const freshbooks: ProviderDefinitionInput = {
  id: "freshbooks",
  name: "FreshBooks",
  description: "FreshBooks accounting: the user's businesses, clients, invoices (list, read, create), payments and projects.",
  categories: ["finance", "payments"],
  docsUrl: "https://www.freshbooks.com/api",
  kind: "http",
  baseUrl: "https://api.freshbooks.com",
  authModes: [
    {
      type: "oauth2",
      label: "FreshBooks account",
      description:
        "Create an app in FreshBooks' developer settings, set Plugboard's callback URL ({base_url}/api/v1/oauth/callback) as its redirect URI, choose its scopes there, and copy the client id and secret.",
      config: {
        authorize_url: "https://auth.freshbooks.com/oauth/authorize",
        token_url: "https://api.freshbooks.com/auth/oauth/token",
        token_request_format: "json",
      },
    },
  ],
  tools: freshbooksTools,
  verifiedAt: "2026-11-28",
  sourceFacts: {
    [SDK]: [
      "authorizeUrl https://auth.freshbooks.com/oauth/authorize",
      "tokenUrl https://api.freshbooks.com/auth/oauth/token (code and refresh)",
      "token request: JSON body with client_id, client_secret, grant_type, redirect_uri",
      "Authorization: Bearer <token>",
      "baseUrl https://api.freshbooks.com",
      "every tool's method and path",
    ],
  },
  sources: [SDK, "https://www.freshbooks.com/api/authentication"],
};
