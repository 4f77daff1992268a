import { createHmac } from "node:crypto";
import { providerDefinitions } from "@plugboard/providers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findLeakedSecrets, startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";
import { startUpstream, type ReceivedRequest, type Upstream } from "../helpers/upstream-server.js";

const STRIPE_ENDPOINT_SECRET = "whsec_loopback_0d6b1a2c3e4f5a6b7c8d9e0f";
const SHOPIFY_CLIENT_SECRET = "shpss_loopback_client_secret_77aa";

/** The catalog's trigger `slug` of provider `id`, as the catalog writes it. */
const catalogTrigger = (id: string, slug: string) => providerDefinitions.find((definition) => definition.id === id)!.triggers!.find((trigger) => trigger.slug === slug)!;

/**
 * The catalog's Stripe and Shopify webhook triggers against loopback providers: Stripe's endpoint is
 * registered with a form body and its returned `secret` verifies the deliveries; Shopify's
 * subscription is registered through GraphQL and its deliveries are verified with the app's client secret.
 */
describe.each(testDatabases())("Stripe and Shopify webhook registration from the catalog on $name", ({ open }) => {
  let pb: TestPlugboard;
  let stripe: Upstream;
  let shopify: Upstream;
  const last = (upstream: Upstream, match: (request: ReceivedRequest) => boolean) => upstream.received.filter(match).at(-1)!;
  const events = async (id: string) => (await pb.api("GET", `/api/v1/trigger-events?subscriptionId=${id}`)).body.events as Array<{ payload: { id: unknown } }>;

  beforeAll(async () => {
    stripe = await startUpstream();
    stripe.reply((request) => {
      if (request.method === "POST" && request.path === "/v1/webhook_endpoints") {
        return { body: { id: "we_1Mr5jULkdIwHu7ix1ibLTM0x", object: "webhook_endpoint", enabled_events: new URLSearchParams(request.body).getAll("enabled_events[]"), secret: STRIPE_ENDPOINT_SECRET, status: "enabled" } };
      }
      if (request.method === "DELETE") return { body: { id: request.path.split("/").at(-1), object: "webhook_endpoint", deleted: true } };
      return undefined;
    });
    shopify = await startUpstream();
    shopify.reply((request) => {
      const query = String((request.json as { query?: string }).query ?? "");
      if (query.includes("webhookSubscriptionCreate")) return { body: { data: { webhookSubscriptionCreate: { webhookSubscription: { id: "gid://shopify/WebhookSubscription/7711" }, userErrors: [] } } } };
      if (query.includes("webhookSubscriptionDelete")) return { body: { data: { webhookSubscriptionDelete: { deletedWebhookSubscriptionId: "gid://shopify/WebhookSubscription/7711", userErrors: [] } } } };
      return undefined;
    });
    pb = await startPlugboard(await open());
    await pb.createApprovedPlugin({ slug: "stripe-loop", name: "Stripe loopback", baseUrl: stripe.url, authMethods: [{ type: "bearer_token", label: "Secret key" }], triggers: [catalogTrigger("stripe", "event_webhook")] });
    await pb.createApprovedPlugin({
      slug: "shop-loop",
      name: "Shopify loopback",
      baseUrl: shopify.url,
      authMethods: [
        // The app's OAuth client: its secret signs every webhook Shopify sends the app.
        { type: "oauth2", label: "Shopify app", config: { authorize_url: `${shopify.url}/admin/oauth/authorize`, token_url: `${shopify.url}/admin/oauth/access_token`, client_id: "shop-app", client_secret: SHOPIFY_CLIENT_SECRET } },
        { type: "bearer_token", label: "Admin token", isDefault: true },
      ],
      triggers: [catalogTrigger("shopify", "order_created")],
    });
    for (const plugin of ["stripe-loop", "shop-loop"]) {
      const connected = await pb.api("POST", "/api/v1/connections", { userId: "erin", plugin, authMethod: "bearer_token", credentials: { token: `${plugin}-token` } });
      expect(connected.status, JSON.stringify(connected.body)).toBe(200);
    }
  }, 300_000);
  afterAll(async () => {
    await pb?.close();
    await stripe?.close();
    await shopify?.close();
  });

  it("Stripe: registers a form-encoded endpoint, verifies deliveries with the secret Stripe returned, removes the endpoint on delete", async () => {
    const created = await pb.api("POST", "/api/v1/trigger-subscriptions", { userId: "erin", plugin: "stripe-loop", trigger: "event_webhook", config: { events: ["payment_intent.succeeded", "charge.refunded"] } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const registration = last(stripe, (request) => request.method === "POST");
    expect(registration.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(registration.headers.authorization).toBe("Bearer stripe-loop-token");
    const form = new URLSearchParams(registration.body);
    expect(form.getAll("enabled_events[]")).toEqual(["payment_intent.succeeded", "charge.refunded"]);
    const url = form.get("url")!;
    expect(url).toMatch(/\/api\/v1\/triggers\/inbound\/[A-Za-z0-9_-]{40,}$/);

    const body = JSON.stringify({ id: "evt_3MtwBwLkdIwHu7ix28a3tqPa", object: "event", type: "payment_intent.succeeded", created: 1680064028, data: { object: { id: "pi_1", amount: 2000 } } });
    const sign = (secret: string) => {
      const at = Math.floor(Date.now() / 1000);
      return `t=${at},v1=${createHmac("sha256", secret).update(`${at}.${body}`).digest("hex")}`;
    };
    const post = (signature: string) => fetch(url, { method: "POST", headers: { "content-type": "application/json", "stripe-signature": signature }, body });
    expect((await post(sign("whsec_someone_else"))).status).toBe(401);
    expect(await (await post(sign(STRIPE_ENDPOINT_SECRET))).json()).toEqual({ received: true, events: 1 });
    expect((await events(created.body.id)).map((event) => event.payload.id)).toEqual(["evt_3MtwBwLkdIwHu7ix28a3tqPa"]);

    expect((await pb.api("DELETE", `/api/v1/trigger-subscriptions/${created.body.id}`)).status).toBe(200);
    expect(last(stripe, (request) => request.method === "DELETE").path).toBe("/v1/webhook_endpoints/we_1Mr5jULkdIwHu7ix1ibLTM0x");
    expect(findLeakedSecrets(pb, [STRIPE_ENDPOINT_SECRET])).toEqual([]);
  });

  it("Shopify: registers a webhook subscription through GraphQL, verifies base64 HMACs with the app's client secret, removes it on delete", async () => {
    const created = await pb.api("POST", "/api/v1/trigger-subscriptions", { userId: "erin", plugin: "shop-loop", trigger: "order_created" });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).not.toHaveProperty("secret");
    const registration = last(shopify, (request) => String((request.json as { query?: string }).query).includes("webhookSubscriptionCreate"));
    expect(registration.path).toBe("/graphql.json");
    const variables = (registration.json as { variables: { topic: string; webhookSubscription: { uri: string; format: string } } }).variables;
    expect(variables).toMatchObject({ topic: "ORDERS_CREATE", webhookSubscription: { format: "JSON" } });
    // The app's secret is never sent anywhere: Shopify already has it.
    expect(registration.body).not.toContain(SHOPIFY_CLIENT_SECRET);

    const body = JSON.stringify({ id: 820982911946154, admin_graphql_api_id: "gid://shopify/Order/820982911946154", email: "jon@example.com", created_at: "2026-11-28T10:00:00-05:00", total_price: "199.00" });
    const post = (secret: string, webhookId: string) =>
      fetch(variables.webhookSubscription.uri, {
        method: "POST",
        headers: { "content-type": "application/json", "x-shopify-topic": "orders/create", "x-shopify-shop-domain": "acme.myshopify.com", "x-shopify-webhook-id": webhookId, "x-shopify-hmac-sha256": createHmac("sha256", secret).update(body).digest("base64") },
        body,
      });
    expect((await post("not-the-app-secret", "b54557e4-1")).status).toBe(401);
    expect(await (await post(SHOPIFY_CLIENT_SECRET, "b54557e4-2")).json()).toEqual({ received: true, events: 1 });
    expect(await (await post(SHOPIFY_CLIENT_SECRET, "b54557e4-2")).json()).toEqual({ received: true, events: 0 });
    expect((await events(created.body.id)).map((event) => event.payload.id)).toEqual([820982911946154]);

    expect((await pb.api("DELETE", `/api/v1/trigger-subscriptions/${created.body.id}`)).status).toBe(200);
    const removal = last(shopify, (request) => String((request.json as { query?: string }).query).includes("webhookSubscriptionDelete"));
    expect((removal.json as { variables: { id: string } }).variables.id).toBe("gid://shopify/WebhookSubscription/7711");
    expect(findLeakedSecrets(pb, [SHOPIFY_CLIENT_SECRET])).toEqual([]);
  });
});
