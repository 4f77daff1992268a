import type { ProviderToolInput } from "@plugboard/core";
import { referenceTool, type ReferenceParam } from "./reference-tool.js";

// Hand-written from Pipedrive's API reference (developers.pipedrive.com/docs/api/v1/<Entity>#<operationId>; one
// page per entity documents both its v1 and v2 operations), with each operation's method, path and parameters
// read in Pipedrive's own Node.js client (pipedrive/client-nodejs, generated from Pipedrive's OpenAPI
// documents: src/versions/v2/api/*.ts for /api/v2, src/versions/v1/api/*.ts for /v1). The base URL is
// `https://{company}.pipedrive.com/api`, so a path names its version: deals, persons, organizations,
// activities, pipelines and stages are API v2 (`/v2/…`; Pipedrive removed their v1 equivalents), notes and
// users are API v1 (`/v1/…`, no v2 equivalent).

const REFERENCE = "https://developers.pipedrive.com/docs/api/v1";
/** Pipedrive's Node.js client sources that name each operation's method, path and parameters. */
export const PIPEDRIVE_CLIENT_V2 = "https://github.com/pipedrive/client-nodejs/tree/master/src/versions/v2/api";
export const PIPEDRIVE_CLIENT_V1 = "https://github.com/pipedrive/client-nodejs/tree/master/src/versions/v1/api";
export const PIPEDRIVE_CLIENT_CHANGELOG = "https://github.com/pipedrive/client-nodejs/blob/master/CHANGELOG.md";

const id = (what: string): ReferenceParam => ({ type: "integer", description: `The ${what}'s id.` });
/** Cursor pagination of the v2 list endpoints. */
const page: Record<string, ReferenceParam> = {
  limit: { type: "integer", minimum: 1, maximum: 500, description: "Items per page (default 100, at most 500)." },
  cursor: { type: "string", description: "The next page's marker: additional_data.next_cursor of the previous answer." },
};
const sort = (fields: string[]): Record<string, ReferenceParam> => ({
  sort_by: { type: "string", enum: fields, description: "The field to sort by." },
  sort_direction: { type: "string", enum: ["asc", "desc"] },
});
const updatedRange: Record<string, ReferenceParam> = {
  updated_since: { type: "string", description: "Only items with update_time at or after this time (RFC 3339, e.g. 2025-01-01T10:20:00Z)." },
  updated_until: { type: "string", description: "Only items with update_time before this time (RFC 3339)." },
};
const customFields: ReferenceParam = { type: "string", description: "Comma-separated custom field keys to include (at most 15)." };
const search = (fields: string[]): Record<string, ReferenceParam> => ({
  term: { type: "string", minLength: 1, requiredParam: true, description: "The search term: at least 2 characters (1 with exact_match)." },
  fields: { type: "string", description: `Comma-separated fields to search in (default all): ${fields.join(", ")}.` },
  exact_match: { type: "boolean", description: "Only full, case-insensitive exact matches." },
});
const ownerId: ReferenceParam = { type: "integer", description: "The owning user's id (GET_CURRENT_USER / LIST_USERS)." };
const visibleTo: ReferenceParam = { type: "integer", description: "The visibility group (see Pipedrive's visibility settings)." };
const labelIds: ReferenceParam = { type: "array", items: { type: "integer" }, description: "Label ids." };
const customFieldValues: ReferenceParam = { type: "object", description: "Custom field values keyed by the field's 40-character key." };
const dealBody: Record<string, ReferenceParam> = {
  owner_id: ownerId,
  person_id: { type: "integer", description: "The linked person's id." },
  org_id: { type: "integer", description: "The linked organization's id." },
  pipeline_id: { type: "integer", description: "The pipeline's id (LIST_PIPELINES)." },
  stage_id: { type: "integer", description: "The stage's id (LIST_STAGES)." },
  value: { type: "number", description: "The deal's value." },
  currency: { type: "string", description: "The value's currency (3-letter code)." },
  status: { type: "string", enum: ["open", "won", "lost"] },
  probability: { type: "number", description: "Success probability, in percent." },
  lost_reason: { type: "string", description: "Why the deal was lost (status lost only)." },
  expected_close_date: { type: "string", description: "YYYY-MM-DD." },
  visible_to: visibleTo,
  label_ids: labelIds,
  custom_fields: customFieldValues,
};

