import type { ProviderDefinitionInput } from "@plugboard/core";
import { SALESLOFT_OPENAPI, salesloftTools } from "../tools/salesloft.js";

const OAUTH_PAGE = "https://developers.salesloft.com/docs/platform/api-basics/oauth-authentication/";

/**
 * Salesloft's REST API v2 (`https://api.salesloft.com`, paths under `/v2`, as its OpenAPI document's
 * server and paths say). OAuth 2.0 authorization code flow at `accounts.salesloft.com`: the authorize
 * request carries no scope (scopes are chosen on the OAuth application in Salesloft), and Salesloft's
 * page shows the token request as one JSON object with the client id and secret in it
 * (`tokenRequestFormat: json`, `clientAuth: body`); the answer holds an access token and a refresh token.
 * Not confirmed on the pages read: the access token's lifetime and whether a refresh answers a new refresh
 * token (`refresh: reuse`; the engine keeps one that comes); Salesloft's example also copies the
 * callback's `context` and `scope` into the token request, which the engine does not do (they are not
 * marked required on the page).
 */
export const salesloft: ProviderDefinitionInput = {
  id: "salesloft",
  name: "Salesloft",
  description: "A Salesloft team's sales engagement data — people, accounts, cadences and memberships, notes, tasks, email activities — through its REST API v2.",
  categories: ["crm", "marketing"],
  docsUrl: "https://developers.salesloft.com/docs/api/",
  kind: "http",
  baseUrl: "https://api.salesloft.com",
  authModes: [
    {
      type: "oauth2",
      label: "Salesloft user",
      description:
        "In Salesloft, Your Applications → OAuth Applications → Create New: set Plugboard's callback URL ({base_url}/api/v1/oauth/callback) as the redirect URI, choose the grant type Authorization Code and the app's scopes, and copy the Application Id (client id) and Secret.",
      config: {
        authorize_url: "https://accounts.salesloft.com/oauth/authorize",
        token_url: "https://accounts.salesloft.com/oauth/token",
        token_request_format: "json",
      },
    },
  ],
  tools: salesloftTools,
  verifiedAt: "2026-11-28",
  sourceFacts: {
    [OAUTH_PAGE]: [
      "authorizeUrl https://accounts.salesloft.com/oauth/authorize",
      "tokenUrl https://accounts.salesloft.com/oauth/token",
      "tokenRequestFormat: json (client_id, client_secret, code, grant_type, redirect_uri in one JSON object)",
      "access and refresh tokens in the answer",
      "scopes chosen on the OAuth application",
    ],
    [SALESLOFT_OPENAPI]: ["baseUrl https://api.salesloft.com (servers)", "tool paths and methods", "form bodies for writes"],
  },
  sources: [OAUTH_PAGE, SALESLOFT_OPENAPI],
};
