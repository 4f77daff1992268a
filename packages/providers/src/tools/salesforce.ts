import type { ProviderToolInput } from "@plugboard/core";

// Hand-written from Salesforce's REST API Developer Guide; each tool cites the page of its resource.
const guide = "https://developer.salesforce.com/docs/atlas.en-us.api_rest.meta/api_rest";

const sObject = { type: "string", pattern: "^[A-Za-z][A-Za-z0-9_]*$", description: "The object's API name, e.g. Account, Contact, Lead, Opportunity, Case, Task, or a custom object such as Invoice__c." };
const recordId = { type: "string", pattern: "^[A-Za-z0-9]{15}([A-Za-z0-9]{3})?$", description: "The record's 15- or 18-character Salesforce ID." };

/** 10 tools of Salesforce's REST API (base URL: the instance URL from the token response + /services/data/v62.0). */
export const salesforceTools: ProviderToolInput[] = [
  {
    slug: "QUERY",
    name: "Run a SOQL query",
    description:
      "Run a SOQL query and get the matching records, e.g. `SELECT Id, Name, Amount FROM Opportunity WHERE StageName = 'Closed Won' ORDER BY CloseDate DESC LIMIT 20`. Always name the fields and add a LIMIT. When `done` is false the answer has a `nextRecordsUrl` for the next batch.",
    method: "GET",
    path: "/query",
    inputSchema: { type: "object", properties: { q: { type: "string", minLength: 1, description: "The SOQL query." } }, required: ["q"] },
    placement: { query: ["q"], header: [] },
    source: { kind: "reference", url: `${guide}/resources_query.htm` },
  },
  {
    slug: "SEARCH",
    name: "Run a SOSL search",
    description:
      "Full-text search across objects with SOSL, e.g. `FIND {Acme*} IN ALL FIELDS RETURNING Account(Id, Name), Contact(Id, Name, Email) LIMIT 20`. Use it when you know a name or word but not which object holds it.",
    method: "GET",
    path: "/search",
    inputSchema: { type: "object", properties: { q: { type: "string", minLength: 1, description: "The SOSL search string." } }, required: ["q"] },
    placement: { query: ["q"], header: [] },
    source: { kind: "reference", url: `${guide}/resources_search.htm` },
  },
  {
    slug: "LIST_OBJECTS",
    name: "List objects",
    description: "List the org's objects (standard and custom) with their names, labels and whether they can be queried, created or updated. Use it to find an object's API name.",
    method: "GET",
    path: "/sobjects",
    inputSchema: { type: "object", properties: {} },
    source: { kind: "reference", url: `${guide}/resources_describeGlobal.htm` },
  },
  {
    slug: "DESCRIBE_OBJECT",
    name: "Describe an object",
    description: "Get an object's fields (API names, types, picklist values, required or not) and relationships. Use it before a query, a create or an update to learn the field names.",
    method: "GET",
    path: "/sobjects/{sObject}/describe",
    inputSchema: { type: "object", properties: { sObject }, required: ["sObject"] },
    source: { kind: "reference", url: `${guide}/resources_sobject_describe.htm` },
  },
  {
    slug: "GET_RECORD",
    name: "Get a record",
    description: "Get one record by its ID. Pass `fields` (comma-separated API names) to get only those fields.",
    method: "GET",
    path: "/sobjects/{sObject}/{id}",
    inputSchema: {
      type: "object",
      properties: { sObject, id: recordId, fields: { type: "string", description: "Comma-separated field API names to return, e.g. Name,Industry,Phone." } },
      required: ["sObject", "id"],
    },
    placement: { query: ["fields"], header: [] },
    source: { kind: "reference", url: `${guide}/resources_sobject_retrieve.htm` },
  },
  {
    slug: "CREATE_RECORD",
    name: "Create a record",
    description: "Create a record of an object, e.g. a Lead, a Contact or a Task. `fields` holds the field values by API name (required fields must be present); the answer carries the new record's id.",
    method: "POST",
    path: "/sobjects/{sObject}",
    inputSchema: {
      type: "object",
      properties: { sObject, fields: { type: "object", description: "Field values by API name, e.g. { \"LastName\": \"Smith\", \"Company\": \"Acme\" }.", additionalProperties: true } },
      required: ["sObject", "fields"],
    },
    placement: { query: [], header: [], body: "json", bodyParam: "fields" },
    source: { kind: "reference", url: `${guide}/dome_sobject_create.htm` },
  },
  {
    slug: "UPDATE_RECORD",
    name: "Update a record",
    description: "Update fields of one record; only the fields given change. Salesforce answers 204 with no body on success.",
    method: "PATCH",
    path: "/sobjects/{sObject}/{id}",
    inputSchema: {
      type: "object",
      properties: { sObject, id: recordId, fields: { type: "object", description: "The field values to set, by API name.", additionalProperties: true } },
      required: ["sObject", "id", "fields"],
    },
    placement: { query: [], header: [], body: "json", bodyParam: "fields" },
    source: { kind: "reference", url: `${guide}/dome_update_fields.htm` },
  },
  {
    slug: "DELETE_RECORD",
    name: "Delete a record",
    description: "Delete one record (it goes to the org's Recycle Bin). Salesforce answers 204 with no body on success.",
    method: "DELETE",
    path: "/sobjects/{sObject}/{id}",
    inputSchema: { type: "object", properties: { sObject, id: recordId }, required: ["sObject", "id"] },
    source: { kind: "reference", url: `${guide}/dome_delete_record.htm` },
  },
  {
    slug: "LIST_RECENT_ITEMS",
    name: "List recently viewed records",
    description: "The records the signed-in user viewed or changed most recently, across objects.",
    method: "GET",
    path: "/recent",
    inputSchema: { type: "object", properties: { limit: { type: "integer", minimum: 1, maximum: 200, description: "How many records to return (at most 200)." } } },
    placement: { query: ["limit"], header: [] },
    source: { kind: "reference", url: `${guide}/resources_recent_items.htm` },
  },
  {
    slug: "GET_LIMITS",
    name: "Get org limits",
    description: "The org's limits and what remains of them, e.g. DailyApiRequests and storage.",
    method: "GET",
    path: "/limits",
    inputSchema: { type: "object", properties: {} },
    source: { kind: "reference", url: `${guide}/resources_limits.htm` },
  },
];
