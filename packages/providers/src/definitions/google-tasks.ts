import type { ProviderDefinitionInput } from "@plugboard/core";
import { googleTasksScopes, googleTasksTools } from "../tools/google-tasks.js";
import { GOOGLE_OAUTH_SOURCES, googleOAuthMode } from "./google-oauth-mode.js";

/** Google Tasks (API v1, `https://tasks.googleapis.com`): task lists and tasks. Google's shared OAuth mode; scopes and tools from Google's discovery document. */
export const googleTasks: ProviderDefinitionInput = {
  id: "google-tasks",
  name: "Google Tasks",
  description: "List, create, rename and delete task lists; list, create, update, complete, move and delete tasks and subtasks.",
  categories: ["productivity", "project-management"],
  docsUrl: "https://developers.google.com/tasks/",
  kind: "http",
  baseUrl: "https://tasks.googleapis.com",
  authModes: [googleOAuthMode({ api: "Google Tasks API", scopes: googleTasksScopes, defaultScopes: ["https://www.googleapis.com/auth/tasks"] })],
  tools: googleTasksTools,
  verifiedAt: "2026-11-28",
  sourceFacts: { "https://tasks.googleapis.com/$discovery/rest?version=v1": ["baseUrl", "scopes", "tools (operationIds)"] },
  sources: [...GOOGLE_OAUTH_SOURCES, "https://tasks.googleapis.com/$discovery/rest?version=v1"],
};
