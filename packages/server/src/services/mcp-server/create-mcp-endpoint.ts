import type { Server } from "@modelcontextprotocol/sdk/server/index.js";
import type { AjvJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/ajv";
import type { CallToolResult, RequestId, Tool } from "@modelcontextprotocol/sdk/types.js";
import {
  jsonProblem,
  MAX_JSON_DEPTH,
  type ToolItem,
  type ToolMode,
  type ToolSearchResult,
  type ToolSourceKind,
} from "@plugboard/core";
import { mcpToolNames } from "@plugboard/core/server";
import type { PlugboardContext } from "../../context.js";
import { ServiceError } from "../../errors/service-error.js";
import { ExpiringCache } from "../../infra/expiring-cache.js";
import type { InvalidationBus } from "../../infra/invalidation-bus.js";
import type { ExecuteInput, ExecutionResult } from "../execution/execution-service.js";
import { loadMcpServerSdk } from "../../infra/load-mcp-sdk.js";
import { createMcpClientSlots, mcpClientSlotLimit } from "./mcp-client-slots.js";
import { createMetaToolCalls, META_TOOL_LIST, type MetaToolDeps } from "./meta-tool-calls.js";
import { connectResult, toCallToolResult } from "./to-call-tool-result.js";
import { approvalResult } from "./approval-result.js";
import type { ElicitUrl } from "./elicit-url.js";

/** Who an MCP request acts for: a developer's end-user, optionally narrowed to some plugins. */
export interface McpEndpointPrincipal {
  developerId: string;
  userId: string;
  /** The MCP link the request came through; absent in header mode (the client is then the end-user). */
  linkId?: string;
  /** Plugin slugs to expose; empty means every approved plugin. */
  plugins: string[];
  /** `all`: every tool; `search`: the three meta-tools (`search_tools`, `execute_tool`, `connect`). */
  toolMode: ToolMode;
  /** The account label to use per plugin slug (an MCP link's `accounts`, or `X-Plugboard-Account` pairs). */
  accounts?: Record<string, string> | undefined;
  /** One account label for every plugin not in `accounts` (`X-Plugboard-Account: <label>`); else the default account. */
  account?: string | undefined;
}

/** A principal in one `tools/call`: with {@link ElicitUrl} when its client declared URL-mode elicitation. */
type CallPrincipal = McpEndpointPrincipal & { elicitUrl?: ElicitUrl | undefined };

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
  execute(developerId: string, input: ExecuteInput, options?: { signal?: AbortSignal; mcpLinkId?: string }): Promise<ExecutionResult>;
  /** A hosted connect link for this user and plugin (the `connect` meta-tool); null when not connectable. */
  connectLink: MetaToolDeps["connectLink"];
  /** Tool search (`GET /api/v1/tools/search`), for the `search_tools` meta-tool. */
  searchTools(developerId: string, query: { q: string; limit: number; userId: string; plugin?: string[] | undefined }): Promise<ToolSearchResult[]>;
}

const SERVER_INFO = { name: "plugboard", version: "0.1.0" };

/**
 * JSON-RPC error code of a `tools/call` refused because its MCP client already has its share of the
 * developer's execution slots in flight ({@link mcpClientSlotLimit}); `data` carries `limit` and
 * `retryAfterSeconds`. In the implementation-defined server-error range of JSON-RPC 2.0.
 */
export const MCP_CLIENT_BUSY_CODE = -32029;

/** The client whose calls share one bound: the link, or in header mode the developer's end-user. */
const clientOf = (principal: Pick<McpEndpointPrincipal, "developerId" | "userId" | "linkId">) => principal.linkId ?? `${principal.developerId}\u0000${principal.userId}`;

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

/**
 * Refuses `tools/call` arguments that REST execute would refuse as params ({@link jsonProblem}: nesting
 * deeper than {@link MAX_JSON_DEPTH} levels, strings that cannot be stored) with JSON-RPC invalid params
 * (-32602) naming the member and the bound, before anything walks them: JSON.parse and the SDK's
 * parsing take 100,000 levels, but serializing the upstream request overflowed the stack past a few
 * thousand (answered -32603 "Maximum call stack size exceeded").
 */
