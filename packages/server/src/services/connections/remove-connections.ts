import type { DeleteConnectionResponse } from "@plugboard/core";
import { ServiceError } from "../../errors/service-error.js";
import type { InvalidationBus } from "../../infra/invalidation-bus.js";
import { SYSTEM_ORIGIN, type AuditLog, type AuditOrigin } from "../audit/audit-log.js";
import type { CredentialRevoker } from "../credentials/create-credential-revoker.js";
import type { LifecycleEvents } from "../webhooks/lifecycle-events.js";
import type { ConnectionStore, RevocableConnectionRow } from "./connection-store.js";

/** The 404 of a delete that matched nothing. */
export const NO_CONNECTION = "No connection found for this user and plugin";

/** What a delete reports beside the database: the lifecycle event, the audit entry, the invalidation and the provider's revocation. */
export interface RemoveConnectionsDeps {
  store: ConnectionStore;
  bus: InvalidationBus;
  lifecycle?: Pick<LifecycleEvents, "connectionDeleting" | "connectionDeleted"> | undefined;
  revoker?: Pick<CredentialRevoker, "revoke"> | undefined;
  audit?: Pick<AuditLog, "record"> | undefined;
  /**
   * Runs before the delete while the connections' credentials still work: removes the upstream
   * webhooks of their trigger subscriptions (which go with the connections). Best effort: it must
   * not throw, and the delete proceeds whatever it did.
   */
  beforeRemove?: ((connectionIds: readonly string[]) => Promise<void>) | undefined;
}

/**
 * Deletes `rows` (already read, developer-scoped) — after `beforeRemove` took their trigger
 * subscriptions' webhooks down at the provider, best effort — in one transaction with a `connection.deleted` and an
 * audit entry per account, and their trigger subscriptions with a `trigger_subscription.deleted` entry each; when the default account goes and others stay, the oldest remaining one
 * becomes the default. Then publishes the invalidation and revokes their tokens at the provider
 * without waiting (best effort, RFC 7009).
 *
 * @throws {ServiceError} 404 "No connection found for this user and plugin" when none of the rows was still there
 */
export async function removeConnections(
  deps: RemoveConnectionsDeps,
  developerId: string,
  rows: readonly RevocableConnectionRow[],
  origin: AuditOrigin | undefined,
): Promise<DeleteConnectionResponse> {
  const { store } = deps;
  await deps.beforeRemove?.(rows.map((row) => row.id)).catch(() => undefined);
  const removed = await store.transaction(async (tx) => {
    const gone: RevocableConnectionRow[] = [];
    for (const found of rows) {
      // Its trigger subscriptions go first, each with its own audit entry (the cascade would write none).
      await deps.lifecycle?.connectionDeleting(tx, found.id, origin);
      if (!(await store.deleteOwned(tx, developerId, found.id))) continue;
      gone.push(found);
      const side = found.authMethodId ? { id: found.authMethodId } : found.credentials.some((credential) => credential.source === "mcp") ? ("mcp" as const) : null;
      await deps.lifecycle?.connectionDeleted(tx, { connectionId: found.id, developerId, userId: found.userId, pluginId: found.pluginId, accountLabel: found.accountLabel, authMethod: side });
      await deps.audit?.record(tx, origin ?? SYSTEM_ORIGIN, {
        developerId,
        action: "connection.deleted",
        target: { type: "connection", id: found.id },
        details: { userId: found.userId, pluginId: found.pluginId, accountLabel: found.accountLabel },
      });
    }
    for (const found of gone.filter((row) => row.isDefault)) {
      await store.promoteOldestIfNoDefault(tx, { developerId, userId: found.userId, pluginId: found.pluginId });
    }
    return gone;
  });
  if (removed.length === 0) throw new ServiceError("not_found", NO_CONNECTION);
  for (const found of removed) {
    deps.bus.publish({ kind: "connection", developerId, userId: found.userId, pluginId: found.pluginId });
    // Best effort, after the delete: the answer never waits for the provider.
    void deps.revoker?.revoke({ ...found, mcpConfig: found.plugin.mcpConfig });
  }
  return { disconnected: true, connections: removed.map((found) => ({ connectionId: found.id, accountLabel: found.accountLabel })) };
}
