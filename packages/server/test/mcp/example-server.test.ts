import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startExampleMcpServer, type ExampleMcpServer } from "../../../../examples/mcp-server/src/index.js";
import type { Database } from "../../src/store/open-database.js";
import { findLeakedSecrets, startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";
import { connectMcp, createMcpPlugin, execute } from "./helpers/mcp-flow.js";
import { storedCredential } from "../helpers/stored-credential.js";

const slugsOf = (tools: Array<{ slug: string; source: string }>) => tools.filter((tool) => tool.source === "mcp").map((tool) => tool.slug);
const EXAMPLE_SLUGS = ["ADD", "ECHO", "FAIL", "GET_TIME", "TEXT_REVERSE", "WHOAMI"];

describe.each(testDatabases())("MCP plugins end to end against the example OAuth MCP server on $name", ({ open }) => {
  let db: Database;
  let pb: TestPlugboard;
  let server: ExampleMcpServer;
  let pluginId: string;
  const run = (userId: string, tool: string, params: Record<string, unknown> = {}) => execute(pb, userId, tool, params, { plugin: "example" });
  const connectionOf = (userId: string) => db.prisma.connection.findFirstOrThrow({ where: { pluginId, userId } });
  /** The MCP credential of the user's connection, opened through the credential module. */
  const mcpOf = async (userId: string) => (await storedCredential(pb.context, (await connectionOf(userId)).id, "mcp"))!;

  beforeAll(async () => {
    db = await open();
    pb = await startPlugboard(db);
    server = await startExampleMcpServer({ accessTokenTtlSeconds: 3600 });
    pluginId = await createMcpPlugin(pb, "example", { serverUrl: server.mcpUrl });
  });
  afterAll(async () => {
    await pb?.close();
    await server?.close();
    await db?.close();
  });

  it("sync needs an MCP connection when the server requires OAuth, and says how to get one", async () => {
    await expect(pb.services.mcpTools.sync(pluginId, { developerId: pb.developerId })).rejects.toMatchObject({
      code: "connection_required",
      message: expect.stringContaining('"connectionType": "mcp"'),
    });
    const stored = (await db.prisma.plugin.findUniqueOrThrow({ where: { id: pluginId } })).mcpConfig as Record<string, any>;
    expect(stored.oauthDiscovery).toMatchObject({ requiresAuth: true, resource: server.mcpUrl, authorizationServerUrl: expect.stringContaining(server.url) });
    expect(stored.oauthClientId).toEqual(expect.any(String));
    expect(server.stats.registrations).toBe(1);
  });

  it("discovery, registration, PKCE and the callback connect the user; tools are listed from the cache or live", async () => {
    expect(slugsOf((await pb.api("GET", "/api/v1/tools?plugin=example")).body.tools)).toEqual([]);
    await connectMcp(pb, "example", "alice");
    expect(server.stats.registrations).toBe(1);
    expect(server.stats.tokenRequests).toBe(1);
    const listed = await pb.api("GET", "/api/v1/connections?userId=alice");
    expect(listed.body.connections[0]).toMatchObject({ pluginSlug: "example", hasMcpTokens: true, mcpStatus: "active", authMethodType: null });

    const live = await pb.api("GET", "/api/v1/tools?plugin=example&userId=alice");
    expect(slugsOf(live.body.tools)).toEqual(EXAMPLE_SLUGS);
    const echo = live.body.tools.find((tool: { slug: string }) => tool.slug === "ECHO");
    expect(echo).toMatchObject({ id: "mcp:example:echo", name: "Echo", source: "mcp", pluginSlug: "example", outputSchema: null });
    expect(echo.inputSchema.properties.message.type).toBe("string");
    const rows = await db.prisma.mcpToolCache.findMany({ where: { pluginId }, orderBy: { slug: "asc" } });
    expect(rows.map((row) => [row.slug, row.mcpToolName])).toContainEqual(["TEXT_REVERSE", "text.reverse"]);
    // The dashboard's connection card lists the connection's tools live too.
    const { id } = await connectionOf("alice");
    const card = await pb.api("GET", `/api/dashboard/connections/${id}/tools`);
    expect(card.status).toBe(200);
    expect(card.body.mcpSource).toBe("live");
    expect(slugsOf(card.body.tools)).toEqual(EXAMPLE_SLUGS);
    // Without userId (or for a user without an MCP connection) the cache answers.
    expect(slugsOf((await pb.api("GET", "/api/v1/tools?plugin=example")).body.tools)).toEqual(EXAMPLE_SLUGS);
    expect(slugsOf((await pb.api("GET", "/api/v1/tools?plugin=example&userId=nobody")).body.tools)).toEqual(EXAMPLE_SLUGS);
  });

  it("executes with the original tool name over one warm session, maps isError to 502, and logs each call", async () => {
    const sessions = server.stats.sessionsCreated;
    const echo = await run("alice", "ECHO", { message: "hello" });
    expect(echo.status).toBe(200);
    expect(echo.body).toMatchObject({ success: true, status: 200, data: { content: [{ type: "text", text: "echo: hello" }] } });
    expect(echo.body.latencyMs).toBeGreaterThan(0);
    expect((await run("alice", "TEXT_REVERSE", { text: "abc" })).body.data.content[0].text).toBe("cba");
    const whoami = JSON.parse((await run("alice", "WHOAMI")).body.data.content[0].text);
    expect(whoami.scopes).toEqual(expect.arrayContaining(["tools:read", "tools:call"]));
    const failed = await run("alice", "FAIL");
    expect(failed.status).toBe(502);
    expect(failed.body).toMatchObject({ success: false, status: 200, error: "this tool always fails" });
    // Arguments that do not fit the tool's published schema never reach the server: 400 naming the field.
    const calls = server.stats.toolCalls;
    const invalid = await run("alice", "ADD", { a: "one", b: 2 });
    expect(invalid.status).toBe(400);
    expect(invalid.body.details.fieldErrors).toEqual({ "params.a": ["must be number"] });
    expect(server.stats.toolCalls).toBe(calls);
    expect(server.stats.sessionsCreated).toBe(sessions);

    await pb.services.executionLog.flush();
    const logs = await db.prisma.executionLog.findMany({ where: { pluginId, source: "mcp" }, orderBy: { createdAt: "asc" } });
    expect(logs.map((log) => [log.toolSlug, log.success])).toEqual([["ECHO", true], ["TEXT_REVERSE", true], ["WHOAMI", true], ["FAIL", false]]);
    expect(logs[3]).toMatchObject({ userId: "alice", developerId: pb.developerId, status: 200, error: "this tool always fails" });
  });

  it("re-initializes a session the server forgot (404) and retries the call once", async () => {
    const sessions = server.stats.sessionsCreated;
    const calls = server.stats.toolCalls;
    server.forgetSessions();
    expect((await run("alice", "ADD", { a: 2, b: 3 })).body).toMatchObject({ success: true, data: { content: [{ text: "5" }] } });
    expect(server.stats.sessionsCreated).toBe(sessions + 1);
    expect(server.stats.toolCalls).toBe(calls + 1);
  });

  it("refreshes an expired access token once (rotation kept), even for concurrent calls, and retries", async () => {
    const before = await connectionOf("alice");
    const beforeMcp = await mcpOf("alice");
    server.expireAccessTokens();
    const results = await Promise.all(Array.from({ length: 5 }, (_, index) => run("alice", "ECHO", { message: `n${index}` })));
    expect(results.map((result) => result.body.success)).toEqual([true, true, true, true, true]);
    expect(server.stats.refreshRequests).toBe(1);
    const after = await connectionOf("alice");
    const afterMcp = await mcpOf("alice");
    expect(after.version).toBeGreaterThan(before.version);
    expect(afterMcp.version).toBeGreaterThan(beforeMcp.version);
    const [oldRefresh, newRefresh] = [beforeMcp, afterMcp].map((credential) => credential.values.refresh_token);
    expect(newRefresh).toBeDefined();
    expect(newRefresh).not.toBe(oldRefresh);
    // The grant's client identity is what refreshed (stored encrypted on the connection).
    expect(pb.context.cipher.decryptJson<{ source: string }>(afterMcp.client!).source).toBe("registered");
    const secrets = [oldRefresh!, newRefresh!, afterMcp.values.access_token!];
    expect(findLeakedSecrets(pb, secrets)).toEqual([]);
  });

  it("an access token past its expiry time is refreshed before the call, without a 401 first", async () => {
    const refreshes = server.stats.refreshRequests;
    const row = await connectionOf("alice");
    await db.prisma.credential.update({ where: { connectionId_source: { connectionId: row.id, source: "mcp" } }, data: { expiresAt: new Date(Date.now() - 1000) } });
    pb.services.bus.publish({ kind: "connection", developerId: pb.developerId, userId: "alice", pluginId });
    expect((await run("alice", "ECHO", { message: "fresh" })).body.success).toBe(true);
    expect(server.stats.refreshRequests).toBe(refreshes + 1);
    expect((await mcpOf("alice")).expiresAt!.getTime()).toBeGreaterThan(Date.now() + 3000_000);
  });

  it("a refused refresh (invalid_grant) marks the connection needs_reauth and answers 409 telling to initiate again", async () => {
    server.revokeAllTokens();
    const refused = await run("alice", "ECHO", { message: "x" });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("reauthorization_required");
    expect(refused.body.error).toContain("POST /api/v1/connections/initiate");
    expect(refused.body.error).toContain('"connectionType": "mcp"');
    expect((await mcpOf("alice")).status).toBe("needs_reauth");
    expect((await pb.api("GET", "/api/v1/connections?userId=alice")).body.connections[0].mcpStatus).toBe("needs_reauth");
    const again = await run("alice", "ECHO", { message: "x" });
    expect(again.status).toBe(409);
    // The catalog falls back to the cache instead of failing.
    expect(slugsOf((await pb.api("GET", "/api/v1/tools?plugin=example&userId=alice")).body.tools)).toEqual(EXAMPLE_SLUGS);

    await connectMcp(pb, "example", "alice");
    expect((await mcpOf("alice")).status).toBe("active");
    expect((await run("alice", "ECHO", { message: "back" })).body.success).toBe(true);
  });

  it("disconnect closes the live client and later calls ask for an MCP connection", async () => {
    await run("alice", "ECHO", { message: "warm" });
    const live = pb.services.mcpSessions.stats().live;
    expect(live).toBeGreaterThan(0);
    expect((await pb.api("DELETE", "/api/v1/connections", { userId: "alice", plugin: "example" })).body).toMatchObject({ disconnected: true, connections: [{ accountLabel: "default" }] });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pb.services.mcpSessions.stats().live).toBe(live - 1);
    const after = await run("alice", "ECHO", { message: "gone" });
    expect(after.status).toBe(409);
    expect(after.body.code).toBe("connection_required");
    expect(after.body.error).toContain('"plugin": "example", "connectionType": "mcp"');
  });

  it("an unknown MCP slug is a 404; a user without a connection to an OAuth server is a 409", async () => {
    expect((await run("zoe", "NOPE")).status).toBe(404);
    const missing = await run("zoe", "ECHO", { message: "x" });
    expect(missing.status).toBe(409);
    expect(missing.body.code).toBe("connection_required");
  });
});

