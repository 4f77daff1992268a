import type { ProviderDefinitionInput } from "@plugboard/core";

/** GitHub's remote MCP server, hosted by GitHub (the server of github/github-mcp-server). */
export const githubMcp: ProviderDefinitionInput = {
  id: "github-mcp",
  name: "GitHub MCP server",
  description: "GitHub's hosted MCP server: repositories and code, issues, pull requests, Actions runs, code security alerts and notifications, as tools GitHub maintains.",
  categories: ["developer-tools"],
  docsUrl: "https://github.com/github/github-mcp-server/blob/main/docs/remote-server.md",
  kind: "mcp",
  serverUrl: "https://api.githubcopilot.com/mcp/",
  authModes: [
    { type: "mcp_oauth", label: "GitHub account", description: "Sign in with GitHub through the server's OAuth flow (GitHub's recommendation)." },
    {
      type: "bearer",
      label: "Personal access token",
      description: "A GitHub personal access token (fine-grained recommended) with access to the repositories the agent should use, sent as Authorization: Bearer <token>.",
      headerName: "Authorization",
      prefix: "Bearer",
    },
  ],
  sources: [
    "https://github.com/github/github-mcp-server/blob/main/docs/remote-server.md",
    "https://github.com/github/github-mcp-server",
    "https://github.blog/changelog/2025-06-12-remote-github-mcp-server-is-now-available-in-public-preview",
  ],
};
