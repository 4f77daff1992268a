import { Plugboard } from "@plugboard/client";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "../../src/cli/run-cli.js";
import { startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";

/** A Standard Webhooks trigger the developer registers by hand (no registration request): URL and secret are shown once. */
const orderPaid = {
  slug: "order_paid",
  name: "Order paid",
  description: "An order was paid.",
  kind: "webhook",
  payload: { description: "The order event (`type`, `data`)." },
  webhook: { verification: { scheme: "standard_webhooks" }, eventId: { header: "webhook-id" }, match: { fields: { type: "order.paid" } }, payloadPath: "data" },
};

describe.each(testDatabases())("triggers through the client and the CLI on $name", ({ open }) => {
  let pb: TestPlugboard;
  let client: Plugboard;
  let subscription: { id: string; webhookUrl?: string; secret?: string };

  /** Runs `plugboard triggers …` against the test server; returns its exit status and lines. */
  async function cli(...argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const status = await runCli(["triggers", ...argv], { PLUGBOARD_API_KEY: pb.apiKey, BASE_URL: pb.url }, { out: (line) => out.push(line), err: (line) => err.push(line) });
    return { status, out, err };
  }

  /** Sends an order event as a Standard Webhooks sender does. */
  const send = (id: string, body: unknown) => {
    const text = JSON.stringify(body);
    const headers = new Webhook(subscription.secret!).sign(id, new Date(), text);
    return fetch(subscription.webhookUrl!, { method: "POST", headers: { "content-type": "application/json", "webhook-id": id, "webhook-timestamp": String(Math.floor(Date.now() / 1000)), "webhook-signature": headers }, body: text });
  };

  beforeAll(async () => {
    pb = await startPlugboard(await open());
    client = new Plugboard({ apiKey: pb.apiKey, baseUrl: pb.url });
    await pb.createApprovedPlugin({ slug: "shop-loop", name: "Shop", baseUrl: "https://shop.example.com", authMethods: [{ type: "bearer_token", label: "Token" }], triggers: [orderPaid] });
    await pb.api("POST", "/api/v1/connections", { userId: "carol", plugin: "shop-loop", authMethod: "bearer_token", credentials: { token: "shop-token" } });
  });
  afterAll(async () => {
    await pb?.close();
  });

  it("lists triggers (client and CLI)", async () => {
    const { triggers } = await client.triggers.list({ plugin: "shop-loop" });
    expect(triggers).toEqual([expect.objectContaining({ slug: "order_paid", kind: "webhook" })]);
    const listed = await cli("list", "--plugin", "shop-loop");
    expect(listed.status).toBe(0);
    expect(listed.out).toEqual([expect.stringMatching(/^shop-loop\s+order_paid\s+webhook\s+Order paid$/)]);
  });

  it("subscribes with the CLI (URL and secret shown once for a hand-registered webhook), reads it with the client", async () => {
    const created = await cli("subscribe", "--user", "carol", "--plugin", "shop-loop", "--trigger", "order_paid");
    expect(created.status, created.err.join("\n")).toBe(0);
    subscription = JSON.parse(created.out[0]!);
    expect(subscription.webhookUrl).toMatch(new RegExp(`^${pb.url}/api/v1/triggers/inbound/`));
    expect(subscription.secret).toMatch(/^whsec_/);
    expect(await client.triggerSubscriptions.get(subscription.id)).toMatchObject({ id: subscription.id, status: "active" });
    expect((await client.triggerSubscriptions.list({ userId: "carol" })).subscriptions.map((item) => item.id)).toEqual([subscription.id]);
    expect((await client.triggerSubscriptions.get(subscription.id)) as unknown as Record<string, unknown>).not.toHaveProperty("secret");
    const refused = await cli("subscribe", "--user", "carol", "--plugin", "shop-loop", "--trigger", "no_such_trigger");
    expect(refused.status).toBe(1);
    expect(refused.err.join("\n")).toContain('no trigger "no_such_trigger"');
  });

  it("wait answers when an event arrives; iterate yields events in order; the CLI prints them as JSON lines", async () => {
    const waiting = client.triggerEvents.wait({ subscriptionId: subscription.id }, { waitSeconds: 20 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await send("msg_order_1", { type: "order.paid", data: { order: 1 } })).status).toBe(200);
    const page = await waiting;
    expect(page.events.map((event) => event.payload)).toEqual([{ order: 1 }]);
    // A replay of the same message id is the same event; another type is not an event of this trigger.
    expect(await (await send("msg_order_1", { type: "order.paid", data: { order: 1 } })).json()).toEqual({ received: true, events: 0 });
    expect(await (await send("msg_refund_1", { type: "order.refunded", data: { order: 1 } })).json()).toEqual({ received: true, events: 0 });
    await send("msg_order_2", { type: "order.paid", data: { order: 2 } });

    const controller = new AbortController();
    const seen: unknown[] = [];
    for await (const event of client.triggerEvents.iterate({ subscriptionId: subscription.id }, { signal: controller.signal })) {
      seen.push(event.payload);
      if (seen.length === 2) controller.abort();
    }
    expect(seen).toEqual([{ order: 1 }, { order: 2 }]);

    const printed = await cli("events", "--subscription", subscription.id);
    expect(printed.status).toBe(0);
    expect(printed.out.map((line) => JSON.parse(line).payload)).toEqual([{ order: 1 }, { order: 2 }]);
  });

  it("deletes with the client; the URL then refuses deliveries", async () => {
    expect(await client.triggerSubscriptions.delete(subscription.id)).toEqual({ deleted: true });
    expect((await send("msg_order_3", { type: "order.paid", data: { order: 3 } })).status).toBe(401);
  });
});
