import type { ProviderDefinitionInput } from "@plugboard/core";
import { xeroTools } from "../tools/xero.js";
import { XERO_AUTH_FLOW, XERO_IDENTITY_OPENAPI, XERO_SCOPES, xeroOAuthMode } from "./xero-oauth-mode.js";

const ACCOUNTING_OPENAPI = "https://raw.githubusercontent.com/XeroAPI/Xero-OpenAPI/master/xero_accounting.yaml";
const IDENTITY_OPENAPI = XERO_IDENTITY_OPENAPI;
const AUTH_FLOW = XERO_AUTH_FLOW;
const SCOPES = XERO_SCOPES;

/**
 * Xero Accounting API 2.0. Xero is multi-tenanted: after the code exchange the connections endpoint
 * (`GET https://api.xero.com/Connections`, Xero's identity OpenAPI document) lists the tenants the user
 * has connected to the app, and every Accounting API call names one in the `xero-tenant-id` header. The
 * tenant is chosen from that list right after the exchange — the first entry whose `tenantType` is
 * `ORGANISATION` (`tenantType=ORGANISATION.tenantId`: chosen by the flag, not by position) — kept as
 * connection metadata and sent on every call by the engine (`metadataHeaders`). A user who connected
 * several organisations gets the first one listed; the connections endpoint's `authEventId` filter
 * (connections authorised in one flow) would narrow it to the flow just run, but where a client finds
 * that flow's id is not stated on a Xero page read here, so it is not used.
 *
 * Endpoints from Xero's own OpenAPI documents (authorization and token URLs). Not confirmed on a Xero
 * page here: how the client authenticates at the token endpoint (Xero's identity document's
 * `RefreshToken` schema carries `client_id` and `client_secret` as body members, so `body` is used)
 * and whether a refresh rotates the refresh token (`reuse`: a new one is kept whenever it comes). No
 * revocation endpoint is set (not confirmed on a Xero page).
 */
export const xero: ProviderDefinitionInput = {
  id: "xero",
  name: "Xero Accounting",
  description: "Read and write a Xero organisation's accounting: contacts, invoices and bills (create, update, email), payments, the chart of accounts, items, bank transactions, credit notes, quotes, purchase orders, and the profit and loss, balance sheet and aged receivables reports.",
  categories: ["finance"],
  docsUrl: "https://developer.xero.com/documentation/api/accounting/overview",
  kind: "http",
  baseUrl: "https://api.xero.com/api.xro/2.0",
  authModes: [
    xeroOAuthMode({
      defaultScopes: ["accounting.transactions", "accounting.contacts", "accounting.settings.read", "accounting.reports.read"],
      scopes: [
        { name: "accounting.transactions", description: "View and manage your business transactions (invoices, bank transactions, credit notes, payments, quotes, purchase orders…)." },
        { name: "accounting.transactions.read", description: "View your business transactions." },
        { name: "accounting.reports.read", description: "View your reports." },
        { name: "accounting.contacts", description: "Grant read-write access to contacts and contact groups." },
        { name: "accounting.contacts.read", description: "Grant read-only access to contacts and contact groups." },
        { name: "accounting.settings", description: "Grant read-write access to organisation and account settings." },
        { name: "accounting.settings.read", description: "Grant read-only access to organisation and account settings." },
        { name: "accounting.attachments", description: "Grant read-write access to attachments." },
        { name: "accounting.journals.read", description: "Grant read-only access to journals." },
      ],
    }),
  ],
  tools: xeroTools,
  verifiedAt: "2026-11-28",
  sourceFacts: {
    [AUTH_FLOW]: ["tenants: the access token finds the connected tenants; each call gives the access token and a tenant id", "authorizeUrl", "scope: space-separated"],
    [SCOPES]: ["offline_access (refresh token)", "scopes openid, profile, email, accounting.transactions(.read), accounting.reports.read"],
    [IDENTITY_OPENAPI]: ["connectMetadataUrl (GET /Connections on https://api.xero.com)", "metadata tenantId, tenantType ORGANISATION", "clientAuth: body (RefreshToken schema with client_id, client_secret)"],
    [ACCOUNTING_OPENAPI]: ["baseUrl https://api.xero.com/api.xro/2.0", "authorizeUrl, tokenUrl (OAuth2 security scheme)", "xero-tenant-id header required on every operation", "scopes accounting.contacts, accounting.settings, accounting.attachments, accounting.journals.read", "tools (operationIds)"],
  },
  sources: [AUTH_FLOW, SCOPES, IDENTITY_OPENAPI, ACCOUNTING_OPENAPI],
};
