import { randomUUID } from "node:crypto";
import type pg from "pg";
import type { Logger } from "../logging/logger.js";
import type { Database } from "../store/open-database.js";

/**
 * Something changed that other instances must hear about: a plugin (its tools, auth methods, review),
 * one connection, a connection request that was settled (wakes `waitSeconds` waiters), or new webhook
 * deliveries (wakes the delivery workers).
 */
export type InvalidationEvent =
  | { kind: "plugin"; pluginId: string }
  | { kind: "connection"; developerId: string; userId: string; pluginId: string }
  | { kind: "connection-request"; requestId: string }
  | { kind: "webhooks" };

type Listener = (event: InvalidationEvent) => void;

const CHANNEL = "plugboard_invalidate";

/**
 * Tells every instance that cached data went stale. Listeners on this instance run at once; on
 * PostgreSQL the event is also sent with NOTIFY, and other instances (each LISTENing on one pooled
 * connection) run their listeners when it arrives. The embedded database has one process, so local
 * delivery is all it needs.
 */
export function createInvalidationBus(options: { database: Database; logger: Logger }) {
  const listeners = new Set<Listener>();
  const origin = randomUUID();
  let client: pg.PoolClient | undefined;
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

  const raw = options.database.raw;
  const ready: Promise<void> =
    raw.kind === "postgres"
      ? (async () => {
          client = await raw.pool.connect();
          client.on("notification", (message) => {
            if (message.channel !== CHANNEL || !message.payload) return;
            try {
              const { origin: from, event } = JSON.parse(message.payload) as { origin: string; event: InvalidationEvent };
              if (from !== origin) deliver(event);
            } catch {
              // ignore malformed payloads
            }
          });
          client.on("error", () => undefined);
          await client.query(`LISTEN ${CHANNEL}`);
        })()
      : Promise.resolve();

  return {
    /** Resolves once this instance listens for other instances' events. */
    ready,
    /** Runs `listener` for every event, local or remote. Returns the unsubscribe function. */
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Invalidates on this instance now and on every other instance through PostgreSQL. */
    publish(event: InvalidationEvent): void {
      deliver(event);
      if (raw.kind === "postgres" && !closed) {
        raw.pool
          .query("SELECT pg_notify($1, $2)", [CHANNEL, JSON.stringify({ origin, event })])
          .catch((error: unknown) => options.logger.warn("could not notify other instances", { errorMessage: error instanceof Error ? error.message : String(error) }));
      }
    },
    /** Stops listening. */
    async close(): Promise<void> {
      closed = true;
      await ready.catch(() => undefined);
      if (client) {
        await client.query(`UNLISTEN ${CHANNEL}`).catch(() => undefined);
        client.release();
        client = undefined;
      }
    },
  };
}

/** The invalidation bus's interface. */
export type InvalidationBus = ReturnType<typeof createInvalidationBus>;
