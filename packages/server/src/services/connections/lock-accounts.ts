import type { Prisma } from "../../generated/prisma/client.js";
import type { ConnectionPair } from "./upsert-connection.js";

/**
 * Locks every account of a (developer, user, plugin) pair (`SELECT … FOR UPDATE`) until the caller's
 * transaction ends, so changes of the pair's default account run one after the other across
 * instances: each sees the default the previous one left. A pair without rows locks nothing; the
 * partial unique index (one default per pair) then refuses a second concurrent default, and the writer retries.
 *
 * @example
 * await prisma.$transaction(async (tx) => { await lockAccounts(tx, pair); … });
 */
export async function lockAccounts(tx: Prisma.TransactionClient, pair: ConnectionPair): Promise<void> {
  await tx.$queryRaw`SELECT id FROM "Connection" WHERE "developerId" = ${pair.developerId}::uuid AND "userId" = ${pair.userId} AND "pluginId" = ${pair.pluginId}::uuid ORDER BY id FOR UPDATE`;
}
