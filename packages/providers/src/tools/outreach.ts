import type { ProviderToolInput } from "@plugboard/core";
import { inQuery as q, referenceTool, type ReferenceParam } from "./reference-tool.js";

// Hand-written from Outreach's developer portal: the "Making requests" page (JSON:API 1.0 — a collection
// is a GET on the resource's pluralized type, one resource a GET on /<type>/<id>; filter[…], sort and
// page[size] on collections) and the API reference's page of each resource (its attributes and
// relationships), which each tool cites. Writes send the JSON:API resource object as the `data` body
// member ({ data: { type, attributes, relationships } }), with the definition's
// Content-Type: application/vnd.api+json.

/** Outreach's page on JSON:API requests (collections, filters, sorting, paging). */
export const OUTREACH_MAKING_REQUESTS = "https://developers.outreach.io/api/making-requests/";
/** The API reference page of one Outreach resource, e.g. Sequence-State. */
export const outreachReference = (tag: string) => `https://developers.outreach.io/api/reference/tag/${tag}/`;

const page = { "page[size]": q({ type: "integer", minimum: 1, maximum: 1000, description: "Resources per page (default 50); the answer's links.next is the next page." }), sort: q({ type: "string", description: "An attribute to sort by, - for descending, e.g. -updatedAt." }) };
const id = (what: string): ReferenceParam => ({ type: "integer", description: `The ${what}'s id.` });
const ref = (type: string) => ({ type: "object", properties: { data: { type: "object", properties: { type: { const: type }, id: { type: "integer" } }, required: ["type", "id"] } }, description: `{ data: { type: "${type}", id } }` });
/** The JSON:API resource object of a create or update: its type, attributes and relationships. */
const resource = (type: string, attributes: string, relationships: Record<string, unknown> = {}, required = true): ReferenceParam => ({
  type: "object",
  requiredParam: required,
  description: `The JSON:API resource object: { type: "${type}", attributes: { ${attributes} }${Object.keys(relationships).length > 0 ? `, relationships: { ${Object.keys(relationships).join(", ")} }` : ""} }.`,
  properties: { type: { const: type }, id: { type: "integer" }, attributes: { type: "object" }, ...(Object.keys(relationships).length > 0 ? { relationships: { type: "object", properties: relationships } } : {}) },
  required: ["type"],
});
const PROSPECT_ATTRIBUTES = "firstName, lastName, emails (an array), title, … (the Prospect reference lists them)";

