import type { ProviderDefinitionInput } from "@plugboard/core";
import { boxScopes, boxTools } from "../tools/box.js";

/** Box: files, folders, search, comments, collaborations and tasks, acting for a signed-in user. */
export const box: ProviderDefinitionInput = {
  id: "box",
  name: "Box",
  description: "Search, organize, copy, comment on, share and assign tasks on files and folders in a user's Box account.",
  categories: ["file-storage", "productivity"],
  docsUrl: "https://developer.box.com/reference/",
  kind: "http",
  baseUrl: "https://api.box.com/2.0",
  authModes: [
    {
      type: "oauth2",
      label: "Box account",
      description:
        "Create a Custom App with User Authentication (OAuth 2.0) in the Box Developer Console and add Plugboard's callback URL ({base_url}/api/v1/oauth/callback) as a redirect URI. Box refresh tokens can be used once: each refresh returns a new one.",
      authorizeUrl: "https://account.box.com/api/oauth2/authorize",
      tokenUrl: "https://api.box.com/oauth2/token",
      revokeUrl: "https://api.box.com/oauth2/revoke",
      scopeSeparator: " ",
      pkce: false,
      clientAuth: "body",
      refresh: "rotate",
      // Without a scope parameter Box grants the scopes configured on the app.
      defaultScopes: [],
      scopes: boxScopes,
    },
  ],
  tools: boxTools,
  sources: [
    "https://developer.box.com/guides/authentication/oauth2/",
    "https://developer.box.com/guides/api-calls/permissions-and-errors/scopes/",
    "https://developer.box.com/reference/post-oauth2-token/",
    "https://github.com/box/box-openapi",
  ],
};
