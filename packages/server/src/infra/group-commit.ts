/** How a {@link createGroupCommit} batches. */
export interface GroupCommitOptions {
  /** Statements in flight at once, each on its own connection (default 4). */
  concurrency?: number;
  /** Most items one statement carries (default 500). */
  maxBatch?: number;
}

/**
 * Group commit: each `add` waits for the commit of the statement that carries its item, and items that
 * arrive while statements are in flight share the next one — so under load an item costs a fraction of
 * one statement, and alone it costs exactly one (no waiting for company). At most `concurrency`
 * statements run at once. A statement that fails is retried item by item, so one bad item fails only its
 * own caller. `run` stores a batch and answers one result per item, in order.
 */
export function createGroupCommit<Item, Result>(run: (items: readonly Item[]) => Promise<Result[]>, options: GroupCommitOptions = {}) {
  const concurrency = options.concurrency ?? 4;
  const maxBatch = options.maxBatch ?? 500;
  type Waiting = { item: Item; resolve: (result: Result) => void; reject: (error: unknown) => void };
  let queue: Waiting[] = [];
  let running = 0;

  async function flush(batch: Waiting[]): Promise<void> {
    try {
      const results = await run(batch.map((waiting) => waiting.item));
      batch.forEach((waiting, i) => waiting.resolve(results[i]!));
    } catch (error) {
      if (batch.length === 1) batch[0]!.reject(error);
      // One by one: only the item (or items) at fault fail.
      else for (const waiting of batch) await run([waiting.item]).then(([result]) => waiting.resolve(result!), waiting.reject);
    }
  }

  function pump(): void {
    while (running < concurrency && queue.length > 0) {
      const batch = queue.length <= maxBatch ? queue : queue.slice(0, maxBatch);
      queue = queue.length <= maxBatch ? [] : queue.slice(maxBatch);
      running += 1;
      void flush(batch).finally(() => {
        running -= 1;
        pump();
      });
    }
  }

  return {
    /** Stores `item`; resolves after the commit with its result. */
    add(item: Item): Promise<Result> {
      return new Promise<Result>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        pump();
      });
    },
  };
}

/** A group commit's interface. */
export type GroupCommit<Item, Result> = ReturnType<typeof createGroupCommit<Item, Result>>;
