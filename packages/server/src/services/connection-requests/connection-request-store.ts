import { ConnectionRequestStatusSchema, type ConnectionRequestStatus } from "@plugboard/core";
import type { PlugboardContext } from "../../context.js";
import type { Prisma } from "../../generated/prisma/client.js";
import { readStatus } from "../../store/read-status.js";

/** The status a connection request row stores: `expired` is never stored, it is read from `expiresAt`. */
export type StoredConnectionRequestStatus = Exclude<ConnectionRequestStatus, "expired">;

const STORED_STATUSES = ConnectionRequestStatusSchema.options.filter((status): status is StoredConnectionRequestStatus => status !== "expired");

/** A connection request as the service reads it. */
export interface ConnectionRequestRow {
  id: string;
  developerId: string;
  userId: string;
  pluginId: string;
  accountLabel: string;
  status: StoredConnectionRequestStatus;
  connectionId: string | null;
  error: string | null;
  expiresAt: Date;
  plugin: { slug: string };
}

/** How a flow ended, as stored. */
export type ConnectionRequestSettlement = { status: "connected"; connectionId: string } | { status: "failed"; error: string };

/**
 * The connection requests' one way to the database (`ConnectionRequest` rows): every query of
 * `connection-request-service.ts` is here, with the status read as its typed union.
 */
export function createConnectionRequestStore({ prisma }: Pick<PlugboardContext, "prisma">) {
  return {
    /** The developer's request `id`, or null. */
    async find(developerId: string, id: string): Promise<ConnectionRequestRow | null> {
      const row = await prisma.connectionRequest.findFirst({
        where: { id, developerId },
        select: { id: true, developerId: true, userId: true, pluginId: true, accountLabel: true, status: true, connectionId: true, error: true, expiresAt: true, plugin: { select: { slug: true } } },
      });
      return row && { ...row, status: readStatus(STORED_STATUSES, row.status, "ConnectionRequest.status") };
    },

    /** Stores a new pending request; `accountLabel` absent keeps the column default (`default`). */
    insert(input: { developerId: string; userId: string; pluginId: string; accountLabel?: string | undefined; expiresAt: Date }): Promise<{ id: string; expiresAt: Date }> {
      return prisma.connectionRequest.create({
        data: {
          developerId: input.developerId,
          userId: input.userId,
          pluginId: input.pluginId,
          ...(input.accountLabel !== undefined ? { accountLabel: input.accountLabel } : {}),
          expiresAt: input.expiresAt,
        },
        select: { id: true, expiresAt: true },
      });
    },

    /** Removes every request that expired before `before`. */
    async deleteExpiredBefore(before: Date): Promise<void> {
      await prisma.connectionRequest.deleteMany({ where: { expiresAt: { lt: before } } });
    },

    /** Settles request `id` if it is still pending, inside the caller's transaction. */
    async settlePending(tx: Prisma.TransactionClient, id: string, outcome: ConnectionRequestSettlement): Promise<void> {
      await tx.connectionRequest.updateMany({
        where: { id, status: "pending" },
        data: outcome.status === "connected" ? { status: "connected", connectionId: outcome.connectionId } : { status: "failed", error: outcome.error },
      });
    },

    /**
     * Marks `connected` every pending request of (developer, user, plugin) that is request `requestId`
     * or an unexpired one for `accountLabel`, inside the caller's transaction.
     */
    async settleConnectedAccount(
      tx: Prisma.TransactionClient,
      key: { developerId: string; userId: string; pluginId: string; accountLabel: string; connectionId: string; requestId?: string | undefined; now: Date },
    ): Promise<void> {
      const mine = key.requestId ? [{ id: key.requestId }] : [];
      await tx.connectionRequest.updateMany({
        where: {
          developerId: key.developerId,
          userId: key.userId,
          pluginId: key.pluginId,
          status: "pending",
          OR: [...mine, { accountLabel: key.accountLabel, expiresAt: { gt: key.now } }],
        },
        data: { status: "connected", connectionId: key.connectionId },
      });
    },
  };
}

/** The connection request store's interface. */
export type ConnectionRequestStore = ReturnType<typeof createConnectionRequestStore>;
