import type { ExecuteToolRequestSchema, PollTrigger } from "@plugboard/core";
import type * as z from "zod";
import type { PlugboardContext } from "../../context.js";
import type { TriggerPollOptions } from "../../settings/create-plugboard-options.js";
import { ServiceError } from "../../errors/service-error.js";
import type { ExecutionResult } from "../execution/execution-service.js";
import { pollCursorOf, readPollAnswer } from "./poll-items.js";
import { fillJson, fillPath } from "./fill-template.js";
import type { ProviderCall } from "./provider-request.js";
import type { TriggerCatalog } from "./trigger-catalog.js";
import type { TriggerEventRecorder } from "./trigger-event-recorder.js";
import type { SubscriptionRow, TriggerStore } from "./trigger-store.js";

import { DEFAULT_TRIGGER_MIN_INTERVAL_SECONDS } from "../../settings/service-defaults.js";
// Longest wait after failures, and how long a claimed poll is leased beyond the tool timeout.
const MAX_BACKOFF_MS = 3_600_000;
const LEASE_MARGIN_MS = 30_000;

type ExecuteInput = z.output<typeof ExecuteToolRequestSchema>;

/** Seconds of a `Retry-After` header (delta seconds or an HTTP date), or undefined. */
export function retryAfterMs(value: string | undefined, now: number): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * The durable poll scheduler, shared by every instance through the database: each tick leases due
 * subscriptions (`FOR UPDATE SKIP LOCKED`, so one subscription is polled by one instance per
 * interval), runs each poll through the one execution pipeline (the trigger's tool, or its request
 * with the user's credentials: refresh, limits, bounds, SSRF guard), and stores the new cursor in the
 * same transaction as the new events (the first poll only records the cursor). A 429 or 5xx backs off
 * exponentially, at least as long as `Retry-After` says; a refused grant (`invalid_grant`) has paused
 * the subscription (and sent `connection.needs_reauth`) by the time the poll fails. Jitter (up to 10 %
 * of the interval) spreads the load. An instance that dies mid-poll leaves the lease to expire; the
 * next poll starts from the stored cursor, and events already stored are not stored or delivered again.
 */
export function createTriggerPoller(
  context: Pick<PlugboardContext, "logger" | "toolTimeoutMs">,
  deps: {
    store: TriggerStore;
    catalog: TriggerCatalog;
    recorder: TriggerEventRecorder;
    execute: (developerId: string, input: ExecuteInput) => Promise<ExecutionResult>;
    providerCall: ProviderCall;
    options?: TriggerPollOptions | undefined;
    random?: () => number;
  },
) {
  const options = deps.options ?? {};
  const minIntervalMs = (options.minIntervalSeconds ?? DEFAULT_TRIGGER_MIN_INTERVAL_SECONDS) * 1000;
  const concurrency = options.concurrency ?? 16;
  const random = deps.random ?? Math.random;
  const leaseMs = context.toolTimeoutMs + LEASE_MARGIN_MS;
  let running = 0;
  let timer: NodeJS.Timeout | undefined;
  const inFlight = new Set<Promise<void>>();

  const intervalMs = (poll: PollTrigger) => Math.max(poll.intervalSeconds * 1000, minIntervalMs);
  const withJitter = (ms: number) => ms + Math.floor(random() * ms * 0.1);

  /** Calls the poll's tool or request for `row` with the cursor. */
  async function call(row: SubscriptionRow, poll: PollTrigger, cursor: string | number | null): Promise<ExecutionResult> {
    const param = poll.cursor?.param;
    if (poll.tool) {
      const params: Record<string, unknown> = { ...(poll.params ?? {}), ...row.config, ...(param && cursor !== null ? { [param]: cursor } : {}) };
      return deps.execute(row.developerId, { userId: row.userId, tool: poll.tool, plugin: row.pluginSlug, params, connectionId: row.connectionId } as ExecuteInput);
    }
    const request = poll.request!;
    const values = { config: row.config, cursor: cursor ?? "" };
    const query: Record<string, string> = {};
    for (const [name, value] of Object.entries(request.query ?? {})) query[name] = String(fillJson(value, values) ?? "");
    if (param && cursor !== null) query[param] = String(cursor);
    return deps.providerCall(row.developerId, {
      userId: row.userId,
      plugin: row.pluginSlug,
      connectionId: row.connectionId,
      method: request.method,
      path: fillPath(request.path, values),
      query,
      ...(request.body !== undefined ? { body: fillJson(request.body, values) } : {}),
    });
  }

  /** Polls one leased subscription and ends its lease. */
  async function pollOne(id: string, lease: Date, now: number): Promise<void> {
    const row = await deps.store.byId(id);
    if (!row) return;
    const trigger = await deps.catalog.find(row.pluginId, row.trigger);
    const poll = trigger?.poll;
    if (!poll || row.status !== "active") {
      await deps.store.transaction((tx) => deps.store.finishPoll(tx, id, lease, { nextPollAt: new Date(now + minIntervalMs), failures: row.failures }));
      return;
    }
    const previous = pollCursorOf(row.cursor);
    let result: ExecutionResult | undefined;
    let failure: string | undefined;
    try {
      result = await call(row, poll, previous?.value ?? null);
    } catch (error) {
      failure = ServiceError.isInstance(error) ? error.code : "error";
    }
    if (result && result.httpStatus === 200 && result.body.success) {
      const { events, cursor } = readPollAnswer(poll, result.body.data, previous, new Date(now));
      const stored = await deps.recorder.record(row, events, (tx) => deps.store.finishPoll(tx, id, lease, { cursor, nextPollAt: new Date(now + withJitter(intervalMs(poll))), failures: 0 }));
      if (stored > 0) context.logger.debug("trigger poll found events", { subscriptionId: id, events: stored });
      return;
    }
    // A failed poll: back off exponentially (429 and 5xx at least as long as Retry-After asks).
    const failures = row.failures + 1;
    const status = result && result.httpStatus !== 202 ? result.body.status : 0;
    const asked = result && result.httpStatus !== 202 ? retryAfterMs(result.retryAfter, now) : undefined;
    const backoff = Math.min(MAX_BACKOFF_MS, Math.max(intervalMs(poll) * 2 ** Math.min(failures, 10), asked ?? 0));
    context.logger.info("trigger poll failed", { subscriptionId: id, status, reason: failure ?? (result?.httpStatus === 202 ? "approval_required" : "upstream_failed"), retryInMs: backoff });
    await deps.store.transaction((tx) => deps.store.finishPoll(tx, id, lease, { nextPollAt: new Date(now + withJitter(backoff)), failures }));
  }

  /** Leases due polls (as many as there are free slots) and starts them; resolves when those started end. */
  async function runOnce(at?: Date): Promise<number> {
    const now = at?.getTime() ?? Date.now();
    const free = concurrency - running;
    if (free <= 0) return 0;
    const lease = new Date(now + leaseMs);
    const ids = await deps.store.claimDuePolls(new Date(now), lease, free);
    const polls = ids.map(async (id) => {
      running += 1;
      try {
        await pollOne(id, lease, now);
      } catch (error) {
        context.logger.warn("trigger poll could not finish", { subscriptionId: id, errorName: error instanceof Error ? error.name : "unknown", errorMessage: error instanceof Error ? error.message : "" });
      } finally {
        running -= 1;
      }
    });
    const all = Promise.all(polls).then(() => undefined);
    inFlight.add(all);
    await all;
    inFlight.delete(all);
    return ids.length;
  }

  return {
    runOnce,
    /** Starts this instance's ticks (unless `poll: false`). */
    start(): void {
      if (options.poll === false || timer) return;
      timer = setInterval(() => {
        runOnce().catch((error: unknown) => context.logger.warn("trigger poll tick failed", { errorName: error instanceof Error ? error.name : "unknown" }));
      }, options.tickMs ?? 1_000);
      timer.unref();
    },
    /** Stops ticking; polls in flight finish. */
    async close(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = undefined;
      await Promise.all([...inFlight]);
    },
  };
}

/** The poller's interface. */
export type TriggerPoller = ReturnType<typeof createTriggerPoller>;
