import { randomUUID } from "node:crypto";
import { Plugboard } from "@plugboard/client";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";

/** A Standard Webhooks trigger the developer registers by hand: the subscription's URL and secret come back at creation. */
const orderPaid = {
  slug: "order_paid",
  name: "Order paid",
  description: "An order was paid.",
  kind: "webhook",
  payload: { description: "The order event's `data`." },
  webhook: { verification: { scheme: "standard_webhooks" }, eventId: { header: "webhook-id" }, match: { fields: { type: "order.paid" } }, payloadPath: "data" },
};

describe.each(testDatabases())("trigger subscriptions by cursor and a subscription's recent events on $name", ({ open }) => {
  let pb: TestPlugboard;
  let client: Plugboard;
  const created: Array<{ id: string; webhookUrl: string; secret: string }> = [];

  const send = (subscription: { webhookUrl: string; secret: string }, id: string, order: number) => {
    const text = JSON.stringify({ type: "order.paid", data: { order } });
    const signature = new Webhook(subscription.secret).sign(id, new Date(), text);
    return fetch(subscription.webhookUrl, {
      method: "POST",
      headers: { "content-type": "application/json", "webhook-id": id, "webhook-timestamp": String(Math.floor(Date.now() / 1000)), "webhook-signature": signature },
      body: text,
    });
  };

  beforeAll(async () => {
    pb = await startPlugboard(await open(), { triggers: { poll: false } });
    client = new Plugboard({ apiKey: pb.apiKey, baseUrl: pb.url });
    await pb.createApprovedPlugin({ slug: "shop-paging", name: "Shop", baseUrl: "https://shop.example.com", authMethods: [{ type: "bearer_token", label: "Token" }], triggers: [orderPaid] });
    for (const userId of ["ann", "ben"]) {
      expect((await pb.api("POST", "/api/v1/connections", { userId, plugin: "shop-paging", authMethod: "bearer_token", credentials: { token: `token-${userId}` } })).status).toBe(200);
    }
    for (let index = 0; index < 5; index++) {
      const answer = await pb.api("POST", "/api/v1/trigger-subscriptions", { userId: index < 3 ? "ann" : "ben", plugin: "shop-paging", trigger: "order_paid" });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      created.push(answer.body);
    }
  });
  afterAll(async () => {
    await pb?.close();
  });

  it("pages subscriptions newest first by cursor, with the filters kept, and no page of another developer", async () => {
    const ids: string[] = [];
    let cursor: string | undefined;
    for (const [size, more] of [
      [2, true],
      [2, true],
      [1, false],
    ] as const) {
      const page = await pb.api("GET", `/api/v1/trigger-subscriptions?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
      expect(page.status).toBe(200);
      expect(page.body.subscriptions).toHaveLength(size);
      expect(page.body.hasMore).toBe(more);
      ids.push(...page.body.subscriptions.map((item: { id: string }) => item.id));
      cursor = page.body.nextCursor ?? undefined;
    }
    expect(cursor).toBeUndefined();
    const whole = await pb.api("GET", "/api/v1/trigger-subscriptions");
    expect(whole.body).toMatchObject({ hasMore: false, nextCursor: null });
    expect(ids).toEqual(whole.body.subscriptions.map((item: { id: string }) => item.id));
    expect(new Set(ids)).toEqual(new Set(created.map((item) => item.id)));
    // Ann's subscriptions, two at a time, through the client.
    const first = await client.triggerSubscriptions.list({ userId: "ann", limit: 2 });
    const second = await client.triggerSubscriptions.list({ userId: "ann", limit: 2, cursor: first.nextCursor! });
    expect([...first.subscriptions, ...second.subscriptions].map((item) => item.id)).toEqual(ids.filter((id) => created.findIndex((item) => item.id === id) < 3));
    expect(second).toMatchObject({ hasMore: false, nextCursor: null });
    const other = await pb.newDeveloper(`paging-other-${randomUUID()}@test.local`);
    expect((await pb.api("GET", "/api/v1/trigger-subscriptions", undefined, { apiKey: other.apiKey })).body).toEqual({ subscriptions: [], nextCursor: null, hasMore: false });
  });

  it("refuses a bad limit or cursor with a 400 naming it", async () => {
    for (const [query, field] of [
      ["limit=0", "limit"],
      ["limit=101", "limit"],
      ["cursor=not-a-cursor", "cursor"],
    ] as const) {
      const answer = await pb.api("GET", `/api/v1/trigger-subscriptions?${query}`);
      expect(answer.status, query).toBe(400);
      expect(Object.keys(answer.body.details.fieldErrors), query).toEqual([field]);
    }
  });

  it("reads a subscription's events newest first (order=newest), older ones by cursor, without waiting", async () => {
    const [subscription, another] = [created[0]!, created[1]!];
    for (const order of [1, 2, 3]) expect(await (await send(subscription, `evt_${order}`, order)).json()).toEqual({ received: true, events: 1 });
    expect(await (await send(another, "evt_other", 99)).json()).toEqual({ received: true, events: 1 });
    const first = await pb.api("GET", `/api/v1/trigger-events?order=newest&subscriptionId=${subscription.id}&limit=2`);
    expect(first.status).toBe(200);
    expect(first.body.events.map((event: { payload: { order: number } }) => event.payload.order)).toEqual([3, 2]);
    expect(first.body.hasMore).toBe(true);
    const second = await client.triggerEvents.recent({ subscriptionId: subscription.id, limit: 2, cursor: first.body.nextCursor });
    expect(second.events.map((event) => (event.payload as { order: number }).order)).toEqual([1]);
    expect(second).toMatchObject({ hasMore: false, nextCursor: null });
    // Oldest first stays the default.
    const oldest = await pb.api("GET", `/api/v1/trigger-events?subscriptionId=${subscription.id}`);
    expect(oldest.body.events.map((event: { payload: { order: number } }) => event.payload.order)).toEqual([1, 2, 3]);
    const waiting = await pb.api("GET", `/api/v1/trigger-events?order=newest&waitSeconds=5`);
    expect(waiting.status).toBe(400);
    expect(Object.keys(waiting.body.details.fieldErrors)).toEqual(["waitSeconds"]);
    const unknown = await pb.api("GET", `/api/v1/trigger-events?order=sideways`);
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.details.fieldErrors)).toEqual(["order"]);
  });
});
