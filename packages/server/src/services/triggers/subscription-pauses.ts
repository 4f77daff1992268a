import type { Prisma } from "../../generated/prisma/client.js";
import { SYSTEM_ORIGIN, type AuditLog } from "../audit/audit-log.js";
import type { TriggerStore } from "./trigger-store.js";

/** Why a subscription is paused while its connection needs a new authorization. */
export const NEEDS_REAUTH_REASON = "connection_needs_reauth";

/**
 * Pauses and resumes a connection's trigger subscriptions with its credentials, inside the
 * transaction of the change: paused (not deleted) when the provider refuses the grant, active again
 * when the user connects that account again. Each change is in the audit log
 * (`trigger_subscription.paused` / `.resumed`, actor `system`).
 */
export function createSubscriptionPauses(deps: { store: TriggerStore; audit?: Pick<AuditLog, "record"> | undefined }) {
  const audit = async (tx: Prisma.TransactionClient, rows: Array<{ id: string; developerId: string }>, action: string) => {
    for (const row of rows) await deps.audit?.record(tx, SYSTEM_ORIGIN, { developerId: row.developerId, action, target: { type: "trigger_subscription", id: row.id }, details: { reason: NEEDS_REAUTH_REASON } });
  };
  return {
    /** The connection needs reauthorization: its active subscriptions are paused. */
    async pauseForConnection(tx: Prisma.TransactionClient, connectionId: string): Promise<void> {
      const rows = await deps.store.setStatusForConnection(tx, connectionId, { status: "active" }, { status: "paused", statusReason: NEEDS_REAUTH_REASON });
      await audit(tx, rows, "trigger_subscription.paused");
    },
    /** The user connected the account again: the subscriptions paused for it resume. */
    async resumeForConnection(tx: Prisma.TransactionClient, connectionId: string): Promise<void> {
      const rows = await deps.store.setStatusForConnection(tx, connectionId, { status: "paused", statusReason: NEEDS_REAUTH_REASON }, { status: "active", statusReason: null });
      await audit(tx, rows, "trigger_subscription.resumed");
    },
  };
}
