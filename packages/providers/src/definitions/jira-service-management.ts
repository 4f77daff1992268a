import type { ProviderDefinitionInput } from "@plugboard/core";
import { jiraServiceManagementTools } from "../tools/jira-service-management.js";

const SCOPES = "https://developer.atlassian.com/cloud/jira/service-desk/scopes-for-oauth-2-3LO-and-forge-apps/";
const INTRO = "https://developer.atlassian.com/cloud/jira/service-desk/rest/intro/";
const IMPLEMENTING = "https://developer.atlassian.com/cloud/oauth/getting-started/implementing-oauth-3lo";
const CALLS = "https://developer.atlassian.com/cloud/oauth/getting-started/making-calls-to-api";

/**
 * Jira Service Management Cloud REST API (`/rest/servicedeskapi/…`) through Atlassian's API gateway,
 * `https://api.atlassian.com/ex/jira/{cloudid}` — the same gateway and OAuth 2.0 (3LO) as the Jira
 * provider (Jira Service Management "uses the same authentication methods as Jira Cloud"): JSON token
 * requests, `audience=api.atlassian.com`, `prompt=consent`, `offline_access` for a refresh token, and
 * rotating refresh tokens. The site's cloud id is the `cloud_id` connection field, as in the Jira
 * provider: Atlassian's accessible-resources list is not in any order and must not be used to know
 * which site was authorised.
 */
export const jiraServiceManagement: ProviderDefinitionInput = {
  id: "jira-service-management",
  name: "Jira Service Management",
  description: "Work with Jira Service Management: list service desks, request types and their fields, raise customer requests, read and comment on them, follow their status and SLAs, transition them, and list queues and their issues.",
  categories: ["customer-support", "project-management"],
  docsUrl: INTRO,
  kind: "http",
  baseUrl: "https://api.atlassian.com/ex/jira/{{config.cloud_id}}",
  connectionConfig: [
    {
      name: "cloud_id",
      label: "Site cloud id",
      description:
        "The site's cloud id: the `id` of the site in GET https://api.atlassian.com/oauth/token/accessible-resources (with the connection's token), or the `cloudId` at https://<your-site>.atlassian.net/_edge/tenant_info.",
      pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$",
      example: "11223344-a1b2-3b33-c444-def123456789",
    },
  ],
  authModes: [
    {
      type: "oauth2",
      label: "Atlassian account",
      description:
        "Create an OAuth 2.0 integration in the Atlassian developer console (https://developer.atlassian.com/console/myapps/), add the Jira Service Management API with the scopes below under Permissions, and set Plugboard's callback URL ({base_url}/api/v1/oauth/callback) under Authorization → OAuth 2.0 (3LO).",
      config: {
        authorize_url: "https://auth.atlassian.com/authorize",
        token_url: "https://auth.atlassian.com/oauth/token",
        extra_params: { audience: "api.atlassian.com", prompt: "consent" },
        token_request_format: "json",
        refresh_token_rotation: true,
        scopes: ["read:servicedesk-request", "write:servicedesk-request", "offline_access"],
      },
      scopes: [
        { name: "read:servicedesk-request", description: "Read customer requests, service desks and request types." },
        { name: "write:servicedesk-request", description: "Create and edit customer requests: raise them, comment, transition." },
        { name: "manage:servicedesk-customer", description: "Create, manage and delete customers and organizations." },
        { name: "offline_access", description: "Get a refresh token, so the app can act while the user is offline." },
      ],
    },
  ],
  tools: jiraServiceManagementTools,
  verifiedAt: "2026-11-28",
  sourceFacts: {
    [INTRO]: ["same authentication methods as Jira Cloud", "REST API under /rest/servicedeskapi"],
    [SCOPES]: ["scopes read:servicedesk-request, write:servicedesk-request, manage:servicedesk-customer"],
    [IMPLEMENTING]: ["authorizeUrl, tokenUrl (auth.atlassian.com)", "audience=api.atlassian.com, prompt=consent", "JSON token requests", "offline_access, rotating refresh tokens"],
    [CALLS]: ["baseUrl https://api.atlassian.com/ex/jira/{cloudid}", "accessible-resources not in any order (cloud id kept a config field)"],
  },
  sources: [INTRO, SCOPES, IMPLEMENTING, CALLS, "https://developer.atlassian.com/cloud/jira/service-desk/rest/api-group-request/", "https://developer.atlassian.com/cloud/jira/service-desk/rest/api-group-servicedesk/"],
};
