import type { ProviderDefinitionInput } from "@plugboard/core";
import { xeroFilesTools } from "../tools/xero-files.js";
import { XERO_AUTH_FLOW, XERO_IDENTITY_OPENAPI, XERO_SCOPES, xeroOAuthMode } from "./xero-oauth-mode.js";

const FILES_OPENAPI = "https://raw.githubusercontent.com/XeroAPI/Xero-OpenAPI/master/xero_files.yaml";

/**
 * Xero Files API 1.0: the documents stored in a Xero organisation (files, folders, the Inbox) and the
 * invoices, contacts or other objects they are attached to. The tenant and the OAuth mode are the
 * Xero Accounting provider's (see {@link xeroOAuthMode}); tools from Xero's own OpenAPI document.
 * Uploading (a multipart body) is not listed as a tool: the authenticated proxy reaches it.
 */
export const xeroFiles: ProviderDefinitionInput = {
  id: "xero-files",
  name: "Xero Files",
  description: "Manage the documents of a Xero organisation: list, download, rename, move and delete files, manage folders and the Inbox, and attach files to invoices, contacts and other objects.",
  categories: ["file-storage", "finance"],
  docsUrl: "https://developer.xero.com/documentation/api/files/overview",
  kind: "http",
  baseUrl: "https://api.xero.com/files.xro/1.0",
  authModes: [
    xeroOAuthMode({
      defaultScopes: ["files"],
      scopes: [
        { name: "files", description: "Grant read-write access to files and folders." },
        { name: "files.read", description: "Grant read-only access to files and folders." },
      ],
    }),
  ],
  tools: xeroFilesTools,
  verifiedAt: "2026-11-28",
  sourceFacts: {
    [XERO_AUTH_FLOW]: ["tenants: the access token finds the connected tenants; each call gives the access token and a tenant id", "authorizeUrl"],
    [XERO_SCOPES]: ["offline_access (refresh token)", "scopes openid, profile, email"],
    [XERO_IDENTITY_OPENAPI]: ["connectMetadataUrl (GET /Connections)", "metadata tenantId, tenantType ORGANISATION", "clientAuth: body (RefreshToken schema)"],
    [FILES_OPENAPI]: ["baseUrl https://api.xero.com/files.xro/1.0", "authorizeUrl, tokenUrl", "scopes files, files.read", "xero-tenant-id header required", "tools (operationIds)"],
  },
  sources: [XERO_AUTH_FLOW, XERO_SCOPES, XERO_IDENTITY_OPENAPI, FILES_OPENAPI],
};
