import type { Database } from "../../src/store/open-database.js";

/**
 * Counts the SQL statements Prisma sends through the driver while `run` runs (PGlite or PostgreSQL);
 * with `match`, only the statements whose SQL text it accepts.
 *
 * @example
 * const counter = queryCounter(db);
 * const statements = await counter.during(() => pb.api("GET", "/api/v1/tools"));
 * counter.restore();
 */
export function queryCounter(db: Database, options: { match?: (sql: string) => boolean } = {}) {
  let count = 0;
  const raw = (db as unknown as { raw: { kind: "pglite"; pglite: object } | { kind: "postgres"; pool: object } }).raw;
  const target = (raw.kind === "pglite" ? raw.pglite : raw.pool) as { query: (...args: unknown[]) => unknown };
  const original = target.query;
  target.query = function (this: unknown, ...args: unknown[]) {
    const sql = typeof args[0] === "string" ? args[0] : String((args[0] as { text?: unknown } | undefined)?.text ?? "");
    if (!options.match || options.match(sql)) count += 1;
    return original.apply(this, args);
  };
  return {
    async during(run: () => Promise<unknown>): Promise<number> {
      const before = count;
      await run();
      return count - before;
    },
    restore() {
      target.query = original;
    },
  };
}
