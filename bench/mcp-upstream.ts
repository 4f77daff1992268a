// A minimal open MCP server for the MCP benchmark: Streamable HTTP with sessions, one `echo` tool.
import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { CallToolRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import express from "express";

const sessions = new Map<string, StreamableHTTPServerTransport>();
const app = express();
app.use(express.json());
app.all("/mcp", async (request, response) => {
  const id = request.headers["mcp-session-id"];
  let transport = typeof id === "string" ? sessions.get(id) : undefined;
  if (typeof id === "string" && !transport) return void response.status(404).json({ jsonrpc: "2.0", error: { code: -32001, message: "Session not found" }, id: null });
  if (!transport) {
    const server = new Server({ name: "bench", version: "1.0.0" }, { capabilities: { tools: {} } });
    server.setRequestHandler(ListToolsRequestSchema, async () => ({
      tools: [{ name: "echo", description: "Echoes a message", inputSchema: { type: "object", properties: { message: { type: "string" } } } }],
    }));
    server.setRequestHandler(CallToolRequestSchema, async (call) => ({
      content: [{ type: "text", text: String(call.params.arguments?.message ?? "") }],
    }));
    const created: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      enableJsonResponse: true,
      onsessioninitialized: (sessionId) => void sessions.set(sessionId, created),
    });
    await server.connect(created);
    transport = created;
  }
  await transport.handleRequest(request, response, request.body);
});
const server = createServer(app);
server.keepAliveTimeout = 60_000;
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  process.send?.({ port: typeof address === "object" && address ? address.port : 0 });
});
process.on("SIGINT", () => process.exit(0));
