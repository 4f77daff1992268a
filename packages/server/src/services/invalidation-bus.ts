import { randomUUID } from "node:crypto";
import type pg from "pg";
import type { Logger } from "../logging/logger.js";
import type { Database } from "../store/open-database.js";

/**
 * Something cached per instance changed: a plugin (its tools, auth methods, review), one connection,
 * or — `all` — anything may have: delivered on this instance when its LISTEN connection comes back,
 * since events sent while it was down were missed.
 */
export type InvalidationEvent =
  | { kind: "plugin"; pluginId: string }
  | { kind: "connection"; developerId: string; userId: string; pluginId: string }
  | { kind: "all" };

type Listener = (event: InvalidationEvent) => void;

const CHANNEL = "plugboard_invalidate";
const FIRST_RECONNECT_DELAY_MS = 100;
const MAX_RECONNECT_DELAY_MS = 1_000;

/**
 * Tells every instance that cached data went stale. Listeners on this instance run at once; on
 * PostgreSQL the event is also sent with NOTIFY, and other instances (each LISTENing on one pooled
 * connection) run their listeners when it arrives. The embedded database has one process, so local
 * delivery is all it needs.
 *
 * When the LISTEN connection drops (database restart, network cut) the bus reconnects with backoff
 * (100 ms doubling to 1 s, for as long as it takes) and then delivers `{ kind: "all" }` locally, so
 * caches drop whatever an event missed in the gap would have invalidated.
 */
export function createInvalidationBus(options: { database: Database; logger: Logger }) {
  const listeners = new Set<Listener>();
  const origin = randomUUID();
  /** The LISTEN connection now, and how to let it go on close. */
  let current: { client: pg.PoolClient; stop(): void } | undefined;
  let closed = false;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let reconnectDelayMs = FIRST_RECONNECT_DELAY_MS;

  const deliver = (event: InvalidationEvent) => {
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        options.logger.warn("invalidation listener failed", { errorMessage: error instanceof Error ? error.message : String(error) });
      }
    }
  };

  const onNotification = (message: pg.Notification) => {
    if (message.channel !== CHANNEL || !message.payload) return;
    try {
      const { origin: from, event } = JSON.parse(message.payload) as { origin: string; event: InvalidationEvent };
      if (from !== origin) deliver(event);
    } catch {
      // ignore malformed payloads
    }
  };

  const raw = options.database.raw;

  /** Takes a pooled connection and LISTENs on it; on failure the connection is discarded and the error thrown. */
  async function listen(pool: pg.Pool): Promise<void> {
    const next = await pool.connect();
    let lost = false;
    const onEnd = () => onLost();
    const detach = () => {
      lost = true;
      next.removeListener("notification", onNotification);
      next.removeListener("error", onLost);
      next.removeListener("end", onEnd);
      // A late socket error must not become an unhandled 'error' event.
      next.on("error", () => undefined);
    };
    function onLost(error?: Error): void {
      if (lost) return;
      detach();
      // Destroys the connection instead of returning it to the pool.
      next.release(error ?? new Error("LISTEN connection ended"));
      if (current?.client !== next) return;
      current = undefined;
      if (closed) return;
      options.logger.warn("lost the invalidation LISTEN connection; reconnecting", { reason: error?.message ?? "connection ended" });
      scheduleReconnect(pool);
    }
    next.on("error", onLost);
    next.on("end", onEnd);
    next.on("notification", onNotification);
    try {
      await next.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      onLost(error instanceof Error ? error : new Error(String(error)));
      throw error;
    }
    if (lost) throw new Error("LISTEN connection ended");
    current = { client: next, stop: detach };
  }

  function scheduleReconnect(pool: pg.Pool): void {
    if (closed || reconnectTimer) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      // A pool ended under us (the embedder closed the database first): nothing to reconnect to.
      if (closed || pool.ended || pool.ending) return;
      listen(pool).then(
        () => {
          if (closed) {
            // close() ran while this connection was being set up.
            const late = current;
            current = undefined;
            late?.stop();
            late?.client.release();
            return;
          }
          reconnectDelayMs = FIRST_RECONNECT_DELAY_MS;
          options.logger.info("invalidation LISTEN connection restored; dropping cached data");
          deliver({ kind: "all" });
        },
        () => scheduleReconnect(pool),
      );
    }, reconnectDelayMs);
    reconnectTimer.unref();
    reconnectDelayMs = Math.min(reconnectDelayMs * 2, MAX_RECONNECT_DELAY_MS);
  }

  const ready: Promise<void> = raw.kind === "postgres" ? listen(raw.pool) : Promise.resolve();

  return {
    /** Resolves once this instance listens for other instances' events. */
    ready,
    /** True while other instances' events reach this one (always on the embedded database). */
    get listening(): boolean {
      return raw.kind !== "postgres" || current !== undefined;
    },
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
      if (reconnectTimer) clearTimeout(reconnectTimer);
      reconnectTimer = undefined;
      await ready.catch(() => undefined);
      const last = current;
      current = undefined;
      if (last) {
        last.stop();
        await last.client.query(`UNLISTEN ${CHANNEL}`).catch(() => undefined);
        last.client.release();
      }
    },
  };
}

/** The invalidation bus's interface. */
export type InvalidationBus = ReturnType<typeof createInvalidationBus>;
