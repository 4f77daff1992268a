import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import type { Tool } from "@modelcontextprotocol/sdk/types.js";
import { uniqueToolSlugs } from "@plugboard/core/server";

/** An MCP tool as Plugboard keeps it (docs/mcp-plugins.md §6, without ids and times). */
export interface McpToolRow {
  mcpToolName: string;
  slug: string;
  name: string;
  description: string;
  inputSchema: unknown;
  /** The server's tool annotations (`readOnlyHint`, `destructiveHint`, …), when it gave any. */
  annotations?: unknown;
}

// A server with thousands of tools is broken or hostile: stop paging there.
const MAX_PAGES = 50;

/** Every tool of the server (`tools/list`, following `nextCursor`). */
export async function listAllMcpTools(client: Client, options: { timeoutMs: number }): Promise<Tool[]> {
  const tools: Tool[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const result = await client.listTools(cursor ? { cursor } : {}, { timeout: options.timeoutMs });
    tools.push(...result.tools);
    cursor = result.nextCursor;
    if (!cursor) break;
  }
  return tools;
}

/**
 * The cache rows for a server's tools: slugs normalized (and kept distinct), display names, schemas.
 *
 * @example
 * toMcpToolRows([{ name: "text.reverse", inputSchema: { type: "object" } }])
 * // [{ mcpToolName: "text.reverse", slug: "TEXT_REVERSE", name: "text.reverse", description: "", inputSchema: { type: "object" } }]
 */
export function toMcpToolRows(tools: readonly Tool[]): McpToolRow[] {
  const unique = new Map(tools.map((tool) => [tool.name, tool]));
  const slugs = uniqueToolSlugs([...unique.keys()]);
  return [...unique.values()]
    .map((tool) => ({
      mcpToolName: tool.name,
      slug: slugs.get(tool.name)!,
      name: tool.title ?? tool.annotations?.title ?? tool.name,
      description: tool.description ?? "",
      inputSchema: tool.inputSchema as unknown,
      annotations: (tool.annotations as Record<string, unknown> | undefined) ?? null,
    }))
    .sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
}
