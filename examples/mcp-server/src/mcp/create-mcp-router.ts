import { randomUUID } from "node:crypto";
import express from "express";
import type { ErrorRequestHandler, RequestHandler, Response, Router } from "express";
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { SSEServerTransport } from "@modelcontextprotocol/sdk/server/sse.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { isInitializeRequest } from "@modelcontextprotocol/sdk/types.js";
import { createToolsServer } from "./create-tools-server.js";
import type { AuthenticatedRequest } from "./require-mcp-bearer-auth.js";

/** Paths of the MCP endpoints, relative to the origin. */
export const MCP_PATHS = {
  /** Streamable HTTP (POST, GET with a session, DELETE); legacy SSE stream on GET without a session. */
  mcp: "/mcp",
  /** Legacy SSE stream (HTTP+SSE transport of protocol 2024-11-05). */
  sse: "/sse",
  /** Legacy SSE message endpoint: `POST /messages?sessionId=<id>`. */
  messages: "/messages",
} as const;

/** Options of {@link createMcpRouter}. */
export interface CreateMcpRouterOptions {
  /** Checks the bearer token; omitted when authorization is switched off. */
  authenticate?: RequestHandler;
  /** Checks the token's scopes against the parsed JSON-RPC body; omitted when authorization is switched off. */
  authorizeScopes?: RequestHandler;
  streamableHttp: boolean;
  legacySse: boolean;
  onSessionCreated: () => void;
  onToolCall: () => void;
}

/** The MCP HTTP layer and a handle on its live sessions. */
export interface McpRouter {
  router: Router;
  /** Closes every session (its streams end); later requests naming one get 404. */
  closeSessions(): Promise<void>;
}

type Session =
  | { kind: "streamable"; transport: StreamableHTTPServerTransport; server: McpServer; owner: string | undefined }
  | { kind: "sse"; transport: SSEServerTransport; server: McpServer; owner: string | undefined };

/**
 * A session belongs to the client and user whose token created it. A session id is untrusted input that only
 * routes a request; the token of every request is checked first, and a valid token of someone else does not
 * reach a session it did not create (it gets the same 404 as an unknown id).
 */
function ownerOf(request: AuthenticatedRequest): string | undefined {
  const auth = request.auth;
  return auth ? JSON.stringify([auth.clientId, auth.extra?.subject ?? null]) : undefined;
}

function jsonRpcError(response: Response, status: number, code: number, message: string): void {
  response.status(status).json({ jsonrpc: "2.0", error: { code, message }, id: null });
}

const sessionNotFound = (response: Response) => jsonRpcError(response, 404, -32001, "Session not found");

/**
 * Serves MCP over Streamable HTTP at `/mcp` (SDK `StreamableHTTPServerTransport`, one per session, ids from
 * `randomUUID()`) and over the legacy HTTP+SSE transport (SDK `SSEServerTransport`): `GET /sse` — or `GET /mcp`
 * without an `Mcp-Session-Id`, the MCP 2024-11-05 HTTP+SSE transport — opens the stream, whose `endpoint` event names
 * `/messages?sessionId=<id>`. With `streamableHttp: false`, `POST /mcp` answers 405 so clients fall back to SSE.
 */
