import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { createLogger } from "../../src/logging/logger.js";
import { createOutbound } from "../../src/outbound/create-outbound.js";
import { mcpSessionPolicy } from "../../src/outbound/outbound-policy.js";
import { loadSettings } from "../../src/settings/load-settings.js";
import { createMcpSessionPool } from "../../src/sources/mcp/create-mcp-session-pool.js";
import type { Database } from "../../src/store/open-database.js";
import { startPlugboard, TEST_ENCRYPTION_KEY, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";
import { connectMcp, createMcpPlugin, execute } from "./helpers/mcp-flow.js";
import { startVariantMcpServer, type VariantMcpServer } from "./helpers/start-variant-mcp-server.js";

const MB = 1024 * 1024;
const PATHS = [
  { path: "the fast path", fastPath: true },
  { path: "the plain path (the MCP SDK's own transport over undici's fetch)", fastPath: false },
];

// The outbound fast path is one switch (`outboundFastPath`, `PLUGBOARD_OUTBOUND_FAST_PATH=off`): every
// MCP behaviour below holds on both paths.
describe.each(testDatabases())("MCP calls on both outbound paths, on $name", ({ open }) => {
  describe.each(PATHS)("$path", ({ fastPath }) => {
    let db: Database;
    let pb: TestPlugboard;
    const servers: VariantMcpServer[] = [];
    beforeAll(async () => {
      db = await open();
      pb = await startPlugboard(db, { outboundFastPath: fastPath, toolMaxResponseBytes: MB });
    });
    afterAll(async () => {
      await pb?.close();
      for (const server of servers) await server.close();
      await db?.close();
    });

    it.each([
      ["an SSE stream", false],
      ["a JSON answer", true],
    ])("calls tools answered in %s, refuses a result over the limit with a 502 naming it, and the next call works", async (_name, jsonResponse) => {
      const server = await startVariantMcpServer({ auth: false, bigTool: true, jsonResponse });
      servers.push(server);
      const slug = `open-${jsonResponse ? "json" : "sse"}`;
      const pluginId = await createMcpPlugin(pb, slug, { serverUrl: server.mcpUrl });
      await pb.services.mcpTools.sync(pluginId, { developerId: pb.developerId });

      const echo = await execute(pb, "u1", "ECHO", { message: "both paths" }, { plugin: slug });
      expect(echo.status, JSON.stringify(echo.body)).toBe(200);
      expect(echo.body.data.content[0].text).toBe("both paths");
      const over = await execute(pb, "u1", "BIG", { bytes: 2 * MB }, { plugin: slug });
      expect(over.status).toBe(502);
      expect(over.body.error).toBe("The MCP call failed: The MCP server's response is larger than the limit of 1048576 bytes");
      const fits = await execute(pb, "u1", "BIG", { bytes: MB / 2 }, { plugin: slug });
      expect(fits.status).toBe(200);
      expect(fits.body.data.content[0].text).toHaveLength(MB / 2);
      expect((await execute(pb, "u1", "ECHO", { message: "still here" }, { plugin: slug })).body.data.content[0].text).toBe("still here");
    });

    it("connects a user through MCP OAuth (discovery, registration, token) and calls a tool with the token", async () => {
      const server = await startVariantMcpServer({ auth: true });
      servers.push(server);
      await createMcpPlugin(pb, "protected", { serverUrl: server.mcpUrl });
      await connectMcp(pb, "protected", "u2");
      // Listing the tools for the connected user syncs them over a session with the user's token.
      const listed = await pb.api("GET", "/api/v1/tools?plugin=protected&userId=u2");
      expect(listed.body.tools.map((tool: { slug: string }) => tool.slug)).toContain("ECHO");
      const echo = await execute(pb, "u2", "ECHO", { message: "with a token" }, { plugin: "protected" });
      expect(echo.status, JSON.stringify(echo.body)).toBe(200);
      expect(echo.body.data.content[0].text).toBe("with a token");
      expect(server.tokenRequests.map((request) => request.grantType)).toContain("authorization_code");
    });
  });
});

describe("the switch selects the transport", () => {
  let server: VariantMcpServer;
  beforeAll(async () => {
    server = await startVariantMcpServer({ auth: false });
  });
  afterAll(() => server.close());

  it.each(PATHS)("$path: sessions use the expected Streamable HTTP transport class", async ({ fastPath }) => {
    const outbound = createOutbound({ guard: { guardPrivateNetwork: false }, fastPath });
    const pool = createMcpSessionPool({
      boundedFetch: (limit) => outbound.fetch(mcpSessionPolicy({ maxResponseBytes: limit.maxBytes }), { onExceeded: limit.onExceeded }),
      fastPath: outbound.fastPath,
      logger: createLogger({ level: "error", write: () => undefined }),
      requestTimeoutMs: 5000,
    });
    try {
      const transport = await pool.use("k", { serverUrl: server.mcpUrl, accessToken: null }, async (session) => session.client.transport);
      expect(transport).toBeInstanceOf(StreamableHTTPClientTransport);
      // Off: the SDK's own class, nothing of it replaced; on: the subclass that reads streams from the socket.
      expect(Object.getPrototypeOf(transport) === StreamableHTTPClientTransport.prototype).toBe(!fastPath);
    } finally {
      await pool.close();
      await outbound.close();
    }
  });

  it("PLUGBOARD_RUNTIME_FAST_PATHS=off, the switch of every fast path, selects the SDK's own transport", async () => {
    const settings = loadSettings({ ENCRYPTION_KEY: TEST_ENCRYPTION_KEY, DATABASE_URL: "memory://", PLUGBOARD_RUNTIME_FAST_PATHS: "off" });
    const outbound = createOutbound({ guard: { guardPrivateNetwork: false }, fastPath: settings.outboundFastPath });
    expect(outbound.fastPath).toBe(false);
    const pool = createMcpSessionPool({
      boundedFetch: (limit) => outbound.fetch(mcpSessionPolicy({ maxResponseBytes: limit.maxBytes }), { onExceeded: limit.onExceeded }),
      fastPath: outbound.fastPath,
      logger: createLogger({ level: "error", write: () => undefined }),
      requestTimeoutMs: 5000,
    });
    try {
      const transport = await pool.use("k", { serverUrl: server.mcpUrl, accessToken: null }, async (session) => session.client.transport);
      expect(Object.getPrototypeOf(transport)).toBe(StreamableHTTPClientTransport.prototype);
    } finally {
      await pool.close();
      await outbound.close();
    }
  });

  it("PLUGBOARD_OUTBOUND_FAST_PATH=off turns it off; unset keeps it on", () => {
    const env = { ENCRYPTION_KEY: TEST_ENCRYPTION_KEY, DATABASE_URL: "memory://" };
    expect(loadSettings(env).outboundFastPath).toBeUndefined();
    expect(loadSettings({ ...env, PLUGBOARD_OUTBOUND_FAST_PATH: "off" }).outboundFastPath).toBe(false);
  });
});

// The plain path as an operator selects it: Plugboard started from the environment with the one switch off.
describe.each(testDatabases())("MCP calls with PLUGBOARD_RUNTIME_FAST_PATHS=off, on $name", ({ open }) => {
  let db: Database;
  let pb: TestPlugboard;
  let server: VariantMcpServer;
  beforeAll(async () => {
    db = await open();
    const settings = loadSettings({ ENCRYPTION_KEY: TEST_ENCRYPTION_KEY, DATABASE_URL: "memory://", PLUGBOARD_RUNTIME_FAST_PATHS: "off", PLUGBOARD_TOOL_MAX_RESPONSE_BYTES: String(MB) });
    pb = await startPlugboard(db, { outboundFastPath: settings.outboundFastPath, toolMaxResponseBytes: settings.toolMaxResponseBytes });
    server = await startVariantMcpServer({ auth: false, bigTool: true });
  });
  afterAll(async () => {
    await pb?.close();
    await server?.close();
    await db?.close();
  });

  it("calls a tool answered in an SSE stream and refuses a result over the limit", async () => {
    const pluginId = await createMcpPlugin(pb, "plain", { serverUrl: server.mcpUrl });
    await pb.services.mcpTools.sync(pluginId, { developerId: pb.developerId });
    const echo = await execute(pb, "u1", "ECHO", { message: "plain path" }, { plugin: "plain" });
    expect(echo.status, JSON.stringify(echo.body)).toBe(200);
    expect(echo.body.data.content[0].text).toBe("plain path");
    const over = await execute(pb, "u1", "BIG", { bytes: 2 * MB }, { plugin: "plain" });
    expect(over.status).toBe(502);
    expect(over.body.error).toBe("The MCP call failed: The MCP server's response is larger than the limit of 1048576 bytes");
  });
});
