import type { ProviderDefinitionInput } from "@plugboard/core";

/** monday.com's Platform MCP server, hosted by monday.com: boards, items and columns over MCP. */
export const mondayMcp: ProviderDefinitionInput = {
  id: "monday-mcp",
  name: "monday.com MCP server",
  description: "monday.com's hosted Platform MCP server: read and write boards, items, columns and updates (60+ tools); each tool call is a GraphQL API request counted toward the account's daily API limit.",
  categories: ["project-management", "productivity"],
  docsUrl: "https://developer.monday.com/api-reference/docs/mondaycom-mcp",
  kind: "mcp",
  serverUrl: "https://mcp.monday.com/mcp",
  authModes: [{ type: "mcp_oauth", label: "monday.com account", description: "Signs in with the user's monday.com account through the server's own OAuth." }],
  verifiedAt: "2026-11-28",
  sourceFacts: { "https://developer.monday.com/api-reference/docs/mondaycom-mcp": ["serverUrl", "hosted by monday.com", "calls count toward the daily API limit"] },
  sources: ["https://developer.monday.com/api-reference/docs/mondaycom-mcp"],
};
