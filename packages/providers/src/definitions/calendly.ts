import type { ProviderDefinitionInput } from "@plugboard/core";
import { calendlyTools } from "../tools/calendly.js";

const SCOPES_PAGE = "https://developer.calendly.com/scopes";
const TOKEN_PAGE = "https://developer.calendly.com/api-docs/calendly-o-auth/o-auth/post-oauth-refresh-token";

/**
 * Calendly's API v2 (`https://api.calendly.com`). OAuth 2.0 code flow at `auth.calendly.com`: the
 * token endpoint takes a web client's id and secret over HTTP Basic; Calendly asks every OAuth app to
 * use PKCE with S256. Access tokens last 2 hours; refresh tokens are single-use and every refresh
 * answers a new one (Calendly's refresh token rotation guide): `refresh: rotate`. Scopes are
 * `<domain>:read|write`, a write scope including its read scope. A personal access token works as a
 * bearer token for one account. Not confirmed on the pages read: the scope parameter's separator for
 * several scopes (space, the OAuth default, is used).
 */
export const calendly: ProviderDefinitionInput = {
  id: "calendly",
  name: "Calendly",
  description: "A Calendly user's event types and open booking times, scheduled meetings and their invitees: list and read them, cancel a meeting, mark a no-show.",
  categories: ["calendar", "productivity"],
  docsUrl: "https://developer.calendly.com/",
  kind: "http",
  baseUrl: "https://api.calendly.com",
  authModes: [
    {
      type: "oauth2",
      label: "Calendly account",
      description:
        "In Calendly's developer portal, create an OAuth application (web), add Plugboard's callback URL ({base_url}/api/v1/oauth/callback) as its redirect URI (HTTPS in production), choose its scopes, and copy the client id and secret.",
      config: {
        authorize_url: "https://auth.calendly.com/oauth/authorize",
        token_url: "https://auth.calendly.com/oauth/token",
        revokeUrl: "https://auth.calendly.com/oauth/revoke",
        pkce: true,
        token_endpoint_auth_method: "client_secret_basic",
        refresh_token_rotation: true,
        scopes: ["users:read", "event_types:read", "scheduled_events:write"],
      },
      scopes: [
        { name: "availability:read", description: "Read user and event-type availability." },
        { name: "availability:write", description: "Update event type availability." },
        { name: "event_types:read", description: "Read event types and their available times." },
        { name: "event_types:write", description: "Create or update event types." },
        { name: "locations:read", description: "Read configured meeting locations." },
        { name: "routing_forms:read", description: "Read routing forms and submissions." },
        { name: "shares:write", description: "Create customized single-use scheduling links." },
        { name: "scheduled_events:read", description: "Read scheduled events and invitees." },
        { name: "scheduled_events:write", description: "Cancel events, create invitees, mark invitees as no-show." },
        { name: "users:read", description: "Read user information." },
      ],
    },
    {
      type: "bearer",
      label: "Personal access token",
      description: "A personal access token from Calendly → Integrations → API & Webhooks, sent as Authorization: Bearer <token> (one account, for internal use).",
    },
  ],
  tools: calendlyTools,
  verifiedAt: "2026-11-28",
  sourceFacts: {
    "https://developer.calendly.com/how-to-access-calendly-data-on-behalf-of-authenticated-users": ["authorization code flow", "refresh tokens"],
    "https://developer.calendly.com/api-docs/calendly-o-auth/o-auth/get-oauth-authorize": ["authorizeUrl"],
    [TOKEN_PAGE]: ["tokenUrl", "clientAuth: basic (web clients)", "access tokens last 2 hours"],
    "https://developer.calendly.com/api-docs/calendly-o-auth/o-auth/post-oauth-revoke": ["revokeUrl"],
    "https://developer.calendly.com/creating-an-oauth-app": ["pkce: S256 for every OAuth app"],
    "https://developer.calendly.com/refresh-token-rotation-guide": ["refresh: rotate (single-use refresh tokens)"],
    [SCOPES_PAGE]: ["scopes"],
    "https://developer.calendly.com/api-docs/calendly-api/users/get-user": ["scope users:read", "/users/me (the constant me)"],
    "https://developer.calendly.com/api-docs/calendly-api/scheduled-events/create-invitee-no-show": ["scope scheduled_events:write"],
    "https://developer.calendly.com/how-to-authenticate-with-personal-access-tokens": ["bearer personal access token"],
    "https://developer.calendly.com/update-your-system-with-data-from-scheduled-events-admins-only": ["baseUrl"],
  },
  sources: [
    "https://developer.calendly.com/how-to-access-calendly-data-on-behalf-of-authenticated-users",
    "https://developer.calendly.com/api-docs/calendly-o-auth/o-auth/get-oauth-authorize",
    TOKEN_PAGE,
    "https://developer.calendly.com/api-docs/calendly-o-auth/o-auth/post-oauth-revoke",
    "https://developer.calendly.com/creating-an-oauth-app",
    "https://developer.calendly.com/refresh-token-rotation-guide",
    SCOPES_PAGE,
    "https://developer.calendly.com/api-docs/calendly-api/users/get-user",
    "https://developer.calendly.com/api-docs/calendly-api/scheduled-events/create-invitee-no-show",
    "https://developer.calendly.com/how-to-authenticate-with-personal-access-tokens",
    "https://developer.calendly.com/update-your-system-with-data-from-scheduled-events-admins-only",
    "https://developer.calendly.com/supported-tools",
  ],
};
