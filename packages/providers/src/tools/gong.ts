import type { ProviderToolInput } from "@plugboard/core";
import { referenceTool, type ReferenceParam } from "./reference-tool.js";

// Hand-written from Gong's API v2 reference (help.gong.io/apidocs, one page per endpoint), each tool
// citing its endpoint's page; the parameters as those pages (and Gong's OpenAPI document behind them)
// list them. Paths start with /v2: the base URL is the customer's API host.

const DOCS = "https://help.gong.io/apidocs";
const cursor: ReferenceParam = { type: "string", description: "The records.cursor of the previous answer, to get the next page (repeat every other input unchanged)." };
const workspaceId: ReferenceParam = { type: "string", description: "Only this workspace's records (ids from LIST_WORKSPACES)." };
const isoDateTime = (what: string): ReferenceParam => ({ type: "string", description: `${what}, ISO-8601 (e.g. 2018-02-18T08:00:00Z or 2018-02-18T02:30:00-07:00).` });
const ids = (what: string): ReferenceParam => ({ type: "array", items: { type: "string" }, description: what });

/** The `filter` of the call endpoints (calls by start time, ids, workspace). */
const callsFilter = (extra: Record<string, unknown> = {}): ReferenceParam => ({
  type: "object",
  requiredParam: true,
  description: "Which calls: by start time (fromDateTime inclusive, toDateTime exclusive; without them, from the earliest or to the latest call), call ids, workspace.",
  properties: {
    fromDateTime: isoDateTime("Calls that started at or after this time"),
    toDateTime: isoDateTime("Calls that started before this time"),
    workspaceId,
    callIds: ids("Only these calls (Gong's numeric call ids, up to 20 digits)."),
    ...extra,
  },
});

/** The `filter` of the user activity stats: a date range in the company's time zone and optional users. */
const usersWithDates: ReferenceParam = {
  type: "object",
  requiredParam: true,
  description: "The period (fromDate inclusive, toDate exclusive and not after today, both YYYY-MM-DD in the company's time zone) and, optionally, the users.",
  properties: {
    fromDate: { type: "string", description: "YYYY-MM-DD, inclusive." },
    toDate: { type: "string", description: "YYYY-MM-DD, exclusive; not after the current day." },
    userIds: ids("Only these users (Gong's numeric user ids)."),
  },
  required: ["fromDate", "toDate"],
};

