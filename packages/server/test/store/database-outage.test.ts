import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyMigrations } from "../../src/store/apply-migrations.js";
import { openDatabase, type Database } from "../../src/store/open-database.js";
import { startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { postgresTarget, startTcpProxy, type TcpProxy } from "../helpers/tcp-proxy.js";
import { createScratchPostgresDatabase, type ScratchPostgresDatabase } from "../helpers/test-database.js";
import { startUpstream, type Upstream } from "../helpers/upstream-server.js";

/** Real processes and interruptions on a busy machine: more than the default 30 s per test. */
const TIMEOUT_MS = 60_000;
const postgres = process.env.TEST_DATABASE_URL;
if (!postgres) {
  console.warn("Database outage tests skipped: set TEST_DATABASE_URL=postgres://... to run them (they cut a TCP proxy in front of PostgreSQL)");
}

const publicPlugin = (slug: string, baseUrl: string, toolSlug: string) => ({
  slug,
  name: slug,
  baseUrl,
  tools: [{ slug: toolSlug, name: toolSlug, description: "Echo", method: "GET", path: "/echo" }],
  authMethods: [{ type: "no_auth", label: "Public", isDefault: true }],
});

/**
 * Real interruptions: instance B reaches PostgreSQL through a TCP proxy that the test cuts (every
 * socket reset, new ones refused) and restores; instance A, when there is one, connects directly.
 */
describe.skipIf(!postgres)("PostgreSQL outage behind a TCP proxy (needs TEST_DATABASE_URL)", () => {
  let scratch: ScratchPostgresDatabase;
  let proxy: TcpProxy;
  let upstream: Upstream;
  let direct: Database;
  let proxied: Database;
  let a: TestPlugboard;
  let b: TestPlugboard;

  beforeAll(async () => {
    scratch = await createScratchPostgresDatabase();
    proxy = await startTcpProxy(postgresTarget(scratch.url));
    upstream = await startUpstream();
    direct = await openDatabase({ url: scratch.url, maxConnections: 5 });
    await applyMigrations(direct);
    proxied = await openDatabase({ url: proxy.rewrite(scratch.url), maxConnections: 5 });
    a = await startPlugboard(direct, { migrate: false });
    b = await startPlugboard(proxied, { migrate: false });
  });

  afterAll(async () => {
    proxy?.restore();
    await b?.close();
    await a?.close();
    await proxied?.close();
    await direct?.close();
    await proxy?.close();
    await upstream?.close();
    await scratch?.drop();
  });

  const executeOn = (pb: TestPlugboard, tool: string) => pb.api("POST", "/api/v1/tools/execute", { userId: "u1", tool, params: {} });

  /**
   * Approves a public plugin on `pb` and executes its tool once, so the key, the tool and the (absent)
   * connection are cached and executions need no database; returns the count of the tool's log rows.
   */
  async function warmPlugin(pb: TestPlugboard, slug: string, tool: string): Promise<() => Promise<number>> {
    await pb.createApprovedPlugin(publicPlugin(slug, upstream.url, tool));
    expect((await executeOn(pb, tool)).status).toBe(200);
    await pb.services.executionLog.flush();
    const rows = () => direct.prisma.executionLog.count({ where: { toolSlug: tool } });
    expect(await rows()).toBe(1);
    return rows;
  }

  it("answers 503 service_unavailable with Retry-After on every route that needs the database while it is unreachable, and 200 again after", async () => {
    expect((await b.api("GET", "/api/v1/plugins")).status).toBe(200);
    expect((await b.api("GET", "/api/v1/tools")).status).toBe(200);
    const { apiKey: freshKey } = await b.newDeveloper(`fresh-${Date.now()}@example.com`);
    proxy.cut();
    try {
      // The catalog is served from this instance's in-memory snapshot: it keeps answering.
      for (const path of ["/api/v1/plugins", "/api/v1/tools"]) expect((await b.api("GET", path)).status, path).toBe(200);
      const calls: Array<[string, string, unknown?, string?]> = [
        ["GET", "/api/v1/plugins?userId=u1"],
        ["GET", "/api/v1/connections?userId=u1"],
        ["GET", "/api/v1/submissions"],
        ["POST", "/api/v1/submissions", publicPlugin("during-outage", upstream.url, "DURING_OUTAGE_ECHO")],
        ["POST", "/api/v1/connections", { userId: "u1", plugin: "nothing", authMethod: "api_key", credentials: { api_key: "k" } }],
        // A key this instance has never seen: authentication itself needs the database.
        ["GET", "/api/v1/plugins", undefined, freshKey],
      ];
      for (const [method, path, body, key] of calls) {
        const response = await b.api(method, path, body, key ? { apiKey: key } : {});
        expect(response.status, `${method} ${path}: ${JSON.stringify(response.body)}`).toBe(503);
        expect(response.body).toEqual({ error: expect.stringContaining("database"), code: "service_unavailable" });
        expect(Number(response.headers.get("retry-after")), `${method} ${path}`).toBeGreaterThan(0);
      }
      const health = await fetch(`${b.url}/health`);
      expect(health.status).toBe(503);
      expect(health.headers.get("retry-after")).toBeTruthy();
      expect(await health.json()).toMatchObject({ status: "unavailable", code: "service_unavailable" });
    } finally {
      proxy.restore();
    }
    const again = await b.api("GET", "/api/v1/plugins");
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(b.logs.some((line) => line.includes('"unhandled error"'))).toBe(false);
  }, TIMEOUT_MS);

  it("keeps the log rows of executions that succeed during an outage and writes them when the database is back", async () => {
    // A LISTEN reconnect still pending from the previous cut would drop the caches warmed below.
    await expect.poll(() => b.services.bus.listening, { timeout: 10_000 }).toBe(true);
    const rows = await warmPlugin(b, "outage-logs", "OUTAGE_LOGS_ECHO");

    proxy.cut();
    try {
      for (let index = 0; index < 25; index += 1) {
        const response = await executeOn(b, "OUTAGE_LOGS_ECHO");
        expect(response.status, JSON.stringify(response.body)).toBe(200);
      }
      // The writer has tried (and failed) to insert while the proxy was cut: a warning that it keeps
      // the rows (before the fix: an error that it could not write them, and they were gone).
      const triedDuringOutage = () => b.logs.some((line) => /keeping execution-log rows in memory|could not write execution logs/.test(line));
      await expect.poll(triedDuringOutage, { timeout: 10_000 }).toBe(true);
    } finally {
      proxy.restore();
    }
    // Nobody flushes: the writer retries on its own once PostgreSQL answers again.
    await expect.poll(rows, { timeout: 15_000 }).toBe(26);
    const written = await direct.prisma.executionLog.findMany({ where: { toolSlug: "OUTAGE_LOGS_ECHO" } });
    expect(written.every((row) => row.success && row.status === 200 && row.developerId === b.developerId)).toBe(true);
  }, TIMEOUT_MS);

  it("bounds the rows it keeps: past PLUGBOARD_EXECUTION_LOG_BUFFER the oldest are dropped and counted", async () => {
    const bounded = await openDatabase({ url: proxy.rewrite(scratch.url), maxConnections: 2 });
    const c = await startPlugboard(bounded, { migrate: false, executionLogBuffer: 10 });
    try {
      const rows = await warmPlugin(c, "outage-bound", "OUTAGE_BOUND_ECHO");

      proxy.cut();
      try {
        expect((await executeOn(c, "OUTAGE_BOUND_ECHO")).status).toBe(200);
        await expect.poll(() => c.logs.some((line) => line.includes("keeping execution-log rows in memory")), { timeout: 10_000 }).toBe(true);
        for (let index = 1; index < 25; index += 1) expect((await executeOn(c, "OUTAGE_BOUND_ECHO")).status).toBe(200);
        expect(c.services.executionLog.buffered).toBe(10);
      } finally {
        proxy.restore();
      }
      await expect.poll(rows, { timeout: 15_000 }).toBe(11);
      await expect.poll(() => c.logs.find((line) => line.includes("database is back")), { timeout: 5_000 }).toContain('"dropped":15');
      expect(c.logs.some((line) => line.includes("dropping the oldest rows"))).toBe(true);
    } finally {
      await c.close();
      await bounded.close();
    }
  }, TIMEOUT_MS);

  it("re-LISTENs after the connection drops: a plugin declined during the gap, and one declined after it, stop executing on the other instance", async () => {
    const pluginId = await a.createApprovedPlugin(publicPlugin("listen-gap", upstream.url, "LISTEN_GAP_ECHO"));
    await expect.poll(async () => (await executeOn(b, "LISTEN_GAP_ECHO")).status, { timeout: 10_000 }).toBe(200);

    // The LISTEN connection of B dies; A declines the plugin while B cannot hear it.
    proxy.cut();
    try {
      await a.services.review.review({ id: pluginId }, "declined", { force: true });
    } finally {
      proxy.restore();
    }
    // B's cache still says "approved" (TTL 60 s): only the flush after re-LISTEN can stop it.
    await expect.poll(async () => (await executeOn(b, "LISTEN_GAP_ECHO")).status, { timeout: 10_000 }).toBe(404);

    // The restored LISTEN connection carries the next events: approve, B executes again, decline, B stops.
    await a.services.review.review({ id: pluginId }, "approved", { force: true });
    await expect.poll(async () => (await executeOn(b, "LISTEN_GAP_ECHO")).status, { timeout: 10_000 }).toBe(200);
    await a.services.review.review({ id: pluginId }, "declined", { force: true });
    await expect.poll(async () => (await executeOn(b, "LISTEN_GAP_ECHO")).status, { timeout: 10_000 }).toBe(404);
    expect(b.services.bus.listening).toBe(true);
  }, TIMEOUT_MS);

  it("a waitSeconds waiter on the other instance re-reads after its LISTEN comes back: a connection made during the gap ends the wait", async () => {
    await a.createApprovedPlugin({ ...publicPlugin("listen-wait", upstream.url, "LISTEN_WAIT_ECHO"), authMethods: [{ type: "api_key", label: "API key", isDefault: true }] });
    const initiated = await a.api("POST", "/api/v1/connections/initiate", { userId: "gap-user", plugin: "listen-wait", redirectUrl: "https://app.example/done" });
    expect(initiated.status).toBe(200);
    const started = Date.now();
    const waiting = b.api("GET", `/api/v1/connections/requests/${initiated.body.connectionRequestId}?waitSeconds=30`, undefined, { apiKey: a.apiKey });
    await new Promise((resolve) => setTimeout(resolve, 500));

    // B's LISTEN connection dies; the user connects through A, whose NOTIFY B cannot hear.
    proxy.cut();
    try {
      const connected = await a.api("POST", "/api/v1/connections", { userId: "gap-user", plugin: "listen-wait", authMethod: "api_key", credentials: { api_key: "gap-key" } });
      expect(connected.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 500));
    } finally {
      proxy.restore();
    }
    const answer = await waiting;
    expect(answer.body).toMatchObject({ status: "connected", userId: "gap-user", plugin: "listen-wait" });
    // Woken by the restored LISTEN (`all`), not by the end of the 30 s wait.
    expect(Date.now() - started).toBeLessThan(20_000);
  }, TIMEOUT_MS);
});
