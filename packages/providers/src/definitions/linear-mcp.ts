import type { ProviderDefinitionInput } from "@plugboard/core";

/** Linear's remote MCP server (OAuth 2.1 with dynamic client registration). */
export const linearMcp: ProviderDefinitionInput = {
  id: "linear-mcp",
  name: "Linear MCP server",
  description: "Linear's hosted MCP server: find, create and update issues, projects and comments in Linear.",
  categories: ["project-management"],
  docsUrl: "https://linear.app/docs/mcp",
  kind: "mcp",
  serverUrl: "https://mcp.linear.app/mcp",
  authModes: [{ type: "mcp_oauth", label: "Linear workspace", description: "Sign in to Linear through the server's OAuth 2.1 flow; the client registers itself (dynamic client registration)." }],
  sources: ["https://linear.app/docs/mcp"],
};
