import type { ProviderDefinitionInput } from "@plugboard/core";
import { referenceTool } from "../tools/reference-tool.js";

const AUTH_PAGE = "https://www.eventbrite.com/developer/v3/api_overview/authentication/";
const APP_FLOW_PAGE = "https://www.eventbrite.com/platform/docs/app-oauth-flow";
const QUICKSTART_PAGE = "https://www.eventbrite.com/developer/v3/quickstart/";

/**
 * Eventbrite's API v3 (`https://www.eventbriteapi.com/v3`, REST with JSON answers; Eventbrite uses POST
 * rather than PUT). OAuth 2.0 server-side flow: authorize at `www.eventbrite.com/oauth/authorize`, token
 * at `www.eventbrite.com/oauth/token` with the app key (client id) and client secret. Tokens do not
 * expire on a schedule — one stops working when the user changes their password, and the user goes
 * through the flow again (`refresh: none`). Eventbrite's pages name no scopes. Each app also shows a
 * personal OAuth token for its owner, usable as a bearer token. Not confirmed on the pages read: whether
 * the client secret may go in HTTP Basic (the form body is used). The two tools are the endpoints
 * Eventbrite's quick start shows; the rest of the API goes through the authenticated proxy.
 */
export const eventbrite: ProviderDefinitionInput = {
  id: "eventbrite",
  name: "Eventbrite",
  description: "An Eventbrite user's events, orders and attendees through Eventbrite's API v3; tools read the user and the events they organize.",
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
  tools: [
    referenceTool({ slug: "GET_ME", name: "Get the current user", description: "The connected Eventbrite user: id, name and email addresses.", method: "GET", path: "/users/me/", url: QUICKSTART_PAGE }),
    referenceTool({ slug: "LIST_OWNED_EVENTS", name: "List my events", description: "The events the connected user organizes.", method: "GET", path: "/users/me/owned_events", url: QUICKSTART_PAGE }),
  ],
  verifiedAt: "2026-11-28",
  sourceFacts: {
    [AUTH_PAGE]: ["authorizeUrl https://www.eventbrite.com/oauth/authorize", "tokenUrl https://www.eventbrite.com/oauth/token", "refresh: none (a token stops working when the user changes their password; the user goes through the flow again)", "personal OAuth token per app"],
    [APP_FLOW_PAGE]: ["authorizeUrl", "tokenUrl", "app key, client secret, redirect URI"],
    [QUICKSTART_PAGE]: ["baseUrl https://www.eventbriteapi.com/v3", "/users/me/ and /users/me/owned_events", "POST rather than PUT, JSON answers"],
  },
  sources: [AUTH_PAGE, APP_FLOW_PAGE, QUICKSTART_PAGE],
};
