import type { ProviderDefinitionInput } from "@plugboard/core";
import { HEROKU_SCHEMA, herokuTools } from "../tools/heroku.js";

const OAUTH_PAGE = "https://devcenter.heroku.com/articles/oauth";
const REFERENCE = "https://devcenter.heroku.com/articles/platform-api-reference";

/**
 * Heroku's Platform API (`https://api.heroku.com`): every request carries `Accept:
 * application/vnd.heroku+json; version=3` (the reference's Clients section) and the token as a bearer
 * token. OAuth 2.0 through the endpoints Heroku gives for existing client libraries: authorizations at
 * `https://id.heroku.com/oauth/authorize`, tokens at `https://id.heroku.com/oauth/token` (the client's
 * secret in the form, the standard way). Heroku's OAuth scope names were not read on a Heroku page here,
 * so none are listed or requested by default. An API key works as a bearer token too.
 */
export const heroku: ProviderDefinitionInput = {
  id: "heroku",
  name: "Heroku",
  description: "Heroku apps: list and inspect apps, dynos, releases, formation, builds and config vars, and restart dynos.",
  categories: ["developer-tools", "infrastructure"],
  docsUrl: REFERENCE,
  kind: "http",
  baseUrl: "https://api.heroku.com",
  headers: { Accept: "application/vnd.heroku+json; version=3" },
  authModes: [
    {
      type: "oauth2",
      label: "Heroku account",
      description: "Register an OAuth client with `heroku clients:create <name> <redirect_uri>`, giving Plugboard's callback URL ({base_url}/api/v1/oauth/callback) as the redirect URI; it prints the client id and secret.",
      config: {
        authorize_url: "https://id.heroku.com/oauth/authorize",
        token_url: "https://id.heroku.com/oauth/token",
      },
    },
    {
      type: "bearer",
      label: "API key",
      description: "A Heroku API key or authorization token (`heroku authorizations:create`), sent as Authorization: Bearer <token>.",
      headerName: "Authorization",
      prefix: "Bearer",
    },
  ],
  tools: herokuTools,
  verifiedAt: "2026-11-28",
  sourceFacts: {
    [OAUTH_PAGE]: ["authorizeUrl https://id.heroku.com/oauth/authorize", "tokenUrl https://id.heroku.com/oauth/token"],
    [REFERENCE]: ["baseUrl api.heroku.com over HTTPS", "Accept: application/vnd.heroku+json; version=3", "Authorization: Bearer <token>"],
    [HEROKU_SCHEMA]: ["every tool's method and path"],
    "https://github.com/heroku/heroku-cli-oauth": ["heroku clients:create NAME REDIRECT_URI", "heroku authorizations:create"],
  },
  sources: [OAUTH_PAGE, REFERENCE, HEROKU_SCHEMA, "https://github.com/heroku/heroku-cli-oauth"],
};
