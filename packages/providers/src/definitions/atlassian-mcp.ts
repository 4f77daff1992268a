import type { ProviderDefinitionInput } from "@plugboard/core";

/** Atlassian Rovo MCP — the remote MCP server its vendor hosts, connected through the server's own OAuth. */
export const atlassianMcp: ProviderDefinitionInput = {
  id: "atlassian-mcp",
  name: "Atlassian Rovo MCP",
  description: "Search and act on Jira work items, Confluence pages and Compass components through Atlassian's hosted Rovo MCP server (Atlassian Cloud).",
  categories: ["project-management", "documentation"],
  docsUrl: "https://developer.atlassian.com/cloud/rovo-mcp/",
  kind: "mcp",
  serverUrl: "https://mcp.atlassian.com/v1/mcp",
  authModes: [
    {
      type: "mcp_oauth",
      label: "Atlassian account",
      description: "OAuth 2.1: the user consents for the sites they can access; an organization admin may have to allow Plugboard's domain in the Rovo MCP server settings.",
    },
  ],
  verifiedAt: "2026-11-27",
  sources: ["https://developer.atlassian.com/cloud/rovo-mcp/guides/configuring-oauth-2-1/", "https://support.atlassian.com/security-and-access-policies/docs/understand-atlassian-rovo-mcp-server", "https://support.atlassian.com/security-and-access-policies/docs/available-atlassian-rovo-mcp-server-domains"],
};
