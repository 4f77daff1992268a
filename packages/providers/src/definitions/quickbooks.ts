import type { ProviderDefinitionInput } from "@plugboard/core";
import { referenceTool } from "../tools/reference-tool.js";

const QUERY_PAGE = "https://developer.intuit.com/app/developer/qbo/docs/learn/explore-the-quickbooks-online-api/data-queries";

const query = referenceTool({
  slug: "QUERY",
  name: "Query QuickBooks data",
  description:
    "Runs a QuickBooks Online query (a pared-down SQL select) on any entity: SELECT * | count(*) FROM Customer|Invoice|Payment|Bill|Vendor|Item|Account|… [WHERE …] [ORDERBY …] [STARTPOSITION n] [MAXRESULTS n], e.g. SELECT * FROM Invoice WHERE Balance > '0' MAXRESULTS 50. No joins, no OR, no column lists beyond * for most entities.",
  method: "GET",
  path: "/query",
  url: QUERY_PAGE,
  params: { query: { type: "string", description: "The select statement.", requiredParam: true } },
});

/**
 * QuickBooks Online Accounting API (Intuit). The company a user authorizes is identified by the
 * `realmId` Intuit appends to the redirect back (kept from the callback query as connection metadata):
 * the base URL is `https://{host}.api.intuit.com/v3/company/{{metadata.realmId}}`, with `quickbooks`
 * for production companies and `sandbox-quickbooks` for sandbox companies (the `environment` config
 * field). Endpoints from Intuit's OpenID discovery document, which lists `client_secret_basic` (used
 * here) and `client_secret_post`. Whether a refresh answers a new refresh token is not stated on the
 * pages read: `refresh: reuse` (the engine keeps a new one when it comes). One tool — the query
 * endpoint, which reads every entity; the rest of the API through the authenticated proxy. Not
 * confirmed on an Intuit page here: the per-entity reference pages (create/update/send), so no
 * write tool is listed.
 */
export const quickbooks: ProviderDefinitionInput = {
  id: "quickbooks",
  name: "QuickBooks Online",
  description: "Query a QuickBooks Online company's accounting data — customers, invoices, payments, bills, vendors, items, accounts — with QuickBooks' query language; the rest of the Accounting API through the proxy.",
  categories: ["finance"],
  docsUrl: "https://developer.intuit.com/app/developer/qbo/docs/get-started",
  kind: "http",
  baseUrl: "https://{{config.environment}}.api.intuit.com/v3/company/{{metadata.realmId}}",
  connectionConfig: [
    {
      name: "environment",
      label: "QuickBooks environment",
      description: "`quickbooks` for production companies, `sandbox-quickbooks` for sandbox companies (development keys).",
      pattern: "^(quickbooks|sandbox-quickbooks)$",
      example: "quickbooks",
      default: "quickbooks",
    },
  ],
  authModes: [
    {
      type: "oauth2",
      label: "QuickBooks company",
      description:
        "Create an app on the Intuit Developer Portal with the QuickBooks Online Accounting scope, and add Plugboard's callback URL ({base_url}/api/v1/oauth/callback) as a redirect URI under Keys & OAuth (development keys reach sandbox companies only).",
      config: {
        authorize_url: "https://appcenter.intuit.com/connect/oauth2",
        token_url: "https://oauth.platform.intuit.com/oauth2/v1/tokens/bearer",
        revokeUrl: "https://developer.api.intuit.com/v2/oauth2/tokens/revoke",
        token_endpoint_auth_method: "client_secret_basic",
        scopes: ["com.intuit.quickbooks.accounting"],
        callback_metadata: ["realmId"],
      },
      scopes: [
        { name: "com.intuit.quickbooks.accounting", description: "The QuickBooks Online Accounting API." },
        { name: "com.intuit.quickbooks.payment", description: "The QuickBooks Payments API." },
      ],
    },
  ],
  tools: [query],
  verifiedAt: "2026-11-28",
  sourceFacts: {
    "https://developer.intuit.com/.well-known/openid-sandbox-configuration": ["authorizeUrl", "tokenUrl", "revokeUrl", "clientAuth: basic (client_secret_basic listed)"],
    "https://developer.intuit.com/app/developer/qbo/docs/develop/authentication-and-authorization/oauth-2.0": ["metadata realmId (the company the tokens are tied to)"],
    "https://intuit.github.io/QuickBooks-V3-PHP-SDK/authorization.html": ["scopes com.intuit.quickbooks.accounting, com.intuit.quickbooks.payment"],
    "https://oauth-pythonclient.readthedocs.io/en/latest/user-guide.html": ["realm_id on the callback", "sandbox host sandbox-quickbooks.api.intuit.com"],
    [QUERY_PAGE]: ["baseUrl (production host, /v3/company/<realmId>)", "tool QUERY"],
  },
  sources: [
    "https://developer.intuit.com/.well-known/openid-sandbox-configuration",
    "https://developer.intuit.com/app/developer/qbo/docs/develop/authentication-and-authorization/oauth-2.0",
    "https://intuit.github.io/QuickBooks-V3-PHP-SDK/authorization.html",
    "https://oauth-pythonclient.readthedocs.io/en/latest/user-guide.html",
    QUERY_PAGE,
  ],
};
