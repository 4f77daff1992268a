import { randomUUID } from "node:crypto";
import type { Logger } from "../logging/logger.js";
import type { Database } from "../store/open-database.js";

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

const COLUMNS = ["id", "developerId", "userId", "toolSlug", "pluginId", "source", "status", "success", "latencyMs", "error", "createdAt"] as const;

/** One multi-row INSERT straight through the store's driver: Prisma's query compiler costs more than the insert itself. */
async function insertRows(database: Database, rows: ExecutionLogEntry[]): Promise<void> {
  const params: unknown[] = [];
  const tuples = rows.map((row) => {
    const values = [randomUUID(), row.developerId, row.userId, row.toolSlug, row.pluginId, row.source, row.status, row.success, row.latencyMs, row.error, row.createdAt];
    const start = params.length;
    params.push(...values);
    return `(${values.map((_value, index) => `$${start + index + 1}`).join(", ")})`;
  });
  const sql = `INSERT INTO "ExecutionLog" (${COLUMNS.map((column) => `"${column}"`).join(", ")}) VALUES ${tuples.join(", ")}`;
  await database.query(sql, params);
}

/**
 * Writes execution-log rows in batches off the request path: rows are buffered and inserted with
 * one multi-row INSERT every 100 ms (or at 500 rows). `flush()` writes what is pending (tests, shutdown).
 */
export function createExecutionLogWriter(deps: { database: Database; logger: Logger }, options: { intervalMs?: number; maxBatch?: number } = {}) {
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
        insertRows(deps.database, batch).then(
          () => undefined,
          (error: unknown) =>
            deps.logger.error("could not write execution logs", {
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
