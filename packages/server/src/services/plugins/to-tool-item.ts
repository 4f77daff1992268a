import { type HttpMethod, type ToolItem } from "@plugboard/core";
import { toolInputSchema } from "@plugboard/core/server";

/** The schema a tool without one takes: an object with no declared parameters. */
const EMPTY_INPUT_SCHEMA = { type: "object", properties: {} };

function objectOrNull(value: unknown): Record<string, unknown> | null {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

/** The stored columns of a manual tool that a tool item shows. */
export interface ManualToolRow {
  id: string;
  slug: string;
  name: string;
  description: string;
  method: string;
  path: string;
  inputSchema: unknown;
  outputSchema: unknown;
  /** The OAuth scopes the tool needs (absent or empty: none). */
  scopes?: string[] | null;
}

/** An MCP tool as cached or as listed live. */
export interface McpToolItemRow {
  mcpToolName: string;
  slug: string;
  name: string;
  description: string;
  inputSchema: unknown;
  /** The server's tool annotations, when it gave any. */
  annotations?: unknown;
}

/**
 * The string id of an MCP tool: never a UUID, stable per plugin and MCP tool name.
 *
 * @example
 * mcpToolId("example", "text.reverse") // "mcp:example:text.reverse"
 */
export function mcpToolId(pluginSlug: string, mcpToolName: string): string {
  return `mcp:${pluginSlug}:${mcpToolName}`;
}

/** A manual tool as a `ToolItem` (`GET /api/v1/tools`, a connection's tools). */
export function manualToolItem(plugin: { slug: string; name: string }, tool: ManualToolRow): ToolItem {
  return {
    id: tool.id,
    slug: tool.slug,
    name: tool.name,
    description: tool.description,
    // The path placeholders are parameters the model must give: always listed, and required.
    inputSchema: toolInputSchema(objectOrNull(tool.inputSchema) ?? EMPTY_INPUT_SCHEMA, tool.path),
    outputSchema: objectOrNull(tool.outputSchema),
    pluginSlug: plugin.slug,
    pluginName: plugin.name,
    source: "manual",
    method: tool.method as HttpMethod,
    path: tool.path,
    ...(tool.scopes && tool.scopes.length > 0 ? { scopes: tool.scopes } : {}),
  };
}

/** An MCP tool as a `ToolItem`; its id is {@link mcpToolId}, its output schema null. */
export function mcpToolItem(plugin: { slug: string; name: string }, tool: McpToolItemRow): ToolItem {
  return {
    id: mcpToolId(plugin.slug, tool.mcpToolName),
    slug: tool.slug,
    name: tool.name,
    description: tool.description,
    inputSchema: objectOrNull(tool.inputSchema) ?? EMPTY_INPUT_SCHEMA,
    outputSchema: null,
    pluginSlug: plugin.slug,
    pluginName: plugin.name,
    source: "mcp",
    ...(objectOrNull(tool.annotations) ? { annotations: objectOrNull(tool.annotations)! } : {}),
  };
}