/** 18 tools of Outreach's REST API v2: prospects, accounts, sequences and sequence states, mailboxes, mailings, tasks, calls and users. */
export const outreachTools: ProviderToolInput[] = [
  referenceTool({
    slug: "LIST_PROSPECTS",
    name: "List prospects",
    description: "Prospects (JSON:API resources: attributes firstName, lastName, emails, title; relationships account, owner), up to 50 a page; filter with filter[…] params, e.g. filter[emails]=a@b.co.",
    method: "GET",
    path: "/prospects",
    url: OUTREACH_MAKING_REQUESTS,
    params: { "filter[emails]": q({ type: "string" }), "filter[firstName]": q({ type: "string" }), "filter[lastName]": q({ type: "string" }), "filter[account][id]": q({ type: "integer" }), ...page },
  }),
  referenceTool({ slug: "GET_PROSPECT", name: "Get a prospect", description: "One prospect by id.", method: "GET", path: "/prospects/{id}", url: OUTREACH_MAKING_REQUESTS, params: { id: id("prospect") } }),
  referenceTool({
    slug: "CREATE_PROSPECT",
    name: "Create a prospect",
    description: "Creates a prospect (a person to engage) from a JSON:API resource object of type prospect, optionally related to an account and an owner (user).",
    method: "POST",
    path: "/prospects",
    url: outreachReference("Prospect"),
    params: { data: resource("prospect", PROSPECT_ATTRIBUTES, { account: ref("account"), owner: ref("user") }) },
  }),
  referenceTool({
    slug: "UPDATE_PROSPECT",
    name: "Update a prospect",
    description: "Changes the attributes (or account / owner relationships) given of a prospect; data.id must be the prospect's id.",
    method: "PATCH",
    path: "/prospects/{id}",
    url: outreachReference("Prospect"),
    params: { id: id("prospect"), data: resource("prospect", PROSPECT_ATTRIBUTES, { account: ref("account"), owner: ref("user") }) },
  }),
  referenceTool({
    slug: "LIST_ACCOUNTS",
    name: "List accounts",
    description: "Accounts (named companies prospects belong to), up to 50 a page; filter by name or domain.",
    method: "GET",
    path: "/accounts",
    url: outreachReference("Account"),
    params: { "filter[name]": q({ type: "string" }), "filter[domain]": q({ type: "string" }), ...page },
  }),
  referenceTool({ slug: "GET_ACCOUNT", name: "Get an account", description: "One account by id: its attributes (name, company type, buyer intent score, custom fields…) and relationships.", method: "GET", path: "/accounts/{id}", url: outreachReference("Account"), params: { id: id("account") } }),
  referenceTool({
    slug: "CREATE_ACCOUNT",
    name: "Create an account",
    description: "Creates an account (a named company) from a JSON:API resource object of type account, optionally owned by a user.",
    method: "POST",
    path: "/accounts",
    url: outreachReference("Account"),
    params: { data: resource("account", "name, domain, companyType, buyerIntentScore, custom1…custom100, … (the Account reference lists them)", { owner: ref("user") }) },
  }),
  referenceTool({
    slug: "LIST_SEQUENCES",
    name: "List sequences",
    description: "Sequences (automated series of emails, calls and tasks), up to 50 a page; filter by name or enabled.",
    method: "GET",
    path: "/sequences",
    url: outreachReference("Sequence"),
    params: { "filter[name]": q({ type: "string" }), "filter[enabled]": q({ type: "boolean" }), ...page },
  }),
  referenceTool({ slug: "GET_SEQUENCE", name: "Get a sequence", description: "One sequence by id: description, enabled, automation percentage, duration in days, counts of delivered, clicked, bounced and failed mailings…", method: "GET", path: "/sequences/{id}", url: outreachReference("Sequence"), params: { id: id("sequence") } }),
  referenceTool({
    slug: "LIST_SEQUENCE_STATES",
    name: "List sequence states",
    description: "Sequence states — a sequenced prospect, related to its sequence, prospect and user: state, activeAt, counts of delivered, opened, clicked and replied mailings — optionally of one prospect or sequence, or in one state.",
    method: "GET",
    path: "/sequenceStates",
    url: outreachReference("Sequence-State"),
    params: { "filter[prospect][id]": q({ type: "integer" }), "filter[sequence][id]": q({ type: "integer" }), "filter[state]": q({ type: "string" }), ...page },
  }),
  referenceTool({
    slug: "ADD_PROSPECT_TO_SEQUENCE",
    name: "Add a prospect to a sequence",
    description: "Creates a sequence state, which puts the prospect in the sequence: relationships prospect, sequence and mailbox (the sending mailbox, from LIST_MAILBOXES).",
    method: "POST",
    path: "/sequenceStates",
    url: outreachReference("Sequence-State"),
    params: { data: resource("sequenceState", "", { prospect: ref("prospect"), sequence: ref("sequence"), mailbox: ref("mailbox") }) },
  }),
  referenceTool({ slug: "LIST_MAILBOXES", name: "List mailboxes", description: "Mailboxes (the email accounts users send from); a sequence state needs one's id.", method: "GET", path: "/mailboxes", url: outreachReference("Mailbox"), params: { "filter[email]": q({ type: "string" }), ...page } }),
  referenceTool({
    slug: "LIST_MAILINGS",
    name: "List mailings",
    description: "Emails sent or scheduled, optionally of one prospect: filter[prospect][id].",
    method: "GET",
    path: "/mailings",
    url: OUTREACH_MAKING_REQUESTS,
    params: { "filter[prospect][id]": q({ type: "integer" }), ...page },
  }),
  referenceTool({
    slug: "LIST_TASKS",
    name: "List tasks",
    description: "Tasks (action items: action action_item, call, email or in_person; state pending, incomplete or complete; dueAt), optionally of one prospect or in one state.",
    method: "GET",
    path: "/tasks",
    url: outreachReference("Task"),
    params: { "filter[state]": q({ type: "string", enum: ["pending", "incomplete", "complete"] }), "filter[prospect][id]": q({ type: "integer" }), ...page },
  }),
  referenceTool({
    slug: "CREATE_TASK",
    name: "Create a task",
    description: "Creates a task (tasks created through the API are manual tasks): attributes action (action_item, call, email or in_person), dueAt and note; relationships owner (the user) and subject (the prospect or account it concerns).",
    method: "POST",
    path: "/tasks",
    url: outreachReference("Task"),
    params: { data: resource("task", "action, dueAt, note", { owner: ref("user"), subject: { type: "object", description: "{ data: { type: \"prospect\" or \"account\", id } }" } }) },
  }),
  referenceTool({ slug: "LIST_CALLS", name: "List calls", description: "Logged calls, optionally of one prospect.", method: "GET", path: "/calls", url: outreachReference("Call"), params: { "filter[prospect][id]": q({ type: "integer" }), ...page } }),
  referenceTool({ slug: "LIST_USERS", name: "List users", description: "The organization's users (the individuals using Outreach: first and last name, email…), optionally by email.", method: "GET", path: "/users", url: outreachReference("User"), params: { "filter[email]": q({ type: "string" }), ...page } }),
  referenceTool({ slug: "GET_USER", name: "Get a user", description: "One user by id: name, email, custom fields and notification settings.", method: "GET", path: "/users/{id}", url: outreachReference("User"), params: { id: id("user") } }),
];
