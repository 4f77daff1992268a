import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendThingHappened, thingHappened } from "../helpers/signed-webhook-trigger.js";
import { startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";
import { startUpstream } from "../helpers/upstream-server.js";

/** A developer's receiver that answers each delivery after `delayMs`, counting deliveries per `webhook-id` and the most in flight at once. */
async function startSlowReceiver(delayMs: number) {
  const upstream = await startUpstream();
  let inFlight = 0;
  let most = 0;
  upstream.reply(() => {
    inFlight += 1;
    most = Math.max(most, inFlight);
    return { until: new Promise((resolve) => setTimeout(resolve, delayMs)).finally(() => (inFlight -= 1)) };
  });
  const received = () => {
    const counts = new Map<string, number>();
    for (const request of upstream.received) counts.set(String(request.headers["webhook-id"]), (counts.get(String(request.headers["webhook-id"])) ?? 0) + 1);
    return counts;
  };
  return { url: `${upstream.url}/hooks`, received, most: () => most, close: () => upstream.close() };
}

// The deliveries of inbound events go straight from the statement that stored them to the receiving instance's worker.
describe.each(testDatabases())("inbound events handed to the delivery worker on $name", ({ open }) => {
  let pb: TestPlugboard;
  let receiver: Awaited<ReturnType<typeof startSlowReceiver>>;
  let subscription: { id: string; webhookUrl: string; secret: string };
  let sent = 0;

  const burst = async (count: number) => {
    const ids = Array.from({ length: count }, () => `evt-${sent++}`);
    const answers = await Promise.all(ids.map((id) => sendThingHappened(subscription, id, { eventId: id })));
    expect(answers.map((answer) => answer.status)).toEqual(ids.map(() => 200));
    return ids;
  };
  const deliveries = (pbInstance: TestPlugboard) =>
    pbInstance.context.database.query<{ status: string; attempts: number }>(
      `SELECT d.status, d.attempts FROM "WebhookDelivery" d JOIN "TriggerEvent" t ON t.id = d."eventId" WHERE t."subscriptionId" = $1::uuid`,
      [subscription.id],
    );

  beforeAll(async () => {
    receiver = await startSlowReceiver(300);
    // A handed-off delivery can wait about 4 s for a slot before going back to the queue (its lease is the attempt's
    // timeout + 5 s, and an attempt must fit in what is left); the poll for due deliveries is a minute, so nothing here
    // relies on it. The 2 s timeout leaves the 300 ms receiver room on a loaded machine.
    pb = await startPlugboard(await open(), { webhooks: { pollIntervalMs: 60_000, timeoutMs: 2_000, maxInFlightPerEndpoint: 2 } });
    expect((await pb.api("POST", "/api/v1/webhooks", { url: receiver.url, events: ["trigger.event"] })).status).toBe(201);
    await pb.createApprovedPlugin({ slug: "handoff", name: "Hand-off", baseUrl: "https://api.example.com", authMethods: [{ type: "bearer_token", label: "Token" }], triggers: [thingHappened] });
    expect((await pb.api("POST", "/api/v1/connections", { userId: "u1", plugin: "handoff", authMethod: "bearer_token", credentials: { token: "t" } })).status).toBe(200);
    const created = await pb.api("POST", "/api/v1/trigger-subscriptions", { userId: "u1", plugin: "handoff", trigger: "thing_happened" });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    subscription = created.body;
  });
  afterAll(async () => {
    await pb?.close();
    await receiver?.close();
  });

  it("sends a burst's deliveries at once within the endpoint's bound, each once, without the poll", async () => {
    const ids = await burst(8);
    await expect.poll(() => receiver.received().size, { timeout: 10_000 }).toBe(8);
    expect(receiver.most()).toBeLessThanOrEqual(2);
    expect([...receiver.received().values()]).toEqual(ids.map(() => 1));
    await expect.poll(async () => (await deliveries(pb)).filter((row) => row.status === "delivered" && row.attempts === 1).length, { timeout: 5_000 }).toBe(8);
  });

  it("deliveries still waiting for a slot when their lease no longer covers an attempt go back to the queue, and arrive once", async () => {
    // 30 deliveries at 2 at a time, 300 ms each: the last would start after about 4.5 s, past what their lease covers.
    await burst(30);
    await expect.poll(() => receiver.received().size, { timeout: 30_000 }).toBe(38);
    expect(receiver.most()).toBeLessThanOrEqual(2);
    expect([...receiver.received().values()].every((count) => count === 1)).toBe(true);
    // Each recorded delivered in one attempt (recording follows the receiver's answer by a batch).
    await expect.poll(async () => (await deliveries(pb)).filter((row) => row.status === "delivered" && row.attempts === 1).length, { timeout: 10_000 }).toBe(38);
    expect(await deliveries(pb)).toHaveLength(38);
  });
});
