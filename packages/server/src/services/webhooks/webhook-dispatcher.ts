import { instruments } from "../../infra/telemetry/instruments.js";
import type { PlugboardContext } from "../../context.js";
import type { WebhookDeliveryOptions } from "../../settings/create-plugboard-options.js";
import type { InvalidationBus } from "../../infra/invalidation-bus.js";
import { webhookPolicy } from "../../outbound/outbound-policy.js";
import type { DeliveryHandOff, HandedOffDelivery } from "./delivery-hand-off.js";
import { createDueSignals } from "./due-signals.js";
import { createHandedOffDeliveries } from "./handed-off-deliveries.js";
import { createDeliverySlots, DEFAULT_DELIVERY_SLOT_LIMITS, type DeliverySlotKey } from "./delivery-slots.js";
import { createReceiverCircuitBreaker, DEFAULT_BREAKER_OPTIONS } from "./receiver-circuit-breaker.js";
import { sendWebhookAttempt, type AttemptOutcome } from "./send-webhook-attempt.js";
import { createGroupCommit } from "../../infra/group-commit.js";
import { createDeliveryQueueStore, type AttemptToRecord, type LeasedDelivery } from "./delivery-queue-store.js";
import { createWebhookStore, type DueDelivery } from "./webhook-store.js";
import { DEFAULT_RETRY_SCHEDULE_MS, DEFAULT_WEBHOOK_POLL_INTERVAL_MS, DEFAULT_WEBHOOK_TIMEOUT_MS, nextAttemptDelay } from "./retry-schedule.js";

// Due deliveries looked at per query: enough to fill the free slots, few enough to stay cheap.
const CANDIDATES = 100;
// A claimed delivery is leased this long beyond the receiver timeout; a worker that dies mid-attempt
// leaves it to be claimed again after the lease (at least once).
const LEASE_MARGIN_MS = 5_000;
// A slot whose attempts are delivered leases its endpoint's next due deliveries this many at a time
// (one statement), and starts each only while its lease still covers a whole attempt (timeout + 1 s).
const LANE_BATCH = 16;
const LANE_START_MARGIN_MS = 1_000;
// How often handed-off deliveries still waiting for a slot are checked against their lease.
const HAND_OFF_SWEEP_MS = 1_000;
const ERROR_TEXT_LIMIT = 300;
// Finished events (no pending delivery left) are kept this long for the delivery log, then removed.
const RETENTION_MS = 30 * 24 * 3600_000;
const PRUNE_EVERY_MS = 3600_000;

/** A due delivery as the claim query sees it. */
type Candidate = DueDelivery & DeliverySlotKey;

/** A delivery this instance holds the lease of, with its body and the endpoint's encrypted secret. */
interface Claimed extends LeasedDelivery {
  lease: Date;
}

/**
 * The webhook delivery worker of one instance. As soon as a slot frees, it looks for due `pending`
 * deliveries and starts them, within bounds that keep one developer's receivers from
 * holding back another's — at most `maxInFlight` attempts on the instance (64), `maxInFlightPerEndpoint`
 * per endpoint (2) and `maxInFlightPerDeveloper` per developer (8); deliveries over a bound stay in the
 * database, untouched, until a slot frees. A receiver (one developer's origin) that timed out or
 * refused connections `breakerThreshold` times in a row (5) has its circuit breaker opened: its
 * deliveries are postponed along the retry schedule without being sent, and after
 * `breakerCooldownMs` (60 s) one probe goes out, which closes the breaker if the receiver answers.
 *
 * A delivery is claimed by moving its `nextAttemptAt` to a lease (`timeoutMs` + 5 s) in one
 * `UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED)` that re-checks it is still due and returns the
 * body and the endpoint's secret, so several instances on one PostgreSQL never send the same attempt at
 * the same time, an attempt reads nothing more, and an instance that dies mid-attempt leaves the row to
 * be claimed again after the lease (at least once). A slot whose attempt was delivered keeps going with
 * its endpoint's next due delivery (leased the same way, one statement), so a busy endpoint's two slots
 * never wait for a pass over every due delivery; outcomes are recorded in batches (one statement for
 * the attempts that ended meanwhile), and the slot is free for the next attempt as soon as the receiver
 * answered. Each body is signed
 * with the endpoint's secret (Standard Webhooks) and sent through the guarded outbound client
 * (private-network guard in production, `timeoutMs` default 10 s); 2xx → `delivered`, otherwise the
 * next attempt per `retryScheduleMs` (5 s, 30 s, 2 min, 10 min, 30 min, 1 h), then `failed`. Only the
 * holder of the lease records the outcome. The worker wakes on every invalidation (new events follow a
 * connection or plugin change), when an attempt ends, and every `pollIntervalMs` for retries. Once an
 * hour it removes events older than 30 days that have no pending delivery left.
 *
 * It is also the {@link DeliveryHandOff} of the trigger event writer: deliveries stored leased to this instance are
 * offered once committed and started at once where the bounds allow, else kept (in memory, per endpoint) for the
 * endpoint's next free slot while their lease still covers an attempt, then given back. A pass over the database,
 * and a lane's look for its endpoint's next due deliveries, run only when something may have become due there since
 * they last found nothing (a wake that is not a hand-off, a delivery given back, the poll).
 */
