import type { ProviderDefinitionInput } from "@plugboard/core";
import { confluenceTools } from "../tools/confluence.js";

/**
 * Confluence Cloud's REST API (v2, and v1 for CQL search) through Atlassian's API gateway:
 * `https://api.atlassian.com/ex/confluence/{cloudid}`, the tools' `/wiki/…` paths appended. The same
 * Atlassian OAuth 2.0 (3LO) as Jira (`audience=api.atlassian.com`, `prompt=consent`, `offline_access` for
 * a refresh token, rotating refresh tokens, JSON token requests). The v2 endpoints take granular scopes; CQL search the
 * classic `search:confluence`. The site's cloud id comes from
 * `GET https://api.atlassian.com/oauth/token/accessible-resources` after authorization, which a
 * definition cannot pick from, so the user gives it as the `cloud_id` connection field (the list is
 * "not given in any order", Atlassian's "Making calls to API" page says, so its first site cannot stand
 * for the one the user authorised; see the Jira definition).
 */
export const confluence: ProviderDefinitionInput = {
  id: "confluence",
  name: "Confluence Cloud",
  description: "Search Confluence with CQL, read spaces and pages, create and delete pages, and read and add page comments.",
  categories: ["documentation", "productivity"],
  docsUrl: "https://developer.atlassian.com/cloud/confluence/rest/v2/intro/",
  kind: "http",
  baseUrl: "https://api.atlassian.com/ex/confluence/{{config.cloud_id}}",
  connectionConfig: [
    {
      name: "cloud_id",
      label: "Site cloud id",
      description:
        "The Confluence site's cloud id: the `id` of the site in GET https://api.atlassian.com/oauth/token/accessible-resources (with the connection's token), or the `cloudId` at https://<your-site>.atlassian.net/_edge/tenant_info.",
      pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$",
      example: "11223344-a1b2-3b33-c444-def123456789",
    },
  ],
  authModes: [
    {
      type: "oauth2",
      label: "Atlassian account",
      description:
        "Create an OAuth 2.0 integration in the Atlassian developer console (https://developer.atlassian.com/console/myapps/), add the Confluence API with the scopes below under Permissions, and set Plugboard's callback URL ({base_url}/api/v1/oauth/callback) under Authorization → OAuth 2.0 (3LO).",
      config: {
        authorize_url: "https://auth.atlassian.com/authorize",
        token_url: "https://auth.atlassian.com/oauth/token",
        extra_params: { audience: "api.atlassian.com", prompt: "consent" },
        token_request_format: "json",
        refresh_token_rotation: true,
        scopes: [
        "read:space:confluence",
        "read:page:confluence",
        "write:page:confluence",
        "delete:page:confluence",
        "read:comment:confluence",
        "write:comment:confluence",
        "search:confluence",
        "offline_access",
      ],
      },
      scopes: [
        { name: "read:space:confluence", description: "View space details (LIST_SPACES, GET_SPACE)." },
        { name: "read:page:confluence", description: "View pages (LIST_PAGES, GET_PAGE)." },
        { name: "write:page:confluence", description: "Create and update pages." },
        { name: "delete:page:confluence", description: "Delete pages." },
        { name: "read:comment:confluence", description: "View comments." },
        { name: "write:comment:confluence", description: "Create and update comments." },
        { name: "search:confluence", description: "Search Confluence content and space summaries (the v1 CQL search)." },
        { name: "offline_access", description: "Get a refresh token, so the app can act while the user is offline." },
      ],
    },
  ],
  tools: confluenceTools,
  verifiedAt: "2026-11-27",
  sources: [
    "https://developer.atlassian.com/cloud/confluence/oauth-2-3lo-apps/",
    "https://developer.atlassian.com/cloud/oauth/getting-started/implementing-oauth-3lo",
    "https://developer.atlassian.com/cloud/oauth/getting-started/making-calls-to-api",
    "https://developer.atlassian.com/cloud/confluence/scopes-for-oauth-2-3LO-and-forge-apps/",
    "https://developer.atlassian.com/cloud/confluence/rest/v2/intro/",
    "https://developer.atlassian.com/cloud/confluence/rest/v1/api-group-search/",
  ],
};
