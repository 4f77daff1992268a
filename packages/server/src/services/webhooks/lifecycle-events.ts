import type { ConnectionEventData } from "@plugboard/core";
import type { PlugboardContext } from "../../context.js";
import type { AuditOrigin } from "../audit/audit-log.js";
import type { Prisma } from "../../generated/prisma/client.js";
import type { ConnectionRequestService } from "../connection-requests/connection-request-service.js";
import type { EventOutbox } from "./event-outbox.js";
import { createWebhookStore } from "./webhook-store.js";

/** Which connection an event is about. `authMethod` is an auth method id, or `"mcp"` for the MCP side. */
export interface ConnectionSubject {
  connectionId: string | null;
  developerId: string;
  userId: string;
  pluginId: string;
  /** The account (`Connection.accountLabel`) the event is about. */
  accountLabel: string;
  authMethod: { id: string } | "mcp" | null;
  /** The connection request of the flow, when there was one. */
  requestId?: string | undefined;
}

/**
 * The lifecycle hooks that the connection, OAuth, MCP, refresh and review code call inside the
 * transaction of their change: each records the webhook event (`connection.created`, …,
 * `plugin.reviewed`) in the outbox and settles the connection request of the flow. Event data names
 * the connection, user, plugin and auth method type; never a credential.
 */
export function createLifecycleEvents(
  context: Pick<PlugboardContext, "logger" | "prisma">,
  deps: {
    outbox: EventOutbox;
    requests: ConnectionRequestService;
    /**
     * Trigger subscriptions follow their connection: paused on `needs_reauth`, resumed when it is
     * authorized again, deleted with it (audited with the connection change's origin).
     */
    triggers?: {
      pauseForConnection(tx: Prisma.TransactionClient, connectionId: string): Promise<void>;
      resumeForConnection(tx: Prisma.TransactionClient, connectionId: string, origin?: AuditOrigin): Promise<void>;
      deleteForConnection(tx: Prisma.TransactionClient, connectionId: string, origin?: AuditOrigin): Promise<void>;
    };
  },
) {
  const store = createWebhookStore(context);
  const dataOf = async (tx: Prisma.TransactionClient, subject: ConnectionSubject, error?: string): Promise<ConnectionEventData> => {
    const plugin = await store.pluginNames(tx, subject.pluginId);
    const methodType = subject.authMethod && subject.authMethod !== "mcp" ? await store.authMethodType(tx, subject.authMethod.id) : null;
    return {
      connectionId: subject.connectionId,
      userId: subject.userId,
      accountLabel: subject.accountLabel,
      plugin: plugin?.slug ?? "",
      pluginName: plugin?.name ?? "",
      authMethod: subject.authMethod === "mcp" ? "mcp" : methodType,
      connectionRequestId: subject.requestId ?? null,
      ...(error !== undefined ? { error } : {}),
    };
  };

  const emitConnection = (
    tx: Prisma.TransactionClient,
    type: "connection.created" | "connection.updated" | "connection.needs_reauth" | "connection.deleted" | "connection.failed",
    subject: ConnectionSubject,
    error?: string,
  ) => deps.outbox.emit(tx, { developerId: subject.developerId, type, data: () => dataOf(tx, subject, error) });

  return {
    /**
     * An account was stored (by `origin`): `connection.created` (new row) or `.updated`; its pending
     * requests are `connected`, and its trigger subscriptions paused for reauthorization resume.
     */
    async connectionSaved(tx: Prisma.TransactionClient, subject: ConnectionSubject & { connectionId: string; created: boolean }, origin?: AuditOrigin): Promise<void> {
      await deps.requests.settleConnected(tx, { ...subject, connectionId: subject.connectionId });
      if (!subject.created) await deps.triggers?.resumeForConnection(tx, subject.connectionId, origin);
      await emitConnection(tx, subject.created ? "connection.created" : "connection.updated", subject);
    },

    /**
     * An OAuth flow ended in an error: `connection.failed` and the flow's request `failed`. Runs its
     * own transaction (nothing else changed) and wakes the request's waiters.
     */
    async connectionFailed(subject: ConnectionSubject, error: string): Promise<void> {
      try {
        await store.transaction(async (tx) => {
          await deps.requests.settle(tx, subject.requestId, { status: "failed", error });
          await emitConnection(tx, "connection.failed", subject, error);
        });
        deps.requests.notify(subject.requestId);
      } catch (failure) {
        context.logger.error("could not record a failed connection flow", { pluginId: subject.pluginId, errorName: failure instanceof Error ? failure.name : "unknown" });
      }
    },

    /** A refresh was refused (`invalid_grant`): `connection.needs_reauth`, and the connection's trigger subscriptions are paused. */
    async needsReauth(tx: Prisma.TransactionClient, subject: ConnectionSubject, reason: string): Promise<void> {
      if (subject.connectionId) await deps.triggers?.pauseForConnection(tx, subject.connectionId);
      await emitConnection(tx, "connection.needs_reauth", subject, reason);
    },

    /**
     * The connection is about to be deleted (by `origin`, in the delete's transaction): its trigger
     * subscriptions are deleted first, each with its `trigger_subscription.deleted` audit entry.
     */
    async connectionDeleting(tx: Prisma.TransactionClient, connectionId: string, origin?: AuditOrigin): Promise<void> {
      await deps.triggers?.deleteForConnection(tx, connectionId, origin);
    },

    /** The connection was removed: `connection.deleted`. */
    async connectionDeleted(tx: Prisma.TransactionClient, subject: ConnectionSubject): Promise<void> {
      await emitConnection(tx, "connection.deleted", subject);
    },

    /** An admin decided on a plugin: `plugin.reviewed` to the developer who submitted it. */
    async pluginReviewed(
      tx: Prisma.TransactionClient,
      plugin: { id: string; slug: string; name: string; createdById: string | null; reviewStatus: string; adminNotes: string | null },
    ): Promise<void> {
      if (!plugin.createdById) return;
      await deps.outbox.emit(tx, {
        developerId: plugin.createdById,
        type: "plugin.reviewed",
        data: async () => ({ pluginId: plugin.id, plugin: plugin.slug, pluginName: plugin.name, reviewStatus: plugin.reviewStatus, adminNotes: plugin.adminNotes }),
      });
    },
  };
}

/** The lifecycle hooks' interface. */
export type LifecycleEvents = ReturnType<typeof createLifecycleEvents>;
