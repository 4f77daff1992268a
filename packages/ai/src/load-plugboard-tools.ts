import { NotFoundError } from "@plugboard/client";
import type { PluginItem, ToolItem, ToolMode } from "@plugboard/core";
import { accountLabelFor } from "./account-label-for.js";
import { executePlugboardTool, type PlugboardToolsClient } from "./execute-plugboard-tool.js";
import { loadMetaTools } from "./load-meta-tools.js";
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
  /**
   * Only tools of these plugin slugs (default: every approved plugin). An empty list loads nothing.
   * A slug no approved plugin has is an error (a `NotFoundError` naming it), not an empty tool set.
   */
  plugins?: string | readonly string[];
  /**
   * Only plugins `userId` has a connection to (including one that must be authorized again, so the
   * model can ask the user to reconnect). With `plugins`, the connected ones among them.
   */
  connectedOnly?: boolean;
  /** Keep only the tools this returns true for (say, to stay under a model's tool limit). */
  filter?: (tool: ToolItem) => boolean;
  /** How tool names are made; default the tool slug, made unique. See {@link toolNameFor}. */
  names?: ToolNamingOptions;
  /**
   * `all` (default): one tool per Plugboard tool. `search`: only the three meta-tools
   * `search_tools`, `execute_tool` and `connect` (the ones the MCP endpoint lists in search mode),
   * for catalogs too large to hand a model; `plugins` and `connectedOnly` then narrow the search,
   * and `filter` and `names` do not apply.
   */
  mode?: ToolMode;
  /**
   * Which of the user's accounts to act for, per plugin slug (`{ github: "work" }`); plugins not
   * named use `accountLabel`, else the user's default account at that plugin.
   */
  accounts?: Readonly<Record<string, string>>;
  /** The account label for every plugin not in `accounts` (default: the user's default account). */
  accountLabel?: string;
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
 * Lists the tools of `plugins` (all approved plugins by default; with `connectedOnly`, those the
 * user has connected) once, for `userId`, and prepares each for an agent framework. Every adapter
 * (`@plugboard/ai/vercel`, `/langchain`, `/openai`, `/anthropic`) is built on it; use it directly for
 * another framework. Rejects with the client's `PlugboardError` when the listing fails (a wrong API
 * key, say) and with a `NotFoundError` when `plugins` names a plugin that does not exist or is not
 * approved: no tools is not something to hide.
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
  if (options.mode === "search") return loadMetaTools(options);
  const { client, userId, filter, names } = options;
  const requested = options.plugins === undefined ? undefined : slugList(options.plugins);
  if (requested?.length === 0) return [];
  let slugs = requested;
  if (options.connectedOnly) {
    const { plugins: catalogue } = await client.plugins.list({ userId });
    if (requested) assertKnownPlugins(requested, catalogue);
    const connected = new Set(catalogue.filter((plugin) => plugin.connected).map((plugin) => plugin.slug));
    slugs = (requested ?? catalogue.map((plugin) => plugin.slug)).filter((slug) => connected.has(slug));
    if (slugs.length === 0) return [];
  }
  const listed = await client.tools.list({ userId, ...(slugs === undefined ? {} : { plugin: slugs }) });
  if (requested && !options.connectedOnly) {
    // The listing skips unknown slugs silently; only a slug without tools needs the catalogue to tell.
    const listedPlugins = new Set(listed.tools.map((tool) => tool.pluginSlug));
    const unlisted = requested.filter((slug) => !listedPlugins.has(slug));
    if (unlisted.length > 0) assertKnownPlugins(unlisted, (await client.plugins.list()).plugins);
  }
  const tools = filter ? listed.tools.filter(filter) : listed.tools;
  const toolNames = toolNamesFor(tools, names);
  return tools.map((tool, index) => ({
    name: toolNames[index]!,
    description: toolDescriptionFor(tool),
    inputSchema: sanitizeJsonSchema(tool.inputSchema),
    tool,
    execute: (input, executeOptions = {}) =>
      executePlugboardTool({ client, userId, tool, input, signal: executeOptions.signal, accountLabel: accountLabelFor(options, tool.pluginSlug) }),
  }));
}

/** One slug or a list, as a list of distinct slugs (a string may hold several, comma-separated, as the API takes them). */
function slugList(plugins: string | readonly string[]): string[] {
  const slugs = (typeof plugins === "string" ? plugins.split(",") : plugins).map((slug) => slug.trim()).filter(Boolean);
  return [...new Set(slugs)];
}

/** Throws a `NotFoundError` naming every slug of `slugs` that no plugin of `catalogue` has. */
function assertKnownPlugins(slugs: readonly string[], catalogue: readonly Pick<PluginItem, "slug">[]): void {
  const known = new Set(catalogue.map((plugin) => plugin.slug));
  const unknown = slugs.filter((slug) => !known.has(slug));
  if (unknown.length === 0) return;
  const named = unknown.map((slug) => `"${slug}"`).join(", ");
  const message =
    unknown.length === 1
      ? `Unknown plugin ${named} in plugins: no approved plugin has this slug. Check the spelling, and that the plugin is approved.`
      : `Unknown plugins ${named} in plugins: no approved plugin has these slugs. Check the spelling, and that the plugins are approved.`;
  throw new NotFoundError(message, { status: 404, code: "not_found" });
}
