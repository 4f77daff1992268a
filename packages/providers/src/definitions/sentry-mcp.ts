import type { ProviderDefinitionInput } from "@plugboard/core";

/** Sentry's hosted MCP server (OAuth with the Sentry organization). */
export const sentryMcp: ProviderDefinitionInput = {
  id: "sentry-mcp",
  name: "Sentry MCP Server",
  description: "Sentry's hosted MCP server: issues and errors with their context, projects, organizations, releases and DSNs, and Seer's root-cause analysis and fixes.",
  categories: ["monitoring", "developer-tools"],
  docsUrl: "https://docs.sentry.io/product/sentry-mcp/",
  kind: "mcp",
  serverUrl: "https://mcp.sentry.dev/mcp",
  authModes: [{ type: "mcp_oauth", label: "Sentry organization", description: "Sign in with the Sentry organization through the server's OAuth flow and grant the requested permissions." }],
  sources: ["https://docs.sentry.io/product/sentry-mcp/"],
};
