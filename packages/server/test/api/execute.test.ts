import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findLeakedSecrets, startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";
import { startUpstream, type Upstream } from "../helpers/upstream-server.js";

const SECRETS = {
  apiKey: "sk_live_apikey_7f3a9c1e",
  bearer: "tok_bearer_5d2b8e4f",
  oauth: "ya29.oauth_access_1c9d",
  service: "svc_access_token_8e7f",
  customKey: "custom_key_4a4a",
  customSecret: "custom_secret_9b9b",
};

const tool = (slug: string, method: string, path: string, extra: Record<string, unknown> = {}) => ({
  slug,
  name: slug,
  description: `Tool ${slug}`,
  method,
  path,
  ...extra,
});

describe.each(testDatabases())("POST /api/v1/tools/execute on $name", (database) => {
  let pb: TestPlugboard;
  let upstream: Upstream;

  beforeAll(async () => {
    upstream = await startUpstream();
    pb = await startPlugboard(await database.open(), { toolTimeoutMs: 500 });
    const tools = [
      tool("ECHO_GET", "GET", "/items/{id}", { headers: { "X-Static": "static", Authorization: "should-be-overridden" } }),
      tool("ECHO_POST", "POST", "/items/{id}/notes"),
      tool("ECHO_DELETE", "DELETE", "/items/{id}"),
      tool("ECHO_PUT", "PUT", "/items"),
      tool("FAIL", "GET", "/fail"),
      tool("TEXT", "GET", "/text"),
      tool("SLOW", "GET", "/slow"),
      tool("DISABLED", "GET", "/disabled", { enabled: false }),
    ];
    const plugins: Array<[string, Record<string, unknown>]> = [
      ["exec-apikey", { type: "api_key", label: "API key", config: { header_name: "X-Api-Key" } }],
      ["exec-apikey-default", { type: "api_key", label: "API key" }],
      ["exec-bearer", { type: "bearer_token", label: "Token", config: { header_name: "X-Auth", header_prefix: "Token" } }],
      ["exec-bearer-default", { type: "bearer_token", label: "Token" }],
      ["exec-oauth", { type: "oauth2", label: "OAuth", config: { authorize_url: "https://idp.example/authorize", token_url: "https://idp.example/token", client_id: "c" } }],
      ["exec-service", { type: "service_account", label: "Service account" }],
      [
        "exec-custom",
        {
          type: "custom",
          label: "Custom",
          config: {
            injection_rules: [
              { target: "header", name: "X-Key", value: "{{key}}" },
              { target: "header", name: "X-Signature", value: "sig {{key}}:{{secret}}" },
              { target: "query", name: "token", value: "{{secret}}" },
            ],
          },
        },
      ],
      ["exec-noauth", { type: "no_auth", label: "Public" }],
    ];
    for (const [slug, method] of plugins) {
      await pb.createApprovedPlugin({
        slug,
        name: slug,
        baseUrl: upstream.url + "/api",
        tools: tools.map((entry) => ({ ...entry, slug: `${slug.toUpperCase().replace(/-/g, "_")}_${entry.slug}` })),
        authMethods: [method],
      });
    }
    const connect = async (plugin: string, authMethod: string, credentials: Record<string, unknown>) => {
      const result = await pb.api("POST", "/api/v1/connections", { userId: "u1", plugin, authMethod, credentials });
      expect(result.status, JSON.stringify(result.body)).toBe(200);
    };
    await connect("exec-apikey", "api_key", { api_key: SECRETS.apiKey });
    await connect("exec-apikey-default", "api_key", { api_key: SECRETS.apiKey });
    await connect("exec-bearer", "bearer_token", { token: SECRETS.bearer });
    await connect("exec-bearer-default", "bearer_token", { token: SECRETS.bearer });
    await connect("exec-oauth", "oauth2", { access_token: SECRETS.oauth });
    await connect("exec-service", "service_account", { access_token: SECRETS.service, project: "p1" });
    await connect("exec-custom", "custom", { key: SECRETS.customKey, secret: SECRETS.customSecret });
  });

  afterAll(async () => {
    const leaks = pb ? findLeakedSecrets(pb, Object.values(SECRETS)) : [];
    await pb?.close();
    await upstream?.close();
    expect(leaks).toEqual([]);
  });

  const execute = (toolSlug: string, params?: Record<string, unknown>, userId = "u1") =>
    pb.api("POST", "/api/v1/tools/execute", { userId, tool: toolSlug, ...(params ? { params } : {}) });

  const last = () => upstream.received.at(-1)!;

  it.each([
    ["EXEC_APIKEY_ECHO_GET", "x-api-key", SECRETS.apiKey],
    ["EXEC_APIKEY_DEFAULT_ECHO_GET", "x-api-key", SECRETS.apiKey],
    ["EXEC_BEARER_ECHO_GET", "x-auth", `Token ${SECRETS.bearer}`],
    ["EXEC_BEARER_DEFAULT_ECHO_GET", "authorization", `Bearer ${SECRETS.bearer}`],
    ["EXEC_OAUTH_ECHO_GET", "authorization", `Bearer ${SECRETS.oauth}`],
    ["EXEC_SERVICE_ECHO_GET", "authorization", `Bearer ${SECRETS.service}`],
  ])("%s injects %s exactly", async (slug, header, value) => {
    const result = await execute(slug, { id: "42" });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ success: true, status: 200 });
    expect(typeof result.body.latencyMs).toBe("number");
    expect(last().headers[header]).toBe(value);
    expect(last().path).toBe("/api/items/42");
    expect(last().headers["x-static"]).toBe("static");
  });

  it("applies every custom injection rule", async () => {
    // The default upstream echoes the query back; this upstream does not, so the answer holds no secret.
    upstream.reply(() => ({ body: { ok: true } }));
    const result = await execute("EXEC_CUSTOM_ECHO_GET", { id: "1" });
    expect(result.status).toBe(200);
    expect(last().headers["x-key"]).toBe(SECRETS.customKey);
    expect(last().headers["x-signature"]).toBe(`sig ${SECRETS.customKey}:${SECRETS.customSecret}`);
    expect(last().query.token).toBe(SECRETS.customSecret);
    upstream.reply(() => undefined);
  });

  it("lets injected auth win over a static header of the same name", async () => {
    await execute("EXEC_BEARER_DEFAULT_ECHO_GET", { id: "1" });
    expect(last().headers.authorization).toBe(`Bearer ${SECRETS.bearer}`);
    await execute("EXEC_NOAUTH_ECHO_GET", { id: "1" });
    expect(last().headers.authorization).toBe("should-be-overridden");
  });

  it.each([
    ["a/b", "/api/items/a%2Fb"],
    ["what?x=1", "/api/items/what%3Fx%3D1"],
    ["frag#ment", "/api/items/frag%23ment"],
    ["../../admin", "/api/items/..%2F..%2Fadmin"],
    ["café 日本", "/api/items/caf%C3%A9%20%E6%97%A5%E6%9C%AC"],
  ])("encodes the placeholder value %j so it cannot change the path", async (id, rawPath) => {
    const result = await execute("EXEC_NOAUTH_ECHO_GET", { id });
    expect(result.status).toBe(200);
    expect(last().rawUrl).toBe(rawPath);
  });

  it("refuses a dot-segment value and a missing placeholder with 400 naming the param", async () => {
    for (const params of [{ id: ".." }, {}]) {
      const result = await execute("EXEC_NOAUTH_ECHO_GET", params);
      expect(result.status).toBe(400);
      expect(Object.keys(result.body.details.fieldErrors)).toEqual(["params.id"]);
    }
  });

  it("sends remaining params as the query string on GET and DELETE", async () => {
    await execute("EXEC_NOAUTH_ECHO_GET", { id: "7", q: "hello world", tags: ["a", "b"], n: 3 });
    expect(last().rawUrl).toBe("/api/items/7?q=hello+world&tags=a&tags=b&n=3");
    expect(last().body).toBe("");
    await execute("EXEC_NOAUTH_ECHO_DELETE", { id: "8", force: true });
    expect(last().method).toBe("DELETE");
    expect(last().rawUrl).toBe("/api/items/8?force=true");
  });

  it("sends remaining params as a JSON body otherwise", async () => {
    const result = await execute("EXEC_NOAUTH_ECHO_POST", { id: "9", text: "note", nested: { a: 1 } });
    expect(result.status).toBe(200);
    expect(last().method).toBe("POST");
    expect(last().path).toBe("/api/items/9/notes");
    expect(last().headers["content-type"]).toBe("application/json");
    expect(last().json).toEqual({ text: "note", nested: { a: 1 } });
    expect(result.body.data).toMatchObject({ json: { text: "note", nested: { a: 1 } } });
  });

  it("turns an upstream 500 into a 502 envelope with the upstream body", async () => {
    upstream.reply((request) => (request.path === "/api/fail" ? { status: 500, body: { message: "boom" } } : undefined));
    const result = await execute("EXEC_NOAUTH_FAIL");
    expect(result.status).toBe(502);
    expect(result.body).toMatchObject({ success: false, status: 500, data: { message: "boom" } });
    expect(result.body.error).toMatch(/status 500/);
  });

  it("returns text bodies as strings", async () => {
    upstream.reply((request) => (request.path === "/api/text" ? { body: "plain words" } : undefined));
    const result = await execute("EXEC_NOAUTH_TEXT");
    expect(result.body).toMatchObject({ success: true, data: "plain words" });
  });

  it("gives up after the timeout with a 502", async () => {
    upstream.reply((request) => (request.path === "/api/slow" ? { delayMs: 1500, body: { late: true } } : undefined));
    const result = await execute("EXEC_NOAUTH_SLOW");
    expect(result.status).toBe(502);
    expect(result.body).toMatchObject({ success: false, status: 0 });
    expect(result.body.error).toMatch(/did not answer within 500 ms/);
  });

  it("bounds the whole answer, not only each wait: a body trickling in under the per-chunk timeout still ends at the deadline", async () => {
    const trickle = createServer((_request, response) => {
      response.writeHead(200, { "content-type": "application/json" });
      response.write('{"chunks":[');
      const timer = setInterval(() => response.write('"x",'), 150);
      response.on("close", () => clearInterval(timer));
    });
    await new Promise<void>((resolve) => trickle.listen(0, "127.0.0.1", () => resolve()));
    try {
      await pb.createApprovedPlugin({
        slug: "exec-trickle",
        name: "Trickle",
        baseUrl: `http://127.0.0.1:${(trickle.address() as AddressInfo).port}`,
        tools: [tool("TRICKLE_GET", "GET", "/")],
      });
      const started = Date.now();
      const result = await execute("TRICKLE_GET");
      expect(result.status).toBe(502);
      expect(result.body.error).toMatch(/did not answer within 500 ms/);
      expect(Date.now() - started).toBeLessThan(1_500);
    } finally {
      trickle.closeAllConnections();
      await new Promise((resolve) => trickle.close(resolve));
    }
  });

  it("answers 502 when the upstream is unreachable", async () => {
    const plugin = await pb.createApprovedPlugin({
      slug: "exec-down",
      name: "Down",
      baseUrl: "http://127.0.0.1:1",
      tools: [tool("DOWN_PING", "GET", "/ping")],
    });
    expect(plugin).toBeTruthy();
    const result = await execute("DOWN_PING");
    expect(result.status).toBe(502);
    expect(result.body.error).toMatch(/Could not reach/);
  });

  it("answers 404 for an unknown or disabled tool", async () => {
    expect((await execute("NOPE")).status).toBe(404);
    expect((await execute("EXEC_NOAUTH_DISABLED")).status).toBe(404);
  });

  it("asks to connect the user when the plugin needs auth", async () => {
    const result = await execute("EXEC_APIKEY_ECHO_GET", { id: "1" }, "stranger");
    expect(result.status).toBe(409);
    expect(result.body.error).toContain('plugin "exec-apikey"');
    expect(result.body.error).toContain("/api/v1/connections/initiate");
  });

  it("runs no_auth tools without a connection", async () => {
    const result = await execute("EXEC_NOAUTH_ECHO_GET", { id: "1" }, "stranger");
    expect(result.status).toBe(200);
  });

  it("sees a new connection at once (cache invalidated) and not another developer's", async () => {
    const other = await pb.newDeveloper(`other-${Date.now()}@test.local`);
    const theirs = await pb.api("POST", "/api/v1/tools/execute", { userId: "u1", tool: "EXEC_APIKEY_ECHO_GET", params: { id: "1" } }, { apiKey: other.apiKey });
    expect(theirs.status).toBe(409);
    await pb.api("POST", "/api/v1/connections", { userId: "late", plugin: "exec-apikey", authMethod: "api_key", credentials: { api_key: SECRETS.apiKey } });
    expect((await execute("EXEC_APIKEY_ECHO_GET", { id: "1" }, "late")).status).toBe(200);
    await pb.api("DELETE", "/api/v1/connections", { userId: "late", plugin: "exec-apikey" });
    expect((await execute("EXEC_APIKEY_ECHO_GET", { id: "1" }, "late")).status).toBe(409);
  });

  it("writes one execution-log row per call without credentials", async () => {
    await pb.services.executionLog.flush();
    const before = await pb.context.prisma.executionLog.count();
    await execute("EXEC_APIKEY_ECHO_PUT", { a: 1 });
    await pb.services.executionLog.flush();
    const rows = await pb.context.prisma.executionLog.findMany({ orderBy: { createdAt: "desc" }, take: 1 });
    expect(await pb.context.prisma.executionLog.count()).toBe(before + 1);
    expect(rows[0]).toMatchObject({ userId: "u1", toolSlug: "EXEC_APIKEY_ECHO_PUT", status: 200, success: true, source: "manual" });
    expect(JSON.stringify(rows)).not.toContain(SECRETS.apiKey);
  });

  it("validates the request body", async () => {
    const result = await pb.api("POST", "/api/v1/tools/execute", { tool: 5 });
    expect(result.status).toBe(400);
    expect(Object.keys(result.body.details.fieldErrors).sort()).toEqual(["tool", "userId"]);
  });
});
