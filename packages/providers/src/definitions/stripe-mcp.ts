import type { ProviderDefinitionInput } from "@plugboard/core";

/** Stripe MCP — the remote MCP server its vendor hosts, connected through the server's own OAuth. */
export const stripeMcp: ProviderDefinitionInput = {
  id: "stripe-mcp",
  name: "Stripe MCP",
  description: "Customers, payments, invoices, subscriptions and Stripe's documentation through Stripe's hosted MCP server.",
  categories: ["payments", "finance"],
  docsUrl: "https://docs.stripe.com/mcp",
  kind: "mcp",
  serverUrl: "https://mcp.stripe.com",
  authModes: [
    {
      type: "mcp_oauth",
      label: "Stripe account",
      description: "OAuth with dynamic client registration: the user signs in to Stripe and chooses the account to connect.",
    },
  ],
  sources: ["https://docs.stripe.com/mcp"],
};
