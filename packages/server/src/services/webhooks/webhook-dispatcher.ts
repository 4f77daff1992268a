import type { PlugboardContext } from "../../context.js";
import type { WebhookDeliveryOptions } from "../../settings/create-plugboard-options.js";
import type { InvalidationBus } from "../../infra/invalidation-bus.js";
import { createOutboundHttp } from "../../infra/outbound-http.js";
import { signWebhook } from "./sign-webhook.js";
import { DEFAULT_RETRY_SCHEDULE_MS, DEFAULT_WEBHOOK_POLL_INTERVAL_MS, DEFAULT_WEBHOOK_TIMEOUT_MS, nextAttemptDelay } from "./retry-schedule.js";

const BATCH = 20;
// A claimed delivery is leased this long beyond the receiver timeout; a worker that dies mid-attempt
// leaves it to be claimed again after the lease (at least once).
const LEASE_MARGIN_MS = 5_000;
const ERROR_TEXT_LIMIT = 300;
// A receiver's answer is not used: read at most this much of it.
const RESPONSE_LIMIT_BYTES = 64 * 1024;
// Finished events (no pending delivery left) are kept this long for the delivery log, then removed.
const RETENTION_MS = 30 * 24 * 3600_000;
const PRUNE_EVERY_MS = 3600_000;

interface Claimed {
  id: string;
  attempts: number;
  nextAttemptAt: Date;
}

/**
 * The webhook delivery worker of one instance. It claims due `pending` deliveries with one
 * `UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED)` that also moves `nextAttemptAt` to a lease,
 * so several instances on one PostgreSQL never send the same attempt at the same time; it signs each
 * body with the endpoint's secret (Standard Webhooks), sends it through the guarded outbound client
 * (private-network guard in production, `timeoutMs` default 10 s) and records the outcome: 2xx →
 * `delivered`; otherwise the next attempt per `retryScheduleMs` (5 s, 30 s, 2 min, 10 min, 30 min,
 * 1 h by default), then `failed`. Rows survive a crash: after a restart pending deliveries go out.
 * It wakes on every invalidation (new events follow a connection or plugin change) and polls every
 * `pollIntervalMs` for retries. Once an hour it removes events older than 30 days that have no pending
 * delivery left.
 */
