import type { Prisma } from "../../generated/prisma/client.js";
import { SYSTEM_ORIGIN, type AuditLog, type AuditOrigin } from "../audit/audit-log.js";
import type { ConnectionSubscription, TriggerStore } from "./trigger-store.js";

/** Why a subscription is paused while its connection needs a new authorization. */
export const NEEDS_REAUTH_REASON = "connection_needs_reauth";

/** Why a subscription was deleted without its own `DELETE`: its connection was deleted. */
export const CONNECTION_DELETED_REASON = "connection_deleted";

/**
 * Trigger subscriptions follow their connection, inside the transaction of the connection's change:
 * paused (not deleted) when the provider refuses the grant, active again when the user connects that
 * account again, deleted with the connection. Each change is in the audit log as the API's own are
 * (`trigger_subscription.paused` / `.resumed` / `.deleted`, target the subscription, details naming
 * plugin, trigger and user) with the reason, and with the actor of the connection's change: `system`
 * for a refused refresh, whoever reconnected or deleted the account otherwise.
 */
export function createSubscriptionPauses(deps: { store: TriggerStore; audit?: Pick<AuditLog, "record"> | undefined }) {
  const audit = async (tx: Prisma.TransactionClient, origin: AuditOrigin, rows: ConnectionSubscription[], action: string, reason: string) => {
    for (const row of rows) {
      await deps.audit?.record(tx, origin, {
        developerId: row.developerId,
        action,
        target: { type: "trigger_subscription", id: row.id },
        details: { plugin: row.pluginSlug, trigger: row.trigger, userId: row.userId, reason },
      });
    }
  };
  return {
    /** The connection needs reauthorization (a refresh was refused): its active subscriptions are paused, by `system`. */
    async pauseForConnection(tx: Prisma.TransactionClient, connectionId: string): Promise<void> {
      const rows = await deps.store.setStatusForConnection(tx, connectionId, { status: "active" }, { status: "paused", statusReason: NEEDS_REAUTH_REASON });
      await audit(tx, SYSTEM_ORIGIN, rows, "trigger_subscription.paused", NEEDS_REAUTH_REASON);
    },
    /** The account was connected again (by `origin`): the subscriptions paused for it resume. */
    async resumeForConnection(tx: Prisma.TransactionClient, connectionId: string, origin: AuditOrigin = SYSTEM_ORIGIN): Promise<void> {
      const rows = await deps.store.setStatusForConnection(tx, connectionId, { status: "paused", statusReason: NEEDS_REAUTH_REASON }, { status: "active", statusReason: null });
      await audit(tx, origin, rows, "trigger_subscription.resumed", NEEDS_REAUTH_REASON);
    },
    /** The connection is being deleted (by `origin`, in the same transaction): its subscriptions go first. */
    async deleteForConnection(tx: Prisma.TransactionClient, connectionId: string, origin: AuditOrigin = SYSTEM_ORIGIN): Promise<void> {
      const rows = await deps.store.removeForConnection(tx, connectionId);
      await audit(tx, origin, rows, "trigger_subscription.deleted", CONNECTION_DELETED_REASON);
    },
  };
}
