import type { ProviderDefinitionInput } from "@plugboard/core";

/** HubSpot's remote MCP server (beta): CRM data over MCP, OAuth through an MCP auth app created in the HubSpot account. */
export const hubspotMcp: ProviderDefinitionInput = {
  id: "hubspot-mcp",
  name: "HubSpot MCP server",
  description: "HubSpot's hosted MCP server (beta): query and work with an account's CRM data — contacts, companies, deals, tickets and more — in natural language.",
  categories: ["crm", "marketing"],
  docsUrl: "https://developers.hubspot.com/docs/apps/developer-platform/build-apps/integrate-with-hubspot-mcp-server",
  kind: "mcp",
  serverUrl: "https://mcp.hubspot.com",
  authModes: [
    {
      type: "mcp_oauth",
      label: "HubSpot account",
      description:
        "Create an MCP auth app in the HubSpot account (Development → MCP Auth Apps) with Plugboard's callback URL as its redirect URL, and install with its client ID and secret. Access follows the user's HubSpot permissions.",
    },
  ],
  verifiedAt: "2026-11-28",
  sourceFacts: {
    "https://developers.hubspot.com/docs/apps/developer-platform/build-apps/integrate-with-hubspot-mcp-server": ["serverUrl", "MCP auth app with OAuth credentials (pre-registered client)"],
    "https://developers.hubspot.com/mcp": ["remote server, beta"],
  },
  sources: ["https://developers.hubspot.com/docs/apps/developer-platform/build-apps/integrate-with-hubspot-mcp-server", "https://developers.hubspot.com/mcp"],
};
