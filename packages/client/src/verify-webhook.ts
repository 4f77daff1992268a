/**
 * Verification of Plugboard's webhooks, which are signed by the Standard Webhooks scheme
 * (https://www.standardwebhooks.com), runtime-neutral (WebCrypto): the signed content is
 * `${webhook-id}.${webhook-timestamp}.${body}`, the key is the base64 part of the `whsec_…` secret,
 * and `webhook-signature` is `v1,<base64 HMAC-SHA256>` (several space-separated signatures may be
 * sent during a secret rotation).
 */

import { PlugboardError } from "./plugboard-error.js";

const WEBHOOK_SECRET_PREFIX = "whsec_";

/** Largest clock difference {@link verifyWebhook} accepts by default: 5 minutes. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * {@link verifyWebhook} refused a request: a header is missing, the timestamp is too far from now,
 * or no signature matches (`code` `invalid_webhook`, `status` 0). Answer such a request with a 400
 * and do not act on it.
 *
 * @example
 * if (WebhookVerificationError.isInstance(error)) return response.sendStatus(400);
 */
export class WebhookVerificationError extends PlugboardError {
  static override readonly kind: string = "WebhookVerificationError";

  constructor(message: string) {
    super(message, { status: 0, code: "invalid_webhook" });
  }
}

const encoder = new TextEncoder();

function base64ToBytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

function bytesToBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function secretKey(secret: string): Promise<CryptoKey> {
  const raw = secret.startsWith(WEBHOOK_SECRET_PREFIX) ? secret.slice(WEBHOOK_SECRET_PREFIX.length) : secret;
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = base64ToBytes(raw);
  } catch {
    throw new WebhookVerificationError("The webhook secret is not a whsec_… value");
  }
  return crypto.subtle.importKey("raw", bytes, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
}

async function signature(secret: string, id: string, timestamp: string, body: string): Promise<string> {
  const key = await secretKey(secret);
  const mac = await crypto.subtle.sign("HMAC", key, encoder.encode(`${id}.${timestamp}.${body}`));
  return bytesToBase64(new Uint8Array(mac));
}

/** Constant-time comparison of two ASCII strings. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}

function header(headers: Headers | Record<string, string | string[] | undefined>, name: string): string | undefined {
  if (typeof (headers as Headers).get === "function") return (headers as Headers).get(name) ?? undefined;
  const record = headers as Record<string, string | string[] | undefined>;
  const found = Object.keys(record).find((key) => key.toLowerCase() === name);
  const value = found === undefined ? undefined : record[found];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Verifies a webhook request Plugboard sent and returns its parsed JSON body. Pass the raw body text
 * exactly as received (before any JSON parsing), the request headers (a `Headers` object or a plain
 * record such as Node's `request.headers`) and the endpoint's `whsec_…` secret. A timestamp more than
 * `toleranceSeconds` (default 300) away from now is refused, so a captured request cannot be replayed
 * later.
 *
 * @throws {WebhookVerificationError} when a header is missing, the timestamp is too old or too new,
 * or no signature matches
 *
 * @example
 * app.post("/webhooks/plugboard", express.text({ type: "*\/*" }), async (request, response) => {
 *   const event = await verifyWebhook(request.body, request.headers, process.env.PLUGBOARD_WEBHOOK_SECRET!);
 *   if (event.type === "connection.created") resumeConversation(event.data.userId);
 *   response.sendStatus(204);
 * });
 */
export async function verifyWebhook<T = unknown>(
  body: string,
  headers: Headers | Record<string, string | string[] | undefined>,
  secret: string,
  options: { toleranceSeconds?: number; now?: Date } = {},
): Promise<T> {
  const id = header(headers, "webhook-id");
  const timestamp = header(headers, "webhook-timestamp");
  const signatures = header(headers, "webhook-signature");
  if (!id || !timestamp || !signatures) throw new WebhookVerificationError("Missing webhook-id, webhook-timestamp or webhook-signature header");
  const sent = Number(timestamp);
  if (!/^\d+$/.test(timestamp) || !Number.isSafeInteger(sent)) throw new WebhookVerificationError("The webhook-timestamp header is not a number of seconds");
  const now = Math.floor((options.now ?? new Date()).getTime() / 1000);
  const tolerance = options.toleranceSeconds ?? WEBHOOK_TOLERANCE_SECONDS;
  if (Math.abs(now - sent) > tolerance) throw new WebhookVerificationError("The webhook timestamp is too old or too new");
  const expected = await signature(secret, id, timestamp, body);
  const matches = signatures
    .split(" ")
    .map((entry) => entry.split(","))
    .some(([version, value]) => version === "v1" && value !== undefined && sameText(value, expected));
  if (!matches) throw new WebhookVerificationError("No webhook signature matches the secret");
  return JSON.parse(body) as T;
}
