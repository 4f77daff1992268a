import { DEFAULT_ACCOUNT_LABEL } from "@plugboard/core";
import type { PlugboardContext } from "../../context.js";
import type { Prisma } from "../../generated/prisma/client.js";
import { uniqueViolationFields } from "../../store/unique-violation-fields.js";
import { createConnectionStore, type ConnectionPair } from "./connection-store.js";

/** One account of a user at a plugin: unique per (developer, user, plugin, accountLabel). */
export interface ConnectionKey extends ConnectionPair {
  /** `"default"` when absent. */
  accountLabel?: string | undefined;
}

type ConnectionUpdate = Omit<Prisma.ConnectionUncheckedUpdateInput, keyof ConnectionKey | "version" | "isDefault">;

/**
 * Columns written by {@link upsertConnection}: `create` for a new row, `update` for an existing one
 * (or a function of its id, for nested writes keyed by it, such as a credential).
 */
export interface ConnectionWrite {
  create: Omit<Prisma.ConnectionUncheckedCreateInput, keyof ConnectionKey | "isDefault">;
  update: ConnectionUpdate | ((connectionId: string) => ConnectionUpdate);
}

/** What {@link upsertConnection} stored: the connection id, whether the row is new, and the account it is. */
export interface SavedConnection {
  id: string;
  created: boolean;
  accountLabel: string;
  isDefault: boolean;
}

/**
 * Creates the account of `key` or updates it (bumping its `version`, which per-instance caches
 * compare). A user's first account of a plugin becomes its default account; a later one does not.
 * Retried once when a concurrent write wins the insert (same label, or a second "first" account: the
 * partial unique index `Connection_one_default_account` allows one default per pair), so the second
 * write updates the row, or adds a non-default account. Every path that stores credentials or tokens
 * writes through it. `onSaved` runs inside the same transaction (the lifecycle's webhook event and
 * connection request), so the change and what reports it commit together. Its queries are the
 * connection store's; callers outside this domain hand it their context.
 *
 * @example
 * const { id, created } = await upsertConnection(context, { developerId, userId, pluginId, accountLabel: "work" }, { create: fields, update: fields });
 */
export async function upsertConnection(
  context: Pick<PlugboardContext, "prisma">,
  key: ConnectionKey,
  write: ConnectionWrite,
  onSaved?: (tx: Prisma.TransactionClient, saved: SavedConnection) => Promise<void>,
): Promise<SavedConnection> {
  const store = createConnectionStore(context);
  const pair: ConnectionPair = { developerId: key.developerId, userId: key.userId, pluginId: key.pluginId };
  const accountLabel = key.accountLabel ?? DEFAULT_ACCOUNT_LABEL;
  const run = () =>
    store.transaction(async (tx) => {
      const existing = await store.findAccountId(tx, pair, accountLabel);
      let row: { id: string; isDefault: boolean };
      if (existing) {
        row = await store.updateAccount(tx, existing, typeof write.update === "function" ? write.update(existing) : write.update);
      } else {
        await store.lockAccounts(tx, pair);
        const hasDefault = await store.hasDefault(tx, pair);
        row = await store.insertAccount(tx, { ...pair, accountLabel, isDefault: !hasDefault, ...write.create });
      }
      const saved = { id: row.id, created: !existing, accountLabel, isDefault: row.isDefault };
      await onSaved?.(tx, saved);
      return saved;
    });
  try {
    return await run();
  } catch (error) {
    if (!uniqueViolationFields(error)) throw error;
    return run();
  }
}
