import type { ProviderToolInput } from "@plugboard/core";
import { openApiOperationUrl, referenceTool } from "./reference-tool.js";

/** Dialpad's own OpenAPI document of its API (shipped in dialpad/dialpad-python-sdk), cited per operation. */
export const DIALPAD_OPENAPI = "https://github.com/dialpad/dialpad-python-sdk/blob/master/dialpad_api_spec.json";
const op = (path: string, method: string) => openApiOperationUrl(DIALPAD_OPENAPI, path, method);
const cursor = { cursor: { type: "string", description: "cursor of the previous page." } };

/** 9 tools of Dialpad's API v2: company, offices, users, contacts, calls (list, read, transcript) and SMS. */
export const dialpadTools: ProviderToolInput[] = [
  referenceTool({ slug: "GET_COMPANY", name: "Get the company", description: "The company's name, domain, country and settings.", method: "GET", path: "/api/v2/company", url: op("/api/v2/company", "get") }),
  referenceTool({ slug: "LIST_OFFICES", name: "List offices", description: "The company's offices.", method: "GET", path: "/api/v2/offices", url: op("/api/v2/offices", "get"), params: cursor }),
  referenceTool({
    slug: "LIST_USERS",
    name: "List users",
    description: "The company's users, optionally filtered by email, number or state.",
    method: "GET",
    path: "/api/v2/users",
    url: op("/api/v2/users", "get"),
    params: { email: { type: "string" }, number: { type: "string" }, state: { type: "string" }, ...cursor },
  }),
  referenceTool({ slug: "GET_USER", name: "Get a user", description: "One user by id.", method: "GET", path: "/api/v2/users/{id}", url: op("/api/v2/users/{id}", "get"), params: { id: { type: "string" } } }),
  referenceTool({ slug: "LIST_CONTACTS", name: "List contacts", description: "Company and user contacts.", method: "GET", path: "/api/v2/contacts", url: op("/api/v2/contacts", "get"), params: { owner_id: { type: "string" }, ...cursor } }),
  referenceTool({
    slug: "LIST_CALLS",
    name: "List calls",
    description: "Calls started in a time range (epoch milliseconds), optionally of one target (user, office, call center).",
    method: "GET",
    path: "/api/v2/call",
    url: op("/api/v2/call", "get"),
    params: { started_after: { type: "integer" }, started_before: { type: "integer" }, target_id: { type: "string" }, target_type: { type: "string" }, ...cursor },
  }),
  referenceTool({ slug: "GET_CALL", name: "Get a call", description: "One call's details: parties, direction, duration, state, recording links.", method: "GET", path: "/api/v2/call/{id}", url: op("/api/v2/call/{id}", "get"), params: { id: { type: "string" } } }),
  referenceTool({ slug: "GET_TRANSCRIPT", name: "Get a call transcript", description: "The transcript of a call (Dialpad Ai).", method: "GET", path: "/api/v2/transcripts/{call_id}", url: op("/api/v2/transcripts/{call_id}", "get"), params: { call_id: { type: "string" } } }),
  referenceTool({
    slug: "SEND_SMS",
    name: "Send an SMS",
    description: "Send a text message from a user (user_id) or a Dialpad number to one or more phone numbers (E.164).",
    method: "POST",
    path: "/api/v2/sms",
    url: op("/api/v2/sms", "post"),
    params: { to_numbers: { type: "array", items: { type: "string" } }, text: { type: "string" }, user_id: { type: "integer" }, from_number: { type: "string" }, infer_country_code: { type: "boolean" } },
  }),
];
