import { Prisma } from "../generated/prisma/client.js";
import type { Database } from "./open-database.js";

/**
 * Runs `read` — several queries, e.g. a `findMany` with `include`, which Prisma sends as separate
 * statements — against one snapshot of the database, so a write committed between two of its
 * statements is seen by all of them or by none. On PostgreSQL it is a `REPEATABLE READ` transaction;
 * on embedded PGlite every transaction runs alone, which gives the same guarantee.
 *
 * Why: execution must never combine a plugin's review status from before an edit with tools, auth
 * methods or a base URL from after it (an unreviewed value used as if approved).
 *
 * @example
 * const rows = await readSnapshot(context.database, (tx) => tx.tool.findMany({ where, include: { plugin: true } }));
 */
export function readSnapshot<T>(database: Pick<Database, "prisma" | "kind">, read: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
  return database.prisma.$transaction(read, database.kind === "postgres" ? { isolationLevel: Prisma.TransactionIsolationLevel.RepeatableRead } : {});
}
