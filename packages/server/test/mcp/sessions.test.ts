import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOutbound } from "../../src/outbound/create-outbound.js";
import { mcpSessionPolicy } from "../../src/outbound/outbound-policy.js";
import type { ResponseLimit } from "../../src/outbound/response-limit.js";
import { createLogger } from "../../src/logging/logger.js";
import { createMcpSessionPool } from "../../src/sources/mcp/create-mcp-session-pool.js";
import type { Database } from "../../src/store/open-database.js";
import { startPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";
import { createMcpPlugin, execute } from "./helpers/mcp-flow.js";
import { startVariantMcpServer, type VariantMcpServer } from "./helpers/start-variant-mcp-server.js";

const logger = createLogger({ level: "error", write: () => undefined });
// As Plugboard fetches for its MCP sessions (the guard is off on loopback, as in development).
const outbound = createOutbound({ guard: { guardPrivateNetwork: false } });
const boundedFetch = (limit: ResponseLimit) => outbound.fetch(mcpSessionPolicy({ maxResponseBytes: limit.maxBytes }), { onExceeded: limit.onExceeded });
afterAll(() => outbound.close());

describe("warm MCP session pool", () => {
  let server: VariantMcpServer;
  beforeAll(async () => {
    server = await startVariantMcpServer({ auth: false });
  });
  afterAll(() => server.close());

  it("reuses a session per key, opens another for a new token, and ends idle sessions with DELETE", async () => {
    const pool = createMcpSessionPool({ boundedFetch, logger, requestTimeoutMs: 5000, idleMs: 200 });
    try {
      const target = { serverUrl: server.mcpUrl, accessToken: null };
      const first = await pool.use("k", target, async (session) => session);
      expect(await pool.use("k", target, async (session) => session)).toBe(first);
      expect(server.stats.sessionsCreated).toBe(1);
      const other = await pool.use("k", { ...target, accessToken: "another-token" }, async (session) => session);
      expect(other).not.toBe(first);
      expect(server.stats.sessionsCreated).toBe(2);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(server.requests.filter((request) => request === "DELETE /mcp")).toHaveLength(1);
      expect(pool.stats()).toEqual({ live: 1, opened: 2 });
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(pool.stats().live).toBe(0);
      expect(server.requests.filter((request) => request === "DELETE /mcp")).toHaveLength(2);
    } finally {
      await pool.close();
    }
  });
});

it("an eviction while a call runs lets the call finish, then ends the session", async () => {
  const server = await startVariantMcpServer({ auth: false });
  const pool = createMcpSessionPool({ boundedFetch, logger, requestTimeoutMs: 5000 });
  try {
    const target = { serverUrl: server.mcpUrl, accessToken: null };
    const slow = pool.use("k", target, (session) => session.client.callTool({ name: "sleep", arguments: { ms: 300 } }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await pool.evict("k");
    expect(pool.stats().live).toBe(0);
    expect(await slow).toMatchObject({ content: [{ text: "slept 300" }] });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.requests.filter((request) => request === "DELETE /mcp")).toHaveLength(1);
  } finally {
    await pool.close();
    await server.close();
  }
});

describe.each(testDatabases())("MCP sessions and shutdown on $name", ({ open }) => {
  let db: Database;
  let server: VariantMcpServer;
  beforeAll(async () => {
    db = await open();
    server = await startVariantMcpServer({ auth: false });
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it("closing Plugboard ends its warm MCP sessions at the server", async () => {
    const pb = await startPlugboard(db);
    try {
      const pluginId = await createMcpPlugin(pb, "shutdown-open", { serverUrl: server.mcpUrl });
      await pb.services.mcpTools.sync(pluginId, { developerId: pb.developerId });
      for (const userId of ["u1", "u2"]) expect((await execute(pb, userId, "ECHO", { message: userId }, { plugin: "shutdown-open" })).body.success).toBe(true);
      expect(pb.services.mcpSessions.stats().live).toBe(3);
    } finally {
      const deletes = server.requests.filter((request) => request === "DELETE /mcp").length;
      await pb.close();
      expect(server.requests.filter((request) => request === "DELETE /mcp").length - deletes).toBe(3);
    }
  });
});
