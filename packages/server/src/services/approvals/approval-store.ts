import { ApprovalDeciderSchema, ApprovalStatusSchema, type ApprovalDecider, type ApprovalStatus } from "@plugboard/core";
import type { PlugboardContext } from "../../context.js";
import type { Prisma } from "../../generated/prisma/client.js";
import { readStatus } from "../../store/read-status.js";

/** The status an approval row stores: `expired` is never stored, it is read from `expiresAt`. */
export type StoredApprovalStatus = Exclude<ApprovalStatus, "expired">;

const STORED_STATUSES = ApprovalStatusSchema.options.filter((status): status is StoredApprovalStatus => status !== "expired");

/** The columns an approval is shown from. */
const APPROVAL_SELECT = {
  id: true,
  developerId: true,
  userId: true,
  connectionId: true,
  accountLabel: true,
  toolSlug: true,
  toolName: true,
  params: true,
  policyId: true,
  status: true,
  note: true,
  decidedBy: true,
  decidedAt: true,
  usedAt: true,
  expiresAt: true,
  createdAt: true,
  plugin: { select: { slug: true, name: true } },
} as const;

/** An approval row with its plugin, status and decider read as their typed unions. */
export interface ApprovalRow {
  id: string;
  developerId: string;
  userId: string;
  /** The user's account the call was held on (null: a plugin without accounts, or a row from before accounts were bound). */
  connectionId: string | null;
  /** That account's label when the call was held. */
  accountLabel: string | null;
  toolSlug: string;
  toolName: string;
  /** The call's params as JSON. */
  params: string;
  policyId: string;
  status: StoredApprovalStatus;
  note: string | null;
  decidedBy: ApprovalDecider | null;
  decidedAt: Date | null;
  usedAt: Date | null;
  expiresAt: Date;
  createdAt: Date;
  plugin: { slug: string; name: string };
}

/** What binds an approval to one call: developer, end-user, account, plugin, tool and the hash of the params. */
export interface ApprovalCallKey {
  developerId: string;
  userId: string;
  /** The account the call runs on; null when the user has none at the plugin. */
  connectionId: string | null;
  pluginId: string;
  toolSlug: string;
  paramsHash: string;
}

/** Which approval a read or a decision is about: an id, narrowed to a developer unless the hosted page asks. */
export interface ApprovalWhere {
  id: string;
  developerId?: string;
}

const statusOf = (value: string): StoredApprovalStatus => readStatus(STORED_STATUSES, value, "Approval.status");

type SelectedRow = Omit<ApprovalRow, "status" | "decidedBy"> & { status: string; decidedBy: string | null };
const toRow = (row: SelectedRow): ApprovalRow => ({
  ...row,
  status: statusOf(row.status),
  decidedBy: row.decidedBy === null ? null : readStatus(ApprovalDeciderSchema.options, row.decidedBy, "Approval.decidedBy"),
});

/**
 * Approvals' one way to the database (`Approval` rows): the service decides the transaction boundary
 * ({@link transaction}); the conditional updates that decide, use and close an approval (each changes
 * the row only from the state it expects, so racing callers get one winner) are here by name.
 */
