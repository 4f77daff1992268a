import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { META_TOOLS } from "@plugboard/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/store/open-database.js";
import { startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";
import { startUpstream, type Upstream } from "../helpers/upstream-server.js";

const SECRET = "sk_live_search_mode_7d21";
const textOf = (result: CallToolResult) => (result.content[0] as { text: string }).text;
const withoutUrls = (text: string) => text.replace(/https?:\/\/\S+/g, "<url>");

describe.each(testDatabases())("MCP endpoint in search mode on $name", ({ open }) => {
  let db: Database;
  let pb: TestPlugboard;
  let upstream: Upstream;
  let searchUrl: string;
  let allUrl: string;
  const clients: Client[] = [];
  const client = async (url: string, headers: Record<string, string> = {}) => {
    const created = new Client({ name: "search-mode-test", version: "1.0.0" });
    await created.connect(new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers } }));
    clients.push(created);
    return created;
  };
  const call = async (mcp: Client, name: string, args: Record<string, unknown>) => (await mcp.callTool({ name, arguments: args })) as CallToolResult;

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
        { slug: "GET_FORECAST", name: "Get forecast", description: "Weather forecast for a city", method: "GET", path: "/forecast/{city}", inputSchema: { type: "object", properties: { days: { type: "integer" } } } },
      ],
    });
    await pb.createApprovedPlugin({
      slug: "tasks",
      name: "Tasks",
      baseUrl: `${upstream.url}/tasks`,
      authMethods: [apiKey],
      tools: [{ slug: "CREATE_TASK", name: "Create a task", description: "Adds a task to the to-do list", method: "POST", path: "/tasks" }],
    });
    const connected = await pb.api("POST", "/api/v1/connections", { userId: "alice", plugin: "weather", authMethod: "api_key", credentials: { api_key: SECRET } });
    expect(connected.status).toBe(200);
    const search = await pb.api("POST", "/api/v1/mcp/links", { userId: "alice", toolMode: "search" });
    expect(search.status, JSON.stringify(search.body)).toBe(201);
    expect(search.body.toolMode).toBe("search");
    searchUrl = search.body.url;
    const all = await pb.api("POST", "/api/v1/mcp/links", { userId: "alice" });
    expect(all.body.toolMode).toBe("all");
    allUrl = all.body.url;
  });
  afterAll(async () => {
    for (const each of clients) await each.close().catch(() => undefined);
    await pb?.close();
    await upstream?.close();
    await db?.close();
  });

  it("stores the mode on the link, lists it, and refuses an unknown mode naming toolMode", async () => {
    const listed = await pb.api("GET", "/api/v1/mcp/links?userId=alice");
    expect(listed.body.links.map((link: { toolMode: string }) => link.toolMode).sort()).toEqual(["all", "search"]);
    const bad = await pb.api("POST", "/api/v1/mcp/links", { userId: "alice", toolMode: "some" });
    expect(bad.status).toBe(400);
    expect(bad.body.details.fieldErrors.toolMode[0]).toMatch(/"all" or "search"/);
  });

  it("lists exactly search_tools, execute_tool and connect, as core defines them", async () => {
    const { tools } = await (await client(searchUrl)).listTools();
    expect(tools.map((tool) => tool.name)).toEqual(["search_tools", "execute_tool", "connect"]);
    expect(tools).toEqual(META_TOOLS.map((tool) => ({ name: tool.name, description: tool.description, inputSchema: tool.inputSchema })));
    const header = await client(`${pb.url}/mcp`, { authorization: `Bearer ${pb.apiKey}`, "x-plugboard-user-id": "alice", "x-plugboard-tool-mode": "search" });
    expect((await header.listTools()).tools.map((tool) => tool.name)).toEqual(["search_tools", "execute_tool", "connect"]);
    // The same link in `all` mode still lists the tools themselves.
    expect((await (await client(allUrl)).listTools()).tools.map((tool) => tool.name).sort()).toEqual(["CREATE_TASK", "GET_FORECAST"]);
  });

  it("refuses a bad X-Plugboard-Tool-Mode with 400 naming the header", async () => {
    const response = await fetch(`${pb.url}/mcp`, {
      method: "POST",
      headers: { authorization: `Bearer ${pb.apiKey}`, "x-plugboard-user-id": "alice", "x-plugboard-tool-mode": "everything", "content-type": "application/json", accept: "application/json, text/event-stream" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toContain("X-Plugboard-Tool-Mode");
  });

  it("search_tools answers names, descriptions, input schemas and whether the user is connected", async () => {
    const mcp = await client(searchUrl);
    const result = await call(mcp, "search_tools", { query: "what's the weather forecast in Paris" });
    expect(result.isError).toBeFalsy();
    const answer = result.structuredContent as { tools: Array<Record<string, unknown>> };
    expect(JSON.parse(textOf(result))).toEqual(answer);
    expect(answer.tools[0]).toMatchObject({
      tool: "weather/GET_FORECAST",
      title: "Get forecast",
      description: "Weather forecast for a city",
      plugin: "weather",
      pluginName: "Weather",
      connected: true,
      inputSchema: { type: "object", properties: { city: { type: "string" }, days: { type: "integer" } }, required: ["city"] },
    });
    const task = (await call(mcp, "search_tools", { query: "add a to-do", limit: 1 })).structuredContent as { tools: Array<Record<string, unknown>> };
    expect(task.tools).toHaveLength(1);
    expect(task.tools[0]).toMatchObject({ tool: "tasks/CREATE_TASK", connected: false });
    const bad = await call(mcp, "search_tools", { limit: 3 });
    expect(bad.isError).toBe(true);
    expect(textOf(bad)).toContain("query");
  });

  it("execute_tool runs the pipeline and answers what a direct tools/call answers", async () => {
    const before = upstream.received.length;
    const viaMeta = await call(await client(searchUrl), "execute_tool", { tool: "weather/GET_FORECAST", params: { city: "Paris", days: 2 } });
    const direct = await call(await client(allUrl), "GET_FORECAST", { city: "Paris", days: 2 });
    expect(viaMeta.isError).toBeFalsy();
    expect(viaMeta).toEqual(direct);
    const sent = upstream.received.slice(before);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({ method: "GET", path: "/weather/forecast/Paris", query: { days: "2" } });
    expect(sent[0]!.headers["x-api-key"]).toBe(SECRET);
    // A bare slug works when one plugin has it.
    expect((await call(await client(searchUrl), "execute_tool", { tool: "GET_FORECAST", params: { city: "Oslo" } })).structuredContent).toMatchObject({ path: "/weather/forecast/Oslo" });
  });

  it("execute_tool answers the connect link a direct call answers when the user is not connected", async () => {
    const viaMeta = await call(await client(searchUrl), "execute_tool", { tool: "tasks/CREATE_TASK", params: { title: "x" } });
    const direct = await call(await client(allUrl), "CREATE_TASK", { title: "x" });
    expect(viaMeta.isError).toBe(true);
    expect(withoutUrls(textOf(viaMeta))).toBe(withoutUrls(textOf(direct)));
    const url = textOf(viaMeta).match(/https?:\/\/\S+/)![0];
    expect(url.startsWith(`${pb.url}/connect/tasks?token=`)).toBe(true);
    expect((await fetch(url)).status).toBe(200);
  });

  it("execute_tool tells the model how to fix an unknown tool or bad params", async () => {
    const mcp = await client(searchUrl);
    const unknown = await call(mcp, "execute_tool", { tool: "weather/NOPE", params: {} });
    expect(unknown.isError).toBe(true);
    expect(textOf(unknown)).toContain("search_tools");
    const missing = await call(mcp, "execute_tool", { tool: "weather/GET_FORECAST", params: {} });
    expect(missing.isError).toBe(true);
    expect(textOf(missing)).toContain("city");
    await expect(mcp.callTool({ name: "GET_FORECAST", arguments: { city: "Paris" } })).rejects.toThrow(/search_tools, execute_tool and connect/);
  });

  it("connect hands out a hosted connect URL for this user that opens the connect page", async () => {
    const mcp = await client(searchUrl);
    const result = await call(mcp, "connect", { plugin: "tasks" });
    expect(result.isError).toBeFalsy();
    const answer = result.structuredContent as { plugin: string; url: string; expiresAt: string };
    expect(answer.plugin).toBe("tasks");
    expect(answer.url.startsWith(`${pb.url}/connect/tasks?token=`)).toBe(true);
    expect(Date.parse(answer.expiresAt) - Date.now()).toBeGreaterThan(25 * 60_000);
    expect(textOf(result)).toContain(answer.url);
    const page = await fetch(answer.url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Tasks");
    const unknown = await call(mcp, "connect", { plugin: "nope" });
    expect(unknown.isError).toBe(true);
    expect(textOf(unknown)).toContain("nope");
  });

  it("a link narrowed to some plugins searches and connects only those", async () => {
    const narrowed = await pb.api("POST", "/api/v1/mcp/links", { userId: "alice", plugins: ["weather"], toolMode: "search" });
    const mcp = await client(narrowed.body.url);
    const found = (await call(mcp, "search_tools", { query: "create a task or a forecast", limit: 10 })).structuredContent as { tools: Array<{ plugin: string }> };
    expect(new Set(found.tools.map((tool) => tool.plugin))).toEqual(new Set(["weather"]));
    expect((await call(mcp, "execute_tool", { tool: "tasks/CREATE_TASK", params: {} })).isError).toBe(true);
    expect((await call(mcp, "connect", { plugin: "tasks" })).isError).toBe(true);
  });

  it("POST /api/v1/connections/connect-link gives the same kind of URL over REST", async () => {
    const created = await pb.api("POST", "/api/v1/connections/connect-link", { userId: "bob", plugin: "tasks" });
    expect(created.status).toBe(200);
    expect(created.body.url.startsWith(`${pb.url}/connect/tasks?token=`)).toBe(true);
    expect(Date.parse(created.body.expiresAt)).toBeGreaterThan(Date.now());
    expect(created.headers.get("cache-control")).toContain("no-store");
    expect((await fetch(created.body.url)).status).toBe(200);
    const unknown = await pb.api("POST", "/api/v1/connections/connect-link", { userId: "bob", plugin: "nope" });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toContain("nope");
    const invalid = await pb.api("POST", "/api/v1/connections/connect-link", { plugin: "tasks" });
    expect(invalid.status).toBe(400);
    expect(invalid.body.details.fieldErrors.userId).toBeDefined();
  });
});
