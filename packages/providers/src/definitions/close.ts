import type { ProviderDefinitionInput } from "@plugboard/core";
import { referenceTool } from "../tools/reference-tool.js";

const OAUTH_PAGE = "https://developer.close.com/api/overview/oauth-authentication";
const OAUTH_TOPIC_PAGE = "https://developer.close.com/topics/authentication-oauth2";
const APP_PAGE = "https://developer.close.com/integrations/create-an-oauth-app";
const OVERVIEW_PAGE = "https://developer.close.com/api/overview";
const CLIENT_README = "https://github.com/closeio/closeio-api";

/**
 * Close's REST API (`https://api.close.com/api/v1`, JSON bodies). OAuth 2.0 authorization code flow: the
 * user is sent to `app.close.com/oauth2/authorize/` and picks an organization; the code is exchanged at
 * `api.close.com/oauth2/token/` with form-encoded parameters, the client id and secret among them. Every
 * OAuth app is granted `all.full_access offline_access`; with `offline_access` the answer carries a
 * refresh token, and each refresh issues a new one the client must keep (`refresh: rotate`). The token
 * answer also names the `organization_id` and `user_id`. The tools' paths are the resources Close's own
 * API client shows (lead, opportunity) and its reference lists; paths end with a slash, as Close's do.
 */
export const close: ProviderDefinitionInput = {
  id: "close",
  name: "Close",
  description: "A Close organization's CRM — leads with their contacts, opportunities — through Close's REST API.",
  categories: ["crm"],
  docsUrl: "https://developer.close.com/",
  kind: "http",
  baseUrl: "https://api.close.com/api/v1",
  authModes: [
    {
      type: "oauth2",
      label: "Close organization",
      description:
        "In Close, Settings → Developer → OAuth Apps → Create App: set Plugboard's callback URL ({base_url}/api/v1/oauth/callback, HTTPS) as the redirect URL and copy the client id and secret. Apps are private to your organization until made public.",
      config: {
        authorize_url: "https://app.close.com/oauth2/authorize/",
        token_url: "https://api.close.com/oauth2/token/",
        refresh_token_rotation: true,
        scopes: ["all.full_access", "offline_access"],
      },
      scopes: [
        { name: "all.full_access", description: "Full access, as an API key (granted to every OAuth app)." },
        { name: "offline_access", description: "A refresh token in the token answer." },
      ],
    },
  ],
  tools: [
    referenceTool({
      slug: "LIST_LEADS",
      name: "List or search leads",
      description: "Leads (companies) with their contacts, filtered by a Close search query, a page at a time.",
      method: "GET",
      path: "/lead/",
      url: CLIENT_README,
      params: {
        query: { type: "string", description: "A Close search query, e.g. company:\"Acme\" or status:\"Potential\" sort:updated." },
        _limit: { type: "integer", minimum: 1, maximum: 200, description: "Leads per page." },
        _skip: { type: "integer", minimum: 0, description: "Leads to skip (offset pagination)." },
        _fields: { type: "string", description: "Comma-separated fields to return, e.g. id,display_name,status_label." },
      },
    }),
    referenceTool({
      slug: "CREATE_LEAD",
      name: "Create a lead",
      description: "Create a lead (a company); its contacts, addresses and custom fields may be given in the same call.",
      method: "POST",
      path: "/lead/",
      url: CLIENT_README,
      params: {
        name: { type: "string", requiredParam: true, description: "The lead's (company's) name." },
        description: { type: "string" },
        url: { type: "string", description: "The company's website." },
        contacts: { type: "array", items: { type: "object" }, description: "Contacts to create with the lead: {name, title, emails:[{email,type}], phones:[{phone,type}]}." },
      },
    }),
    referenceTool({
      slug: "LIST_OPPORTUNITIES",
      name: "List opportunities",
      description: "Opportunities (potential deals), ordered and a page at a time.",
      method: "GET",
      path: "/opportunity/",
      url: CLIENT_README,
      params: {
        _order_by: { type: "string", description: "A field to order by, - for descending, e.g. -date_updated." },
        _limit: { type: "integer", minimum: 1, maximum: 200 },
        _skip: { type: "integer", minimum: 0 },
      },
    }),
  ],
  verifiedAt: "2026-11-28",
  sourceFacts: {
    [OAUTH_TOPIC_PAGE]: ["authorizeUrl https://app.close.com/oauth2/authorize/", "tokenUrl https://api.close.com/oauth2/token/ (form-encoded, client_id and client_secret)", "token answer: expires_in, refresh_token, organization_id, user_id"],
    [OAUTH_PAGE]: ["refresh with offline_access", "refresh: rotate (a new refresh token replaces the old)", "Bearer access token"],
    [APP_PAGE]: ["scopes all.full_access offline_access granted to every OAuth app", "HTTPS redirect URL"],
    [OVERVIEW_PAGE]: ["baseUrl https://api.close.com/api/v1", "JSON requests", "_skip/_limit pagination, _fields"],
    [CLIENT_README]: ["resources lead and opportunity", "search query, _limit, _fields, _order_by parameters"],
  },
  sources: [OAUTH_TOPIC_PAGE, OAUTH_PAGE, APP_PAGE, OVERVIEW_PAGE, CLIENT_README],
};
