import { MAX_JSON_DEPTH } from "@plugboard/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/store/open-database.js";
import { startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";
import { startUpstream, type Upstream } from "../helpers/upstream-server.js";

const NUL = "\u0000";
const LONE_SURROGATE = "\ud800";
/** `depth` nested arrays as JSON text: `[[[…]]]`. */
const nested = (depth: number) => "[".repeat(depth) + "]".repeat(depth);

/** The field names a 400 `{ error: 'Invalid input', details }` points at. */
function fieldsOf(response: { status: number; body: any }): string[] {
  expect(response.status, JSON.stringify(response.body)).toBe(400);
  expect(response.body.error).toBe("Invalid input");
  return Object.keys(response.body.details.fieldErrors);
}

describe.each(testDatabases())("bad input through the HTTP API on $name", ({ open }) => {
  let db: Database;
  let pb: TestPlugboard;
  let upstream: Upstream;

  beforeAll(async () => {
    upstream = await startUpstream();
    db = await open();
    pb = await startPlugboard(db);
    await pb.createApprovedPlugin({
      slug: "keyed",
      name: "Keyed",
      baseUrl: upstream.url,
      authMethods: [{ type: "api_key", label: "API key" }],
      tools: [{ slug: "ECHO", name: "Echo", description: "Echoes", method: "POST", path: "/echo" }],
    });
    const connected = await pb.api("POST", "/api/v1/connections", { userId: "alice", plugin: "keyed", authMethod: "api_key", credentials: { api_key: "k-1" } });
    expect(connected.status).toBe(200);
  });
  afterAll(async () => {
    await pb?.close();
    await db?.close();
    await upstream?.close();
  });

  it("refuses a NUL character in userId with a 400 naming userId, on every route that takes it", async () => {
    const userId = `bob${NUL}`;
    expect(fieldsOf(await pb.api("POST", "/api/v1/connections", { userId, plugin: "keyed", authMethod: "api_key", credentials: { api_key: "k" } }))).toEqual(["userId"]);
    expect(fieldsOf(await pb.api("GET", `/api/v1/connections?userId=${encodeURIComponent(userId)}`))).toEqual(["userId"]);
    expect(fieldsOf(await pb.api("POST", "/api/v1/tools/execute", { userId, tool: "ECHO" }))).toEqual(["userId"]);
    expect(fieldsOf(await pb.api("POST", "/api/v1/connections/initiate", { userId, plugin: "keyed", redirectUrl: "http://localhost:9/back" }))).toEqual(["userId"]);
    expect((await db.prisma.connection.findMany({ where: { userId: { startsWith: "bob" } } })).length).toBe(0);
  });

  it("refuses a lone surrogate in a name with a 400 naming the field, and creates nothing", async () => {
    const name = `Weather ${LONE_SURROGATE}`;
    expect(fieldsOf(await pb.api("POST", "/api/v1/submissions", { slug: "weather", name, baseUrl: upstream.url }))).toEqual(["name"]);
    const toolNamed = await pb.api("POST", "/api/v1/submissions", {
      slug: "weather",
      name: "Weather",
      baseUrl: upstream.url,
      tools: [{ slug: "FORECAST", name, description: "d", method: "GET", path: "/f" }],
    });
    expect(fieldsOf(toolNamed)).toEqual(["tools.0.name"]);
    expect(fieldsOf(await pb.api("POST", "/api/v1/connections", { userId: "carol", plugin: "keyed", authMethod: "api_key", credentials: { api_key: "k" }, accountLabel: LONE_SURROGATE }))).toEqual(["accountLabel"]);
    expect(await db.prisma.plugin.findUnique({ where: { slug: "weather" } })).toBeNull();
  });

  it("refuses NUL and lone surrogates inside tool params, naming the param, and calls no upstream", async () => {
    const before = upstream.received.length;
    expect(fieldsOf(await pb.api("POST", "/api/v1/tools/execute", { userId: "alice", tool: "ECHO", params: { q: `a${NUL}b` } }))).toEqual(["params.q"]);
    expect(fieldsOf(await pb.api("POST", "/api/v1/tools/execute", { userId: "alice", tool: "ECHO", params: { list: ["ok", LONE_SURROGATE] } }))).toEqual(["params.list.1"]);
    expect(upstream.received.length).toBe(before);

    const fine = await pb.api("POST", "/api/v1/tools/execute", { userId: "alice", tool: "ECHO", params: { q: "café 😀" } });
    expect(fine.status).toBe(200);
    expect(upstream.received.at(-1)!.json).toEqual({ q: "café 😀" });
  });

  it(`refuses JSON nested 5,000 levels deep with a 400 naming the field (limit ${MAX_JSON_DEPTH})`, async () => {
    const deepParams = await pb.api("POST", "/api/v1/tools/execute", `{"userId":"alice","tool":"ECHO","params":{"deep":${nested(5_000)}}}`);
    expect(fieldsOf(deepParams)).toEqual(["params.deep"]);
    expect(deepParams.body.details.fieldErrors["params.deep"]).toEqual([`is nested more than ${MAX_JSON_DEPTH} levels deep`]);

    const deepSchema = await pb.api(
      "POST",
      "/api/v1/submissions",
      `{"slug":"deep","name":"Deep","baseUrl":"${upstream.url}","tools":[{"slug":"DEEP","name":"d","description":"d","method":"GET","path":"/d","inputSchema":{"type":"object","x":${nested(5_000)}}}]}`,
    );
    expect(fieldsOf(deepSchema)).toEqual(["tools.0.inputSchema.x"]);
    expect(await db.prisma.plugin.findUnique({ where: { slug: "deep" } })).toBeNull();

    // Just under the limit is fine.
    const shallow = await pb.api("POST", "/api/v1/tools/execute", `{"userId":"alice","tool":"ECHO","params":{"ok":${nested(MAX_JSON_DEPTH - 1)}}}`);
    expect(shallow.status).toBe(200);
  });

  it("refuses CR/LF in an api_key credential at submission and keeps the stored one", async () => {
    const response = await pb.api("POST", "/api/v1/connections", { userId: "alice", plugin: "keyed", authMethod: "api_key", credentials: { api_key: "k-2\r\nX-Injected: 1" } });
    expect(fieldsOf(response)).toEqual(["credentials.api_key"]);
    expect(response.body.details.fieldErrors["credentials.api_key"][0]).toMatch(/line break/);
    expect(JSON.stringify(response.body)).not.toContain("X-Injected");

    // The connection still holds the earlier key, which execution sends.
    const executed = await pb.api("POST", "/api/v1/tools/execute", { userId: "alice", tool: "ECHO" });
    expect(executed.status).toBe(200);
    expect(upstream.received.at(-1)!.headers["x-api-key"]).toBe("k-1");
    expect(upstream.received.some((request) => "x-injected" in request.headers)).toBe(false);
  });

  it("refuses CR/LF in a tool's static header value at submission, naming the header", async () => {
    const response = await pb.api("POST", "/api/v1/submissions", {
      slug: "headed",
      name: "Headed",
      baseUrl: upstream.url,
      tools: [{ slug: "HEADED", name: "h", description: "d", method: "GET", path: "/h", headers: { "X-Static": "v\r\nX-Injected: 1" } }],
    });
    expect(fieldsOf(response)).toEqual(["tools.0.headers.X-Static"]);
    expect(await db.prisma.plugin.findUnique({ where: { slug: "headed" } })).toBeNull();

    const prefix = await pb.api("POST", "/api/v1/submissions", {
      slug: "headed",
      name: "Headed",
      baseUrl: upstream.url,
      authMethods: [{ type: "bearer_token", label: "Token", config: { header_prefix: "Bearer\nX-Injected:" } }],
    });
    expect(fieldsOf(prefix)).toEqual(["authMethods.0.config.header_prefix"]);
  });

  it("answers 415 for a body that is not declared as JSON, and 400 (not 415) for a request without a body", async () => {
    const text = await pb.api("POST", "/api/v1/connections", JSON.stringify({ userId: "alice" }), { headers: { "content-type": "text/plain" } });
    expect(text.status).toBe(415);
    expect(text.body).toEqual({ error: expect.stringContaining("application/json"), code: "unsupported_media_type" });
    expect(text.body.error).toContain("text/plain");

    const form = await pb.api("POST", "/api/v1/tools/execute", "userId=alice&tool=ECHO", { headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(form.status).toBe(415);

    const empty = await pb.api("POST", "/api/v1/connections");
    expect(fieldsOf(empty)).toEqual(expect.arrayContaining(["userId", "plugin"]));

    const json = await pb.api("POST", "/api/v1/tools/execute", { userId: "alice", tool: "ECHO" }, { headers: { "content-type": "application/json; charset=utf-8" } });
    expect(json.status).toBe(200);
  });

  it("refuses a NUL character in a route parameter with a 400", async () => {
    const response = await pb.api("GET", "/api/v1/plugins/a%00b/mcp-client");
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: "Invalid input", details: { formErrors: [expect.stringContaining("NUL")] } });
  });

  it("never answered with a 500 or logged an unhandled error", () => {
    expect(pb.responses.filter((response) => response.status >= 500).map((response) => `${response.method} ${response.path} ${response.status}`)).toEqual([]);
    expect(pb.logs.filter((line) => line.includes("unhandled error"))).toEqual([]);
  });
});
