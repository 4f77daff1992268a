import type { Prisma, PrismaClient } from "../../generated/prisma/client.js";
import { ServiceError } from "../../errors/service-error.js";
import { isUuid } from "../../store/is-uuid.js";
import { uniqueViolationFields } from "../../store/unique-violation-fields.js";
import { lockAccounts } from "./lock-accounts.js";
import { CONNECTION_LISTING_SELECT } from "./to-connection-item.js";

/** What {@link updateConnectionAccount} changes on one of a developer's connections. */
export interface ConnectionAccountUpdate {
  developerId: string;
  connectionId: string;
  /** `true` makes this account the default of its (user, plugin); the previous default stops being it. */
  isDefault?: true | undefined;
  /** The account's new label (unique per user and plugin). */
  accountLabel?: string | undefined;
}

/** The updated row, in the listing's columns. */
export type UpdatedConnectionRow = Prisma.ConnectionGetPayload<{ select: typeof CONNECTION_LISTING_SELECT }>;

/**
 * Makes a connection its pair's default account and/or renames it, in one transaction holding the
 * pair's rows locked ({@link lockAccounts}): the old default is cleared before the new one is set, so
 * the partial unique index (one default per pair) holds, and concurrent changes run one after the
 * other (the last one wins). Bumps `version`. `onUpdated` runs inside the same transaction (the audit entry).
 *
 * @throws {ServiceError} 404 when the developer has no connection with this id; 409 `conflict` when the
 * user already has an account of that plugin with the new label
 */
export async function updateConnectionAccount(
  prisma: PrismaClient,
  update: ConnectionAccountUpdate,
  onUpdated?: (tx: Prisma.TransactionClient) => Promise<void>,
): Promise<UpdatedConnectionRow> {
  const notFound = () => new ServiceError("not_found", "No connection with this id");
  if (!isUuid(update.connectionId)) throw notFound();
  const run = () =>
    prisma.$transaction(async (tx) => {
      const row = await tx.connection.findFirst({ where: { id: update.connectionId, developerId: update.developerId }, select: { id: true, userId: true, pluginId: true, accountLabel: true } });
      if (!row) throw notFound();
      await lockAccounts(tx, { developerId: update.developerId, userId: row.userId, pluginId: row.pluginId });
      if (update.accountLabel !== undefined && update.accountLabel !== row.accountLabel) {
        const taken = await tx.connection.count({ where: { developerId: update.developerId, userId: row.userId, pluginId: row.pluginId, accountLabel: update.accountLabel } });
        if (taken > 0) throw labelTaken(update.accountLabel);
      }
      if (update.isDefault) {
        await tx.connection.updateMany({
          where: { developerId: update.developerId, userId: row.userId, pluginId: row.pluginId, isDefault: true, id: { not: row.id } },
          data: { isDefault: false, version: { increment: 1 } },
        });
      }
      const updated = await tx.connection.update({
        where: { id: row.id },
        data: { ...(update.isDefault ? { isDefault: true } : {}), ...(update.accountLabel !== undefined ? { accountLabel: update.accountLabel } : {}), version: { increment: 1 } },
        select: CONNECTION_LISTING_SELECT,
      });
      await onUpdated?.(tx);
      return updated;
    });
  try {
    return await run();
  } catch (error) {
    const fields = uniqueViolationFields(error);
    if (!fields) throw error;
    if (fields.includes("accountLabel") && update.accountLabel !== undefined) throw labelTaken(update.accountLabel);
    return run();
  }
}

function labelTaken(label: string): ServiceError {
  return new ServiceError("conflict", `The user already has an account labelled "${label}" at this plugin; choose another label`, { extra: { accountLabel: label } });
}
