import type { CallToolResult, Tool } from "@modelcontextprotocol/sdk/types.js";
import {
  ConnectArgsSchema,
  DEFAULT_ACCOUNT_LABEL,
  ExecuteToolArgsSchema,
  META_SEARCH_DEFAULT_LIMIT,
  META_TOOLS,
  metaSearchAnswer,
  parseMetaToolName,
  SearchToolsArgsSchema,
  type ToolItem,
  type ToolSearchResult,
} from "@plugboard/core";
import type * as z from "zod";
import { ServiceError } from "../../errors/service-error.js";
import type { ConnectLink } from "../connect-flow/connect-link.js";
import type { ElicitUrl } from "./elicit-url.js";

/** Who a meta-tool call acts for (the endpoint's principal). */
export interface MetaToolPrincipal {
  developerId: string;
  userId: string;
  /** The MCP link of the request, if any (whose slots a call holds). */
  linkId?: string;
  /** Plugin slugs the endpoint exposes; empty means every approved plugin. */
  plugins: string[];
  /** The account label per plugin slug, and for every other plugin (see `accountLabelFor`). */
  accounts?: Record<string, string> | undefined;
  account?: string | undefined;
  /** How a held call's approval page reaches the user without the model (set per `tools/call`). */
  elicitUrl?: ElicitUrl | undefined;
}

/** What the meta-tools run on: the search, the tools the principal may call, the call path, connect links. */
export interface MetaToolDeps {
  search(developerId: string, query: { q: string; limit: number; userId: string; plugin?: string[] | undefined }): Promise<ToolSearchResult[]>;
  /** The tools the principal may call, as direct `tools/call` sees them. */
  tools(principal: MetaToolPrincipal): Promise<ToolItem[]>;
  /** Runs one tool exactly as a direct `tools/call` does (`signal`: the client went away). */
  run(principal: MetaToolPrincipal, item: ToolItem, args: Record<string, unknown>, signal?: AbortSignal): Promise<CallToolResult>;
  /**
   * A hosted connect link for the user and plugin; null when the plugin is not connectable. With
   * `reauthorizeOnly`, throws 409 `already_connected` for an active account (see `ConnectLinks.forUser`).
   */
  connectLink(input: { developerId: string; userId: string; pluginSlug: string; accountLabel?: string | undefined; reauthorizeOnly?: boolean }): Promise<ConnectLink | null>;
}

/** The three meta-tools as `tools/list` answers them in search mode. */
export const META_TOOL_LIST: Tool[] = META_TOOLS.map((tool) => ({ name: tool.name, description: tool.description, inputSchema: tool.inputSchema }));

const errorText = (text: string): CallToolResult => ({ isError: true, content: [{ type: "text", text }] });

const jsonResult = (value: Record<string, unknown>): CallToolResult => ({ content: [{ type: "text", text: JSON.stringify(value) }], structuredContent: value });

function parsed<T>(schema: z.ZodType<T>, args: unknown): { data: T } | { error: CallToolResult } {
  const result = schema.safeParse(args);
  if (result.success) return { data: result.data };
  const lines = result.error.issues.map((issue) => `- ${issue.path.join(".") || "arguments"}: ${issue.message}`);
  return { error: errorText(`Invalid arguments:\n${lines.join("\n")}`) };
}

/**
 * `tools/call` of search mode: `search_tools` ranks the catalog for the request (the principal's
 * plugins, with whether the user is connected), `execute_tool` runs a tool it named through the same
 * path as a direct call (same results, same connect links), `connect` hands out a hosted connect URL
 * when the user has no connected account there (else it says the user is connected: a link the model
 * holds must never replace the user's credentials).
 * Mistakes a model can fix (bad arguments, unknown tool or plugin) are `isError` results saying how.
 */
export function createMetaToolCalls(deps: MetaToolDeps) {
  async function search(principal: MetaToolPrincipal, args: unknown): Promise<CallToolResult> {
    const input = parsed(SearchToolsArgsSchema, args);
    if ("error" in input) return input.error;
    const results = await deps.search(principal.developerId, {
      q: input.data.query,
      limit: input.data.limit ?? META_SEARCH_DEFAULT_LIMIT,
      userId: principal.userId,
      ...(principal.plugins.length > 0 ? { plugin: principal.plugins } : {}),
    });
    return jsonResult(metaSearchAnswer(results));
  }

  async function execute(principal: MetaToolPrincipal, args: unknown, signal?: AbortSignal): Promise<CallToolResult> {
    const input = parsed(ExecuteToolArgsSchema, args);
    if ("error" in input) return input.error;
    const { plugin, tool } = parseMetaToolName(input.data.tool);
    const matches = (await deps.tools(principal)).filter((item) => item.slug === tool && (plugin === undefined || item.pluginSlug === plugin));
    if (matches.length === 0) return errorText(`Unknown tool "${input.data.tool.slice(0, 200)}": use a name search_tools returned, such as "github/STAR_REPO".`);
    if (matches.length > 1) {
      return errorText(`Several apps have a tool ${tool}: name one of ${matches.map((item) => `"${item.pluginSlug}/${item.slug}"`).join(", ")}.`);
    }
    return deps.run(principal, matches[0] as ToolItem, input.data.params, signal);
  }

  async function connect(principal: MetaToolPrincipal, args: unknown): Promise<CallToolResult> {
    const input = parsed(ConnectArgsSchema, args);
    if ("error" in input) return input.error;
    const { plugin } = input.data;
    const allowed = principal.plugins.length === 0 || principal.plugins.includes(plugin);
    const accountLabel = principal.accounts?.[plugin] ?? principal.account;
    let link: ConnectLink | null = null;
    try {
      // The model may hold the link itself: it can add the missing account or authorize again one that needs it, never replace a connected one.
      link = allowed ? await deps.connectLink({ developerId: principal.developerId, userId: principal.userId, pluginSlug: plugin, accountLabel, reauthorizeOnly: true }) : null;
    } catch (error) {
      if (!ServiceError.isInstance(error) || error.code !== "already_connected") throw error;
      const account = String(error.extra?.accountLabel ?? accountLabel ?? DEFAULT_ACCOUNT_LABEL);
      const answer = { plugin, connected: true, accountLabel: account };
      return { content: [{ type: "text", text: `The user is already connected to ${plugin} (account "${account}"); no link is needed: call its tools.` }], structuredContent: answer };
    }
    if (!link) return errorText(`No app "${plugin}" can be connected here: use a plugin slug search_tools returned.`);
    const answer = { plugin, url: link.connectUrl, expiresAt: link.expiresAt.toISOString() };
    return {
      content: [{ type: "text", text: `Ask the user to open this link to connect ${plugin}, then try again: ${link.connectUrl} (valid until ${answer.expiresAt}).` }],
      structuredContent: answer,
    };
  }

  return {
    /** Answers one meta-tool call; null when `name` is not a meta-tool. */
    call(principal: MetaToolPrincipal, name: string, args: unknown, signal?: AbortSignal): Promise<CallToolResult> | null {
      if (name === "search_tools") return search(principal, args);
      if (name === "execute_tool") return execute(principal, args, signal);
      if (name === "connect") return connect(principal, args);
      return null;
    },
  };
}

/** The meta-tool calls' interface. */
export type MetaToolCalls = ReturnType<typeof createMetaToolCalls>;
