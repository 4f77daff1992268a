import type { ProviderDefinitionInput } from "@plugboard/core";
import { microsoftTeamsMeetingsTools } from "../tools/microsoft-teams-meetings.js";
import { MICROSOFT_OAUTH_SOURCES, MICROSOFT_TENANT_FIELD, microsoftOAuthMode } from "./microsoft-oauth-mode.js";

const GRAPH_OPENAPI = "https://raw.githubusercontent.com/microsoftgraph/msgraph-metadata/master/openapi/v1.0/openapi.yaml";
const ONLINE_MEETING = "https://learn.microsoft.com/en-us/graph/api/resources/onlinemeeting?view=graph-rest-1.0";

/**
 * Microsoft Teams online meetings of the signed-in user through Microsoft Graph v1.0
 * (`/me/onlineMeetings`): create, find by join URL, update and delete meetings, and read their
 * attendance reports. Work or school accounts (use the `organizations` tenant or the organization's
 * own). The Microsoft identity platform mode shared by the Graph providers; tools from Microsoft's
 * OpenAPI description (msgraph-metadata).
 */
export const microsoftTeamsMeetings: ProviderDefinitionInput = {
  id: "microsoft-teams-meetings",
  name: "Microsoft Teams Meetings",
  description: "Create Microsoft Teams online meetings and get their join links, find, update and delete them, and read their attendance reports (Microsoft Graph).",
  categories: ["video-conferencing", "communication"],
  docsUrl: ONLINE_MEETING,
  kind: "http",
  baseUrl: "https://graph.microsoft.com/v1.0",
  connectionConfig: [MICROSOFT_TENANT_FIELD],
  authModes: [
    microsoftOAuthMode({
      api: "online meetings (OnlineMeetings.ReadWrite, OnlineMeetingArtifact.Read.All)",
      defaultScopes: ["OnlineMeetings.ReadWrite", "OnlineMeetingArtifact.Read.All"],
      scopes: [
        { name: "OnlineMeetings.Read", description: "Read the signed-in user's online meetings." },
        { name: "OnlineMeetings.ReadWrite", description: "Read and create online meetings as the signed-in user." },
        { name: "OnlineMeetingArtifact.Read.All", description: "Read online meeting artifacts (attendance reports) of the signed-in user's meetings." },
      ],
    }),
  ],
  tools: microsoftTeamsMeetingsTools,
  verifiedAt: "2026-11-28",
  sourceFacts: {
    [GRAPH_OPENAPI]: ["baseUrl", "tools (operationIds)"],
    "https://learn.microsoft.com/en-us/graph/permissions-reference": ["OnlineMeetings.Read, OnlineMeetings.ReadWrite, OnlineMeetingArtifact.Read.All"],
  },
  sources: [...MICROSOFT_OAUTH_SOURCES, ONLINE_MEETING, GRAPH_OPENAPI],
};
