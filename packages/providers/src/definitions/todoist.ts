import type { ProviderDefinitionInput } from "@plugboard/core";
import { todoistTools } from "../tools/todoist.js";

const SDK_AUTH = "https://github.com/Doist/todoist-api-typescript/blob/main/src/authentication.ts";
const SDK_ENDPOINTS = "https://github.com/Doist/todoist-api-typescript/blob/main/src/consts/endpoints.ts";
const SDK_AUTH_DOC = "https://doist.github.io/todoist-api-typescript/authorization";
const SDK_HTTP = "https://github.com/Doist/todoist-api-typescript/blob/main/src/transport/http-client.ts";

/**
 * Todoist's unified API v1 (`https://api.todoist.com/api/v1`; the older REST v2 and Sync v9 APIs are
 * superseded by it, which is why this definition targets v1). OAuth 2.0 as Doist's own TypeScript SDK
 * runs it: the user is sent to `https://todoist.com/oauth/authorize` with comma-joined scopes, the code
 * is exchanged at `https://todoist.com/oauth/access_token` with the client id and secret in the request
 * (the SDK sends them as a JSON body), and the answer is an access token (no expiry and no refresh token
 * are stated). The SDK sends an OAuth token and a personal API token alike as `Authorization: Bearer`.
 */
export const todoist: ProviderDefinitionInput = {
  id: "todoist",
  name: "Todoist",
  description: "Todoist tasks and projects: list, filter, create, update and complete tasks, browse projects and sections, and comment.",
  categories: ["productivity", "project-management"],
  docsUrl: "https://todoist.com/api/v1/docs",
  kind: "http",
  baseUrl: "https://api.todoist.com/api/v1",
  authModes: [
    {
      type: "oauth2",
      label: "Todoist account",
      description:
        "Create an app in Todoist's App Management Console (Settings → Integrations → Developer), set its OAuth redirect URL to Plugboard's callback URL ({base_url}/api/v1/oauth/callback), and copy the client id and secret.",
      config: {
        authorize_url: "https://todoist.com/oauth/authorize",
        token_url: "https://todoist.com/oauth/access_token",
        token_request_format: "json",
        scope_separator: ",",
        scopes: ["data:read_write"],
      },
      scopes: [
        { name: "task:add", description: "Only create new tasks." },
        { name: "data:read", description: "Read-only access." },
        { name: "data:read_write", description: "Read and write access." },
        { name: "data:delete", description: "Full access including delete." },
        { name: "project:delete", description: "Can delete projects." },
        { name: "backups:read", description: "Can read the user's list of backups without MFA." },
      ],
    },
    {
      type: "bearer",
      label: "Personal API token",
      description: "Your personal API token (Todoist Settings → Integrations → Developer), sent as Authorization: Bearer <token>.",
      headerName: "Authorization",
      prefix: "Bearer",
    },
  ],
  tools: todoistTools,
  verifiedAt: "2026-11-28",
  sourceFacts: {
    [SDK_AUTH]: ["scopes joined with commas", "token request carries client_id, client_secret and code (JSON body)"],
    [SDK_ENDPOINTS]: ["authorizeUrl https://todoist.com/oauth/authorize", "tokenUrl https://todoist.com/oauth/access_token", "baseUrl https://api.todoist.com/api/v1", "tool paths"],
    [SDK_AUTH_DOC]: ["scopes and what each grants"],
    [SDK_HTTP]: ["Authorization: Bearer <token> (OAuth or API token)", "JSON request bodies"],
  },
  sources: [SDK_AUTH, SDK_ENDPOINTS, SDK_AUTH_DOC, SDK_HTTP, "https://todoist.com/api/v1/docs"],
};
