import type { ProviderDefinitionInput } from "@plugboard/core";

/** Notion MCP — the remote MCP server its vendor hosts, connected through the server's own OAuth. */
export const notionMcp: ProviderDefinitionInput = {
  id: "notion-mcp",
  name: "Notion MCP",
  description: "Search, read, create and update Notion pages, databases and comments through Notion's hosted MCP server.",
  categories: ["productivity", "documentation"],
  docsUrl: "https://developers.notion.com/docs/mcp",
  kind: "mcp",
  serverUrl: "https://mcp.notion.com/mcp",
  authModes: [
    {
      type: "mcp_oauth",
      label: "Notion account",
      description: "The user signs in to Notion and picks the workspace to connect; the MCP client registers itself through the server's OAuth.",
    },
  ],
  verifiedAt: "2026-11-27",
  sources: ["https://developers.notion.com/docs/mcp", "https://developers.notion.com/docs/common-mcp-clients"],
};
