import pg from "pg";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServeProcess } from "../helpers/serve-process.js";
import { createServeDeployment, serveEngines, type ServeDeployment } from "../helpers/serve-deployment.js";
import { startUpstream, type ReceivedRequest, type Upstream } from "../helpers/upstream-server.js";

const TOOL_TIMEOUT_MS = 3_000;
/** How long the poller leases a claimed poll: the tool timeout plus 30 s (trigger-poller.ts). */
const POLL_LEASE_MS = TOOL_TIMEOUT_MS + 30_000;

/** A poll trigger over a loopback API that always answers every item (each poll overlaps the last). */
const itemAdded = {
  slug: "item_added",
  name: "Item added",
  description: "A new item in the feed.",
  kind: "poll",
  payload: { description: "The item." },
  poll: { tool: "LIST_ITEMS", itemsPath: "items", idPath: "id", cursor: { param: "after", from: "newestId" }, intervalSeconds: 1 },
};

interface Delivered {
  webhookId: string;
  eventId: string;
  item: number;
}

/**
 * An instance killed with SIGKILL while its poll waits for the API's answer (and while one of its
 * `trigger.event` deliveries waits for the developer's receiver): another instance takes the poll over
 * from the stored cursor once the lease of the dead one has expired — never sooner — and redelivers
 * the delivery that was in flight. Every event reaches the receiver; the only one delivered twice is
 * the one in flight at the kill, both times with the same event id.
 */
