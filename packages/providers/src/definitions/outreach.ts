import type { ProviderDefinitionInput } from "@plugboard/core";
import { referenceTool } from "../tools/reference-tool.js";

const GETTING_STARTED = "https://developers.outreach.io/api/getting-started/";
const OAUTH_PAGE = "https://developers.outreach.io/api/oauth/";
const MAKING_REQUESTS = "https://developers.outreach.io/api/making-requests/";
const SDK_OAUTH = "https://github.com/getoutreach/outreach-platform-sdk/blob/master/documentation/authorization/oauth.md";
const page = { "page[size]": { type: "integer", minimum: 1, maximum: 1000 }, sort: { type: "string", description: "e.g. -updatedAt" } };

/**
 * Outreach's REST API v2 (`https://api.outreach.io/api/v2`, JSON:API 1.0: every request carries
 * `Content-Type: application/vnd.api+json`). OAuth 2.0: the user is sent to
 * `https://api.outreach.io/oauth/authorize` with space-separated scopes (chosen on the app's API access
 * tab), and the code is exchanged — and the short-lived access token refreshed with the refresh token of
 * the same answer — at `https://api.outreach.io/oauth/token` with client_id, client_secret,
 * redirect_uri and grant_type (Outreach's own platform SDK documentation). No scope is requested by
 * default: the names were not read on an Outreach page here. Whether the refresh request must repeat
 * redirect_uri (the SDK documentation lists it) was not confirmed against the current pages.
 */
export const outreach: ProviderDefinitionInput = {
  id: "outreach",
  name: "Outreach",
  description: "Outreach sales engagement: prospects, accounts and mailings through the JSON:API v2.",
  categories: ["crm", "marketing"],
  docsUrl: "https://developers.outreach.io/api/",
  kind: "http",
  baseUrl: "https://api.outreach.io/api/v2",
  headers: { "Content-Type": "application/vnd.api+json" },
  authModes: [
    {
      type: "oauth2",
      label: "Outreach user",
      description: "Create an Outreach app in the developer portal; on its API access tab add Plugboard's callback URL ({base_url}/api/v1/oauth/callback) as a redirect URI and select the data scopes the agent needs; copy the client id and secret (shown once).",
      config: {
        authorize_url: "https://api.outreach.io/oauth/authorize",
        token_url: "https://api.outreach.io/oauth/token",
      },
    },
  ],
  tools: [
    referenceTool({
      slug: "LIST_PROSPECTS",
      name: "List prospects",
      description: "Prospects (JSON:API resources: attributes firstName, lastName, emails, title; relationships account, owner), up to 50 a page; filter with filter[…] params, e.g. filter[emails]=a@b.co.",
      method: "GET",
      path: "/prospects",
      url: MAKING_REQUESTS,
      params: { "filter[emails]": { type: "string" }, ...page },
    }),
    referenceTool({ slug: "GET_PROSPECT", name: "Get a prospect", description: "One prospect by id.", method: "GET", path: "/prospects/{id}", url: MAKING_REQUESTS, params: { id: { type: "integer" } } }),
    referenceTool({
      slug: "LIST_MAILINGS",
      name: "List mailings",
      description: "Emails sent or scheduled, optionally of one prospect: filter[prospect][id].",
      method: "GET",
      path: "/mailings",
      url: MAKING_REQUESTS,
      params: { "filter[prospect][id]": { type: "integer" }, ...page },
    }),
  ],
  verifiedAt: "2026-11-28",
  sourceFacts: {
    [GETTING_STARTED]: ["authorizeUrl", "scopes space-separated and URL-encoded", "short-lived tokens, refresh token"],
    [OAUTH_PAGE]: ["redirect URIs and scopes set on the app's API access tab", "client secret shown once", "access token refreshed with the refresh token of the same response"],
    [MAKING_REQUESTS]: ["baseUrl https://api.outreach.io/api/v2", "Content-Type: application/vnd.api+json on every request", "GET /prospects, /mailings?filter[prospect][id]"],
    [SDK_OAUTH]: ["tokenUrl https://api.outreach.io/oauth/token with client_id, client_secret, redirect_uri, grant_type, code (refresh: refresh_token)", "Authorization: Bearer <token>"],
  },
  sources: [GETTING_STARTED, OAUTH_PAGE, MAKING_REQUESTS, SDK_OAUTH],
};
