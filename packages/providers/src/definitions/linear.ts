import type { ProviderDefinitionInput } from "@plugboard/core";
import { linearTools } from "../tools/linear.js";

/**
 * Linear's GraphQL API (`https://api.linear.app/graphql`; the base URL is the host and every tool posts to
 * `/graphql` with a fixed operation). OAuth 2.0 with comma-separated scopes (`read` always present) and
 * refresh tokens (every OAuth2 application uses them since April 1, 2026); or a personal API key sent
 * bare in `Authorization` (no `Bearer`). Linear's OAuth 2.0 page confirms the authorize URL
 * (`GET https://linear.app/oauth/authorize`) and the token URL (`POST https://api.linear.app/oauth/token`,
 * `Content-Type: application/x-www-form-urlencoded`). Not confirmed in the text found: a revocation
 * endpoint that takes an RFC 7009 request, and whether refresh tokens rotate — so no `revokeUrl`
 * (disconnecting deletes the stored tokens without calling Linear) and `refresh: reuse` (the engine
 * stores a refresh token that comes back and keeps the old one otherwise).
 */
export const linear: ProviderDefinitionInput = {
  id: "linear",
  name: "Linear",
  description: "Find, create and update Linear issues, move them through workflow states, comment, and look up teams, projects, users and labels.",
  categories: ["project-management", "developer-tools"],
  docsUrl: "https://linear.app/developers/graphql",
  kind: "http",
  baseUrl: "https://api.linear.app",
  authModes: [
    {
      type: "oauth2",
      label: "Linear workspace",
      description:
        "Create an OAuth2 application in Linear (Settings → API → OAuth applications, https://linear.app/settings/api/applications/new) and add Plugboard's callback URL ({base_url}/api/v1/oauth/callback) as a callback URL.",
      config: {
        authorize_url: "https://linear.app/oauth/authorize",
        token_url: "https://api.linear.app/oauth/token",
        scope_separator: ",",
        scopes: ["read", "write"],
      },
      scopes: [
        { name: "read", description: "(Default) Read access for the user's account. This scope will always be present." },
        { name: "write", description: "Write access for the user's account." },
        { name: "issues:create", description: "Allows creating new issues and their attachments." },
        { name: "comments:create", description: "Allows creating new issue comments." },
        { name: "timeSchedule:write", description: "Allows creating and modifying time schedules." },
        { name: "admin", description: "Full access to admin level endpoints; never ask for it unless absolutely needed." },
      ],
    },
    {
      type: "api_key",
      label: "Personal API key",
      description: "Create a personal API key in Linear's Security & access settings (https://linear.app/settings/account/security); it is sent as Authorization: <API_KEY>, without Bearer.",
      in: "header",
      name: "Authorization",
    },
  ],
  tools: linearTools,
  verifiedAt: "2026-11-27",
  sources: [
    "https://linear.app/developers/oauth-2-0-authentication",
    "https://developers.linear.app/docs/oauth/authentication",
    "https://linear.app/developers/graphql",
    "https://github.com/linear/linear/blob/master/packages/sdk/src/schema.graphql",
  ],
};
