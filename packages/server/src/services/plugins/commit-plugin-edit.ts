import type { PlugboardContext } from "../../context.js";
import { ServiceError } from "../../errors/service-error.js";
import type { Prisma } from "../../generated/prisma/client.js";
import type { InvalidationBus } from "../../infra/invalidation-bus.js";
import type { AuditLog, AuditOrigin } from "../audit/audit-log.js";
import { createPluginStore } from "./plugin-store.js";

/** Why an approved plugin went back to review. */
export const REOPENED_NOTE = "Changed by its creator after approval; waiting for review again.";

/** Who edits: admins keep an approval, everyone else sends an approved plugin back to review. */
export interface PluginEditor {
  role: string;
}

/** The audit entry of one plugin edit: who made it and what it did (from the edit's result), recorded under the plugin's creator. */
export interface PluginEditRecord<T> {
  log: Pick<AuditLog, "record">;
  origin: AuditOrigin;
  entry: (value: T) => { action: string; target: { type: string; id: string }; details?: Record<string, unknown> };
}

/** The {@link PluginEditRecord} of an edit when the service has an audit log and the caller an origin; else none. */
export function pluginEditRecord<T>(log: Pick<AuditLog, "record"> | undefined, origin: AuditOrigin | undefined, entry: PluginEditRecord<T>["entry"]): PluginEditRecord<T> | undefined {
  return log && origin ? { log, origin, entry } : undefined;
}

// Long enough for an edit while executions keep the database busy; short enough to free the row lock.
const EDIT_TRANSACTION = { maxWait: 10_000, timeout: 20_000 } as const;

/**
 * Runs the writes of one dashboard edit of a plugin — its fields, tools or auth methods — in one
 * transaction that holds the plugin row (`SELECT … FOR UPDATE`) and, when a creator (not an admin)
 * edits an approved plugin, moves it back to `pending_review` in the same transaction. An approved
 * plugin receives end-users' credentials, so no reader may ever see the new values while the plugin
 * is still approved: either the old values approved, or the new ones waiting for review. The `plugin`
 * invalidation is published once, after the commit, so caches on every instance reload the
 * committed state. `record`, when given, writes the edit's audit entry in the same transaction.
 *
 * @throws {ServiceError} 404 when the plugin does not exist; whatever `work` throws (nothing is written)
 * @example
 * const tool = await commitPluginEdit(context, bus, { pluginId, editor: developer }, (tx) => store.insertTool(tx, data));
 */
export async function commitPluginEdit<T>(
  context: Pick<PlugboardContext, "prisma">,
  bus: InvalidationBus,
  edit: { pluginId: string; editor: PluginEditor; record?: PluginEditRecord<T> | undefined },
  work: (tx: Prisma.TransactionClient) => Promise<T>,
): Promise<T> {
  const { pluginId, editor, record } = edit;
  const store = createPluginStore(context);
  const result = await store.transactionWithin(async (tx) => {
    const locked = await store.lockForEdit(tx, pluginId);
    if (!locked) throw new ServiceError("not_found", "No plugin with this id");
    const value = await work(tx);
    const reopened = editor.role !== "admin" && locked.reviewStatus === "approved";
    if (reopened) {
      await store.setReview(tx, pluginId, { reviewStatus: "pending_review", adminNotes: REOPENED_NOTE });
    }
    if (record) {
      const { details, ...entry } = record.entry(value);
      await record.log.record(tx, record.origin, { developerId: locked.createdById, ...entry, details: { pluginId, ...details, ...(reopened ? { reopenedForReview: true } : {}) } });
    }
    return value;
  }, EDIT_TRANSACTION);
  bus.publish({ kind: "plugin", pluginId });
  return result;
}