export function createMcpRouter(options: CreateMcpRouterOptions): McpRouter {
  const sessions = new Map<string, Session>();
  const router = express.Router();
  const authenticate = options.authenticate ? [options.authenticate] : [];
  const withBody = [express.json({ limit: "1mb" }), ...(options.authorizeScopes ? [options.authorizeScopes] : [])];

  const findSession = (id: unknown, kind: Session["kind"], request: AuthenticatedRequest) => {
    const session = typeof id === "string" ? sessions.get(id) : undefined;
    return session && session.kind === kind && session.owner === ownerOf(request) ? session : undefined;
  };

  const openLegacyStream: RequestHandler = async (request: AuthenticatedRequest, response) => {
    const transport = new SSEServerTransport(MCP_PATHS.messages, response);
    const server = createToolsServer({ onToolCall: options.onToolCall });
    sessions.set(transport.sessionId, { kind: "sse", transport, server, owner: ownerOf(request) });
    transport.onclose = () => sessions.delete(transport.sessionId);
    options.onSessionCreated();
    await server.connect(transport); // writes the SSE headers and the endpoint event
  };

  const methodNotAllowed = (allow: string): RequestHandler => (_request, response) => {
    response.set("Allow", allow);
    jsonRpcError(response, 405, -32000, `Method not allowed on ${MCP_PATHS.mcp}`);
  };

  if (options.streamableHttp) {
    router.post(MCP_PATHS.mcp, ...authenticate, ...withBody, async (request: AuthenticatedRequest, response) => {
      const sessionId = request.header("mcp-session-id");
      if (sessionId !== undefined) {
        const session = findSession(sessionId, "streamable", request);
        if (session?.kind !== "streamable") return sessionNotFound(response);
        await session.transport.handleRequest(request, response, request.body);
        return;
      }
      if (!isInitializeRequest(request.body)) {
        return jsonRpcError(response, 400, -32000, "Bad Request: send initialize first, or the Mcp-Session-Id header");
      }
      const owner = ownerOf(request);
      const server = createToolsServer({ onToolCall: options.onToolCall });
      const transport: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({
        sessionIdGenerator: () => randomUUID(),
        onsessioninitialized: (id) => {
          sessions.set(id, { kind: "streamable", transport, server, owner });
          options.onSessionCreated();
        },
      });
      transport.onclose = () => {
        if (transport.sessionId) sessions.delete(transport.sessionId);
      };
      await server.connect(transport);
      await transport.handleRequest(request, response, request.body);
    });
    router.delete(MCP_PATHS.mcp, ...authenticate, async (request: AuthenticatedRequest, response) => {
      const session = findSession(request.header("mcp-session-id"), "streamable", request);
      if (session?.kind !== "streamable") return sessionNotFound(response);
      await session.transport.handleRequest(request, response);
    });
  } else {
    router.post(MCP_PATHS.mcp, ...authenticate, methodNotAllowed("GET"));
    router.delete(MCP_PATHS.mcp, ...authenticate, methodNotAllowed("GET"));
  }

  router.get(MCP_PATHS.mcp, ...authenticate, async (request: AuthenticatedRequest, response, next) => {
    const sessionId = request.header("mcp-session-id");
    if (options.streamableHttp && sessionId !== undefined) {
      const session = findSession(sessionId, "streamable", request);
      if (session?.kind !== "streamable") return sessionNotFound(response);
      await session.transport.handleRequest(request, response);
      return;
    }
    if (options.legacySse) return openLegacyStream(request, response, next);
    jsonRpcError(response, 400, -32000, "Bad Request: Mcp-Session-Id header is required");
  });

  if (options.legacySse) {
    router.get(MCP_PATHS.sse, ...authenticate, openLegacyStream);
    router.post(MCP_PATHS.messages, ...authenticate, ...withBody, async (request: AuthenticatedRequest, response) => {
      const session = findSession(request.query.sessionId, "sse", request);
      if (session?.kind !== "sse") return sessionNotFound(response);
      await session.transport.handlePostMessage(request, response, request.body);
    });
  }

  const bodyErrors: ErrorRequestHandler = (error: { type?: string; status?: number }, _request, response, next) => {
    if (response.headersSent) return next(error);
    if (error.type === "entity.parse.failed") return jsonRpcError(response, 400, -32700, "Parse error: invalid JSON");
    if (error.type === "entity.too.large") return jsonRpcError(response, 413, -32000, "Request body too large");
    if (error.status && error.status >= 400 && error.status < 500) return jsonRpcError(response, error.status, -32000, "Bad request");
    next(error);
  };
  router.use(bodyErrors);

  return {
    router,
    async closeSessions() {
      const open = [...sessions.values()];
      sessions.clear();
      await Promise.allSettled(open.map((session) => session.server.close()));
    },
  };
}
