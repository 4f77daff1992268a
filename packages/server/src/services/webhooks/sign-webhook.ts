import { createHmac, randomBytes } from "node:crypto";

/** Prefix of a Standard Webhooks signing secret. */
const SECRET_PREFIX = "whsec_";

/**
 * A new Standard Webhooks signing secret: `whsec_` and 32 random bytes in base64.
 *
 * @example
 * const secret = newWebhookSecret(); // "whsec_q8V…"
 */
export function newWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(32).toString("base64")}`;
}

/**
 * The Standard Webhooks headers of one request (https://www.standardwebhooks.com): `webhook-id`,
 * `webhook-timestamp` (seconds) and `webhook-signature` = `v1,` + base64 HMAC-SHA256 of
 * `${id}.${timestamp}.${body}` keyed with the base64 part of the `whsec_…` secret — what the
 * `standardwebhooks` package and the client's `verifyWebhook` check.
 *
 * @example
 * const headers = signWebhook({ secret, id: event.id, timestamp: new Date(), body });
 */
export function signWebhook(input: { secret: string; id: string; timestamp: Date; body: string }): Record<string, string> {
  const key = Buffer.from(input.secret.startsWith(SECRET_PREFIX) ? input.secret.slice(SECRET_PREFIX.length) : input.secret, "base64");
  const timestamp = String(Math.floor(input.timestamp.getTime() / 1000));
  const signature = createHmac("sha256", key).update(`${input.id}.${timestamp}.${input.body}`).digest("base64");
  return { "webhook-id": input.id, "webhook-timestamp": timestamp, "webhook-signature": `v1,${signature}` };
}
