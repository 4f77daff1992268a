import type { ProviderDefinitionInput } from "@plugboard/core";
import { asanaTools } from "../tools/asana.js";

/**
 * Asana's REST API (`https://app.asana.com/api/1.0`). OAuth app (authorization code grant) or a personal
 * access token; tools from Asana's own OpenAPI description. Request and response bodies are wrapped in
 * `data` (the tools' input schemas carry that wrapper as the document does).
 */
export const asana: ProviderDefinitionInput = {
  id: "asana",
  name: "Asana",
  description: "Workspaces, projects, sections, tasks, subtasks, comments and tags in Asana: find, create, update and assign work.",
  categories: ["project-management", "productivity"],
  docsUrl: "https://developers.asana.com/reference/rest-api-reference",
  kind: "http",
  baseUrl: "https://app.asana.com/api/1.0",
  authModes: [
    {
      type: "oauth2",
      label: "Asana account",
      description:
        "Create an app in Asana's developer console (https://app.asana.com/0/my-apps), add Plugboard's callback URL ({base_url}/api/v1/oauth/callback) as a redirect URL, and choose either granular scopes or Full permissions (the two are exclusive: an app registered for Full permissions requests the `default` scope).",
      config: {
        authorize_url: "https://app.asana.com/-/oauth_authorize",
        token_url: "https://app.asana.com/-/oauth_token",
        revokeUrl: "https://app.asana.com/-/oauth_revoke",
        // Granular scopes for the catalog's tools; an app registered for Full permissions requests `default` instead.
        scopes: [
        "users:read",
        "workspaces:read",
        "teams:read",
        "projects:read",
        "projects:write",
        "tasks:read",
        "tasks:write",
        "tasks:delete",
        "stories:read",
        "stories:write",
        "tags:read",
        "workspace.typeahead:read",
      ],
      },
      scopes: [
        { name: "default", description: "Full permissions: every endpoint the user can reach (apps registered for Full permissions only)." },
        { name: "users:read", description: "Read users." },
        { name: "workspaces:read", description: "GET /workspaces and GET /workspaces/{workspace_gid}." },
        { name: "teams:read", description: "Read teams." },
        { name: "projects:read", description: "Read projects." },
        { name: "projects:write", description: "Create and update projects." },
        { name: "tasks:read", description: "Read tasks." },
        { name: "tasks:write", description: "Create and update tasks." },
        { name: "tasks:delete", description: "DELETE /tasks/{task_gid}." },
        { name: "stories:read", description: "Read a task's stories (comments and activity)." },
        { name: "stories:write", description: "Add comments (stories) to tasks." },
        { name: "tags:read", description: "Read tags." },
        { name: "tags:write", description: "Create and update tags." },
        { name: "workspace.typeahead:read", description: "GET /workspaces/{workspace_gid}/typeahead." },
      ],
    },
    {
      type: "bearer",
      label: "Personal access token",
      description: "Create a personal access token in Asana's developer console (https://app.asana.com/0/my-apps); it acts as you with your full access and is sent as Authorization: Bearer <token>.",
      headerName: "Authorization",
      prefix: "Bearer",
    },
  ],
  tools: asanaTools,
  verifiedAt: "2026-11-27",
  sources: [
    "https://developers.asana.com/docs/oauth",
    "https://developers.asana.com/docs/oauth-scopes",
    "https://developers.asana.com/docs/personal-access-token",
    "https://developers.asana.com/reference/rest-api-reference",
    "https://raw.githubusercontent.com/Asana/developer-docs/master/defs/asana_oas.yaml",
  ],
};
