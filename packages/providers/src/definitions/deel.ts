import type { ProviderDefinitionInput } from "@plugboard/core";
import { referenceTool } from "../tools/reference-tool.js";

const GETTING_STARTED_PAGE = "https://developer.deel.com/docs/getting-started-1";
const OAUTH_CHANGELOG = "https://developer.deel.com/changelog/v1-27";
const OAUTH_PAGE = "https://developer.deel.com/api/stable/oauth";
const TOKENS_PAGE = "https://developer.deel.com/v2.1.51/docs/api-tokens-1";
const CONTRACTS_PAGE = "https://developer.deel.com/api/stable/endpoints/contracts/get-contracts.md";

/**
 * Deel's REST API v2 (`https://api.letsdeel.com/rest/v2`). OAuth 2.0 authorization code flow on the Deel
 * app's own domain: authorize at `app.deel.com/oauth2/authorize` with space-separated scopes
 * (`contracts:read`, …), and exchange the code at `app.deel.com/oauth2/tokens` as a form, the client id and
 * secret in HTTP Basic; the answer holds an access token and a refresh token. Only Deel users with a client
 * role can use OAuth2 apps; an organization app's tokens reach the whole organization, a personal app's
 * the user's own access. The sandbox uses `demo.deel.com` (override the URLs). Deel API tokens (Developer
 * Center → Access Tokens) work as bearer tokens. Not confirmed on the pages read: whether a refresh rotates
 * the refresh token (`refresh: reuse`; the engine keeps one that comes) and Deel's full scope list.
 */
export const deel: ProviderDefinitionInput = {
  id: "deel",
  name: "Deel",
  description: "A Deel organization's contracts, people and payroll data through Deel's REST API v2; the tool lists contracts.",
  categories: ["finance"],
  docsUrl: "https://developer.deel.com/",
  kind: "http",
  baseUrl: "https://api.letsdeel.com/rest/v2",
  authModes: [
    {
      type: "oauth2",
      label: "Deel organization",
      description:
        "In Deel, More → Developer → Apps → Create new app (organization or personal app): set Plugboard's callback URL ({base_url}/api/v1/oauth/callback) as the redirect URI and copy the client id and the client secret (shown once).",
      config: {
        authorize_url: "https://app.deel.com/oauth2/authorize",
        token_url: "https://app.deel.com/oauth2/tokens",
        token_endpoint_auth_method: "client_secret_basic",
        scopes: ["contracts:read", "organizations:read"],
      },
      scopes: [
        { name: "contracts:read", description: "Read contracts." },
        { name: "contracts:write", description: "Create and change contracts." },
        { name: "organizations:read", description: "Read the organization." },
      ],
    },
    {
      type: "bearer",
      label: "Deel API token",
      description: "An organization or personal token from Deel's Developer Center → Access Tokens, with the scopes it needs, sent as Authorization: Bearer <token>.",
    },
  ],
  tools: [
    referenceTool({
      slug: "LIST_CONTRACTS",
      name: "List contracts",
      description: "The organization's contracts (contractors, employees), a page at a time.",
      method: "GET",
      path: "/contracts",
      url: CONTRACTS_PAGE,
      params: {
        limit: { type: "integer", minimum: 1, maximum: 100 },
        offset: { type: "integer", minimum: 0 },
      },
    }),
  ],
  verifiedAt: "2026-11-28",
  sourceFacts: {
    [GETTING_STARTED_PAGE]: ["authorizeUrl https://app.deel.com/oauth2/authorize", "scope: encoded space-separated list (contracts:read contracts:write organizations:read)", "sandbox host demo.deel.com"],
    [OAUTH_CHANGELOG]: ["tokenUrl https://app.deel.com/oauth2/tokens", "clientAuth: basic", "form-encoded token request"],
    [OAUTH_PAGE]: ["access and refresh tokens", "organization and personal apps"],
    [TOKENS_PAGE]: ["baseUrl api.letsdeel.com/rest/v2 (GET /rest/v2/contracts)", "bearer API tokens"],
    [CONTRACTS_PAGE]: ["List of contracts"],
  },
  sources: [GETTING_STARTED_PAGE, OAUTH_CHANGELOG, OAUTH_PAGE, TOKENS_PAGE, CONTRACTS_PAGE],
};
