import type { ProviderToolInput } from "@plugboard/core";
import { dateTimeTimeZone, filter, graphReference, itemBody, orderby, select, skip, top } from "./microsoft-graph-params.js";
import { referenceTool, type ReferenceParam } from "./reference-tool.js";

// Hand-written from the Microsoft Graph v1.0 reference, each tool citing the reference page of its
// endpoint. The signed-in user's calendars (/me).

const eventId: ReferenceParam = { type: "string", description: "The event's id (from LIST_EVENTS or GET_CALENDAR_VIEW)." };
const calendarId: ReferenceParam = { type: "string", description: "The calendar's id (from LIST_CALENDARS)." };
const rangeStart: ReferenceParam = { type: "string", in: "query", requiredParam: true, description: "The start of the time range, ISO 8601 (e.g. 2025-03-01T00:00:00Z)." };
const rangeEnd: ReferenceParam = { type: "string", in: "query", requiredParam: true, description: "The end of the time range, ISO 8601." };
const responseComment: ReferenceParam = { type: "string", description: "Text included in the response to the organizer." };
const sendResponse: ReferenceParam = { type: "boolean", description: "Send a response to the organizer (default true)." };
const attendees: ReferenceParam = {
  type: "array",
  description: "The attendees: each an email address and `type` (required, optional or resource).",
  items: {
    type: "object",
    properties: {
      emailAddress: { type: "object", properties: { address: { type: "string" }, name: { type: "string" } }, required: ["address"] },
      type: { type: "string", enum: ["required", "optional", "resource"] },
    },
    required: ["emailAddress"],
  },
};
const eventFields: Record<string, ReferenceParam> = {
  subject: { type: "string", description: "The event's title." },
  body: itemBody("The event's description."),
  start: dateTimeTimeZone("When it starts."),
  end: dateTimeTimeZone("When it ends."),
  location: { type: "object", description: "Where it happens.", properties: { displayName: { type: "string" } } },
  attendees,
  isAllDay: { type: "boolean", description: "An all-day event: start and end at midnight, in the same time zone." },
  isOnlineMeeting: { type: "boolean", description: "Make it an online meeting (with onlineMeetingProvider)." },
  onlineMeetingProvider: { type: "string", enum: ["teamsForBusiness", "skypeForBusiness", "skypeForConsumer"] },
  showAs: { type: "string", enum: ["free", "tentative", "busy", "oof", "workingElsewhere"] },
  reminderMinutesBeforeStart: { type: "integer", minimum: 0 },
};

