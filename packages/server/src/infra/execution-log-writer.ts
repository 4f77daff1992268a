import type { Logger } from "../logging/logger.js";
import { insertExecutionLogRows, storableText, type ExecutionLogEntry } from "../store/insert-execution-log-rows.js";
import type { Database } from "../store/open-database.js";
import { isDatabaseUnavailable } from "../store/store-error.js";

/** Options of {@link createExecutionLogWriter}; the defaults suit production. */
export interface ExecutionLogWriterOptions {
  /** Rows wait at most this long before they are written (default 100 ms). */
  intervalMs?: number;
  /**
   * Rows per INSERT; a full batch is written at once (default 500). The embedded database inserts in
   * this process's own thread (about 11 µs a row, 5 ms for a full batch); requests are served between
   * its batches, so a backlog never holds them up for longer than one batch.
   */
  maxBatch?: number;
  /** Rows kept in memory while the database cannot take them (default `deps.buffer`). */
  maxBuffered?: number;
  /** First retry delay while the database is unavailable, doubled up to 2 s (default 200 ms). */
  retryDelayMs?: number;
}

const MAX_RETRY_DELAY_MS = 2_000;

/** Lets the event loop serve what is waiting (I/O callbacks) before the next embedded batch. */
const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Writes execution-log rows in batches off the request path: rows are buffered and inserted with
 * one multi-row INSERT every 100 ms (or at `maxBatch` rows), one INSERT at a time; on the embedded
 * database, whose inserts run in this thread, requests are served between batches.
 *
 * While the database cannot be reached (see `isDatabaseUnavailable`) the rows stay in memory and
 * are retried with backoff, so an outage loses no row; the buffer is bounded (`maxBuffered`): past
 * it the oldest rows are dropped, and the count is logged. A batch refused for another reason (say,
 * a row holding a value PostgreSQL refuses) is retried row by row so the other rows are kept.
 * `flush()` writes what is pending now; `close()` keeps retrying until the database takes the rows
 * or `timeoutMs` passes (shutdown). What is still in memory when the process dies is lost.
 */
