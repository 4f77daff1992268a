import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestPlugboard } from "../helpers/start-plugboard.js";
import { startTwoInstances, type TwoInstances } from "../helpers/start-two-instances.js";
import { startUpstream, type Upstream } from "../helpers/upstream-server.js";

const postgres = process.env.TEST_DATABASE_URL;
if (!postgres) console.warn("Two-instance MCP endpoint tests skipped: set TEST_DATABASE_URL=postgres://... to run them on PostgreSQL");

describe.skipIf(!postgres)("one MCP link served by two instances sharing one PostgreSQL (needs TEST_DATABASE_URL)", () => {
  let instances: TwoInstances;
  let first: TestPlugboard;
  let second: TestPlugboard;
  let upstream: Upstream;
  let token: string;

  beforeAll(async () => {
    upstream = await startUpstream();
    instances = await startTwoInstances();
    ({ first, second } = instances);
    await first.createApprovedPlugin({
      slug: "shared-weather",
      name: "Weather",
      baseUrl: upstream.url,
      authMethods: [{ type: "api_key", label: "Key", config: { header_name: "X-Api-Key" } }],
      tools: [{ slug: "GET_FORECAST", name: "Forecast", description: "Forecast", method: "GET", path: "/forecast/{city}" }],
    });
    await first.api("POST", "/api/v1/connections", { userId: "u1", plugin: "shared-weather", authMethod: "api_key", credentials: { api_key: "k-1" } });
    const link = await first.api("POST", "/api/v1/mcp/links", { userId: "u1" });
    token = new URL(link.body.url).pathname.split("/").pop()!;
  });
  afterAll(async () => {
    await instances?.close();
    await upstream?.close();
  });

  it("answers the same link on either instance, with no sticky session", async () => {
    for (const instance of [first, second, first]) {
      const client = new Client({ name: "two", version: "1" });
      await client.connect(new StreamableHTTPClientTransport(new URL(`${instance.url}/mcp/${token}`)));
      const result = (await client.callTool({ name: "GET_FORECAST", arguments: { city: "Lyon" } })) as CallToolResult;
      expect(result.structuredContent).toMatchObject({ path: "/forecast/Lyon" });
      await client.close();
    }
    expect(upstream.received.filter((request) => request.headers["x-api-key"] === "k-1")).toHaveLength(3);
  });

  it("stops the link on the other instance too once it is deleted", async () => {
    const client = new Client({ name: "two", version: "1" });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${second.url}/mcp/${token}`)));
    expect((await client.listTools()).tools.map((tool) => tool.name)).toEqual(["GET_FORECAST"]);
    const { body } = await first.api("GET", "/api/v1/mcp/links?userId=u1");
    expect((await first.api("DELETE", `/api/v1/mcp/links/${body.links[0].id}`)).body).toEqual({ deleted: true });
    await expect
      .poll(async () => (await fetch(`${second.url}/mcp/${token}`, { method: "POST", headers: { "content-type": "application/json", accept: "application/json, text/event-stream" }, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }) })).status, { timeout: 5000 })
      .toBe(401);
  });
});
