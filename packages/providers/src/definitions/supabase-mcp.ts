import type { ProviderDefinitionInput } from "@plugboard/core";

/** Supabase's remote MCP server: Streamable HTTP with OAuth 2.1 and dynamic client registration. */
export const supabaseMcp: ProviderDefinitionInput = {
  id: "supabase-mcp",
  name: "Supabase MCP server",
  description: "Supabase's hosted MCP server: manage Supabase projects — tables, SQL, migrations, edge functions, logs and branches.",
  categories: ["database", "developer-tools", "infrastructure"],
  docsUrl: "https://supabase.com/changelog/39434-supabase-remote-mcp-server",
  kind: "mcp",
  serverUrl: "https://mcp.supabase.com/mcp",
  authModes: [
    {
      type: "mcp_oauth",
      label: "Supabase account",
      description: "Signs in with the user's Supabase account through the server's OAuth 2.1 flow; the server supports dynamic client registration, so no client needs registering.",
    },
  ],
  verifiedAt: "2026-11-28",
  sourceFacts: {
    "https://supabase.com/changelog/39434-supabase-remote-mcp-server": ["serverUrl", "browser-based OAuth"],
    "https://github.com/supabase-community/supabase-mcp": ["Streamable HTTP", "dynamic client registration, OAuth 2.1"],
  },
  sources: ["https://supabase.com/changelog/39434-supabase-remote-mcp-server", "https://github.com/supabase-community/supabase-mcp"],
};
