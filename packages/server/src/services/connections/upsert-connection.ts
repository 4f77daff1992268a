import { DEFAULT_ACCOUNT_LABEL } from "@plugboard/core";
import type { Prisma, PrismaClient } from "../../generated/prisma/client.js";
import { uniqueViolationFields } from "../../store/unique-violation-fields.js";
import { lockAccounts } from "./lock-accounts.js";

/** A developer's end-user's accounts at one plugin. */
export interface ConnectionPair {
  developerId: string;
  userId: string;
  pluginId: string;
}

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
 * connection request), so the change and what reports it commit together.
 *
 * @example
 * const { id, created } = await upsertConnection(prisma, { developerId, userId, pluginId, accountLabel: "work" }, { create: fields, update: fields });
 */
export async function upsertConnection(
  prisma: PrismaClient,
  key: ConnectionKey,
  write: ConnectionWrite,
  onSaved?: (tx: Prisma.TransactionClient, saved: SavedConnection) => Promise<void>,
): Promise<SavedConnection> {
  const pair = { developerId: key.developerId, userId: key.userId, pluginId: key.pluginId };
  const accountLabel = key.accountLabel ?? DEFAULT_ACCOUNT_LABEL;
  const where = { developerId_userId_pluginId_accountLabel: { ...pair, accountLabel } };
  const run = () =>
    prisma.$transaction(async (tx) => {
      const existing = await tx.connection.findUnique({ where, select: { id: true } });
      let row: { id: string; isDefault: boolean };
      if (existing) {
        row = await tx.connection.update({ where: { id: existing.id }, data: { ...(typeof write.update === "function" ? write.update(existing.id) : write.update), version: { increment: 1 } }, select: { id: true, isDefault: true } });
      } else {
        await lockAccounts(tx, pair);
        const hasDefault = (await tx.connection.count({ where: { ...pair, isDefault: true } })) > 0;
        row = await tx.connection.create({ data: { ...pair, accountLabel, isDefault: !hasDefault, ...write.create }, select: { id: true, isDefault: true } });
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
