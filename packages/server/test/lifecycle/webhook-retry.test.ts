import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";
import { startWebhookReceiver, type WebhookReceiver } from "./webhook-receiver.js";

const verifies = (secret: string, request: { body: string; headers: Record<string, unknown> }) => {
  try {
    new Webhook(secret).verify(request.body, request.headers as Record<string, string>);
    return true;
  } catch {
    return false;
  }
};

describe.each(testDatabases())("webhook delivery retry and secret rotation on $name", ({ open }) => {
  let pb: TestPlugboard;
  let receiver: WebhookReceiver & { webhookId: string; secret: string };
  let accept = false;

  beforeAll(async () => {
    // No retry schedule: a refused delivery is `failed` after its one attempt.
    pb = await startPlugboard(await open(), { webhooks: { retryScheduleMs: [], pollIntervalMs: 60_000 } });
    receiver = await startWebhookReceiver(pb, ["plugin.reviewed"]);
    receiver.reply(() => ({ status: accept ? 204 : 503 }));
  });
  afterAll(async () => {
    await pb?.close();
    await receiver?.close();
  });

  const deliveries = async () => (await pb.api("GET", `/api/v1/webhooks/${receiver.webhookId}/deliveries`)).body.deliveries;

  it("queues a failed delivery again (one more attempt), refuses one that is not failed, and hides it from other developers", async () => {
    await pb.createApprovedPlugin({ slug: "retry-me", name: "Retry me", baseUrl: "https://api.example.com", tools: [] });
    await pb.services.webhookDispatcher.runOnce();
    const [failed] = await deliveries();
    expect(failed).toMatchObject({ type: "plugin.reviewed", status: "failed", attempts: 1, lastStatusCode: 503 });

    const other = await pb.newDeveloper(`retry-other-${Date.now()}@test.local`);
    const foreign = await pb.api("POST", `/api/v1/webhooks/${receiver.webhookId}/deliveries/${failed.id}/retry`, undefined, { apiKey: other.apiKey });
    expect(foreign.status).toBe(404);
    expect((await pb.api("POST", `/api/v1/webhooks/${receiver.webhookId}/deliveries/not-a-uuid/retry`)).status).toBe(404);

    const retried = await pb.api("POST", `/api/v1/webhooks/${receiver.webhookId}/deliveries/${failed.id}/retry`, undefined, { headers: { "x-request-id": "req-retry-1" } });
    // The retry is in the audit log (the refused ones above are not).
    const audited = await pb.api("GET", `/api/v1/audit?action=webhook.delivery_retried&target=${receiver.webhookId}`);
    expect(audited.body.events).toEqual([
      expect.objectContaining({ requestId: "req-retry-1", actor: { type: "admin", id: pb.developerId, auth: "api_key" }, target: { type: "webhook", id: receiver.webhookId }, details: { deliveryId: failed.id } }),
    ]);
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ id: failed.id, status: "pending", attempts: 1 });
    expect(Date.parse(retried.body.nextAttemptAt)).toBeLessThanOrEqual(Date.now());
    const again = await pb.api("POST", `/api/v1/webhooks/${receiver.webhookId}/deliveries/${failed.id}/retry`);
    expect(again).toMatchObject({ status: 409, body: { error: "Only a failed delivery can be retried; this one is pending" } });

    accept = true;
    await pb.services.webhookDispatcher.runOnce();
    expect(await deliveries()).toMatchObject([{ id: failed.id, status: "delivered", attempts: 2, lastStatusCode: 204 }]);
    expect(receiver.upstream.received).toHaveLength(2);
  });

  it("rotates the signing secret: the new one (shown once) signs what follows, the old one no longer verifies", async () => {
    const rotated = await pb.api("POST", `/api/v1/webhooks/${receiver.webhookId}/rotate-secret`);
    expect(rotated.status).toBe(200);
    expect(rotated.headers.get("cache-control")).toBe("no-store");
    expect(rotated.body).toMatchObject({ id: receiver.webhookId, secret: expect.stringMatching(/^whsec_/) });
    expect(rotated.body.secret).not.toBe(receiver.secret);
    expect((await pb.api("GET", "/api/v1/webhooks")).body.webhooks[0]).not.toHaveProperty("secret");

    await pb.createApprovedPlugin({ slug: "after-rotation", name: "After rotation", baseUrl: "https://api.example.com", tools: [] });
    await pb.services.webhookDispatcher.runOnce();
    const last = receiver.upstream.received.at(-1)!;
    expect(verifies(rotated.body.secret, last)).toBe(true);
    expect(verifies(receiver.secret, last)).toBe(false);
    const other = await pb.newDeveloper(`rotate-other-${Date.now()}@test.local`);
    expect((await pb.api("POST", `/api/v1/webhooks/${receiver.webhookId}/rotate-secret`, undefined, { apiKey: other.apiKey })).status).toBe(404);
  });
});
