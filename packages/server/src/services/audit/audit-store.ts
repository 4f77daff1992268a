import { AuditActorSchema, type AuditActor } from "@plugboard/core";
import type { PlugboardContext } from "../../context.js";
import type { Prisma } from "../../generated/prisma/client.js";
import { readStatus } from "../../store/read-status.js";

/** An audit entry as stored, its actor read as the typed union. */
export interface AuditEventRow {
  id: string;
  developerId: string | null;
  actorType: AuditActor["type"];
  actorId: string | null;
  actorAuth: AuditActor["auth"];
  action: string;
  targetType: string;
  targetId: string;
  requestId: string | null;
  /** Non-secret facts as JSON text. */
  details: string | null;
  createdAt: Date;
}

/** What a listing filters on; `after` is the (createdAt, id) position of the previous page's last entry. */
export interface AuditEventFilter {
  developerId?: string | undefined;
  action?: string | undefined;
  targetId?: string | undefined;
  actorId?: string | undefined;
  since?: Date | undefined;
  until?: Date | undefined;
  after?: { createdAt: Date; id: string } | undefined;
}

/**
 * The audit log's one way to the database (`AuditEvent` rows): entries are written and pruned inside
 * the transaction of the change they describe (the caller's `tx`), and listed newest first.
 */
export function createAuditStore({ prisma }: Pick<PlugboardContext, "prisma">) {
  return {
    /** Stores one entry inside the caller's transaction. */
    async insert(tx: Prisma.TransactionClient, row: Omit<AuditEventRow, "id">): Promise<void> {
      await tx.auditEvent.create({ data: row });
    },

    /** Removes every entry made before `before`, inside the caller's transaction. */
    async deleteBefore(tx: Prisma.TransactionClient, before: Date): Promise<void> {
      await tx.auditEvent.deleteMany({ where: { createdAt: { lt: before } } });
    },

    /** Up to `take` entries matching `filter`, newest first. */
    async list(filter: AuditEventFilter, take: number): Promise<AuditEventRow[]> {
      const { after } = filter;
      const rows = await prisma.auditEvent.findMany({
        where: {
          ...(filter.developerId !== undefined ? { developerId: filter.developerId } : {}),
          ...(filter.action ? { action: filter.action } : {}),
          ...(filter.targetId ? { targetId: filter.targetId } : {}),
          ...(filter.actorId ? { actorId: filter.actorId } : {}),
          ...(filter.since || filter.until ? { createdAt: { ...(filter.since ? { gte: filter.since } : {}), ...(filter.until ? { lt: filter.until } : {}) } } : {}),
          ...(after ? { OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { lt: after.id } }] } : {}),
        },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take,
      });
      return rows.map((row) => ({
        ...row,
        actorType: readStatus(AuditActorSchema.shape.type.options, row.actorType, "AuditEvent.actorType"),
        actorAuth: readStatus(AuditActorSchema.shape.auth.options, row.actorAuth, "AuditEvent.actorAuth"),
      }));
    },
  };
}

/** The audit store's interface. */
export type AuditStore = ReturnType<typeof createAuditStore>;
