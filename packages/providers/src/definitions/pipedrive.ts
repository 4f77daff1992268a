import type { ProviderDefinitionInput } from "@plugboard/core";
import { PIPEDRIVE_CLIENT_CHANGELOG, PIPEDRIVE_CLIENT_V1, PIPEDRIVE_CLIENT_V2, pipedriveTools } from "../tools/pipedrive.js";

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
 * `x-api-token` header. 21 tools (src/tools/pipedrive.ts), each citing its operation on Pipedrive's API
 * reference, with method, path and parameters read in Pipedrive's own Node.js client (generated from its
 * OpenAPI documents): deals, persons and organizations on API v2 (`/v2/…` — Pipedrive removed the v1
 * equivalents, client-nodejs CHANGELOG "Removed deprecated v1 endpoints that have v2 equivalents"; the
 * former LIST_DEALS on `/v1/deals` is now `/v2/deals`, cursor-paginated), activities, pipelines and stages
 * on v2, notes and users on v1 (no v2 equivalent). Not confirmed on the pages read: whether a refresh
 * answers a new refresh token (`refresh: reuse`; the engine keeps one that comes); which of a create's body
 * fields the API itself requires beyond those the client marks (a deal's `title`, a note's `content`).
 */
export const pipedrive: ProviderDefinitionInput = {
  id: "pipedrive",
  name: "Pipedrive",
  description: "Work a Pipedrive company's CRM: list, search, read, create and update deals; list, search, read and create persons and organizations; list and schedule activities; list pipelines, stages and users; list and add notes.",
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
  tools: pipedriveTools,
  verifiedAt: "2026-11-29",
  sourceFacts: {
    [OAUTH_PAGE]: ["authorizeUrl", "tokenUrl", "clientAuth: basic (Authorization: Basic base64(client_id:client_secret))"],
    "https://pipedrive.readme.io/docs/marketplace-oauth-authorization": ["authorizeUrl", "no scope parameter in the authorize request"],
    "https://pipedrive.readme.io/docs/marketplace-oauth-and-api-proxy-status-codes": ["token response: access_token, expires_in 3600, refresh_token"],
    "https://pipedrive.readme.io/docs/how-to-get-the-company-domain": ["company_domain", "metadata api_domain (holds the company domain)"],
    [OVERVIEW_PAGE]: ["baseUrl https://{COMPANYDOMAIN}.pipedrive.com/api/v1", "Bearer access token", "scopes chosen on the app in Developer Hub"],
    [AUTH_PAGE]: ["api_key in the x-api-token header", "baseUrl"],
    [USER_PAGE]: ["GET /v1/users/me answers the user and company_domain"],
    [PIPEDRIVE_CLIENT_V2]: ["method, path and parameters of the /v2 tools (deals, persons, organizations, activities, pipelines, stages)"],
    [PIPEDRIVE_CLIENT_V1]: ["method, path and parameters of the /v1 tools (users, notes)"],
    [PIPEDRIVE_CLIENT_CHANGELOG]: ["v1 deals/persons/organizations/activities endpoints removed in favour of /api/v2"],
  },
  sources: [
    OAUTH_PAGE,
    "https://pipedrive.readme.io/docs/marketplace-oauth-authorization",
    "https://pipedrive.readme.io/docs/marketplace-oauth-and-api-proxy-status-codes",
    "https://pipedrive.readme.io/docs/how-to-get-the-company-domain",
    OVERVIEW_PAGE,
    AUTH_PAGE,
    USER_PAGE,
    PIPEDRIVE_CLIENT_V2,
    PIPEDRIVE_CLIENT_V1,
    PIPEDRIVE_CLIENT_CHANGELOG,
  ],
};
