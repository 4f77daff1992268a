import type { ProviderDefinitionInput } from "@plugboard/core";
import { gongTools } from "../tools/gong.js";

const INTRO = "https://help.gong.io/apidocs/introduction-2";
const OAUTH_GUIDE = "https://contact.gong.io/hc/en-us/articles/13944551222157-Create-an-app-for-Gong";
const CREATE_APP = "https://help.gong.io/docs/create-an-app-for-gong";
const CRM_ENTITIES = "https://help.gong.io/apidocs/get-crm-objects-v2crmentities-1";

/**
 * Gong's API v2 (calls, transcripts, users, activity stats, scorecards, trackers, library, Engage
 * flows), through an OAuth app (Gong "integration"). From Gong's own pages: the API introduction (an
 * OAuth token goes in `Authorization: Bearer`; every company has its own API base URL; 3 calls a second
 * and 10,000 a day by default, 429 with Retry-After beyond), Gong's OAuth guide (a technical
 * administrator is sent to `https://app.gong.io/oauth2/authorize` with client_id, response_type=code,
 * space-separated scopes, redirect_uri and state; the scopes are also chosen on the integration, which
 * shows the client id and secret) and one reference page per endpoint, each naming the scope it needs.
 * Tools hand-written from those pages, and checked against Gong's OpenAPI document (V2), read from
 * the copies in the gongio-mcp and gong-rs repositories (not cited: every fact used is on Gong's pages).
 *
 * The base URL is the customer's API host from the token response, `api_base_url_for_customer`, and
 * tool paths start with `/v2` (Gong's reference examples call `https://api.gong.io/v2/…`);
 * `instanceDomain` pins it under gong.io, so a token answer naming any other host is never called.
 *
 * The access key mode (an "API access key": access key and secret as HTTP Basic, in Gong's API
 * introduction) is left out: its base URL is the company's own API host, shown on Gong's API page and
 * never returned to Plugboard, while a `{{metadata.…}}` base URL must be kept by every auth mode — a
 * Basic mode would need a second definition with a `{{config.…}}` host.
 *
 * Not confirmed on a Gong page (the later steps of Gong's OAuth guide could not be read; these agree
 * with what integrators publish): the token URL
 * `https://app.gong.io/oauth2/generate-customer-token` for the code exchange and the refresh
 * (grant_type=refresh_token); client authentication by HTTP Basic (client id and secret); that the
 * token endpoint takes the parameters as a form body (Gong's guide calls the flow standard RFC 6749,
 * whose token request is a form; Gong's own examples are said to put them in the query string);
 * `api_base_url_for_customer` in the token response, its shape (an origin such as
 * `https://company-17.api.gong.io`, without `/v2` or a trailing slash) and that it is under gong.io;
 * the access token's lifetime; whether refresh tokens are single-use (integrators say they rotate on
 * every refresh: `refresh_token_rotation` is left unset, so a refresh answer without one keeps the old).
 */
export const gong: ProviderDefinitionInput = {
  id: "gong",
  name: "Gong",
  description:
    "Gong revenue intelligence: list and read calls, their transcripts and detailed data (parties, topics, trackers, highlights, outcome), users and workspaces, users' activity stats and answered scorecards, keyword trackers, the call library and Engage flows.",
  categories: ["crm", "communication"],
  docsUrl: INTRO,
  kind: "http",
  baseUrl: "{{metadata.api_base_url_for_customer}}",
  instanceDomain: "gong.io",
  authModes: [
    {
      type: "oauth2",
      label: "Gong account",
      description:
        "In Gong (a developer instance for apps listed in the Gong Collective), Admin center → Settings → Ecosystem → API → Integrations → Create integration: add Plugboard's callback URL ({base_url}/api/v1/oauth/callback) as a redirect URI, tick the scopes the tools need, save, and copy the client id and secret. A technical administrator of the Gong company connects it.",
      config: {
        authorize_url: "https://app.gong.io/oauth2/authorize",
        token_url: "https://app.gong.io/oauth2/generate-customer-token",
        token_endpoint_auth_method: "client_secret_basic",
        token_metadata: ["api_base_url_for_customer"],
        scopes: [
          "api:users:read",
          "api:workspaces:read",
          "api:calls:read:basic",
          "api:calls:read:extensive",
          "api:calls:read:transcript",
          "api:settings:trackers:read",
          "api:settings:scorecards:read",
          "api:stats:scorecards",
          "api:stats:user-actions",
          "api:stats:user-actions:detailed",
          "api:library:read",
          "api:flows:read",
        ],
      },
      scopes: [
        { name: "api:users:read", description: "List all users and retrieve a user (/v2/users, /v2/users/{id})." },
        { name: "api:workspaces:read", description: "List all company workspaces (/v2/workspaces)." },
        { name: "api:calls:read:basic", description: "Retrieve call data by date range and for a specific call (/v2/calls, /v2/calls/{id})." },
        { name: "api:calls:read:extensive", description: "Retrieve detailed call data by various filters (/v2/calls/extensive)." },
        { name: "api:calls:read:media-url", description: "Media download URLs in detailed call data (contentSelector.exposedFields.media of /v2/calls/extensive)." },
        { name: "api:calls:read:transcript", description: "Retrieve transcripts of calls (/v2/calls/transcript)." },
        { name: "api:calls:create", description: "Add new calls (POST /v2/calls); the example scope of Gong's OAuth guide." },
        { name: "api:settings:trackers:read", description: "Retrieve keyword tracker details (/v2/settings/trackers)." },
        { name: "api:settings:scorecards:read", description: "Retrieve scorecards details (/v2/settings/scorecards)." },
        { name: "api:stats:scorecards", description: "Retrieve answered scorecards (/v2/stats/activity/scorecards)." },
        { name: "api:stats:user-actions", description: "Retrieve users' aggregated activity, also by time period (/v2/stats/activity/aggregate, aggregate-by-period)." },
        { name: "api:stats:user-actions:detailed", description: "Retrieve users' daily activity (/v2/stats/activity/day-by-day)." },
        { name: "api:library:read", description: "Retrieve library folders and the calls in a folder (/v2/library/…)." },
        { name: "api:flows:read", description: "List Gong Engage flows and flow folders, and the flows assigned to prospects (/v2/flows…)." },
      ],
    },
  ],
  tools: gongTools,
  verifiedAt: "2026-11-29",
  sourceFacts: {
    [INTRO]: ["OAuth token sent as Authorization: Bearer", "a per-company base URL for all API calls", "access key + secret as HTTP Basic (the mode left out)", "3 calls/s and 10,000/day by default, 429 with Retry-After", "cursor paging (records.cursor)", "scope names: each endpoint's reference page (cited by its tool) names the scope it requires"],
    [OAUTH_GUIDE]: ["authorizeUrl https://app.gong.io/oauth2/authorize", "authorize params client_id, response_type=code, scope (space-separated), redirect_uri, state", "user must be a technical administrator", "scopes selected on the integration; client id and secret in its row", "standard RFC 6749 authorization code flow"],
    [CREATE_APP]: ["integrations under Admin center → Settings → Ecosystem → API", "developer instance for Gong Collective apps"],
    [CRM_ENTITIES]: ["example request https://api.gong.io/v2/…: base URL an origin, paths under /v2; instanceDomain gong.io"],
  },
  sources: [INTRO, OAUTH_GUIDE, CREATE_APP, CRM_ENTITIES],
};
