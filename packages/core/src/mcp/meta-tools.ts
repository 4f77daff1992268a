import * as z from "zod";
import { PluginSlugSchema } from "../contract/common.js";
import { SafeJsonObjectSchema } from "../contract/safe-json.js";
import { safeString } from "../contract/safe-string.js";
import { MAX_TOOL_SEARCH_LIMIT, type ToolSearchResult } from "../contract/tool-search.js";

/**
 * How an agent is given the catalog: `all` lists every tool; `search` lists only the three
 * {@link META_TOOLS} (search, execute, connect), for catalogs too large to hand a model at once.
 */
export const ToolModeSchema = z.enum(["all", "search"], "toolMode must be \"all\" or \"search\"");
export type ToolMode = z.infer<typeof ToolModeSchema>;

/** Header of the header-authenticated MCP endpoint that picks the {@link ToolMode} (`all` by default). */
export const MCP_TOOL_MODE_HEADER = "x-plugboard-tool-mode";

/** Results `search_tools` returns when the model gives no `limit`. */
export const META_SEARCH_DEFAULT_LIMIT = 8;

/** Arguments of the `search_tools` meta-tool. */
export const SearchToolsArgsSchema = z.object({
  query: safeString().trim().min(1, "query is required: say what you want to do").max(500, "query must be at most 500 characters"),
  limit: z.number().int("limit must be a whole number").min(1, "limit must be at least 1").max(MAX_TOOL_SEARCH_LIMIT, `limit must be at most ${MAX_TOOL_SEARCH_LIMIT}`).optional(),
});
export type SearchToolsArgs = z.infer<typeof SearchToolsArgsSchema>;

/** Arguments of the `execute_tool` meta-tool: `tool` as `search_tools` named it. */
export const ExecuteToolArgsSchema = z.object({
  tool: safeString().min(1, "tool is required: a name returned by search_tools").max(200, "tool must be at most 200 characters"),
  params: SafeJsonObjectSchema.default({}),
});
export type ExecuteToolArgs = z.infer<typeof ExecuteToolArgsSchema>;

/** Arguments of the `connect` meta-tool. */
export const ConnectArgsSchema = z.object({ plugin: PluginSlugSchema });
export type ConnectArgs = z.infer<typeof ConnectArgsSchema>;

/** One meta-tool as an agent sees it: name, description and JSON Schema of its arguments. */
export interface MetaToolDefinition {
  name: "search_tools" | "execute_tool" | "connect";
  description: string;
  inputSchema: { type: "object"; properties: Record<string, Record<string, unknown>>; required: string[]; additionalProperties: false };
}

/**
 * The three tools of search mode, the one definition both the MCP endpoint and `@plugboard/ai` hand a
 * model: `search_tools` finds tools by intent, `execute_tool` runs one as the user, `connect` gives
 * the user a link to connect an app.
 */
export const META_TOOLS: readonly [MetaToolDefinition, MetaToolDefinition, MetaToolDefinition] = [
  {
    name: "search_tools",
    description:
      "Search the catalog of tools (thousands, across the user's apps) by what you want to do, in plain words, e.g. \"star a repository\". Returns the best matches: each tool's name (pass it to execute_tool), description, input schema and whether the user is connected to its app. Search again with other words when nothing fits.",
    inputSchema: {
      type: "object",
      properties: {
        query: { type: "string", description: "What you want to do, in plain words." },
        limit: { type: "integer", minimum: 1, maximum: MAX_TOOL_SEARCH_LIMIT, description: `How many tools to return (default ${META_SEARCH_DEFAULT_LIMIT}).` },
      },
      required: ["query"],
      additionalProperties: false,
    },
  },
  {
    name: "execute_tool",
    description:
      "Run a tool found with search_tools, as the user, with the user's own credentials. `params` must follow the tool's input schema. When the user is not connected to the tool's app, the answer holds a link to give the user.",
    inputSchema: {
      type: "object",
      properties: {
        tool: { type: "string", description: "The tool's name as search_tools returned it, e.g. \"github/STAR_REPO\"." },
        params: { type: "object", description: "The tool's arguments, following its input schema.", additionalProperties: true },
      },
      required: ["tool", "params"],
      additionalProperties: false,
    },
  },
  {
    name: "connect",
    description:
      "Get a link the user opens to connect (or reconnect) an app, given the app's plugin slug as search_tools returned it. Give the link to the user and wait for them to finish before retrying. When the user is already connected the answer says so (connected: true) and has no link.",
    inputSchema: {
      type: "object",
      properties: { plugin: { type: "string", description: "The app's plugin slug, e.g. \"github\"." } },
      required: ["plugin"],
      additionalProperties: false,
    },
  },
];

/**
 * The name search mode gives a tool: `<plugin slug>/<TOOL_SLUG>`, unambiguous across plugins (a plugin
 * slug has no `/`).
 *
 * @example
 * metaToolName({ pluginSlug: "github", slug: "STAR_REPO" }) // "github/STAR_REPO"
 */
export function metaToolName(tool: { pluginSlug: string; slug: string }): string {
  return `${tool.pluginSlug}/${tool.slug}`;
}

/**
 * The plugin and tool slug a model named in `execute_tool`: `plugin/SLUG`, or a bare slug (then the
 * pipeline finds its plugin, or answers that several plugins have it).
 *
 * @example
 * parseMetaToolName("github/STAR_REPO") // { plugin: "github", tool: "STAR_REPO" }
 * parseMetaToolName("STAR_REPO") // { tool: "STAR_REPO" }
 */
export function parseMetaToolName(name: string): { plugin?: string; tool: string } {
  const slash = name.indexOf("/");
  if (slash < 0) return { tool: name.trim() };
  return { plugin: name.slice(0, slash).trim(), tool: name.slice(slash + 1).trim() };
}

/** One tool in the answer of `search_tools`. */
export interface MetaSearchHit {
  /** Pass to `execute_tool`. */
  tool: string;
  title: string;
  description: string;
  plugin: string;
  pluginName: string;
  /** Whether the user has a connection to the plugin (call `connect` first when false). */
  connected: boolean;
  inputSchema: Record<string, unknown>;
}

/**
 * The answer of `search_tools` for some search results, the same from the MCP endpoint and from
 * `@plugboard/ai`.
 */
export function metaSearchAnswer(results: readonly ToolSearchResult[]): { tools: MetaSearchHit[] } {
  return {
    tools: results.map((result) => ({
      tool: metaToolName(result),
      title: result.name,
      description: result.description,
      plugin: result.pluginSlug,
      pluginName: result.pluginName,
      connected: result.connected ?? false,
      inputSchema: result.inputSchema,
    })),
  };
}