describe.each(serveEngines())("an instance killed in the middle of a poll ($name)", (engine) => {
  let deployment: ServeDeployment;
  let feed: Upstream;
  let receiver: Upstream;
  let first: ServeProcess;
  const items = [1, 2];
  let holdPolls = false;
  let killed = false;
  let release!: () => void;
  const releasedAfterKill = new Promise<void>((resolve) => (release = resolve));
  /** When each poll reached the API. */
  const polls: Array<{ at: number; held: boolean }> = [];

  beforeAll(async () => {
    feed = await startUpstream();
    feed.reply((request) => {
      if (request.path !== "/items") return undefined;
      const held = holdPolls && !killed;
      polls.push({ at: Date.now(), held });
      const answer = { status: 200, body: { items: items.map((id) => ({ id, title: `Item ${id}` })) } };
      // The answer waits until the test has killed the instance that asked.
      return held ? { ...answer, until: releasedAfterKill } : answer;
    });
    receiver = await startUpstream();
    receiver.reply((request) => {
      const item = (request.json as { data?: { payload?: { id?: number } } } | undefined)?.data?.payload?.id;
      // The first instance's delivery of item 4 is never answered: it is in flight at the kill.
      if (item === 4 && !killed) return { status: 204, body: "", until: releasedAfterKill };
      return { status: 204, body: "" };
    });
    deployment = await createServeDeployment(engine, { PLUGBOARD_TOOL_TIMEOUT_MS: String(TOOL_TIMEOUT_MS), PLUGBOARD_TRIGGER_MIN_INTERVAL_S: "1" });
  }, 60_000);
  afterAll(async () => {
    release?.();
    await deployment?.close();
    await feed?.close();
    await receiver?.close();
  });

  it("the next instance resumes from the stored cursor after the lease: no event lost, none twice but the one in flight (same id)", async () => {
    first = await deployment.start();
    const call = (instance: ServeProcess, method: string, path: string, body?: unknown) => deployment.api(instance, method, path, body);
    const webhook = await call(first, "POST", "/api/v1/webhooks", { url: `${receiver.url}/hooks`, events: ["trigger.event"] });
    expect(webhook.status, JSON.stringify(webhook.body)).toBe(201);
    await deployment.createApprovedPlugin(first, {
      slug: "feed",
      name: "Feed",
      baseUrl: feed.url,
      authMethods: [{ type: "bearer_token", label: "Token", isDefault: true }],
      tools: [{ slug: "LIST_ITEMS", name: "List items", description: "The feed", method: "GET", path: "/items", inputSchema: { type: "object", properties: { after: { type: "number" } } } }],
      triggers: [itemAdded],
    });
    expect((await call(first, "POST", "/api/v1/connections", { userId: "reader", plugin: "feed", authMethod: "bearer_token", credentials: { token: "feed-token" } })).status).toBe(200);
    const subscribed = await call(first, "POST", "/api/v1/trigger-subscriptions", { userId: "reader", plugin: "feed", trigger: "item_added" });
    expect(subscribed.status, JSON.stringify(subscribed.body)).toBe(201);
    const subscriptionId = subscribed.body.id as string;

    // The first poll records the cursor; a second one only comes once the first has finished.
    await expect.poll(() => polls.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
    items.push(3, 4);
    // The next poll stores items 3 and 4; item 3 is delivered and recorded, item 4's delivery hangs.
    const deliveriesOf = async (instance: ServeProcess) => (await call(instance, "GET", `/api/v1/webhooks/${webhook.body.id}/deliveries`)).body.deliveries as Array<{ status: string; attempts: number; eventId?: string }>;
    await expect.poll(async () => (await deliveriesOf(first)).filter((delivery) => delivery.status === "delivered").length, { timeout: 20_000 }).toBe(1);
    await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(2);

    // The next poll hangs at the API: the instance is killed while it waits.
    items.push(5, 6);
    holdPolls = true;
    await expect.poll(() => polls.some((poll) => poll.held), { timeout: 20_000 }).toBe(true);
    await deployment.kill(first);
    killed = true;
    release();
    const heldAt = polls.find((poll) => poll.held)!.at;
    // Killed mid-poll: the poll had neither finished nor timed out.
    expect(first.output()).not.toContain("trigger poll failed");
    let leaseUntil: number | undefined;
    if (deployment.databaseUrl) {
      const client = new pg.Client({ connectionString: deployment.databaseUrl });
      await client.connect();
      try {
        const { rows } = await client.query<{ leaseUntil: Date | null }>(`SELECT "leaseUntil" FROM "TriggerSubscription" WHERE id = $1`, [subscriptionId]);
        leaseUntil = rows[0]!.leaseUntil!.getTime();
      } finally {
        await client.end();
      }
    }

    // Another instance (PostgreSQL: a second process; embedded database: the restart).
    const pollsBefore = polls.length;
    const second = await deployment.start();
    const verifier = new Webhook(webhook.body.secret as string);
    const delivered = (): Delivered[] =>
      receiver.received.map((request: ReceivedRequest) => {
        verifier.verify(request.body, request.headers as Record<string, string>);
        const body = request.json as { id: string; type: string; data: { id: string; subscriptionId: string; payload: { id: number } } };
        expect(body).toMatchObject({ type: "trigger.event", data: { subscriptionId } });
        expect(body.data.id).toBe(body.id);
        return { webhookId: String(request.headers["webhook-id"]), eventId: body.data.id, item: body.data.payload.id };
      });
    const itemsDelivered = () => delivered().map((entry) => entry.item).sort();
    await expect.poll(itemsDelivered, { timeout: 120_000, interval: 500 }).toEqual([3, 4, 4, 5, 6]);

    // The dead instance's lease was honoured: no poll before it expired.
    const resumedAt = polls[pollsBefore]!.at;
    expect(resumedAt).toBeGreaterThanOrEqual(heldAt + POLL_LEASE_MS - 5_000);
    if (leaseUntil !== undefined) expect(resumedAt).toBeGreaterThanOrEqual(leaseUntil);

    // One event id per item; the redelivered item 4 carries the same event id and webhook id twice.
    const byItem = new Map<number, Delivered[]>();
    for (const entry of delivered()) byItem.set(entry.item, [...(byItem.get(entry.item) ?? []), entry]);
    for (const [item, entries] of byItem) {
      expect(new Set(entries.map((entry) => entry.eventId)).size, `item ${item}`).toBe(1);
      expect(new Set(entries.map((entry) => entry.webhookId)).size, `item ${item}`).toBe(1);
    }
    expect(new Set(delivered().map((entry) => entry.eventId)).size).toBe(4);

    // Stored once each, with the ids delivered (one poll's events in no particular order).
    const stored = await call(second, "GET", `/api/v1/trigger-events?subscriptionId=${subscriptionId}&limit=100`);
    expect(stored.body.events.map((event: { payload: { id: number } }) => event.payload.id).sort()).toEqual([3, 4, 5, 6]);
    expect(new Set(stored.body.events.map((event: { id: string }) => event.id))).toEqual(new Set(delivered().map((entry) => entry.eventId)));
    // The delivery log: all delivered (the attempt the kill cut short was never recorded, so item 4's
    // redelivery counts as its first).
    await expect.poll(async () => (await deliveriesOf(second)).map((delivery) => `${delivery.status}:${delivery.attempts}`), { timeout: 10_000 }).toEqual([
      "delivered:1",
      "delivered:1",
      "delivered:1",
      "delivered:1",
    ]);
    // Polling goes on from the new cursor: nothing more is found.
    const pollsNow = polls.length;
    await expect.poll(() => polls.length, { timeout: 10_000 }).toBeGreaterThan(pollsNow + 1);
    expect(itemsDelivered()).toEqual([3, 4, 4, 5, 6]);
  }, 300_000);
});