/** 17 tools of Gong's API v2 (base URL: the customer's API host). */
export const gongTools: ProviderToolInput[] = [
  referenceTool({
    slug: "LIST_USERS",
    name: "List users",
    description: "The company's Gong users: id, email, name, title, manager, active, settings (paged: records.cursor for more). Scope api:users:read.",
    method: "GET",
    path: "/v2/users",
    url: `${DOCS}/list-all-users-v2users`,
    params: { cursor, includeAvatars: { type: "boolean", description: "Include avatars (synthetic users standing for Gong staff in your instance); default false." } },
  }),
  referenceTool({
    slug: "GET_USER",
    name: "Get a user",
    description: "One Gong user by id. Scope api:users:read.",
    method: "GET",
    path: "/v2/users/{id}",
    url: `${DOCS}/retrieve-user-v2usersid`,
    params: { id: { type: "string", description: "Gong's numeric user id (up to 20 digits)." } },
  }),
  referenceTool({
    slug: "LIST_CALLS",
    name: "List calls",
    description: "Calls that started in a time range (for web conferences, the scheduled time): id, title, url, start, duration, host (primaryUserId), direction, scope, media. Scope api:calls:read:basic.",
    method: "GET",
    path: "/v2/calls",
    url: `${DOCS}/retrieve-call-data-by-date-range-v2calls-2`,
    params: {
      fromDateTime: { ...isoDateTime("Calls on or after this time"), requiredParam: true },
      toDateTime: { ...isoDateTime("Calls that started before this time"), requiredParam: true },
      workspaceId,
      cursor,
    },
  }),
  referenceTool({
    slug: "GET_CALL",
    name: "Get a call",
    description: "One call's metadata by id. Scope api:calls:read:basic.",
    method: "GET",
    path: "/v2/calls/{id}",
    url: `${DOCS}/retrieve-data-for-a-specific-call-v2callsid`,
    params: { id: { type: "string", description: "Gong's numeric call id (up to 20 digits)." } },
  }),
  referenceTool({
    slug: "GET_CALLS_EXTENSIVE",
    name: "Get detailed call data",
    description:
      "Detailed data of calls chosen by time range, ids, host or workspace; contentSelector picks what comes back: parties, content (topics, trackers, brief, outline, highlights, key points, call outcome), interaction stats, public comments, CRM context. Scope api:calls:read:extensive (media URLs also need api:calls:read:media-url).",
    method: "POST",
    path: "/v2/calls/extensive",
    url: `${DOCS}/retrieve-detailed-call-data-by-various-filters-v2callsextensive-2`,
    params: {
      filter: callsFilter({ primaryUserIds: ids("Only calls hosted by these users (the calls' primaryUserId).") }),
      contentSelector: {
        type: "object",
        description:
          "What to include: context (None, Basic: links to CRM and other systems, Extended: with their fields), contextTiming ([Now] and/or [TimeOfCall], with Extended), exposedFields: { parties, content: { structure, topics, trackers, trackerOccurrences, brief, outline, highlights, callOutcome, keyPoints }, interaction: { speakers, video, personInteractionStats, questions }, collaboration: { publicComments }, media } (booleans).",
        properties: {
          context: { type: "string", enum: ["None", "Basic", "Extended"] },
          contextTiming: { type: "array", items: { type: "string", enum: ["Now", "TimeOfCall"] } },
          exposedFields: { type: "object" },
        },
      },
      cursor,
    },
  }),
  referenceTool({
    slug: "GET_CALL_TRANSCRIPTS",
    name: "Get call transcripts",
    description: "Transcripts of the calls in a time range (or only the given call ids in it): per call, monologues with speakerId, topic and timed sentences (match speakerId with the parties of GET_CALLS_EXTENSIVE). Scope api:calls:read:transcript.",
    method: "POST",
    path: "/v2/calls/transcript",
    url: `${DOCS}/retrieve-transcripts-of-calls-by-date-or-callids-v2callstranscript-2`,
    params: { filter: callsFilter(), cursor },
  }),
  referenceTool({
    slug: "LIST_WORKSPACES",
    name: "List workspaces",
    description: "The company's workspaces: id, name, description. Scope api:workspaces:read.",
    method: "GET",
    path: "/v2/workspaces",
    url: `${DOCS}/list-all-company-workspaces-v2workspaces`,
  }),
  referenceTool({
    slug: "LIST_TRACKERS",
    name: "List keyword trackers",
    description: "Keyword trackers (competitors, topics…) of every workspace or of one: id, name, keywords per language, affiliation, when said. Scope api:settings:trackers:read.",
    method: "GET",
    path: "/v2/settings/trackers",
    url: `${DOCS}/retrieve-tracker-details-v2settingstrackers-1`,
    params: { workspaceId },
  }),
  referenceTool({
    slug: "LIST_SCORECARDS",
    name: "List scorecards",
    description: "Every scorecard: id, name, workspace, enabled, review method and questions. Scope api:settings:scorecards:read.",
    method: "GET",
    path: "/v2/settings/scorecards",
    url: `${DOCS}/retrieve-scorecards-details-v2settingsscorecards`,
  }),
  referenceTool({
    slug: "LIST_ANSWERED_SCORECARDS",
    name: "List answered scorecards",
    description: "Answers of scorecards reviewed in a date range, for calls in a date range, for given scorecards or reviewed users (dates YYYY-MM-DD in the company's time zone, from inclusive, to exclusive). Scope api:stats:scorecards.",
    method: "POST",
    path: "/v2/stats/activity/scorecards",
    url: `${DOCS}/retrieve-answered-scorecards-for-applicable-reviewed-users-or-scorecards-for-a-date-range-v2statsactivityscorecards`,
    params: {
      filter: {
        type: "object",
        requiredParam: true,
        properties: {
          callFromDate: { type: "string", description: "YYYY-MM-DD, inclusive." },
          callToDate: { type: "string", description: "YYYY-MM-DD, exclusive." },
          reviewFromDate: { type: "string", description: "YYYY-MM-DD, inclusive." },
          reviewToDate: { type: "string", description: "YYYY-MM-DD, exclusive." },
          reviewMethod: { type: "string", enum: ["AUTOMATIC", "MANUAL", "BOTH"], description: "Default MANUAL." },
          reviewedUserIds: ids("Only these reviewed users."),
          scorecardIds: ids("Only these scorecards."),
        },
      },
      cursor,
    },
  }),
  referenceTool({
    slug: "GET_USERS_ACTIVITY",
    name: "Get users' aggregated activity",
    description: "Per user, activity totals over a period (calls hosted and attended, feedback given and received, calls listened to and shared, scorecards filled, comments…); only users with activity. Scope api:stats:user-actions.",
    method: "POST",
    path: "/v2/stats/activity/aggregate",
    url: `${DOCS}/retrieve-aggregated-activity-for-defined-users-by-date-v2statsactivityaggregate`,
    params: { filter: usersWithDates, cursor },
  }),
  referenceTool({
    slug: "GET_USERS_ACTIVITY_BY_PERIOD",
    name: "Get users' activity by period",
    description: "Per user, activity totals for each day, week (from Monday), month, quarter or year of a date range. Scope api:stats:user-actions.",
    method: "POST",
    path: "/v2/stats/activity/aggregate-by-period",
    url: `${DOCS}/retrieve-aggregated-activity-for-defined-users-by-a-date-range-with-grouping-in-time-periods-v2statsactivityaggregate-by-period`,
    params: { filter: usersWithDates, aggregationPeriod: { type: "string", enum: ["DAY", "WEEK", "MONTH", "QUARTER", "YEAR"], requiredParam: true }, cursor },
  }),
  referenceTool({
    slug: "GET_USERS_DAILY_ACTIVITY",
    name: "Get users' daily activity",
    description: "Per user and day of a date range, the ids of the calls the user hosted, attended, listened to, commented or gave feedback on. Scope api:stats:user-actions:detailed.",
    method: "POST",
    path: "/v2/stats/activity/day-by-day",
    url: `${DOCS}/retrieve-daily-activity-for-applicable-users-for-a-date-range-v2statsactivityday-by-day`,
    params: { filter: usersWithDates, cursor },
  }),
  referenceTool({
    slug: "LIST_LIBRARY_FOLDERS",
    name: "List library folders",
    description: "The public call library folders (not private or archived ones), optionally of one workspace: id, name, parent folder. Scope api:library:read.",
    method: "GET",
    path: "/v2/library/folders",
    url: `${DOCS}/retrieve-library-folders-v2libraryfolders`,
    params: { workspaceId },
  }),
  referenceTool({
    slug: "LIST_LIBRARY_FOLDER_CALLS",
    name: "List a library folder's calls",
    description: "The calls saved in a library folder: id, title, note, who added it, url, snippet. Scope api:library:read.",
    method: "GET",
    path: "/v2/library/folder-content",
    url: `${DOCS}/list-of-calls-in-a-specific-folder-v2libraryfolder-content-2`,
    params: { folderId: { type: "string", description: "Gong's numeric folder id (from LIST_LIBRARY_FOLDERS)." } },
  }),
  referenceTool({
    slug: "LIST_ENGAGE_FLOWS",
    name: "List Engage flows",
    description: "Gong Engage flows: every company flow, plus the personal flows of, and flows shared with, the given user. Scope api:flows:read.",
    method: "GET",
    path: "/v2/flows",
    url: `${DOCS}/list-gong-engage-flows-v2flows-1`,
    params: { flowOwnerEmail: { type: "string", requiredParam: true, description: "The Gong user whose personal and shared flows to include." }, workspaceId, cursor },
  }),
  referenceTool({
    slug: "LIST_PROSPECT_FLOWS",
    name: "List prospects' assigned flows",
    description: "The Engage flow instances assigned to prospects (contacts or leads) given by CRM id: flow, owner, status. Scope api:flows:read.",
    method: "POST",
    path: "/v2/flows/prospects",
    url: `${DOCS}/list-assigned-flows-for-the-given-prospects-v2flowsprospects-1`,
    params: { crmProspectsIds: { ...ids("The prospects' CRM ids."), requiredParam: true } },
  }),
];