describe.each(testDatabases())("legacy SSE fallback on $name", ({ open }) => {
  let db: Database;
  let pb: TestPlugboard;
  let server: ExampleMcpServer;

  beforeAll(async () => {
    db = await open();
    pb = await startPlugboard(db);
    server = await startExampleMcpServer({ streamableHttp: false });
    await createMcpPlugin(pb, "legacy-sse", { serverUrl: server.mcpUrl });
  });
  afterAll(async () => {
    await pb?.close();
    await server?.close();
    await db?.close();
  });

  it("falls back to the legacy SSE transport when Streamable HTTP is refused, and keeps the session warm", async () => {
    await connectMcp(pb, "legacy-sse", "sam");
    const listed = await pb.api("GET", "/api/v1/tools?plugin=legacy-sse&userId=sam");
    expect(slugsOf(listed.body.tools)).toEqual(EXAMPLE_SLUGS);
    const sessions = server.stats.sessionsCreated;
    for (const message of ["a", "b", "c"]) {
      expect((await execute(pb, "sam", "ECHO", { message }, { plugin: "legacy-sse" })).body.data.content[0].text).toBe(`echo: ${message}`);
    }
    expect(server.stats.sessionsCreated).toBe(sessions);
  });
});

describe.each(testDatabases())("refresh without rotation on $name", ({ open }) => {
  let db: Database;
  let pb: TestPlugboard;
  let server: ExampleMcpServer;

  beforeAll(async () => {
    db = await open();
    pb = await startPlugboard(db);
    server = await startExampleMcpServer({ rotateRefreshTokens: false });
    await createMcpPlugin(pb, "no-rotation", { serverUrl: server.mcpUrl });
    await connectMcp(pb, "no-rotation", "rita");
    await pb.api("GET", "/api/v1/tools?plugin=no-rotation&userId=rita");
  });
  afterAll(async () => {
    await pb?.close();
    await server?.close();
    await db?.close();
  });

  it("keeps the stored refresh token when the server returns none, and refreshes with it again", async () => {
    const refreshOf = async () => (await storedCredential(pb.context, (await db.prisma.connection.findFirstOrThrow({ where: { userId: "rita" } })).id, "mcp"))!.values.refresh_token;
    const original = await refreshOf();
    for (const round of [1, 2]) {
      server.expireAccessTokens();
      expect((await execute(pb, "rita", "ECHO", { message: `r${round}` }, { plugin: "no-rotation" })).body.success).toBe(true);
      expect(server.stats.refreshRequests).toBe(round);
      expect(await refreshOf()).toBe(original);
    }
  });
});
