import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/store/open-database.js";
import { startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";
import { startUpstream, type Upstream } from "../helpers/upstream-server.js";
import { createMcpPlugin } from "../mcp/helpers/mcp-flow.js";
import { startVariantMcpServer, type VariantMcpServer } from "../mcp/helpers/start-variant-mcp-server.js";

const tool = (slug: string, path: string) => ({ slug, name: slug, description: `Tool ${slug}`, method: "GET", path });
const publicMethod = { type: "no_auth", label: "Public", isDefault: true };

/** An upstream whose `/hang` requests wait until `release()`; everything else answers at once. */
async function startHangingUpstream(): Promise<Upstream & { hanging(): number; release(): void }> {
  const upstream = await startUpstream();
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  upstream.reply((request) => (request.path.endsWith("/hang") ? { body: { slow: true }, until: released } : undefined));
  return Object.assign(upstream, {
    hanging: () => upstream.received.filter((request) => request.path.endsWith("/hang")).length,
    release,
  });
}

function execute(pb: TestPlugboard, apiKey: string, toolSlug: string, params: Record<string, unknown> = {}) {
  return pb.api("POST", "/api/v1/tools/execute", { userId: "u1", tool: toolSlug, params }, { apiKey });
}

describe.each(testDatabases())("concurrency bounds of tool execution on $name", (engine) => {
  let db: Database;
  const opened: Array<{ close(): Promise<void> }> = [];

  beforeAll(async () => {
    db = await engine.open();
  });
  afterEach(async () => {
    for (const resource of opened.splice(0).reverse()) await resource.close();
  });
  afterAll(async () => {
    await db?.close();
  });

  it("130 hanging calls of developer A do not delay developer B's call to the same origin; A's calls over its bound get 429 + Retry-After", async () => {
    const upstream = await startHangingUpstream();
    opened.push(upstream);
    // Default bounds; a tool timeout far beyond the test's own, so nothing here ends by timing out.
    const pb = await startPlugboard(db, { toolTimeoutMs: 120_000 });
    opened.push(pb);
    await pb.createApprovedPlugin({ slug: "shared-origin", name: "Shared origin", baseUrl: upstream.url, tools: [tool("SHARED_HANG", "/hang"), tool("SHARED_FAST", "/fast")], authMethods: [publicMethod] });
    const developerB = await pb.newDeveloper(`b-${Date.now()}@example.com`);

    let answered = 0;
    const callsOfA = Array.from({ length: 130 }, () => execute(pb, pb.apiKey, "SHARED_HANG").finally(() => (answered += 1)));
    // A's 64 in flight (the default per-developer bound) reach the upstream; the other 66 are refused at once.
    await expect.poll(() => [upstream.hanging(), answered], { timeout: 20_000 }).toEqual([64, 66]);
    const fromB = await execute(pb, developerB.apiKey, "SHARED_FAST");
    expect(fromB.status, JSON.stringify(fromB.body)).toBe(200);
    expect(fromB.body).toMatchObject({ success: true, status: 200, data: { ok: true, path: "/fast" } });
    // B was answered while all of A's calls still hang.
    expect(upstream.hanging()).toBe(64);

    upstream.release();
    const results = await Promise.all(callsOfA);
    const refused = results.filter((result) => result.status === 429);
    expect(refused).toHaveLength(66);
    expect(results.filter((result) => result.status === 200)).toHaveLength(64);
    for (const result of refused) {
      expect(result.body).toMatchObject({ code: "rate_limited", error: expect.stringContaining("in flight") });
      expect(Number(result.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    }
    // A refused call never reached the upstream.
    expect(upstream.hanging()).toBe(64);
  });

  it("the per-origin bound refuses another developer's call to a saturated origin, not to another origin", async () => {
    const slowOrigin = await startHangingUpstream();
    const otherOrigin = await startUpstream();
    opened.push(slowOrigin, otherOrigin);
    const pb = await startPlugboard(db, { toolTimeoutMs: 120_000, maxConcurrentPerOrigin: 3, maxConcurrentPerDeveloper: 10 });
    opened.push(pb);
    await pb.createApprovedPlugin({ slug: "slow-origin", name: "Slow", baseUrl: slowOrigin.url, tools: [tool("SLOWO_HANG", "/hang"), tool("SLOWO_FAST", "/fast")], authMethods: [publicMethod] });
    await pb.createApprovedPlugin({ slug: "other-origin", name: "Other", baseUrl: otherOrigin.url, tools: [tool("OTHERO_FAST", "/fast")], authMethods: [publicMethod] });
    const developerB = await pb.newDeveloper(`b2-${Date.now()}@example.com`);

    const hanging = Array.from({ length: 3 }, () => execute(pb, pb.apiKey, "SLOWO_HANG"));
    await expect.poll(() => slowOrigin.hanging(), { timeout: 20_000 }).toBe(3);

    const sameOrigin = await execute(pb, developerB.apiKey, "SLOWO_FAST");
    expect(sameOrigin.status).toBe(429);
    expect(sameOrigin.body).toMatchObject({ code: "rate_limited", error: expect.stringContaining(new URL(slowOrigin.url).origin) });
    expect(sameOrigin.headers.get("retry-after")).toBe("1");
    const elsewhere = await execute(pb, developerB.apiKey, "OTHERO_FAST");
    expect(elsewhere.status, JSON.stringify(elsewhere.body)).toBe(200);

    slowOrigin.release();
    expect((await Promise.all(hanging)).map((result) => result.status)).toEqual([200, 200, 200]);
    // The slots are free again once the calls ended.
    expect((await execute(pb, developerB.apiKey, "SLOWO_FAST")).status).toBe(200);
  });

  it("MCP tool calls share the developer's bound with manual calls", async () => {
    const server: VariantMcpServer = await startVariantMcpServer({ auth: false });
    const upstream = await startUpstream();
    opened.push(server, upstream);
    const pb = await startPlugboard(db, { toolTimeoutMs: 120_000, maxConcurrentPerDeveloper: 2 });
    opened.push(pb);
    const pluginId = await createMcpPlugin(pb, "bounded-mcp", { serverUrl: server.mcpUrl });
    await pb.services.mcpTools.sync(pluginId, { developerId: pb.developerId });
    await pb.createApprovedPlugin({ slug: "bounded-rest", name: "REST", baseUrl: upstream.url, tools: [tool("BOUNDED_FAST", "/fast")], authMethods: [publicMethod] });

    const sleeping = [1, 2].map(() => execute(pb, pb.apiKey, "SLEEP", { ms: 3_000 }));
    await expect.poll(() => server.stats.sleeping, { timeout: 20_000 }).toBe(2);

    const third = await execute(pb, pb.apiKey, "SLEEP", { ms: 1 });
    expect(third.status).toBe(429);
    expect(third.body.code).toBe("rate_limited");
    expect(third.headers.get("retry-after")).toBe("1");
    const manual = await execute(pb, pb.apiKey, "BOUNDED_FAST");
    expect(manual.status).toBe(429);

    expect((await Promise.all(sleeping)).map((result) => result.body.success)).toEqual([true, true]);
    expect((await execute(pb, pb.apiKey, "BOUNDED_FAST")).status).toBe(200);
  });
});
