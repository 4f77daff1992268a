import { createHash } from "node:crypto";

/**
 * The stable id of an event: a UUID (version 8, RFC 9562) derived from the subscription and the
 * provider's own event id (or the polled item's id), so a provider's retry or two overlapping polls
 * give the same id — which is also the `webhook-id` of its `trigger.event` delivery.
 *
 * @example
 * triggerEventId(subscription.id, "72d3162e-cc78-11e3-81ab-4c9367dc0958")
 */
export function triggerEventId(subscriptionId: string, externalId: string): string {
  const bytes = createHash("sha256").update(`${subscriptionId}\n${externalId}`).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x80;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
