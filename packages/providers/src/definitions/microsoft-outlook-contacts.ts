import type { ProviderDefinitionInput } from "@plugboard/core";
import { microsoftOutlookContactsTools } from "../tools/microsoft-outlook-contacts.js";
import { MICROSOFT_OAUTH_SOURCES, MICROSOFT_TENANT_FIELD, microsoftOAuthMode } from "./microsoft-oauth-mode.js";

const GRAPH_OPENAPI = "https://raw.githubusercontent.com/microsoftgraph/msgraph-metadata/master/openapi/v1.0/openapi.yaml";

/**
 * Outlook contacts of the signed-in user through Microsoft Graph v1.0 (`/me/contacts`,
 * `/me/contactFolders`), work, school or personal accounts. The Microsoft identity platform mode shared
 * by the Graph providers; tools from Microsoft's OpenAPI description (msgraph-metadata).
 */
export const microsoftOutlookContacts: ProviderDefinitionInput = {
  id: "microsoft-outlook-contacts",
  name: "Microsoft Outlook Contacts",
  description: "List, search, read, create, update and delete the user's Outlook contacts, and list or create contact folders (Microsoft Graph).",
  categories: ["crm", "productivity"],
  docsUrl: "https://learn.microsoft.com/en-us/graph/api/resources/contact?view=graph-rest-1.0",
  kind: "http",
  baseUrl: "https://graph.microsoft.com/v1.0",
  connectionConfig: [MICROSOFT_TENANT_FIELD],
  authModes: [
    microsoftOAuthMode({
      api: "contacts (Contacts.ReadWrite)",
      defaultScopes: ["Contacts.ReadWrite"],
      scopes: [
        { name: "Contacts.Read", description: "Read the signed-in user's contacts." },
        { name: "Contacts.ReadWrite", description: "Read, create, update and delete the signed-in user's contacts." },
      ],
    }),
  ],
  tools: microsoftOutlookContactsTools,
  verifiedAt: "2026-11-28",
  sourceFacts: {
    [GRAPH_OPENAPI]: ["baseUrl", "tools (operationIds)"],
    "https://learn.microsoft.com/en-us/graph/permissions-reference": ["Contacts.Read, Contacts.ReadWrite"],
  },
  sources: [...MICROSOFT_OAUTH_SOURCES, "https://learn.microsoft.com/en-us/graph/api/resources/contact?view=graph-rest-1.0", GRAPH_OPENAPI],
};
