import type { ProviderDefinitionInput } from "@plugboard/core";
import { microsoftOnenoteTools } from "../tools/microsoft-onenote.js";
import { MICROSOFT_OAUTH_SOURCES, MICROSOFT_TENANT_FIELD, microsoftOAuthMode } from "./microsoft-oauth-mode.js";

const NOTES_PERMISSIONS = "https://github.com/microsoftgraph/microsoft-graph-docs-contrib/blob/main/api-reference/v1.0/includes/permissions/section-copytonotebook-permissions.md";

/**
 * OneNote through Microsoft Graph v1.0 (`/me/onenote`): notebooks, section groups, sections and pages,
 * and a page's HTML content. Creating a page takes an HTML body (not JSON), so no create-page tool is
 * listed: the authenticated proxy reaches it. The Microsoft identity platform mode shared by the Graph
 * providers, with the delegated Notes permissions; tools from Microsoft's OpenAPI description
 * (msgraph-metadata).
 */
export const microsoftOnenote: ProviderDefinitionInput = {
  id: "microsoft-onenote",
  name: "Microsoft OneNote",
  description: "Read and organize a user's OneNote: list and create notebooks and sections, list section groups and pages, read a page's metadata and HTML content, delete pages (Microsoft Graph).",
  categories: ["documentation", "productivity"],
  docsUrl: "https://learn.microsoft.com/en-us/graph/api/resources/onenote-api-overview?view=graph-rest-1.0",
  kind: "http",
  baseUrl: "https://graph.microsoft.com/v1.0",
  connectionConfig: [MICROSOFT_TENANT_FIELD],
  authModes: [
    microsoftOAuthMode({
      api: "OneNote (Notes.ReadWrite)",
      defaultScopes: ["Notes.ReadWrite"],
      scopes: [
        { name: "Notes.Create", description: "Create OneNote notebooks." },
        { name: "Notes.Read", description: "Read the signed-in user's OneNote notebooks." },
        { name: "Notes.ReadWrite", description: "Read, share and modify the signed-in user's OneNote notebooks." },
        { name: "Notes.ReadWrite.All", description: "Read, share and modify OneNote notebooks the signed-in user has access to in the organization." },
      ],
    }),
  ],
  tools: microsoftOnenoteTools,
  verifiedAt: "2026-11-28",
  sourceFacts: {
    "https://raw.githubusercontent.com/microsoftgraph/msgraph-metadata/master/openapi/v1.0/openapi.yaml": ["baseUrl", "tools (operationIds)"],
    "https://learn.microsoft.com/en-us/graph/permissions-reference": ["Notes.Read, Notes.ReadWrite, Notes.ReadWrite.All"],
    [NOTES_PERMISSIONS]: ["Notes.Create, Notes.ReadWrite (delegated, personal and work accounts)"],
  },
  sources: [...MICROSOFT_OAUTH_SOURCES, "https://learn.microsoft.com/en-us/graph/api/resources/onenote-api-overview?view=graph-rest-1.0", "https://raw.githubusercontent.com/microsoftgraph/msgraph-metadata/master/openapi/v1.0/openapi.yaml", NOTES_PERMISSIONS],
};
