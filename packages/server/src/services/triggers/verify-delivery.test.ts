import { createHmac } from "node:crypto";
import { TriggerVerificationSchema } from "@plugboard/core";
import { describe, expect, it } from "vitest";
import { verifyDelivery } from "./verify-delivery.js";

const scheme = (input: unknown) => TriggerVerificationSchema.parse(input);
const delivery = (headers: Record<string, string>, body: string) => ({ headers, body: Buffer.from(body, "utf8") });

describe("verifyDelivery: HMAC-SHA256 in a header with a prefix", () => {
  // GitHub's documented example (docs.github.com, "Validating webhook deliveries").
  const github = scheme({ scheme: "hmac_sha256", header: "X-Hub-Signature-256", prefix: "sha256=" });
  const signature = "sha256=757107ea0eb2509fc211221cce984b8a37570b6d7586c22c46f4379c8b043e17";

  it("accepts GitHub's documented vector", () => {
    expect(verifyDelivery(github, { secret: "It's a Secret to Everybody", delivery: delivery({ "x-hub-signature-256": signature }, "Hello, World!"), now: Date.now() })).toEqual({ ok: true });
  });
  it("refuses a changed body, another secret, a truncated or missing signature", () => {
    const now = Date.now();
    expect(verifyDelivery(github, { secret: "It's a Secret to Everybody", delivery: delivery({ "x-hub-signature-256": signature }, "Hello, World?"), now }).ok).toBe(false);
    expect(verifyDelivery(github, { secret: "another", delivery: delivery({ "x-hub-signature-256": signature }, "Hello, World!"), now }).ok).toBe(false);
    expect(verifyDelivery(github, { secret: "It's a Secret to Everybody", delivery: delivery({ "x-hub-signature-256": signature.slice(0, 20) }, "Hello, World!"), now }).ok).toBe(false);
    expect(verifyDelivery(github, { secret: "It's a Secret to Everybody", delivery: delivery({}, "Hello, World!"), now }).ok).toBe(false);
    expect(verifyDelivery(github, { secret: "It's a Secret to Everybody", delivery: delivery({ "x-hub-signature-256": signature.slice(7) }, "Hello, World!"), now }).ok).toBe(false);
  });
  it("reads base64 digests (Shopify's X-Shopify-Hmac-Sha256)", () => {
    const shopify = scheme({ scheme: "hmac_sha256", header: "X-Shopify-Hmac-Sha256", encoding: "base64" });
    const body = '{"id":820982911946154508}';
    const digest = createHmac("sha256", "shpss_secret").update(body).digest("base64");
    expect(verifyDelivery(shopify, { secret: "shpss_secret", delivery: delivery({ "x-shopify-hmac-sha256": digest }, body), now: 0 })).toEqual({ ok: true });
    expect(verifyDelivery(shopify, { secret: "shpss_secret", delivery: delivery({ "x-shopify-hmac-sha256": digest }, `${body} `), now: 0 }).ok).toBe(false);
  });
});

describe("verifyDelivery: Slack v0", () => {
  // Slack's documented example (api.slack.com/authentication/verifying-requests-from-slack).
  const body =
    "token=xyzz0WbapA4vBCDEFasx0q6G&team_id=T1DC2JH3J&team_domain=testteamnow&channel_id=G8PSS9T3V&channel_name=foobar&user_id=U2CERLKJA&user_name=roadrunner&command=%2Fwebhook-collect&text=&response_url=https%3A%2F%2Fhooks.slack.com%2Fcommands%2FT1DC2JH3J%2F397700885554%2F96rGlfmibIGlgcZRskXaIFfN&trigger_id=398738663015.47445629121.803a0bc887a14d10d2c447fce8b6703c";
  const headers = { "x-slack-request-timestamp": "1531420618", "x-slack-signature": "v0=a2114d57b48eac39b9ad189dd8316235a7b4a8d21a10bd27519666489c69b503" };
  const slack = scheme({ scheme: "slack_v0" });

  it("accepts Slack's documented vector inside the window", () => {
    expect(verifyDelivery(slack, { secret: "8f742231b10e8888abcd99yyyzzz85a5", delivery: delivery(headers, body), now: 1531420618_000 + 60_000 })).toEqual({ ok: true });
  });
  it("refuses it outside the window (a replay), and with a changed body", () => {
    expect(verifyDelivery(slack, { secret: "8f742231b10e8888abcd99yyyzzz85a5", delivery: delivery(headers, body), now: 1531420618_000 + 301_000 })).toEqual({ ok: false, reason: "timestamp outside the tolerance window" });
    expect(verifyDelivery(slack, { secret: "8f742231b10e8888abcd99yyyzzz85a5", delivery: delivery(headers, `${body}&x=1`), now: 1531420618_000 }).ok).toBe(false);
  });
});

