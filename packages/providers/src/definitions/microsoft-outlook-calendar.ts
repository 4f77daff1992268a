import type { ProviderDefinitionInput } from "@plugboard/core";
import { microsoftOutlookCalendarTools } from "../tools/microsoft-outlook-calendar.js";
import { MICROSOFT_OAUTH_SOURCES, MICROSOFT_TENANT_FIELD, microsoftOAuthMode } from "./microsoft-oauth-mode.js";

/** Outlook calendar through Microsoft Graph: the signed-in user's calendars, events, invitations and availability. */
export const microsoftOutlookCalendar: ProviderDefinitionInput = {
  id: "microsoft-outlook-calendar",
  name: "Microsoft Outlook Calendar",
  description: "List, create, update, cancel and answer events, check free/busy schedules and find meeting times in a Microsoft 365 or Outlook.com calendar (Microsoft Graph).",
  categories: ["calendar", "productivity"],
  docsUrl: "https://learn.microsoft.com/en-us/graph/outlook-calendar-concept-overview",
  kind: "http",
  baseUrl: "https://graph.microsoft.com/v1.0",
  connectionConfig: [MICROSOFT_TENANT_FIELD],
  authModes: [
    microsoftOAuthMode({
      api: "calendars (Calendars.ReadWrite)",
      defaultScopes: ["Calendars.ReadWrite"],
      scopes: [
        { name: "Calendars.Read", description: "Read events in the user's calendars." },
        { name: "Calendars.ReadBasic", description: "Read events in the user's calendars, except the body, preview, attachments and extensions." },
        { name: "Calendars.ReadWrite", description: "Create, read, update and delete events in the user's calendars." },
        { name: "Calendars.Read.Shared", description: "Read events in all calendars the user can access, including delegate and shared calendars." },
        { name: "Calendars.ReadWrite.Shared", description: "Create, read, update and delete events in all calendars the user can access, including delegate and shared calendars." },
      ],
    }),
  ],
  tools: microsoftOutlookCalendarTools,
  verifiedAt: "2026-11-27",
  sources: [...MICROSOFT_OAUTH_SOURCES, "https://learn.microsoft.com/en-us/graph/outlook-calendar-concept-overview", "https://learn.microsoft.com/en-us/graph/query-parameters"],
};
