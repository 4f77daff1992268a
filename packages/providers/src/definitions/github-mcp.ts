import type { ProviderDefinitionInput } from "@plugboard/core";

/** GitHub MCP — the remote MCP server its vendor hosts, connected through the server's own OAuth. */
export const githubMcp: ProviderDefinitionInput = {
  id: "github-mcp",
  name: "GitHub MCP",
  description: "Repositories, issues, pull requests, Actions and code security through GitHub's hosted MCP server.",
  categories: ["developer-tools"],
  docsUrl: "https://github.com/github/github-mcp-server",
  kind: "mcp",
  serverUrl: "https://api.githubcopilot.com/mcp/",
  authModes: [
    {
      type: "mcp_oauth",
      label: "GitHub account",
      description: "The server does not support dynamic client registration: register a GitHub OAuth app (or GitHub App) and give its client id and secret when installing.",
    },
    {
      type: "bearer",
      label: "Personal access token",
      description: "A GitHub personal access token sent as Authorization: Bearer <token>, with the scopes of the toolsets the agent uses.",
    },
  ],
  verifiedAt: "2026-11-27",
  sources: ["https://github.com/github/github-mcp-server/blob/main/docs/remote-server.md", "https://github.com/github/github-mcp-server"],
};
