import type { PlugboardContext } from "../context.js";

/** One execution-log row (CONTRACT.md): never credentials, never request or response bodies. */
export interface ExecutionLogEntry {
  developerId: string;
  userId: string;
  toolSlug: string;
  pluginId: string | null;
  source: "manual" | "mcp";
  status: number | null;
  success: boolean;
  latencyMs: number;
  error: string | null;
  createdAt: Date;
}

/**
 * Writes execution-log rows in batches off the request path: rows are buffered and inserted with
 * one `createMany` every 100 ms (or at 500 rows). `flush()` writes what is pending (tests, shutdown).
 */
export function createExecutionLogWriter(context: PlugboardContext, options: { intervalMs?: number; maxBatch?: number } = {}) {
  const intervalMs = options.intervalMs ?? 100;
  const maxBatch = options.maxBatch ?? 500;
  let pending: ExecutionLogEntry[] = [];
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> = Promise.resolve();

  function flush(): Promise<void> {
    if (timer) {
      clearTimeout(timer);
      timer = undefined;
    }
    const batch = pending;
    pending = [];
    if (batch.length > 0) {
      inFlight = inFlight.then(() =>
        context.prisma.executionLog.createMany({ data: batch }).then(
          () => undefined,
          (error: unknown) =>
            context.logger.error("could not write execution logs", {
              rows: batch.length,
              errorMessage: error instanceof Error ? error.message : String(error),
            }),
        ),
      );
    }
    return inFlight;
  }

  return {
    /** Queues one row. */
    write(entry: ExecutionLogEntry): void {
      pending.push(entry);
      if (pending.length >= maxBatch) void flush();
      else if (!timer) {
        timer = setTimeout(() => void flush(), intervalMs);
        timer.unref();
      }
    },
    flush,
  };
}

/** The execution-log writer's interface. */
export type ExecutionLogWriter = ReturnType<typeof createExecutionLogWriter>;