export function createExecutionLogWriter(
  deps: { database: Database; logger: Logger; /** `executionLogBuffer` of the settings. */ buffer: number; /** `shutdownTimeoutMs` of the settings. */ shutdownTimeoutMs: number },
  options: ExecutionLogWriterOptions = {},
) {
  const intervalMs = options.intervalMs ?? 100;
  const embedded = deps.database.raw.kind === "pglite";
  const maxBatch = options.maxBatch ?? 500;
  const maxBuffered = options.maxBuffered ?? deps.buffer;
  const firstRetryMs = options.retryDelayMs ?? 200;
  const { logger } = deps;
  let pending: ExecutionLogEntry[] = [];
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<boolean> | undefined;
  let retryDelayMs = firstRetryMs;
  let outage: { dropped: number } | undefined;

  function schedule(delayMs: number): void {
    if (timer || writing) return;
    timer = setTimeout(() => {
      timer = undefined;
      void pump();
    }, delayMs);
    timer.unref();
  }

  function cancelTimer(): void {
    if (timer) clearTimeout(timer);
    timer = undefined;
  }

  /** Drops the oldest rows past the bound. */
  function trim(): void {
    const excess = pending.length - maxBuffered;
    if (excess <= 0) return;
    pending.splice(0, excess);
    if (outage) {
      if (outage.dropped === 0) logger.error("execution-log buffer is full; dropping the oldest rows until the database answers", { maxBuffered });
      outage.dropped += excess;
    } else {
      logger.error("execution-log buffer is full; dropped the oldest rows", { rows: excess, maxBuffered });
    }
  }

  function describe(error: unknown): string {
    return error instanceof Error ? error.message : String(error);
  }

  /** Puts unwritten rows back at the front of the buffer while the database is unavailable. */
  function requeue(rows: ExecutionLogEntry[]): false {
    pending = rows.concat(pending);
    if (!outage) {
      outage = { dropped: 0 };
      logger.warn("database unavailable; keeping execution-log rows in memory until it answers", { rows: pending.length, maxBuffered });
    }
    trim();
    return false;
  }

  /** Writes one batch. False when the database is unavailable (the rows are back in the buffer). */
  async function writeBatch(batch: ExecutionLogEntry[]): Promise<boolean> {
    try {
      await insertExecutionLogRows(deps.database, batch);
      return true;
    } catch (error) {
      return isDatabaseUnavailable(error) ? requeue(batch) : writeOneByOne(batch, error);
    }
  }

  /** After a refused batch: one INSERT per row, so only the rows the database refuses are lost. */
  async function writeOneByOne(batch: ExecutionLogEntry[], first: unknown): Promise<boolean> {
    let lost = 0;
    let reason = describe(first);
    if (batch.length === 1) lost = 1;
    else {
      for (let index = 0; index < batch.length; index += 1) {
        try {
          await insertExecutionLogRows(deps.database, [batch[index]!]);
        } catch (error) {
          if (isDatabaseUnavailable(error)) return requeue(batch.slice(index));
          lost += 1;
          reason = describe(error);
        }
      }
    }
    if (lost > 0) logger.error("could not write execution logs", { rows: lost, errorMessage: reason });
    return true;
  }

  async function loop(): Promise<boolean> {
    let first = true;
    while (pending.length > 0) {
      // PGlite runs each statement in this thread: let requests in between batches.
      if (embedded && !first) await yieldToRequests();
      first = false;
      const batch = pending.splice(0, maxBatch);
      if (!(await writeBatch(batch))) return false;
    }
    return true;
  }

  /** Runs the one write loop (or joins it); resolves false when the database was unavailable. */
  function pump(): Promise<boolean> {
    cancelTimer();
    writing ??= loop().then((written) => {
      writing = undefined;
      if (written) {
        retryDelayMs = firstRetryMs;
        if (outage) {
          logger.info("database is back; buffered execution-log rows written", { dropped: outage.dropped });
          outage = undefined;
        }
        if (pending.length > 0) schedule(intervalMs);
      } else {
        schedule(retryDelayMs);
        retryDelayMs = Math.min(retryDelayMs * 2, MAX_RETRY_DELAY_MS);
      }
      return written;
    });
    return writing;
  }

  /** Writes what is pending now; during an outage the rows stay buffered and are retried. */
  async function flush(): Promise<void> {
    while (pending.length > 0 || writing) {
      if (!(await pump())) return;
    }
  }

  return {
    /** Queues one row. */
    write(entry: ExecutionLogEntry): void {
      pending.push(entry.error === null ? entry : { ...entry, error: storableText(entry.error) });
      trim();
      if (outage) return;
      if (pending.length >= maxBatch) void pump();
      else schedule(intervalMs);
    },
    flush,
    /** Rows in memory, not yet written. */
    get buffered(): number {
      return pending.length;
    },
    /**
     * Writes everything still buffered, retrying for up to `timeoutMs` (default the settings'
     * `shutdownTimeoutMs`) while the database is unavailable; logs how many rows are lost otherwise.
     */
    async close(timeoutMs: number = deps.shutdownTimeoutMs): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      await flush();
      if (pending.length > 0) {
        logger.warn("waiting for the database to write execution-log rows before stopping", { rows: pending.length, timeoutMs });
      }
      while (pending.length > 0 && Date.now() < deadline) {
        // A referenced timer: the process must not exit while rows wait.
        await new Promise((resolve) => setTimeout(resolve, Math.min(retryDelayMs, Math.max(0, deadline - Date.now()))));
        await flush();
      }
      cancelTimer();
      if (pending.length > 0) {
        logger.error("execution-log rows lost: the database did not answer before shutdown", { rows: pending.length, timeoutMs });
      }
    },
  };
}

/** The execution-log writer's interface. */
export type ExecutionLogWriter = ReturnType<typeof createExecutionLogWriter>;
