import type { ToolItem } from "@plugboard/core";
import { executePlugboardTool, type PlugboardToolsClient } from "./execute-plugboard-tool.js";
import type { PlugboardToolResult } from "./plugboard-tool-result.js";
import { sanitizeJsonSchema, type ToolInputJsonSchema } from "./sanitize-json-schema.js";
import { toolDescriptionFor } from "./tool-description-for.js";
import { toolNamesFor, type ToolNamingOptions } from "./tool-name-for.js";

/**
 * What to load: whose tools, from which plugins, named how.
 *
 * @example
 * const options: LoadPlugboardToolsOptions = { client: plugboard, userId: "user_1", plugins: ["github"] };
 */
export interface LoadPlugboardToolsOptions {
  /** A `Plugboard` client (from `@plugboard/client`). */
  client: PlugboardToolsClient;
  /** Your end-user: tools run with their connections; MCP plugins they connected are discovered live. */
  userId: string;
  /** Only tools of these plugin slugs (default: every approved plugin). An empty list loads nothing. */
  plugins?: string | readonly string[];
  /** Keep only the tools this returns true for (say, to stay under a model's tool limit). */
  filter?: (tool: ToolItem) => boolean;
  /** How tool names are made; default the tool slug, made unique. See {@link toolNameFor}. */
  names?: ToolNamingOptions;
}

/**
 * One Plugboard tool ready for any agent framework: a provider-safe unique name, a description, a
 * sanitized input schema and an `execute` bound to the end-user.
 *
 * @example
 * for (const tool of await loadPlugboardTools({ client, userId: "user_1" })) console.log(tool.name, tool.description);
 */
export interface PlugboardTool {
  /** Unique within the loaded set and valid for every major provider ({@link TOOL_NAME_PATTERN}). */
  name: string;
  /** `[Plugin name] tool description`. */
  description: string;
  /** The tool's JSON Schema, made acceptable to every major provider ({@link sanitizeJsonSchema}). */
  inputSchema: ToolInputJsonSchema;
  /** The tool as Plugboard listed it. */
  tool: ToolItem;
  /**
   * Runs the tool as the end-user. Resolves with a failure result instead of rejecting for every
   * expected failure; see {@link executePlugboardTool}.
   */
  execute(input: unknown, options?: { signal?: AbortSignal | undefined }): Promise<PlugboardToolResult>;
}

/**
 * Lists the tools of `plugins` (all approved plugins by default) once, for `userId`, and prepares
 * each for an agent framework. The adapters `@plugboard/ai/vercel` and `@plugboard/ai/langchain` are
 * built on it; use it directly for another framework. Rejects with the client's `PlugboardError`
 * when the listing fails (a wrong API key, say): no tools is not something to hide.
 *
 * @example
 * import { Plugboard } from "@plugboard/client";
 * import { loadPlugboardTools } from "@plugboard/ai";
 *
 * const client = new Plugboard({ apiKey: process.env.PLUGBOARD_API_KEY!, baseUrl: "https://plugboard.example.com" });
 * const tools = await loadPlugboardTools({ client, userId: "user_1", plugins: ["github"] });
 * const result = await tools[0]!.execute({ owner: "acme", repo: "app", title: "Bug" });
 */
export async function loadPlugboardTools(options: LoadPlugboardToolsOptions): Promise<PlugboardTool[]> {
  const { client, userId, plugins, filter, names } = options;
  if (Array.isArray(plugins) && plugins.length === 0) return [];
  const listed = await client.tools.list({ userId, ...(plugins === undefined ? {} : { plugin: plugins }) });
  const tools = filter ? listed.tools.filter(filter) : listed.tools;
  const toolNames = toolNamesFor(tools, names);
  return tools.map((tool, index) => ({
    name: toolNames[index]!,
    description: toolDescriptionFor(tool),
    inputSchema: sanitizeJsonSchema(tool.inputSchema),
    tool,
    execute: (input, executeOptions = {}) => executePlugboardTool({ client, userId, tool, input, signal: executeOptions.signal }),
  }));
}
