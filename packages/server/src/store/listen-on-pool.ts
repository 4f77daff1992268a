import type pg from "pg";
import type { Logger } from "../logging/logger.js";

const FIRST_RECONNECT_DELAY_MS = 100;
const MAX_RECONNECT_DELAY_MS = 1_000;

/** A LISTEN held by `Database.listen`. */
export interface Listening {
  /** False while the connection is lost and being set up again: notifications sent meanwhile are missed. */
  readonly active: boolean;
  /** Stops listening (idempotent). */
  stop(): Promise<void>;
}

/**
 * LISTENs on `channel` over one pooled PostgreSQL connection. When that connection drops (database
 * restart, network cut) it reconnects with backoff (100 ms doubling to 1 s, for as long as it takes)
 * and then calls `onRestored`, since notifications sent in the gap were missed.
 *
 * @example
 * const listening = await listenOnPool(pool, "plugboard_invalidate", (payload) => handle(payload), { logger, onRestored: flushCaches });
 */
export async function listenOnPool(
  pool: pg.Pool,
  channel: string,
  onPayload: (payload: string) => void,
  options: { logger?: Logger | undefined; onRestored?: (() => void) | undefined },
): Promise<Listening> {
  /** The LISTEN connection now, and how to let it go on stop. */
  let current: { client: pg.PoolClient; detach(): void } | undefined;
  let stopped = false;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let reconnectDelayMs = FIRST_RECONNECT_DELAY_MS;

  const onNotification = (message: pg.Notification) => {
    if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
  };

  /** Takes a pooled connection and LISTENs on it; on failure the connection is discarded and the error thrown. */
  async function connect(): Promise<void> {
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
      if (stopped) return;
      options.logger?.warn("lost a LISTEN connection; reconnecting", { channel, reason: error?.message ?? "connection ended" });
      scheduleReconnect();
    }
    next.on("error", onLost);
    next.on("end", onEnd);
    next.on("notification", onNotification);
    try {
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      onLost(error instanceof Error ? error : new Error(String(error)));
      throw error;
    }
    if (lost) throw new Error("LISTEN connection ended");
    current = { client: next, detach };
  }

  function scheduleReconnect(): void {
    if (stopped || reconnectTimer) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      // A pool ended under us (the embedder closed the database first): nothing to reconnect to.
      if (stopped || pool.ended || pool.ending) return;
      connect().then(
        () => {
          if (stopped) {
            // stop() ran while this connection was being set up.
            void release();
            return;
          }
          reconnectDelayMs = FIRST_RECONNECT_DELAY_MS;
          options.logger?.info("LISTEN connection restored", { channel });
          options.onRestored?.();
        },
        () => scheduleReconnect(),
      );
    }, reconnectDelayMs);
    reconnectTimer.unref();
    reconnectDelayMs = Math.min(reconnectDelayMs * 2, MAX_RECONNECT_DELAY_MS);
  }

  async function release(): Promise<void> {
    const last = current;
    current = undefined;
    if (!last) return;
    last.detach();
    await last.client.query(`UNLISTEN ${channel}`).catch(() => undefined);
    last.client.release();
  }

  await connect();
  return {
    get active() {
      return current !== undefined;
    },
    async stop() {
      stopped = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      reconnectTimer = undefined;
      await release();
    },
  };
}
