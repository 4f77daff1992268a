import type { ProviderDefinitionInput } from "@plugboard/core";
import { microsoftWordTools } from "../tools/microsoft-word.js";
import { MICROSOFT_OAUTH_SOURCES, MICROSOFT_TENANT_FIELD, microsoftFilesOAuthMode } from "./microsoft-oauth-mode.js";

const DRIVEITEM = "https://learn.microsoft.com/en-us/graph/api/resources/driveitem?view=graph-rest-1.0";

/**
 * Word documents in OneDrive and SharePoint through Microsoft Graph v1.0. Graph offers no API for a Word
 * document's body (Excel has its workbook API; Word has none): a document is a driveItem, so the tools
 * find, copy (from a template), rename, preview, share, version and delete .docx files through the files
 * API. The Microsoft identity platform mode shared by the Graph providers, with the files permissions the
 * OneDrive and Excel providers use; tools hand-written from the driveItem reference pages.
 */
export const microsoftWord: ProviderDefinitionInput = {
  id: "microsoft-word",
  name: "Microsoft Word",
  description: "Find Word documents in OneDrive or SharePoint, copy one from a template, rename or move, preview, share, list and restore versions, and delete them (Microsoft Graph files API).",
  categories: ["documentation", "productivity"],
  docsUrl: DRIVEITEM,
  kind: "http",
  baseUrl: "https://graph.microsoft.com/v1.0",
  connectionConfig: [MICROSOFT_TENANT_FIELD],
  authModes: [microsoftFilesOAuthMode()],
  tools: microsoftWordTools,
  verifiedAt: "2026-11-28",
  sourceFacts: {
    [DRIVEITEM]: ["baseUrl https://graph.microsoft.com/v1.0", "documents are driveItems (no document-body API)"],
    "https://learn.microsoft.com/en-us/graph/permissions-reference": ["Files.ReadWrite, Files.ReadWrite.All"],
  },
  sources: [...MICROSOFT_OAUTH_SOURCES, DRIVEITEM],
};
