import { randomUUID } from "node:crypto";
import type { Logger } from "../logging/logger.js";
import type { Listening } from "../store/listen-on-pool.js";
import type { Database } from "../store/open-database.js";

/**
 * Something changed that other instances must hear about: a plugin (its tools, auth methods, review),
 * one connection, an MCP link, a connection request that was settled (wakes `waitSeconds` waiters), a
 * developer's policies, an approval that was decided (wakes its waiters), a console session signed
 * out, a developer's new trigger event (wakes `GET /api/v1/trigger-events` waiters), or
 * — `all` — anything may have: delivered on this
 * instance when its LISTEN connection comes back, since events sent while it was down were missed.
 */
export type InvalidationEvent =
  | { kind: "plugin"; pluginId: string }
  | { kind: "connection"; developerId: string; userId: string; pluginId: string }
  | { kind: "mcp-link"; linkId: string }
  | { kind: "connection-request"; requestId: string }
  | { kind: "policy"; developerId: string }
  | { kind: "approval"; approvalId: string }
  | { kind: "console-session"; sessionId: string }
  | {
      kind: "trigger-event";
      developerId: string;
      /** False when no delivery of these events became due (each went straight to the writing instance's delivery worker). */
      due?: boolean;
    }
  | { kind: "all" };

type Listener = (event: InvalidationEvent) => void;

const CHANNEL = "plugboard_invalidate";
/** Longest wait before other instances hear of a developer's new trigger events. */
export const TRIGGER_EVENT_NOTIFY_MS = 20;

/**
 * Tells every instance that cached data went stale. Listeners on this instance run at once; the event
 * is also sent with NOTIFY through the store, and other instances sharing the database (each
 * LISTENing) run their listeners when it arrives. An instance ignores its own notifications.
 *
 * When the store's LISTEN connection drops (database restart, network cut) and comes back, the bus
 * delivers `{ kind: "all" }` locally, so caches drop whatever an event missed in the gap would have
 * invalidated.
 */
export function createInvalidationBus(options: { database: Database; logger: Logger }) {
  const listeners = new Set<Listener>();
  const origin = randomUUID();
  let listening: Listening | undefined;
  let closed = false;

  const deliver = (event: InvalidationEvent) => {
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        options.logger.warn("invalidation listener failed", { errorMessage: error instanceof Error ? error.message : String(error) });
      }
    }
  };

  const onPayload = (payload: string) => {
    try {
      const { origin: from, event } = JSON.parse(payload) as { origin: string; event: InvalidationEvent };
      if (from !== origin) deliver(event);
    } catch {
      // ignore malformed payloads
    }
  };

  const notify = (event: InvalidationEvent) =>
    options.database
      .notify(CHANNEL, JSON.stringify({ origin, event }))
      .catch((error: unknown) => options.logger.warn("could not notify other instances", { errorMessage: error instanceof Error ? error.message : String(error) }));
  // Trigger events announced on this instance and not yet to the others (developer → whether a delivery became due).
  const triggerEvents = new Map<string, boolean>();
  let triggerEventTimer: NodeJS.Timeout | undefined;
  const flushTriggerEvents = async () => {
    if (triggerEventTimer) clearTimeout(triggerEventTimer);
    triggerEventTimer = undefined;
    const developers = [...triggerEvents];
    triggerEvents.clear();
    await Promise.all(developers.map(([developerId, anyDue]) => notify({ kind: "trigger-event", developerId, due: anyDue })));
  };

  const ready: Promise<void> = options.database
    .listen(CHANNEL, onPayload, {
      onRestored: () => {
        options.logger.info("invalidation LISTEN connection restored; dropping cached data");
        deliver({ kind: "all" });
      },
    })
    .then(async (started) => {
      listening = started;
      // close() ran while the LISTEN was being set up.
      if (closed) await started.stop();
    });

  return {
    /** Resolves once this instance listens for other instances' events. */
    ready,
    /** True while other instances' events reach this one (always on the embedded database). */
    get listening(): boolean {
      return listening?.active ?? false;
    },
    /** Runs `listener` for every event, local or remote. Returns the unsubscribe function. */
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /**
     * Invalidates on this instance now and on every other instance through the database. New trigger events are
     * announced to the other instances at most once per {@link TRIGGER_EVENT_NOTIFY_MS} per developer (their
     * long-poll readers wake that much later at most): under a burst of inbound events, a NOTIFY per commit would
     * cost a statement and the database's notification lock per event.
     */
    publish(event: InvalidationEvent): void {
      deliver(event);
      if (closed) return;
      if (event.kind !== "trigger-event") {
        notify(event);
        return;
      }
      const due = (triggerEvents.get(event.developerId) ?? false) || event.due !== false;
      triggerEvents.set(event.developerId, due);
      triggerEventTimer ??= setTimeout(() => void flushTriggerEvents(), TRIGGER_EVENT_NOTIFY_MS);
    },
    /** Stops listening. */
    async close(): Promise<void> {
      // What this instance has yet to announce goes out before it stops.
      await flushTriggerEvents();
      closed = true;
      await ready.catch(() => undefined);
      await listening?.stop().catch(() => undefined);
    },
  };
}

/** The invalidation bus's interface. */
export type InvalidationBus = ReturnType<typeof createInvalidationBus>;
