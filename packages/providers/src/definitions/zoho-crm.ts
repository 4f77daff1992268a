import type { ProviderDefinitionInput } from "@plugboard/core";
import { zohoCrmTools } from "../tools/zoho-crm.js";
import { ZOHO_ACCOUNTS_DOMAIN_FIELD, ZOHO_CRM_SDK, ZOHO_MULTI_DC, ZOHO_OAUTH_SOURCES, ZOHO_AUTHORIZATION, ZOHO_SCOPE_EXAMPLE, ZOHO_TOKEN_RESPONSE, zohoOAuthMode } from "./zoho-oauth-mode.js";

const SCOPES = "https://www.zoho.com/crm/developer/docs/api/v8/scopes.html";
const CRM_MULTI_DC = "https://www.zoho.com/crm/developer/docs/api/v8/multi-dc.html";

/**
 * Zoho CRM API v8 (the current version, as Zoho's v8 SDK and Multi DC page use it). The user's data
 * center is a config field (`accounts_domain`: Zoho's per-region accounts server, which the engine
 * cannot learn before the authorization request), and the API origin comes from the token response's
 * `api_domain`, so calls go to the account's own data center. Zoho's shared OAuth mode; tools
 * hand-written from Zoho's own v8 SDK.
 */
export const zohoCrm: ProviderDefinitionInput = {
  id: "zoho-crm",
  name: "Zoho CRM",
  description: "Work with Zoho CRM records of any module (leads, contacts, accounts, deals, tasks, custom modules): list, get, create, update, upsert, delete, search and query them with COQL, add notes, and read modules, fields and users.",
  categories: ["crm"],
  docsUrl: "https://www.zoho.com/crm/developer/docs/api/v8/",
  kind: "http",
  baseUrl: "{{metadata.api_domain}}/crm/v8",
  connectionConfig: [ZOHO_ACCOUNTS_DOMAIN_FIELD],
  authModes: [
    zohoOAuthMode({
      product: "Zoho CRM",
      defaultScopes: ["ZohoCRM.modules.ALL", "ZohoCRM.settings.ALL", "ZohoCRM.users.READ"],
      scopes: [
        { name: "ZohoCRM.modules.ALL", description: "All operations on the records of every module." },
        { name: "ZohoCRM.settings.ALL", description: "All operations on the CRM's settings (modules, fields, layouts…)." },
        { name: "ZohoCRM.users.READ", description: "Read the CRM's users." },
        { name: "ZohoCRM.users.ALL", description: "All operations on the CRM's users." },
        { name: "ZohoCRM.org.ALL", description: "All operations on the organization's details." },
      ],
    }),
  ],
  tools: zohoCrmTools,
  verifiedAt: "2026-11-28",
  sourceFacts: {
    [ZOHO_AUTHORIZATION]: ["authorizeUrl {accounts-server-url}/oauth/v2/auth", "access_type offline (refresh token)"],
    [ZOHO_MULTI_DC]: ["accounts servers per data center (accounts.zoho.com, .eu, .in, .com.au, .jp, .sa, zohocloud.ca)"],
    [ZOHO_CRM_SDK]: ["tokenUrl https://accounts.<domain>/oauth/v2/token per data center", "clientAuth: body (client_id, client_secret in the form)", "header Authorization: Zoho-oauthtoken", "api_domain kept from the token response", "tools: paths under /crm/v8"],
    [ZOHO_SCOPE_EXAMPLE]: ["scopes joined with commas"],
    [ZOHO_TOKEN_RESPONSE]: ["api_domain in the token response"],
    [CRM_MULTI_DC]: ["v8 API domain per data center (www.zohoapis.<domain>/crm/…)"],
    [SCOPES]: ["scopes ZohoCRM.modules, settings, users, org (service.scope.operation)"],
  },
  sources: [...ZOHO_OAUTH_SOURCES, CRM_MULTI_DC, SCOPES],
};
