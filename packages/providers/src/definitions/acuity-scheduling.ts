import type { ProviderDefinitionInput } from "@plugboard/core";
import { acuitySchedulingTools } from "../tools/acuity-scheduling.js";

const OAUTH_PAGE = "https://developers.acuityscheduling.com/docs/oauth2";
const QUICK_START = "https://developers.acuityscheduling.com/v1.0/reference";
const SDK_OAUTH = "https://github.com/AcuityScheduling/acuity-js/blob/master/src/AcuitySchedulingOAuth.js";
const SDK_CLIENT = "https://github.com/AcuityScheduling/acuity-js/blob/master/src/AcuityScheduling.js";

/**
 * Acuity Scheduling's API v1 (`https://acuityscheduling.com/api/v1`). OAuth 2.0 for apps used by many
 * Acuity accounts: the user is sent to `https://acuityscheduling.com/oauth2/authorize` with the scope
 * `api-v1`, and the code is exchanged at `https://acuityscheduling.com/oauth2/token` with a form holding
 * the client id and secret (Acuity's own JS SDK); calls carry the token as a bearer token. No refresh
 * token is described. A single account can use HTTP Basic instead: the numeric user id and the API key.
 */
export const acuityScheduling: ProviderDefinitionInput = {
  id: "acuity-scheduling",
  name: "Acuity Scheduling",
  description: "Acuity Scheduling (Squarespace Scheduling): appointment types and open slots, book, list and cancel appointments, calendars and clients.",
  categories: ["calendar", "productivity"],
  docsUrl: "https://developers.acuityscheduling.com/reference",
  kind: "http",
  baseUrl: "https://acuityscheduling.com/api/v1",
  authModes: [
    {
      type: "oauth2",
      label: "Acuity account",
      description: "Register an Acuity OAuth2 client account (developers.acuityscheduling.com), with Plugboard's callback URL ({base_url}/api/v1/oauth/callback) as its redirect URI, and copy the client id and secret.",
      config: {
        authorize_url: "https://acuityscheduling.com/oauth2/authorize",
        token_url: "https://acuityscheduling.com/oauth2/token",
        scopes: ["api-v1"],
      },
      scopes: [{ name: "api-v1", description: "Access to the Acuity API v1." }],
    },
    {
      type: "basic",
      label: "User ID and API key",
      description: "Your numeric User ID as the username and your API key as the password (Acuity's Integrations page).",
      usernameLabel: "User ID",
      passwordLabel: "API key",
    },
  ],
  tools: acuitySchedulingTools,
  verifiedAt: "2026-11-28",
  sourceFacts: {
    [OAUTH_PAGE]: ["authorizeUrl with scope api-v1", "OAuth2 for apps used by many accounts, basic auth for one"],
    [SDK_OAUTH]: ["tokenUrl https://acuityscheduling.com/oauth2/token", "form body with grant_type, code, redirect_uri, client_id, client_secret", "Authorization: Bearer <token>"],
    [SDK_CLIENT]: ["baseUrl https://acuityscheduling.com/api/v1"],
    [QUICK_START]: ["HTTP Basic: numeric User ID and API key"],
    "https://developers.acuityscheduling.com/reference": ["every tool's method and path (the reference's endpoint list)"],
  },
  sources: [OAUTH_PAGE, SDK_OAUTH, SDK_CLIENT, QUICK_START, "https://developers.acuityscheduling.com/reference", "https://github.com/AcuityScheduling/acuity-js/blob/master/examples/create-appointment/index.js"],
};
