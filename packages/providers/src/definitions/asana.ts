import type { ProviderDefinitionInput } from "@plugboard/core";
import { asanaScopes, asanaTools } from "../tools/asana.js";

/** Asana: workspaces, projects, sections, tasks and comments. OAuth app or personal access token. */
export const asana: ProviderDefinitionInput = {
  id: "asana",
  name: "Asana",
  description: "Find, create, update, assign, comment on and organize tasks and projects in Asana workspaces.",
  categories: ["project-management", "productivity"],
  docsUrl: "https://developers.asana.com/docs",
  kind: "http",
  baseUrl: "https://app.asana.com/api/1.0",
  authModes: [
    {
      type: "oauth2",
      label: "Asana account",
      description: "Create an app in the Asana developer console and add Plugboard's callback URL ({base_url}/api/v1/oauth/callback) as a redirect URL. Access tokens last an hour; the refresh token stays valid.",
      authorizeUrl: "https://app.asana.com/-/oauth_authorize",
      tokenUrl: "https://app.asana.com/-/oauth_token",
      revokeUrl: "https://app.asana.com/-/oauth_revoke",
      scopeSeparator: " ",
      pkce: false,
      clientAuth: "body",
      refresh: "reuse",
      defaultScopes: ["default"],
      scopes: asanaScopes,
    },
    {
      type: "bearer",
      label: "Personal access token",
      description: "Create a personal access token in Asana's developer console (My apps); it acts as the user who created it.",
      headerName: "Authorization",
      prefix: "Bearer",
    },
  ],
  tools: asanaTools,
  sources: [
    "https://developers.asana.com/docs/oauth",
    "https://developers.asana.com/docs/personal-access-token",
    "https://developers.asana.com/reference/rest-api-reference",
    "https://github.com/Asana/developer-docs",
  ],
};
