import type { ProviderToolInput } from "@plugboard/core";
import { openApiOperationUrl, referenceTool } from "./reference-tool.js";

/** PagerDuty's published OpenAPI document for the REST API; each tool cites its operation in it. */
const spec = "https://github.com/PagerDuty/api-schema/blob/main/reference/REST/openapiv3.json";
const op = (path: string, method: string) => openApiOperationUrl(spec, path, method);

const from = { type: "string", format: "email", in: "header" as const, requiredParam: true, description: "Email address of a valid PagerDuty user on whose behalf the change is made (required by PagerDuty for this write)." };
const idList = (what: string) => ({ type: "array", items: { type: "string" }, description: `Only these ${what} ids.` });
const paging = {
  limit: { type: "integer", minimum: 1, maximum: 100, description: "Results per page (default 25)." },
  offset: { type: "integer", minimum: 0, description: "Offset to start from." },
};

/**
 * PagerDuty REST API v2 tools, hand-written from PagerDuty's published OpenAPI document
 * (PagerDuty/api-schema, `reference/REST/openapiv3.json`): every method, path, query parameter and
 * `From` header as the document declares them.
 */
export const pagerdutyTools: ProviderToolInput[] = [
  referenceTool({
    slug: "LIST_INCIDENTS",
    name: "List incidents",
    description: "Incidents of the account, filtered by status (triggered, acknowledged, resolved), urgency, service, team, user or time range. By default only open incidents of the last 30 days.",
    method: "GET",
    path: "/incidents",
    url: op("/incidents", "get"),
    params: {
      "statuses[]": { type: "array", items: { type: "string", enum: ["triggered", "acknowledged", "resolved"] }, description: "Only incidents in these statuses." },
      "urgencies[]": { type: "array", items: { type: "string", enum: ["high", "low"] } },
      "service_ids[]": idList("service"),
      "team_ids[]": idList("team"),
      "user_ids[]": idList("assigned user"),
      since: { type: "string", format: "date-time", description: "Start of the date range (ISO 8601)." },
      until: { type: "string", format: "date-time", description: "End of the date range (ISO 8601)." },
      date_range: { type: "string", enum: ["all"], description: "`all` ignores since/until and lists incidents of all time." },
      incident_key: { type: "string", description: "Only the incident with this de-duplication key." },
      sort_by: { type: "string", description: "e.g. `created_at:desc`, `urgency:asc`." },
      ...paging,
    },
  }),
  referenceTool({
    slug: "GET_INCIDENT",
    name: "Get an incident",
    description: "One incident by id or number: title, status, urgency, service, assignees, escalation policy and timestamps.",
    method: "GET",
    path: "/incidents/{id}",
    url: op("/incidents/{id}", "get"),
    params: { id: { type: "string", description: "The incident's id (e.g. PT4KHLK) or number." } },
  }),
  referenceTool({
    slug: "CREATE_INCIDENT",
    name: "Create an incident",
    description:
      "Open an incident on a service, e.g. incident { type: \"incident\", title, service: { id, type: \"service_reference\" }, urgency, body: { type: \"incident_body\", details } }. Notifies the service's on-call responders.",
    method: "POST",
    path: "/incidents",
    url: op("/incidents", "post"),
    params: {
      From: from,
      incident: {
        type: "object",
        requiredParam: true,
        properties: {
          type: { type: "string", enum: ["incident"] },
          title: { type: "string", description: "A succinct description of the incident." },
          service: { type: "object", properties: { id: { type: "string" }, type: { type: "string", enum: ["service_reference"] } }, required: ["id", "type"] },
          urgency: { type: "string", enum: ["high", "low"] },
          body: { type: "object", properties: { type: { type: "string", enum: ["incident_body"] }, details: { type: "string" } } },
          incident_key: { type: "string", description: "De-duplication key: a request with the key of an open incident on the same service is rejected." },
          escalation_policy: { type: "object", properties: { id: { type: "string" }, type: { type: "string", enum: ["escalation_policy_reference"] } } },
        },
        required: ["type", "title", "service"],
      },
    },
  }),
  referenceTool({
    slug: "UPDATE_INCIDENT",
    name: "Acknowledge, resolve or update an incident",
    description: "Change an incident: acknowledge or resolve it (incident { type: \"incident_reference\", status: \"acknowledged\" | \"resolved\" }), reassign it, or change its title, urgency or priority.",
    method: "PUT",
    path: "/incidents/{id}",
    url: op("/incidents/{id}", "put"),
    params: {
      id: { type: "string", description: "The incident's id." },
      From: from,
      incident: {
        type: "object",
        requiredParam: true,
        properties: {
          type: { type: "string", enum: ["incident", "incident_reference"] },
          status: { type: "string", enum: ["resolved", "acknowledged", "triggered"] },
          title: { type: "string" },
          urgency: { type: "string", enum: ["high", "low"] },
          resolution: { type: "string", description: "Resolution note added when resolving." },
          escalation_level: { type: "integer", minimum: 1 },
          assignments: { type: "array", items: { type: "object", properties: { assignee: { type: "object", properties: { id: { type: "string" }, type: { type: "string", enum: ["user_reference"] } } } } } },
        },
        required: ["type"],
      },
    },
  }),
  referenceTool({
    slug: "LIST_INCIDENT_NOTES",
    name: "List an incident's notes",
    description: "Notes responders added to an incident, oldest first.",
    method: "GET",
    path: "/incidents/{id}/notes",
    url: op("/incidents/{id}/notes", "get"),
    params: { id: { type: "string", description: "The incident's id." } },
  }),
  referenceTool({
    slug: "ADD_INCIDENT_NOTE",
    name: "Add a note to an incident",
    description: "Add a note (note { content }) to an incident's timeline, e.g. a finding or the next step.",
    method: "POST",
    path: "/incidents/{id}/notes",
    url: op("/incidents/{id}/notes", "post"),
    params: {
      id: { type: "string", description: "The incident's id." },
      From: from,
      note: { type: "object", requiredParam: true, properties: { content: { type: "string" } }, required: ["content"] },
    },
  }),
  referenceTool({
    slug: "LIST_INCIDENT_LOG_ENTRIES",
    name: "List an incident's log entries",
    description: "The incident's timeline: triggers, notifications, acknowledgements, escalations and resolution, with who and when.",
    method: "GET",
    path: "/incidents/{id}/log_entries",
    url: op("/incidents/{id}/log_entries", "get"),
    params: { id: { type: "string", description: "The incident's id." }, is_overview: { type: "boolean", description: "Only the most important changes." }, ...paging },
  }),
  referenceTool({
    slug: "LIST_ONCALLS",
    name: "List who is on call",
    description: "On-call entries: who is on call for which escalation policy and schedule, now (default) or in a time range.",
    method: "GET",
    path: "/oncalls",
    url: op("/oncalls", "get"),
    params: {
      "schedule_ids[]": idList("schedule"),
      "escalation_policy_ids[]": idList("escalation policy"),
      "user_ids[]": idList("user"),
      since: { type: "string", format: "date-time" },
      until: { type: "string", format: "date-time" },
      earliest: { type: "boolean", description: "Only the earliest on-call for each combination of escalation policy, level and user." },
      ...paging,
    },
  }),
  referenceTool({
    slug: "LIST_SERVICES",
    name: "List services",
    description: "Services of the account (what incidents are opened on), filtered by name or team.",
    method: "GET",
    path: "/services",
    url: op("/services", "get"),
    params: { query: { type: "string", description: "Filter by name." }, "team_ids[]": idList("team"), ...paging },
  }),
  referenceTool({
    slug: "LIST_USERS",
    name: "List users",
    description: "Users of the account, filtered by name or email (`query`) or team.",
    method: "GET",
    path: "/users",
    url: op("/users", "get"),
    params: { query: { type: "string", description: "Filter by name or email." }, "team_ids[]": idList("team"), ...paging },
  }),
  referenceTool({
    slug: "LIST_SCHEDULES",
    name: "List on-call schedules",
    description: "On-call schedules of the account, filtered by name.",
    method: "GET",
    path: "/schedules",
    url: op("/schedules", "get"),
    params: { query: { type: "string", description: "Filter by name." }, ...paging },
  }),
  referenceTool({
    slug: "LIST_ESCALATION_POLICIES",
    name: "List escalation policies",
    description: "Escalation policies (who is notified, in which order), filtered by name, user or team.",
    method: "GET",
    path: "/escalation_policies",
    url: op("/escalation_policies", "get"),
    params: { query: { type: "string", description: "Filter by name." }, "user_ids[]": idList("user"), "team_ids[]": idList("team"), ...paging },
  }),
];
