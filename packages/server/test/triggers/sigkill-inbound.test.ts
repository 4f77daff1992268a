import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServeProcess } from "../helpers/serve-process.js";
import { createServeDeployment, serveEngines, type ServeDeployment } from "../helpers/serve-deployment.js";
import { thingHappened, thingHappenedSignature } from "../helpers/signed-webhook-trigger.js";
import { startUpstream, type Upstream } from "../helpers/upstream-server.js";

const DELIVERIES = 300;
/** Deliveries in flight at once, as a provider's senders would have them. */
const CONCURRENCY = 24;
const KILL_AFTER_ACKNOWLEDGED = 100;
/** Acknowledged deliveries the provider sends again anyway (a provider may retry what it already had answered). */
const RESENT_ACKNOWLEDGED = 20;

/** What the provider saw of one delivery: the status (0 when the connection failed) and the answer's `events`. */
interface Answer {
  status: number;
  events?: number;
}

/** Runs `send` over `indexes` with `CONCURRENCY` senders; `after` sees each answer as it comes. */
async function burst(indexes: readonly number[], send: (n: number) => Promise<Answer>, after: (n: number, answer: Answer) => void = () => undefined): Promise<Map<number, Answer>> {
  const answers = new Map<number, Answer>();
  let next = 0;
  const sender = async () => {
    while (next < indexes.length) {
      const n = indexes[next++]!;
      const answer = await send(n);
      answers.set(n, answer);
      after(n, answer);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, sender));
  return answers;
}

/**
 * An instance killed with SIGKILL in the middle of a burst of signed inbound deliveries: an event is
 * acknowledged only once it is stored with its delivery, so every acknowledged delivery reaches the
 * developer's receiver; the provider's retries of the unacknowledged ones (and of some acknowledged
 * ones) to another instance are stored once each. A delivery the receiver gets more than once always
 * carries the same event id.
 */
