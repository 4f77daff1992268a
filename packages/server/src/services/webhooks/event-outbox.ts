import { randomUUID } from "node:crypto";
import type { WebhookEvent, WebhookEventType } from "@plugboard/core";
import type { PlugboardContext } from "../../context.js";
import type { Prisma } from "../../generated/prisma/client.js";
import { createWebhookStore } from "./webhook-store.js";

/** An event to record: who receives it, its type, and its data (built only when someone subscribed). */
export interface OutboxEvent<T extends WebhookEventType = WebhookEventType> {
  developerId: string;
  type: T;
  data: () => Promise<Extract<WebhookEvent, { type: T }>["data"]>;
  /** The event's id (a UUID) when the caller has a stable one (a trigger event's); a new one otherwise. */
  id?: string;
}

/**
 * The durable event outbox of webhooks. `emit` runs inside the caller's transaction — the one that
 * makes the change the event reports — and writes the event (its exact JSON body) plus one
 * `pending` delivery per endpoint of the developer subscribed to that type, due at once. Commit and
 * event stand or fall together; the delivery workers pick the rows up after the commit (woken by the
 * `connection`/`plugin` invalidation the change publishes, or by their poll).
 */
export function createEventOutbox(context: Pick<PlugboardContext, "logger" | "prisma">, deps: { now?: () => number } = {}) {
  const now = deps.now ?? Date.now;
  const store = createWebhookStore(context);
  return {
    /** Records `event` for every subscribed endpoint; returns the event id, or null when nobody subscribed. */
    async emit<T extends WebhookEventType>(tx: Prisma.TransactionClient, event: OutboxEvent<T>): Promise<string | null> {
      const endpoints = await store.subscribedEndpointIds(tx, event.developerId, event.type);
      if (endpoints.length === 0) return null;
      const id = event.id ?? randomUUID();
      const createdAt = new Date(now());
      const body = JSON.stringify({ id, type: event.type, createdAt: createdAt.toISOString(), data: await event.data() });
      await store.insertEvent(tx, { id, developerId: event.developerId, type: event.type, body, createdAt }, endpoints);
      context.logger.debug("webhook event recorded", { eventId: id, type: event.type, endpoints: endpoints.length });
      return id;
    },
  };
}

/** The event outbox's interface. */
export type EventOutbox = ReturnType<typeof createEventOutbox>;
