import type { ProviderToolInput } from "@plugboard/core";
import { openApiOperationUrl, referenceTool, type ReferenceParam } from "./reference-tool.js";

// Hand-written from Attio's REST API v2 endpoint reference (docs.attio.com/rest-api/endpoint-reference/…,
// each page rendered from Attio's OpenAPI document https://api.attio.com/openapi/api), each tool citing its
// endpoint's page; the two whose page was not read here cite their operation in that document.

const REFERENCE = "https://docs.attio.com/rest-api/endpoint-reference";
/** Attio's own OpenAPI document of its REST API (the reference pages are rendered from it). */
export const ATTIO_OPENAPI = "https://api.attio.com/openapi/api";
const op = (path: string, method: string) => openApiOperationUrl(ATTIO_OPENAPI, path, method);

const object: ReferenceParam = { type: "string", description: "The object's slug or UUID, e.g. people, companies, deals or a custom object's slug." };
const recordId: ReferenceParam = { type: "string", description: "The record's UUID." };
const list: ReferenceParam = { type: "string", description: "The list's slug or UUID (LIST_LISTS)." };
const values: ReferenceParam = {
  type: "object",
  description: "Attribute values keyed by attribute slug or id, e.g. {\"name\": \"Acme\", \"domains\": [\"acme.com\"]} — multiselect attributes take arrays (LIST_ATTRIBUTES for the slugs).",
};
const filterAndSort: Record<string, ReferenceParam> = {
  filter: { type: "object", description: "A filter, e.g. {\"name\": \"Ada Lovelace\"}; see Attio's filtering and sorting guide." },
  sorts: { type: "array", items: { type: "object" }, description: "e.g. [{\"direction\": \"asc\", \"attribute\": \"name\", \"field\": \"last_name\"}]" },
  limit: { type: "number", minimum: 1, description: "Results per page (default 500)." },
  offset: { type: "number", minimum: 0, description: "Results to skip (default 0)." },
};

