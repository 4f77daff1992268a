import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { ToolListChangedNotificationSchema, type CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it, type TestContext } from "vitest";
import type { Database } from "../../src/store/open-database.js";
import { findLeakedSecrets, startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";
import { startUpstream, type Upstream } from "../helpers/upstream-server.js";
import { startServerEverything, type ServerEverything } from "../mcp/helpers/start-server-everything.js";

const SECRET = "sk_live_mcp_endpoint_51c7";

/** An MCP SDK client connected to `url` (with extra headers for header mode). */
async function connectClient(url: string, headers: Record<string, string> = {}): Promise<Client> {
  const client = new Client({ name: "endpoint-test", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers } }));
  return client;
}

const textOf = (result: CallToolResult) => (result.content[0] as { text: string }).text;

describe.each(testDatabases())("Plugboard as an MCP server on $name", ({ open }) => {
  let db: Database;
  let pb: TestPlugboard;
  let upstream: Upstream;
  let everything: ServerEverything | undefined;
  let everythingSkipped: string | undefined;
  let linkUrl: string;
  const clients: Client[] = [];
  const client = async (url: string, headers?: Record<string, string>) => {
    const created = await connectClient(url, headers);
    clients.push(created);
    return created;
  };

  beforeAll(async () => {
    upstream = await startUpstream();
    db = await open();
    pb = await startPlugboard(db);
    const apiKey = { type: "api_key", label: "API key", config: { header_name: "X-Api-Key" } };
    await pb.createApprovedPlugin({
      slug: "weather",
      name: "Weather",
      baseUrl: `${upstream.url}/weather`,
      authMethods: [apiKey],
      tools: [
        { slug: "GET_FORECAST", name: "Get forecast", description: "Forecast for a city", method: "GET", path: "/forecast/{city}", inputSchema: { type: "object", properties: { days: { type: "integer" } } } },
        { slug: "SEARCH", name: "Search", description: "Search places", method: "POST", path: "/search" },
      ],
    });
    await pb.createApprovedPlugin({
      slug: "maps",
      name: "Maps",
      baseUrl: `${upstream.url}/maps`,
      authMethods: [apiKey],
      tools: [{ slug: "SEARCH", name: "Search", description: "Search the map", method: "POST", path: "/search" }],
    });
    const connected = await pb.api("POST", "/api/v1/connections", { userId: "alice", plugin: "weather", authMethod: "api_key", credentials: { api_key: SECRET } });
    expect(connected.status).toBe(200);
    const started = await startServerEverything();
    if ("skipped" in started) everythingSkipped = started.skipped;
    else {
      everything = started;
      await pb.createApprovedPlugin({ slug: "everything", name: "Everything", toolSource: "mcp", mcpConfig: { serverUrl: everything.mcpUrl } });
      const mcp = await pb.api("POST", "/api/v1/connections/initiate", { userId: "alice", plugin: "everything", connectionType: "mcp", redirectUrl: "https://app.example/back" });
      expect(mcp.status, JSON.stringify(mcp.body)).toBe(200);
    }
    const link = await pb.api("POST", "/api/v1/mcp/links", { userId: "alice", plugins: ["weather", "maps"], name: "Alice in Claude" });
    expect(link.status, JSON.stringify(link.body)).toBe(201);
    linkUrl = link.body.url;
  });
  afterAll(async () => {
    for (const each of clients) await each.close().catch(() => undefined);
    await pb?.close();
    await upstream?.close();
    await everything?.close();
    await db?.close();
  });

  it("creates a link whose URL holds a ≥ 32-byte token that is stored only as a hash and never listed", async () => {
    const created = await pb.api("POST", "/api/v1/mcp/links", { userId: "bob", expiresInSeconds: 3600 });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ userId: "bob", plugins: [], name: null, id: expect.any(String), createdAt: expect.any(String), expiresAt: expect.any(String) });
    const token = new URL(created.body.url).pathname.split("/").pop() as string;
    expect(created.body.url).toBe(`${pb.url}/mcp/${token}`);
    expect(Buffer.from(token.replace(/^pbm_/, ""), "base64url").length).toBeGreaterThanOrEqual(32);
    const rows = await db.prisma.mcpLink.findMany();
    expect(JSON.stringify(rows)).not.toContain(token);
    const listed = await pb.api("GET", "/api/v1/mcp/links?userId=bob");
    expect(listed.body.links).toHaveLength(1);
    expect(JSON.stringify(listed.body)).not.toContain(token);
    expect(listed.body.links[0]).not.toHaveProperty("url");
  });

  it("refuses unknown or unapproved plugin slugs with a 400 naming plugins", async () => {
    await pb.api("POST", "/api/v1/submissions", { slug: "draft-only", name: "Draft", tools: [] });
    const unknown = await pb.api("POST", "/api/v1/mcp/links", { userId: "alice", plugins: ["weather", "nope", "draft-only"] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.details.fieldErrors.plugins[0]).toContain('"nope"');
    expect(unknown.body.details.fieldErrors.plugins[0]).toContain('"draft-only"');
  });

  it("lists the selected plugins' tools with plugin-prefixed names for shared slugs, path placeholders and hints", async () => {
    const mcp = await client(linkUrl);
    const { tools } = await mcp.listTools();
    const names = tools.map((tool) => tool.name).sort();
    expect(names).toEqual(["GET_FORECAST", "maps__SEARCH", "weather__SEARCH"]);
    const forecast = tools.find((tool) => tool.name === "GET_FORECAST")!;
    expect(forecast.inputSchema).toMatchObject({ type: "object", properties: { city: { type: "string" }, days: { type: "integer" } }, required: ["city"] });
    expect(forecast.annotations).toMatchObject({ readOnlyHint: true });
    expect(tools.find((tool) => tool.name === "maps__SEARCH")!.annotations).toMatchObject({ readOnlyHint: false });
    for (const name of names) expect(name).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
  });

  it("calls a manual tool with the user's credentials injected, answering JSON text and structured content", async () => {
    const mcp = await client(linkUrl);
    const before = upstream.received.length;
    const result = (await mcp.callTool({ name: "GET_FORECAST", arguments: { city: "Paris", days: 3 } })) as CallToolResult;
    expect(result.isError).toBeFalsy();
    const sent = upstream.received.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: "GET", path: "/weather/forecast/Paris", query: { days: "3" } });
    expect(sent[0]!.headers["x-api-key"]).toBe(SECRET);
    expect(result.structuredContent).toMatchObject({ ok: true, path: "/weather/forecast/Paris" });
    expect(JSON.parse(textOf(result))).toEqual(result.structuredContent);
    await pb.services.executionLog.flush();
    const rows = await db.prisma.executionLog.findMany({ where: { userId: "alice", toolSlug: "GET_FORECAST" } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ success: true, status: 200, source: "manual" });
  });

  it("reports an upstream failure as isError with the status", async () => {
    upstream.reply((request) => (request.path === "/weather/search" ? { status: 503, body: { message: "down for maintenance" } } : undefined));
    try {
      const mcp = await client(linkUrl);
      const result = (await mcp.callTool({ name: "weather__SEARCH", arguments: { q: "x" } })) as CallToolResult;
      expect(result.isError).toBe(true);
      expect(textOf(result)).toContain("status 503");
      expect(textOf(result)).toContain("down for maintenance");
    } finally {
      upstream.reply(() => undefined);
    }
  });

  it("answers a tool of an unconnected plugin with a connect link the user can open", async () => {
    const mcp = await client(linkUrl);
    const before = upstream.received.length;
    const result = (await mcp.callTool({ name: "maps__SEARCH", arguments: {} })) as CallToolResult;
    expect(result.isError).toBe(true);
    expect(upstream.received.length).toBe(before);
    const url = /https?:\/\/\S+/.exec(textOf(result))?.[0];
    expect(url).toBeDefined();
    expect(textOf(result)).toMatch(/connect/i);
    const page = await fetch(url!);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Maps");
  });

  it("passes MCP tools' content through unchanged (text, image, structured)", async (context: TestContext) => {
    if (everythingSkipped) context.skip(everythingSkipped);
    const created = await pb.api("POST", "/api/v1/mcp/links", { userId: "alice", plugins: ["everything"] });
    const mcp = await client(created.body.url);
    const { tools } = await mcp.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(expect.arrayContaining(["ECHO", "GET_SUM", "GET_TINY_IMAGE"]));
    expect(tools.find((tool) => tool.name === "GET_SUM")!.annotations).toMatchObject({ readOnlyHint: true });
    const echo = (await mcp.callTool({ name: "ECHO", arguments: { message: "through plugboard" } })) as CallToolResult;
    expect(echo.content).toEqual([{ type: "text", text: "Echo: through plugboard" }]);
    const direct = await connectClient(everything!.mcpUrl);
    clients.push(direct);
    const expected = await direct.callTool({ name: "get-tiny-image", arguments: {} });
    const image = await mcp.callTool({ name: "GET_TINY_IMAGE", arguments: {} });
    expect(image.content).toEqual(expected.content);
    expect((image.content as Array<{ type: string }>).some((block) => block.type === "image")).toBe(true);
    const structured = await mcp.callTool({ name: "GET_STRUCTURED_CONTENT", arguments: { location: "Chicago" } });
    expect(structured.structuredContent).toMatchObject({ temperature: 36 });
  });

  it("serves header mode: API key, user id and plugin selection in headers", async () => {
    const mcp = await client(`${pb.url}/mcp`, { authorization: `Bearer ${pb.apiKey}`, "x-plugboard-user-id": "alice", "x-plugboard-plugins": "weather" });
    const { tools } = await mcp.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(["GET_FORECAST", "SEARCH"]);
    const result = (await mcp.callTool({ name: "GET_FORECAST", arguments: { city: "Oslo" } })) as CallToolResult;
    expect(result.structuredContent).toMatchObject({ path: "/weather/forecast/Oslo" });
  });

  it("answers 401 with a JSON-RPC error for a bad, missing or expired credential", async () => {
    const initialize = { jsonrpc: "2.0", id: 1, method: "initialize", params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "t", version: "1" } } };
    const post = (path: string, headers: Record<string, string> = {}) =>
      fetch(pb.url + path, { method: "POST", headers: { "content-type": "application/json", accept: "application/json, text/event-stream", ...headers }, body: JSON.stringify(initialize) });
    for (const response of [
      await post("/mcp/pbm_notarealtokennotarealtokennotarealtoken0000"),
      await post("/mcp"),
      await post("/mcp", { authorization: "Bearer nk_wrong", "x-plugboard-user-id": "alice" }),
    ]) {
      expect(response.status).toBe(401);
      const body = await response.json();
      expect(body).toMatchObject({ jsonrpc: "2.0", error: { code: expect.any(Number), message: expect.stringMatching(/unauthorized/i) }, id: null });
    }
    const missingUser = await post("/mcp", { authorization: `Bearer ${pb.apiKey}` });
    expect(missingUser.status).toBe(400);
    expect((await missingUser.json()).error.message).toContain("X-Plugboard-User-Id");

    const expiring = await pb.api("POST", "/api/v1/mcp/links", { userId: "alice", expiresInSeconds: 60 });
    await db.prisma.mcpLink.update({ where: { id: expiring.body.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    await pb.services.bus.publish({ kind: "mcp-link", linkId: expiring.body.id });
    expect((await post(new URL(expiring.body.url).pathname)).status).toBe(401);
  });

  it("stops answering a deleted link at once, and keeps developers apart", async () => {
    const created = await pb.api("POST", "/api/v1/mcp/links", { userId: "alice", plugins: ["weather"] });
    const mcp = await client(created.body.url);
    expect((await mcp.listTools()).tools.length).toBe(2);
    const other = await pb.newDeveloper(`other-${Date.now()}@test.local`);
    expect((await pb.api("DELETE", `/api/v1/mcp/links/${created.body.id}`, undefined, { apiKey: other.apiKey })).status).toBe(404);
    expect((await pb.api("GET", "/api/v1/mcp/links?userId=alice", undefined, { apiKey: other.apiKey })).body.links).toEqual([]);
    // Another developer's user of the same id sees nothing of alice's connections.
    const foreign = await client(`${pb.url}/mcp`, { authorization: `Bearer ${other.apiKey}`, "x-plugboard-user-id": "alice", "x-plugboard-plugins": "weather" });
    const foreignResult = (await foreign.callTool({ name: "GET_FORECAST", arguments: { city: "Rome" } })) as CallToolResult;
    expect(foreignResult.isError).toBe(true);
    expect(textOf(foreignResult)).toMatch(/connect/i);

    expect((await pb.api("DELETE", `/api/v1/mcp/links/${created.body.id}`)).body).toEqual({ deleted: true });
    await expect(mcp.listTools()).rejects.toThrow(/401|unauthorized/i);
    expect((await pb.api("DELETE", `/api/v1/mcp/links/${created.body.id}`)).status).toBe(404);
  });

  it("tells an open session when the user's tools change (notifications/tools/list_changed), and only that user's", async () => {
    const forCarol = await pb.api("POST", "/api/v1/mcp/links", { userId: "carol", plugins: ["weather"] });
    const forDave = await pb.api("POST", "/api/v1/mcp/links", { userId: "dave", plugins: ["weather"] });
    const seen = { carol: 0, dave: 0 };
    for (const [who, url] of [["carol", forCarol.body.url], ["dave", forDave.body.url]] as const) {
      const session = await client(url);
      session.setNotificationHandler(ToolListChangedNotificationSchema, () => {
        seen[who] += 1;
      });
      await session.listTools();
    }
    // The SDK client opens its GET stream after initializing; give it a moment to be there.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const connected = await pb.api("POST", "/api/v1/connections", { userId: "carol", plugin: "weather", authMethod: "api_key", credentials: { api_key: "carol-key" } });
    expect(connected.status).toBe(200);
    await expect.poll(() => seen.carol, { timeout: 5_000 }).toBeGreaterThanOrEqual(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(seen.dave).toBe(0);
  });

  it("refuses a Host that is not BASE_URL's (DNS rebinding)", async () => {
    const { request } = await import("node:http");
    const status = await new Promise<number>((resolve, reject) => {
      const target = new URL(linkUrl);
      const req = request(
        { host: "127.0.0.1", port: target.port, path: target.pathname, method: "POST", headers: { host: "evil.example", "content-type": "application/json", accept: "application/json, text/event-stream" } },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      req.on("error", reject);
      req.end(JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }));
    });
    expect(status).toBe(403);
  });

  it("never logs or returns the user's credentials or a link token", () => {
    const token = new URL(linkUrl).pathname.split("/").pop() as string;
    expect(findLeakedSecrets(pb, [SECRET])).toEqual([]);
    expect(pb.logs.filter((line) => line.includes(token))).toEqual([]);
  });
});
