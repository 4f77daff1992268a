import type { InvalidationBus, InvalidationEvent } from "./invalidation-bus.js";

/**
 * Long polling over the invalidation bus (`waitSeconds`): re-reads with `read` whenever an event that
 * `concerns` the value arrives (on this instance at once, from others through PostgreSQL NOTIFY, and
 * `all` after a LISTEN reconnect), until `settled` holds, `deadline` (epoch ms) passes, or `signal`
 * aborts (the client went away). An event between a read and the next wait is not lost. Answers the
 * last value read.
 *
 * @example
 * const approval = await longPoll({ bus, initial, read: () => load(id), settled: (row) => row.status !== "pending",
 *   concerns: (event) => event.kind === "approval" && event.approvalId === id, deadline: Date.now() + 10_000 });
 */
export async function longPoll<T>(options: {
  bus: InvalidationBus;
  initial: T;
  read: () => Promise<T>;
  settled: (value: T) => boolean;
  concerns: (event: InvalidationEvent) => boolean;
  deadline: number;
  signal?: AbortSignal | undefined;
  now?: () => number;
}): Promise<T> {
  const now = options.now ?? Date.now;
  let value = options.initial;
  let signalled = false;
  let wake: () => void = () => undefined;
  const unsubscribe = options.bus.subscribe((event) => {
    if (event.kind !== "all" && !options.concerns(event)) return;
    signalled = true;
    wake();
  });
  try {
    while (!options.settled(value) && !options.signal?.aborted) {
      const remaining = options.deadline - now();
      if (remaining <= 0) break;
      if (!signalled) {
        await new Promise<void>((resolve) => {
          const done = () => {
            clearTimeout(timer);
            options.signal?.removeEventListener("abort", done);
            wake = () => undefined;
            resolve();
          };
          const timer = setTimeout(done, remaining);
          wake = done;
          options.signal?.addEventListener("abort", done, { once: true });
        });
      }
      signalled = false;
      value = await options.read();
    }
  } finally {
    unsubscribe();
  }
  return value;
}
