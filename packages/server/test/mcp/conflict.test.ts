import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/store/open-database.js";
import { startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";
import { startUpstream, type Upstream } from "../helpers/upstream-server.js";
import { execute } from "./helpers/mcp-flow.js";
import { startVariantMcpServer, type VariantMcpServer } from "./helpers/start-variant-mcp-server.js";

const manualEcho = { slug: "ECHO", name: "Echo", description: "Echoes over HTTP", method: "GET", path: "/echo" };

describe.each(testDatabases())("one conflict rule for manual and MCP tools on $name", ({ open }) => {
  let db: Database;
  let pb: TestPlugboard;
  let upstream: Upstream;
  let server: VariantMcpServer;

  beforeAll(async () => {
    db = await open();
    pb = await startPlugboard(db);
    upstream = await startUpstream();
    upstream.reply(() => ({ body: { from: "manual" } }));
    server = await startVariantMcpServer({ auth: false });
    // "http-echo" has a manual ECHO; "mcp-echo" gets ECHO (and GET_TIME, SLEEP) from its open MCP server.
    await pb.createApprovedPlugin({ slug: "http-echo", name: "HTTP echo", baseUrl: upstream.url, tools: [manualEcho], authMethods: [{ type: "no_auth", label: "Public" }] });
    const mcpPlugin = await pb.createApprovedPlugin({ slug: "mcp-echo", name: "MCP echo", toolSource: "mcp", mcpConfig: { serverUrl: server.mcpUrl } });
    await pb.services.mcpTools.sync(mcpPlugin, { developerId: pb.developerId });
    // "both-echo" offers ECHO twice itself: as a manual tool and from its MCP server.
    const both = await pb.createApprovedPlugin({
      slug: "both-echo",
      name: "Both echo",
      toolSource: "both",
      baseUrl: upstream.url,
      mcpConfig: { serverUrl: server.mcpUrl },
      tools: [{ ...manualEcho, slug: "GET_TIME", path: "/time" }],
      authMethods: [{ type: "no_auth", label: "Public" }],
    });
    await pb.services.mcpTools.sync(both, { developerId: pb.developerId });
  });
  afterAll(async () => {
    await pb?.close();
    await upstream?.close();
    await server?.close();
    await db?.close();
  });

  it("a slug that is a manual tool in one plugin and an MCP tool in others is a 409 naming them all, and runs nothing", async () => {
    const calls = server.stats.toolCalls;
    const { status, body } = await execute(pb, "ann", "ECHO", { message: "hi" });
    expect(status).toBe(409);
    expect(body).toMatchObject({ code: "conflict" });
    expect(body.error).toBe('Tool "ECHO" exists in several plugins (both-echo, http-echo, mcp-echo); pass "plugin" to choose one');
    expect(upstream.received).toHaveLength(0);
    expect(server.stats.toolCalls).toBe(calls);
  });

  it("`plugin` chooses: the manual tool over HTTP, or the MCP tool over MCP", async () => {
    const manual = await execute(pb, "ann", "ECHO", { message: "hi" }, { plugin: "http-echo" });
    expect(manual.status).toBe(200);
    expect(manual.body).toMatchObject({ success: true, data: { from: "manual" } });
    expect(upstream.received.map((request) => request.path)).toEqual(["/echo"]);
    const mcp = await execute(pb, "ann", "ECHO", { message: "hi" }, { plugin: "mcp-echo" });
    expect(mcp.status).toBe(200);
    expect(mcp.body).toMatchObject({ success: true, data: { content: [{ type: "text", text: "hi" }] } });
    expect((await execute(pb, "ann", "ECHO", {}, { plugin: "nope" })).status).toBe(404);
  });

  it("in one plugin with both sources, its manual tool wins over its MCP tool of the same slug; a slug in two plugins still conflicts", async () => {
    const own = await execute(pb, "ann", "GET_TIME", {}, { plugin: "both-echo" });
    expect(own.status).toBe(200);
    expect(own.body.data).toEqual({ from: "manual" });
    expect(upstream.received.at(-1)?.path).toBe("/time");
    const ambiguous = await execute(pb, "ann", "GET_TIME");
    expect(ambiguous.status).toBe(409);
    expect(ambiguous.body.error).toContain("(both-echo, mcp-echo)");
  });

  it("logs each execution once with its source", async () => {
    await pb.services.executionLog.flush();
    const logs = await db.prisma.executionLog.findMany({ where: { toolSlug: { in: ["ECHO", "GET_TIME"] } }, orderBy: { createdAt: "asc" } });
    expect(logs.map((log) => [log.toolSlug, log.source, log.success])).toEqual([
      ["ECHO", "manual", true],
      ["ECHO", "mcp", true],
      ["GET_TIME", "manual", true],
    ]);
  });
});
