import type { ConnectionItem, DeleteConnectionRequestSchema, DeleteConnectionResponse, UpdateConnectionRequestSchema } from "@plugboard/core";
import type * as z from "zod";
import type { PlugboardContext } from "../../context.js";
import { ServiceError } from "../../errors/service-error.js";
import { isUuid } from "../../store/is-uuid.js";
import type { InvalidationBus } from "../../infra/invalidation-bus.js";
import type { LifecycleEvents } from "../webhooks/lifecycle-events.js";
import type { CredentialRevoker } from "../credentials/create-credential-revoker.js";
import { createConnectionStore } from "./connection-store.js";
import { NO_CONNECTION, removeConnections } from "./remove-connections.js";
import { toConnectionItem } from "./to-connection-item.js";
import { updateConnectionAccount } from "./update-connection-account.js";
import { SYSTEM_ORIGIN, type AuditLog, type AuditOrigin } from "../audit/audit-log.js";

/** Parsed body of `DELETE /api/v1/connections`. */
export type DisconnectInput = z.output<typeof DeleteConnectionRequestSchema>;
/** Parsed body of `PATCH /api/v1/connections/{id}`. */
export type UpdateConnectionInput = z.output<typeof UpdateConnectionRequestSchema>;

/**
 * End-user connections of a developer (`GET|PATCH|DELETE /api/v1/connections`; connecting one is the
 * connect flow's, `services/connect-flow/`), several
 * accounts per user and plugin told apart by `accountLabel`, one of them the default. Every query is
 * scoped to the developer, so another developer's connections are simply absent (404, never 403).
 * Credentials are stored encrypted and never returned; every write publishes a `connection`
 * invalidation so per-instance caches (live MCP clients, resolved tools) drop the old state. Deletes record their lifecycle event (webhooks, connection requests) in the same transaction; a
 * delete then revokes the tokens at the provider without waiting (RFC 7009).
 */
export function createConnectionService(
  context: Pick<PlugboardContext, "prisma">,
  deps: {
    bus: InvalidationBus;
    lifecycle?: Pick<LifecycleEvents, "connectionDeleting" | "connectionDeleted">;
    revoker?: Pick<CredentialRevoker, "revoke">;
    /** Records `connection.saved` / `connection.updated` / `connection.deleted` in each change's transaction. */
    audit?: Pick<AuditLog, "record">;
    /** Before connections are deleted: removes their trigger subscriptions' upstream webhooks (best effort, never throws). */
    beforeRemove?: (connectionIds: readonly string[]) => Promise<void>;
  },
) {
  const store = createConnectionStore(context);
  const removeDeps = { store, bus: deps.bus, lifecycle: deps.lifecycle, revoker: deps.revoker, audit: deps.audit, beforeRemove: deps.beforeRemove };
  const publish = (row: { developerId: string; userId: string; pluginId: string }) =>
    deps.bus.publish({ kind: "connection", developerId: row.developerId, userId: row.userId, pluginId: row.pluginId });

  return {
    /** The developer's connections for `userId` (at one plugin, when given), newest first, as `ConnectionItem`s. */
    async list(developerId: string, userId: string, options: { plugin?: string | undefined } = {}): Promise<ConnectionItem[]> {
      return (await store.list(developerId, userId, options.plugin)).map(toConnectionItem);
    },

    /**
     * `PATCH /api/v1/connections/{id}`: makes the account the default one and/or renames it.
     *
     * @throws {ServiceError} 404 when the developer has no connection with this id; 409 `conflict` when
     * the user already has an account of that plugin with the new label
     */
    async update(developerId: string, connectionId: string, input: UpdateConnectionInput, origin?: AuditOrigin): Promise<ConnectionItem> {
      const row = await updateConnectionAccount(store, { developerId, connectionId, ...input }, async (tx) => {
        await deps.audit?.record(tx, origin ?? SYSTEM_ORIGIN, { developerId, action: "connection.updated", target: { type: "connection", id: connectionId }, details: { ...input } });
      });
      publish({ developerId, userId: row.userId, pluginId: row.pluginId });
      return toConnectionItem(row);
    },

    /** `DELETE /api/v1/connections/{id}`: deletes that one account (the user's other accounts stay). */
    async disconnectById(developerId: string, connectionId: string, origin?: AuditOrigin): Promise<DeleteConnectionResponse> {
      if (!isUuid(connectionId)) throw new ServiceError("not_found", "No connection with this id");
      const found = await store.findRevocable(developerId, connectionId);
      if (!found) throw new ServiceError("not_found", "No connection with this id");
      return removeConnections(removeDeps, developerId, [found], origin);
    },

    /**
     * `DELETE /api/v1/connections`: removes the developer's connections for `userId` named by plugin
     * slug — every account of that pair, or only `accountLabel`'s — or by connection id (all given
     * filters must match). An id that is not a UUID matches nothing. Records `connection.deleted` per
     * account in the same transaction, then revokes the tokens at the provider without waiting.
     *
     * @throws {ServiceError} 404 "No connection found for this user and plugin" when nothing matches
     */
    async disconnect(developerId: string, input: DisconnectInput, origin?: AuditOrigin): Promise<DeleteConnectionResponse> {
      if (input.connectionId !== undefined && !isUuid(input.connectionId)) throw new ServiceError("not_found", NO_CONNECTION);
      const rows = await store.findRevocables(developerId, { userId: input.userId, connectionId: input.connectionId, plugin: input.plugin, accountLabel: input.accountLabel });
      if (rows.length === 0) throw new ServiceError("not_found", NO_CONNECTION);
      return removeConnections(removeDeps, developerId, rows, origin);
    },
  };
}

/** The connection service's interface. */
export type ConnectionService = ReturnType<typeof createConnectionService>;
