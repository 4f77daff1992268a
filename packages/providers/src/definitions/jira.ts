import type { ProviderDefinitionInput } from "@plugboard/core";
import { referenceTool } from "../tools/reference-tool.js";
import { jiraTools } from "../tools/jira.js";

/**
 * JQL search, hand-written: Atlassian replaced `GET /rest/api/3/search` (still in the published document
 * the other tools come from) with the enhanced search `GET /rest/api/3/search/jql` (token pagination).
 */
const searchIssues = referenceTool({
  slug: "SEARCH_ISSUES",
  name: "Search issues with JQL",
  description:
    "Find issues with a JQL query, e.g. `project = PROJ AND status = \"In Progress\" AND assignee = currentUser() ORDER BY updated DESC`. The query must be bounded (name a project, assignee, date…). Pass `fields` (e.g. `summary,status,assignee`) to keep answers small; page with nextPageToken.",
  method: "GET",
  path: "/rest/api/3/search/jql",
  url: "https://developer.atlassian.com/cloud/jira/platform/rest/v3/api-group-issue-search/#api-rest-api-3-search-jql-get",
  params: {
    jql: { type: "string", minLength: 1, requiredParam: true, description: "A bounded JQL query." },
    fields: { type: "string", description: "Comma-separated fields to return, e.g. `summary,status,assignee`; `*all` for all; default: only the issue id." },
    maxResults: { type: "integer", minimum: 1, maximum: 5000, description: "Issues per page." },
    nextPageToken: { type: "string", description: "The nextPageToken of the previous answer, for the next page." },
    expand: { type: "string", description: "Comma-separated extras, e.g. `renderedFields,names,changelog,transitions`." },
  },
});

/**
 * Jira Cloud's platform REST API v3 through Atlassian's API gateway:
 * `https://api.atlassian.com/ex/jira/{cloudid}`, the tools' `/rest/api/3/…` paths appended. OAuth 2.0
 * (3LO) with `audience=api.atlassian.com` and `prompt=consent`; `offline_access` brings a refresh token,
 * and refresh tokens rotate. The token requests are JSON bodies (`Content-Type: application/json`, client
 * id and secret in the body), as Atlassian's "Implementing OAuth 2.0 (3LO)" page shows. The site's
 * cloud id comes from
 * `GET https://api.atlassian.com/oauth/token/accessible-resources` after authorization — a list of sites,
 * which the catalog cannot pick from, so the user gives it as the `cloud_id` connection field (it is
 * also shown at `https://<site>.atlassian.net/_edge/tenant_info`). The engine could keep the list's
 * first `id` as metadata (`connect_metadata`), but Atlassian's "Making calls to API" page says the list
 * holds every site the token can work for, "not given in any order", and must not be used to know which
 * site was authorised: for a user of several sites the first one may be the wrong one. An API token (Basic, email + token)
 * works only against the site URL, not this gateway base, so it is not offered here.
 */
export const jira: ProviderDefinitionInput = {
  id: "jira",
  name: "Jira Cloud",
  description: "Search Jira issues with JQL, create, edit, assign and transition issues, comment, log work, link issues, and look up projects, users and fields.",
  categories: ["project-management", "developer-tools"],
  docsUrl: "https://developer.atlassian.com/cloud/jira/platform/rest/v3/intro/",
  kind: "http",
  baseUrl: "https://api.atlassian.com/ex/jira/{{config.cloud_id}}",
  connectionConfig: [
    {
      name: "cloud_id",
      label: "Site cloud id",
      description:
        "The Jira site's cloud id: the `id` of the site in GET https://api.atlassian.com/oauth/token/accessible-resources (with the connection's token), or the `cloudId` at https://<your-site>.atlassian.net/_edge/tenant_info.",
      pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$",
      example: "11223344-a1b2-3b33-c444-def123456789",
    },
  ],
  authModes: [
    {
      type: "oauth2",
      label: "Atlassian account",
      description:
        "Create an OAuth 2.0 integration in the Atlassian developer console (https://developer.atlassian.com/console/myapps/), add the Jira API with the scopes below under Permissions, and set Plugboard's callback URL ({base_url}/api/v1/oauth/callback) under Authorization → OAuth 2.0 (3LO).",
      config: {
        authorize_url: "https://auth.atlassian.com/authorize",
        token_url: "https://auth.atlassian.com/oauth/token",
        extra_params: { audience: "api.atlassian.com", prompt: "consent" },
        token_request_format: "json",
        refresh_token_rotation: true,
        scopes: ["read:jira-work", "write:jira-work", "read:jira-user", "offline_access"],
      },
      scopes: [
        { name: "read:jira-work", description: "Read Jira project and issue data, search for issues, and objects associated with issues like attachments and worklogs." },
        { name: "write:jira-work", description: "Create and edit issues in Jira, post comments as the user, create worklogs, and delete issues." },
        { name: "read:jira-user", description: "View user information in Jira that the user has access to, including usernames, email addresses, and avatars." },
        { name: "manage:jira-project", description: "Create and edit project settings and create new project-level objects (e.g. versions and components)." },
        { name: "manage:jira-configuration", description: "Take Jira administration actions (e.g. create projects and custom fields, view workflows, manage issue link types)." },
        { name: "offline_access", description: "Get a refresh token, so the app can act while the user is offline." },
      ],
    },
  ],
  tools: [searchIssues, ...jiraTools],
  verifiedAt: "2026-11-27",
  sources: [
    "https://developer.atlassian.com/cloud/jira/platform/oauth-2-3lo-apps/",
    "https://developer.atlassian.com/cloud/oauth/getting-started/implementing-oauth-3lo",
    "https://developer.atlassian.com/cloud/oauth/getting-started/making-calls-to-api",
    "https://developer.atlassian.com/cloud/jira/platform/scopes-for-oauth-2-3LO-and-forge-apps/",
    "https://developer.atlassian.com/cloud/jira/platform/rest/v3/intro/",
    "https://developer.atlassian.com/cloud/jira/platform/rest/v3/api-group-issue-search/",
    "https://developer.atlassian.com/cloud/jira/platform/swagger-v3.v3.json",
  ],
};