/** 17 tools of Attio's REST API v2: records (query, get, create, assert, update), objects, attributes, lists and entries, notes, tasks, workspace members and the token's identity. */
export const attioTools: ProviderToolInput[] = [
  referenceTool({ slug: "IDENTIFY", name: "Identify the token", description: "Whether the access token is active, the workspace it is linked to and the scopes it has.", method: "GET", path: "/self", url: `${REFERENCE}/meta/identify` }),
  referenceTool({ slug: "LIST_OBJECTS", name: "List objects", description: "The workspace's system and custom objects (api_slug, singular and plural nouns).", method: "GET", path: "/objects", url: `${REFERENCE}/objects/list-objects` }),
  referenceTool({ slug: "GET_OBJECT", name: "Get an object", description: "One object by slug or UUID.", method: "GET", path: "/objects/{object}", url: op("/v2/objects/{object}", "get"), params: { object } }),
  referenceTool({
    slug: "LIST_ATTRIBUTES",
    name: "List attributes",
    description: "The attributes of an object or a list (api_slug, type, is_unique, is_multiselect…), in the order the UI shows them — the keys for record and entry values.",
    method: "GET",
    path: "/{target}/{identifier}/attributes",
    url: `${REFERENCE}/attributes/list-attributes`,
    params: {
      target: { type: "string", enum: ["objects", "lists"], description: "Whether the attributes belong to an object or a list." },
      identifier: { type: "string", description: "The object's or list's slug or UUID." },
    },
  }),
  referenceTool({
    slug: "QUERY_RECORDS",
    name: "List and filter records",
    description:
      "Lists the records of one object (`people`, `companies`, `deals` or a custom object's slug), optionally filtered (e.g. {\"name\": \"Ada Lovelace\"}) and sorted, with limit/offset pagination (default limit 500).",
    method: "POST",
    path: "/objects/{object}/records/query",
    url: `${REFERENCE}/records/list-records`,
    params: { object, ...filterAndSort },
  }),
  referenceTool({ slug: "GET_RECORD", name: "Get a record", description: "One person, company or other record by its record_id, with all its attribute values.", method: "GET", path: "/objects/{object}/records/{record_id}", url: "https://docs.attio.com/api-reference/records/get-a-record", params: { object, record_id: recordId } }),
  referenceTool({
    slug: "CREATE_RECORD",
    name: "Create a record",
    description: "Creates a record of an object from attribute values (ASSERT_RECORD instead finds an existing record by a unique attribute and updates it).",
    method: "POST",
    path: "/objects/{object}/records",
    url: op("/v2/objects/{object}/records", "post"),
    params: { object, data: { type: "object", requiredParam: true, description: "{\"values\": {…attribute values…}}", properties: { values } } },
  }),
  referenceTool({
    slug: "ASSERT_RECORD",
    name: "Create or update a record (assert)",
    description: "Upserts a record: looks for a record with the same value of a unique attribute (matching_attribute) and updates it, or else creates one.",
    method: "PUT",
    path: "/objects/{object}/records",
    url: "https://docs.attio.com/api-reference/records/assert-a-record",
    params: {
      object,
      matching_attribute: { type: "string", in: "query", requiredParam: true, description: "The slug or id of a unique attribute to match on." },
      data: { type: "object", requiredParam: true, description: "{\"values\": {…attribute values…}}", properties: { values } },
    },
  }),
  referenceTool({
    slug: "UPDATE_RECORD",
    name: "Update a record",
    description: "Updates the attribute values given of a record.",
    method: "PATCH",
    path: "/objects/{object}/records/{record_id}",
    url: op("/v2/objects/{object}/records/{record_id}", "patch"),
    params: { object, record_id: recordId, data: { type: "object", requiredParam: true, description: "{\"values\": {…attribute values…}}", properties: { values } } },
  }),
  referenceTool({ slug: "LIST_LISTS", name: "List lists", description: "The lists the token can reach, in sidebar order (pipelines and other processes).", method: "GET", path: "/lists", url: `${REFERENCE}/lists/list-all-lists` }),
  referenceTool({
    slug: "QUERY_ENTRIES",
    name: "List and filter list entries",
    description: "The entries of a list (each a parent record with list-specific values such as stage), optionally filtered and sorted, with limit/offset pagination.",
    method: "POST",
    path: "/lists/{list}/entries/query",
    url: `${REFERENCE}/entries/list-entries`,
    params: { list, ...filterAndSort },
  }),
  referenceTool({
    slug: "CREATE_ENTRY",
    name: "Add a record to a list",
    description: "Adds a record to a list as a new entry, with optional entry values: data = {\"parent_record_id\": …, \"parent_object\": \"people\", \"entry_values\": {…}}.",
    method: "POST",
    path: "/lists/{list}/entries",
    url: `${REFERENCE}/entries/create-an-entry-add-record-to-list`,
    params: {
      list,
      data: {
        type: "object",
        requiredParam: true,
        properties: { parent_record_id: { type: "string" }, parent_object: { type: "string" }, entry_values: { type: "object" } },
        description: "The entry: parent_record_id, parent_object and entry_values.",
      },
    },
  }),
  referenceTool({ slug: "LIST_NOTES", name: "List notes", description: "Notes on the workspace's records.", method: "GET", path: "/notes", url: `${REFERENCE}/notes/list-notes` }),
  referenceTool({
    slug: "CREATE_NOTE",
    name: "Create a note",
    description: "Adds a note to a record: data = {\"parent_object\": \"people\", \"parent_record_id\": …, \"title\": …, \"format\": \"plaintext\", \"content\": …}.",
    method: "POST",
    path: "/notes",
    url: `${REFERENCE}/notes/create-a-note`,
    params: {
      data: {
        type: "object",
        requiredParam: true,
        properties: {
          parent_object: { type: "string" },
          parent_record_id: { type: "string" },
          title: { type: "string" },
          format: { type: "string", description: "The content's format, e.g. plaintext." },
          content: { type: "string" },
          created_at: { type: "string" },
          meeting_id: { type: "string" },
        },
        description: "The note: parent_object, parent_record_id, title, format, content.",
      },
    },
  }),
  referenceTool({ slug: "LIST_TASKS", name: "List tasks", description: "The workspace's tasks, oldest first.", method: "GET", path: "/tasks", url: `${REFERENCE}/tasks/list-tasks` }),
  referenceTool({
    slug: "CREATE_TASK",
    name: "Create a task",
    description:
      "Creates a task (plaintext content): data = {\"content\": …, \"format\": \"plaintext\", \"deadline_at\": ISO timestamp or null, \"is_completed\": false, \"linked_records\": [{\"target_object\": \"people\", \"target_record_id\": …}], \"assignees\": [{\"referenced_actor_type\": \"workspace-member\", \"referenced_actor_id\": …}]}.",
    method: "POST",
    path: "/tasks",
    url: `${REFERENCE}/tasks/create-a-task`,
    params: {
      data: {
        type: "object",
        requiredParam: true,
        properties: {
          content: { type: "string" },
          format: { type: "string", enum: ["plaintext"] },
          deadline_at: { type: ["string", "null"] },
          is_completed: { type: "boolean" },
          linked_records: { type: "array", items: { type: "object" } },
          assignees: { type: "array", items: { type: "object" } },
        },
        description: "The task: content, format, deadline_at, is_completed, linked_records, assignees.",
      },
    },
  }),
  referenceTool({ slug: "LIST_WORKSPACE_MEMBERS", name: "List workspace members", description: "The workspace's members (ids for task assignees and actor-reference values).", method: "GET", path: "/workspace_members", url: `${REFERENCE}/workspace-members/list-workspace-members` }),
];
