import type { ProviderDefinitionInput } from "@plugboard/core";
import { EVENTBRITE_PAGES as P, eventbriteTools } from "../tools/eventbrite.js";

const AUTH_PAGE = "https://www.eventbrite.com/developer/v3/api_overview/authentication/";
const APP_FLOW_PAGE = "https://www.eventbrite.com/platform/docs/app-oauth-flow";
const QUICKSTART_PAGE = P.quickstart;

/**
 * Eventbrite's API v3 (`https://www.eventbriteapi.com/v3`, REST with JSON answers; Eventbrite uses POST
 * rather than PUT). OAuth 2.0 server-side flow: authorize at `www.eventbrite.com/oauth/authorize`, token
 * at `www.eventbrite.com/oauth/token` with the app key (client id) and client secret. Tokens do not
 * expire on a schedule — one stops working when the user changes their password, and the user goes
 * through the flow again (`refresh: none`). Eventbrite's pages name no scopes. Each app also shows a
 * personal OAuth token for its owner, usable as a bearer token. Not confirmed on the pages read: whether
 * the client secret may go in HTTP Basic (the form body is used). 14 tools hand-written from Eventbrite's
 * guides (platform/docs: organizations, create-events, ticket-classes, orders, attendees), its quick start and
 * its own Python SDK: the user, their organizations, events (list owned, get, create, publish), ticket
 * classes (list, create), orders (by event, get, mine), attendees (by event, get) and categories. Left out
 * because no Eventbrite page or SDK read here shows them (the API reference at /platform/api was not
 * read): listing an organization's events, updating an event, and the venue calls. Not confirmed on an
 * Eventbrite page: the `continuation` pagination parameter, and that ticket classes are sent wrapped as
 * { ticket_class: … } as events are as { event: … }.
 */
export const eventbrite: ProviderDefinitionInput = {
  id: "eventbrite",
  name: "Eventbrite",
  description: "Run an Eventbrite user's events through Eventbrite's API v3: their organizations, events (list, read, create, publish), ticket classes, orders, attendees and categories.",
  categories: ["marketing", "calendar"],
  docsUrl: "https://www.eventbrite.com/platform/api",
  kind: "http",
  baseUrl: "https://www.eventbriteapi.com/v3",
  authModes: [
    {
      type: "oauth2",
      label: "Eventbrite account",
      description:
        "On your Eventbrite API keys (app management) page, create an app, set Plugboard's callback URL ({base_url}/api/v1/oauth/callback) as its redirect URI, and copy the API key (client id) and client secret.",
      config: {
        authorize_url: "https://www.eventbrite.com/oauth/authorize",
        token_url: "https://www.eventbrite.com/oauth/token",
      },
    },
    {
      type: "bearer",
      label: "Personal OAuth token",
      description: "The personal OAuth token of one of your apps (API keys page → the app's private token), sent as Authorization: Bearer <token>.",
    },
  ],
  tools: eventbriteTools,
  verifiedAt: "2026-11-29",
  sourceFacts: {
    [AUTH_PAGE]: ["authorizeUrl https://www.eventbrite.com/oauth/authorize", "tokenUrl https://www.eventbrite.com/oauth/token", "refresh: none (a token stops working when the user changes their password; the user goes through the flow again)", "personal OAuth token per app"],
    [APP_FLOW_PAGE]: ["authorizeUrl", "tokenUrl", "app key, client secret, redirect URI"],
    [QUICKSTART_PAGE]: ["baseUrl https://www.eventbriteapi.com/v3", "/users/me/ and /users/me/owned_events", "POST rather than PUT, JSON answers"],
    [P.organizations]: ["GET /v3/users/me/organizations/ (every user has at least one organization)"],
    [P.createEvents]: ["POST /v3/organizations/{organization_id}/events/ with { event: { name.html, start/end {timezone, utc}, currency } }", "an event needs a ticket class, then is published"],
    [P.ticketClasses]: ["ticket classes free, paid, donation", "GET /v3/events/{id}/?expand=ticket_classes"],
    [P.orders]: ["GET /v3/events/{event_id}/orders/", "orders at /v3/orders/{id}/", "expansions"],
    [P.attendees]: ["GET /v3/events/{event_id}/attendees/{attendee_id}/ (checked_in, status)"],
    [P.sdkClient]: ["POST /events/{id}/publish/", "POST /events/{id}/ticket_classes/", "GET /events/{id}/attendees/ (status, changed_since)", "GET /users/me/orders/ (changed_since)"],
    [P.sdkAccessMethods]: ["GET /events/{id}/", "GET /events/{id}/ticket_classes/", "GET /orders/{id}/", "GET /categories/ (subcategories nested)"],
  },
  sources: [AUTH_PAGE, APP_FLOW_PAGE, ...Object.values(P)],
};
