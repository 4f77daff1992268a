import type { ProviderToolInput } from "@plugboard/core";
import { referenceTool, type ReferenceParam } from "./reference-tool.js";

/** Plausible's Stats API v2 reference. */
export const PLAUSIBLE_STATS_API = "https://plausible.io/docs/stats-api";
/** Plausible's Sites API reference (Enterprise plans). */
export const PLAUSIBLE_SITES_API = "https://plausible.io/docs/sites-api";

const siteIdQuery: ReferenceParam = { type: "string", in: "query", requiredParam: true, description: "The site's domain as added to Plausible, e.g. example.com." };
const cursor = {
  after: { type: "string", in: "query", description: "Pagination cursor." },
  before: { type: "string", in: "query", description: "Pagination cursor." },
  limit: { type: "integer", in: "query", description: "Page size (default 100)." },
} satisfies Record<string, ReferenceParam>;

/** 9 tools of Plausible's Stats API v2 and Sites API: query stats, and list, read and create sites, goals and custom properties. */
export const plausibleTools: ProviderToolInput[] = [
  referenceTool({
    slug: "QUERY_STATS",
    name: "Query site stats",
    description:
      "Computes metrics for a site over a date range, optionally broken down by dimensions (e.g. visit:source, event:page, visit:country_name, time:day) and filtered — the one Stats API v2 query. Metrics: visitors, visits, pageviews, views_per_visit, bounce_rate, visit_duration, events, conversion_rate…",
    method: "POST",
    path: "/api/v2/query",
    url: PLAUSIBLE_STATS_API,
    params: {
      site_id: { type: "string", requiredParam: true, description: "The site's domain as added to Plausible." },
      metrics: { type: "array", requiredParam: true, items: { type: "string" }, description: "e.g. [\"visitors\", \"pageviews\"]" },
      date_range: { requiredParam: true, description: "day, 24h, 7d, 28d, 30d, 91d, month, 6mo, 12mo, year, all, or [start, end] ISO 8601 dates." },
      dimensions: { type: "array", items: { type: "string" }, description: "e.g. [\"visit:source\"] or [\"time:day\"]" },
      filters: { type: "array", description: "e.g. [[\"is\", \"visit:country_name\", [\"Germany\"]]]" },
      order_by: { type: "array", description: "e.g. [[\"visitors\", \"desc\"]]" },
      include: { type: "object", description: "{ imports?, time_labels?, total_rows? }" },
      pagination: { type: "object", description: "{ limit, offset }" },
    },
  }),
  referenceTool({ slug: "LIST_SITES", name: "List sites", description: "Lists the sites the API key can access (Sites API, Enterprise plans).", method: "GET", path: "/api/v1/sites", url: PLAUSIBLE_SITES_API, params: { ...cursor, team_id: { type: "string", in: "query" } } }),
  referenceTool({ slug: "LIST_TEAMS", name: "List teams", description: "Lists the teams the API key can access (Sites API).", method: "GET", path: "/api/v1/sites/teams", url: PLAUSIBLE_SITES_API, params: cursor }),
  referenceTool({ slug: "GET_SITE", name: "Get a site", description: "Gets a site's domain, time zone and settings (Sites API).", method: "GET", path: "/api/v1/sites/{site_id}", url: PLAUSIBLE_SITES_API, params: { site_id: { type: "string", description: "The site's domain." } } }),
  referenceTool({
    slug: "CREATE_SITE",
    name: "Create a site",
    description: "Adds a site to Plausible (Sites API); the domain must not be taken.",
    method: "POST",
    path: "/api/v1/sites",
    url: PLAUSIBLE_SITES_API,
    params: { domain: { type: "string", requiredParam: true }, timezone: { type: "string", description: "An IANA time zone (default Etc/UTC)." }, team_id: { type: "string" } },
  }),
  referenceTool({ slug: "LIST_GOALS", name: "List goals", description: "Lists a site's goals (custom events and pageview goals).", method: "GET", path: "/api/v1/sites/goals", url: PLAUSIBLE_SITES_API, params: { site_id: siteIdQuery, ...cursor } }),
  referenceTool({
    slug: "CREATE_GOAL",
    name: "Create a goal",
    description: "Finds or creates a goal on a site: an event goal (event_name) or a page goal (page_path, wildcards allowed).",
    method: "PUT",
    path: "/api/v1/sites/goals",
    url: PLAUSIBLE_SITES_API,
    params: {
      site_id: { type: "string", requiredParam: true },
      goal_type: { type: "string", enum: ["event", "page"], requiredParam: true },
      event_name: { type: "string", description: "Required for an event goal." },
      page_path: { type: "string", description: "Required for a page goal." },
      display_name: { type: "string" },
    },
  }),
  referenceTool({ slug: "LIST_CUSTOM_PROPS", name: "List custom properties", description: "Lists the custom properties enabled on a site.", method: "GET", path: "/api/v1/sites/custom-props", url: PLAUSIBLE_SITES_API, params: { site_id: siteIdQuery } }),
  referenceTool({ slug: "LIST_GUESTS", name: "List guests", description: "Lists a site's guests (people given access to its dashboard).", method: "GET", path: "/api/v1/sites/guests", url: PLAUSIBLE_SITES_API, params: { site_id: siteIdQuery, ...cursor } }),
];
