import type { ProviderToolInput } from "@plugboard/core";
import { referenceTool, type ReferenceParam } from "./reference-tool.js";

// Hand-written from Oracle's SuiteTalk REST Web Services guide (record service, query service),
// each tool citing the guide's page for its operation.

const RECORDS = "https://docs.oracle.com/en/cloud/saas/netsuite/ns-online-help/book_1559132836.html";
const SUITEQL = "https://docs.oracle.com/en/cloud/saas/netsuite/ns-online-help/section_158394344595.html";
const SUITEQL_EXECUTING = "https://docs.oracle.com/en/cloud/saas/netsuite/ns-online-help/section_157909186990.html";
const recordType: ReferenceParam = { type: "string", description: "The record type, e.g. customer, vendor, contact, salesOrder, invoice, purchaseOrder, item types (inventoryItem…), employee." };
const id: ReferenceParam = { type: "string", description: "The record's internal id (or eid:<external id>)." };
const body: ReferenceParam = { type: "object", requiredParam: true, description: "The record's fields, e.g. { \"companyName\": \"Acme\", \"email\": \"ap@acme.example\", \"subsidiary\": { \"id\": \"1\" } }." };

/** 7 tools of NetSuite's SuiteTalk REST web services (base URL https://<account>.suitetalk.api.netsuite.com/services/rest). */
export const netsuiteTools: ProviderToolInput[] = [
  referenceTool({
    slug: "RUN_SUITEQL",
    name: "Query with SuiteQL",
    description: "Runs a SuiteQL (SQL-like) query, e.g. SELECT id, companyName, email FROM customer WHERE dateCreated >= '01/01/2026' ORDER BY id; page with limit and offset (up to 100,000 results).",
    method: "POST",
    path: "/query/v1/suiteql",
    url: SUITEQL,
    params: {
      q: { type: "string", requiredParam: true, description: "The SuiteQL query." },
      Prefer: { type: "string", in: "header", enum: ["transient"], requiredParam: true, description: "Always transient." },
      limit: { type: "integer", in: "query", description: "Rows per page (up to 1000)." },
      offset: { type: "integer", in: "query" },
    },
  }),
  referenceTool({
    slug: "LIST_RECORDS",
    name: "List records of a type",
    description: "Lists the ids of a record type's records, filtered with q (e.g. email START_WITH \"ap\" AND dateCreated ON_OR_AFTER \"1/1/2026\"); page with limit and offset.",
    method: "GET",
    path: "/record/v1/{recordType}",
    url: RECORDS,
    params: { recordType, q: { type: "string", in: "query" }, limit: { type: "integer", in: "query" }, offset: { type: "integer", in: "query" } },
  }),
  referenceTool({
    slug: "GET_RECORD",
    name: "Get a record",
    description: "Gets a record; fields limits the answer; expandSubResources=true includes sublists (e.g. an order's items).",
    method: "GET",
    path: "/record/v1/{recordType}/{id}",
    url: RECORDS,
    params: { recordType, id, fields: { type: "string", in: "query" }, expandSubResources: { type: "boolean", in: "query" } },
  }),
  referenceTool({ slug: "CREATE_RECORD", name: "Create a record", description: "Creates a record; the answer's Location header names the new record.", method: "POST", path: "/record/v1/{recordType}", url: RECORDS, params: { recordType, record: body }, bodyParam: "record" }),
  referenceTool({ slug: "UPDATE_RECORD", name: "Update a record", description: "Changes the given fields of a record.", method: "PATCH", path: "/record/v1/{recordType}/{id}", url: RECORDS, params: { recordType, id, record: body }, bodyParam: "record" }),
  referenceTool({ slug: "DELETE_RECORD", name: "Delete a record", description: "Deletes a record.", method: "DELETE", path: "/record/v1/{recordType}/{id}", url: RECORDS, params: { recordType, id } }),
  referenceTool({ slug: "GET_METADATA_CATALOG", name: "List record types", description: "Lists the record types available through REST web services, with links to each one's metadata (fields and sublists).", method: "GET", path: "/record/v1/metadata-catalog", url: RECORDS, params: { select: { type: "string", in: "query", description: "Comma-separated record types to describe." } } }),
];
export const NETSUITE_SUITEQL_PAGES = [SUITEQL, SUITEQL_EXECUTING];
