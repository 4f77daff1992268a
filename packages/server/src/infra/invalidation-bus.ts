import { randomUUID } from "node:crypto";
import type { Logger } from "../logging/logger.js";
import type { Database } from "../store/open-database.js";

/** Something cached per instance changed: a plugin (its tools, auth methods, review) or one connection. */
export type InvalidationEvent =
  | { kind: "plugin"; pluginId: string }
  | { kind: "connection"; developerId: string; userId: string; pluginId: string }
  | { kind: "mcp-link"; linkId: string };

type Listener = (event: InvalidationEvent) => void;

const CHANNEL = "plugboard_invalidate";

/**
 * Tells every instance that cached data went stale. Listeners on this instance run at once; the event
 * is also sent with NOTIFY through the store, and other instances sharing the database (each
 * LISTENing) run their listeners when it arrives. An instance ignores its own notifications.
 */
export function createInvalidationBus(options: { database: Database; logger: Logger }) {
  const listeners = new Set<Listener>();
  const origin = randomUUID();
  let stopListening: (() => Promise<void>) | undefined;
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

  const ready: Promise<void> = options.database
    .listen(CHANNEL, (payload) => {
      try {
        const { origin: from, event } = JSON.parse(payload) as { origin: string; event: InvalidationEvent };
        if (from !== origin) deliver(event);
      } catch {
        // ignore malformed payloads
      }
    })
    .then((stop) => {
      stopListening = stop;
    });

  return {
    /** Resolves once this instance listens for other instances' events. */
    ready,
    /** Runs `listener` for every event, local or remote. Returns the unsubscribe function. */
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Invalidates on this instance now and on every other instance through the database. */
    publish(event: InvalidationEvent): void {
      deliver(event);
      if (closed) return;
      options.database
        .notify(CHANNEL, JSON.stringify({ origin, event }))
        .catch((error: unknown) => options.logger.warn("could not notify other instances", { errorMessage: error instanceof Error ? error.message : String(error) }));
    },
    /** Stops listening. */
    async close(): Promise<void> {
      closed = true;
      await ready.catch(() => undefined);
      await stopListening?.().catch(() => undefined);
      stopListening = undefined;
    },
  };
}

/** The invalidation bus's interface. */
export type InvalidationBus = ReturnType<typeof createInvalidationBus>;
