import type { Prisma } from "../../generated/prisma/client.js";
import { ServiceError } from "../../errors/service-error.js";
import { isUuid } from "../../store/is-uuid.js";
import { uniqueViolationFields } from "../../store/unique-violation-fields.js";
import type { ConnectionStore, ListedConnectionRow } from "./connection-store.js";

/** What {@link updateConnectionAccount} changes on one of a developer's connections. */
export interface ConnectionAccountUpdate {
  developerId: string;
  connectionId: string;
  /** `true` makes this account the default of its (user, plugin); the previous default stops being it. */
  isDefault?: true | undefined;
  /** The account's new label (unique per user and plugin). */
  accountLabel?: string | undefined;
}

/**
 * Makes a connection its pair's default account and/or renames it, in one transaction holding the
 * pair's rows locked (the store's `lockAccounts`): the old default is cleared before the new one is set, so
 * the partial unique index (one default per pair) holds, and concurrent changes run one after the
 * other (the last one wins). Bumps `version`. `onUpdated` runs inside the same transaction (the audit entry).
 *
 * @throws {ServiceError} 404 when the developer has no connection with this id; 409 `conflict` when the
 * user already has an account of that plugin with the new label
 */
export async function updateConnectionAccount(
  store: ConnectionStore,
  update: ConnectionAccountUpdate,
  onUpdated?: (tx: Prisma.TransactionClient) => Promise<void>,
): Promise<ListedConnectionRow> {
  const notFound = () => new ServiceError("not_found", "No connection with this id");
  if (!isUuid(update.connectionId)) throw notFound();
  const run = () =>
    store.transaction(async (tx) => {
      const row = await store.findOwned(tx, update.developerId, update.connectionId);
      if (!row) throw notFound();
      const pair = { developerId: update.developerId, userId: row.userId, pluginId: row.pluginId };
      await store.lockAccounts(tx, pair);
      if (update.accountLabel !== undefined && update.accountLabel !== row.accountLabel && (await store.hasLabel(tx, pair, update.accountLabel))) {
        throw labelTaken(update.accountLabel);
      }
      if (update.isDefault) await store.clearOtherDefaults(tx, pair, row.id);
      const updated = await store.setAccount(tx, row.id, { isDefault: update.isDefault, accountLabel: update.accountLabel });
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

/** The 409 `conflict` of an account that would take a label another account of the user at the plugin has. */
export function labelTaken(label: string): ServiceError {
  return new ServiceError("conflict", `The user already has an account labelled "${label}" at this plugin; choose another label`, { extra: { accountLabel: label } });
}
