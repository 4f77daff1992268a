import type { ProviderDefinitionInput } from "@plugboard/core";
import { MIXPANEL_QUERY_OPENAPI, mixpanelTools } from "../tools/mixpanel.js";

const QUERY_AUTH = "https://docs.mixpanel.com/reference/query-api-authentication";
const PROJECT_SECRET = "https://docs.mixpanel.com/reference/project-secret";
const SERVICE_ACCOUNTS = "https://developer.mixpanel.com/v0.0-pr-1567/reference/service-accounts";

/**
 * Mixpanel's Query API (`https://{region}.com/api/query`, the server of Mixpanel's own OpenAPI document,
 * whose `regionAndDomain` variable is `mixpanel` for US, `eu.mixpanel` and `in.mixpanel` for EU and
 * India data residency — a connection config field), authenticated with a service account over HTTP
 * Basic (the document's `ServiceAccount` scheme: username and secret); every query names its
 * `project_id` (Mixpanel's Query API authentication page: service accounts are the preferred method).
 * Project-secret Basic auth is deprecated and retires on 2027-03-03 (Mixpanel's Project Secret page), and
 * the document's OAuth token scheme has no authorization flow on a page read here, so neither is offered. Tools hand-written, each
 * citing its operation in that document (read at commit ba229069 of mixpanel/docs).
 */
export const mixpanel: ProviderDefinitionInput = {
  id: "mixpanel",
  name: "Mixpanel",
  description: "Query Mixpanel analytics: saved Insights reports and funnels, event segmentation and sums, retention, top events and property values, users' activity, profiles, cohorts and JQL.",
  categories: ["marketing", "monitoring"],
  docsUrl: QUERY_AUTH,
  kind: "http",
  baseUrl: "https://{{config.region}}.com/api/query",
  connectionConfig: [
    {
      name: "region",
      label: "Data residency",
      description: "Where the project's data lives: mixpanel (US, the default), eu.mixpanel (EU Data Residency) or in.mixpanel (India Data Residency).",
      pattern: "^(?:mixpanel|eu\\.mixpanel|in\\.mixpanel)$",
      example: "mixpanel",
      default: "mixpanel",
    },
  ],
  authModes: [
    {
      type: "basic",
      label: "Service account",
      description: "A service account of the organization (Organization settings → Service Accounts) with access to the project: its username and secret, sent with HTTP Basic.",
      usernameLabel: "Service account username",
      passwordLabel: "Service account secret",
    },
  ],
  tools: mixpanelTools,
  verifiedAt: "2026-11-28",
  sourceFacts: {
    [MIXPANEL_QUERY_OPENAPI]: [
      "baseUrl https://{regionAndDomain}.com/api/query with mixpanel, eu.mixpanel, in.mixpanel",
      "ServiceAccount: HTTP Basic (securitySchemes)",
      "project_id required on every operation",
      "every tool's method, path, query params and form fields",
    ],
    [QUERY_AUTH]: ["service account: the preferred authentication for the Query API", "project_id (and workspace_id for data views) as request parameters"],
    [SERVICE_ACCOUNTS]: ["service account username and secret over HTTP Basic", "service accounts managed in Organization settings"],
    [PROJECT_SECRET]: ["project secret deprecated, retired on March 3, 2027 (not offered)"],
  },
  sources: [MIXPANEL_QUERY_OPENAPI, QUERY_AUTH, SERVICE_ACCOUNTS, PROJECT_SECRET],
};
