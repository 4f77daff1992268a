import type { ProviderDefinitionInput } from "@plugboard/core";

/** Linear MCP — the remote MCP server its vendor hosts, connected through the server's own OAuth. */
export const linearMcp: ProviderDefinitionInput = {
  id: "linear-mcp",
  name: "Linear MCP",
  description: "Find, create and update Linear issues, projects and comments through Linear's hosted MCP server.",
  categories: ["project-management", "developer-tools"],
  docsUrl: "https://linear.app/docs/mcp",
  kind: "mcp",
  serverUrl: "https://mcp.linear.app/mcp",
  authModes: [
    {
      type: "mcp_oauth",
      label: "Linear account",
      description: "OAuth 2.1 with dynamic client registration, as the server advertises.",
    },
  ],
  verifiedAt: "2026-11-27",
  sources: ["https://linear.app/docs/mcp"],
};
