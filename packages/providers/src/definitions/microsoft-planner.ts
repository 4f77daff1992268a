import type { ProviderDefinitionInput } from "@plugboard/core";
import { microsoftPlannerTools } from "../tools/microsoft-planner.js";
import { MICROSOFT_OAUTH_SOURCES, MICROSOFT_TENANT_FIELD, microsoftOAuthMode } from "./microsoft-oauth-mode.js";

/**
 * Microsoft Planner through Microsoft Graph v1.0 (`/planner`, `/me/planner`): plans owned by Microsoft
 * 365 groups, their buckets and tasks. Work or school accounts only (Planner lives in groups): use the
 * `organizations` tenant or the organization's own. Updating or deleting a task takes its current
 * etag in `If-Match` (a parameter of those tools). The Microsoft identity platform mode shared by the
 * Graph providers, with the delegated Tasks permissions (and Group.Read.All to list a group's plans);
 * tools from Microsoft's OpenAPI description (msgraph-metadata).
 */
export const microsoftPlanner: ProviderDefinitionInput = {
  id: "microsoft-planner",
  name: "Microsoft Planner",
  description: "Work with Microsoft Planner: list my tasks and plans, list a group's plans, create plans and buckets, list, create, update and delete tasks, read task details (Microsoft Graph).",
  categories: ["project-management", "productivity"],
  docsUrl: "https://learn.microsoft.com/en-us/graph/api/resources/planner-overview?view=graph-rest-1.0",
  kind: "http",
  baseUrl: "https://graph.microsoft.com/v1.0",
  connectionConfig: [MICROSOFT_TENANT_FIELD],
  authModes: [
    microsoftOAuthMode({
      api: "Planner (Tasks.ReadWrite, Group.Read.All)",
      defaultScopes: ["Tasks.ReadWrite"],
      scopes: [
        { name: "Tasks.Read", description: "Read the signed-in user's tasks and task lists, including any shared with the user." },
        { name: "Tasks.ReadWrite", description: "Create, read, update, and delete the signed-in user's tasks and task lists, including any shared with the user." },
        { name: "Group.Read.All", description: "Read all groups (to list a group's plans)." },
      ],
    }),
  ],
  tools: microsoftPlannerTools,
  verifiedAt: "2026-11-28",
  sourceFacts: {
    "https://raw.githubusercontent.com/microsoftgraph/msgraph-metadata/master/openapi/v1.0/openapi.yaml": ["baseUrl", "tools (operationIds)", "If-Match on task update and delete"],
    "https://learn.microsoft.com/en-us/graph/permissions-reference": ["Tasks.Read, Tasks.ReadWrite, Group.Read.All"],
  },
  sources: [...MICROSOFT_OAUTH_SOURCES, "https://learn.microsoft.com/en-us/graph/api/resources/planner-overview?view=graph-rest-1.0", "https://raw.githubusercontent.com/microsoftgraph/msgraph-metadata/master/openapi/v1.0/openapi.yaml"],
};
