import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServeDeployment, type ServeDeployment } from "../helpers/serve-deployment.js";
import { startUpstream, type Upstream } from "../helpers/upstream-server.js";

const postgres = process.env.TEST_DATABASE_URL;
if (!postgres) console.warn("Two-process poll test skipped: set TEST_DATABASE_URL=postgres://... to run it on PostgreSQL");

const SUBSCRIPTIONS = 8;
const INTERVAL_S = 3;
const RUN_MS = 18_000;

/**
 * Two `plugboard serve` processes over one PostgreSQL, each ticking its own scheduler: they share the
 * polls, yet one subscription is never polled twice within its interval, and each poll's new item is
 * stored once.
 */
describe.skipIf(!postgres)("poll triggers on two serve processes sharing one PostgreSQL (needs TEST_DATABASE_URL)", () => {
  let deployment: ServeDeployment;
  let feed: Upstream;
  /** Poll arrivals per user token. */
  const polls = new Map<string, number[]>();

  beforeAll(async () => {
    feed = await startUpstream();
    feed.reply((request) => {
      const token = String(request.headers.authorization);
      const times = polls.get(token) ?? [];
      times.push(Date.now());
      polls.set(token, times);
      // Every poll finds one item more (ids 1…n), slowly: the instances' polls overlap in time.
      return { status: 200, body: { items: times.map((_, index) => ({ id: index + 1 })) }, delayMs: 150 };
    });
    deployment = await createServeDeployment({ name: "PostgreSQL", postgres: true }, { PLUGBOARD_TRIGGER_MIN_INTERVAL_S: "1", LOG_LEVEL: "debug" });
  }, 60_000);
  afterAll(async () => {
    await deployment?.close();
    await feed?.close();
  });

  it("shares the polls between the processes and never polls one subscription twice in its interval", async () => {
    const first = await deployment.start();
    const call = (method: string, path: string, body?: unknown) => deployment.api(first, method, path, body);
    await deployment.createApprovedPlugin(first, {
      slug: "feed",
      name: "Feed",
      baseUrl: feed.url,
      authMethods: [{ type: "bearer_token", label: "Token", isDefault: true }],
      tools: [{ slug: "LIST_ITEMS", name: "List items", description: "The feed", method: "GET", path: "/items" }],
      triggers: [{ slug: "item_added", name: "Item added", description: "A new item.", kind: "poll", payload: { description: "The item." }, poll: { tool: "LIST_ITEMS", itemsPath: "items", idPath: "id", intervalSeconds: INTERVAL_S } }],
    });
    const subscriptions: string[] = [];
    for (let index = 0; index < SUBSCRIPTIONS; index++) {
      expect((await call("POST", "/api/v1/connections", { userId: `user-${index}`, plugin: "feed", authMethod: "bearer_token", credentials: { token: `token-${index}` } })).status).toBe(200);
      const created = await call("POST", "/api/v1/trigger-subscriptions", { userId: `user-${index}`, plugin: "feed", trigger: "item_added" });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      subscriptions.push(created.body.id);
    }
    // The first runs alone, then both together, then the second alone: each surely polls (which one
    // claims a due poll while both run is up to their ticks), and the hand-overs are covered too.
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    await sleep(RUN_MS / 3);
    const second = await deployment.start();
    await sleep(RUN_MS / 3);
    // SIGTERM: the polls in flight finish, so the counts below are final.
    first.signal("SIGTERM");
    expect(await first.exited).toBe(0);
    await sleep(RUN_MS / 3);
    second.signal("SIGTERM");
    expect(await second.exited).toBe(0);

    expect(polls.size).toBe(SUBSCRIPTIONS);
    for (const [token, times] of polls) {
      // At least the first poll and a few more. Consecutive claims are one interval apart, but what the
      // API sees also carries the spread of a poll's way to it (a cold first poll on a loaded machine
      // takes over a second longer): hence half the interval. Two instances polling in one interval
      // show gaps under the schedulers' 1 s tick (tens of milliseconds when the lease check is removed).
      expect(times.length, token).toBeGreaterThanOrEqual(3);
      const gaps = times.slice(1).map((time, index) => time - times[index]!);
      expect(Math.min(...gaps), `${token}: ${gaps.join(", ")} ms`).toBeGreaterThanOrEqual((INTERVAL_S * 1000) / 2);
    }
    // Both processes polled (each logs the polls that found an item, with the subscription).
    const found = (output: string) => output.split("\n").filter((line) => line.includes('"trigger poll found events"'));
    expect(found(first.output()).length).toBeGreaterThan(0);
    expect(found(second.output()).length).toBeGreaterThan(0);
    // Every poll after the first found one new item, stored once: as many events as polls less one.
    const client = new pg.Client({ connectionString: deployment.databaseUrl });
    await client.connect();
    try {
      for (const [index, id] of subscriptions.entries()) {
        const { rows } = await client.query<{ count: string }>(`SELECT count(*) AS count FROM "TriggerEvent" WHERE "subscriptionId" = $1`, [id]);
        expect(Number(rows[0]!.count), `user-${index}`).toBe(polls.get(`Bearer token-${index}`)!.length - 1);
      }
    } finally {
      await client.end();
    }
  }, 120_000);
});
