import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWebhookReceiver, type WebhookReceiver } from "../lifecycle/webhook-receiver.js";
import { sendThingHappened as send, thingHappened } from "../helpers/signed-webhook-trigger.js";
import { startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";

describe.each(testDatabases())("inbound deliveries arriving together on $name", ({ open }) => {
  let pb: TestPlugboard;
  let database: Awaited<ReturnType<typeof open>>;
  let receiver: WebhookReceiver;

  const subscribe = async (userId: string) => {
    expect((await pb.api("POST", "/api/v1/connections", { userId, plugin: "burst", authMethod: "bearer_token", credentials: { token: "t" } })).status).toBe(200);
    const created = await pb.api("POST", "/api/v1/trigger-subscriptions", { userId, plugin: "burst", trigger: "thing_happened" });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body as { id: string; webhookUrl: string; secret: string };
  };
  beforeAll(async () => {
    database = await open();
    pb = await startPlugboard(database, { webhooks: { pollIntervalMs: 50 } });
    receiver = await startWebhookReceiver(pb, ["trigger.event"]);
    await pb.createApprovedPlugin({ slug: "burst", name: "Burst", baseUrl: "https://api.example.com", authMethods: [{ type: "bearer_token", label: "Token" }], triggers: [thingHappened] });
  });
  afterAll(async () => {
    await pb?.close();
    await receiver?.close();
  });

  it("stores and delivers each of many concurrent events once, and a retry racing its original once", async () => {
    const subscription = await subscribe("burst-user");
    const distinct = Array.from({ length: 60 }, (_, n) => `evt-${n}`);
    const answers = await Promise.all([
      ...distinct.map((id, n) => send(subscription, id, { n })),
      // The same event sent 12 times at once (a provider retrying while the first is in flight).
      ...Array.from({ length: 12 }, () => send(subscription, "evt-retried", { n: "retried" })),
    ]);
    const bodies = (await Promise.all(answers.map((answer) => answer.json()))) as Array<{ events: number }>;
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    expect(bodies.slice(0, 60).map((body) => body.events)).toEqual(distinct.map(() => 1));
    expect(bodies.slice(60).map((body) => body.events).sort()).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]);

    await expect.poll(() => receiver.events().length, { timeout: 20_000 }).toBe(61);
    const received = receiver.events().filter((event) => event.type === "trigger.event");
    expect(new Set(received.map((event) => event.id)).size).toBe(61);
    expect(received.map((event) => (event.data as { payload: { n: unknown } }).payload.n).sort()).toEqual([...distinct.map((_, n) => n), "retried"].sort());
    const listed = await pb.api("GET", `/api/v1/trigger-events?subscriptionId=${subscription.id}&limit=100`);
    expect(listed.body.events).toHaveLength(61);
  });

  it("a deleted subscription's URL is refused (401) even on the instance that just accepted a delivery for it, storing nothing", async () => {
    const subscription = await subscribe("gone-user");
    expect(await (await send(subscription, "before", { when: "before" })).json()).toEqual({ received: true, events: 1 });
    expect((await pb.api("DELETE", `/api/v1/trigger-subscriptions/${subscription.id}`)).status).toBe(200);
    const after = await send(subscription, randomUUID(), { when: "after" });
    expect(after.status).toBe(401);
    const forUser = () => receiver.events().filter((event) => (event.data as { userId?: string }).userId === "gone-user");
    await expect.poll(() => forUser().length, { timeout: 20_000 }).toBe(1);
    expect(forUser().map((event) => (event.data as { payload: unknown }).payload)).toEqual([{ when: "before" }]);
  });

  it("a subscription whose stored secret no configured key opens is refused like a bad signature (401, no stack, nothing stored)", async () => {
    const subscription = await subscribe("sealed-user");
    // Sealed with a key this deployment does not have (a restore from another deployment, a lost key).
    await database.query(`UPDATE "TriggerSubscription" SET secret = $1 WHERE id = $2::uuid`, ["v1:AAAAAAAAAAAAAAAA:AAAAAAAAAAAAAAAAAAAAAA==:AAAA", subscription.id]);
    const answer = await send(subscription, "sealed-1", { n: 1 });
    expect(answer.status).toBe(401);
    const text = await answer.text();
    expect(text).not.toMatch(/at .*\.(js|ts):\d+/);
    const listed = await pb.api("GET", `/api/v1/trigger-events?subscriptionId=${subscription.id}&limit=10`);
    expect(listed.body.events).toEqual([]);
  });
});
