import type { ProviderToolInput } from "@plugboard/core";
import { referenceTool, type ReferenceParam } from "./reference-tool.js";

// Hand-written from Freshdesk's API v2 reference (one page, one anchor per endpoint), each tool citing
// its endpoint's anchor.

const REFERENCE = "https://developers.freshdesk.com/api/";
const id: ReferenceParam = { type: "integer", description: "The ticket's id." };
const page: ReferenceParam = { type: "integer", in: "query", description: "The page (30 items per page by default)." };
const perPage: ReferenceParam = { type: "integer", in: "query", description: "Items per page, up to 100." };
const status: ReferenceParam = { type: "integer", description: "2 Open, 3 Pending, 4 Resolved, 5 Closed." };
const priority: ReferenceParam = { type: "integer", description: "1 Low, 2 Medium, 3 High, 4 Urgent." };

/** 13 tools of the Freshdesk API v2 (base URL https://<subdomain>.freshdesk.com/api/v2). */
export const freshdeskTools: ProviderToolInput[] = [
  referenceTool({
    slug: "LIST_TICKETS",
    name: "List tickets",
    description: "Lists tickets (by default those created in the last 30 days); filter new_and_my_open, watching, spam or deleted; updated_since; order_by created_at, due_by or updated_at.",
    method: "GET",
    path: "/tickets",
    url: `${REFERENCE}#list_all_tickets`,
    params: { filter: { type: "string", in: "query" }, requester_id: { type: "integer", in: "query" }, email: { type: "string", in: "query" }, updated_since: { type: "string", in: "query" }, order_by: { type: "string", in: "query" }, order_type: { type: "string", in: "query", enum: ["asc", "desc"] }, page, per_page: perPage },
  }),
  referenceTool({ slug: "GET_TICKET", name: "Get a ticket", description: "Gets a ticket; include conversations, requester, company or stats.", method: "GET", path: "/tickets/{id}", url: `${REFERENCE}#view_a_ticket`, params: { id, include: { type: "string", in: "query" } } }),
  referenceTool({
    slug: "SEARCH_TICKETS",
    name: "Filter tickets",
    description: "Filters tickets with a query in double quotes, e.g. \"priority:3 AND status:2\" or \"tag:'billing'\" (30 per page, up to 10 pages).",
    method: "GET",
    path: "/search/tickets",
    url: `${REFERENCE}#filter_tickets`,
    params: { query: { type: "string", in: "query", requiredParam: true }, page },
  }),
  referenceTool({
    slug: "CREATE_TICKET",
    name: "Create a ticket",
    description: "Creates a ticket: a requester (email, phone or requester_id), subject, description (HTML), status and priority; optional type, tags, group_id, responder_id, custom_fields.",
    method: "POST",
    path: "/tickets",
    url: `${REFERENCE}#create_ticket`,
    params: {
      email: { type: "string" },
      requester_id: { type: "integer" },
      subject: { type: "string", requiredParam: true },
      description: { type: "string", requiredParam: true },
      status: { ...status, requiredParam: true },
      priority: { ...priority, requiredParam: true },
      type: { type: "string" },
      tags: { type: "array", items: { type: "string" } },
      group_id: { type: "integer" },
      responder_id: { type: "integer" },
      custom_fields: { type: "object" },
    },
  }),
  referenceTool({
    slug: "UPDATE_TICKET",
    name: "Update a ticket",
    description: "Changes a ticket's status, priority, assignee (responder_id), group, type, tags or custom fields.",
    method: "PUT",
    path: "/tickets/{id}",
    url: `${REFERENCE}#update_ticket`,
    params: { id, status, priority, responder_id: { type: "integer" }, group_id: { type: "integer" }, type: { type: "string" }, tags: { type: "array", items: { type: "string" } }, custom_fields: { type: "object" } },
  }),
  referenceTool({
    slug: "REPLY_TO_TICKET",
    name: "Reply to a ticket",
    description: "Sends a public reply (HTML body) to the ticket's requester; cc_emails and bcc_emails optional.",
    method: "POST",
    path: "/tickets/{id}/reply",
    url: `${REFERENCE}#reply_ticket`,
    params: { id, body: { type: "string", requiredParam: true }, cc_emails: { type: "array", items: { type: "string" } }, bcc_emails: { type: "array", items: { type: "string" } } },
  }),
  referenceTool({
    slug: "ADD_NOTE",
    name: "Add a note to a ticket",
    description: "Adds a note (HTML body): private true (default) for agents only; notify_emails to alert agents.",
    method: "POST",
    path: "/tickets/{id}/notes",
    url: `${REFERENCE}#add_note_to_a_ticket`,
    params: { id, body: { type: "string", requiredParam: true }, private: { type: "boolean" }, notify_emails: { type: "array", items: { type: "string" } } },
  }),
  referenceTool({ slug: "LIST_CONVERSATIONS", name: "List a ticket's conversations", description: "Lists a ticket's replies and notes.", method: "GET", path: "/tickets/{id}/conversations", url: `${REFERENCE}#list_all_ticket_notes`, params: { id, page, per_page: perPage } }),
  referenceTool({ slug: "LIST_CONTACTS", name: "List contacts", description: "Lists contacts; filter by email, phone, mobile, company_id or state (blocked, deleted, unverified, verified).", method: "GET", path: "/contacts", url: `${REFERENCE}#list_all_contacts`, params: { email: { type: "string", in: "query" }, phone: { type: "string", in: "query" }, company_id: { type: "integer", in: "query" }, state: { type: "string", in: "query" }, page, per_page: perPage } }),
  referenceTool({ slug: "GET_CONTACT", name: "Get a contact", description: "Gets a contact's details.", method: "GET", path: "/contacts/{id}", url: `${REFERENCE}#view_contact`, params: { id: { type: "integer", description: "The contact's id." } } }),
  referenceTool({
    slug: "CREATE_CONTACT",
    name: "Create a contact",
    description: "Creates a contact: name and one of email, phone, mobile, twitter_id or unique_external_id; optional company_id, job_title.",
    method: "POST",
    path: "/contacts",
    url: `${REFERENCE}#create_contact`,
    params: { name: { type: "string", requiredParam: true }, email: { type: "string" }, phone: { type: "string" }, mobile: { type: "string" }, company_id: { type: "integer" }, job_title: { type: "string" } },
  }),
  referenceTool({ slug: "LIST_AGENTS", name: "List agents", description: "Lists agents (ids for responder_id); filter by email or state (fulltime, occasional).", method: "GET", path: "/agents", url: `${REFERENCE}#list_all_agents`, params: { email: { type: "string", in: "query" }, state: { type: "string", in: "query" }, page, per_page: perPage } }),
  referenceTool({ slug: "LIST_COMPANIES", name: "List companies", description: "Lists companies.", method: "GET", path: "/companies", url: `${REFERENCE}#list_all_companies`, params: { page, per_page: perPage } }),
];
