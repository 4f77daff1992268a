import type { TriggerEvent } from "@plugboard/core";
import type { Prisma } from "../../generated/prisma/client.js";
import type { InvalidationBus } from "../../infra/invalidation-bus.js";
import type { Logger } from "../../logging/logger.js";
import { triggerEventId } from "./trigger-event-id.js";
import type { SubscriptionRow, TriggerStore } from "./trigger-store.js";
import { writeTriggerEventsInTransaction, type EventToWrite, type WriteOutcome } from "./trigger-event-insert-store.js";
import type { TriggerEventWriter } from "./trigger-event-writer.js";

/** An event as a webhook delivery or a poll found it. */
export interface IncomingEvent {
  /** The provider's own event id, or the polled item's id. */
  externalId: string;
  occurredAt: Date;
  payload: unknown;
}

/** An event on the wire (`trigger.event` data, `GET /api/v1/trigger-events`). */
export function triggerEventOf(subscription: SubscriptionRow, event: { id: string; payload: unknown; occurredAt: Date; receivedAt: Date }): TriggerEvent {
  return {
    id: event.id,
    subscriptionId: subscription.id,
    userId: subscription.userId,
    plugin: subscription.pluginSlug,
    trigger: subscription.trigger,
    accountLabel: subscription.accountLabel,
    connectionId: subscription.connectionId,
    occurredAt: event.occurredAt.toISOString(),
    receivedAt: event.receivedAt.toISOString(),
    payload: event.payload,
  };
}

/** The `trigger.event` webhook body of an event, serialised once (the outbox stores the exact bytes sent). */
function webhookBodyOf(subscription: SubscriptionRow, event: { id: string; payload: unknown; occurredAt: Date; receivedAt: Date }): string {
  return JSON.stringify({ id: event.id, type: "trigger.event", createdAt: event.receivedAt.toISOString(), data: triggerEventOf(subscription, event) });
}

/**
 * Stores a subscription's events and their `trigger.event` deliveries in one transaction (the
 * outbox): each event once per (subscription, external id) — a provider's retry or an overlapping
 * poll inserts nothing and delivers nothing again — with the same stable id as its webhook delivery,
 * and only while the subscription is active (checked by the insert itself). A poll's events go in
 * its own transaction with `alsoInTransaction` (the new cursor); an inbound delivery's event goes
 * through the group-committing {@link TriggerEventWriter} (one statement, shared by the deliveries
 * arriving meanwhile). After the commit it wakes the delivery worker and the developer's long-poll
 * readers (once per developer per turn of the event loop, however many events committed); the delivery workers are
 * not woken for deliveries the writer handed to this instance's worker.
 */
export function createTriggerEventRecorder(deps: { store: TriggerStore; writer: TriggerEventWriter; bus: InvalidationBus; logger?: Logger; now?: () => number }) {
  const now = deps.now ?? Date.now;
  // When this instance last noted each subscription's `lastEventAt`: at most once a second each.
  const touched = new Map<string, number>();
  const touch = (id: string, at: number) => {
    if (at - (touched.get(id) ?? 0) < 1000) return;
    if (touched.size > 10_000) touched.clear();
    touched.set(id, at);
    // Not awaited: the events are committed; this note must not hold their acknowledgement.
    deps.store.touchLastEvent(id, new Date(at)).catch((error: unknown) => deps.logger?.warn("could not note a subscription's last event", { subscriptionId: id, errorName: error instanceof Error ? error.name : "unknown" }));
  };
  // Developers with new events since the last announcement, and whether any of their deliveries became due.
  const pending = new Map<string, boolean>();
  const announce = (developerId: string, due: boolean) => {
    if (pending.size === 0) {
      setImmediate(() => {
        const developers = [...pending];
        pending.clear();
        for (const [id, anyDue] of developers) deps.bus.publish({ kind: "trigger-event", developerId: id, due: anyDue });
      });
    }
    pending.set(developerId, (pending.get(developerId) ?? false) || due);
  };
  const toWrite = (subscription: SubscriptionRow, event: IncomingEvent): EventToWrite => {
    const id = triggerEventId(subscription.id, event.externalId);
    const receivedAt = new Date(now());
    const payload = event.payload ?? null;
    return {
      id,
      subscriptionId: subscription.id,
      developerId: subscription.developerId,
      externalId: event.externalId,
      payload,
      occurredAt: event.occurredAt,
      receivedAt,
      body: webhookBodyOf(subscription, { id, payload, occurredAt: event.occurredAt, receivedAt }),
    };
  };
  const committed = (subscription: SubscriptionRow, inserted: number, due: boolean) => {
    if (inserted === 0) return;
    announce(subscription.developerId, due);
    touch(subscription.id, now());
  };
  return {
    /** Records a poll's `events` (with `alsoInTransaction`, in one transaction); returns how many were new. */
    async record(subscription: SubscriptionRow, events: readonly IncomingEvent[], alsoInTransaction?: (tx: Prisma.TransactionClient) => Promise<void>): Promise<number> {
      const rows = events.map((event) => toWrite(subscription, event));
      const inserted = await deps.store.transaction(async (tx) => {
        const outcomes = await writeTriggerEventsInTransaction(tx, rows);
        await alsoInTransaction?.(tx);
        return outcomes.filter((outcome) => outcome === "inserted").length;
      });
      committed(subscription, inserted, true);
      return inserted;
    },
    /** Records one inbound delivery's event (group commit); resolves after the commit with what became of it. */
    async recordInbound(subscription: SubscriptionRow, event: IncomingEvent): Promise<WriteOutcome> {
      const outcome = await deps.writer.write(toWrite(subscription, event));
      committed(subscription, outcome === "inserted" ? 1 : 0, !deps.writer.handsOff());
      return outcome;
    },
  };
}

/** The trigger event recorder's interface. */
export type TriggerEventRecorder = ReturnType<typeof createTriggerEventRecorder>;