export function createApprovalStore({ prisma }: Pick<PlugboardContext, "prisma">) {
  return {
    /** Runs `work` in one transaction. */
    transaction<T>(work: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
      return prisma.$transaction(work);
    },

    /** The approval `where` names, or null (in transaction `db` when given). */
    async find(where: ApprovalWhere, db: Prisma.TransactionClient = prisma): Promise<ApprovalRow | null> {
      const row = await db.approval.findFirst({ where, select: APPROVAL_SELECT });
      return row && toRow(row);
    },

    /**
     * Decides the approval `where` names if it is still pending and unexpired at `at`, inside the
     * caller's transaction; false when it was not (already decided, expired or unknown).
     */
    async decidePending(
      tx: Prisma.TransactionClient,
      where: ApprovalWhere,
      at: Date,
      decision: { status: "approved" | "denied"; decidedBy: ApprovalDecider; note: string | null; expiresAt?: Date },
    ): Promise<boolean> {
      const { count } = await tx.approval.updateMany({
        where: { ...where, status: "pending", expiresAt: { gt: at } },
        data: { status: decision.status, decidedAt: at, decidedBy: decision.decidedBy, note: decision.note, ...(decision.expiresAt ? { expiresAt: decision.expiresAt } : {}) },
      });
      return count > 0;
    },

    /** The newest approval of this call that is neither used nor closed, or null. */
    async findOpen(key: ApprovalCallKey): Promise<{ id: string; developerId: string; status: StoredApprovalStatus; expiresAt: Date } | null> {
      const row = await prisma.approval.findFirst({
        where: { ...key, status: { not: "used" }, closedAt: null },
        orderBy: { createdAt: "desc" },
        select: { id: true, developerId: true, status: true, expiresAt: true },
      });
      return row && { ...row, status: statusOf(row.status) };
    },

    /** Moves approval `id` from `approved` (unexpired at `at`) to `used`, inside the caller's transaction; false when another call used it first. */
    async markUsed(tx: Prisma.TransactionClient, id: string, at: Date): Promise<boolean> {
      const { count } = await tx.approval.updateMany({ where: { id, status: "approved", expiresAt: { gt: at } }, data: { status: "used", usedAt: at } });
      return count === 1;
    },

    /** Closes approval `id` (its 403 was answered) unless it is closed already; false then. */
    async close(id: string, at: Date): Promise<boolean> {
      const { count } = await prisma.approval.updateMany({ where: { id, closedAt: null }, data: { closedAt: at } });
      return count === 1;
    },

    /** The name of the plugin's manual tool `slug`, or null (an MCP tool), inside the caller's transaction. */
    async manualToolName(tx: Prisma.TransactionClient, pluginId: string, slug: string): Promise<string | null> {
      const manual = await tx.tool.findFirst({ where: { pluginId, slug }, select: { name: true } });
      return manual?.name ?? null;
    },

    /** How many of the developer's approvals are pending (undecided and unexpired) at `at`, inside the caller's transaction. */
    countPending(tx: Prisma.TransactionClient, developerId: string, at: Date): Promise<number> {
      return tx.approval.count({ where: { developerId, status: "pending", expiresAt: { gt: at } } });
    },

    /** Stores a new pending approval of a call, inside the caller's transaction; its id. */
    async insert(tx: Prisma.TransactionClient, input: ApprovalCallKey & { accountLabel: string | null; toolName: string; params: string; policyId: string; expiresAt: Date }): Promise<string> {
      const { id } = await tx.approval.create({ data: input, select: { id: true } });
      return id;
    },

    /**
     * Up to `take` of the developer's approvals, newest first, in state `status` at `at` (a pending or
     * approved row past `expiresAt` is `expired`), of one end-user when `userId` is given.
     */
    async list(
      filter: { developerId: string; userId?: string | undefined; status?: ApprovalStatus | undefined; at: Date; after?: { createdAt: Date; id: string } | undefined },
      take: number,
    ): Promise<ApprovalRow[]> {
      const { status, at, after } = filter;
      const byStatus: Prisma.ApprovalWhereInput | undefined =
        status === "expired"
          ? { status: { in: ["pending", "approved"] }, expiresAt: { lte: at } }
          : status === "pending" || status === "approved"
            ? { status, expiresAt: { gt: at } }
            : status
              ? { status }
              : undefined;
      const rows = await prisma.approval.findMany({
        where: {
          developerId: filter.developerId,
          ...(filter.userId ? { userId: filter.userId } : {}),
          ...(byStatus ?? {}),
          ...(after ? { OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { lt: after.id } }] } : {}),
        },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take,
        select: APPROVAL_SELECT,
      });
      return rows.map(toRow);
    },
  };
}

/** The approval store's interface. */
export type ApprovalStore = ReturnType<typeof createApprovalStore>;
