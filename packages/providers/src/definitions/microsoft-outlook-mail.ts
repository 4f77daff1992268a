import type { ProviderDefinitionInput } from "@plugboard/core";
import { microsoftOutlookMailTools } from "../tools/microsoft-outlook-mail.js";
import { MICROSOFT_OAUTH_SOURCES, MICROSOFT_TENANT_FIELD, microsoftOAuthMode } from "./microsoft-oauth-mode.js";

/** Outlook mail through Microsoft Graph: read, search, send, reply to and organise the signed-in user's email. */
export const microsoftOutlookMail: ProviderDefinitionInput = {
  id: "microsoft-outlook-mail",
  name: "Microsoft Outlook Mail",
  description: "Search, read, send, reply to, forward, move and flag email in a Microsoft 365 or Outlook.com mailbox (Microsoft Graph).",
  categories: ["email", "communication", "productivity"],
  docsUrl: "https://learn.microsoft.com/en-us/graph/outlook-mail-concept-overview",
  kind: "http",
  baseUrl: "https://graph.microsoft.com/v1.0",
  connectionConfig: [MICROSOFT_TENANT_FIELD],
  authModes: [
    microsoftOAuthMode({
      api: "mail (Mail.ReadWrite, Mail.Send)",
      defaultScopes: ["Mail.ReadWrite", "Mail.Send"],
      scopes: [
        { name: "Mail.Read", description: "Read the user's mail." },
        { name: "Mail.ReadBasic", description: "Read the user's mail except the body, preview, attachments and extended properties." },
        { name: "Mail.ReadWrite", description: "Create, read, update and delete the user's mail (not send)." },
        { name: "Mail.Send", description: "Send mail as the user." },
      ],
    }),
  ],
  tools: microsoftOutlookMailTools,
  verifiedAt: "2026-11-27",
  sources: [...MICROSOFT_OAUTH_SOURCES, "https://learn.microsoft.com/en-us/graph/outlook-mail-concept-overview", "https://learn.microsoft.com/en-us/graph/query-parameters", "https://learn.microsoft.com/en-us/graph/search-query-parameter"],
};
