import type { ProviderDefinitionInput } from "@plugboard/core";
import { referenceTool } from "../tools/reference-tool.js";

const AUTH_PAGE = "https://docs.gusto.com/v1/examples/authentication";
const OAUTH_PAGE = "https://docs.gusto.com/app-integrations/docs/oauth2";
const REFRESH_PAGE = "https://docs.gusto.com/app-integrations/v2024-04-01/reference/refresh-access-token";
const TOKEN_INFO_PAGE = "https://docs.gusto.com/embedded-payroll/reference/get-v1-token-info";
const EMBEDDED_OAUTH_PAGE = "https://docs.gusto.com/embedded-payroll/docs/oauth2";

/**
 * Gusto's API for app integrations (payroll, companies, employees) at `https://api.gusto.com`, Gusto's
 * production environment (development uses the demo environment `api.gusto-demo.com`: override the
 * URLs when installing). OAuth 2.0 authorization code flow: the authorize request takes `client_id`,
 * `redirect_uri` and `response_type=code` and no scope; since v2023-05-01 a grant covers one company
 * (a user administering several goes through OAuth once per company). The token endpoint is
 * `/oauth/token` (Gusto's refresh reference shows it on the demo host); a refresh answers a new refresh
 * token and the previous one is revoked on first use of the new access token (`refresh: rotate`). Not
 * confirmed on the pages read: the client authentication at the token endpoint (the form body is used)
 * and the rest of the per-endpoint reference — the one tool reads the token's company and owner
 * (`GET /v1/token_info`); other calls go through the authenticated proxy.
 */
export const gusto: ProviderDefinitionInput = {
  id: "gusto",
  name: "Gusto",
  description: "A Gusto company's payroll and HR data — company, employees, contractors, payrolls — through Gusto's API (authenticated proxy).",
  categories: ["finance"],
  docsUrl: "https://docs.gusto.com/app-integrations/docs/introduction",
  kind: "http",
  baseUrl: "https://api.gusto.com",
  authModes: [
    {
      type: "oauth2",
      label: "Gusto company admin",
      description:
        "Create an application in Gusto's developer portal (integrations are vetted and approved by Gusto), set Plugboard's callback URL ({base_url}/api/v1/oauth/callback) as its redirect URI, and copy the client id and secret. A primary or full-access admin connects one company per connection.",
      config: {
        authorize_url: "https://api.gusto.com/oauth/authorize",
        token_url: "https://api.gusto.com/oauth/token",
        refresh_token_rotation: true,
      },
    },
  ],
  tools: [
    referenceTool({
      slug: "GET_TOKEN_INFO",
      name: "Get the connection's company",
      description: "The scopes of the connection's access token, the resource it covers (type and uuid, e.g. the Company and its uuid other calls take) and its owner.",
      method: "GET",
      path: "/v1/token_info",
      url: TOKEN_INFO_PAGE,
    }),
  ],
  verifiedAt: "2026-11-28",
  sourceFacts: {
    [AUTH_PAGE]: ["authorizeUrl https://api.gusto.com/oauth/authorize", "authorize parameters client_id, redirect_uri, response_type (no scope)", "authorization code expires in 10 minutes"],
    [OAUTH_PAGE]: ["one company per grant since v2023-05-01", "only primary or full-access admins authorize"],
    [REFRESH_PAGE]: ["tokenUrl path /oauth/token (shown on api.gusto-demo.com)", "refresh: rotate (the previous refresh token is revoked on first use of the new access token)"],
    [TOKEN_INFO_PAGE]: ["GET /v1/token_info: scope, resource (type, uuid), resource_owner"],
    [EMBEDDED_OAUTH_PAGE]: ["baseUrl https://api.gusto.com (production); api.gusto-demo.com for development"],
  },
  sources: [AUTH_PAGE, OAUTH_PAGE, REFRESH_PAGE, TOKEN_INFO_PAGE, EMBEDDED_OAUTH_PAGE],
};
