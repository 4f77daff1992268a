import type { ProviderDefinitionInput } from "@plugboard/core";

/**
 * Cloudflare's API MCP server (the whole Cloudflare API through `search` and `execute` tools). Cloudflare
 * also runs product-specific servers (docs, bindings, observability…), each its own URL.
 */
export const cloudflareMcp: ProviderDefinitionInput = {
  id: "cloudflare-mcp",
  name: "Cloudflare API MCP server",
  description: "Cloudflare's hosted MCP server over the entire Cloudflare API (DNS, Workers, R2, Zero Trust and every other product) through two tools that search the API and run code against it.",
  categories: ["infrastructure", "developer-tools"],
  docsUrl: "https://developers.cloudflare.com/agents/model-context-protocol/mcp-servers-for-cloudflare/",
  kind: "mcp",
  serverUrl: "https://mcp.cloudflare.com/mcp",
  authModes: [
    { type: "mcp_oauth", label: "Cloudflare account", description: "Sign in to Cloudflare through the server's OAuth flow." },
    {
      type: "bearer",
      label: "Cloudflare API token",
      description: "A Cloudflare API token (user or account token) with the permissions the agent needs, sent as Authorization: Bearer <token> instead of OAuth.",
      headerName: "Authorization",
      prefix: "Bearer",
    },
  ],
  verifiedAt: "2026-11-27",
  sources: ["https://developers.cloudflare.com/agents/model-context-protocol/mcp-servers-for-cloudflare/", "https://developers.cloudflare.com/.well-known/mcp/server-card.json"],
};
