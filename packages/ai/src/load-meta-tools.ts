import { PlugboardError } from "@plugboard/client";
import {
  ConnectArgsSchema,
  ExecuteToolArgsSchema,
  META_SEARCH_DEFAULT_LIMIT,
  META_TOOLS,
  metaSearchAnswer,
  parseMetaToolName,
  SearchToolsArgsSchema,
  type MetaToolDefinition,
  type ToolItem,
} from "@plugboard/core";
import { accountLabelFor } from "./account-label-for.js";
import { executePlugboardTool, type PlugboardToolsClient } from "./execute-plugboard-tool.js";
import type { LoadPlugboardToolsOptions, PlugboardTool } from "./load-plugboard-tools.js";
import type { PlugboardToolFailure, PlugboardToolResult } from "./plugboard-tool-result.js";

/** The listing-shaped description of a meta-tool (`tool` of a {@link PlugboardTool} in search mode). */
function metaToolItem(definition: MetaToolDefinition): ToolItem {
  return {
    id: `plugboard:meta:${definition.name}`,
    slug: definition.name,
    name: definition.name,
    description: definition.description,
    inputSchema: definition.inputSchema,
    outputSchema: null,
    pluginSlug: "plugboard",
    pluginName: "Plugboard",
    source: "manual",
  };
}

/** The part of a Zod error the message needs (typed here, so this entry imports nothing from zod). */
interface SchemaIssues {
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>;
}

const invalid = (error: SchemaIssues): PlugboardToolFailure => ({
  success: false,
  status: 400,
  code: "invalid_input",
  error: `Invalid arguments: ${error.issues.map((issue) => `${issue.path.map(String).join(".") || "arguments"}: ${issue.message}`).join("; ")}`,
});

const ok = (data: unknown, startedAt: number): PlugboardToolResult => ({ success: true, data, status: 200, latencyMs: Date.now() - startedAt });

async function refused(error: unknown, signal: AbortSignal | undefined): Promise<PlugboardToolFailure> {
  if (signal?.aborted || !PlugboardError.isInstance(error)) throw error;
  return { success: false, error: error.message, status: error.status, ...(error.code ? { code: error.code } : {}) };
}

/** The client calls search mode needs, checked once so a wrapper missing one fails at load, not mid-conversation. */
function searchClient(client: PlugboardToolsClient) {
  const { search } = client.tools;
  const connectLink = client.connections?.connectLink;
  if (!search || !connectLink) {
    throw new TypeError('mode "search" needs a client with tools.search and connections.connectLink (a Plugboard client from @plugboard/client has both)');
  }
  return { search: search.bind(client.tools), connectLink: connectLink.bind(client.connections) };
}

/**
 * Search mode of `loadPlugboardTools`: the three meta-tools of core's `META_TOOLS` — the names,
 * descriptions and schemas the MCP endpoint lists in search mode — run over the client:
 * `search_tools` → `tools.search` (with whether the user is connected), `execute_tool` →
 * `tools.execute` (a failure for want of a connection carries a connect link in its hint), `connect`
 * → `connections.connectLink` with `reauthorizeOnly` (a connected account answers `connected: true`,
 * no link the model could use to replace it). `plugins` and `connectedOnly` narrow the search.
 *
 * @example
 * const [searchTools, executeTool, connect] = loadMetaTools({ client, userId: "user_1", mode: "search" });
 * const found = await searchTools!.execute({ query: "star a repository" });
 */
export function loadMetaTools(options: LoadPlugboardToolsOptions): PlugboardTool[] {
  const { client, userId } = options;
  const calls = searchClient(client);
  const plugins = options.plugins === undefined ? undefined : (typeof options.plugins === "string" ? options.plugins.split(",") : [...options.plugins]).map((slug) => slug.trim()).filter(Boolean);

  const run: Record<MetaToolDefinition["name"], (input: unknown, signal: AbortSignal | undefined) => Promise<PlugboardToolResult>> = {
    async search_tools(input, signal) {
      const args = SearchToolsArgsSchema.safeParse(input);
      if (!args.success) return invalid(args.error);
      const startedAt = Date.now();
      try {
        const { tools } = await calls.search(
          {
            q: args.data.query,
            limit: args.data.limit ?? META_SEARCH_DEFAULT_LIMIT,
            userId,
            ...(plugins ? { plugin: plugins } : {}),
            ...(options.connectedOnly ? { connectedOnly: true } : {}),
          },
          signal ? { signal } : {},
        );
        return ok(metaSearchAnswer(tools), startedAt);
      } catch (error) {
        return refused(error, signal);
      }
    },
    async execute_tool(input, signal) {
      const args = ExecuteToolArgsSchema.safeParse(input);
      if (!args.success) return invalid(args.error);
      const { plugin, tool } = parseMetaToolName(args.data.tool);
      if (plugin !== undefined && plugins && !plugins.includes(plugin)) {
        return { success: false, status: 404, code: "not_found", error: `Unknown tool "${args.data.tool}": use a name search_tools returned.` };
      }
      const accountLabel = plugin === undefined ? options.accountLabel : accountLabelFor(options, plugin);
      const result = await executePlugboardTool({
        client,
        userId,
        tool: { slug: tool, pluginSlug: plugin ?? "", pluginName: plugin ?? "this app" },
        input: args.data.params,
        signal,
        accountLabel,
      });
      if (result.success || (result.code !== "connection_required" && result.code !== "reauthorization_required") || plugin === undefined) return result;
      // The model holds this link: it may add the missing account or authorize again one that needs it, never replace an active one.
      const link = await calls.connectLink({ userId, plugin, ...(accountLabel !== undefined ? { accountLabel } : {}), reauthorizeOnly: true }, signal ? { signal } : {}).catch(() => null);
      return link ? { ...result, hint: `${result.hint ?? ""} Ask the user to open this link to connect, then try again: ${link.url}`.trim() } : result;
    },
    async connect(input, signal) {
      const args = ConnectArgsSchema.safeParse(input);
      if (!args.success) return invalid(args.error);
      if (plugins && !plugins.includes(args.data.plugin)) {
        return { success: false, status: 404, code: "not_found", error: `No app "${args.data.plugin}" can be connected here: use a plugin slug search_tools returned.` };
      }
      const startedAt = Date.now();
      try {
        const accountLabel = accountLabelFor(options, args.data.plugin);
        const link = await calls.connectLink({ userId, plugin: args.data.plugin, ...(accountLabel !== undefined ? { accountLabel } : {}), reauthorizeOnly: true }, signal ? { signal } : {});
        return ok({ plugin: args.data.plugin, url: link.url, expiresAt: link.expiresAt }, startedAt);
      } catch (error) {
        // A connected account: the answer the MCP endpoint gives, with no link the model could use to replace it.
        if (PlugboardError.isInstance(error) && error.code === "already_connected") {
          const named = (error.body as { accountLabel?: unknown } | undefined)?.accountLabel;
          return ok({ plugin: args.data.plugin, connected: true, accountLabel: typeof named === "string" ? named : "default" }, startedAt);
        }
        return refused(error, signal);
      }
    },
  };

  return META_TOOLS.map((definition) => ({
    name: definition.name,
    description: definition.description,
    inputSchema: definition.inputSchema,
    tool: metaToolItem(definition),
    execute: (input, executeOptions = {}) => run[definition.name](input, executeOptions.signal),
  }));
}
