import type { ProviderDefinitionInput } from "@plugboard/core";

/**
 * Atlassian's Rovo MCP Server (Jira, Confluence, Compass on Atlassian Cloud), at the endpoint
 * Atlassian tells custom clients to use (its `/v1/sse` endpoint is being retired).
 */
export const atlassianMcp: ProviderDefinitionInput = {
  id: "atlassian-mcp",
  name: "Atlassian Rovo MCP Server",
  description: "Atlassian's hosted MCP server: search, summarize, create and update Jira issues, Confluence pages and Compass components on Atlassian Cloud, with the user's own permissions.",
  categories: ["project-management", "documentation"],
  docsUrl: "https://support.atlassian.com/rovo/docs/getting-started-with-the-atlassian-remote-mcp-server/",
  kind: "mcp",
  serverUrl: "https://mcp.atlassian.com/v1/mcp/authv2",
  authModes: [
    {
      type: "mcp_oauth",
      label: "Atlassian account",
      description: "Sign in through the server's OAuth 2.1 flow and authorize access to the Atlassian Cloud site; a site admin may need to install the Atlassian MCP app first.",
    },
  ],
  sources: [
    "https://support.atlassian.com/rovo/docs/getting-started-with-the-atlassian-remote-mcp-server/",
    "https://support.atlassian.com/atlassian-rovo-mcp-server/docs/using-with-other-supported-mcp-clients/",
  ],
};
