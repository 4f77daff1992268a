import { afterAll, beforeAll, describe, expect, it, type TestContext } from "vitest";
import type { Database } from "../../src/store/open-database.js";
import { startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";
import { execute } from "./helpers/mcp-flow.js";
import { startServerEverything, type ServerEverything } from "./helpers/start-server-everything.js";

describe.each(testDatabases())("an open MCP server (@modelcontextprotocol/server-everything, Streamable HTTP) on $name", ({ open }) => {
  let db: Database;
  let pb: TestPlugboard;
  let server: ServerEverything | undefined;
  let skipped: string | undefined;
  let pluginId: string;
  const need = (context: TestContext) => {
    if (skipped) context.skip(skipped);
  };
  const mcpTools = async (query: string) => {
    const { body } = await pb.api("GET", `/api/v1/tools?plugin=everything${query}`);
    return (body.tools as Array<{ slug: string; description: string; source: string }>).filter((tool) => tool.source === "mcp");
  };
  const run = (userId: string, tool: string, params: Record<string, unknown> = {}) => execute(pb, userId, tool, params, { plugin: "everything" });

  beforeAll(async () => {
    const started = await startServerEverything();
    if ("skipped" in started) {
      skipped = started.skipped;
      console.warn(`server-everything tests skipped: ${skipped}`);
      return;
    }
    server = started;
    db = await open();
    pb = await startPlugboard(db);
    pluginId = await pb.createApprovedPlugin({ slug: "everything", name: "Everything", toolSource: "mcp", mcpConfig: { serverUrl: server.mcpUrl } });
  });
  afterAll(async () => {
    await pb?.close();
    await server?.close();
    await db?.close();
  });

  it("mcp-sync (dashboard route) discovers an open server and fills the tool cache", async (context) => {
    need(context);
    const synced = await pb.api("POST", `/api/dashboard/plugins/${pluginId}/mcp-sync`);
    expect(synced.status, JSON.stringify(synced.body)).toBe(200);
    const names = synced.body.tools.map((tool: { mcpToolName: string }) => tool.mcpToolName);
    expect(names).toEqual(expect.arrayContaining(["echo", "get-sum", "get-structured-content"]));
    expect(synced.body.tools.find((tool: { mcpToolName: string }) => tool.mcpToolName === "get-sum")).toMatchObject({ slug: "GET_SUM", source: "mcp", readOnly: true });
    const stored = (await db.prisma.plugin.findUniqueOrThrow({ where: { id: pluginId } })).mcpConfig as Record<string, any>;
    expect(stored.oauthDiscovery).toMatchObject({ requiresAuth: false, transport: "streamable-http" });
    expect(stored.oauthClientId).toBeUndefined();
  });

  it("lists cached tools without a connection and live ones for a connected user (refreshing the cache)", async (context) => {
    need(context);
    await db.prisma.mcpToolCache.updateMany({ where: { pluginId, mcpToolName: "echo" }, data: { description: "stale description" } });
    expect((await mcpTools("")).find((tool) => tool.slug === "ECHO")?.description).toBe("stale description");
    expect((await mcpTools("&userId=erin")).find((tool) => tool.slug === "ECHO")?.description).toBe("stale description");

    const connected = await pb.api("POST", "/api/v1/connections/initiate", { userId: "erin", plugin: "everything", connectionType: "mcp", redirectUrl: "https://app.example/back" });
    const connection = await db.prisma.connection.findFirstOrThrow({ where: { userId: "erin", pluginId } });
    expect(connected.body.connectUrl).toBe(`https://app.example/back?status=success&connectionId=${connection.id}&accountLabel=default`);
    expect((await mcpTools("&userId=erin")).find((tool) => tool.slug === "ECHO")?.description).toBe("Echoes back the input string");
    expect((await db.prisma.mcpToolCache.findFirstOrThrow({ where: { pluginId, mcpToolName: "echo" } })).description).toBe("Echoes back the input string");
  });

  it("executes tools: text content, structured content; arguments that do not fit the published schema are a 400", async (context) => {
    need(context);
    const echo = await run("erin", "ECHO", { message: "plugboard" });
    expect(echo.status).toBe(200);
    expect(echo.body).toMatchObject({ success: true, status: 200, data: { content: [{ type: "text", text: "Echo: plugboard" }] } });
    const sum = await run("erin", "GET_SUM", { a: 2, b: 40 });
    expect(sum.body.data.content[0].text).toContain("42");
    const weather = await run("erin", "GET_STRUCTURED_CONTENT", { location: "Chicago" });
    expect(weather.body).toMatchObject({ success: true, data: { structuredContent: { temperature: 36, humidity: 82 } } });
    // Checked against the schema the server published before it is called: 400 naming each field.
    const invalid = await run("erin", "GET_SUM", { a: "two" });
    expect(invalid.status).toBe(400);
    expect(invalid.body.details.fieldErrors).toEqual({ "params.b": ["is required"], "params.a": ["must be number"] });
  });

  it("disconnect closes the user's session; the open server still executes, and listing falls back to the cache", async (context) => {
    need(context);
    const live = pb.services.mcpSessions.stats().live;
    expect((await pb.api("DELETE", "/api/v1/connections", { userId: "erin", plugin: "everything" })).body).toMatchObject({ disconnected: true, connections: [{ accountLabel: "default" }] });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pb.services.mcpSessions.stats().live).toBe(live - 1);
    await db.prisma.mcpToolCache.updateMany({ where: { pluginId, mcpToolName: "echo" }, data: { description: "cached again" } });
    expect((await mcpTools("&userId=erin")).find((tool) => tool.slug === "ECHO")?.description).toBe("cached again");
    expect((await run("erin", "ECHO", { message: "still open" })).body.data.content[0].text).toBe("Echo: still open");
  });
});