export function createWebhookDispatcher(
  context: Pick<PlugboardContext, "logger" | "database" | "prisma" | "cipher" | "outbound">,
  deps: { bus: InvalidationBus; options?: WebhookDeliveryOptions | undefined; now?: () => number },
) {
  const now = deps.now ?? Date.now;
  const options = deps.options ?? {};
  const schedule = options.retryScheduleMs ?? DEFAULT_RETRY_SCHEDULE_MS;
  const pollIntervalMs = options.pollIntervalMs ?? DEFAULT_WEBHOOK_POLL_INTERVAL_MS;
  const timeoutMs = options.timeoutMs ?? DEFAULT_WEBHOOK_TIMEOUT_MS;
  const slots = createDeliverySlots({
    total: options.maxInFlight ?? DEFAULT_DELIVERY_SLOT_LIMITS.total,
    perEndpoint: options.maxInFlightPerEndpoint ?? DEFAULT_DELIVERY_SLOT_LIMITS.perEndpoint,
    perDeveloper: options.maxInFlightPerDeveloper ?? DEFAULT_DELIVERY_SLOT_LIMITS.perDeveloper,
  });
  const breakers = createReceiverCircuitBreaker({
    threshold: options.breakerThreshold ?? DEFAULT_BREAKER_OPTIONS.threshold,
    cooldownMs: options.breakerCooldownMs ?? DEFAULT_BREAKER_OPTIONS.cooldownMs,
  });
  const { logger } = context;
  const store = createWebhookStore(context);
  const queue = createDeliveryQueueStore(context);
  const records = createGroupCommit<AttemptToRecord, void>((outcomes) => queue.recordAttempts(outcomes), { concurrency: 1 }); // one recording statement at a time (see the trigger event writer)
  // The private-network guard of every outbound request applies to receivers too (production). The
  // pool never makes an attempt wait for a connection: the slots above are the bound.
  // (webhookPolicy: a receiver's answer is not used, so at most 64 KB of it is read.)
  const http = context.outbound.http.client(webhookPolicy({ timeoutMs, maxInFlight: options.maxInFlight ?? DEFAULT_DELIVERY_SLOT_LIMITS.total }));
  const inFlight = new Set<Promise<void>>();
  /** True while `delivery`'s lease still covers a whole attempt started at `at`. */
  const coversAttempt = (delivery: Claimed, at: number) => at + timeoutMs + LANE_START_MARGIN_MS <= delivery.lease.getTime();
  // Handed-off deliveries waiting for a slot of their endpoint; its lanes take them before looking in the database.
  const handedOff = createHandedOffDeliveries<Claimed>(coversAttempt);
  let sweeper: NodeJS.Timeout | undefined;
  const due = createDueSignals();
  let poller: NodeJS.Timeout | undefined;
  let started = false;
  let unsubscribe: (() => void) | undefined;
  let prunedAt = 0;
  let pumping: Promise<void> | undefined;
  let queued: Promise<void> | undefined;

  const receiverOf = (candidate: Candidate) => `${candidate.developerId} ${originOf(candidate.url)}`;

  /** Removes events older than the retention whose deliveries all ended (their deliveries go with them). */
  async function prune(): Promise<void> {
    const current = now();
    if (current - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = current;
    const cutoff = new Date(current - RETENTION_MS);
    await store.pruneEndedEvents(cutoff);
  }

  /** Due deliveries, oldest first, leaving out endpoints and developers whose slots are all taken. */
  function findDue(current: Date): Promise<Candidate[]> {
    return queue.findDue(current, { endpointIds: slots.fullEndpoints(), developerIds: slots.fullDevelopers() }, CANDIDATES);
  }

  /** Records the outcome of an attempt if `seen` still holds the row (batched with the outcomes that end meanwhile). */
  async function record(delivery: Claimed, seen: Date, outcome: AttemptOutcome): Promise<void> {
    const attempts = delivery.attempts + 1;
    const finished = new Date(now());
    const delay = outcome.ok ? null : nextAttemptDelay(schedule, attempts);
    // Only the holder of the lease records the attempt (a worker that overran its lease lost it).
    await records.add({
      id: delivery.id,
      seen,
      attempt: outcome.ok
        ? { status: "delivered", attempts, lastStatusCode: outcome.status, deliveredAt: finished }
        : {
            status: delay === null ? "failed" : "pending",
            attempts,
            lastStatusCode: outcome.status,
            lastError: outcome.error.slice(0, ERROR_TEXT_LIMIT),
            nextAttemptAt: delay === null ? null : new Date(finished.getTime() + delay),
          },
      details: { attemptedAt: outcome.attemptedAt, durationMs: outcome.durationMs, response: outcome.response },
    });
    if (!outcome.ok) logger.info("webhook delivery failed", { deliveryId: delivery.id, attempts, status: outcome.status, final: delay === null });
    instruments().webhookDeliveries.add(1, { "plugboard.outcome": outcome.ok ? "delivered" : delay === null ? "failed" : "retry" });
  }

  /**
   * Counts an attempt, not sent, for those of `ids` still due (their receiver's breaker is open) and
   * moves them along the retry schedule — `failed` once it is used up — in one statement.
   */
  async function postpone(ids: string[], current: Date): Promise<void> {
    if (ids.length === 0) return;
    const error = `Not sent: the receiver timed out or refused the connection ${breakers.threshold} times in a row; its circuit breaker is open`;
    const count = await store.postpone(ids, current, error, schedule);
    logger.info("webhook deliveries postponed: receiver breaker open", { deliveries: count });
  }

  /** One attempt of `claimed` through the guarded client (signed with its endpoint's secret). */
  const send = (claimed: Claimed): Promise<AttemptOutcome> => sendWebhookAttempt({ http, cipher: context.cipher, now }, claimed);

  /** Tracks `work` until it ends (for `runOnce` and `close`). */
  function track(work: Promise<void>): void {
    const tracked = work.finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
  }

  /**
   * Sends `claimed` in its slot, then — while attempts are delivered and the worker runs — the next due
   * delivery of the same endpoint in the same slot; the slot is given back and the worker woken when
   * there is none (or an attempt failed: the next pass decides, with the receiver's breaker).
   */
  function start(claimed: Claimed): void {
    // Leased ahead for this slot, not yet sent.
    let ahead: Claimed[] = [];

    /** The next delivery of `previous`'s endpoint for this slot: one leased ahead, or the next due ones leased now; undefined when none. */
    async function next(previous: Claimed): Promise<Claimed | undefined> {
      const current = new Date(now());
      if (breakers.decide(receiverOf(previous), current.getTime()) !== "send") return undefined;
      if (ahead.length > 0 && coversAttempt(ahead[0]!, current.getTime())) return ahead.shift();
      if (ahead.length > 0) {
        await giveBack(ahead);
        ahead = [];
      }
      const waiting = takeHandedOff(previous.endpointId, current.getTime());
      if (waiting) return waiting;
      if (!due.endpointMayHave(previous.endpointId)) return undefined;
      const mark = due.mark();
      const lease = new Date(current.getTime() + timeoutMs + LEASE_MARGIN_MS);
      ahead = (await queue.claimNext(previous.endpointId, current, lease, LANE_BATCH)).map((leased) => ({ ...leased, lease }));
      if (ahead.length < LANE_BATCH) due.endpointDrained(previous.endpointId, mark);
      return ahead.shift();
    }

    track(
      (async () => {
        let current: Claimed | undefined = claimed;
        try {
          while (current) {
            const receiver = receiverOf(current);
            const outcome = await send(current);
            breakers.record(receiver, outcome.ok ? "answered" : outcome.reach, now());
            if (!outcome.ok && outcome.reach === "unreachable" && breakers.failures(receiver) === breakers.threshold) {
              logger.warn("webhook receiver breaker opened", { endpointId: current.endpointId, origin: originOf(current.url), failures: breakers.threshold });
            }
            const sent: Claimed = current;
            track(record(sent, sent.lease, outcome).catch((error: unknown) => logger.warn("webhook delivery attempt not recorded", { deliveryId: sent.id, errorName: error instanceof Error ? error.name : "unknown" })));
            current = started && outcome.ok ? await next(sent) : undefined;
          }
        } catch (error) {
          logger.warn("webhook delivery attempt failed", { deliveryId: current?.id, errorName: error instanceof Error ? error.name : "unknown" });
        } finally {
          // What was leased ahead and not sent is due again at once (for this or another instance).
          if (ahead.length > 0) await giveBack(ahead);
          ahead = [];
          slots.release(claimed);
          if (started) {
            startHandedOff();
            void pump();
          }
        }
      })(),
    );
  }

  /** The oldest handed-off delivery of `endpointId` still startable at `at` (those no longer startable are given back). */
  function takeHandedOff(endpointId: string, at: number): Claimed | undefined {
    const { delivery, stale } = handedOff.take(endpointId, at);
    if (stale.length > 0) void giveBack(stale);
    return delivery;
  }

  /** Starts waiting handed-off deliveries in the slots that are free (an endpoint's oldest first). */
  function startHandedOff(): void {
    const at = now();
    for (const [endpointId, first] of handedOff.heads()) {
      const key: DeliverySlotKey = { endpointId, developerId: first.developerId };
      const decision = breakers.decide(receiverOf(first), at);
      if (decision !== "send") {
        // Its receiver's breaker is open: due again at once, for the next pass to postpone (or probe).
        if (decision === "probe") breakers.returnProbe(receiverOf(first));
        void giveBack(handedOff.takeAll(endpointId)).then(() => {
          if (started) void pump();
        });
        continue;
      }
      while (handedOff.has(endpointId) && slots.take(key)) {
        const delivery = takeHandedOff(endpointId, at);
        if (!delivery) {
          slots.release(key);
          break;
        }
        start(delivery);
      }
    }
  }

  /** Makes `deliveries` (leased, not sent) due again at once. */
  async function giveBack(deliveries: Claimed[]): Promise<void> {
    await queue.release(deliveries.map((delivery) => ({ id: delivery.id, lease: delivery.lease })), new Date(now())).catch((error: unknown) =>
      logger.warn("webhook deliveries not given back; they are due again when their lease ends", { deliveries: deliveries.length, errorName: error instanceof Error ? error.name : "unknown" }),
    );
    due.signal();
  }

  /** Fills the free slots with due deliveries; postpones those whose receiver's breaker is open. */
  async function fill(): Promise<void> {
    await prune();
    for (;;) {
      if (slots.free() <= 0) return;
      const current = new Date(now());
      const mark = due.mark();
      // With an endpoint or developer at its bound, the pass leaves their due deliveries out: look again when a slot frees.
      const leavingOut = slots.fullEndpoints().length > 0 || slots.fullDevelopers().length > 0;
      if (!due.passMayFind(leavingOut)) return;
      const candidates = await findDue(current);
      if (candidates.length === 0) {
        if (!leavingOut) due.passFoundNothing(mark);
        return;
      }
      const chosen: Candidate[] = [];
      const probes = new Set<Candidate>();
      const postponed: Candidate[] = [];
      for (const candidate of candidates) {
        const decision = breakers.decide(receiverOf(candidate), current.getTime());
        if (decision === "postpone") postponed.push(candidate);
        else if (slots.take(candidate)) {
          chosen.push(candidate);
          if (decision === "probe") probes.add(candidate);
        } else if (decision === "probe") breakers.returnProbe(receiverOf(candidate));
      }
      const lease = new Date(current.getTime() + timeoutMs + LEASE_MARGIN_MS);
      // A failed claim (database down) must not keep the slots taken above.
      const won = await queue.claim(chosen.map((candidate) => candidate.id), current, lease).catch((error: unknown) => {
        for (const candidate of chosen) slots.release(candidate);
        for (const candidate of probes) breakers.returnProbe(receiverOf(candidate));
        throw error;
      });
      for (const candidate of chosen) {
        const leased = won.get(candidate.id);
        if (leased) start({ ...leased, lease });
        else {
          // Another instance took it: give the slot (and the probe, if it was one) back.
          slots.release(candidate);
          if (probes.has(candidate)) breakers.returnProbe(receiverOf(candidate));
        }
      }
      await postpone(postponed.map((candidate) => candidate.id), current);
      // Nothing started or postponed: what is due waits for a slot (its endpoint or developer is full).
      if (won.size === 0 && postponed.length === 0 && chosen.length === 0) return;
    }
  }

  /** Runs one `fill` at a time; a call during a run queues (at most) one more. */
  function pump(): Promise<void> {
    if (queued) return queued;
    const previous = pumping ?? Promise.resolve();
    const next: Promise<void> = previous.then(() => {
      queued = undefined;
      return fill().catch((error: unknown) => logger.warn("webhook delivery pass failed", { errorName: error instanceof Error ? error.name : "unknown" }));
    });
    queued = next;
    pumping = next;
    void next.finally(() => {
      if (pumping === next) pumping = undefined;
    });
    return next;
  }

  return {
    /** Starts delivering from this instance (no-op when `deliver: false`). */
    start(): void {
      if (options.deliver === false || started) return;
      started = true;
      unsubscribe = deps.bus.subscribe((event) => {
        // New trigger events whose deliveries all went to a worker's hand-off: nothing became due.
        if (event.kind === "trigger-event" && event.due === false) return;
        due.signal();
        void pump();
      });
      poller = setInterval(() => {
        due.signal();
        void pump();
      }, pollIntervalMs);
      poller.unref?.();
      // Handed-off deliveries no lane took while their lease covered an attempt go back to the database.
      sweeper = setInterval(() => {
        const stale = handedOff.takeStale(now() + HAND_OFF_SWEEP_MS);
        if (stale.length === 0) return;
        void giveBack(stale).then(() => {
          if (started) void pump();
        });
      }, HAND_OFF_SWEEP_MS);
      sweeper.unref?.();
      due.signal();
      void pump();
    },
    /** {@link DeliveryHandOff.lease}: a lease covering an attempt and its margin while this worker runs. */
    lease(): Date | null {
      return started ? new Date(now() + timeoutMs + LEASE_MARGIN_MS) : null;
    },
    /** {@link DeliveryHandOff.offer}: started at once where a slot is free, else waiting (in memory) for one of their endpoint. */
    offer(deliveries: readonly HandedOffDelivery[], lease: Date): void {
      const claimed: Claimed[] = deliveries.map((delivery) => ({ ...delivery, attempts: 0, nextAttemptAt: lease, lease }));
      if (!started) {
        void giveBack(claimed);
        return;
      }
      handedOff.add(claimed);
      startHandedOff();
    },
    /** Sends what is due now and waits until those attempts (and any they made room for) ended (tests, shutdown). */
    async runOnce(): Promise<void> {
      for (;;) {
        due.signal();
        await pump();
        if (inFlight.size === 0) return;
        await Promise.all([...inFlight]);
      }
    },
    /** Stops the worker and waits for the attempts in flight. */
    async close(): Promise<void> {
      started = false;
      unsubscribe?.();
      if (poller) clearInterval(poller);
      if (sweeper) clearInterval(sweeper);
      const waiting = handedOff.drain();
      if (waiting.length > 0) await giveBack(waiting);
      await pumping;
      await Promise.all([...inFlight]);
      await http.close();
    },
  };
}

/** `https://host:port` of a stored endpoint URL. */
const originOf = (url: string) => new URL(url).origin;

/** The webhook delivery worker's interface. */
export type WebhookDispatcher = ReturnType<typeof createWebhookDispatcher>;