export function createWebhookDispatcher(
  context: PlugboardContext,
  deps: { bus: InvalidationBus; options?: WebhookDeliveryOptions | undefined; now?: () => number },
) {
  const now = deps.now ?? Date.now;
  const schedule = deps.options?.retryScheduleMs ?? DEFAULT_RETRY_SCHEDULE_MS;
  const pollIntervalMs = deps.options?.pollIntervalMs ?? DEFAULT_WEBHOOK_POLL_INTERVAL_MS;
  const timeoutMs = deps.options?.timeoutMs ?? DEFAULT_WEBHOOK_TIMEOUT_MS;
  const { prisma, logger } = context;
  // The private-network guard of every outbound request applies to receivers too (production).
  const http = createOutboundHttp({ timeoutMs, guard: context.outbound.guard, maxResponseBytes: RESPONSE_LIMIT_BYTES, connectionsPerOrigin: 4 });
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = true;
  let unsubscribe: (() => void) | undefined;
  let prunedAt = 0;

  /** Removes events older than the retention whose deliveries all ended (their deliveries go with them). */
  async function prune(): Promise<void> {
    const current = now();
    if (current - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = current;
    const cutoff = new Date(current - RETENTION_MS);
    await prisma.webhookEvent.deleteMany({ where: { createdAt: { lt: cutoff }, deliveries: { none: { status: "pending" } } } });
  }

  async function claim(): Promise<Claimed[]> {
    const current = new Date(now());
    const lease = new Date(current.getTime() + timeoutMs + LEASE_MARGIN_MS);
    return prisma.$queryRaw<Claimed[]>`
      UPDATE "WebhookDelivery" SET "nextAttemptAt" = ${lease}
      WHERE id IN (
        SELECT id FROM "WebhookDelivery"
        WHERE status = 'pending' AND "nextAttemptAt" <= ${current}
        ORDER BY "nextAttemptAt" LIMIT ${BATCH}
        FOR UPDATE SKIP LOCKED
      )
      RETURNING id, attempts, "nextAttemptAt"`;
  }

  async function attempt(claimed: Claimed): Promise<void> {
    const delivery = await prisma.webhookDelivery.findUnique({
      where: { id: claimed.id },
      select: { id: true, eventId: true, endpoint: { select: { url: true, secret: true } }, event: { select: { body: true } } },
    });
    if (!delivery) return;
    let outcome: { ok: true; status: number } | { ok: false; status: number | null; error: string };
    try {
      const secret = context.cipher.decrypt(delivery.endpoint.secret);
      const body = delivery.event.body;
      const signed = signWebhook({ secret, id: delivery.eventId, timestamp: new Date(now()), body });
      const response = await http.send({
        method: "POST",
        url: new URL(delivery.endpoint.url),
        headers: { "content-type": "application/json", "user-agent": "Plugboard-Webhooks/1", ...signed },
        body,
      });
      if ("kind" in response) outcome = { ok: false, status: null, error: response.message.replace("external API", "webhook receiver") };
      else if (response.status >= 200 && response.status < 300) outcome = { ok: true, status: response.status };
      else outcome = { ok: false, status: response.status, error: `The receiver answered with status ${response.status}` };
    } catch (error) {
      outcome = { ok: false, status: null, error: `The delivery could not be sent (${error instanceof Error ? error.name : "unknown"})` };
    }
    const attempts = claimed.attempts + 1;
    const finished = new Date(now());
    const delay = outcome.ok ? null : nextAttemptDelay(schedule, attempts);
    // Only the holder of the lease records the attempt (a worker that overran its lease lost it).
    await prisma.webhookDelivery.updateMany({
      where: { id: claimed.id, status: "pending", nextAttemptAt: new Date(claimed.nextAttemptAt) },
      data: outcome.ok
        ? { status: "delivered", attempts, lastStatusCode: outcome.status, lastError: null, deliveredAt: finished, nextAttemptAt: null }
        : {
            status: delay === null ? "failed" : "pending",
            attempts,
            lastStatusCode: outcome.status,
            lastError: outcome.error.slice(0, ERROR_TEXT_LIMIT),
            nextAttemptAt: delay === null ? null : new Date(finished.getTime() + delay),
          },
    });
    if (!outcome.ok) logger.info("webhook delivery failed", { deliveryId: claimed.id, attempts, status: outcome.status, final: delay === null });
  }

  async function drain(): Promise<void> {
    await prune();
    for (;;) {
      const batch = await claim();
      await Promise.all(batch.map((claimed) => attempt(claimed)));
      if (batch.length < BATCH || stopped) return;
    }
  }

  function wakeIn(delayMs: number): void {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, delayMs);
    timer.unref?.();
  }

  function tick(): void {
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => logger.warn("webhook delivery pass failed", { errorName: error instanceof Error ? error.name : "unknown" }))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          wakeIn(0);
        } else wakeIn(pollIntervalMs);
      });
  }

  return {
    /** Starts delivering from this instance (no-op when `deliver: false`). */
    start(): void {
      if (deps.options?.deliver === false || !stopped) return;
      stopped = false;
      unsubscribe = deps.bus.subscribe(() => wakeIn(0));
      wakeIn(0);
    },
    /** One delivery pass now (tests, and the `plugboard` command's shutdown). */
    runOnce: drain,
    /** Stops the worker and waits for the attempts in flight. */
    async close(): Promise<void> {
      stopped = true;
      unsubscribe?.();
      if (timer) clearTimeout(timer);
      await running;
      await http.close();
    },
  };
}

/** The webhook delivery worker's interface. */
export type WebhookDispatcher = ReturnType<typeof createWebhookDispatcher>;
