import type { ProviderDefinitionInput } from "@plugboard/core";
import { referenceTool } from "../tools/reference-tool.js";

const OAUTH_PAGE = "https://developers.pipedrive.com/docs/api/v1/Oauth";
const AUTH_PAGE = "https://pipedrive.readme.io/docs/core-api-concepts-authentication";
const OVERVIEW_PAGE = "https://pipedrive.readme.io/docs/marketplace-oauth-api";
const USER_PAGE = "https://pipedrive.readme.io/docs/marketplace-getting-user-data";

/**
 * Pipedrive's API. Each company has its own host, `{company_domain}.pipedrive.com` (the
 * `company_domain` config field; with OAuth it is also the `api_domain` of the token response), and the
 * API lives under `/api/v1` and `/api/v2` of it: the base URL is `https://{company}.pipedrive.com/api`,
 * so a call names its version (`/v1/deals`). OAuth 2.0 at `oauth.pipedrive.com`, with the client id and
 * secret over HTTP Basic; access tokens last an hour (`expires_in: 3600`). Scopes are chosen on the app
 * in Developer Hub, not in the authorize request, so none are listed. An API token goes in the
 * `x-api-token` header. Not confirmed on the pages read: whether a refresh answers a new refresh token
 * (`refresh: reuse`; the engine keeps one that comes), and the per-endpoint reference of API v2 — the two
 * tools are the v1 calls Pipedrive's own guides show; the rest of the API goes through the proxy.
 */
export const pipedrive: ProviderDefinitionInput = {
  id: "pipedrive",
  name: "Pipedrive",
  description: "A Pipedrive company's CRM — deals, persons, organizations, activities, pipelines — through its API; tools read the connected user and the deals.",
  categories: ["crm"],
  docsUrl: "https://developers.pipedrive.com/docs/api/v1",
  kind: "http",
  baseUrl: "https://{{config.company_domain}}.pipedrive.com/api",
  connectionConfig: [
    {
      name: "company_domain",
      label: "Pipedrive company domain",
      description: "The part before .pipedrive.com in your Pipedrive URL (company_domain of GET /v1/users/me).",
      pattern: "^[a-z0-9][a-z0-9-]{0,62}$",
      example: "acme",
    },
  ],
  authModes: [
    {
      type: "oauth2",
      label: "Pipedrive company",
      description:
        "Register an app in Pipedrive's Developer Hub (a developer sandbox account), set Plugboard's callback URL ({base_url}/api/v1/oauth/callback) as its callback URL, choose its scopes there, and copy the client id and secret.",
      config: {
        authorize_url: "https://oauth.pipedrive.com/oauth/authorize",
        token_url: "https://oauth.pipedrive.com/oauth/token",
        token_endpoint_auth_method: "client_secret_basic",
        token_metadata: ["api_domain"],
      },
    },
    {
      type: "api_key",
      label: "API token",
      description: "Your personal API token (Settings → Personal preferences → API), sent in the x-api-token header. It is tied to one user and one company.",
      in: "header",
      name: "x-api-token",
    },
  ],
  tools: [
    referenceTool({
      slug: "GET_CURRENT_USER",
      name: "Get the current user",
      description: "The connected user and company: name, email, locale, company id, name and domain.",
      method: "GET",
      path: "/v1/users/me",
      url: USER_PAGE,
    }),
    referenceTool({
      slug: "LIST_DEALS",
      name: "List deals",
      description: "The company's deals (title, value, currency, status, stage, person, organization, owner), a page at a time.",
      method: "GET",
      path: "/v1/deals",
      url: AUTH_PAGE,
      params: {
        start: { type: "integer", minimum: 0, description: "Pagination start (additional_data.pagination.next_start of the previous answer)." },
        limit: { type: "integer", minimum: 1, maximum: 500 },
      },
    }),
  ],
  verifiedAt: "2026-11-28",
  sourceFacts: {
    [OAUTH_PAGE]: ["authorizeUrl", "tokenUrl", "clientAuth: basic (Authorization: Basic base64(client_id:client_secret))"],
    "https://pipedrive.readme.io/docs/marketplace-oauth-authorization": ["authorizeUrl", "no scope parameter in the authorize request"],
    "https://pipedrive.readme.io/docs/marketplace-oauth-and-api-proxy-status-codes": ["token response: access_token, expires_in 3600, refresh_token"],
    "https://pipedrive.readme.io/docs/how-to-get-the-company-domain": ["company_domain", "metadata api_domain (holds the company domain)"],
    [OVERVIEW_PAGE]: ["baseUrl https://{COMPANYDOMAIN}.pipedrive.com/api/v1", "Bearer access token", "scopes chosen on the app in Developer Hub"],
    [AUTH_PAGE]: ["api_key in the x-api-token header", "baseUrl"],
  },
  sources: [
    OAUTH_PAGE,
    "https://pipedrive.readme.io/docs/marketplace-oauth-authorization",
    "https://pipedrive.readme.io/docs/marketplace-oauth-and-api-proxy-status-codes",
    "https://pipedrive.readme.io/docs/how-to-get-the-company-domain",
    OVERVIEW_PAGE,
    AUTH_PAGE,
    USER_PAGE,
  ],
};
