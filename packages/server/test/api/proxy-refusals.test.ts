import { MAX_JSON_DEPTH } from "@plugboard/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/store/open-database.js";
import { startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";
import { startUpstream, type Upstream } from "../helpers/upstream-server.js";

/** `{"a":{"a":…}}` `levels` deep, as raw JSON text (the test client would not build it any faster). */
const nested = (levels: number) => `${'{"a":'.repeat(levels - 1)}{}${"}".repeat(levels - 1)}`;

describe.each(testDatabases())("POST /api/v1/proxy refusals on $name", ({ open }) => {
  let database: Database;
  let pb: TestPlugboard;
  // Records every request that reaches it: a refused call must leave it untouched.
  let upstream: Upstream;

  beforeAll(async () => {
    upstream = await startUpstream();
    database = await open();
    pb = await startPlugboard(database);
    const authMethods = [{ type: "api_key", label: "Key", isDefault: true, config: { header_name: "X-Api-Key" } }];
    for (const slug of ["open-api", "held-api"]) {
      await pb.createApprovedPlugin({ slug, name: slug, baseUrl: `${upstream.url}/v1`, allowProxy: true, authMethods });
      const saved = await pb.api("POST", "/api/v1/connections", { userId: "ann", plugin: slug, authMethod: "api_key", credentials: { api_key: "k-1" } });
      expect(saved.status).toBe(200);
    }
    expect((await pb.api("PUT", "/api/v1/policies", { plugin: "held-api", action: "require_approval" })).status).toBe(201);
  });
  afterAll(async () => {
    await pb?.close();
    await database?.close();
    await upstream?.close();
  });

  const rawProxy = (plugin: string, bodyJson: string) =>
    pb.api("POST", "/api/v1/proxy", `{"userId":"ann","plugin":"${plugin}","method":"POST","path":"/items","body":${bodyJson}}`);

  it.each(["open-api", "held-api"])("answers 400 naming body for a body nested 6,000 deep (%s), never a 500, and sends nothing", async (plugin) => {
    const before = upstream.received.length;
    const result = await rawProxy(plugin, nested(6_000));
    expect(result.status, JSON.stringify(result.body).slice(0, 300)).toBe(400);
    expect(result.body).toMatchObject({ code: "invalid_input", details: { fieldErrors: { "body.a": [`is nested more than ${MAX_JSON_DEPTH} levels deep`] } } });
    expect(upstream.received).toHaveLength(before);
  });

  it("still takes a body at the bound, and holds it for approval under require_approval", async () => {
    const sent = await rawProxy("open-api", nested(MAX_JSON_DEPTH));
    expect(sent.status, JSON.stringify(sent.body).slice(0, 300)).toBe(200);
    const held = await rawProxy("held-api", nested(MAX_JSON_DEPTH));
    expect(held.status, JSON.stringify(held.body).slice(0, 300)).toBe(202);
  });

  it.each([
    ["/..;/admin", "followed by ;"],
    ["/items/..;/..;/admin", "followed by ;"],
    ["/%252e%252e/admin", "encoded twice"],
    ["/items/%252E%252E/%252e%252e/admin", "encoded twice"],
    ["/items%252f..%252fadmin", "slash or backslash encoded twice"],
  ])("refuses path %j with a 400 naming path, and sends nothing", async (path, reason) => {
    const before = upstream.received.length;
    const result = await pb.api("POST", "/api/v1/proxy", { userId: "ann", plugin: "open-api", method: "GET", path });
    expect(result.status).toBe(400);
    expect(result.body.details.fieldErrors.path[0]).toContain(reason);
    expect(upstream.received).toHaveLength(before);
  });

  it.each(["X-Original-URL", "X-Rewrite-URL", "X-Real-IP", "x-http-method-override", "True-Client-IP"])("refuses the header %s with a 400 naming it, and sends nothing", async (header) => {
    const before = upstream.received.length;
    const result = await pb.api("POST", "/api/v1/proxy", { userId: "ann", plugin: "open-api", method: "GET", path: "/items", headers: { [header]: "/admin" } });
    expect(result.status).toBe(400);
    expect(result.body.details.fieldErrors[`headers.${header}`][0]).toContain("cannot be set through the proxy");
    expect(upstream.received).toHaveLength(before);
  });

  it("passes an ordinary path and header through to the upstream as sent", async () => {
    const result = await pb.api("POST", "/api/v1/proxy", { userId: "ann", plugin: "open-api", method: "GET", path: "/files/100%25;v=1", headers: { "X-Request-Id": "r-9" } });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    const received = upstream.received.at(-1)!;
    expect(received.rawUrl).toBe("/v1/files/100%25;v=1");
    expect(received.headers["x-request-id"]).toBe("r-9");
  });
});
