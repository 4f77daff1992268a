import { createServer, type Server as HttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { CallToolRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import express from "express";

/** A tool the server publishes with exactly this raw JSON Schema (no SDK conversion in between). */
export interface RawSchemaTool {
  name: string;
  inputSchema: Record<string, unknown>;
}

/** A running open (no auth) MCP server and the `tools/call` requests it received. */
export interface SchemaMcpServer {
  mcpUrl: string;
  /** Each `tools/call`: its tool, arguments and `_meta` (where a caller puts its trace context). */
  calls: Array<{ name: string; arguments: unknown; meta?: unknown }>;
  close(): Promise<void>;
}

/**
 * A stateless open MCP server (the SDK's low-level `Server` over Streamable HTTP) that publishes the
 * given tools with their raw input schemas — draft-07, odd keywords, schemas a validator cannot
 * compile, as real servers do — and answers every call with its arguments as JSON text.
 */
export async function startSchemaMcpServer(tools: readonly RawSchemaTool[]): Promise<SchemaMcpServer> {
  const calls: SchemaMcpServer["calls"] = [];
  const app = express();
  app.use(express.json());
  app.all("/mcp", async (request, response) => {
    const mcp = new Server({ name: "schema-server", version: "1.0.0" }, { capabilities: { tools: {} } });
    mcp.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: tools.map((tool) => ({ name: tool.name, description: `Tool ${tool.name}`, inputSchema: tool.inputSchema })) }));
    mcp.setRequestHandler(CallToolRequestSchema, async (call) => {
      calls.push({ name: call.params.name, arguments: call.params.arguments, meta: call.params._meta });
      return { content: [{ type: "text", text: JSON.stringify(call.params.arguments ?? {}) }] };
    });
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    response.on("close", () => void transport.close());
    await mcp.connect(transport);
    await transport.handleRequest(request, response, request.body);
  });
  const server: HttpServer = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    mcpUrl: `http://127.0.0.1:${port}/mcp`,
    calls,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
