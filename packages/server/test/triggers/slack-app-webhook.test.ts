import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWebhookReceiver, type WebhookReceiver } from "../lifecycle/webhook-receiver.js";
import { findLeakedSecrets, startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";
import { openAuthConfig, sealAuthConfig } from "../../src/services/plugins/seal-secrets.js";
import { startUpstream, type Upstream } from "../helpers/upstream-server.js";

const SIGNING_SECRET = "8f742231b10e8888abcd99yyyzzz85a5";
const CLIENT_SECRET = "slack-client-secret-4411";
const RETURN = "https://app.example/connected";

/** The workspace each user's OAuth grant belongs to (the loopback Slack answers `team.id` from it). */
const TEAMS: Record<string, string> = { alice: "T0ALICE1", bob: "T0BOB002", carol: "T0ALICE1" };

/**
 * Slack's Events API against the catalog's Slack provider: the app's one Request URL takes every
 * workspace's events, signed `v0` with the app's signing secret (stored with the OAuth client at
 * install); each event reaches the subscriptions whose connection's workspace (`team.id` of the OAuth
 * v2 token response) is the event's `team_id`.
 */
describe.each(testDatabases())("a Slack-style app-level webhook trigger on $name", ({ open }) => {
  let pb: TestPlugboard;
  let slack: Upstream;
  let receiver: WebhookReceiver;
  const subscriptions: Record<string, string> = {};
  let appUrl: string;

  /** Sends a request as Slack does: `X-Slack-Signature: v0=hex(HMAC(secret, "v0:ts:body"))` with the timestamp. */
  const send = (url: string, payload: unknown, options: { secret?: string; at?: number; headers?: Record<string, string> } = {}) => {
    const body = JSON.stringify(payload);
    const at = options.at ?? Math.floor(Date.now() / 1000);
    const signature = `v0=${createHmac("sha256", options.secret ?? SIGNING_SECRET).update(`v0:${at}:${body}`).digest("hex")}`;
    return fetch(url, { method: "POST", headers: { "content-type": "application/json", "x-slack-request-timestamp": String(at), "x-slack-signature": signature, ...options.headers }, body });
  };
  const message = (id: string, team: string, channel: string, text: string) => ({
    token: "one-long-verification-token",
    team_id: team,
    api_app_id: "A123ABC456",
    event: { type: "message", channel, user: "U123ABC456", text, ts: "1355517523.000005", event_ts: "1355517523.000005", channel_type: "channel" },
    type: "event_callback",
    authed_teams: [team],
    event_id: id,
    event_time: 1355517523,
  });
  const eventsOf = async (user: string) =>
    ((await pb.api("GET", `/api/v1/trigger-events?subscriptionId=${subscriptions[user]}`)).body.events as Array<{ id: string; payload: { text: string } }>).map((event) => event.payload.text);

  /** The browser leg of Slack's OAuth v2 for `user`: initiate, Slack's authorize redirect, the callback. */
  async function connect(user: string) {
    const started = await pb.api("POST", "/api/v1/connections/initiate", { userId: user, plugin: "slack-app", redirectUrl: RETURN });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    let url = started.body.connectUrl as string;
    for (let hop = 0; hop < 5 && !url.startsWith(RETURN); hop += 1) {
      const step = await fetch(url, { redirect: "manual" });
      expect(step.status, await step.clone().text()).toBe(302);
      url = new URL(step.headers.get("location")!, url).href;
    }
    expect(Object.fromEntries(new URL(url).searchParams)).toMatchObject({ status: "success" });
  }

  beforeAll(async () => {
    slack = await startUpstream();
    let pendingUser = "";
    slack.reply((request) => {
      if (request.path === "/oauth/v2/authorize") {
        const target = new URL(request.query.redirect_uri!);
        target.searchParams.set("code", `code-${slack.received.length}`);
        target.searchParams.set("state", request.query.state!);
        return { status: 302, headers: { location: target.href }, body: "" };
      }
      if (request.path === "/api/oauth.v2.access") {
        // Slack's OAuth v2 answer: the bot token at the top, the user token under authed_user, the workspace under team.
        return { body: { ok: true, access_token: "xoxb-bot", token_type: "bot", team: { id: TEAMS[pendingUser], name: "Acme" }, authed_user: { id: `U-${pendingUser}`, access_token: `xoxp-${pendingUser}`, token_type: "user" } } };
      }
      return undefined;
    });
    pb = await startPlugboard(await open(), { webhooks: { pollIntervalMs: 50 } });
    receiver = await startWebhookReceiver(pb, ["trigger.event"]);
    const installed = await pb.api("POST", "/api/v1/providers/slack/install", {
      slug: "slack-app",
      authModes: ["oauth2"],
      oauth: { clientId: "1234.5678", clientSecret: CLIENT_SECRET, signingSecret: SIGNING_SECRET },
      overrides: { authorizeUrl: `${slack.url}/oauth/v2/authorize`, tokenUrl: `${slack.url}/api/oauth.v2.access`, baseUrl: `${slack.url}/api` },
      tools: ["AUTH_TEST"],
      submitForReview: true,
    });
    expect(installed.status, JSON.stringify(installed.body)).toBe(201);
    await pb.services.review.review({ id: installed.body.submission.id }, "approved");
    appUrl = `${pb.url}/api/v1/triggers/inbound/apps/slack-app`;
    for (const user of ["alice", "bob", "carol"]) {
      pendingUser = user;
      await connect(user);
      const created = await pb.api("POST", "/api/v1/trigger-subscriptions", { userId: user, plugin: "slack-app", trigger: "message_in_channel", config: user === "carol" ? { channel: "C0SECOND" } : {} });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      // One URL for the whole app: no per-subscription URL or secret to hand out.
      expect(created.body).not.toHaveProperty("webhookUrl");
      subscriptions[user] = created.body.id;
    }
    // Installing from the catalog and three OAuth round trips: slow on a loaded machine.
  }, 300_000);
  afterAll(async () => {
    await pb?.close();
    await slack?.close();
    await receiver?.close();
  });

  it("answers Slack's signed url_verification with its challenge, and refuses an unsigned one", async () => {
    const check = { token: "Jhj5dZrVaK7ZwHHjRyZWjbDl", challenge: "3eZbrw1aBm2rZgRNFdxV2595E9CY3gmdALWMmHkvFXO7tYXAYM8P", type: "url_verification" };
    const answered = await send(appUrl, check);
    expect(answered.status).toBe(200);
    expect(await answered.json()).toEqual({ challenge: check.challenge });
    const unsigned = await fetch(appUrl, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(check) });
    expect(unsigned.status).toBe(401);
  });

  it("routes a workspace's message to the subscriptions of that workspace (and channel), once per event_id, and delivers it to the developer", async () => {
    const first = await send(appUrl, message("Ev0000001", "T0ALICE1", "C0FIRST1", "Live long and prospect."));
    expect(await first.json()).toEqual({ received: true, events: 1 });
    // Slack retries with the same event_id (and X-Slack-Retry-Num): one event.
    const retried = await send(appUrl, message("Ev0000001", "T0ALICE1", "C0FIRST1", "Live long and prospect."), { headers: { "x-slack-retry-num": "1", "x-slack-retry-reason": "http_timeout" } });
    expect(await retried.json()).toEqual({ received: true, events: 0 });
    expect(await eventsOf("alice")).toEqual(["Live long and prospect."]);
    expect(await eventsOf("bob")).toEqual([]);
    expect(await eventsOf("carol")).toEqual([]); // another channel than the one carol's subscription names

    // A message in carol's channel reaches both subscriptions of that workspace; bob's workspace gets its own.
    expect(await (await send(appUrl, message("Ev0000002", "T0ALICE1", "C0SECOND", "In the second channel"))).json()).toEqual({ received: true, events: 2 });
    expect(await (await send(appUrl, message("Ev0000003", "T0BOB002", "C0BOBS01", "Bob's workspace"))).json()).toEqual({ received: true, events: 1 });
    expect(await eventsOf("carol")).toEqual(["In the second channel"]);
    expect(await eventsOf("bob")).toEqual(["Bob's workspace"]);
    // A workspace nobody subscribed: acknowledged, nothing stored.
    expect(await (await send(appUrl, message("Ev0000004", "T0NOBODY", "C0FIRST1", "Nobody"))).json()).toEqual({ received: true, events: 0 });

    await expect.poll(() => receiver.events().length, { timeout: 10_000 }).toBe(4);
    const delivered = receiver.events().find((event) => (event.data.payload as { text: string }).text === "Bob's workspace")!;
    expect(delivered).toMatchObject({ type: "trigger.event", data: { subscriptionId: subscriptions.bob, userId: "bob", plugin: "slack-app", trigger: "message_in_channel", occurredAt: "2012-12-14T20:38:43.000Z" } });
    expect(delivered.data.payload).toMatchObject({ type: "message", channel: "C0BOBS01", channel_type: "channel" });
  });

  it("refuses a bad signature, another app's secret, a stale timestamp and an unknown plugin alike (401, nothing stored)", async () => {
    const forged = message("Ev0000009", "T0ALICE1", "C0FIRST1", "Forged");
    const refusals = [
      await send(appUrl, forged, { secret: CLIENT_SECRET }),
      await send(appUrl, forged, { at: Math.floor(Date.now() / 1000) - 600 }),
      await send(appUrl, forged, { headers: { "x-slack-signature": "v0=00" } }),
      await send(`${pb.url}/api/v1/triggers/inbound/apps/no-such-plugin`, forged),
      await send(`${pb.url}/api/v1/triggers/inbound/apps/slack-app-typo`, forged),
    ];
    const bodies = await Promise.all(refusals.map(async (response) => ({ status: response.status, body: await response.json() })));
    for (const refusal of bodies) expect(refusal).toEqual(bodies[0]);
    expect(bodies[0]!.status).toBe(401);
    expect(await eventsOf("alice")).not.toContain("Forged");
  });

  it("honours a signing secret changed behind this instance's back at once: the new one is accepted, the old one refused", async () => {
    // Warm the instance's copy of the plugin, then change the stored secret without any invalidation (as another
    // instance's write whose notification has not arrived yet would look).
    expect((await send(appUrl, message("Ev0000020", "T0BOB002", "C0BOBS01", "Before the rotation"))).status).toBe(200);
    const stored = await pb.context.prisma.authMethod.findFirstOrThrow({ where: { plugin: { slug: "slack-app" }, type: "oauth2" } });
    const rotated = "f0e1d2c3b4a5968778695a4b3c2d1e0f";
    const config = openAuthConfig(pb.context.cipher, stored.config);
    await pb.context.prisma.authMethod.update({ where: { id: stored.id }, data: { config: sealAuthConfig(pb.context.cipher, { ...config, signing_secret: rotated }) as object } });
    try {
      const withNew = await send(appUrl, message("Ev0000021", "T0BOB002", "C0BOBS01", "Signed with the new secret"), { secret: rotated });
      expect(withNew.status).toBe(200);
      expect(await withNew.json()).toEqual({ received: true, events: 1 });
      const withOld = await send(appUrl, message("Ev0000022", "T0BOB002", "C0BOBS01", "Signed with the old secret"));
      expect(withOld.status).toBe(401);
      expect(await eventsOf("bob")).toContain("Signed with the new secret");
      expect(await eventsOf("bob")).not.toContain("Signed with the old secret");
    } finally {
      await pb.context.prisma.authMethod.update({ where: { id: stored.id }, data: { config: stored.config as object } });
      pb.services.bus.publish({ kind: "plugin", pluginId: stored.pluginId });
    }
  });

  it("never shows the signing secret (plugin reads, logs)", async () => {
    const plugin = await pb.api("GET", "/api/v1/plugins/slack-app");
    expect(JSON.stringify(plugin.body)).not.toContain(SIGNING_SECRET);
    expect(findLeakedSecrets(pb, [SIGNING_SECRET, CLIENT_SECRET])).toEqual([]);
    const stored = await pb.context.prisma.authMethod.findFirstOrThrow({ where: { plugin: { slug: "slack-app" }, type: "oauth2" } });
    expect(JSON.stringify(stored.config)).not.toContain(SIGNING_SECRET);
  });
});
