import type { ProviderDefinitionInput } from "@plugboard/core";
import { NETSUITE_SUITEQL_PAGES, netsuiteTools } from "../tools/netsuite.js";

const AUTHORIZE = "https://docs.oracle.com/en/cloud/saas/netsuite/ns-online-help/section_158081944642.html";
const TOKEN = "https://docs.oracle.com/en/cloud/saas/netsuite/ns-online-help/section_160855590788.html";
const REFRESH = "https://docs.oracle.com/en/cloud/saas/netsuite/ns-online-help/section_160855594402.html";
const OAUTH2 = "https://docs.oracle.com/en/cloud/saas/netsuite/ns-online-help/chapter_157769826287.html";
const REST_GUIDE = "https://docs.oracle.com/en/cloud/saas/netsuite/ns-online-help/book_1559132836.html";

/**
 * NetSuite SuiteTalk REST web services on each account's own hosts (the `account_id` config field):
 * OAuth 2.0 authorization code grant at `https://<account>.app.netsuite.com/app/login/oauth2/authorize.nl`,
 * tokens at `https://<account>.suitetalk.api.netsuite.com/services/rest/auth/oauth2/v1/token` with the
 * client id and secret in HTTP Basic, a form body and a PKCE code verifier, and the `rest_webservices`
 * scope. An administrator enables OAuth 2.0 and REST web services and creates an integration record.
 * OAuth 2.0 is NetSuite's preferred method over token-based authentication (OAuth 1.0a-style signing).
 * Not confirmed on an Oracle page read here: whether a refresh answers a new refresh token (rotation
 * left out: one is kept whenever it comes).
 */
export const netsuite: ProviderDefinitionInput = {
  id: "netsuite",
  name: "NetSuite",
  description: "Query NetSuite with SuiteQL and work with its records (customers, vendors, orders, invoices, items…) through REST web services: list, get, create, update and delete records, and list the record types.",
  categories: ["finance", "crm"],
  docsUrl: REST_GUIDE,
  kind: "http",
  baseUrl: "https://{{config.account_id}}.suitetalk.api.netsuite.com/services/rest",
  connectionConfig: [
    {
      name: "account_id",
      label: "NetSuite account id",
      description: "Your account id as it appears in your NetSuite address (e.g. 1234567 in https://1234567.app.netsuite.com, or 1234567-sb1 for a sandbox).",
      pattern: "^[a-z0-9][a-z0-9-]{0,62}$",
      example: "1234567",
    },
  ],
  authModes: [
    {
      type: "oauth2",
      label: "NetSuite user",
      description:
        "An administrator enables OAuth 2.0 and REST Web Services (Setup → Company → Enable Features → SuiteCloud), gives the user a role with the OAuth 2.0 and REST permissions, and creates an integration record (Setup → Integration → Manage Integrations) with Authorization Code Grant, the REST Web Services scope and Plugboard's callback URL ({base_url}/api/v1/oauth/callback) as its redirect URI.",
      config: {
        authorize_url: "https://{{config.account_id}}.app.netsuite.com/app/login/oauth2/authorize.nl",
        token_url: "https://{{config.account_id}}.suitetalk.api.netsuite.com/services/rest/auth/oauth2/v1/token",
        token_endpoint_auth_method: "client_secret_basic",
        pkce: true,
        scopes: ["rest_webservices"],
      },
      scopes: [
        { name: "rest_webservices", description: "Access NetSuite through REST web services." },
        { name: "restlets", description: "Access NetSuite through RESTlets." },
        { name: "suite_analytics", description: "Access NetSuite through SuiteAnalytics Connect." },
      ],
    },
  ],
  tools: netsuiteTools,
  verifiedAt: "2026-11-28",
  sourceFacts: {
    [AUTHORIZE]: ["authorizeUrl https://<accountID>.app.netsuite.com/app/login/oauth2/authorize.nl", "scopes restlets, rest_webservices, suite_analytics"],
    [TOKEN]: ["tokenUrl https://<accountID>.suitetalk.api.netsuite.com/services/rest/auth/oauth2/v1/token", "clientAuth: basic", "form body", "code_verifier (PKCE)"],
    [REFRESH]: ["refresh at the token URL with grant_type refresh_token and HTTP Basic"],
    [OAUTH2]: ["OAuth 2.0 for REST web services, RESTlets, SuiteAnalytics Connect; preferred over TBA"],
    [REST_GUIDE]: ["record service /record/v1/{recordType}[/{id}], metadata catalog"],
    [NETSUITE_SUITEQL_PAGES[0]!]: ["baseUrl https://<account>.suitetalk.api.netsuite.com/services/rest", "tool RUN_SUITEQL: POST /query/v1/suiteql with Prefer: transient and q"],
    [NETSUITE_SUITEQL_PAGES[1]!]: ["SuiteQL paging (limit, offset), up to 100,000 results"],
  },
  sources: [AUTHORIZE, TOKEN, REFRESH, OAUTH2, REST_GUIDE, ...NETSUITE_SUITEQL_PAGES],
};
