import { monitorEventLoopDelay } from "node:perf_hooks";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";
import { startUpstream, type Upstream } from "../helpers/upstream-server.js";
import { startSchemaMcpServer, type RawSchemaTool, type SchemaMcpServer } from "../mcp/helpers/start-schema-mcp-server.js";

const SEARCH_SCHEMA = {
  type: "object",
  properties: {
    q: { type: "string", minLength: 1 },
    limit: { type: "integer", minimum: 1, maximum: 10 },
    email: { type: "string", format: "email" },
    filters: { type: "object", properties: { since: { type: "string", format: "date" } } },
  },
  required: ["q"],
  additionalProperties: false,
};

const manualTool = (slug: string, path: string, inputSchema?: Record<string, unknown>) => ({
  slug,
  name: slug,
  description: `Tool ${slug}`,
  method: "GET",
  path,
  ...(inputSchema ? { inputSchema } : {}),
});

/** The tools the MCP server publishes (a fresh list per suite: a test changes one). */
const mcpTools = (): RawSchemaTool[] => [
  { name: "search", inputSchema: { type: "object", properties: { query: { type: "string" }, limit: { type: "number", maximum: 5 } }, required: ["query"] } },
  {
    name: "draft7",
    inputSchema: {
      $schema: "http://json-schema.org/draft-07/schema#",
      type: "object",
      properties: { color: { $ref: "#/definitions/color" } },
      definitions: { color: { type: "string", enum: ["red", "green"] } },
      required: ["color"],
    },
  },
  // Published by the server, but no JSON Schema validator can compile it: calls are not checked.
  { name: "odd", inputSchema: { type: "object", properties: { value: { type: "strng" } }, "x-vendor": true } },
];

