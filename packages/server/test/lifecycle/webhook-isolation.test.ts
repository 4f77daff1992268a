import { createServer, type Server, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/store/open-database.js";
import { startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";
import { startUpstream, type Upstream } from "../helpers/upstream-server.js";
import { createPlugin } from "../oauth/oauth-fixtures.js";

/** A receiver that accepts every connection and never answers (counts the requests it was sent). */
async function startSilentReceiver(): Promise<{ url: string; requests(): number; close(): Promise<void> }> {
  const sockets: Socket[] = [];
  let requests = 0;
  const server: Server = createServer((socket) => {
    sockets.push(socket);
    socket.on("error", () => {});
    socket.on("data", (chunk: Buffer) => {
      requests += chunk.toString("latin1").match(/^POST /gm)?.length ?? 0;
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    requests: () => requests,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

// Short receiver timeout and breaker so the test runs in seconds; the last retry is far away so A's
// deliveries stay pending (postponed, never dropped) for the test's duration.
const THRESHOLD = 3;
const OPTIONS = {
  webhooks: { timeoutMs: 1_500, pollIntervalMs: 50, retryScheduleMs: [200, 200, 200, 200, 600_000], breakerThreshold: THRESHOLD, breakerCooldownMs: 600_000 },
};
const PER_DEVELOPER = 8;

describe.each(testDatabases())("webhook receivers are isolated from each other on $name", (engine) => {
  let database: Database;
  let pb: TestPlugboard;
  let silent: Awaited<ReturnType<typeof startSilentReceiver>>;
  let fast: Upstream;

  beforeAll(async () => {
    database = await engine.open();
    pb = await startPlugboard(database, OPTIONS);
    silent = await startSilentReceiver();
    fast = await startUpstream();
    await createPlugin(pb, "iso-keys", [{ type: "api_key", label: "API key", isDefault: true }]);
  });

  afterAll(async () => {
    await pb.close();
    await database.close();
    await silent.close();
    await fast.close();
  });

  it("developer A's 20 silent receivers neither delay developer B's delivery nor get sent to once their breaker is open", async () => {
    const a = await pb.newDeveloper(`iso-a-${engine.name}@test.local`);
    const b = await pb.newDeveloper(`iso-b-${engine.name}@test.local`);
    const hooks: string[] = [];
    for (let index = 0; index < 20; index++) {
      const created = await pb.api("POST", "/api/v1/webhooks", { url: `${silent.url}/hook-${index}`, events: ["connection.created"] }, { apiKey: a.apiKey });
      expect(created.status).toBe(201);
      hooks.push(created.body.id);
    }
    const created = await pb.api("POST", "/api/v1/webhooks", { url: `${fast.url}/hooks`, events: ["connection.created"] }, { apiKey: b.apiKey });
    expect(created.status).toBe(201);

    const connect = (apiKey: string, userId: string) =>
      pb.api("POST", "/api/v1/connections", { userId, plugin: "iso-keys", authMethod: "api_key", credentials: { api_key: "k" } }, { apiKey });
    // A's events: 3 × 20 deliveries to a receiver that never answers.
    for (const userId of ["iso-a-1", "iso-a-2", "iso-a-3"]) expect((await connect(a.apiKey, userId)).status).toBe(200);
    await expect.poll(() => silent.requests(), { timeout: 5_000 }).toBeGreaterThan(0);

    const sentAt = Date.now();
    expect((await connect(b.apiKey, "iso-b-1")).status).toBe(200);
    await expect.poll(() => fast.received.some((request) => (request.json as { data?: { userId?: string } }).data?.userId === "iso-b-1"), { timeout: 30_000 }).toBe(true);
    const delay = Date.now() - sentAt;
    console.info(`[webhook isolation on ${engine.name}] B's delivery arrived ${delay} ms after its event`);
    // Waiting behind A's receivers would take at least one of their timeouts per round of slots (60
    // deliveries, 8 slots: ≥ 7 × 1.5 s); under two timeouts means B never queued behind them, with room
    // for a loaded CI machine.
    expect(delay).toBeLessThan(2 * OPTIONS.webhooks.timeoutMs);

    // A's breaker opens after 3 timeouts: its deliveries are postponed along their schedule, not sent.
    const postponed = async () => {
      const page = await pb.api("GET", `/api/v1/webhooks/${hooks[19]}/deliveries?limit=10`, undefined, { apiKey: a.apiKey });
      return page.body.deliveries as Array<{ status: string; attempts: number; lastError: string | null }>;
    };
    await expect.poll(async () => (await postponed()).filter((delivery) => /circuit breaker is open/.test(delivery.lastError ?? "")).length, { timeout: 10_000 }).toBe(3);
    expect((await postponed()).every((delivery) => delivery.status === "pending")).toBe(true);
    // Only A's share of the slots (8), and the attempts that ended before the breaker opened, ever
    // reached the silent receiver; none since.
    const held = silent.requests();
    expect(held).toBeLessThanOrEqual(PER_DEVELOPER + THRESHOLD);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(silent.requests()).toBe(held);
  });
});
