import type { ProviderDefinitionInput } from "@plugboard/core";

/** Asana's V2 MCP server: OAuth with a pre-registered MCP app (no dynamic client registration). */
export const asanaMcp: ProviderDefinitionInput = {
  id: "asana-mcp",
  name: "Asana MCP server",
  description: "Asana's hosted MCP server: tasks, projects and workspaces in Asana.",
  categories: ["project-management"],
  docsUrl: "https://developers.asana.com/docs/integrating-with-asanas-mcp-server",
  kind: "mcp",
  serverUrl: "https://mcp.asana.com/v2/mcp",
  authModes: [
    {
      type: "mcp_oauth",
      label: "Asana account",
      description:
        "Asana's V2 server needs a pre-registered client: create an app of type \"MCP app\" in the Asana developer console and install with its client ID and secret. Tokens issued to an MCP app work only with the MCP server.",
    },
  ],
  verifiedAt: "2026-11-27",
  sources: ["https://developers.asana.com/docs/integrating-with-asanas-mcp-server", "https://developers.asana.com/docs/connecting-mcp-clients-to-asanas-v2-server"],
};