describe("verifyDelivery: Standard Webhooks", () => {
  // The specification's test vector (standard-webhooks/standard-webhooks).
  const headers = { "webhook-id": "msg_p5jXN8AQM9LWM0D4loKWxJek", "webhook-timestamp": "1614265330", "webhook-signature": "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=" };
  const standard = scheme({ scheme: "standard_webhooks" });
  const secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";

  it("accepts the specification's vector, also among several signatures", () => {
    expect(verifyDelivery(standard, { secret, delivery: delivery(headers, '{"test": 2432232314}'), now: 1614265330_000 })).toEqual({ ok: true });
    const rolled = { ...headers, "webhook-signature": `v1,AAAA ${headers["webhook-signature"]}` };
    expect(verifyDelivery(standard, { secret, delivery: delivery(rolled, '{"test": 2432232314}'), now: 1614265330_000 })).toEqual({ ok: true });
  });
  it("refuses another id, body or a stale timestamp", () => {
    expect(verifyDelivery(standard, { secret, delivery: delivery({ ...headers, "webhook-id": "msg_other" }, '{"test": 2432232314}'), now: 1614265330_000 }).ok).toBe(false);
    expect(verifyDelivery(standard, { secret, delivery: delivery(headers, '{"test": 2432232315}'), now: 1614265330_000 }).ok).toBe(false);
    expect(verifyDelivery(standard, { secret, delivery: delivery(headers, '{"test": 2432232314}'), now: 1614265330_000 + 3_600_000 }).ok).toBe(false);
  });
});

describe("verifyDelivery: Stripe t=,v1=", () => {
  const stripe = scheme({ scheme: "stripe" });
  const secret = "whsec_test_secret";
  const body = '{"id":"evt_1","type":"payment_intent.succeeded"}';
  const at = 1_700_000_000;
  const v1 = createHmac("sha256", secret).update(`${at}.${body}`).digest("hex");

  it("accepts a signature over `t.body` with the whole whsec_ string as the key, among v0 and other v1 entries", () => {
    expect(verifyDelivery(stripe, { secret, delivery: delivery({ "stripe-signature": `t=${at},v1=${v1}` }, body), now: at * 1000 })).toEqual({ ok: true });
    expect(verifyDelivery(stripe, { secret, delivery: delivery({ "stripe-signature": `t=${at},v1=${"0".repeat(64)},v1=${v1},v0=abc` }, body), now: at * 1000 })).toEqual({ ok: true });
  });
  it("refuses a replay past the tolerance, a moved timestamp and a missing header", () => {
    expect(verifyDelivery(stripe, { secret, delivery: delivery({ "stripe-signature": `t=${at},v1=${v1}` }, body), now: (at + 301) * 1000 }).ok).toBe(false);
    expect(verifyDelivery(stripe, { secret, delivery: delivery({ "stripe-signature": `t=${at + 1},v1=${v1}` }, body), now: at * 1000 }).ok).toBe(false);
    expect(verifyDelivery(stripe, { secret, delivery: delivery({}, body), now: at * 1000 }).ok).toBe(false);
  });
});
