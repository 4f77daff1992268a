import type { ProviderDefinitionInput } from "@plugboard/core";
import { referenceTool } from "../tools/reference-tool.js";

const AUTH_ENDPOINTS = "https://lucid.readme.io/reference/authorization-endpoints";
const OBTAINING = "https://lucid.readme.io/reference/obtaining-an-access-token";
const REFRESHING = "https://lucid.readme.io/reference/refreshing-the-access-token";
const USING = "https://lucid.readme.io/reference/using-the-access-token";
const TOKEN_REF = "https://lucid.readme.io/reference/createorrefreshaccesstoken";

/**
 * Lucid's REST API (`https://api.lucid.co`; Lucidchart, Lucidspark, Lucidscale), which supports only
 * the OAuth 2.0 authorization code flow: the user is sent to `https://lucid.app/oauth2/authorize` (user
 * tokens; account tokens use `authorizeAccount`) with space-separated scopes, and the code is exchanged
 * at `https://api.lucid.co/oauth2/token` as a JSON body with `client_id` and `client_secret`. Access
 * tokens last an hour; refresh tokens (with the `offline_access` scope) 180 days, and a refresh
 * invalidates the old tokens (`refresh_token_rotation`). Every call carries `Lucid-Api-Version: 1`.
 */
export const lucid: ProviderDefinitionInput = {
  id: "lucid",
  name: "Lucid",
  description: "Lucid (Lucidchart, Lucidspark): the connected user's profile; documents, folders and the rest of the REST API through the proxy.",
  categories: ["design", "productivity"],
  docsUrl: "https://developer.lucid.co/reference",
  kind: "http",
  baseUrl: "https://api.lucid.co",
  headers: { "Lucid-Api-Version": "1" },
  authModes: [
    {
      type: "oauth2",
      label: "Lucid user",
      description: "Create an app in Lucid's developer portal, create an OAuth 2.0 client in its settings with Plugboard's callback URL ({base_url}/api/v1/oauth/callback) as a redirect URI, and copy the client id and secret.",
      config: {
        authorize_url: "https://lucid.app/oauth2/authorize",
        token_url: "https://api.lucid.co/oauth2/token",
        token_request_format: "json",
        refresh_token_rotation: true,
        scopes: ["user.profile", "offline_access"],
      },
      scopes: [
        { name: "user.profile", description: "Read the user's profile (GET /users/me/profile)." },
        { name: "offline_access", description: "Get a refresh token, to keep access without the user." },
        { name: "lucidchart.document.content", description: "Lucidchart document content." },
      ],
    },
  ],
  tools: [
    referenceTool({ slug: "GET_USER_PROFILE", name: "Get the user's profile", description: "The connected Lucid user's profile: name, email, username (needs user.profile).", method: "GET", path: "/users/me/profile", url: USING }),
  ],
  verifiedAt: "2026-11-28",
  sourceFacts: {
    [AUTH_ENDPOINTS]: ["authorizeUrl https://lucid.app/oauth2/authorize (user tokens)"],
    [OBTAINING]: ["authorize params client_id, redirect_uri, scope (space-separated), state", "tokenUrl, JSON body with code, client_id, client_secret", "scopes lucidchart.document.content, offline_access, user.profile"],
    [REFRESHING]: ["access tokens last an hour, refresh tokens 180 days", "a refresh invalidates the old tokens", "offline_access needed for refresh"],
    [USING]: ["Authorization: Bearer <token>", "Lucid-Api-Version header", "tool GET_USER_PROFILE (user.profile scope)"],
    [TOKEN_REF]: ["POST https://api.lucid.co/oauth2/token"],
  },
  sources: [AUTH_ENDPOINTS, OBTAINING, REFRESHING, USING, TOKEN_REF, "https://developer.lucid.co/reference/using-oauth-20"],
};
