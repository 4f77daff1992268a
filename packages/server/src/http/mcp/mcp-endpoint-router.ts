import { MCP_ACCOUNT_HEADER, parseAccountHeader, MCP_PLUGINS_HEADER, MCP_TOOL_MODE_HEADER, MCP_USER_ID_HEADER, PluginSlugSchema, ToolModeSchema, UserIdSchema } from "@plugboard/core";
import { Router, type Request, type Response } from "express";
import { ServiceError } from "../../errors/service-error.js";
import type { ApiKeyService } from "../../services/developers/api-key-service.js";
import type { McpEndpoint, McpEndpointPrincipal } from "../../services/mcp-server/create-mcp-endpoint.js";
import type { McpLinkService } from "../../services/mcp-server/mcp-link-service.js";
import { loadMcpServerSdk } from "../../infra/load-mcp-sdk.js";
import { readBearer } from "../read-bearer.js";
import { MCP_LINK_PATH } from "../redact-token-paths.js";

const LOCAL_HOSTS = ["localhost", "127.0.0.1", "[::1]"];

/**
 * The `Host` values the endpoint answers: `BASE_URL`'s host, and in development its localhost aliases
 * on the same port. Anything else is refused, as the MCP spec's DNS-rebinding guidance asks.
 */
export function allowedMcpHosts(baseUrl: string, production: boolean): Set<string> {
  const url = new URL(baseUrl);
  const hosts = new Set([url.host]);
  if (!production && LOCAL_HOSTS.includes(url.hostname)) {
    for (const name of LOCAL_HOSTS) hosts.add(url.port ? `${name}:${url.port}` : name);
  }
  return hosts;
}

/** A JSON-RPC error answer outside any request (bad host, bad credentials). */
function rpcError(response: Response, status: number, message: string): void {
  response.status(status).json({ jsonrpc: "2.0", error: { code: -32001, message }, id: null });
}

/**
 * Why a JSON-RPC batch cannot be answered one response per request, or undefined: two of its requests
 * share an id (MCP forbids reusing an id; the SDK's transport answers by id, so such a batch got a
 * single answer for all of them). Batches themselves are served for clients of MCP 2025-03-26, which
 * has them; later protocol versions send one message per POST.
 */
function batchProblem(body: unknown): string | undefined {
  if (!Array.isArray(body)) return undefined;
  const seen = new Set<unknown>();
  for (const message of body as Array<{ id?: unknown; method?: unknown } | null>) {
    if (typeof message !== "object" || message === null || typeof message.method !== "string" || message.id === undefined) continue;
    if (seen.has(message.id)) return `Invalid Request: the batch holds several requests with id ${JSON.stringify(message.id).slice(0, 100)}; each request of a batch needs its own id`;
    seen.add(message.id);
  }
  return undefined;
}

/**
 * `/mcp/{token}` (an MCP link) and `/mcp` (`Authorization: Bearer <API key>`, `X-Plugboard-User-Id`,
 * optional `X-Plugboard-Plugins` and `X-Plugboard-Tool-Mode`): the MCP Streamable HTTP endpoint of one end-user, served by the
 * MCP SDK's transport in stateless mode (POST answers JSON, or SSE for a client that declared URL-mode
 * elicitation; GET opens the SSE stream; DELETE ends it).
 */
