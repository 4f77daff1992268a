import type { ProviderDefinitionInput } from "@plugboard/core";
import { PINTEREST_OPENAPI, pinterestTools } from "../tools/pinterest.js";

const QUICKSTART_AUTH = "https://github.com/pinterest/api-quickstart/blob/main/python/src/user_auth.py";

/**
 * Pinterest API v5 (`https://api.pinterest.com/v5`, the server of Pinterest's own OpenAPI description).
 * OAuth 2.0 as that document's `pinterest_oauth2` scheme and its `/oauth/token` operation state it: the
 * user is sent to `https://www.pinterest.com/oauth/`, the code is exchanged (and refreshed) at
 * `https://api.pinterest.com/v5/oauth/token` as a form, the client authenticating with HTTP Basic (the
 * operation's `basic` security). Scopes are joined with commas (Pinterest's own quickstart). Apps created
 * since 2025-09-25 get continuous refresh tokens (60 days, refreshable indefinitely); whether a refresh
 * answers a new refresh token is not stated per se, so rotation is left off (a new one is kept anyway).
 */
export const pinterest: ProviderDefinitionInput = {
  id: "pinterest",
  name: "Pinterest",
  description: "A Pinterest account's boards, sections and Pins: list, read, search, create boards and Pins.",
  categories: ["social-media", "marketing"],
  docsUrl: "https://developers.pinterest.com/docs/api/v5/",
  kind: "http",
  baseUrl: "https://api.pinterest.com/v5",
  authModes: [
    {
      type: "oauth2",
      label: "Pinterest account",
      description:
        "Create an app on developers.pinterest.com (Apps → Connect app), add Plugboard's callback URL ({base_url}/api/v1/oauth/callback) as a redirect URI, and copy the App ID (client id) and App secret key.",
      config: {
        authorize_url: "https://www.pinterest.com/oauth/",
        token_url: "https://api.pinterest.com/v5/oauth/token",
        token_endpoint_auth_method: "client_secret_basic",
        scope_separator: ",",
        scopes: ["user_accounts:read", "boards:read", "pins:read"],
      },
      scopes: [
        { name: "user_accounts:read", description: "See your user accounts and followers." },
        { name: "boards:read", description: "See your public boards, including group boards you join." },
        { name: "boards:read_secret", description: "See your secret boards." },
        { name: "boards:write", description: "Create, update, or delete your public boards." },
        { name: "boards:write_secret", description: "Create, update, or delete your secret boards." },
        { name: "pins:read", description: "See your public Pins." },
        { name: "pins:read_secret", description: "See your secret Pins." },
        { name: "pins:write", description: "Create, update, or delete your public Pins." },
        { name: "pins:write_secret", description: "Create, update, or delete your secret Pins." },
        { name: "ads:read", description: "See all of your advertising data, including ads, ad groups, campaigns etc." },
        { name: "catalogs:read", description: "See all of your catalogs data." },
      ],
    },
  ],
  tools: pinterestTools,
  verifiedAt: "2026-11-28",
  sourceFacts: {
    [PINTEREST_OPENAPI]: ["authorizeUrl", "tokenUrl", "scopes", "clientAuth: basic (security of POST /oauth/token)", "token request as a form", "continuous refresh tokens", "baseUrl", "every tool's method and path"],
    [QUICKSTART_AUTH]: ["scopes joined with commas in the authorize request"],
  },
  sources: [PINTEREST_OPENAPI, QUICKSTART_AUTH, "https://developers.pinterest.com/docs/api/v5/"],
};
