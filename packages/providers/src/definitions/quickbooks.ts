import type { ProviderDefinitionInput } from "@plugboard/core";
import {
  DOTNET_SPARSE_UPDATE_TEST,
  MINOR_VERSION_75_POST,
  MINOR_VERSIONS_PAGE,
  OPERATIONS_PAGE,
  PHP_DATA_SERVICE,
  PHP_INTUIT_ENTITY,
  PHP_REPORT_NAMES,
  PHP_REPORT_SERVICE,
  QUERY_PAGE,
  quickbooksTools,
  REPORTS_PAGE,
} from "../tools/quickbooks.js";

/**
 * QuickBooks Online Accounting API (Intuit). The company a user authorizes is identified by the
 * `realmId` Intuit appends to the redirect back (kept from the callback query as connection metadata):
 * the base URL is `https://{host}.api.intuit.com/v3/company/{{metadata.realmId}}`, with `quickbooks`
 * for production companies and `sandbox-quickbooks` for sandbox companies (the `environment` config
 * field). Endpoints from Intuit's OpenID discovery document, which lists `client_secret_basic` (used
 * here) and `client_secret_post`. Whether a refresh answers a new refresh token is not stated on the
 * pages read: `refresh: reuse` (the engine keeps a new one when it comes). 16 tools
 * (src/tools/quickbooks.ts): the query; single reads of customer, invoice, payment, bill, vendor, item and
 * account (GET <resource>/<Id>, Intuit's REST operations page); create customer and invoice
 * (POST <resource>); a sparse invoice update; e-mailing an invoice (POST invoice/<Id>/send?sendTo=); the
 * profit and loss and balance sheet reports and any report by name (GET reports/<ReportName>). Every tool
 * takes the optional `minorversion` (Intuit: since August 2025 requests default to minor version 75).
 * Not confirmed on an Intuit page here (Intuit's per-entity reference pages under all-entities/<entity>
 * were not in the material read): the send and report paths and the report parameters,
 * taken from Intuit's own PHP SDK (DataService, ReportService, ReportName); the sparse update, from the
 * `sparse` attribute of Intuit's SDK entities and the .NET SDK's SparseUpdateTest (which sets sparse =
 * true and calls Update) — the PHP SDK posts updates to `<resource>?operation=update`, the tool to
 * `<resource>` as the operations page gives it; whether the send call needs `Content-Type:
 * application/octet-stream` (the PHP SDK sends it; the tool sends no body); the values of the report
 * parameters (date_macro, accounting_method, summarize_column_by); which create fields are required.
 */
export const quickbooks: ProviderDefinitionInput = {
  id: "quickbooks",
  name: "QuickBooks Online",
  description: "Work a QuickBooks Online company's books: query any entity, read customers, invoices, payments, bills, vendors, items and accounts, create customers and invoices, update and e-mail invoices, and run profit and loss, balance sheet and other reports.",
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
  tools: quickbooksTools,
  verifiedAt: "2026-11-29",
  sourceFacts: {
    "https://developer.intuit.com/.well-known/openid-sandbox-configuration": ["authorizeUrl", "tokenUrl", "revokeUrl", "clientAuth: basic (client_secret_basic listed)"],
    "https://developer.intuit.com/app/developer/qbo/docs/develop/authentication-and-authorization/oauth-2.0": ["metadata realmId (the company the tokens are tied to)"],
    "https://intuit.github.io/QuickBooks-V3-PHP-SDK/authorization.html": ["scopes com.intuit.quickbooks.accounting, com.intuit.quickbooks.payment"],
    "https://oauth-pythonclient.readthedocs.io/en/latest/user-guide.html": ["realm_id on the callback", "sandbox host sandbox-quickbooks.api.intuit.com"],
    [QUERY_PAGE]: ["baseUrl (production host, /v3/company/<realmId>)", "tool QUERY"],
    [OPERATIONS_PAGE]: ["create and update: POST baseURL/v3/company/<realmId>/<resourceName>", "read: GET …/<resourceName>/<entityID>"],
    [MINOR_VERSIONS_PAGE]: ["minorversion query parameter, optional"],
    [MINOR_VERSION_75_POST]: ["from August 1, 2025 requests default to minor version 75; lower values are ignored"],
    [REPORTS_PAGE]: ["Reports API endpoint names (ProfitAndLoss, BalanceSheet, …)"],
    [PHP_DATA_SERVICE]: ["FindById company/<realmId>/<entity>/<Id>", "Add: POST company/<realmId>/<entity>", "SendEmail: POST company/<realmId>/<entity>/<Id>/send[?sendTo=]"],
    [PHP_REPORT_SERVICE]: ["executeReport: GET company/<realmId>/reports/<ReportName>", "report query parameters (start_date, end_date, date_macro, accounting_method, summarize_column_by, customer, vendor, item, department, …)"],
    [PHP_REPORT_NAMES]: ["report names"],
    [PHP_INTUIT_ENTITY]: ["sparse: true if the entity representation has a partial set of elements"],
    [DOTNET_SPARSE_UPDATE_TEST]: ["SparseUpdateTest: sparse = true, then Update"],
  },
  sources: [
    "https://developer.intuit.com/.well-known/openid-sandbox-configuration",
    "https://developer.intuit.com/app/developer/qbo/docs/develop/authentication-and-authorization/oauth-2.0",
    "https://intuit.github.io/QuickBooks-V3-PHP-SDK/authorization.html",
    "https://oauth-pythonclient.readthedocs.io/en/latest/user-guide.html",
    QUERY_PAGE,
    OPERATIONS_PAGE,
    MINOR_VERSIONS_PAGE,
    MINOR_VERSION_75_POST,
    REPORTS_PAGE,
    PHP_DATA_SERVICE,
    PHP_REPORT_SERVICE,
    PHP_REPORT_NAMES,
    PHP_INTUIT_ENTITY,
    DOTNET_SPARSE_UPDATE_TEST,
  ],
};
