import type { ProviderDefinitionInput } from "@plugboard/core";
import { microsoftTodoTools } from "../tools/microsoft-todo.js";
import { MICROSOFT_OAUTH_SOURCES, MICROSOFT_TENANT_FIELD, microsoftOAuthMode } from "./microsoft-oauth-mode.js";

/**
 * Microsoft To Do through Microsoft Graph v1.0 (`/me/todo`): the signed-in user's task lists, tasks
 * and checklist items. The Microsoft identity platform mode shared by the Graph providers, with the
 * delegated Tasks permissions; tools from Microsoft's OpenAPI description (msgraph-metadata).
 */
export const microsoftTodo: ProviderDefinitionInput = {
  id: "microsoft-todo",
  name: "Microsoft To Do",
  description: "Manage a user's Microsoft To Do: list, create, rename and delete task lists; list, create, update, complete and delete tasks; list and add checklist items (Microsoft Graph).",
  categories: ["productivity", "project-management"],
  docsUrl: "https://learn.microsoft.com/en-us/graph/api/resources/todo-overview?view=graph-rest-1.0",
  kind: "http",
  baseUrl: "https://graph.microsoft.com/v1.0",
  connectionConfig: [MICROSOFT_TENANT_FIELD],
  authModes: [
    microsoftOAuthMode({
      api: "To Do (Tasks.ReadWrite)",
      defaultScopes: ["Tasks.ReadWrite"],
      scopes: [
        { name: "Tasks.Read", description: "Read the signed-in user's tasks and task lists, including any shared with the user." },
        { name: "Tasks.ReadWrite", description: "Create, read, update, and delete the signed-in user's tasks and task lists, including any shared with the user." },
      ],
    }),
  ],
  tools: microsoftTodoTools,
  verifiedAt: "2026-11-28",
  sourceFacts: {
    "https://raw.githubusercontent.com/microsoftgraph/msgraph-metadata/master/openapi/v1.0/openapi.yaml": ["baseUrl", "tools (operationIds)"],
    "https://learn.microsoft.com/en-us/graph/permissions-reference": ["Tasks.Read, Tasks.ReadWrite"],
  },
  sources: [...MICROSOFT_OAUTH_SOURCES, "https://learn.microsoft.com/en-us/graph/api/resources/todo-overview?view=graph-rest-1.0", "https://raw.githubusercontent.com/microsoftgraph/msgraph-metadata/master/openapi/v1.0/openapi.yaml"],
};
