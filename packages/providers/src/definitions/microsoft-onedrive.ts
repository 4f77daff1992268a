import type { ProviderDefinitionInput } from "@plugboard/core";
import { microsoftOnedriveTools } from "../tools/microsoft-onedrive.js";
import { MICROSOFT_OAUTH_SOURCES, MICROSOFT_TENANT_FIELD, microsoftFilesOAuthMode } from "./microsoft-oauth-mode.js";

/** OneDrive through Microsoft Graph: browse, search, organise and share the signed-in user's files. */
export const microsoftOnedrive: ProviderDefinitionInput = {
  id: "microsoft-onedrive",
  name: "Microsoft OneDrive",
  description: "Browse, search, create folders, rename, move, copy, delete and share files in OneDrive or OneDrive for Business (Microsoft Graph).",
  categories: ["file-storage", "productivity"],
  docsUrl: "https://learn.microsoft.com/en-us/onedrive/developer/rest-api/",
  kind: "http",
  baseUrl: "https://graph.microsoft.com/v1.0",
  connectionConfig: [MICROSOFT_TENANT_FIELD],
  authModes: [microsoftFilesOAuthMode()],
  tools: microsoftOnedriveTools,
  verifiedAt: "2026-11-27",
  sources: [...MICROSOFT_OAUTH_SOURCES, "https://learn.microsoft.com/en-us/graph/onedrive-concept-overview", "https://learn.microsoft.com/en-us/graph/api/resources/driveitem?view=graph-rest-1.0"],
};
