import type { ProviderDefinitionInput } from "@plugboard/core";
import { clickupTools } from "../tools/clickup.js";

const AUTHENTICATION = "https://developer.clickup.com/docs/authentication";
const GET_ACCESS_TOKEN = "https://developer.clickup.com/reference/getaccesstoken";
const OPENAPI = "https://developer.clickup.com/openapi/clickup-api-v2-reference.json";
const COMMENTS_PAGINATION = "https://developer.clickup.com/docs/task-comments-pagination";

/**
 * ClickUp's API v2, from ClickUp's own developer documentation and its OpenAPI document "ClickUp API v2
 * Reference" (embedded in every reference page; servers `https://api.clickup.com/api`, paths under
 * `/v2`, so the base URL is the server and every tool's path starts with `/v2`).
 *
 * Two ways in, both in the `Authorization` header:
 * - a personal API token (`pk_…`), sent bare: `Authorization: {personal_token}` (authentication page;
 *   the OpenAPI securitySchemes say `Authorization: pk_...`); personal tokens never expire;
 * - OAuth 2.0, authorization code grant: users go to `https://app.clickup.com/api` with `client_id`,
 *   `redirect_uri` and an optional `state`, and pick the Workspaces to authorize there (no scopes: the
 *   request has no scope parameter); the code is exchanged at
 *   `https://api.clickup.com/api/v2/oauth/token` with `client_id`, `client_secret` and `code`. The
 *   Get Access Token operation documents them as a request body, `application/json` or
 *   `application/x-www-form-urlencoded` (no query parameters), so the engine's default form request is
 *   used. The access token goes in `Authorization: Bearer {access_token}` (authentication page, Step 3,
 *   and the OpenAPI securitySchemes); it "currently does not expire" ("subject to change"), and no
 *   refresh token is documented.
 *
 * Not confirmed on a ClickUp page: that the token endpoint accepts the parameters a standard OAuth
 * client adds beside the three documented ones (`grant_type=authorization_code`, `redirect_uri`), and
 * that the authorize URL accepts `response_type=code` (ClickUp's URL shows only client_id, redirect_uri
 * and state). Older copies of the reference (and SDKs generated from them) put client_id, client_secret
 * and code in the query string; the reference read here (2026) documents a body instead.
 */
export const clickup: ProviderDefinitionInput = {
  id: "clickup",
  name: "ClickUp",
  description: "Work in ClickUp: browse Workspaces, Spaces, Folders and Lists; find, read, create and update tasks; comment, tag, set Custom Fields, add checklists, and read or log time entries.",
  categories: ["project-management", "productivity"],
  docsUrl: "https://developer.clickup.com/docs",
  kind: "http",
  baseUrl: "https://api.clickup.com/api",
  authModes: [
    {
      type: "oauth2",
      label: "ClickUp account",
      description:
        "As a Workspace owner or admin, create an app in ClickUp (avatar → Settings → Apps → Create new app), add Plugboard's callback URL ({base_url}/api/v1/oauth/callback) as its redirect URL, and copy the client_id and secret. Users choose which Workspaces to authorize when they connect.",
      config: {
        authorize_url: "https://app.clickup.com/api",
        token_url: "https://api.clickup.com/api/v2/oauth/token",
      },
      scopes: [],
    },
    {
      type: "api_key",
      label: "Personal API token",
      description: "Generate a personal token (it starts with pk_) in ClickUp: avatar → Settings → Apps → API Token → Generate; it is sent as Authorization: <token>, without Bearer, and never expires.",
      in: "header",
      name: "Authorization",
    },
  ],
  tools: clickupTools,
  verifiedAt: "2026-11-29",
  sourceFacts: {
    [AUTHENTICATION]: [
      "personal token (pk_…) sent as Authorization: {personal_token}; personal tokens never expire",
      "authorizeUrl https://app.clickup.com/api with client_id, redirect_uri, optional state",
      "tokenUrl https://api.clickup.com/api/v2/oauth/token with client_id, client_secret, code",
      "authorization code grant; users authorize one or more Workspaces (no scopes)",
      "OAuth token sent as Authorization: Bearer {access_token}",
      "the access token currently does not expire (subject to change); no refresh token",
    ],
    [GET_ACCESS_TOKEN]: ["POST /v2/oauth/token: client_id, client_secret, code as a JSON or form-urlencoded body", "response: access_token"],
    [OPENAPI]: [
      "servers https://api.clickup.com/api, paths under /v2",
      "securitySchemes Authorization_Token: Authorization: pk_... (personal), Authorization: Bearer {access_token} (OAuth)",
      "every tool's method, path and params (its operation's reference page, cited by the tool)",
    ],
    [COMMENTS_PAGINATION]: ["GET_TASK_COMMENTS: 25 newest comments; start and start_id for the next page"],
  },
  sources: [AUTHENTICATION, GET_ACCESS_TOKEN, OPENAPI, COMMENTS_PAGINATION],
};
