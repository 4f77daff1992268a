import { ServiceError } from "../errors/service-error.js";

/** Bounds of tool executions in flight on one instance. */
export interface ConcurrencyLimits {
  /** Executions one developer may have in flight, all origins together (`PLUGBOARD_MAX_CONCURRENT_PER_DEVELOPER`). */
  perDeveloper: number;
  /** Executions in flight to one upstream origin, all developers together (`PLUGBOARD_MAX_CONCURRENT_PER_ORIGIN`). */
  perOrigin: number;
}

/** Default bounds: a developer can hold half of an origin's share, so one slow upstream never locks others out. */
export const DEFAULT_CONCURRENCY_LIMITS: ConcurrencyLimits = { perDeveloper: 64, perOrigin: 128 };

/** `Retry-After` of a refused execution: a slot frees as soon as any call in flight ends. */
const RETRY_AFTER_SECONDS = 1;

/** Who runs an execution, and where it goes. */
export interface ExecutionSlotKey {
  developerId: string;
  /** Origin of the upstream (`https://api.example.com`): the manual tool's URL or the MCP server's. */
  origin: string;
}

/**
 * Bounds the tool executions in flight per developer and per upstream origin. A call over either
 * bound is refused at once with `429 rate_limited` and `Retry-After` — it never waits in a queue —
 * so one developer's hanging upstream calls cannot hold the pooled connections every other
 * developer needs. Counts are per instance and in memory; a slot is released when the call ends,
 * however it ends (answer, error or timeout).
 *
 * @example
 * const limiter = createConcurrencyLimiter({ perDeveloper: 64, perOrigin: 128 });
 * const response = await limiter.run({ developerId, origin: url.origin }, () => http.send(outbound));
 */
export function createConcurrencyLimiter(limits: ConcurrencyLimits) {
  const byDeveloper = new Map<string, number>();
  const byOrigin = new Map<string, number>();

  const add = (map: Map<string, number>, key: string, delta: number) => {
    const next = (map.get(key) ?? 0) + delta;
    if (next <= 0) map.delete(key);
    else map.set(key, next);
  };

  function acquire(key: ExecutionSlotKey): () => void {
    if ((byDeveloper.get(key.developerId) ?? 0) >= limits.perDeveloper) {
      throw new ServiceError(
        "rate_limited",
        `This developer already has ${limits.perDeveloper} tool executions in flight (the per-developer bound); retry after the delay in Retry-After`,
        { retryAfterSeconds: RETRY_AFTER_SECONDS },
      );
    }
    if ((byOrigin.get(key.origin) ?? 0) >= limits.perOrigin) {
      throw new ServiceError(
        "rate_limited",
        `${limits.perOrigin} tool executions are already in flight to ${key.origin} (the per-origin bound); retry after the delay in Retry-After`,
        { retryAfterSeconds: RETRY_AFTER_SECONDS },
      );
    }
    add(byDeveloper, key.developerId, 1);
    add(byOrigin, key.origin, 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      add(byDeveloper, key.developerId, -1);
      add(byOrigin, key.origin, -1);
    };
  }

  return {
    /** Runs `work` in a slot of `key`; throws `ServiceError("rate_limited")` at once when a bound is reached. */
    async run<T>(key: ExecutionSlotKey, work: () => Promise<T>): Promise<T> {
      const release = acquire(key);
      try {
        return await work();
      } finally {
        release();
      }
    },
  };
}

/** The concurrency limiter's interface. */
export type ConcurrencyLimiter = ReturnType<typeof createConcurrencyLimiter>;
