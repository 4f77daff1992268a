import type { ProviderDefinitionInput } from "@plugboard/core";

/** Notion MCP, the remote MCP server hosted by Notion (OAuth only). */
export const notionMcp: ProviderDefinitionInput = {
  id: "notion-mcp",
  name: "Notion MCP",
  description: "Notion's hosted MCP server: search the workspace, read and create pages and databases, and comment, with tools Notion tailors to agents.",
  categories: ["productivity", "documentation"],
  docsUrl: "https://developers.notion.com/docs/common-mcp-clients",
  kind: "mcp",
  serverUrl: "https://mcp.notion.com/mcp",
  authModes: [{ type: "mcp_oauth", label: "Notion workspace", description: "Sign in to Notion and choose the workspace through the server's OAuth flow." }],
  sources: ["https://developers.notion.com/docs/common-mcp-clients", "https://github.com/makenotion/claude-code-notion-plugin/blob/main/config.toml.example"],
};
