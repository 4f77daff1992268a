import type { ProviderDefinitionInput } from "@plugboard/core";

/** Figma's remote MCP server (hosted by Figma, Streamable HTTP), signed in with the user's Figma account. */
export const figmaMcp: ProviderDefinitionInput = {
  id: "figma-mcp",
  name: "Figma MCP server",
  description: "Figma's hosted MCP server: the context of Figma Design files (frames, components, variables, Dev Mode) for turning designs into code.",
  categories: ["design", "developer-tools"],
  docsUrl: "https://help.figma.com/hc/en-us/articles/35281350665623-Figma-MCP-collection-How-to-set-up-the-Figma-remote-MCP-server",
  kind: "mcp",
  serverUrl: "https://mcp.figma.com/mcp",
  authModes: [
    {
      type: "mcp_oauth",
      label: "Figma account",
      description: "Signs in with the user's Figma account through the server's own OAuth. Figma notes that seats other than full or dev seats may have usage limits with the MCP server.",
    },
  ],
  verifiedAt: "2026-11-28",
  sourceFacts: { "https://help.figma.com/hc/en-us/articles/35281350665623-Figma-MCP-collection-How-to-set-up-the-Figma-remote-MCP-server": ["serverUrl", "hosted by Figma", "seat limits"] },
  sources: ["https://help.figma.com/hc/en-us/articles/35281350665623-Figma-MCP-collection-How-to-set-up-the-Figma-remote-MCP-server"],
};