async function checkArguments(args: Record<string, unknown>): Promise<void> {
  const problem = jsonProblem(args);
  if (!problem) return;
  const { McpError, ErrorCode } = (await loadMcpServerSdk()).types;
  const where = problem.path.length > 0 ? `arguments.${problem.path.join(".")}` : "arguments";
  throw new McpError(ErrorCode.InvalidParams, `Invalid arguments: ${where.slice(0, 200)} ${problem.message} (at most ${MAX_JSON_DEPTH} levels, as for REST execute params)`);
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
export function createMcpEndpoint(context: Pick<PlugboardContext, "logger" | "concurrency">, deps: McpEndpointDeps) {
  const listings = new ExpiringCache<Listing>({ ttlMs: 60_000, max: 2_000 });
  const clientSlots = createMcpClientSlots(mcpClientSlotLimit(context.concurrency.perDeveloper));
  // One validator for every per-request server: the SDK's default builds a new Ajv instance per
  // server, which cost more than the rest of a tools/call together. Made with the SDK, on first use.
  let jsonSchemaValidator: AjvJsonSchemaValidator | undefined;
  // Which clients declared URL-mode elicitation in their `initialize`: the endpoint is stateless, so a
  // later `tools/call` learns it here (per instance; a client initialized on another instance is not asked).
  const urlElicitingClients = new ExpiringCache<boolean>({ ttlMs: 24 * 3600_000, max: 10_000 });
  const keyOf = (principal: Pick<McpEndpointPrincipal, "developerId" | "userId" | "plugins">) => JSON.stringify([principal.developerId, principal.userId, principal.plugins]);
  // Open SSE streams that want `notifications/tools/list_changed`, by the user they list for.
  const watchers = new Set<{ principal: McpEndpointPrincipal; notify: () => void }>();
  deps.bus.subscribe((event) => {
    if (event.kind === "plugin" || event.kind === "all") listings.clear();
    if (event.kind === "connection") listings.clear((key) => key.startsWith(JSON.stringify([event.developerId, event.userId]).slice(0, -1)));
    if (event.kind === "mcp-link" || event.kind === "policy" || event.kind === "approval") return;
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

  async function call(principal: CallPrincipal, name: string, args: Record<string, unknown>, signal: AbortSignal): Promise<CallToolResult> {
    const found = (await listing(principal)).byName.get(name);
    if (!found) {
      const { McpError, ErrorCode } = (await loadMcpServerSdk()).types;
      throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${name}`);
    }
    return run(principal, found.item, args, signal);
  }

  /**
   * Runs one listed tool through the execution pipeline (a direct call, or `execute_tool`), in one of
   * its client's slots, on the account the link or header chose for its plugin; `signal` (the client
   * went away) cancels the upstream call.
   */
  async function run(principal: Pick<CallPrincipal, "developerId" | "userId" | "linkId" | "accounts" | "account" | "elicitUrl">, item: ToolItem, args: Record<string, unknown>, signal?: AbortSignal): Promise<CallToolResult> {
    const release = clientSlots.acquire(clientOf(principal));
    if (!release) {
      const { McpError } = (await loadMcpServerSdk()).types;
      throw new McpError(
        MCP_CLIENT_BUSY_CODE,
        `This MCP client already has ${clientSlots.limit} tool calls in flight (its share of the developer's execution slots); retry when one has answered`,
        { limit: clientSlots.limit, retryAfterSeconds: 1 },
      );
    }
    try {
      const accountLabel = accountLabelFor(principal, item.pluginSlug);
      const result = await deps.execute(
        principal.developerId,
        { userId: principal.userId, tool: item.slug, plugin: item.pluginSlug, params: args, ...(accountLabel !== undefined ? { accountLabel } : {}) },
        { ...(signal ? { signal } : {}), ...(principal.linkId !== undefined ? { mcpLinkId: principal.linkId } : {}) },
      );
      if (result.httpStatus === 202) {
        // The page's URL goes to the person (the client opens it), never into the model's result.
        principal.elicitUrl?.({
          elicitationId: result.body.approvalId,
          url: result.body.approvalUrl,
          message: `${item.name} (${item.pluginName}) is waiting for your approval: open the page to approve or deny this call.`,
        });
        return approvalResult({ pluginName: item.pluginName, tool: item.slug, approval: result.body, askedInClient: principal.elicitUrl !== undefined });
      }
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
    } finally {
      release();
    }
  }

  const meta = createMetaToolCalls({
    search: deps.searchTools,
    tools: async (principal) => [...(await listing(principal)).byName.values()].map((tool) => tool.item),
    run,
    connectLink: deps.connectLink,
  });

  /**
   * `principal` for one `tools/call` of `server`: when its client declared URL-mode elicitation, with
   * {@link ElicitUrl} sending `elicitation/create` (mode `url`) on the call's own response stream. The
   * endpoint is stateless, so the client's answer reaches another request and is not awaited.
   */
  async function callPrincipal(principal: McpEndpointPrincipal, server: Server, requestId: RequestId): Promise<CallPrincipal> {
    if (urlElicitingClients.get(clientOf(principal)) !== true) return principal;
    const { ElicitResultSchema } = (await loadMcpServerSdk()).types;
    const elicitUrl: ElicitUrl = (request) => {
      server.request({ method: "elicitation/create", params: { mode: "url", ...request } }, ElicitResultSchema, { relatedRequestId: requestId }).catch(() => undefined);
    };
    return { ...principal, elicitUrl };
  }

  return {
    /**
     * Notes what the client of `message` declared, when it is an `initialize` request: whether it
     * opens URLs for its user (`capabilities.elicitation.url`, MCP 2025-11-25). Later `tools/call`s of
     * the same client (its link, or in header mode the developer's end-user) then send the approval page
     * of a held call that way ({@link ElicitUrl}), and their responses are streamed (SSE) to carry it.
     */
    noteInitialize(principal: McpEndpointPrincipal, message: unknown): void {
      if (typeof message !== "object" || message === null || (message as { method?: unknown }).method !== "initialize") return;
      const capabilities = (message as { params?: { capabilities?: { elicitation?: { url?: unknown } } } }).params?.capabilities;
      urlElicitingClients.set(clientOf(principal), typeof capabilities?.elicitation?.url === "object" && capabilities.elicitation.url !== null);
    },

    /** Whether the client of `principal` declared URL-mode elicitation in its last `initialize` here. */
    elicitsUrl: (principal: McpEndpointPrincipal): boolean => urlElicitingClients.get(clientOf(principal)) === true,

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
            ? "A catalog of tools of the user's apps, run with the user's own credentials. Find a tool with search_tools, run it with execute_tool. When the user must connect an app, give the user the link that execute_tool or connect answers. When a call needs the user's approval, tell the user and call again once they approved."
            : "Tools of the user's connected apps, run with the user's own credentials. When a tool answers that the user must connect, give the user the link it contains. When a call needs the user's approval, tell the user and call again once they approved.",
      });
      if (principal.toolMode === "search") {
        server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: META_TOOL_LIST }));
        server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
          await checkArguments(request.params.arguments ?? {});
          const answer = meta.call(await callPrincipal(principal, server, extra.requestId), request.params.name, request.params.arguments ?? {}, extra.signal);
          if (!answer) throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${request.params.name}; in search mode the tools are search_tools, execute_tool and connect`);
          return answer;
        });
        return server;
      }
      server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: (await listing(principal)).tools }));
      server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
        await checkArguments(request.params.arguments ?? {});
        return call(await callPrincipal(principal, server, extra.requestId), request.params.name, request.params.arguments ?? {}, extra.signal);
      });
      return server;
    },
  };
}

/** The MCP endpoint's interface. */
export type McpEndpoint = ReturnType<typeof createMcpEndpoint>;
