import type { Server } from "@modelcontextprotocol/sdk/server/index.js";
import type { AjvJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/ajv";
import type { CallToolResult, Tool } from "@modelcontextprotocol/sdk/types.js";
import { mcpToolNames, type ToolItem, type ToolMode, type ToolSearchResult, type ToolSourceKind } from "@plugboard/core";
import type { PlugboardContext } from "../../context.js";
import { ServiceError } from "../../errors/service-error.js";
import { ExpiringCache } from "../../infra/expiring-cache.js";
import type { InvalidationBus } from "../../infra/invalidation-bus.js";
import type { ConnectLink } from "../oauth/connect-link.js";
import type { ExecuteInput, ExecutionResult } from "../execution/execution-service.js";
import { loadMcpServerSdk } from "../../infra/load-mcp-sdk.js";
import { createMetaToolCalls, META_TOOL_LIST } from "./meta-tool-calls.js";
import { connectResult, toCallToolResult } from "./to-call-tool-result.js";

/** Who an MCP request acts for: a developer's end-user, optionally narrowed to some plugins. */
export interface McpEndpointPrincipal {
  developerId: string;
  userId: string;
  /** Plugin slugs to expose; empty means every approved plugin. */
  plugins: string[];
  /** `all`: every tool; `search`: the three meta-tools (`search_tools`, `execute_tool`, `connect`). */
  toolMode: ToolMode;
  /** The account label to use per plugin slug (an MCP link's `accounts`, or `X-Plugboard-Account` pairs). */
  accounts?: Record<string, string> | undefined;
  /** One account label for every plugin not in `accounts` (`X-Plugboard-Account: <label>`); else the default account. */
  account?: string | undefined;
}

/**
 * The account label a principal's calls to `pluginSlug` use: its `accounts` entry, else its `account`,
 * else undefined (the user's default account).
 */
export function accountLabelFor(principal: Pick<McpEndpointPrincipal, "accounts" | "account">, pluginSlug: string): string | undefined {
  return principal.accounts?.[pluginSlug] ?? principal.account;
}

/** One tool as the endpoint exposes it. */
interface EndpointTool {
  name: string;
  item: ToolItem;
}

interface Listing {
  tools: Tool[];
  byName: Map<string, EndpointTool>;
}

/** What the endpoint needs from the rest of the server. */
export interface McpEndpointDeps {
  bus: InvalidationBus;
  /** The tool catalog (`GET /api/v1/tools`). */
  listTools(developerId: string, query: { plugin?: string[] | undefined; userId?: string | undefined }): Promise<ToolItem[]>;
  /**
   * The execution pipeline (`POST /api/v1/tools/execute`); its 409s carry the user's hosted connect-page
   * URL (`extra.connectUrl`), which the endpoint hands to the user.
   */
  execute(developerId: string, input: ExecuteInput): Promise<ExecutionResult>;
  /** A hosted connect link for this user and plugin (the `connect` meta-tool); null when not connectable. */
  connectLink(input: { developerId: string; userId: string; pluginSlug: string; accountLabel?: string | undefined }): Promise<ConnectLink | null>;
  /** Tool search (`GET /api/v1/tools/search`), for the `search_tools` meta-tool. */
  searchTools(developerId: string, query: { q: string; limit: number; userId: string; plugin?: string[] | undefined }): Promise<ToolSearchResult[]>;
}

const SERVER_INFO = { name: "plugboard", version: "0.1.0" };

function annotationsOf(item: ToolItem): Tool["annotations"] | undefined {
  if (item.source === "manual") {
    return { title: item.name, readOnlyHint: item.method === "GET", ...(item.method === "DELETE" ? { destructiveHint: true } : {}) };
  }
  return (item.annotations as Tool["annotations"] | undefined) ?? { title: item.name };
}

function inputSchemaOf(item: ToolItem): Tool["inputSchema"] {
  const schema = item.inputSchema as Tool["inputSchema"];
  return schema.type === "object" ? schema : { ...schema, type: "object" };
}

function invalidInputText(error: ServiceError): string {
  const fields = (error.details as { fieldErrors?: Record<string, string[]> } | undefined)?.fieldErrors ?? {};
  const lines = Object.entries(fields).map(([field, messages]) => `- ${field.replace(/^params\./, "")}: ${messages.join("; ")}`);
  return lines.length > 0 ? `Invalid arguments:\n${lines.join("\n")}` : `Invalid arguments: ${error.message}`;
}

/**
 * Plugboard as an MCP server for one end-user (`/mcp/<token>` or `/mcp` with an API key): `tools/list`
 * answers the tools of the selected approved plugins (manual and MCP, connected or not), named by
 * {@link mcpToolNames}; `tools/call` runs the execution pipeline exactly like `POST /api/v1/tools/execute`
 * and maps its envelope with {@link toCallToolResult}. A tool whose plugin is not connected (or must be
 * authorized again) answers `isError` with a hosted connect link for the user.
 *
 * In search mode (`toolMode: "search"`) `tools/list` answers only the three meta-tools of core's
 * `META_TOOLS`, whose `execute_tool` runs through the same path as a direct call.
 *
 * Each HTTP request gets its own SDK `Server` (stateless), so any instance can answer any request.
 * Listings are cached per user and plugin selection, and dropped when a plugin or one of the user's
 * connections changes (on every instance, through the invalidation bus); a client's open GET stream
 * is then told `notifications/tools/list_changed` ({@link watch}).
 */
export function createMcpEndpoint(context: PlugboardContext, deps: McpEndpointDeps) {
  const listings = new ExpiringCache<Listing>({ ttlMs: 60_000, max: 2_000 });
  // One validator for every per-request server: the SDK's default builds a new Ajv instance per
  // server, which cost more than the rest of a tools/call together. Made with the SDK, on first use.
  let jsonSchemaValidator: AjvJsonSchemaValidator | undefined;
  const keyOf = (principal: Pick<McpEndpointPrincipal, "developerId" | "userId" | "plugins">) => JSON.stringify([principal.developerId, principal.userId, principal.plugins]);
  // Open SSE streams that want `notifications/tools/list_changed`, by the user they list for.
  const watchers = new Set<{ principal: McpEndpointPrincipal; notify: () => void }>();
  deps.bus.subscribe((event) => {
    if (event.kind === "plugin" || event.kind === "all") listings.clear();
    if (event.kind === "connection") listings.clear((key) => key.startsWith(JSON.stringify([event.developerId, event.userId]).slice(0, -1)));
    if (event.kind === "mcp-link") return;
    for (const watcher of watchers) {
      const { developerId, userId } = watcher.principal;
      if (event.kind !== "connection" || (event.developerId === developerId && event.userId === userId)) watcher.notify();
    }
  });

  function listing(principal: Pick<McpEndpointPrincipal, "developerId" | "userId" | "plugins">): Promise<Listing> {
    return listings.getOrLoad(keyOf(principal), async () => {
      const items = await deps.listTools(principal.developerId, {
        plugin: principal.plugins.length > 0 ? principal.plugins : undefined,
        userId: principal.userId,
      });
      const names = mcpToolNames(items.map((item) => ({ pluginSlug: item.pluginSlug, slug: item.slug })));
      const byName = new Map<string, EndpointTool>();
      const tools: Tool[] = items.map((item, index) => {
        const name = names[index] as string;
        byName.set(name, { name, item });
        const annotations = annotationsOf(item);
        return {
          name,
          title: item.name,
          description: `${item.description}${item.description.endsWith(".") ? "" : "."} (${item.pluginName})`,
          inputSchema: inputSchemaOf(item),
          ...(annotations ? { annotations } : {}),
        };
      });
      return { tools, byName };
    });
  }

  async function call(principal: McpEndpointPrincipal, name: string, args: Record<string, unknown>): Promise<CallToolResult> {
    const found = (await listing(principal)).byName.get(name);
    if (!found) {
      const { McpError, ErrorCode } = (await loadMcpServerSdk()).types;
      throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${name}`);
    }
    return run(principal, found.item, args);
  }

  /** Runs one listed tool through the execution pipeline (a direct call, or `execute_tool`). */
  async function run(principal: Pick<McpEndpointPrincipal, "developerId" | "userId" | "accounts" | "account">, item: ToolItem, args: Record<string, unknown>): Promise<CallToolResult> {
    try {
      const accountLabel = accountLabelFor(principal, item.pluginSlug);
      const result = await deps.execute(principal.developerId, { userId: principal.userId, tool: item.slug, plugin: item.pluginSlug, params: args, ...(accountLabel !== undefined ? { accountLabel } : {}) });
      return toCallToolResult(item.source as ToolSourceKind, result.body);
    } catch (error) {
      if (!ServiceError.isInstance(error)) throw error;
      if (error.code === "connection_required" || error.code === "reauthorization_required") {
        const connectUrl = error.extra?.connectUrl;
        if (typeof connectUrl !== "string") return { isError: true, content: [{ type: "text", text: error.message }] };
        return connectResult({ pluginName: item.pluginName, connectUrl, reauthorize: error.code === "reauthorization_required" });
      }
      if (error.code === "invalid_input") return { isError: true, content: [{ type: "text", text: invalidInputText(error) }] };
      if (error.status < 500) return { isError: true, content: [{ type: "text", text: error.message }] };
      context.logger.warn("mcp endpoint call failed", { code: error.code });
      const { McpError, ErrorCode } = (await loadMcpServerSdk()).types;
      throw new McpError(ErrorCode.InternalError, error.message);
    }
  }

  const meta = createMetaToolCalls({
    search: deps.searchTools,
    tools: async (principal) => [...(await listing(principal)).byName.values()].map((tool) => tool.item),
    run,
    connectLink: deps.connectLink,
  });

  return {
    /**
     * Sends `notifications/tools/list_changed` through `server` (whose GET stream is open) whenever a
     * plugin changes or one of the principal's user's connections does, on any instance. Returns the
     * function that stops it (call it when the stream closes).
     */
    watch(principal: McpEndpointPrincipal, server: Server): () => void {
      let pending: ReturnType<typeof setTimeout> | undefined;
      const watcher = {
        principal,
        // Changes come in bursts (a connection and its tokens): one notification per burst.
        notify: () => {
          pending ??= setTimeout(() => {
            pending = undefined;
            server.sendToolListChanged().catch(() => undefined);
          }, 50);
        },
      };
      watchers.add(watcher);
      return () => {
        clearTimeout(pending);
        watchers.delete(watcher);
      };
    },

    /** A fresh SDK server for one HTTP request of `principal` (the SDK is loaded on the first). */
    async server(principal: McpEndpointPrincipal): Promise<Server> {
      const { server: { Server }, ajv: { AjvJsonSchemaValidator }, types: { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError } } = await loadMcpServerSdk();
      jsonSchemaValidator ??= new AjvJsonSchemaValidator();
      const server = new Server(SERVER_INFO, {
        capabilities: { tools: { listChanged: true } },
        jsonSchemaValidator,
        instructions:
          principal.toolMode === "search"
            ? "A catalog of tools of the user's apps, run with the user's own credentials. Find a tool with search_tools, run it with execute_tool. When the user must connect an app, give the user the link that execute_tool or connect answers."
            : "Tools of the user's connected apps, run with the user's own credentials. When a tool answers that the user must connect, give the user the link it contains.",
      });
      if (principal.toolMode === "search") {
        server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: META_TOOL_LIST }));
        server.setRequestHandler(CallToolRequestSchema, async (request) => {
          const answer = meta.call(principal, request.params.name, request.params.arguments ?? {});
          if (!answer) throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${request.params.name}; in search mode the tools are search_tools, execute_tool and connect`);
          return answer;
        });
        return server;
      }
      server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: (await listing(principal)).tools }));
      server.setRequestHandler(CallToolRequestSchema, async (request) => call(principal, request.params.name, request.params.arguments ?? {}));
      return server;
    },
  };
}

/** The MCP endpoint's interface. */
export type McpEndpoint = ReturnType<typeof createMcpEndpoint>;
