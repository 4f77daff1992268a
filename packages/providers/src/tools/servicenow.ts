import type { ProviderToolInput } from "@plugboard/core";
import { referenceTool, type ReferenceParam } from "./reference-tool.js";

// Hand-written from ServiceNow's REST API reference (Table and Aggregate APIs), each tool citing its
// API's reference page. Every table (incident, problem, change_request, sc_req_item, sys_user, cmdb_ci…)
// is reached through the same Table API.

const TABLE_API = "https://www.servicenow.com/docs/r/api-reference/rest-apis/c_TableAPI.html";
const AGGREGATE_API = "https://www.servicenow.com/docs/r/api-reference/rest-apis/c_AggregateAPI.html";
const tableName: ReferenceParam = { type: "string", description: "The table's name, e.g. incident, problem, change_request, sc_req_item, sys_user, cmdb_ci." };
const sysId: ReferenceParam = { type: "string", description: "The record's sys_id." };
const fields: ReferenceParam = { type: "string", in: "query", description: "sysparm_fields: comma-separated fields to return, e.g. number,short_description,state,assigned_to." };
const displayValue: ReferenceParam = { type: "string", in: "query", enum: ["true", "false", "all"], description: "sysparm_display_value: true returns display values (names) instead of sys_ids and codes." };
const record: ReferenceParam = { type: "object", requiredParam: true, description: "Field values, e.g. { \"short_description\": \"Email is down\", \"urgency\": \"2\", \"caller_id\": \"<sys_id or user_name>\" }." };

/** 8 tools of the ServiceNow REST API (base URL https://<instance>.service-now.com/api/now). */
export const servicenowTools: ProviderToolInput[] = [
  referenceTool({
    slug: "LIST_RECORDS",
    name: "List or query records",
    description: "Lists a table's records filtered by an encoded query, e.g. sysparm_query=active=true^priority=1^ORDERBYDESCsys_created_on; page with sysparm_limit and sysparm_offset.",
    method: "GET",
    path: "/table/{tableName}",
    url: TABLE_API,
    params: {
      tableName,
      sysparm_query: { type: "string", in: "query", description: "An encoded query (conditions joined with ^ for AND, ^OR for OR; ORDERBY / ORDERBYDESC)." },
      sysparm_fields: fields,
      sysparm_limit: { type: "integer", in: "query", description: "Records per page." },
      sysparm_offset: { type: "integer", in: "query" },
      sysparm_display_value: displayValue,
      sysparm_exclude_reference_link: { type: "boolean", in: "query" },
    },
  }),
  referenceTool({ slug: "GET_RECORD", name: "Get a record", description: "Gets one record of a table by sys_id.", method: "GET", path: "/table/{tableName}/{sys_id}", url: TABLE_API, params: { tableName, sys_id: sysId, sysparm_fields: fields, sysparm_display_value: displayValue } }),
  referenceTool({ slug: "CREATE_RECORD", name: "Create a record", description: "Creates a record in a table (e.g. an incident) and answers it with its sys_id and number.", method: "POST", path: "/table/{tableName}", url: TABLE_API, params: { tableName, record, sysparm_fields: fields, sysparm_display_value: displayValue }, bodyParam: "record" }),
  referenceTool({ slug: "UPDATE_RECORD", name: "Update a record", description: "Changes the given fields of a record (e.g. state, assigned_to, work_notes, close_code and close_notes to resolve).", method: "PATCH", path: "/table/{tableName}/{sys_id}", url: TABLE_API, params: { tableName, sys_id: sysId, record, sysparm_fields: fields }, bodyParam: "record" }),
  referenceTool({ slug: "REPLACE_RECORD", name: "Replace a record's fields", description: "Updates a record with PUT (the given fields are set).", method: "PUT", path: "/table/{tableName}/{sys_id}", url: TABLE_API, params: { tableName, sys_id: sysId, record }, bodyParam: "record" }),
  referenceTool({ slug: "DELETE_RECORD", name: "Delete a record", description: "Deletes a record of a table.", method: "DELETE", path: "/table/{tableName}/{sys_id}", url: TABLE_API, params: { tableName, sys_id: sysId } }),
  referenceTool({
    slug: "COUNT_RECORDS",
    name: "Count and aggregate records",
    description: "Counts a table's records matching a query, or computes avg/min/max/sum of fields, grouped by fields, e.g. sysparm_count=true&sysparm_group_by=priority.",
    method: "GET",
    path: "/stats/{tableName}",
    url: AGGREGATE_API,
    params: {
      tableName,
      sysparm_query: { type: "string", in: "query" },
      sysparm_count: { type: "boolean", in: "query" },
      sysparm_group_by: { type: "string", in: "query" },
      sysparm_avg_fields: { type: "string", in: "query" },
      sysparm_sum_fields: { type: "string", in: "query" },
      sysparm_min_fields: { type: "string", in: "query" },
      sysparm_max_fields: { type: "string", in: "query" },
      sysparm_display_value: displayValue,
    },
  }),
  referenceTool({
    slug: "FIND_USER",
    name: "Find a user",
    description: "Finds users in sys_user by a query, e.g. email=ada@example.com or nameLIKEAda, to get their sys_id for caller_id or assigned_to.",
    method: "GET",
    path: "/table/sys_user",
    url: TABLE_API,
    params: { sysparm_query: { type: "string", in: "query", requiredParam: true }, sysparm_fields: fields, sysparm_limit: { type: "integer", in: "query" } },
  }),
];
