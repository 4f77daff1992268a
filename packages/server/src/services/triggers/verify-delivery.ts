import { createHmac, timingSafeEqual } from "node:crypto";
import type { TriggerVerification } from "@plugboard/core";
import { signWebhook } from "../webhooks/sign-webhook.js";

/** An inbound delivery as received: lower-case header names, the exact body bytes. */
export interface InboundDelivery {
  headers: Readonly<Record<string, string | string[] | undefined>>;
  body: Buffer;
}

/** The outcome of {@link verifyDelivery}: why it failed is for the log only, never for the sender. */
export type Verdict = { ok: true } | { ok: false; reason: string };

const REFUSED = (reason: string): Verdict => ({ ok: false, reason });

function header(delivery: InboundDelivery, name: string): string | undefined {
  const value = delivery.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** Equal bytes, compared in constant time (lengths differ: false, without comparing). */
function sameBytes(expected: Buffer, given: Buffer): boolean {
  return expected.length === given.length && timingSafeEqual(expected, given);
}

function hmac(secret: string | Buffer, ...parts: (string | Buffer)[]): Buffer {
  const mac = createHmac("sha256", secret);
  for (const part of parts) mac.update(part);
  return mac.digest();
}

/** Seconds since the epoch in `value`, within `toleranceSeconds` of `nowMs`; else why not. */
function checkTimestamp(value: string | undefined, nowMs: number, toleranceSeconds: number): string | undefined {
  if (value === undefined || !/^\d{1,12}$/.test(value)) return "missing or malformed timestamp";
  if (Math.abs(nowMs / 1000 - Number(value)) > toleranceSeconds) return "timestamp outside the tolerance window";
  return undefined;
}

const HEX = /^[0-9a-f]+$/i;

/**
 * Checks that an inbound delivery was signed by whoever holds `secret`, as the trigger's
 * verification scheme says (see `TriggerVerificationSchema` of core): HMAC-SHA256 over the raw body
 * in a header with a prefix (hex or base64), Stripe's `t=…,v1=…`, Slack's `v0`, and Standard
 * Webhooks — the timestamped ones within their tolerance window. Digests are compared as bytes in
 * constant time; any of several signatures may match (a provider rolling its secret sends two).
 *
 * @example
 * const verdict = verifyDelivery({ scheme: "hmac_sha256", header: "X-Hub-Signature-256", prefix: "sha256=", encoding: "hex" }, { secret, delivery, now: Date.now() });
 */
export function verifyDelivery(scheme: TriggerVerification, input: { secret: string; delivery: InboundDelivery; now: number }): Verdict {
  const { secret, delivery, now } = input;
  switch (scheme.scheme) {
    case "hmac_sha256": {
      const given = header(delivery, scheme.header);
      if (given === undefined || !given.startsWith(scheme.prefix)) return REFUSED(`missing ${scheme.header}`);
      const encoded = given.slice(scheme.prefix.length).trim();
      if (scheme.encoding === "hex" && !HEX.test(encoded)) return REFUSED("malformed signature");
      const expected = hmac(secret, delivery.body);
      return sameBytes(expected, Buffer.from(encoded, scheme.encoding)) ? { ok: true } : REFUSED("signature mismatch");
    }
    case "stripe": {
      const fields = (header(delivery, "stripe-signature") ?? "").split(",").map((part) => part.trim().split("=", 2) as [string, string?]);
      const timestamp = fields.find(([key]) => key === "t")?.[1];
      const late = checkTimestamp(timestamp, now, scheme.toleranceSeconds);
      if (late) return REFUSED(late);
      const expected = hmac(secret, `${timestamp}.`, delivery.body);
      const signatures = fields.filter(([key, value]) => key === "v1" && value !== undefined && HEX.test(value)).map(([, value]) => Buffer.from(value!, "hex"));
      return signatures.some((given) => sameBytes(expected, given)) ? { ok: true } : REFUSED("no v1 signature matches");
    }
    case "slack_v0": {
      const timestamp = header(delivery, "x-slack-request-timestamp");
      const late = checkTimestamp(timestamp, now, scheme.toleranceSeconds);
      if (late) return REFUSED(late);
      const given = header(delivery, "x-slack-signature") ?? "";
      if (!given.startsWith("v0=") || !HEX.test(given.slice(3))) return REFUSED("missing or malformed X-Slack-Signature");
      const expected = hmac(secret, `v0:${timestamp}:`, delivery.body);
      return sameBytes(expected, Buffer.from(given.slice(3), "hex")) ? { ok: true } : REFUSED("signature mismatch");
    }
    case "standard_webhooks": {
      const id = header(delivery, "webhook-id");
      const timestamp = header(delivery, "webhook-timestamp");
      if (!id) return REFUSED("missing webhook-id");
      const late = checkTimestamp(timestamp, now, scheme.toleranceSeconds);
      if (late) return REFUSED(late);
      // The signature our own outgoing webhooks carry, computed over the received bytes.
      const signed = signWebhook({ secret, id, timestamp: new Date(Number(timestamp) * 1000), body: delivery.body.toString("utf8") })["webhook-signature"]!;
      const expected = Buffer.from(signed.slice("v1,".length), "base64");
      const signatures = (header(delivery, "webhook-signature") ?? "").split(" ").filter((entry) => entry.startsWith("v1,")).map((entry) => Buffer.from(entry.slice(3), "base64"));
      return signatures.some((given) => sameBytes(expected, given)) ? { ok: true } : REFUSED("no v1 signature matches");
    }
  }
}
