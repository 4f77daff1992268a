import type { ProviderToolInput } from "@plugboard/core";
import { referenceTool, type ReferenceParam } from "./reference-tool.js";

// Hand-written from Zoho's own Node.js SDK for the CRM API v8 (each tool citing the SDK file whose
// operation builds that method and path), the SDK being generated from Zoho's API definitions.

const SDK = "https://github.com/zoho/zohocrm-nodejs-sdk-8.0/blob/1157dc71ac97738e15a58ac7abeb4d54ed506884/lib/core/com/zoho/crm/api";
const module: ReferenceParam = { type: "string", description: "The module's API name: Leads, Contacts, Accounts, Deals, Tasks, Events, Calls, Products, Quotes, Notes… or a custom module's (LIST_MODULES)." };
const id: ReferenceParam = { type: "string", description: "The record's id." };
const records: ReferenceParam = { type: "array", description: "Records as objects of field API names, e.g. [{ \"Last_Name\": \"Lovelace\", \"Email\": \"ada@example.com\" }] (up to 100).", items: { type: "object" }, requiredParam: true };
const trigger: ReferenceParam = { type: "array", description: "Automation to run: workflow, approval, blueprint, pathfinder, orchestration; [] runs none.", items: { type: "string" } };

/** 12 tools of the Zoho CRM API v8 (base URL `<api_domain>/crm/v8`). */
export const zohoCrmTools: ProviderToolInput[] = [
  referenceTool({
    slug: "LIST_RECORDS",
    name: "List records of a module",
    description: "Lists a module's records page by page; fields (comma-separated API names) is required; sort_by Created_Time, Modified_Time or id; cvid for a custom view.",
    method: "GET",
    path: "/{module}",
    url: `${SDK}/record/record_operations.js`,
    params: {
      module,
      fields: { type: "string", in: "query", requiredParam: true, description: "Comma-separated field API names, e.g. Last_Name,Email,Company (at most 50)." },
      page: { type: "integer", in: "query" },
      per_page: { type: "integer", in: "query", description: "Up to 200." },
      sort_by: { type: "string", in: "query", enum: ["id", "Created_Time", "Modified_Time"] },
      sort_order: { type: "string", in: "query", enum: ["asc", "desc"] },
      cvid: { type: "string", in: "query", description: "A custom view's id." },
    },
  }),
  referenceTool({ slug: "GET_RECORD", name: "Get a record", description: "Gets one record with all its fields.", method: "GET", path: "/{module}/{id}", url: `${SDK}/record/record_operations.js`, params: { module, id } }),
  referenceTool({
    slug: "CREATE_RECORDS",
    name: "Create records",
    description: "Creates up to 100 records in a module (mandatory fields per module, e.g. Last_Name for Leads and Contacts, Deal_Name and Stage for Deals).",
    method: "POST",
    path: "/{module}",
    url: `${SDK}/record/record_operations.js`,
    params: { module, data: records, trigger },
  }),
  referenceTool({
    slug: "UPDATE_RECORD",
    name: "Update a record",
    description: "Updates fields of one record: data [{ \"Phone\": \"…\" }].",
    method: "PUT",
    path: "/{module}/{id}",
    url: `${SDK}/record/record_operations.js`,
    params: { module, id, data: records, trigger },
  }),
  referenceTool({ slug: "DELETE_RECORD", name: "Delete a record", description: "Moves a record to the recycle bin.", method: "DELETE", path: "/{module}/{id}", url: `${SDK}/record/record_operations.js`, params: { module, id } }),
  referenceTool({
    slug: "UPSERT_RECORDS",
    name: "Insert or update records",
    description: "Updates records that match on duplicate_check_fields (e.g. [\"Email\"]) and inserts the others.",
    method: "POST",
    path: "/{module}/upsert",
    url: `${SDK}/record/record_operations.js`,
    params: { module, data: records, duplicate_check_fields: { type: "array", items: { type: "string" } }, trigger },
  }),
  referenceTool({
    slug: "SEARCH_RECORDS",
    name: "Search records",
    description: "Searches a module by criteria, e.g. ((Last_Name:equals:Lovelace)and(Company:starts_with:Ana)), or by email, phone or word.",
    method: "GET",
    path: "/{module}/search",
    url: `${SDK}/record/record_operations.js`,
    params: {
      module,
      criteria: { type: "string", in: "query" },
      email: { type: "string", in: "query" },
      phone: { type: "string", in: "query" },
      word: { type: "string", in: "query" },
      page: { type: "integer", in: "query" },
      per_page: { type: "integer", in: "query" },
    },
  }),
  referenceTool({
    slug: "QUERY_RECORDS",
    name: "Query records with COQL",
    description: "Runs a COQL SELECT, e.g. select Last_Name, Email from Leads where Lead_Status = 'Contacted' order by Created_Time desc limit 200 (WHERE is required).",
    method: "POST",
    path: "/coql",
    url: `${SDK}/coql/coql_operations.js`,
    params: { select_query: { type: "string", requiredParam: true } },
  }),
  referenceTool({ slug: "LIST_MODULES", name: "List modules", description: "Lists the CRM's modules with their API names (standard and custom).", method: "GET", path: "/settings/modules", url: `${SDK}/modules/modules_operations.js` }),
  referenceTool({
    slug: "LIST_FIELDS",
    name: "List a module's fields",
    description: "Lists a module's fields with their API names, types, picklist values and whether they are mandatory.",
    method: "GET",
    path: "/settings/fields",
    url: `${SDK}/fields/fields_operations.js`,
    params: { module: { type: "string", in: "query", requiredParam: true, description: "The module's API name." } },
  }),
  referenceTool({
    slug: "LIST_USERS",
    name: "List users",
    description: "Lists the CRM's users (type AllUsers, ActiveUsers, AdminUsers, CurrentUser…), e.g. to find an owner's id.",
    method: "GET",
    path: "/users",
    url: `${SDK}/users/users_operations.js`,
    params: { type: { type: "string", in: "query" }, page: { type: "integer", in: "query" }, per_page: { type: "integer", in: "query" } },
  }),
  referenceTool({
    slug: "CREATE_NOTES",
    name: "Add notes to records",
    description: "Adds notes: data [{ \"Note_Title\": \"…\", \"Note_Content\": \"…\", \"Parent_Id\": { \"module\": { \"api_name\": \"Leads\" }, \"id\": \"…\" } }].",
    method: "POST",
    path: "/Notes",
    url: `${SDK}/notes/notes_operations.js`,
    params: { data: records },
  }),
];
