import type { Prisma, PrismaClient } from "../../generated/prisma/client.js";
import { uniqueViolationFields } from "../../store/unique-violation-fields.js";

/** The one connection a developer's end-user has to a plugin (SPEC.md: one per developer + user + plugin). */
export interface ConnectionKey {
  developerId: string;
  userId: string;
  pluginId: string;
}

/** Columns written by {@link upsertConnection}: `create` for a new row, `update` for an existing one. */
export interface ConnectionWrite {
  create: Omit<Prisma.ConnectionUncheckedCreateInput, keyof ConnectionKey>;
  update: Omit<Prisma.ConnectionUncheckedUpdateInput, keyof ConnectionKey | "version">;
}

/** What {@link upsertConnection} stored: the connection id, and whether the row is new. */
export interface SavedConnection {
  id: string;
  created: boolean;
}

/**
 * Creates the connection of `key` or updates it (bumping its `version`, which per-instance caches
 * compare), retried once when a concurrent first connect wins the insert: the second write then
 * updates the row the first one created. Every path that stores credentials or tokens writes through it.
 * `onSaved` runs inside the same transaction (the lifecycle's webhook event and connection request), so
 * the change and what reports it commit together.
 *
 * @example
 * const { id, created } = await upsertConnection(prisma, { developerId, userId, pluginId }, { create: fields, update: fields });
 */
export async function upsertConnection(
  prisma: PrismaClient,
  key: ConnectionKey,
  write: ConnectionWrite,
  onSaved?: (tx: Prisma.TransactionClient, saved: SavedConnection) => Promise<void>,
): Promise<SavedConnection> {
  const where = { developerId_userId_pluginId: { developerId: key.developerId, userId: key.userId, pluginId: key.pluginId } };
  const run = () =>
    prisma.$transaction(async (tx) => {
      const existing = await tx.connection.findUnique({ where, select: { id: true } });
      const { id } = await tx.connection.upsert({
        where,
        create: { developerId: key.developerId, userId: key.userId, pluginId: key.pluginId, ...write.create },
        update: { ...write.update, version: { increment: 1 } },
        select: { id: true },
      });
      const saved = { id, created: !existing };
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
