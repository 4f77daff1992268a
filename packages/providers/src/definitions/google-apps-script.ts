import type { ProviderDefinitionInput } from "@plugboard/core";
import { googleAppsScriptScopes, googleAppsScriptTools } from "../tools/google-apps-script.js";
import { GOOGLE_OAUTH_SOURCES, googleOAuthMode } from "./google-oauth-mode.js";

/**
 * Apps Script API v1 (`https://script.googleapis.com`): projects, their code, versions and deployments,
 * executions, and running a function of an API-executable deployment (`scripts.run`, which needs every
 * scope the script itself uses: add them to the connection's scopes). Google's shared OAuth mode; scopes
 * and tools from Google's discovery document.
 */
export const googleAppsScript: ProviderDefinitionInput = {
  id: "google-apps-script",
  name: "Google Apps Script",
  description: "Create Apps Script projects, read and replace their code, create versions and deployments, run a deployed function, and list executions and usage metrics.",
  categories: ["developer-tools", "productivity"],
  docsUrl: "https://developers.google.com/apps-script/api/",
  kind: "http",
  baseUrl: "https://script.googleapis.com",
  authModes: [
    googleOAuthMode({
      api: "Apps Script API",
      scopes: googleAppsScriptScopes,
      defaultScopes: ["https://www.googleapis.com/auth/script.projects", "https://www.googleapis.com/auth/script.deployments", "https://www.googleapis.com/auth/script.processes"],
    }),
  ],
  tools: googleAppsScriptTools,
  verifiedAt: "2026-11-28",
  sourceFacts: { "https://script.googleapis.com/$discovery/rest?version=v1": ["baseUrl", "scopes", "tools (operationIds)"] },
  sources: [...GOOGLE_OAUTH_SOURCES, "https://script.googleapis.com/$discovery/rest?version=v1"],
};
