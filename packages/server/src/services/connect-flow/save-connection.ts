import type { PlugboardContext } from "../../context.js";
import { Prisma } from "../../generated/prisma/client.js";
import type { InvalidationBus } from "../../infra/invalidation-bus.js";
import { endUserOrigin, type AuditLog, type AuditOrigin } from "../audit/audit-log.js";
import { upsertConnection, type AccountTarget, type ConnectionWrite, type SavedConnection } from "../connections/upsert-connection.js";
import { credentialWrite } from "../credentials/credential-store.js";
import type { McpTokenSet } from "../mcp-upstream/create-mcp-oauth.js";
import type { McpGrantClient } from "../mcp-upstream/resolve-mcp-client.js";
import type { LifecycleEvents } from "../webhooks/lifecycle-events.js";

/** Whose account a connect flow stores, and the connection request of the flow (if any). */
export interface ConnectionOwner extends AccountTarget {
  developerId: string;
  userId: string;
  pluginId: string;
  /** The connection request of the flow that produced the credential, if any. */
  requestId?: string | undefined;
  /** Who stores it, for the audit log (default: the end-user). */
  origin?: AuditOrigin | undefined;
}

/** REST-side credentials to store on a connection (already normalized, still in clear). */
export interface SaveCredentialsInput extends ConnectionOwner {
  authMethodId: string;
  values: Record<string, string>;
  expiresAt: Date | null;
  /** The auth method's `connection_config` values (not secret); replaced (null clears) when given, kept when undefined. */
  connectionConfig?: Record<string, string> | null;
  /** Non-secret provider values (`token_metadata`, `callback_metadata`); replaced when given, kept when undefined. */
  metadata?: Record<string, string> | null;
}

/** The tokens of a completed MCP grant and the client that obtained them. */
export interface SaveMcpGrantInput extends ConnectionOwner {
  tokens: McpTokenSet;
  grant: McpGrantClient;
}

/**
 * The connect flow's one save path: every kind ends here, through {@link upsertConnection}'s rule (the
 * account the flow's {@link AccountTarget} names, created when missing). The write, its lifecycle event
 * (`connection.created` / `.updated`, the connection request settled) and its audit entry commit in
 * one transaction; then the `connection` invalidation is published so per-instance caches drop the
 * old state. A kind only says which credential side it writes (`rest` or `mcp`) and what.
 *
 * @example
 * const saver = createConnectionSaver(context, { bus, lifecycle, audit });
 * await saver.saveCredentials({ developerId, userId, pluginId, authMethodId, values: { api_key: "k" }, expiresAt: null });
 */
export function createConnectionSaver(
  context: Pick<PlugboardContext, "prisma" | "cipher">,
  deps: { bus: InvalidationBus; lifecycle?: Pick<LifecycleEvents, "connectionSaved"> | undefined; audit?: Pick<AuditLog, "record"> | undefined },
) {
  const { cipher } = context;

  async function save(owner: ConnectionOwner, write: ConnectionWrite, authMethod: { id: string } | "mcp"): Promise<SavedConnection> {
    const { developerId, userId, pluginId, requestId } = owner;
    const method = authMethod === "mcp" ? { authMethod: "mcp" as const } : { authMethodId: authMethod.id };
    const origin = owner.origin ?? endUserOrigin(userId);
    const saved = await upsertConnection(context, owner, write, async (tx, { id, created, accountLabel }) => {
      await deps.lifecycle?.connectionSaved(tx, { developerId, userId, pluginId, accountLabel, requestId, connectionId: id, created, authMethod }, origin);
      await deps.audit?.record(tx, origin, {
        developerId,
        action: "connection.saved",
        target: { type: "connection", id },
        details: { userId, pluginId, accountLabel, created, ...method },
      });
    });
    deps.bus.publish({ kind: "connection", developerId, userId, pluginId });
    return saved;
  }

  return {
    /**
     * Stores REST-side credentials (encrypted) on the account the input's {@link AccountTarget} names,
     * creating it or updating it and bumping its `version`: direct submission, hosted page, OAuth callback.
     */
    async saveCredentials(input: SaveCredentialsInput): Promise<SavedConnection> {
      const credential = credentialWrite(cipher, "rest", { values: input.values, expiresAt: input.expiresAt });
      const fields = {
        authMethodId: input.authMethodId,
        ...(input.connectionConfig !== undefined ? { connectionConfig: input.connectionConfig ?? Prisma.DbNull } : {}),
        ...(input.metadata !== undefined ? { connectionMetadata: input.metadata ?? Prisma.DbNull } : {}),
      };
      const write = { create: { ...fields, ...credential.create }, update: (id: string) => ({ ...fields, ...credential.update(id) }), side: "rest" as const };
      return save(input, write, { id: input.authMethodId });
    },

    /** Stores the tokens of a completed MCP grant (and its client) as the account's `mcp` credential; the REST side is untouched. */
    async saveMcpGrant(input: SaveMcpGrantInput): Promise<SavedConnection> {
      const values = { access_token: input.tokens.accessToken, ...(input.tokens.refreshToken ? { refresh_token: input.tokens.refreshToken } : {}) };
      return save(input, { ...credentialWrite(cipher, "mcp", { values, expiresAt: input.tokens.expiresAt, client: input.grant }), side: "mcp" }, "mcp");
    },

    /** Marks an open (no OAuth) MCP server as connected for the user: a connection without an MCP credential. */
    async saveMcpOpen(input: ConnectionOwner): Promise<SavedConnection> {
      return save(input, { create: {}, update: {}, side: "mcp" }, "mcp");
    },
  };
}

/** The connect flow's save path. */
export type ConnectionSaver = ReturnType<typeof createConnectionSaver>;
