import type { ProviderDefinitionInput } from "@plugboard/core";
import { microsoftPeopleTools } from "../tools/microsoft-people.js";
import { MICROSOFT_OAUTH_SOURCES, MICROSOFT_TENANT_FIELD, microsoftOAuthMode } from "./microsoft-oauth-mode.js";

const GRAPH_OPENAPI = "https://raw.githubusercontent.com/microsoftgraph/msgraph-metadata/master/openapi/v1.0/openapi.yaml";
const PEOPLE = "https://learn.microsoft.com/en-us/graph/people-insights-overview";

/**
 * The people relevant to the signed-in user (`/me/people`) and the documents trending around them,
 * used by them or shared with them (`/me/insights`), through Microsoft Graph v1.0. Insights are for
 * work or school accounts. The Microsoft identity platform mode shared by the Graph providers; tools
 * from Microsoft's OpenAPI description (msgraph-metadata).
 */
export const microsoftPeople: ProviderDefinitionInput = {
  id: "microsoft-people",
  name: "Microsoft People and Insights",
  description: "Find the people most relevant to the signed-in Microsoft 365 user, and the documents trending around them, recently used by them, or shared with them (Microsoft Graph).",
  categories: ["productivity", "crm"],
  docsUrl: PEOPLE,
  kind: "http",
  baseUrl: "https://graph.microsoft.com/v1.0",
  connectionConfig: [MICROSOFT_TENANT_FIELD],
  authModes: [
    microsoftOAuthMode({
      api: "people and insights (People.Read, Sites.Read.All)",
      defaultScopes: ["People.Read", "Sites.Read.All"],
      scopes: [
        { name: "People.Read", description: "Read the people relevant to the signed-in user." },
        { name: "People.Read.All", description: "Read all people relevant to users of the organization." },
        { name: "Sites.Read.All", description: "Read items in all site collections (needed for document insights)." },
      ],
    }),
  ],
  tools: microsoftPeopleTools,
  verifiedAt: "2026-11-28",
  sourceFacts: {
    [GRAPH_OPENAPI]: ["baseUrl", "tools (operationIds)"],
    "https://learn.microsoft.com/en-us/graph/permissions-reference": ["People.Read, People.Read.All, Sites.Read.All"],
  },
  sources: [...MICROSOFT_OAUTH_SOURCES, PEOPLE, GRAPH_OPENAPI],
};