describe.each(serveEngines())("an instance killed in the middle of an inbound burst ($name)", (engine) => {
  let deployment: ServeDeployment;
  let receiver: Upstream;

  beforeAll(async () => {
    receiver = await startUpstream();
    receiver.reply(() => ({ status: 204, body: "" }));
    deployment = await createServeDeployment(engine);
  }, 60_000);
  afterAll(async () => {
    await deployment?.close();
    await receiver?.close();
  });

  it("every acknowledged delivery reaches the receiver, none is lost, duplicates share their event id", async () => {
    const first = await deployment.start();
    // On PostgreSQL a second instance serves beside the first from the start (the retries go to it).
    let second: ServeProcess | undefined = engine.postgres ? await deployment.start() : undefined;
    const call = (instance: ServeProcess, method: string, path: string, body?: unknown) => deployment.api(instance, method, path, body);
    const webhook = await call(first, "POST", "/api/v1/webhooks", { url: `${receiver.url}/hooks`, events: ["trigger.event"] });
    expect(webhook.status, JSON.stringify(webhook.body)).toBe(201);
    await deployment.createApprovedPlugin(first, { slug: "burst", name: "Burst", baseUrl: "https://api.example.com", authMethods: [{ type: "bearer_token", label: "Token", isDefault: true }], triggers: [thingHappened] });
    expect((await call(first, "POST", "/api/v1/connections", { userId: "burst-user", plugin: "burst", authMethod: "bearer_token", credentials: { token: "t" } })).status).toBe(200);
    const subscribed = await call(first, "POST", "/api/v1/trigger-subscriptions", { userId: "burst-user", plugin: "burst", trigger: "thing_happened" });
    expect(subscribed.status, JSON.stringify(subscribed.body)).toBe(201);
    const { id: subscriptionId, secret } = subscribed.body as { id: string; secret: string; webhookUrl: string };
    const inboundPath = new URL(subscribed.body.webhookUrl as string).pathname;

    const send = async (instance: ServeProcess, n: number): Promise<Answer> => {
      const body = JSON.stringify({ n, text: `event ${n}` });
      try {
        const response = await fetch(instance.url + inboundPath, {
          method: "POST",
          headers: { "content-type": "application/json", "x-event-id": `evt-${n}`, ...thingHappenedSignature(secret, body) },
          body,
        });
        const answer = (await response.json()) as { events?: number };
        return { status: response.status, ...(answer.events !== undefined ? { events: answer.events } : {}) };
      } catch {
        // Connection refused or reset: the instance is gone, the provider has no answer.
        return { status: 0 };
      }
    };

    // The burst to the first instance, killed once enough deliveries were acknowledged.
    let acknowledged = 0;
    let killing: Promise<void> | undefined;
    const all = Array.from({ length: DELIVERIES }, (_, n) => n);
    const answers = await burst(all, (n) => send(first, n), (_, answer) => {
      if (answer.status !== 200) return;
      acknowledged += 1;
      if (acknowledged >= KILL_AFTER_ACKNOWLEDGED) killing ??= deployment.kill(first);
    });
    await killing;
    const acked = all.filter((n) => answers.get(n)!.status === 200);
    const unacked = all.filter((n) => answers.get(n)!.status !== 200);
    // Killed in the middle: some acknowledged (each a new event), some never answered, nothing refused.
    expect(acked.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKNOWLEDGED);
    expect(unacked.length).toBeGreaterThan(0);
    expect(acked.map((n) => answers.get(n)!.events)).toEqual(acked.map(() => 1));
    expect(unacked.map((n) => answers.get(n)!.status)).toEqual(unacked.map(() => 0));

    // The provider retries to another instance (PostgreSQL: the second process; embedded: the restart).
    second ??= await deployment.start();
    const resent = [...unacked, ...acked.slice(0, RESENT_ACKNOWLEDGED)];
    const retried = await burst(resent, (n) => send(second!, n));
    expect(resent.map((n) => retried.get(n)!.status)).toEqual(resent.map(() => 200));
    // An acknowledged event sent again is recognised: nothing new stored.
    expect(acked.slice(0, RESENT_ACKNOWLEDGED).map((n) => retried.get(n)!.events)).toEqual(acked.slice(0, RESENT_ACKNOWLEDGED).map(() => 0));
    // An unacknowledged one is new (1), or had been stored by the killed instance just before it died (0).
    expect(unacked.every((n) => [0, 1].includes(retried.get(n)!.events!))).toBe(true);

    // Every event reaches the receiver, signed; in-flight deliveries of the dead instance go out again after their lease.
    const verifier = new Webhook(webhook.body.secret as string);
    const delivered = () =>
      receiver.received.map((request) => {
        verifier.verify(request.body, request.headers as Record<string, string>);
        const body = request.json as { id: string; data: { id: string; subscriptionId: string; payload: { n: number } } };
        expect(body.data.subscriptionId).toBe(subscriptionId);
        return { n: body.data.payload.n, eventId: body.data.id, webhookId: String(request.headers["webhook-id"]) };
      });
    await expect.poll(() => new Set(delivered().map((entry) => entry.n)).size, { timeout: 120_000, interval: 500 }).toBe(DELIVERIES);

    // One event id per delivery; a duplicate at the receiver carries the same event and webhook id.
    const byN = new Map<number, Set<string>>();
    for (const entry of delivered()) byN.set(entry.n, (byN.get(entry.n) ?? new Set()).add(`${entry.eventId} ${entry.webhookId}`));
    expect([...byN.keys()].sort((a, b) => a - b)).toEqual(all);
    expect([...byN.values()].filter((ids) => ids.size !== 1)).toEqual([]);
    expect(new Set(delivered().map((entry) => entry.eventId)).size).toBe(DELIVERIES);

    // Stored once each.
    const stored: number[] = [];
    let cursor: string | null = null;
    for (;;) {
      const page = await call(second, "GET", `/api/v1/trigger-events?subscriptionId=${subscriptionId}&limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
      expect(page.status, JSON.stringify(page.body)).toBe(200);
      stored.push(...page.body.events.map((event: { payload: { n: number } }) => event.payload.n));
      if (!page.body.hasMore) break;
      cursor = page.body.nextCursor;
    }
    expect(stored.slice().sort((a, b) => a - b)).toEqual(all);
    console.info(
      `${engine.name}: ${acked.length} acknowledged before the kill, ${unacked.filter((n) => retried.get(n)!.events === 0).length} stored but unanswered, ` +
        `${receiver.received.length - DELIVERIES} delivered twice (same id)`,
    );
  }, 300_000);
});
