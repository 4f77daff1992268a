import type { ExecutionOutcome } from "@plugboard/core";
import { Prisma } from "../../generated/prisma/client.js";

/**
 * The one definition of an execution's outcome (`ExecutionOutcomeSchema` in core) over the log's
 * columns, in the two forms its readers need: a Prisma filter for the history and SQL for the metrics.
 * `success` is `success`; `refused` a failure the upstream answered with a 4xx; `upstream_error` every
 * other failure (status 0: not reached; a 5xx; no status).
 */
export function outcomeWhere(outcome: ExecutionOutcome): Prisma.ExecutionLogWhereInput {
  switch (outcome) {
    case "success":
      return { success: true };
    case "refused":
      return { success: false, status: { gte: 400, lt: 500 } };
    case "upstream_error":
      return { success: false, OR: [{ status: null }, { status: { lt: 400 } }, { status: { gte: 500 } }] };
  }
}

/** SQL conditions over an `"ExecutionLog"` row, one per outcome (as {@link outcomeWhere}). */
export const OUTCOME_SQL = {
  success: Prisma.sql`success`,
  refused: Prisma.sql`(NOT success AND status BETWEEN 400 AND 499)`,
  upstream_error: Prisma.sql`(NOT success AND (status IS NULL OR status < 400 OR status > 499))`,
} satisfies Record<ExecutionOutcome, Prisma.Sql>;
