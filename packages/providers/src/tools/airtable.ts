import type { ProviderToolInput } from "@plugboard/core";

// Hand-written from Airtable's Web API reference; each tool cites the reference page of its endpoint.
const ref = "https://airtable.com/developers/web/api";
const baseId = { type: "string", pattern: "^app[A-Za-z0-9]{14}$", description: "The base's id (app…), from LIST_BASES or the base's URL." };
const table = { type: "string", minLength: 1, description: "The table's id (tbl…) or its name." };
const recordId = { type: "string", pattern: "^rec[A-Za-z0-9]{14}$", description: "The record's id (rec…)." };
const fields = { type: "object", additionalProperties: true, description: "Cell values by field name (or id), e.g. { \"Name\": \"Ada\", \"Status\": \"Done\" }." };
const json = { query: [], header: [], body: "json" as const };

/** 9 tools of Airtable's Web API (base URL https://api.airtable.com/v0). */
export const airtableTools: ProviderToolInput[] = [
  {
    slug: "WHOAMI",
    name: "Get the signed-in user",
    description: "The user id (and email and scopes, when granted) of the token.",
    method: "GET",
    path: "/meta/whoami",
    inputSchema: { type: "object", properties: {} },
    source: { kind: "reference", url: `${ref}/get-user-id-scopes` },
  },
  {
    slug: "LIST_BASES",
    name: "List bases",
    description: "The bases the token can access, with their ids, names and permission levels.",
    method: "GET",
    path: "/meta/bases",
    inputSchema: { type: "object", properties: { offset: { type: "string", description: "The offset of the previous answer, for the next page." } } },
    placement: { query: ["offset"], header: [] },
    source: { kind: "reference", url: `${ref}/list-bases` },
  },
  {
    slug: "GET_BASE_SCHEMA",
    name: "Get a base's tables and fields",
    description: "The tables of a base with their fields (names, ids, types, options) and views. Use it before reading or writing records to learn the field names.",
    method: "GET",
    path: "/meta/bases/{baseId}/tables",
    inputSchema: { type: "object", properties: { baseId }, required: ["baseId"] },
    source: { kind: "reference", url: `${ref}/get-base-schema` },
  },
  {
    slug: "LIST_RECORDS",
    name: "List records",
    description:
      "List a table's records, filtered with an Airtable formula (`filterByFormula`, e.g. `{Status} = 'Open'`), sorted, limited to some fields or to a view. At most 100 per page; pass the answer's `offset` for the next page.",
    method: "GET",
    path: "/{baseId}/{tableIdOrName}",
    inputSchema: {
      type: "object",
      properties: {
        baseId,
        tableIdOrName: table,
        filterByFormula: { type: "string" },
        "fields[]": { type: "array", items: { type: "string" }, description: "Only these fields." },
        view: { type: "string", description: "A view's name or id: its filters and order apply." },
        maxRecords: { type: "integer", minimum: 1 },
        pageSize: { type: "integer", minimum: 1, maximum: 100 },
        offset: { type: "string" },
      },
      required: ["baseId", "tableIdOrName"],
    },
    placement: { query: ["filterByFormula", "fields[]", "view", "maxRecords", "pageSize", "offset"], header: [] },
    source: { kind: "reference", url: `${ref}/list-records` },
  },
  {
    slug: "GET_RECORD",
    name: "Get a record",
    description: "Get one record with all its cell values.",
    method: "GET",
    path: "/{baseId}/{tableIdOrName}/{recordId}",
    inputSchema: { type: "object", properties: { baseId, tableIdOrName: table, recordId }, required: ["baseId", "tableIdOrName", "recordId"] },
    source: { kind: "reference", url: `${ref}/get-record` },
  },
  {
    slug: "CREATE_RECORDS",
    name: "Create records",
    description: "Create up to 10 records in a table: `records` is a list of `{ fields: {...} }`. `typecast: true` lets Airtable convert text to the field types (and add select options).",
    method: "POST",
    path: "/{baseId}/{tableIdOrName}",
    inputSchema: {
      type: "object",
      properties: {
        baseId,
        tableIdOrName: table,
        records: { type: "array", minItems: 1, maxItems: 10, items: { type: "object", properties: { fields }, required: ["fields"] } },
        typecast: { type: "boolean" },
      },
      required: ["baseId", "tableIdOrName", "records"],
    },
    placement: json,
    source: { kind: "reference", url: `${ref}/create-records` },
  },
  {
    slug: "UPDATE_RECORDS",
    name: "Update records",
    description: "Update up to 10 records: `records` is a list of `{ id, fields }`; only the fields given change.",
    method: "PATCH",
    path: "/{baseId}/{tableIdOrName}",
    inputSchema: {
      type: "object",
      properties: {
        baseId,
        tableIdOrName: table,
        records: { type: "array", minItems: 1, maxItems: 10, items: { type: "object", properties: { id: recordId, fields }, required: ["id", "fields"] } },
        typecast: { type: "boolean" },
      },
      required: ["baseId", "tableIdOrName", "records"],
    },
    placement: json,
    source: { kind: "reference", url: `${ref}/update-multiple-records` },
  },
  {
    slug: "UPDATE_RECORD",
    name: "Update a record",
    description: "Update one record's fields; only the fields given change.",
    method: "PATCH",
    path: "/{baseId}/{tableIdOrName}/{recordId}",
    inputSchema: { type: "object", properties: { baseId, tableIdOrName: table, recordId, fields, typecast: { type: "boolean" } }, required: ["baseId", "tableIdOrName", "recordId", "fields"] },
    placement: json,
    source: { kind: "reference", url: `${ref}/update-record` },
  },
  {
    slug: "DELETE_RECORD",
    name: "Delete a record",
    description: "Delete one record.",
    method: "DELETE",
    path: "/{baseId}/{tableIdOrName}/{recordId}",
    inputSchema: { type: "object", properties: { baseId, tableIdOrName: table, recordId }, required: ["baseId", "tableIdOrName", "recordId"] },
    source: { kind: "reference", url: `${ref}/delete-record` },
  },
];