describe.each(testDatabases())("params are checked against the tool's inputSchema on $name", ({ open }) => {
  let pb: TestPlugboard;
  let upstream: Upstream;
  let mcpServer: SchemaMcpServer;
  let mcpPluginId: string;
  const published = mcpTools();
  const execute = (tool: string, params: Record<string, unknown>, plugin?: string) =>
    pb.api("POST", "/api/v1/tools/execute", { userId: "u1", tool, params, ...(plugin ? { plugin } : {}) });

  beforeAll(async () => {
    upstream = await startUpstream();
    pb = await startPlugboard(await open());
    await pb.createApprovedPlugin({
      slug: "validated",
      name: "Validated",
      baseUrl: upstream.url,
      authMethods: [{ type: "no_auth", label: "Public" }],
      tools: [
        manualTool("SEARCH_REPO", "/repos/{owner}/search", SEARCH_SCHEMA),
        manualTool("NO_SCHEMA", "/items/{id}"),
        // A pattern that backtracks exponentially on a JavaScript RegExp (issue 29).
        manualTool("EVIL_PATTERN", "/evil", { type: "object", properties: { name: { type: "string", pattern: "^(a+)+$" } }, required: ["name"] }),
        manualTool("OLD_STYLE", "/old", {
          $schema: "http://json-schema.org/draft-07/schema#",
          type: "object",
          properties: { size: { type: "integer", exclusiveMaximum: 3 } },
          // "ghost" is not a declared property: agents are never shown it, so it is not enforced.
          required: ["size", "ghost"],
          "x-custom-keyword": { anything: true },
        }),
      ],
    });
    mcpServer = await startSchemaMcpServer(published);
    mcpPluginId = await pb.createApprovedPlugin({ slug: "schema-mcp", name: "Schema MCP", toolSource: "mcp", mcpConfig: { serverUrl: mcpServer.mcpUrl } });
    await pb.services.mcpTools.sync(mcpPluginId, { developerId: pb.developerId });
  });

  afterAll(async () => {
    await pb?.close();
    await upstream?.close();
    await mcpServer?.close();
  });

  it("a value over the schema's maximum is a 400 naming params.limit, and never reaches the upstream", async () => {
    const before = upstream.received.length;
    const result = await execute("SEARCH_REPO", { owner: "acme", q: "bug", limit: 11 });
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ error: "Invalid input", code: "invalid_input", details: { formErrors: [], fieldErrors: { "params.limit": ["must be <= 10"] } } });
    expect(upstream.received.length).toBe(before);
  });

  it("names each wrong field: missing required ones, placeholders, types, formats, nested fields, unknown params", async () => {
    const before = upstream.received.length;
    const result = await execute("SEARCH_REPO", { limit: "ten", email: "not-an-email", filters: { since: "yesterday" }, extra: 1 });
    expect(result.status).toBe(400);
    expect(result.body.details.fieldErrors).toEqual({
      "params.owner": ["is required"],
      "params.q": ["is required"],
      "params.extra": ["is not a parameter of this tool"],
      "params.limit": ["must be integer"],
      "params.email": ['must match format "email"'],
      "params.filters.since": ['must match format "date"'],
    });
    expect(upstream.received.length).toBe(before);
  });

  it("valid params go through, placeholders filled", async () => {
    const result = await execute("SEARCH_REPO", { owner: "acme", q: "bug", limit: 10, email: "a@example.com", filters: { since: "2026-01-31" } });
    expect(result.status).toBe(200);
    expect(upstream.received.at(-1)!.path).toBe("/repos/acme/search");
  });

  it("a tool without a schema still needs its path placeholders, as the listing says", async () => {
    const listed = await pb.api("GET", "/api/v1/tools?plugin=validated");
    const noSchema = listed.body.tools.find((tool: { slug: string }) => tool.slug === "NO_SCHEMA");
    expect(noSchema.inputSchema.required).toEqual(["id"]);
    const missing = await execute("NO_SCHEMA", {});
    expect(missing.status).toBe(400);
    expect(missing.body.details.fieldErrors).toEqual({ "params.id": ["is required"] });
    const wrongType = await execute("NO_SCHEMA", { id: 42 });
    expect(wrongType.body.details.fieldErrors).toEqual({ "params.id": ["must be string"] });
    expect((await execute("NO_SCHEMA", { id: "42", anything: true })).status).toBe(200);
  });

  it("a draft-07 schema (by $schema) is checked with draft-07 rules; unknown keywords and undeclared required names are ignored", async () => {
    expect((await execute("OLD_STYLE", { size: 2 })).status).toBe(200);
    const over = await execute("OLD_STYLE", { size: 3 });
    expect(over.status).toBe(400);
    expect(over.body.details.fieldErrors).toEqual({ "params.size": ["must be < 3"] });
  });

  it("MCP tools are checked against the schema their server published, before the server is called", async () => {
    const calls = mcpServer.calls.length;
    const bad = await execute("SEARCH", { limit: 6 }, "schema-mcp");
    expect(bad.status).toBe(400);
    expect(bad.body.details.fieldErrors).toEqual({ "params.query": ["is required"], "params.limit": ["must be <= 5"] });
    const draft7 = await execute("DRAFT7", { color: "blue" }, "schema-mcp");
    expect(draft7.body.details.fieldErrors).toEqual({ "params.color": ["must be equal to one of the allowed values"] });
    expect(mcpServer.calls.length).toBe(calls);
    const good = await execute("SEARCH", { query: "x", limit: 5 }, "schema-mcp");
    expect(good.status).toBe(200);
    expect(mcpServer.calls.at(-1)).toEqual({ name: "search", arguments: { query: "x", limit: 5 } });
  });

  it("a published schema that cannot be compiled does not block calls, and is logged once", async () => {
    for (const value of ["a", 1]) {
      const result = await execute("ODD", { value }, "schema-mcp");
      expect(result.status).toBe(200);
    }
    expect(mcpServer.calls.filter((call) => call.name === "odd")).toHaveLength(2);
    expect(pb.logs.filter((line) => line.includes("inputSchema does not compile") && line.includes('"ODD"'))).toHaveLength(1);
  });

  it("a server that publishes a new schema is checked against it after the next sync", async () => {
    expect((await execute("SEARCH", { query: "x", limit: 5 }, "schema-mcp")).status).toBe(200);
    published[0] = { name: "search", inputSchema: { type: "object", properties: { query: { type: "string" }, limit: { type: "number", maximum: 3 } }, required: ["query"] } };
    await pb.services.mcpTools.sync(mcpPluginId, { developerId: pb.developerId });
    const result = await execute("SEARCH", { query: "x", limit: 5 }, "schema-mcp");
    expect(result.status).toBe(400);
    expect(result.body.details.fieldErrors).toEqual({ "params.limit": ["must be <= 3"] });
  });

  it("the MCP endpoint answers bad arguments with a tool error (isError) naming each field", async () => {
    const client = new Client({ name: "params-test", version: "1.0.0" });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${pb.url}/mcp`), { requestInit: { headers: { authorization: `Bearer ${pb.apiKey}`, "x-plugboard-user-id": "u1", "x-plugboard-plugins": "validated" } } }),
    );
    try {
      const { tools } = await client.listTools();
      const name = tools.find((tool) => tool.name.includes("SEARCH_REPO") || tool.name.toLowerCase().includes("search_repo"))!.name;
      const result = (await client.callTool({ name, arguments: { owner: "acme", q: "", limit: 99 } })) as CallToolResult;
      expect(result.isError).toBe(true);
      expect((result.content[0] as { text: string }).text).toBe("Invalid arguments:\n- q: must NOT have fewer than 1 characters\n- limit: must be <= 10");
    } finally {
      await client.close();
    }
  });

  it("a backtracking pattern checks a caller's evil input in linear time (RE2): a 400, and the event loop is not held (issue 29)", async () => {
    const histogram = monitorEventLoopDelay({ resolution: 10 });
    histogram.enable();
    // On a backtracking engine 'a' × 26 + '!' held the event loop 2 s, and each further 'a' doubles it.
    const evil = `${"a".repeat(40)}!`;
    const [result, health] = await Promise.all([execute("EVIL_PATTERN", { name: evil }), pb.api("GET", "/health")]);
    histogram.disable();
    expect(result.status).toBe(400);
    expect(result.body.details.fieldErrors).toEqual({ "params.name": ['must match pattern "^(a+)+$"'] });
    expect(health.status).toBe(200);
    expect(histogram.max / 1e6).toBeLessThan(1_000);
    expect((await execute("EVIL_PATTERN", { name: "a".repeat(40) })).status).toBe(200);
  });

  it("the MCP endpoint checks the same pattern in linear time", async () => {
    const client = new Client({ name: "params-test", version: "1.0.0" });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${pb.url}/mcp`), { requestInit: { headers: { authorization: `Bearer ${pb.apiKey}`, "x-plugboard-user-id": "u1", "x-plugboard-plugins": "validated" } } }),
    );
    try {
      const { tools } = await client.listTools();
      const name = tools.find((tool) => tool.name.toLowerCase().includes("evil_pattern"))!.name;
      const started = performance.now();
      const result = (await client.callTool({ name, arguments: { name: `${"a".repeat(40)}!` } })) as CallToolResult;
      expect(result.isError).toBe(true);
      expect((result.content[0] as { text: string }).text).toBe('Invalid arguments:\n- name: must match pattern "^(a+)+$"');
      // A backtracking engine would take about 2^40 steps: days.
      expect(performance.now() - started).toBeLessThan(10_000);
    } finally {
      await client.close();
    }
  });

  it("a pattern RE2 cannot run (lookaround, backreference) is refused at submission, naming the tool's inputSchema", async () => {
    const result = await pb.api("POST", "/api/v1/submissions", {
      slug: "lookaround",
      name: "Lookaround",
      baseUrl: upstream.url,
      tools: [
        manualTool("PLAIN", "/plain", { type: "object", properties: { code: { type: "string", pattern: "^[A-Z]{3}-\\d+$" } } }),
        manualTool("LOOKAHEAD", "/ahead", { type: "object", properties: { code: { type: "string", pattern: "^(?!admin).*$" } } }),
        manualTool("BACKREF", "/back", { type: "object", properties: { pair: { type: "string", pattern: "^(a)\\1$" } } }),
      ],
    });
    expect(result.status).toBe(400);
    expect(Object.keys(result.body.details.fieldErrors)).toEqual(["tools.1.inputSchema", "tools.2.inputSchema"]);
    expect(result.body.details.fieldErrors["tools.1.inputSchema"][0]).toMatch(/^inputSchema is not a valid JSON Schema: .*\(\?!/);
  });

  it("submissions with an inputSchema that cannot be used are refused, naming tools.<i>.inputSchema", async () => {
    const result = await pb.api("POST", "/api/v1/submissions", {
      slug: "bad-schemas",
      name: "Bad schemas",
      baseUrl: upstream.url,
      tools: [
        manualTool("FINE", "/fine", { type: "object", properties: { a: { type: "string" } }, "x-odd": 1 }),
        manualTool("WRONG_TYPE_KEYWORD", "/a", { type: "object", properties: { a: { type: "strng" } } }),
        manualTool("NOT_AN_OBJECT", "/b", { type: "array", items: { type: "string" } }),
      ],
    });
    expect(result.status).toBe(400);
    expect(Object.keys(result.body.details.fieldErrors)).toEqual(["tools.1.inputSchema", "tools.2.inputSchema"]);
    expect(result.body.details.fieldErrors["tools.1.inputSchema"][0]).toMatch(/^inputSchema is not a valid JSON Schema: schema is invalid: data\/properties\/a\/type must be equal to one of the allowed values/);
    expect(result.body.details.fieldErrors["tools.2.inputSchema"]).toEqual(['inputSchema must describe an object (type "object"), not "array"']);
    expect((await pb.api("GET", "/api/v1/submissions")).body.plugins.map((item: { slug: string }) => item.slug)).not.toContain("bad-schemas");
  });
});
