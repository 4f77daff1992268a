import type { ProviderToolInput } from "@plugboard/core";
import { inQuery, openApiOperationUrl, referenceTool, type ReferenceParam } from "./reference-tool.js";

/** Mixpanel's own OpenAPI document of the Query API (mixpanel/docs), whose operations the tools below cite. */
export const MIXPANEL_QUERY_OPENAPI = "https://github.com/mixpanel/docs/blob/main/openapi/query.openapi.yaml";

const cite = (path: string, method: string) => openApiOperationUrl(MIXPANEL_QUERY_OPENAPI, path, method);
const q = (schema: Record<string, unknown>, required = false): ReferenceParam => inQuery(required ? { ...schema, requiredParam: true } : schema);
const project = {
  project_id: q({ type: "integer", description: "The Mixpanel project's id." }, true),
  workspace_id: q({ type: "integer", description: "The data view's id, when the project uses data views." }),
} satisfies Record<string, ReferenceParam>;
const dates = {
  from_date: q({ type: "string", description: "First day (YYYY-MM-DD), inclusive." }, true),
  to_date: q({ type: "string", description: "Last day (YYYY-MM-DD), inclusive." }, true),
} satisfies Record<string, ReferenceParam>;
const where = q({ type: "string", description: "A segmentation expression filtering events, e.g. properties[\"$os\"]==\"Linux\"." });
const on = q({ type: "string", description: "A property expression to segment by, e.g. properties[\"$browser\"]." });

