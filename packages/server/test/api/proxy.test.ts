import { Plugboard } from "@plugboard/client";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { findLeakedSecrets, startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";
import { startUpstream, type Upstream } from "../helpers/upstream-server.js";
import type { Database } from "../../src/store/open-database.js";

const KEY = "proxy-user-key-2f81";

/** Polls the execution history until `id` is listed (rows are written in batches). */
async function waitForExecution(pb: TestPlugboard, id: string): Promise<Record<string, unknown>> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const { body } = await pb.api("GET", "/api/v1/executions?limit=100");
    const found = body.executions.find((row: { id: string }) => row.id === id);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`execution ${id} never listed`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(testDatabases())("POST /api/v1/proxy on $name", ({ open }) => {
  let database: Database;
  let pb: TestPlugboard;
  let upstream: Upstream;

  beforeAll(async () => {
    upstream = await startUpstream();
    database = await open();
    pb = await startPlugboard(database);
    const authMethods = [{ type: "api_key", label: "Key", isDefault: true, config: { header_name: "X-Api-Key" } }];
    await pb.createApprovedPlugin({ slug: "proxied", name: "Proxied", baseUrl: `${upstream.url}/v1`, allowProxy: true, authMethods });
    await pb.createApprovedPlugin({ slug: "closed", name: "Closed", baseUrl: `${upstream.url}/v1`, authMethods });
    for (const plugin of ["proxied", "closed"]) {
      const saved = await pb.api("POST", "/api/v1/connections", { userId: "ann", plugin, authMethod: "api_key", credentials: { api_key: KEY } });
      expect(saved.status).toBe(200);
    }
  });
  afterAll(async () => {
    await pb?.close();
    await database?.close();
    await upstream?.close();
  });
  beforeEach(() => upstream.reply(() => undefined));

  const proxy = (body: Record<string, unknown>) => pb.api("POST", "/api/v1/proxy", { userId: "ann", plugin: "proxied", method: "GET", ...body });

  it("calls base URL + path with the user's key injected, the query and the caller's headers, and answers the execute envelope", async () => {
    const result = await proxy({ path: "/customers/cus_1", query: { expand: ["a", "b"], limit: 3 }, headers: { "X-Request-Id": "r-1" } });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body).toMatchObject({ success: true, status: 200, data: { path: "/v1/customers/cus_1" }, latencyMs: expect.any(Number), executionId: expect.any(String) });
    const received = upstream.received.at(-1)!;
    expect(received.rawUrl).toBe("/v1/customers/cus_1?expand=a&expand=b&limit=3");
    expect(received.headers["x-api-key"]).toBe(KEY);
    expect(received.headers["x-request-id"]).toBe("r-1");
    const row = await waitForExecution(pb, result.body.executionId);
    expect(row).toMatchObject({ toolSlug: "(proxy)", pluginSlug: "proxied", userId: "ann", source: "manual", success: true, status: 200 });
  });

  it("sends a JSON body for POST, and answers 502 with the upstream's status when it fails", async () => {
    const created = await proxy({ method: "POST", path: "/customers", body: { name: "Ann", tags: ["x"] } });
    expect(created.status).toBe(200);
    const received = upstream.received.at(-1)!;
    expect(received.method).toBe("POST");
    expect(received.headers["content-type"]).toBe("application/json");
    expect(received.json).toEqual({ name: "Ann", tags: ["x"] });

    upstream.reply(() => ({ status: 500, body: { message: "boom" } }));
    const failed = await proxy({ path: "/broken" });
    expect(failed.status).toBe(502);
    expect(failed.body).toMatchObject({ success: false, status: 500, data: { message: "boom" }, error: expect.stringContaining("500") });
  });

  it("refuses a plugin whose author did not set allowProxy (403), and an unknown plugin (404)", async () => {
    const before = upstream.received.length;
    const closed = await proxy({ plugin: "closed", path: "/customers" });
    expect(closed.status).toBe(403);
    expect(closed.body.error).toContain("allowProxy");
    expect((await proxy({ plugin: "nope", path: "/x" })).status).toBe(404);
    expect(upstream.received).toHaveLength(before);
  });

  it.each([
    ["https://evil.example/steal", "absolute URL"],
    ["//evil.example/steal", "protocol-relative"],
    ["/customers/../../admin", ". or .. segments"],
    ["/customers/%2e%2e/%2E%2E/admin", ". or .. segments"],
    ["/customers%2f..%2fadmin", "encoded slash"],
    ["/customers\\..\\admin", "backslash"],
    ["customers", "start with /"],
    ["/customers?admin=1", "query"],
  ])("refuses path %j with a 400 naming the reason, and sends nothing", async (path, reason) => {
    const before = upstream.received.length;
    const result = await proxy({ path });
    expect(result.status).toBe(400);
    expect(result.body.details.fieldErrors.path[0]).toContain(reason);
    expect(result.body.error).toContain(reason);
    expect(upstream.received).toHaveLength(before);
  });

  it.each(["Authorization", "authorization", "Cookie", "Proxy-Authorization", "X-Api-Key", "x-api-key", "Host", "Transfer-Encoding", "Connection"])(
    "refuses the header %s (400) so auth cannot be replaced",
    async (header) => {
      const before = upstream.received.length;
      const result = await proxy({ path: "/customers", headers: { [header]: "attacker-value" } });
      expect(result.status).toBe(400);
      expect(result.body.details.fieldErrors).toHaveProperty([`headers.${header}`]);
      expect(upstream.received).toHaveLength(before);
    },
  );

  it("calls with the account accountLabel names, and with the default account otherwise", async () => {
    const work = await pb.api("POST", "/api/v1/connections", { userId: "ann", plugin: "proxied", authMethod: "api_key", credentials: { api_key: "work-key-9a1c" }, accountLabel: "work", addAccount: true });
    expect(work.status, JSON.stringify(work.body)).toBe(200);
    expect((await proxy({ path: "/me", accountLabel: "work" })).status).toBe(200);
    expect(upstream.received.at(-1)!.headers["x-api-key"]).toBe("work-key-9a1c");
    expect((await proxy({ path: "/me" })).status).toBe(200);
    expect(upstream.received.at(-1)!.headers["x-api-key"]).toBe(KEY);
    const unknown = await proxy({ path: "/me", accountLabel: "nope" });
    expect(unknown.status).toBe(409);
    expect(unknown.body.code).toBe("connection_required");
  });

  it("answers 409 connection_required for a user without a connection, with a connect URL", async () => {
    const result = await proxy({ userId: "nobody", path: "/customers" });
    expect(result.status).toBe(409);
    expect(result.body).toMatchObject({ code: "connection_required", connectUrl: expect.any(String) });
  });

  it("records allowProxy on the plugin as submitted, so the reviewer sees it", async () => {
    const rows = await pb.context.prisma.plugin.findMany({ where: { slug: { in: ["proxied", "closed"] } }, select: { slug: true, allowProxy: true }, orderBy: { slug: "asc" } });
    expect(rows).toEqual([
      { slug: "closed", allowProxy: false },
      { slug: "proxied", allowProxy: true },
    ]);
  });

  it("is reachable from the client SDK as plugboard.proxy(...)", async () => {
    const client = new Plugboard({ apiKey: pb.apiKey, baseUrl: pb.url });
    const result = await client.proxy({ userId: "ann", plugin: "proxied", method: "DELETE", path: "/customers/cus_9" });
    expect(result).toMatchObject({ success: true, status: 200 });
    expect(upstream.received.at(-1)).toMatchObject({ method: "DELETE", path: "/v1/customers/cus_9" });
  });

  it("never echoes the user's key", () => {
    expect(findLeakedSecrets(pb, [KEY])).toEqual([]);
  });
});
