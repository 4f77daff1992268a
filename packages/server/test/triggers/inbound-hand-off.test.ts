import { createHmac } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";

const thingHappened = {
  slug: "thing_happened",
  name: "Thing happened",
  description: "A signed event.",
  kind: "webhook",
  payload: { description: "The event." },
  webhook: { verification: { scheme: "hmac_sha256", header: "X-Signature", prefix: "sha256=" }, eventId: { header: "X-Event-Id" } },
};

/** A developer's receiver that answers each delivery after `delayMs`, counting deliveries per `webhook-id` and the most in flight at once. */
async function startSlowReceiver(delayMs: number) {
  const received = new Map<string, number>();
  let inFlight = 0;
  let most = 0;
  const server: Server = createServer((request, response) => {
    inFlight += 1;
    most = Math.max(most, inFlight);
    request.resume();
    request.on("end", () => {
      setTimeout(() => {
        const id = String(request.headers["webhook-id"]);
        received.set(id, (received.get(id) ?? 0) + 1);
        inFlight -= 1;
        response.writeHead(200).end("ok");
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    received,
    most: () => most,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// The deliveries of inbound events go straight from the statement that stored them to the receiving instance's worker.
describe.each(testDatabases())("inbound events handed to the delivery worker on $name", ({ open }) => {
  let pb: TestPlugboard;
  let receiver: Awaited<ReturnType<typeof startSlowReceiver>>;
  let subscription: { id: string; webhookUrl: string; secret: string };
  let sent = 0;

  const send = (eventId: string) => {
    const body = JSON.stringify({ eventId });
    return fetch(subscription.webhookUrl, {
      method: "POST",
      headers: { "content-type": "application/json", "x-signature": `sha256=${createHmac("sha256", subscription.secret).update(body).digest("hex")}`, "x-event-id": eventId },
      body,
    });
  };
  const burst = async (count: number) => {
    const ids = Array.from({ length: count }, () => `evt-${sent++}`);
    const answers = await Promise.all(ids.map((id) => send(id)));
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
    await expect.poll(() => receiver.received.size, { timeout: 10_000 }).toBe(8);
    expect(receiver.most()).toBeLessThanOrEqual(2);
    expect([...receiver.received.values()]).toEqual(ids.map(() => 1));
    await expect.poll(async () => (await deliveries(pb)).filter((row) => row.status === "delivered" && row.attempts === 1).length, { timeout: 5_000 }).toBe(8);
  });

  it("deliveries still waiting for a slot when their lease no longer covers an attempt go back to the queue, and arrive once", async () => {
    // 30 deliveries at 2 at a time, 300 ms each: the last would start after about 4.5 s, past what their lease covers.
    await burst(30);
    await expect.poll(() => receiver.received.size, { timeout: 30_000 }).toBe(38);
    expect(receiver.most()).toBeLessThanOrEqual(2);
    expect([...receiver.received.values()].every((count) => count === 1)).toBe(true);
    // Each recorded delivered in one attempt (recording follows the receiver's answer by a batch).
    await expect.poll(async () => (await deliveries(pb)).filter((row) => row.status === "delivered" && row.attempts === 1).length, { timeout: 10_000 }).toBe(38);
    expect(await deliveries(pb)).toHaveLength(38);
  });
});