/** 15 tools of Microsoft Graph's Outlook calendar API (base URL https://graph.microsoft.com/v1.0). */
export const microsoftOutlookCalendarTools: ProviderToolInput[] = [
  referenceTool({
    slug: "LIST_CALENDARS",
    name: "List calendars",
    description: "List the user's calendars with their ids, names, owners and whether the user can edit them.",
    method: "GET",
    path: "/me/calendars",
    url: graphReference("user-list-calendars"),
    params: { $top: top, $select: select },
  }),
  referenceTool({
    slug: "GET_CALENDAR_VIEW",
    name: "List events in a time range",
    description: "List the occurrences, exceptions and single events of the user's default calendar between two times, recurring events expanded. The way to answer 'what is on my calendar this week'.",
    method: "GET",
    path: "/me/calendarView",
    url: graphReference("user-list-calendarview"),
    params: { startDateTime: rangeStart, endDateTime: rangeEnd, $top: top, $select: select, $filter: filter, $orderby: orderby, $skip: skip },
  }),
  referenceTool({
    slug: "GET_CALENDAR_VIEW_OF_CALENDAR",
    name: "List events of a calendar in a time range",
    description: "Like GET_CALENDAR_VIEW, for one calendar other than the default.",
    method: "GET",
    path: "/me/calendars/{calendarId}/calendarView",
    url: graphReference("calendar-list-calendarview"),
    params: { calendarId, startDateTime: rangeStart, endDateTime: rangeEnd, $top: top, $select: select, $orderby: orderby },
  }),
  referenceTool({
    slug: "LIST_EVENTS",
    name: "List events",
    description: "List the events of the user's default calendar (series masters and single events, recurrences not expanded). Prefer GET_CALENDAR_VIEW for a time range.",
    method: "GET",
    path: "/me/events",
    url: graphReference("user-list-events"),
    params: { $top: top, $select: select, $filter: filter, $orderby: orderby, $skip: skip },
  }),
  referenceTool({
    slug: "GET_EVENT",
    name: "Get an event",
    description: "Get one event: subject, body, start and end, location, attendees and their responses, online meeting link.",
    method: "GET",
    path: "/me/events/{eventId}",
    url: graphReference("event-get"),
    params: { eventId, $select: select },
  }),
  referenceTool({
    slug: "CREATE_EVENT",
    name: "Create an event",
    description: "Create an event in the user's default calendar; attendees get an invitation.",
    method: "POST",
    path: "/me/events",
    url: graphReference("user-post-events"),
    params: { ...eventFields, subject: { ...eventFields.subject, requiredParam: true }, start: { ...eventFields.start, requiredParam: true }, end: { ...eventFields.end, requiredParam: true } },
  }),
  referenceTool({
    slug: "CREATE_EVENT_IN_CALENDAR",
    name: "Create an event in a calendar",
    description: "Create an event in a given calendar (not the default one); attendees get an invitation.",
    method: "POST",
    path: "/me/calendars/{calendarId}/events",
    url: graphReference("calendar-post-events"),
    params: { calendarId, ...eventFields, subject: { ...eventFields.subject, requiredParam: true }, start: { ...eventFields.start, requiredParam: true }, end: { ...eventFields.end, requiredParam: true } },
  }),
  referenceTool({
    slug: "UPDATE_EVENT",
    name: "Update an event",
    description: "Change an event's subject, time, location, attendees or body; only the fields given change. Attendees are notified of changes by the organizer's calendar.",
    method: "PATCH",
    path: "/me/events/{eventId}",
    url: graphReference("event-update"),
    params: { eventId, ...eventFields },
  }),
  referenceTool({
    slug: "DELETE_EVENT",
    name: "Delete an event",
    description: "Delete an event from the user's calendar. To notify attendees of a meeting the user organizes, use CANCEL_EVENT instead.",
    method: "DELETE",
    path: "/me/events/{eventId}",
    url: graphReference("event-delete"),
    params: { eventId },
  }),
  referenceTool({
    slug: "CANCEL_EVENT",
    name: "Cancel a meeting",
    description: "Cancel a meeting the user organizes and send the attendees a cancellation message.",
    method: "POST",
    path: "/me/events/{eventId}/cancel",
    url: graphReference("event-cancel"),
    params: { eventId, comment: { type: "string", description: "A message to the attendees." } },
  }),
  referenceTool({
    slug: "ACCEPT_EVENT",
    name: "Accept an invitation",
    description: "Accept a meeting invitation.",
    method: "POST",
    path: "/me/events/{eventId}/accept",
    url: graphReference("event-accept"),
    params: { eventId, comment: responseComment, sendResponse },
  }),
  referenceTool({
    slug: "TENTATIVELY_ACCEPT_EVENT",
    name: "Tentatively accept an invitation",
    description: "Tentatively accept a meeting invitation.",
    method: "POST",
    path: "/me/events/{eventId}/tentativelyAccept",
    url: graphReference("event-tentativelyaccept"),
    params: { eventId, comment: responseComment, sendResponse },
  }),
  referenceTool({
    slug: "DECLINE_EVENT",
    name: "Decline an invitation",
    description: "Decline a meeting invitation.",
    method: "POST",
    path: "/me/events/{eventId}/decline",
    url: graphReference("event-decline"),
    params: { eventId, comment: responseComment, sendResponse },
  }),
  referenceTool({
    slug: "GET_SCHEDULE",
    name: "Get free/busy schedules",
    description: "Get the free/busy availability of users, distribution lists or rooms over a time range, to find when people are free.",
    method: "POST",
    path: "/me/calendar/getSchedule",
    url: graphReference("calendar-getschedule"),
    params: {
      schedules: { type: "array", items: { type: "string" }, requiredParam: true, description: "Email addresses of the users, distribution lists or rooms." },
      startTime: { ...dateTimeTimeZone("The start of the range."), requiredParam: true },
      endTime: { ...dateTimeTimeZone("The end of the range."), requiredParam: true },
      availabilityViewInterval: { type: "integer", minimum: 5, maximum: 1440, description: "Minutes per slot of the availability view (default 30)." },
    },
  }),
  referenceTool({
    slug: "FIND_MEETING_TIMES",
    name: "Find meeting times",
    description: "Suggest meeting times when the organizer and the attendees are available, within a time constraint and for a duration.",
    method: "POST",
    path: "/me/findMeetingTimes",
    url: graphReference("user-findmeetingtimes"),
    params: {
      attendees,
      meetingDuration: { type: "string", description: "The meeting's length, ISO 8601 duration (e.g. PT1H); default 30 minutes." },
      timeConstraint: {
        type: "object",
        description: "When the meeting may take place: `activityDomain` (work, personal, unrestricted) and `timeSlots` (each a start and end dateTimeTimeZone).",
        properties: {
          activityDomain: { type: "string", enum: ["work", "personal", "unrestricted", "unknown"] },
          timeSlots: { type: "array", items: { type: "object", properties: { start: dateTimeTimeZone("Slot start."), end: dateTimeTimeZone("Slot end.") }, required: ["start", "end"] } },
        },
      },
      maxCandidates: { type: "integer", minimum: 1 },
      isOrganizerOptional: { type: "boolean" },
    },
  }),
];