export function mcpEndpointRouter(deps: {
  baseUrl: string;
  production: boolean;
  links: McpLinkService;
  apiKeys: ApiKeyService;
  endpoint: McpEndpoint;
}): Router {
  const router = Router();
  const hosts = allowedMcpHosts(deps.baseUrl, deps.production);

  async function headerPrincipal(request: Request): Promise<McpEndpointPrincipal | string> {
    const key = readBearer(request.headers.authorization);
    const developer = key ? await deps.apiKeys.resolve(key) : null;
    if (!developer) return "Unauthorized: pass an MCP link URL, or Authorization: Bearer <API key>";
    const userId = UserIdSchema.safeParse(request.headers[MCP_USER_ID_HEADER]);
    if (!userId.success) throw new ServiceError("invalid_input", `Header X-Plugboard-User-Id: ${userId.error.issues[0]?.message ?? "required"}`);
    const header = request.headers[MCP_PLUGINS_HEADER];
    const plugins = typeof header === "string" ? header.split(",").map((slug) => slug.trim()).filter(Boolean) : [];
    const bad = plugins.find((slug) => !PluginSlugSchema.safeParse(slug).success);
    if (bad !== undefined) throw new ServiceError("invalid_input", `Header X-Plugboard-Plugins: "${bad.slice(0, 64)}" is not a plugin slug`);
    await deps.links.checkPlugins(plugins, "X-Plugboard-Plugins");
    const mode = request.headers[MCP_TOOL_MODE_HEADER];
    const toolMode = ToolModeSchema.safeParse(typeof mode === "string" && mode.trim() !== "" ? mode.trim().toLowerCase() : "all");
    if (!toolMode.success) throw new ServiceError("invalid_input", `Header X-Plugboard-Tool-Mode: must be "all" or "search"`);
    const accountHeader = request.headers[MCP_ACCOUNT_HEADER];
    let accounts: Pick<McpEndpointPrincipal, "accounts" | "account"> = {};
    if (typeof accountHeader === "string" && accountHeader.trim() !== "") {
      const read = parseAccountHeader(accountHeader);
      if (!read.ok) throw new ServiceError("invalid_input", `Header X-Plugboard-Account: ${read.error}`);
      if ("all" in read.value) accounts = { account: read.value.all };
      else {
        const badSlug = Object.keys(read.value.byPlugin).find((slug) => !PluginSlugSchema.safeParse(slug).success);
        if (badSlug !== undefined) throw new ServiceError("invalid_input", `Header X-Plugboard-Account: "${badSlug.slice(0, 64)}" is not a plugin slug`);
        accounts = { accounts: read.value.byPlugin };
      }
    }
    return { developerId: developer.id, userId: userId.data, plugins, toolMode: toolMode.data, ...accounts };
  }

  async function serve(request: Request, response: Response, principal: McpEndpointPrincipal | string | null): Promise<void> {
    if (principal === null || typeof principal === "string") return rpcError(response, 401, principal ?? "Unauthorized: this MCP link is unknown, deleted or expired");
    const problem = request.method === "POST" ? batchProblem(request.body) : undefined;
    if (problem) return void response.status(400).json({ jsonrpc: "2.0", error: { code: -32600, message: problem }, id: null });
    if (request.method === "POST") deps.endpoint.noteInitialize(principal, request.body);
    const server = await deps.endpoint.server(principal);
    const { StreamableHTTPServerTransport } = (await loadMcpServerSdk()).streamableHttp;
    // A client that opens URLs for its user gets streamed answers, which can carry an `elicitation/create`
    // (a held call's approval page) before the result.
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: !deps.endpoint.elicitsUrl(principal) });
    // A GET opens the stream of server-sent notifications: tell it when the user's tools change.
    const unwatch = request.method === "GET" ? deps.endpoint.watch(principal, server) : undefined;
    response.on("close", () => {
      unwatch?.();
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(request, response, request.body);
  }

  router.use(["/mcp", MCP_LINK_PATH], (request, response, next) => {
    if (hosts.has(request.headers.host ?? "")) return next();
    rpcError(response, 403, `Invalid Host header: ${(request.headers.host ?? "").slice(0, 200)}`);
  });
  router.all(MCP_LINK_PATH, async (request, response) => {
    await serve(request, response, await deps.links.authenticate(String(request.params.token)));
  });
  router.all("/mcp", async (request, response) => {
    const principal = await headerPrincipal(request).catch((error: unknown) => {
      if (ServiceError.isInstance(error) && error.code === "invalid_input") return rpcError(response, 400, error.message);
      throw error;
    });
    if (principal !== undefined) await serve(request, response, principal);
  });
  return router;
}
