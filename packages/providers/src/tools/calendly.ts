import type { ProviderToolInput } from "@plugboard/core";
import { referenceTool } from "./reference-tool.js";

// Hand-written from Calendly's API v2 reference (https://api.calendly.com). Calendly's own list of the
// REST endpoints behind its MCP server names each method and path; the per-endpoint pages add params.
const TOOLS_PAGE = "https://developer.calendly.com/supported-tools";
const ref = "https://developer.calendly.com/api-docs/calendly-api";
const uri = (what: string) => ({ type: "string", format: "uri", description: `The ${what}'s URI (https://api.calendly.com/…), e.g. from GET_CURRENT_USER.` });
const page = {
  count: { type: "integer", minimum: 1, maximum: 100, description: "Results per page (at most 100)." },
  page_token: { type: "string", description: "pagination.next_page_token of the previous answer." },
};

/** 9 tools of Calendly's API v2: the user, event types and their open times, scheduled events and invitees. */
export const calendlyTools: ProviderToolInput[] = [
  referenceTool({
    slug: "GET_CURRENT_USER",
    name: "Get the current user",
    description: "The connected user's profile: its `uri` and `current_organization` URI, which the list tools take as `user` / `organization`.",
    method: "GET",
    path: "/users/me",
    url: `${ref}/users/get-user`,
  }),
  referenceTool({
    slug: "LIST_EVENT_TYPES",
    name: "List event types",
    description: "The meeting types a user (or every user of an organization) offers, each with its `scheduling_url` booking link. Give `user` or `organization`.",
    method: "GET",
    path: "/event_types",
    url: TOOLS_PAGE,
    params: { user: uri("user"), organization: uri("organization"), active: { type: "boolean" }, ...page },
  }),
  referenceTool({
    slug: "GET_EVENT_TYPE",
    name: "Get an event type",
    description: "One event type's details: name, duration, scheduling URL, locations, custom questions.",
    method: "GET",
    path: "/event_types/{uuid}",
    url: TOOLS_PAGE,
    params: { uuid: { type: "string", description: "The last segment of the event type's URI." } },
  }),
  referenceTool({
    slug: "LIST_EVENT_TYPE_AVAILABLE_TIMES",
    name: "List an event type's open times",
    description: "The open booking slots of an event type between two instants (a window of at most 7 days), each with a booking link.",
    method: "GET",
    path: "/event_type_available_times",
    url: TOOLS_PAGE,
    params: {
      event_type: { ...uri("event type"), requiredParam: true },
      start_time: { type: "string", format: "date-time", requiredParam: true, description: "Start of the window (UTC, in the future)." },
      end_time: { type: "string", format: "date-time", requiredParam: true, description: "End of the window." },
    },
  }),
  referenceTool({
    slug: "LIST_SCHEDULED_EVENTS",
    name: "List scheduled events",
    description: "Booked meetings of a user or an organization, filtered by status and start time. Give `user` or `organization`.",
    method: "GET",
    path: "/scheduled_events",
    url: "https://developer.calendly.com/update-your-system-with-data-from-scheduled-events-admins-only",
    params: {
      user: uri("user"),
      organization: uri("organization"),
      status: { type: "string", enum: ["active", "canceled"] },
      min_start_time: { type: "string", format: "date-time" },
      max_start_time: { type: "string", format: "date-time" },
      invitee_email: { type: "string" },
      sort: { type: "string", description: "start_time:asc or start_time:desc." },
      ...page,
    },
  }),
  referenceTool({
    slug: "GET_SCHEDULED_EVENT",
    name: "Get a scheduled event",
    description: "One booked meeting: times, location, hosts, invitee counts, cancellation.",
    method: "GET",
    path: "/scheduled_events/{uuid}",
    url: TOOLS_PAGE,
    params: { uuid: { type: "string", description: "The last segment of the scheduled event's URI." } },
  }),
  referenceTool({
    slug: "LIST_EVENT_INVITEES",
    name: "List a scheduled event's invitees",
    description: "The people booked on a meeting: name, email, time zone, answers to questions, and their reschedule and cancel links.",
    method: "GET",
    path: "/scheduled_events/{uuid}/invitees",
    url: `${ref}/scheduled-events/list-event-invitees`,
    params: {
      uuid: { type: "string", description: "The last segment of the scheduled event's URI." },
      status: { type: "string", enum: ["active", "canceled"] },
      email: { type: "string" },
      sort: { type: "string", description: "created_at:asc (default) or created_at:desc." },
      ...page,
    },
  }),
  referenceTool({
    slug: "CANCEL_SCHEDULED_EVENT",
    name: "Cancel a scheduled event",
    description: "Cancels a booked meeting and notifies its invitees; it cannot be restored.",
    method: "POST",
    path: "/scheduled_events/{uuid}/cancellation",
    url: TOOLS_PAGE,
    params: {
      uuid: { type: "string", description: "The last segment of the scheduled event's URI." },
      reason: { type: "string", description: "Why it is canceled (shown to the invitees)." },
    },
  }),
  referenceTool({
    slug: "MARK_INVITEE_NO_SHOW",
    name: "Mark an invitee as a no-show",
    description: "Records that an invitee did not attend a meeting.",
    method: "POST",
    path: "/invitee_no_shows",
    url: `${ref}/scheduled-events/create-invitee-no-show`,
    params: { invitee: { ...uri("invitee"), requiredParam: true } },
  }),
];
