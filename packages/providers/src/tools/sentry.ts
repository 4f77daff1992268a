import type { ProviderToolInput } from "@plugboard/core";
import { openApiOperationUrl, referenceTool } from "./reference-tool.js";

/** Sentry's published OpenAPI document of its public API; each tool cites its operation in it. */
const spec = "https://github.com/getsentry/sentry-api-schema/blob/main/openapi-derefed.json";
const op = (path: string, method: string) => openApiOperationUrl(spec, path, method);

const org = { type: "string", description: "The organization's id or slug." };
const issueId = { type: "string", description: "The issue's id (the number in its URL)." };
const cursor = { type: "string", description: "Pagination cursor from the previous response's Link header." };
const period = {
  statsPeriod: { type: "string", description: "Relative period, e.g. `24h`, `14d` (overrides start/end)." },
  start: { type: "string", description: "Start, ISO 8601." },
  end: { type: "string", description: "End, ISO 8601." },
};
const environment = { type: "array", items: { type: "string" }, description: "Only these environments." };

/**
 * Sentry's REST API (`/api/0/`) tools, hand-written from Sentry's published OpenAPI document
 * (getsentry/sentry-api-schema): each method, path and query parameter as the document declares it.
 */
export const sentryTools: ProviderToolInput[] = [
  referenceTool({
    slug: "LIST_ORGANIZATIONS",
    name: "List your organizations",
    description: "Organizations the token's user belongs to, with their slugs (needs a user auth token).",
    method: "GET",
    path: "/api/0/organizations/",
    url: op("/api/0/organizations/", "get"),
    params: { query: { type: "string", description: "Filter by name or slug." }, owner: { type: "boolean", description: "Only organizations the user owns." }, cursor },
  }),
  referenceTool({
    slug: "LIST_PROJECTS",
    name: "List an organization's projects",
    description: "Projects of an organization, with their slugs and platforms.",
    method: "GET",
    path: "/api/0/organizations/{organization_id_or_slug}/projects/",
    url: op("/api/0/organizations/{organization_id_or_slug}/projects/", "get"),
    params: { organization_id_or_slug: org, query: { type: "string", description: "Filter by name or slug." }, cursor },
  }),
  referenceTool({
    slug: "GET_PROJECT",
    name: "Get a project",
    description: "One project: its settings, platform, teams and features.",
    method: "GET",
    path: "/api/0/projects/{organization_id_or_slug}/{project_id_or_slug}/",
    url: op("/api/0/projects/{organization_id_or_slug}/{project_id_or_slug}/", "get"),
    params: { organization_id_or_slug: org, project_id_or_slug: { type: "string", description: "The project's id or slug." } },
  }),
  referenceTool({
    slug: "LIST_ISSUES",
    name: "List issues",
    description:
      "Issues (grouped errors) of an organization, filtered with Sentry's search syntax, e.g. `is:unresolved level:error`, `assigned:me`, or an issue's short id (with shortIdLookup=1); default `is:unresolved`, sorted by last seen.",
    method: "GET",
    path: "/api/0/organizations/{organization_id_or_slug}/issues/",
    url: op("/api/0/organizations/{organization_id_or_slug}/issues/", "get"),
    params: {
      organization_id_or_slug: org,
      query: { type: "string", description: "Search query, e.g. `is:unresolved is:for_review`; an empty string for all issues." },
      project: { type: "array", items: { type: "string" }, description: "Project ids (or slugs) to filter by; -1 for all." },
      environment,
      ...period,
      sort: { type: "string", enum: ["date", "freq", "inbox", "new", "recommended", "trends", "user"], description: "date = last seen, new = first seen, freq = events, user = users." },
      shortIdLookup: { type: "string", enum: ["1", "0"], description: "1 to look an issue up by its short id (e.g. PROJ-123) in `query`." },
      limit: { type: "integer", minimum: 1, maximum: 100 },
      cursor,
    },
  }),
  referenceTool({
    slug: "GET_ISSUE",
    name: "Get an issue",
    description: "One issue: title, culprit, level, status, counts, first and last seen, assignee and tags.",
    method: "GET",
    path: "/api/0/organizations/{organization_id_or_slug}/issues/{issue_id}/",
    url: op("/api/0/organizations/{organization_id_or_slug}/issues/{issue_id}/", "get"),
    params: { organization_id_or_slug: org, issue_id: issueId, environment },
  }),
  referenceTool({
    slug: "UPDATE_ISSUE",
    name: "Resolve, ignore, assign or prioritize an issue",
    description: "Change an issue: status (resolved, resolvedInNextRelease, unresolved, ignored), assignee (`user:<id>`, a username or email, `team:<id>`), priority, bookmark or seen flag.",
    method: "PUT",
    path: "/api/0/organizations/{organization_id_or_slug}/issues/{issue_id}/",
    url: op("/api/0/organizations/{organization_id_or_slug}/issues/{issue_id}/", "put"),
    params: {
      organization_id_or_slug: org,
      issue_id: issueId,
      status: { type: "string", enum: ["resolved", "unresolved", "ignored", "resolvedInNextRelease", "muted"] },
      assignedTo: { type: "string", description: "`<user_id>`, `user:<user_id>`, `<username>`, `<user_primary_email>` or `team:<team_id>`; empty to unassign." },
      priority: { type: "string", enum: ["low", "medium", "high"] },
      hasSeen: { type: "boolean" },
      isBookmarked: { type: "boolean" },
      isSubscribed: { type: "boolean" },
    },
  }),
  referenceTool({
    slug: "LIST_ISSUE_EVENTS",
    name: "List an issue's events",
    description: "Error events of one issue, newest first; `full=true` includes stack traces.",
    method: "GET",
    path: "/api/0/organizations/{organization_id_or_slug}/issues/{issue_id}/events/",
    url: "https://docs.sentry.io/api/events/get-group-events/",
    params: {
      organization_id_or_slug: org,
      issue_id: issueId,
      full: { type: "boolean", description: "Include the full event body with the stack trace." },
      query: { type: "string", description: "Filter events, e.g. `release:1.2.3`." },
      environment,
      ...period,
      cursor,
    },
  }),
  referenceTool({
    slug: "GET_ISSUE_EVENT",
    name: "Get an issue's event (latest, oldest or recommended)",
    description: "One event of an issue with its stack trace, breadcrumbs, tags and context: an event id, or `latest`, `oldest` or `recommended`.",
    method: "GET",
    path: "/api/0/organizations/{organization_id_or_slug}/issues/{issue_id}/events/{event_id}/",
    url: "https://docs.sentry.io/api/events/retrieve-an-issue-event/",
    params: {
      organization_id_or_slug: org,
      issue_id: issueId,
      event_id: { type: "string", description: "An event id, or `latest`, `oldest` or `recommended`." },
      environment,
    },
  }),
  referenceTool({
    slug: "QUERY_EVENTS",
    name: "Query events (Explore table)",
    description:
      "Query a dataset (errors, spans, logs…) as a table: `field` lists columns and aggregates (e.g. `title`, `count()`, `p95(span.duration)`), `query` filters, `sort` orders, e.g. the top errors of the last day.",
    method: "GET",
    path: "/api/0/organizations/{organization_id_or_slug}/events/",
    url: op("/api/0/organizations/{organization_id_or_slug}/events/", "get"),
    params: {
      organization_id_or_slug: org,
      dataset: { type: "string", enum: ["errors", "logs", "profile_functions", "spans", "tracemetrics", "uptime_results"], requiredParam: true },
      field: { type: "array", items: { type: "string" }, maxItems: 20, requiredParam: true, description: "Columns, functions or equations (at most 20)." },
      query: { type: "string", description: "Filter, e.g. `level:error environment:production`." },
      sort: { type: "string", description: "A field to sort by, `-` prefix for descending, e.g. `-count()`." },
      project: { type: "array", items: { type: "string" } },
      environment,
      ...period,
      per_page: { type: "integer", minimum: 1, maximum: 100 },
      cursor,
    },
  }),
  referenceTool({
    slug: "LIST_RELEASES",
    name: "List releases",
    description: "Releases of an organization, newest first, optionally of some projects or matching a version.",
    method: "GET",
    path: "/api/0/organizations/{organization_id_or_slug}/releases/",
    url: op("/api/0/organizations/{organization_id_or_slug}/releases/", "get"),
    params: {
      organization_id_or_slug: org,
      query: { type: "string", description: "Only versions starting with this." },
      project: { type: "array", items: { type: "string" }, description: "Project ids." },
      environment,
      per_page: { type: "integer", minimum: 1, maximum: 100 },
      cursor,
    },
  }),
  referenceTool({
    slug: "CREATE_RELEASE",
    name: "Create a release",
    description: "Create a release (a version) for some projects, optionally with its ref, URL and release date, so errors can be tied to it.",
    method: "POST",
    path: "/api/0/organizations/{organization_id_or_slug}/releases/",
    url: op("/api/0/organizations/{organization_id_or_slug}/releases/", "post"),
    params: {
      organization_id_or_slug: org,
      version: { type: "string", requiredParam: true, description: "A version identifier unique in the organization, e.g. `my-app@1.2.3`." },
      projects: { type: "array", items: { type: "string" }, requiredParam: true, description: "Project slugs." },
      ref: { type: "string", description: "A commit reference, e.g. a SHA." },
      url: { type: "string", description: "A URL for the release, e.g. its CI build." },
      dateReleased: { type: "string", description: "When it was released, ISO 8601 (default now)." },
    },
  }),
  referenceTool({
    slug: "LIST_TEAMS",
    name: "List an organization's teams",
    description: "Teams of an organization, e.g. to assign issues to `team:<id>`.",
    method: "GET",
    path: "/api/0/organizations/{organization_id_or_slug}/teams/",
    url: op("/api/0/organizations/{organization_id_or_slug}/teams/", "get"),
    params: { organization_id_or_slug: org, query: { type: "string" }, cursor },
  }),
  referenceTool({
    slug: "LIST_PROJECT_CLIENT_KEYS",
    name: "List a project's client keys (DSNs)",
    description: "A project's client keys with their DSNs, to configure a Sentry SDK.",
    method: "GET",
    path: "/api/0/projects/{organization_id_or_slug}/{project_id_or_slug}/keys/",
    url: op("/api/0/projects/{organization_id_or_slug}/{project_id_or_slug}/keys/", "get"),
    params: { organization_id_or_slug: org, project_id_or_slug: { type: "string", description: "The project's id or slug." }, status: { type: "string", enum: ["active", "inactive"] }, cursor },
  }),
];
