import type { ProviderDefinitionInput } from "@plugboard/core";
import { FRONT_OPENAPI, frontTools } from "../tools/front.js";

const OAUTH_PAGE = "https://dev.frontapp.com/docs/oauth";
const AUTH_PAGE = "https://dev.frontapp.com/docs/authentication";

/**
 * Front's Core API (`https://api2.frontapp.com`, the server of Front's own OpenAPI document). OAuth 2.0
 * with the authorization code grant only: the user (a company admin) is sent to
 * `https://app.frontapp.com/oauth/authorize`, and the code is exchanged (and later refreshed) at
 * `https://app.frontapp.com/oauth/token` with the client id and secret as HTTP Basic. Access tokens last
 * an hour; a refresh answers the same or a new refresh token (Front's words), so rotation is left off
 * (a new one that comes back is kept either way). Scopes are set on the app, not in the authorize
 * request. An API token from Settings → Developers is sent the same way, as a bearer token.
 */
export const front: ProviderDefinitionInput = {
  id: "front",
  name: "Front",
  description: "Front's shared inboxes: list, search and read conversations and their messages, reply, comment, archive, assign and tag.",
  categories: ["customer-support", "communication", "email"],
  docsUrl: "https://dev.frontapp.com/reference/introduction",
  kind: "http",
  baseUrl: "https://api2.frontapp.com",
  authModes: [
    {
      type: "oauth2",
      label: "Front company",
      description:
        "In Front, Settings → Developers → create an app, add the OAuth feature, add Plugboard's callback URL ({base_url}/api/v1/oauth/callback) as a redirect URL, choose the app's access there, and copy the client id and secret. Only company admins can authorize it.",
      config: {
        authorize_url: "https://app.frontapp.com/oauth/authorize",
        token_url: "https://app.frontapp.com/oauth/token",
        token_endpoint_auth_method: "client_secret_basic",
      },
    },
    {
      type: "bearer",
      label: "API token",
      description: "An API token from Front's Settings → Developers → API Tokens, with the namespaces and permissions the agent needs, sent as Authorization: Bearer <token>.",
      headerName: "Authorization",
      prefix: "Bearer",
    },
  ],
  tools: frontTools,
  verifiedAt: "2026-11-28",
  sourceFacts: {
    [OAUTH_PAGE]: ["authorizeUrl", "tokenUrl (code and refresh)", "clientAuth: basic", "authorization code grant only", "refresh answers the same or a new refresh token", "access token lasts an hour"],
    [AUTH_PAGE]: ["Authorization: Bearer <token> for OAuth and API tokens"],
    [FRONT_OPENAPI]: ["baseUrl https://api2.frontapp.com", "every tool's method and path (operationId in the document)"],
  },
  sources: [OAUTH_PAGE, AUTH_PAGE, "https://dev.frontapp.com/docs/create-and-revoke-api-tokens", FRONT_OPENAPI],
};
