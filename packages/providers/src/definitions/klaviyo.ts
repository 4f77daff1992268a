import type { ProviderDefinitionInput } from "@plugboard/core";
import { KLAVIYO_SCOPES_PAGE, klaviyoTools } from "../tools/klaviyo.js";

const OAUTH_PAGE = "https://developers.klaviyo.com/en/docs/set_up_oauth";
const OAUTH_ERRORS_PAGE = "https://developers.klaviyo.com/en/docs/troubleshoot_oauth_errors";
const API_CALLS_PAGE = "https://developers.klaviyo.com/.well-known/skills/klaviyo-migrate-oauth/references/api-calls.md";
const PKCE_PAGE = "https://developers.klaviyo.com/.well-known/skills/klaviyo-migrate-oauth/references/pkce-examples.md";

/**
 * Klaviyo's REST API (`https://a.klaviyo.com/api`), revision `2026-10-15`: every request carries a
 * `revision` header (sent by the definition's headers; a newer revision is a new header value), JSON:API
 * documents in and out. OAuth (Klaviyo's OAuth 2.1): the authorize request at `www.klaviyo.com` requires
 * PKCE with S256 and takes space-separated scopes, of which `accounts:read` is always required; token and
 * revoke requests go to `a.klaviyo.com` (token traffic through `www.klaviyo.com` is blocked since
 * 2025-03-31) and authenticate the client with HTTP Basic. Not confirmed on the pages read: whether a
 * refresh answers a new refresh token (`refresh: reuse`; the engine keeps one that comes).
 */
export const klaviyo: ProviderDefinitionInput = {
  id: "klaviyo",
  name: "Klaviyo",
  description: "A Klaviyo account's marketing data — profiles, lists, segments, events, metrics, flows — through Klaviyo's REST API.",
  categories: ["marketing", "email"],
  docsUrl: "https://developers.klaviyo.com/en/docs/get_started",
  kind: "http",
  baseUrl: "https://a.klaviyo.com/api",
  headers: { revision: "2026-10-15", accept: "application/vnd.api+json" },
  authModes: [
    {
      type: "oauth2",
      label: "Klaviyo account",
      description:
        "In Klaviyo, Manage apps → Create app (owner, admin or manager role): save the client id and secret (the secret is shown once), set the app's scopes, and add Plugboard's callback URL ({base_url}/api/v1/oauth/callback) as a redirect URL.",
      config: {
        authorize_url: "https://www.klaviyo.com/oauth/authorize",
        token_url: "https://a.klaviyo.com/oauth/token",
        revokeUrl: "https://a.klaviyo.com/oauth/revoke",
        pkce: true,
        token_endpoint_auth_method: "client_secret_basic",
        scopes: ["accounts:read", "profiles:read", "lists:read"],
      },
      scopes: [
        { name: "accounts:read", description: "Always required: read the account (GET /accounts)." },
        { name: "profiles:read", description: "Read and search profiles." },
        { name: "profiles:write", description: "Create and update profiles, bulk profile imports." },
        { name: "lists:read", description: "Read lists and their relationships." },
        { name: "lists:write", description: "Create, update and delete lists; manage list membership." },
        { name: "segments:read", description: "Read segments and their profiles." },
        { name: "segments:write", description: "Create, update and delete segments." },
        { name: "events:read", description: "Read events." },
        { name: "events:write", description: "Track events, bulk event creation." },
        { name: "metrics:read", description: "Read metrics and metric aggregates." },
        { name: "flows:read", description: "Read flows, their actions and messages." },
      ],
    },
  ],
  tools: klaviyoTools,
  verifiedAt: "2026-11-28",
  sourceFacts: {
    [OAUTH_PAGE]: ["tokenUrl https://a.klaviyo.com/oauth/token", "revokeUrl https://a.klaviyo.com/oauth/revoke", "token traffic through www.klaviyo.com blocked since 2025-03-31"],
    "https://developers.klaviyo.com/en/v2024-07-15/docs/set_up_oauth": ["authorizeUrl https://www.klaviyo.com/oauth/authorize", "pkce: code_challenge_method=S256 required"],
    "https://academy.klaviyo.com/en-us/courses/build-an-oauth-app-with-klaviyo/lessons/set-up-your-oauth-flow": ["OAuth 2.1 with PKCE"],
    [OAUTH_ERRORS_PAGE]: ["clientAuth: basic (Authorization: Basic base64(client_id:client_secret))"],
    [KLAVIYO_SCOPES_PAGE]: ["scopes and the endpoints they cover", "space-separated scopes", "accounts:read always required"],
    [API_CALLS_PAGE]: ["baseUrl https://a.klaviyo.com/api", "revision header 2026-10-15", "Authorization: Bearer <access_token>", "accept: application/vnd.api+json"],
    [PKCE_PAGE]: ["authorize parameters (scope joined with spaces, code_challenge, S256)"],
  },
  sources: [
    OAUTH_PAGE,
    "https://developers.klaviyo.com/en/v2024-07-15/docs/set_up_oauth",
    "https://academy.klaviyo.com/en-us/courses/build-an-oauth-app-with-klaviyo/lessons/set-up-your-oauth-flow",
    OAUTH_ERRORS_PAGE,
    KLAVIYO_SCOPES_PAGE,
    API_CALLS_PAGE,
    PKCE_PAGE,
  ],
};
