import { createHmac } from "node:crypto";

/**
 * A GitHub-style webhook trigger the trigger tests declare on their plugins: each delivery signed
 * `X-Signature: sha256=<hex HMAC-SHA256 of the raw body>` with the subscription's secret, the provider's
 * event id in `X-Event-Id`.
 */
export const thingHappened = {
  slug: "thing_happened",
  name: "Thing happened",
  description: "A signed event.",
  kind: "webhook",
  payload: { description: "The event." },
  webhook: { verification: { scheme: "hmac_sha256", header: "X-Signature", prefix: "sha256=" }, eventId: { header: "X-Event-Id" } },
};

/** The signature header a {@link thingHappened} provider puts on `body`, signed with `secret`. */
export function thingHappenedSignature(secret: string, body: string): { "x-signature": string } {
  return { "x-signature": `sha256=${createHmac("sha256", secret).update(body).digest("hex")}` };
}

/**
 * Sends one event to a subscription's inbound URL as a {@link thingHappened} provider would: the JSON
 * payload, its signature and the event id.
 */
export function sendThingHappened(to: { webhookUrl: string; secret: string }, eventId: string, payload: unknown): Promise<Response> {
  const body = JSON.stringify(payload);
  return fetch(to.webhookUrl, {
    method: "POST",
    headers: { "content-type": "application/json", ...thingHappenedSignature(to.secret, body), "x-event-id": eventId },
    body,
  });
}
