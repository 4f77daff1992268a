import type { ProviderDefinitionInput } from "@plugboard/core";
import { googleCloudResourceManagerScopes, googleCloudResourceManagerTools } from "../tools/google-cloud-resource-manager.js";
import { GOOGLE_OAUTH_SOURCES, googleOAuthMode } from "./google-oauth-mode.js";

const DISCOVERY = "https://cloudresourcemanager.googleapis.com/$discovery/rest?version=v3";

/** Cloud Resource Manager API v3 (`https://cloudresourcemanager.googleapis.com`): the Google Cloud resource hierarchy — organizations, folders, projects and tags. Google's shared OAuth mode; scopes and tools from Google's discovery document. */
export const googleCloudResourceManager: ProviderDefinitionInput = {
  id: "google-cloud-resource-manager",
  name: "Google Cloud Resource Manager",
  description: "Explore and grow a Google Cloud resource hierarchy: search organizations, folders and projects, list a parent's folders and projects, create projects, and list tag keys and a resource's tag bindings.",
  categories: ["infrastructure", "developer-tools"],
  docsUrl: "https://cloud.google.com/resource-manager",
  kind: "http",
  baseUrl: "https://cloudresourcemanager.googleapis.com",
  authModes: [googleOAuthMode({ api: "Cloud Resource Manager API", scopes: googleCloudResourceManagerScopes, defaultScopes: ["https://www.googleapis.com/auth/cloud-platform"] })],
  tools: googleCloudResourceManagerTools,
  verifiedAt: "2026-11-28",
  sourceFacts: { [DISCOVERY]: ["baseUrl", "scopes", "tools (operationIds)"] },
  sources: [...GOOGLE_OAUTH_SOURCES, DISCOVERY],
};
