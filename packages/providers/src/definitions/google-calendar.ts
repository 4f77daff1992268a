import type { ProviderDefinitionInput } from "@plugboard/core";
import { googleCalendarScopes, googleCalendarTools } from "../tools/google-calendar.js";
import { GOOGLE_OAUTH_SOURCES, googleOAuthMode } from "./google-oauth-mode.js";

/** Google Calendar: calendars, events and free/busy. */
export const googleCalendar: ProviderDefinitionInput = {
  id: "google-calendar",
  name: "Google Calendar",
  description: "List a user's calendars, find, create, update and delete events, and find free time.",
  categories: ["calendar", "productivity"],
  docsUrl: "https://developers.google.com/calendar/api",
  kind: "http",
  baseUrl: "https://www.googleapis.com/calendar/v3",
  authModes: [googleOAuthMode({ api: "Google Calendar API", scopes: googleCalendarScopes, defaultScopes: ["https://www.googleapis.com/auth/calendar.events", "https://www.googleapis.com/auth/calendar.readonly"] })],
  tools: googleCalendarTools,
  verifiedAt: "2026-11-27",
  sources: [...GOOGLE_OAUTH_SOURCES, "https://developers.google.com/calendar/api/auth", "https://developers.google.com/calendar/api/v3/reference", "https://calendar-json.googleapis.com/$discovery/rest?version=v3"],
};