/** 21 tools of Pipedrive's API: deals, persons and organizations (list, get, create, search; deals also update), activities, pipelines, stages, notes and users. */
export const pipedriveTools: ProviderToolInput[] = [
  referenceTool({
    slug: "GET_CURRENT_USER",
    name: "Get the current user",
    description: "The connected user and company: name, email, locale, company id, name and domain.",
    method: "GET",
    path: "/v1/users/me",
    url: `${REFERENCE}/Users#getCurrentUser`,
  }),
  referenceTool({ slug: "LIST_USERS", name: "List users", description: "The company's users (ids for owner_id and user_id).", method: "GET", path: "/v1/users", url: `${REFERENCE}/Users#getUsers` }),
  referenceTool({
    slug: "LIST_DEALS",
    name: "List deals",
    description: "The company's deals (title, value, currency, status, stage, person, organization, owner), not deleted ones unless asked; filter by owner, person, organization, pipeline, stage, status or a saved filter.",
    method: "GET",
    path: "/v2/deals",
    url: `${REFERENCE}/Deals#getDeals`,
    params: {
      filter_id: { type: "integer", description: "A saved filter's id (other filters are then ignored)." },
      ids: { type: "string", description: "Comma-separated deal ids (up to 100)." },
      owner_id: ownerId,
      person_id: { type: "integer" },
      org_id: { type: "integer" },
      pipeline_id: { type: "integer" },
      stage_id: { type: "integer" },
      status: { type: "string", description: "open, won, lost or deleted (comma-separated for several)." },
      ...updatedRange,
      ...sort(["id", "update_time", "add_time"]),
      custom_fields: customFields,
      ...page,
    },
  }),
  referenceTool({ slug: "GET_DEAL", name: "Get a deal", description: "One deal with its fields and custom fields.", method: "GET", path: "/v2/deals/{id}", url: `${REFERENCE}/Deals#getDeal`, params: { id: id("deal"), custom_fields: customFields } }),
  referenceTool({
    slug: "CREATE_DEAL",
    name: "Create a deal",
    description: "Creates a deal: a title, and optionally its value and currency, person, organization, pipeline and stage, owner, status, expected close date, labels and custom fields.",
    method: "POST",
    path: "/v2/deals",
    url: `${REFERENCE}/Deals#addDeal`,
    params: { title: { type: "string", requiredParam: true }, ...dealBody },
  }),
  referenceTool({
    slug: "UPDATE_DEAL",
    name: "Update a deal",
    description: "Changes a deal's fields (only those given): title, value, stage, status (won/lost with lost_reason), owner, expected close date, custom fields…",
    method: "PATCH",
    path: "/v2/deals/{id}",
    url: `${REFERENCE}/Deals#updateDeal`,
    params: { id: id("deal"), title: { type: "string" }, ...dealBody },
  }),
  referenceTool({
    slug: "SEARCH_DEALS",
    name: "Search deals",
    description: "Deals whose title, notes or custom fields match a term; filter by person, organization or status.",
    method: "GET",
    path: "/v2/deals/search",
    url: `${REFERENCE}/Deals#searchDeals`,
    params: {
      ...search(["custom_fields", "notes", "title"]),
      person_id: { type: "integer" },
      organization_id: { type: "integer" },
      status: { type: "string", enum: ["open", "won", "lost"] },
      ...page,
    },
  }),
  referenceTool({
    slug: "LIST_PERSONS",
    name: "List persons",
    description: "The company's persons (contacts); filter by owner, organization, deal or a saved filter.",
    method: "GET",
    path: "/v2/persons",
    url: `${REFERENCE}/Persons#getPersons`,
    params: {
      filter_id: { type: "integer" },
      ids: { type: "string", description: "Comma-separated person ids (up to 100)." },
      owner_id: ownerId,
      org_id: { type: "integer" },
      deal_id: { type: "integer" },
      ...updatedRange,
      ...sort(["id", "update_time", "add_time"]),
      custom_fields: customFields,
      ...page,
    },
  }),
  referenceTool({ slug: "GET_PERSON", name: "Get a person", description: "One person: name, emails, phones, organization, owner, custom fields.", method: "GET", path: "/v2/persons/{id}", url: `${REFERENCE}/Persons#getPerson`, params: { id: id("person"), custom_fields: customFields } }),
  referenceTool({
    slug: "CREATE_PERSON",
    name: "Create a person",
    description: "Creates a person: a name, emails and phones ([{\"value\": \"ada@example.com\", \"primary\": true, \"label\": \"work\"}]), organization, owner, labels and custom fields.",
    method: "POST",
    path: "/v2/persons",
    url: `${REFERENCE}/Persons#addPerson`,
    params: {
      name: { type: "string" },
      emails: { type: "array", items: { type: "object" }, description: "[{value, primary, label}]" },
      phones: { type: "array", items: { type: "object" }, description: "[{value, primary, label}]" },
      org_id: { type: "integer" },
      owner_id: ownerId,
      visible_to: visibleTo,
      label_ids: labelIds,
      custom_fields: customFieldValues,
    },
  }),
  referenceTool({
    slug: "SEARCH_PERSONS",
    name: "Search persons",
    description: "Persons whose name, email, phone, notes or custom fields match a term; filter by organization.",
    method: "GET",
    path: "/v2/persons/search",
    url: `${REFERENCE}/Persons#searchPersons`,
    params: { ...search(["custom_fields", "email", "notes", "phone", "name"]), organization_id: { type: "integer" }, ...page },
  }),
  referenceTool({
    slug: "LIST_ORGANIZATIONS",
    name: "List organizations",
    description: "The company's organizations; filter by owner or a saved filter.",
    method: "GET",
    path: "/v2/organizations",
    url: `${REFERENCE}/Organizations#getOrganizations`,
    params: { filter_id: { type: "integer" }, ids: { type: "string", description: "Comma-separated organization ids (up to 100)." }, owner_id: ownerId, ...updatedRange, ...sort(["id", "update_time", "add_time"]), custom_fields: customFields, ...page },
  }),
  referenceTool({ slug: "GET_ORGANIZATION", name: "Get an organization", description: "One organization: name, address, owner, custom fields.", method: "GET", path: "/v2/organizations/{id}", url: `${REFERENCE}/Organizations#getOrganization`, params: { id: id("organization"), custom_fields: customFields } }),
  referenceTool({
    slug: "CREATE_ORGANIZATION",
    name: "Create an organization",
    description: "Creates an organization: a name, and optionally an owner, address, labels and custom fields.",
    method: "POST",
    path: "/v2/organizations",
    url: `${REFERENCE}/Organizations#addOrganization`,
    params: { name: { type: "string" }, owner_id: ownerId, address: { type: "object", description: "{value (the full address), country, locality, route, street_number, postal_code, …}" }, visible_to: visibleTo, label_ids: labelIds, custom_fields: customFieldValues },
  }),
  referenceTool({
    slug: "SEARCH_ORGANIZATIONS",
    name: "Search organizations",
    description: "Organizations whose name, address, notes or custom fields match a term.",
    method: "GET",
    path: "/v2/organizations/search",
    url: `${REFERENCE}/Organizations#searchOrganization`,
    params: { ...search(["address", "custom_fields", "notes", "name"]), ...page },
  }),
  referenceTool({
    slug: "LIST_ACTIVITIES",
    name: "List activities",
    description: "Activities (calls, meetings, tasks…); filter by owner, deal, person, organization or done flag.",
    method: "GET",
    path: "/v2/activities",
    url: `${REFERENCE}/Activities#getActivities`,
    params: {
      filter_id: { type: "integer" },
      owner_id: ownerId,
      deal_id: { type: "integer" },
      person_id: { type: "integer" },
      org_id: { type: "integer" },
      done: { type: "boolean", description: "Only done (true) or not done (false) activities." },
      ...updatedRange,
      ...sort(["id", "update_time", "add_time", "due_date"]),
      ...page,
    },
  }),
  referenceTool({
    slug: "CREATE_ACTIVITY",
    name: "Create an activity",
    description: "Schedules an activity: subject, type (an activity type's key), due date and time, duration, linked deal, person or organization, owner, note.",
    method: "POST",
    path: "/v2/activities",
    url: `${REFERENCE}/Activities#addActivity`,
    params: {
      subject: { type: "string" },
      type: { type: "string", description: "The activity type's key." },
      owner_id: ownerId,
      deal_id: { type: "integer" },
      person_id: { type: "integer" },
      org_id: { type: "integer" },
      due_date: { type: "string", description: "YYYY-MM-DD." },
      due_time: { type: "string", description: "HH:MM." },
      duration: { type: "string", description: "HH:MM." },
      done: { type: "boolean" },
      note: { type: "string", description: "The activity's note (HTML)." },
      public_description: { type: "string" },
    },
  }),
  referenceTool({ slug: "LIST_PIPELINES", name: "List pipelines", description: "The company's pipelines (ids for pipeline_id).", method: "GET", path: "/v2/pipelines", url: `${REFERENCE}/Pipelines#getPipelines`, params: { ...sort(["id", "update_time", "add_time"]), ...page } }),
  referenceTool({
    slug: "LIST_STAGES",
    name: "List stages",
    description: "The stages of one pipeline, or of all (ids for stage_id).",
    method: "GET",
    path: "/v2/stages",
    url: `${REFERENCE}/Stages#getStages`,
    params: { pipeline_id: { type: "integer", description: "Only this pipeline's stages." }, ...sort(["id", "update_time", "add_time", "order_nr"]), ...page },
  }),
  referenceTool({
    slug: "LIST_NOTES",
    name: "List notes",
    description: "Notes; filter by deal, person, organization, lead or author, a page at a time.",
    method: "GET",
    path: "/v1/notes",
    url: `${REFERENCE}/Notes#getNotes`,
    params: {
      deal_id: { type: "integer" },
      person_id: { type: "integer" },
      org_id: { type: "integer" },
      lead_id: { type: "string" },
      user_id: { type: "integer", description: "The author's user id." },
      start: { type: "integer", minimum: 0, description: "Pagination start (additional_data.pagination.next_start of the previous answer)." },
      limit: { type: "integer", minimum: 1 },
      sort: { type: "string", description: "e.g. add_time DESC (fields id, user_id, deal_id, person_id, org_id, content, add_time, update_time)." },
    },
  }),
  referenceTool({
    slug: "CREATE_NOTE",
    name: "Add a note",
    description: "Adds a note (HTML content) to a deal, person, organization, lead or project — one of their ids is required.",
    method: "POST",
    path: "/v1/notes",
    url: `${REFERENCE}/Notes#addNote`,
    params: {
      content: { type: "string", requiredParam: true, description: "The note, in HTML." },
      deal_id: { type: "integer" },
      person_id: { type: "integer" },
      org_id: { type: "integer" },
      lead_id: { type: "string" },
      project_id: { type: "integer" },
    },
  }),
];
