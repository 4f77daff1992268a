import type { PlugboardContext } from "../../context.js";
import { insertTriggerEvents, type EventToWrite, type WriteOutcome } from "./trigger-event-insert-store.js";

/** Most events one statement carries. */
const MAX_BATCH = 500;

/**
 * Group commit of inbound events: each `write` waits for the commit of the statement that carries its
 * event, and events that arrive while statements are in flight share the next one — so under load an
 * event costs a fraction of one statement, and alone it costs exactly one (no waiting for company).
 * At most `concurrency` statements run at once (each on its own connection). A statement that fails
 * is retried event by event, so one bad event (or a subscription deleted at that very moment) fails
 * only its own caller. Nothing is acknowledged before its commit.
 */
export function createTriggerEventWriter(context: Pick<PlugboardContext, "database">, options: { concurrency?: number } = {}) {
  const concurrency = options.concurrency ?? 4;
  type Waiting = { event: EventToWrite; resolve: (outcome: WriteOutcome) => void; reject: (error: unknown) => void };
  let queue: Waiting[] = [];
  let running = 0;

  const run = (events: readonly EventToWrite[]): Promise<WriteOutcome[]> => insertTriggerEvents(context.database, events);

  async function flush(batch: Waiting[]): Promise<void> {
    try {
      const outcomes = await run(batch.map((waiting) => waiting.event));
      batch.forEach((waiting, i) => waiting.resolve(outcomes[i]!));
    } catch (error) {
      if (batch.length === 1) batch[0]!.reject(error);
      // One by one: only the event (or events) at fault fail.
      else for (const waiting of batch) await run([waiting.event]).then(([outcome]) => waiting.resolve(outcome!), waiting.reject);
    }
  }

  function pump(): void {
    while (running < concurrency && queue.length > 0) {
      const batch = queue.length <= MAX_BATCH ? queue : queue.slice(0, MAX_BATCH);
      queue = queue.length <= MAX_BATCH ? [] : queue.slice(MAX_BATCH);
      running += 1;
      void flush(batch).finally(() => {
        running -= 1;
        pump();
      });
    }
  }

  return {
    /** Stores one event with its delivery; resolves after the commit with what became of it. */
    write(event: EventToWrite): Promise<WriteOutcome> {
      return new Promise<WriteOutcome>((resolve, reject) => {
        queue.push({ event, resolve, reject });
        pump();
      });
    },
  };
}

/** The trigger event writer's interface. */
export type TriggerEventWriter = ReturnType<typeof createTriggerEventWriter>;
