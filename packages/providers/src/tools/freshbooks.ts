import type { ProviderToolInput } from "@plugboard/core";
import { referenceTool } from "./reference-tool.js";

// Hand-written from FreshBooks' API as its own Node.js SDK calls it (freshbooks/freshbooks-nodejs-sdk,
// packages/api/src/APIClient.ts): each method and path is the SDK's. Accounting resources live under
// /accounting/account/{accountId}, projects under /projects/business/{businessId}; both ids come from
// GET_IDENTITY (business_memberships[].business.account_id / .id).
const SDK = "https://github.com/freshbooks/freshbooks-nodejs-sdk/blob/main/packages/api/src/APIClient.ts";
const accountId = { type: "string", description: "The business's accounting account id (business_memberships[].business.account_id of GET_IDENTITY)." };
const page = { page: { type: "integer", minimum: 1 }, per_page: { type: "integer", minimum: 1, maximum: 100 } };

/** 8 tools of FreshBooks' API: identity, clients, invoices, payments and projects. */
export const freshbooksTools: ProviderToolInput[] = [
  referenceTool({ slug: "GET_IDENTITY", name: "Get the current user", description: "The connected user and their business memberships (each business's id and accounting account_id, which the other tools take).", method: "GET", path: "/auth/api/v1/users/me", url: SDK }),
  referenceTool({ slug: "LIST_CLIENTS", name: "List clients", description: "The business's clients (customers), a page at a time.", method: "GET", path: "/accounting/account/{accountId}/users/clients", url: SDK, params: { accountId, ...page } }),
  referenceTool({
    slug: "CREATE_CLIENT",
    name: "Create a client",
    description: "Add a client: client { fname, lname, email, organization, … }.",
    method: "POST",
    path: "/accounting/account/{accountId}/users/clients",
    url: SDK,
    params: { accountId, client: { type: "object", requiredParam: true, description: "{ fname, lname, email, organization, currency_code, … }" } },
  }),
  referenceTool({ slug: "LIST_INVOICES", name: "List invoices", description: "The business's invoices (number, client, amount, status, dates), a page at a time.", method: "GET", path: "/accounting/account/{accountId}/invoices/invoices", url: SDK, params: { accountId, ...page } }),
  referenceTool({ slug: "GET_INVOICE", name: "Get an invoice", description: "One invoice by id.", method: "GET", path: "/accounting/account/{accountId}/invoices/invoices/{invoiceId}", url: SDK, params: { accountId, invoiceId: { type: "string" } } }),
  referenceTool({
    slug: "CREATE_INVOICE",
    name: "Create an invoice",
    description: "Create an invoice: invoice { customerid, create_date (YYYY-MM-DD), lines: [{ name, qty, unit_cost: { amount, code } }], … }.",
    method: "POST",
    path: "/accounting/account/{accountId}/invoices/invoices",
    url: SDK,
    params: { accountId, invoice: { type: "object", requiredParam: true } },
  }),
  referenceTool({ slug: "LIST_PAYMENTS", name: "List payments", description: "Payments received against invoices.", method: "GET", path: "/accounting/account/{accountId}/payments/payments", url: SDK, params: { accountId, ...page } }),
  referenceTool({
    slug: "LIST_PROJECTS",
    name: "List projects",
    description: "The business's projects (title, client, budget, due date).",
    method: "GET",
    path: "/projects/business/{businessId}/projects",
    url: SDK,
    params: { businessId: { type: "string", description: "The business id (business_memberships[].business.id of GET_IDENTITY)." }, ...page },
  }),
];
