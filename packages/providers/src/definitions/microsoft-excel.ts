import type { ProviderDefinitionInput } from "@plugboard/core";
import { microsoftExcelTools } from "../tools/microsoft-excel.js";
import { MICROSOFT_OAUTH_SOURCES, MICROSOFT_TENANT_FIELD, microsoftFilesOAuthMode } from "./microsoft-oauth-mode.js";

/**
 * Excel workbooks (.xlsx in OneDrive or SharePoint) through Microsoft Graph v1.0's workbook API:
 * worksheets, ranges, tables and rows. A workbook is addressed by its drive id and item id (from the
 * OneDrive or SharePoint provider). The Microsoft identity platform mode shared by the Graph providers,
 * with the files permissions the OneDrive provider documents; tools from Microsoft's OpenAPI description
 * (msgraph-metadata).
 */
export const microsoftExcel: ProviderDefinitionInput = {
  id: "microsoft-excel",
  name: "Microsoft Excel",
  description: "Read and edit Excel workbooks in OneDrive or SharePoint: list, add and delete worksheets, read used ranges and ranges by address, create tables, list and add table rows (Microsoft Graph).",
  categories: ["spreadsheets", "productivity"],
  docsUrl: "https://learn.microsoft.com/en-us/graph/api/resources/excel?view=graph-rest-1.0",
  kind: "http",
  baseUrl: "https://graph.microsoft.com/v1.0",
  connectionConfig: [MICROSOFT_TENANT_FIELD],
  authModes: [microsoftFilesOAuthMode()],
  tools: microsoftExcelTools,
  verifiedAt: "2026-11-28",
  sourceFacts: {
    "https://raw.githubusercontent.com/microsoftgraph/msgraph-metadata/master/openapi/v1.0/openapi.yaml": ["baseUrl", "tools (operationIds)"],
    "https://learn.microsoft.com/en-us/graph/permissions-reference": ["Files.ReadWrite, Files.ReadWrite.All"],
  },
  sources: [...MICROSOFT_OAUTH_SOURCES, "https://learn.microsoft.com/en-us/graph/api/resources/excel?view=graph-rest-1.0", "https://raw.githubusercontent.com/microsoftgraph/msgraph-metadata/master/openapi/v1.0/openapi.yaml"],
};
