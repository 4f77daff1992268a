import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";

const trigger = (slug: string, verification: Record<string, unknown>, eventId: Record<string, string>) => ({
  slug,
  name: slug,
  description: "A signed event.",
  kind: "webhook",
  payload: { description: "The event." },
  webhook: { verification, eventId },
});

/** Stripe- and Shopify-style senders: Stripe's `t=…,v1=…` over `t.body`; Shopify's base64 HMAC of the body. */
describe.each(testDatabases())("Stripe- and Shopify-style signed deliveries on $name", ({ open }) => {
  let pb: TestPlugboard;
  const hooks: Record<string, { id: string; webhookUrl: string; secret: string }> = {};
  const events = async (slug: string) => (await pb.api("GET", `/api/v1/trigger-events?subscriptionId=${hooks[slug]!.id}`)).body.events as Array<{ payload: unknown }>;
  const post = (slug: string, body: string, headers: Record<string, string>) => fetch(hooks[slug]!.webhookUrl, { method: "POST", headers: { "content-type": "application/json", ...headers }, body });
  const stripeSignature = (secret: string, at: number, body: string) => `t=${at},v1=${createHmac("sha256", secret).update(`${at}.${body}`).digest("hex")}`;

  beforeAll(async () => {
    pb = await startPlugboard(await open());
    await pb.createApprovedPlugin({
      slug: "payments",
      name: "Payments",
      baseUrl: "https://api.example.com",
      authMethods: [{ type: "bearer_token", label: "Token" }],
      triggers: [trigger("stripe_event", { scheme: "stripe", toleranceSeconds: 300 }, { path: "id" }), trigger("shop_order", { scheme: "hmac_sha256", header: "X-Shopify-Hmac-Sha256", encoding: "base64" }, { header: "X-Shopify-Webhook-Id" })],
    });
    await pb.api("POST", "/api/v1/connections", { userId: "dana", plugin: "payments", authMethod: "bearer_token", credentials: { token: "pay-token" } });
    for (const slug of ["stripe_event", "shop_order"]) {
      const created = await pb.api("POST", "/api/v1/trigger-subscriptions", { userId: "dana", plugin: "payments", trigger: slug });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      hooks[slug] = created.body;
    }
  });
  afterAll(async () => {
    await pb?.close();
  });

  it("Stripe-style: accepts a fresh signature, refuses a replay outside the window and a moved timestamp, deduplicates by event id", async () => {
    const { secret } = hooks.stripe_event!;
    const body = JSON.stringify({ id: "evt_1", type: "payment_intent.succeeded", data: { object: { amount: 500 } } });
    const now = Math.floor(Date.now() / 1000);
    expect(await (await post("stripe_event", body, { "stripe-signature": stripeSignature(secret, now, body) })).json()).toEqual({ received: true, events: 1 });
    // The same event again (Stripe retries): one event.
    expect(await (await post("stripe_event", body, { "stripe-signature": stripeSignature(secret, now + 5, body) })).json()).toEqual({ received: true, events: 0 });
    // A captured delivery replayed ten minutes later, and a signature whose timestamp was changed.
    const late = body.replace("evt_1", "evt_2");
    expect((await post("stripe_event", late, { "stripe-signature": stripeSignature(secret, now - 600, late) })).status).toBe(401);
    expect((await post("stripe_event", late, { "stripe-signature": stripeSignature(secret, now, late).replace(`t=${now}`, `t=${now + 1}`) })).status).toBe(401);
    expect((await events("stripe_event")).map((event) => (event.payload as { id: string }).id)).toEqual(["evt_1"]);
  });

  it("Shopify-style: a base64 HMAC of the raw body is accepted once per webhook id; a body changed in transit is refused", async () => {
    const { secret } = hooks.shop_order!;
    const body = JSON.stringify({ id: 820982911946154, email: "jon@example.com", total_price: "199.00" });
    const signature = createHmac("sha256", secret).update(body).digest("base64");
    expect(await (await post("shop_order", body, { "x-shopify-hmac-sha256": signature, "x-shopify-webhook-id": "b54557e4" })).json()).toEqual({ received: true, events: 1 });
    expect(await (await post("shop_order", body, { "x-shopify-hmac-sha256": signature, "x-shopify-webhook-id": "b54557e4" })).json()).toEqual({ received: true, events: 0 });
    expect((await post("shop_order", body.replace("199.00", "1.00"), { "x-shopify-hmac-sha256": signature, "x-shopify-webhook-id": "c1" })).status).toBe(401);
    expect(await events("shop_order")).toHaveLength(1);
  });
});
