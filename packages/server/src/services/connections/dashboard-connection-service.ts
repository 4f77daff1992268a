import type { AuditOrigin } from "../audit/audit-log.js";
import type { DashboardConnection, DashboardDeveloper, ListDashboardConnectionsResponse } from "@plugboard/core";
import type { PlugboardContext } from "../../context.js";
import { ServiceError } from "../../errors/service-error.js";
import { createConnectionStore, type DashboardConnectionRow } from "./connection-store.js";
import { toConnectionItem } from "./to-connection-item.js";
import type { ConnectionService } from "./connection-service.js";
import { isUuid } from "../../store/is-uuid.js";

/**
 * Connections as the dashboard sees them: a developer lists and deletes its own; an admin any.
 * Another developer's connection is 403 (the dashboard tells "not yours" from "unknown", unlike
 * `/api/v1`), an unknown one 404.
 * Credentials are never returned.
 */
export function createDashboardConnectionService(context: Pick<PlugboardContext, "prisma">, deps: { connections: Pick<ConnectionService, "disconnect"> }) {
  const store = createConnectionStore(context);

  async function findAccessible(developer: DashboardDeveloper, connectionId: string): Promise<DashboardConnectionRow> {
    const row = isUuid(connectionId) ? await store.findForDashboard(connectionId) : null;
    if (!row) throw new ServiceError("not_found", "No connection with this id");
    if (developer.role !== "admin" && row.developerId !== developer.id) {
      throw new ServiceError("forbidden", "Forbidden: this connection belongs to another developer");
    }
    return row;
  }

  return {
    /** The connection `connectionId` with its plugin, when the caller may see it (own; admins any). */
    accessible: findAccessible,

    /** The caller's connections (admins with `all`: everyone's), optionally for one end-user. */
    async list(developer: DashboardDeveloper, query: { userId?: string | undefined; all?: "true" | "false" | undefined }): Promise<ListDashboardConnectionsResponse> {
      const everyone = developer.role === "admin" && query.all === "true";
      const rows = await store.listForDashboard({ developerId: everyone ? undefined : developer.id, userId: query.userId });
      const connections: DashboardConnection[] = rows.map((row) => ({
        ...toConnectionItem(row),
        pluginId: row.pluginId,
        userId: row.userId,
        developerId: row.developerId,
      }));
      return { connections };
    },

    /**
     * Deletes a connection through the API's disconnect: the `connection.deleted` webhook, token
     * revocation at the provider, and the invalidation every instance drops its cached state on.
     */
    async delete(developer: DashboardDeveloper, connectionId: string, origin?: AuditOrigin): Promise<void> {
      const row = await findAccessible(developer, connectionId);
      await deps.connections.disconnect(row.developerId, { userId: row.userId, connectionId: row.id }, origin);
    },
  };
}

/** The dashboard connection service's interface. */
export type DashboardConnectionService = ReturnType<typeof createDashboardConnectionService>;
