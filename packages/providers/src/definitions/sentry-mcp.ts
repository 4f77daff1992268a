import type { ProviderDefinitionInput } from "@plugboard/core";

/** Sentry MCP — the remote MCP server its vendor hosts, connected through the server's own OAuth. */
export const sentryMcp: ProviderDefinitionInput = {
  id: "sentry-mcp",
  name: "Sentry MCP",
  description: "Look up Sentry organizations, projects, issues, events and traces, and triage issues through Sentry's hosted MCP server.",
  categories: ["monitoring", "developer-tools"],
  docsUrl: "https://docs.sentry.io/product/sentry-mcp/",
  kind: "mcp",
  serverUrl: "https://mcp.sentry.dev/mcp",
  authModes: [
    {
      type: "mcp_oauth",
      label: "Sentry account",
      description: "The user signs in to Sentry and grants the server access to an organization.",
    },
  ],
  verifiedAt: "2026-11-27",
  sources: ["https://docs.sentry.io/product/sentry-mcp/", "https://github.com/getsentry/sentry-mcp"],
};