/** 15 tools of Mixpanel's Query API: saved reports, segmentation, funnels, retention, events, properties, profiles, cohorts and JQL. */
export const mixpanelTools: ProviderToolInput[] = [
  referenceTool({ slug: "QUERY_INSIGHTS_REPORT", name: "Query a saved Insights report", description: "Answers the data of a saved Insights report (bookmark_id, from the report's URL).", method: "GET", path: "/insights", url: cite("/insights", "get"), params: { ...project, bookmark_id: q({ type: "integer" }, true) } }),
  referenceTool({
    slug: "QUERY_SEGMENTATION",
    name: "Count an event over time",
    description: "Counts an event per day (or minute, hour, month) between two dates, optionally segmented by a property (on) and filtered (where); type unique counts users.",
    method: "GET",
    path: "/segmentation",
    url: cite("/segmentation", "get"),
    params: { ...project, event: q({ type: "string" }, true), ...dates, on, where, unit: q({ type: "string", enum: ["minute", "hour", "day", "month"] }), type: q({ type: "string", enum: ["general", "unique", "average"] }), limit: q({ type: "integer" }) },
  }),
  referenceTool({
    slug: "QUERY_SEGMENTATION_SUM",
    name: "Sum a numeric property over time",
    description: "Sums a numeric expression (on) of an event per day or hour, e.g. revenue.",
    method: "GET",
    path: "/segmentation/sum",
    url: cite("/segmentation/sum", "get"),
    params: { ...project, event: q({ type: "string" }, true), ...dates, on: q({ type: "string", description: "The numeric expression to sum." }, true), unit: q({ type: "string", enum: ["hour", "day"] }), where },
  }),
  referenceTool({ slug: "LIST_FUNNELS", name: "List saved funnels", description: "Lists the project's saved funnels with their ids.", method: "GET", path: "/funnels/list", url: cite("/funnels/list", "get"), params: project }),
  referenceTool({
    slug: "QUERY_FUNNEL",
    name: "Query a saved funnel",
    description: "Answers a saved funnel's steps and conversion per day between two dates, optionally segmented (on) and filtered (where).",
    method: "GET",
    path: "/funnels",
    url: cite("/funnels", "get"),
    params: { ...project, funnel_id: q({ type: "integer" }, true), ...dates, unit: q({ type: "string", enum: ["day", "week", "month"] }), on, where, limit: q({ type: "integer" }) },
  }),
  referenceTool({
    slug: "QUERY_RETENTION",
    name: "Query retention",
    description: "Answers retention cohorts: users who did born_event (or any event) and came back to do event, per day, week or month.",
    method: "GET",
    path: "/retention",
    url: cite("/retention", "get"),
    params: {
      ...project,
      ...dates,
      retention_type: q({ type: "string", enum: ["birth", "compounded"] }),
      born_event: q({ type: "string", description: "Required for birth retention." }),
      event: q({ type: "string" }),
      born_where: q({ type: "string" }),
      where,
      unit: q({ type: "string", enum: ["day", "week", "month"] }),
      interval_count: q({ type: "integer" }),
      on,
    },
  }),
  referenceTool({
    slug: "LIST_TOP_EVENTS",
    name: "List today's top events",
    description: "Lists today's most common events with their counts and change from yesterday.",
    method: "GET",
    path: "/events/top",
    url: cite("/events/top", "get"),
    params: { ...project, type: q({ type: "string", enum: ["general", "unique", "average"] }, true), limit: q({ type: "integer" }) },
  }),
  referenceTool({
    slug: "LIST_EVENT_NAMES",
    name: "List event names",
    description: "Lists the names of the most common events over the last 31 days.",
    method: "GET",
    path: "/events/names",
    url: cite("/events/names", "get"),
    params: { ...project, type: q({ type: "string", enum: ["general", "unique", "average"] }, true), limit: q({ type: "integer" }) },
  }),
  referenceTool({
    slug: "QUERY_EVENTS",
    name: "Count events over time",
    description: "Counts one or more events (event: a JSON array of names) per unit between two dates.",
    method: "GET",
    path: "/events",
    url: cite("/events", "get"),
    params: { ...project, event: q({ type: "string", description: "A JSON array of event names, e.g. [\"Signed up\"]." }, true), type: q({ type: "string", enum: ["general", "unique", "average"] }, true), unit: q({ type: "string", enum: ["minute", "hour", "day", "week", "month"] }, true), ...dates },
  }),
  referenceTool({ slug: "LIST_EVENT_TOP_PROPERTIES", name: "List an event's top properties", description: "Lists the most common property names of an event.", method: "GET", path: "/events/properties/top", url: cite("/events/properties/top", "get"), params: { ...project, event: q({ type: "string" }, true), limit: q({ type: "integer" }) } }),
  referenceTool({
    slug: "LIST_PROPERTY_TOP_VALUES",
    name: "List a property's top values",
    description: "Lists the most common values of one property of an event.",
    method: "GET",
    path: "/events/properties/values",
    url: cite("/events/properties/values", "get"),
    params: { ...project, event: q({ type: "string" }, true), name: q({ type: "string", description: "The property name." }, true), limit: q({ type: "integer" }) },
  }),
  referenceTool({
    slug: "QUERY_ACTIVITY_STREAM",
    name: "Get users' activity feed",
    description: "Answers the events of given users (distinct_ids: a JSON array as a string) between two dates.",
    method: "GET",
    path: "/stream/query",
    url: cite("/stream/query", "get"),
    params: { ...project, distinct_ids: q({ type: "string", description: "e.g. [\"user-1\", \"user-2\"]" }, true), ...dates },
  }),
  referenceTool({ slug: "LIST_COHORTS", name: "List cohorts", description: "Lists the project's saved cohorts with their ids, names and sizes.", method: "POST", path: "/cohorts/list", url: cite("/cohorts/list", "post"), params: project }),
  referenceTool({
    slug: "QUERY_PROFILES",
    name: "Query user profiles",
    description: "Answers user profiles (Engage), by distinct_id(s), by a where expression on profile properties, or in a cohort (filter_by_cohort); page with session_id and page.",
    method: "POST",
    path: "/engage",
    url: cite("/engage", "post"),
    body: "form",
    params: {
      ...project,
      distinct_id: { type: "string" },
      distinct_ids: { type: "string", description: "A JSON array of distinct ids." },
      where: { type: "string", description: "An expression on profile properties." },
      output_properties: { type: "string", description: "A JSON array of property names to return." },
      filter_by_cohort: { type: "string", description: "A JSON object { id: <cohort id> }." },
      session_id: { type: "string" },
      page: { type: "integer" },
    },
  }),
  referenceTool({
    slug: "RUN_JQL",
    name: "Run a JQL query",
    description: "Runs a JavaScript Query Language script over the project's events and profiles.",
    method: "POST",
    path: "/jql",
    url: cite("/jql", "post"),
    body: "form",
    params: { ...project, script: { type: "string", requiredParam: true, description: "The JQL script (function main() { … })." }, params: { type: "string", description: "A JSON object passed to the script as params." } },
  }),
];
