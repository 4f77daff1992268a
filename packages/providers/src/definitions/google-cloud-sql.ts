import type { ProviderDefinitionInput } from "@plugboard/core";
import { googleCloudSqlScopes, googleCloudSqlTools } from "../tools/google-cloud-sql.js";
import { GOOGLE_OAUTH_SOURCES, googleOAuthMode } from "./google-oauth-mode.js";

/** Cloud SQL Admin API v1 (`https://sqladmin.googleapis.com`): instances, databases and users. Google's shared OAuth mode; scopes and tools from Google's discovery document. */
export const googleCloudSql: ProviderDefinitionInput = {
  id: "google-cloud-sql",
  name: "Google Cloud SQL",
  description: "List, inspect, update, restart and delete Cloud SQL instances (MySQL, PostgreSQL, SQL Server), export and import them through Cloud Storage, and list, create and delete their databases and users.",
  categories: ["database", "infrastructure"],
  docsUrl: "https://developers.google.com/cloud-sql/",
  kind: "http",
  baseUrl: "https://sqladmin.googleapis.com",
  authModes: [googleOAuthMode({ api: "Cloud SQL Admin API", scopes: googleCloudSqlScopes, defaultScopes: ["https://www.googleapis.com/auth/sqlservice.admin"] })],
  tools: googleCloudSqlTools,
  verifiedAt: "2026-11-28",
  sourceFacts: { "https://sqladmin.googleapis.com/$discovery/rest?version=v1": ["baseUrl", "scopes", "tools (operationIds)"] },
  sources: [...GOOGLE_OAUTH_SOURCES, "https://sqladmin.googleapis.com/$discovery/rest?version=v1"],
};
