import type { ProviderDefinitionInput } from "@plugboard/core";

/** Stripe's remote MCP server: OAuth, or an API key as a bearer token for autonomous agents. */
export const stripeMcp: ProviderDefinitionInput = {
  id: "stripe-mcp",
  name: "Stripe MCP server",
  description: "Stripe's hosted MCP server: tools over the Stripe API (customers, payments, invoices, subscriptions, refunds…) and search of Stripe's documentation and support articles.",
  categories: ["payments"],
  docsUrl: "https://docs.stripe.com/mcp",
  kind: "mcp",
  serverUrl: "https://mcp.stripe.com",
  authModes: [
    { type: "mcp_oauth", label: "Stripe account", description: "Authorize through Stripe's OAuth consent form; sessions can be revoked under OAuth sessions in the Dashboard's user settings." },
    {
      type: "bearer",
      label: "Stripe API key",
      description: "For autonomous agents: a Stripe API key passed as a bearer token; Stripe strongly recommends a restricted key with only the permissions the agent needs.",
      headerName: "Authorization",
      prefix: "Bearer",
    },
  ],
  verifiedAt: "2026-11-27",
  sources: ["https://docs.stripe.com/mcp"],
};
