import type { TriggerEvent } from "@plugboard/core";
import type { Prisma } from "../../generated/prisma/client.js";
import type { InvalidationBus } from "../../infra/invalidation-bus.js";
import type { EventOutbox } from "../webhooks/event-outbox.js";
import { triggerEventId } from "./trigger-event-id.js";
import type { SubscriptionRow, TriggerStore } from "./trigger-store.js";

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

/**
 * Stores a subscription's events and their `trigger.event` deliveries in one transaction (the
 * outbox): each event once per (subscription, external id) — a provider's retry or an overlapping
 * poll inserts nothing and delivers nothing again — with the same stable id as its webhook delivery.
 * `alsoInTransaction` runs in that transaction too (a poll's new cursor). Wakes the developer's
 * long-poll readers after the commit.
 */
export function createTriggerEventRecorder(deps: { store: TriggerStore; outbox: EventOutbox; bus: InvalidationBus; now?: () => number }) {
  const now = deps.now ?? Date.now;
  // When this instance last noted each subscription's `lastEventAt`: at most once a second each.
  const touched = new Map<string, number>();
  const touch = async (id: string, at: number) => {
    if (at - (touched.get(id) ?? 0) < 1000) return;
    if (touched.size > 10_000) touched.clear();
    touched.set(id, at);
    await deps.store.touchLastEvent(id, new Date(at));
  };
  return {
    /** Records `events`; returns how many were new. */
    async record(subscription: SubscriptionRow, events: readonly IncomingEvent[], alsoInTransaction?: (tx: Prisma.TransactionClient) => Promise<void>): Promise<number> {
      const inserted = await deps.store.transaction(async (tx) => {
        let count = 0;
        for (const event of events) {
          const id = triggerEventId(subscription.id, event.externalId);
          const receivedAt = new Date(now());
          const created = await deps.store.insertEvent(tx, { id, subscriptionId: subscription.id, developerId: subscription.developerId, externalId: event.externalId, payload: event.payload ?? null, occurredAt: event.occurredAt, receivedAt });
          if (!created) continue;
          count += 1;
          await deps.outbox.emit(tx, { id, developerId: subscription.developerId, type: "trigger.event", data: async () => triggerEventOf(subscription, { id, payload: event.payload ?? null, occurredAt: event.occurredAt, receivedAt }) });
        }
        await alsoInTransaction?.(tx);
        return count;
      });
      if (inserted > 0) {
        deps.bus.publish({ kind: "trigger-event", developerId: subscription.developerId });
        await touch(subscription.id, now());
      }
      return inserted;
    },
  };
}

/** The trigger event recorder's interface. */
export type TriggerEventRecorder = ReturnType<typeof createTriggerEventRecorder>;
