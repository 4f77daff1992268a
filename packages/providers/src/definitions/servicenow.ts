import type { ProviderDefinitionInput } from "@plugboard/core";
import { servicenowTools } from "../tools/servicenow.js";

const AUTH_CODE = "https://www.servicenow.com/docs/r/platform-security/authentication/c_OAuthAuthorizationCodeFlow.html";
const AUTH_WORKFLOW = "https://www.servicenow.com/docs/r/platform-security/authentication/authorization-workflow.html";
const PARAMETERS = "https://www.servicenow.com/docs/r/platform-security/authentication/r_OAuthAPIRequestParameters.html";
const REST_EXAMPLE = "https://www.servicenow.com/docs/r/api-reference/rest-api-explorer/r_RESTOAuthExample.html";
const TABLE_API = "https://www.servicenow.com/docs/r/api-reference/rest-apis/c_TableAPI.html";

/**
 * ServiceNow REST APIs of one instance, `https://<instance>.service-now.com/api/now` (the `instance`
 * config field), with the instance itself as the OAuth 2.0 authorization server: an administrator
 * registers an OAuth application endpoint (Application Registry) and the user allows access on the
 * instance (`/oauth_auth.do`); the code is exchanged at `/oauth_token.do` with the client id and secret
 * in a form body (ServiceNow refuses JSON there), and a refresh answers the current refresh token (no
 * rotation). Tokens are sent as `Authorization: Bearer`. No scope is asked: the instance grants its
 * default `useraccount` scope (its answers show it); instance-defined REST API scopes can be added.
 * The `instance` field's pattern keeps every URL on a `*.service-now.com` host.
 */
export const servicenow: ProviderDefinitionInput = {
  id: "servicenow",
  name: "ServiceNow",
  description: "Work with a ServiceNow instance's tables through the Table API: list and query incidents, problems, changes, requests, users or any table, get, create, update and delete records, and count or aggregate them.",
  categories: ["customer-support", "incident-management"],
  docsUrl: TABLE_API,
  kind: "http",
  baseUrl: "https://{{config.instance}}.service-now.com/api/now",
  connectionConfig: [
    {
      name: "instance",
      label: "ServiceNow instance",
      description: "The part before .service-now.com in your instance's URL (e.g. acme for https://acme.service-now.com).",
      pattern: "^[a-z0-9][a-z0-9-]{0,62}$",
      example: "acme",
    },
  ],
  authModes: [
    {
      type: "oauth2",
      label: "ServiceNow user",
      description:
        "On the instance, an administrator creates an OAuth API endpoint for external clients (System OAuth → Application Registry) with Plugboard's callback URL ({base_url}/api/v1/oauth/callback) as its Redirect URL; copy its client id and secret.",
      config: {
        authorize_url: "https://{{config.instance}}.service-now.com/oauth_auth.do",
        token_url: "https://{{config.instance}}.service-now.com/oauth_token.do",
        scopes: [],
      },
      scopes: [{ name: "useraccount", description: "The instance's default scope: the user's own access to the instance's REST APIs." }],
    },
  ],
  tools: servicenowTools,
  verifiedAt: "2026-11-28",
  sourceFacts: {
    [AUTH_CODE]: ["authorizeUrl /oauth_auth.do", "tokenUrl /oauth_token.do", "client_id and client_secret in the token request", "access and refresh tokens"],
    [AUTH_WORKFLOW]: ["scope: space-delimited"],
    [PARAMETERS]: ["form body (application/x-www-form-urlencoded; JSON fails)", "a refresh returns the current refresh token (no rotation)"],
    [REST_EXAMPLE]: ["scope useraccount in the token answer", "Authorization: Bearer on REST calls", "baseUrl /api/now"],
    [TABLE_API]: ["tools: GET/POST /now/table/{tableName}, GET/PATCH/PUT/DELETE /now/table/{tableName}/{sys_id}, sysparm_ params"],
    "https://www.servicenow.com/docs/r/api-reference/rest-apis/c_AggregateAPI.html": ["tool COUNT_RECORDS: GET /now/stats/{tableName}"],
  },
  sources: [AUTH_CODE, AUTH_WORKFLOW, PARAMETERS, REST_EXAMPLE, TABLE_API, "https://www.servicenow.com/docs/r/api-reference/rest-apis/c_AggregateAPI.html"],
};
