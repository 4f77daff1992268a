import type { ProviderToolInput } from "@plugboard/core";

// Hand-written from Shopify's Admin API reference (GraphQL, and the REST resources that remain for
// custom and existing apps); each tool cites the reference page of its endpoint.
const rest = "https://shopify.dev/docs/api/admin-rest/latest/resources";
const id = (description: string) => ({ type: "integer", minimum: 1, description });
const page = {
  limit: { type: "integer", minimum: 1, maximum: 250, description: "At most 250 results per page (default 50)." },
  page_info: { type: "string", description: "The cursor of the next or previous page, from the Link header of the previous answer." },
  fields: { type: "string", description: "Comma-separated fields to return." },
};

/** 8 tools of Shopify's Admin API (base URL https://{shop}.myshopify.com/admin/api/{version}). */
export const shopifyTools: ProviderToolInput[] = [
  {
    slug: "GRAPHQL",
    name: "Run an Admin GraphQL query or mutation",
    description:
      "Run a GraphQL query or mutation against the store's Admin API — the complete and current API (products, variants, inventory, orders, customers, fulfillments, discounts, metafields…). Example: `{ products(first: 10, query: \"title:shirt\") { nodes { id title totalInventory } } }`. Pass `variables` for mutation inputs; check `userErrors` in mutation answers.",
    method: "POST",
    path: "/graphql.json",
    inputSchema: {
      type: "object",
      properties: {
        query: { type: "string", minLength: 1, description: "The GraphQL document." },
        variables: { type: "object", additionalProperties: true, description: "Values of the document's variables." },
      },
      required: ["query"],
    },
    placement: { query: [], header: [], body: "json" },
    source: { kind: "reference", url: "https://shopify.dev/docs/api/admin-graphql/latest" },
  },
  {
    slug: "GET_SHOP",
    name: "Get the store's settings",
    description: "The store's name, domain, currency, timezone, plan and contact details.",
    method: "GET",
    path: "/shop.json",
    inputSchema: { type: "object", properties: { fields: page.fields } },
    placement: { query: ["fields"], header: [] },
    source: { kind: "reference", url: `${rest}/shop#get-shop` },
  },
  {
    slug: "LIST_PRODUCTS",
    name: "List products",
    description: "List products with their variants and images, filtered by title, vendor, product_type, status or collection.",
    method: "GET",
    path: "/products.json",
    inputSchema: {
      type: "object",
      properties: {
        ...page,
        title: { type: "string" },
        vendor: { type: "string" },
        product_type: { type: "string" },
        status: { type: "string", enum: ["active", "archived", "draft"] },
        collection_id: { type: "integer" },
        ids: { type: "string", description: "Comma-separated product ids." },
      },
    },
    placement: { query: ["limit", "page_info", "fields", "title", "vendor", "product_type", "status", "collection_id", "ids"], header: [] },
    source: { kind: "reference", url: `${rest}/product#get-products` },
  },
  {
    slug: "GET_PRODUCT",
    name: "Get a product",
    description: "Get one product with its variants, options and images.",
    method: "GET",
    path: "/products/{product_id}.json",
    inputSchema: { type: "object", properties: { product_id: id("The product's id."), fields: page.fields }, required: ["product_id"] },
    placement: { query: ["fields"], header: [] },
    source: { kind: "reference", url: `${rest}/product#get-products-product-id` },
  },
  {
    slug: "LIST_ORDERS",
    name: "List orders",
    description: "List orders, by default only open ones (`status: any` for all), filtered by financial or fulfillment status and creation or update dates. Orders older than 60 days need the read_all_orders scope.",
    method: "GET",
    path: "/orders.json",
    inputSchema: {
      type: "object",
      properties: {
        ...page,
        status: { type: "string", enum: ["open", "closed", "cancelled", "any"] },
        financial_status: { type: "string" },
        fulfillment_status: { type: "string" },
        created_at_min: { type: "string", description: "ISO 8601 date-time." },
        created_at_max: { type: "string", description: "ISO 8601 date-time." },
        updated_at_min: { type: "string", description: "ISO 8601 date-time." },
      },
    },
    placement: { query: ["limit", "page_info", "fields", "status", "financial_status", "fulfillment_status", "created_at_min", "created_at_max", "updated_at_min"], header: [] },
    source: { kind: "reference", url: `${rest}/order#get-orders` },
  },
  {
    slug: "GET_ORDER",
    name: "Get an order",
    description: "Get one order with its line items, customer, addresses, fulfillments and transactions summary.",
    method: "GET",
    path: "/orders/{order_id}.json",
    inputSchema: { type: "object", properties: { order_id: id("The order's id."), fields: page.fields }, required: ["order_id"] },
    placement: { query: ["fields"], header: [] },
    source: { kind: "reference", url: `${rest}/order#get-orders-order-id` },
  },
  {
    slug: "SEARCH_CUSTOMERS",
    name: "Search customers",
    description: "Search customers with Shopify's query syntax, e.g. `email:bob@example.com` or `country:Canada`.",
    method: "GET",
    path: "/customers/search.json",
    inputSchema: { type: "object", properties: { query: { type: "string", minLength: 1 }, order: { type: "string", description: "e.g. last_order_date DESC" }, ...page }, required: ["query"] },
    placement: { query: ["query", "order", "limit", "page_info", "fields"], header: [] },
    source: { kind: "reference", url: `${rest}/customer#get-customers-search` },
  },
  {
    slug: "GET_CUSTOMER",
    name: "Get a customer",
    description: "Get one customer with addresses, order count and total spent.",
    method: "GET",
    path: "/customers/{customer_id}.json",
    inputSchema: { type: "object", properties: { customer_id: id("The customer's id."), fields: page.fields }, required: ["customer_id"] },
    placement: { query: ["fields"], header: [] },
    source: { kind: "reference", url: `${rest}/customer#get-customers-customer-id` },
  },
];
