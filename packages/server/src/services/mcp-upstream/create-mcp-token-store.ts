import { endUserOrigin, type AuditLog } from "../audit/audit-log.js";
import type { PlugboardContext } from "../../context.js";
import type { InvalidationBus } from "../../infra/invalidation-bus.js";
import { credentialWrite } from "../credentials/credential-store.js";
import { upsertConnection, type AccountTarget, type ConnectionWrite } from "../connections/upsert-connection.js";
import type { LifecycleEvents } from "../webhooks/lifecycle-events.js";
import type { McpTokenSet } from "./create-mcp-oauth.js";
import type { createMcpCredentialProtocol } from "./mcp-credential-protocol.js";
import type { McpGrantClient } from "./resolve-mcp-client.js";

/**
 * The MCP side's storage of a completed grant, a thin adapter over the credential module: stores the
 * tokens (and the client that obtained them) as the connection's `mcp` credential through its one
 * storage seam, with the `connection.created`/`.updated` event and the audit entry (the end-user on the
 * hosted page) in the same transaction. Reading,
 * refreshing (single flight), `needs_reauth` and revocation are the credential lifecycle's
 * (`services/credentials/`), with {@link createMcpCredentialProtocol} for how an MCP refresh is made.
 */
export function createMcpTokenStore(
  context: PlugboardContext,
  deps: { bus: InvalidationBus; lifecycle?: Pick<LifecycleEvents, "connectionSaved">; audit?: Pick<AuditLog, "record"> },
) {
  const { cipher } = context;
  const publish = (row: { developerId: string; userId: string; pluginId: string }) =>
    deps.bus.publish({ kind: "connection", developerId: row.developerId, userId: row.userId, pluginId: row.pluginId });

  return {
    /**
     * Stores the tokens of a completed MCP grant on the account the input's {@link AccountTarget}
     * names — created when missing, the REST side untouched — with the client that obtained them.
     */
    async saveGrant(input: McpConnectionInput & { tokens: McpTokenSet; grant: McpGrantClient }): Promise<{ connectionId: string; accountLabel: string }> {
      const values = { access_token: input.tokens.accessToken, ...(input.tokens.refreshToken ? { refresh_token: input.tokens.refreshToken } : {}) };
      return save(input, { ...credentialWrite(cipher, "mcp", { values, expiresAt: input.tokens.expiresAt, client: input.grant }), side: "mcp" });
    },

    /** Marks an open (no OAuth) MCP server as connected for the user: a connection without an MCP credential. */
    async saveOpen(input: McpConnectionInput): Promise<{ connectionId: string; accountLabel: string }> {
      return save(input, { create: {}, update: {}, side: "mcp" });
    },
  };

  /** Upserts the MCP side with its lifecycle event (`connection.created`/`.updated`) in one transaction. */
  async function save(input: McpConnectionInput, write: ConnectionWrite): Promise<{ connectionId: string; accountLabel: string }> {
    const { developerId, userId, pluginId, requestId } = input;
    const saved = await upsertConnection(context, input, write, async (tx, { id, created, accountLabel }) => {
      await deps.lifecycle?.connectionSaved(tx, { developerId, userId, pluginId, accountLabel, requestId, connectionId: id, created, authMethod: "mcp" });
      await deps.audit?.record(tx, endUserOrigin(userId, input.httpRequestId ?? null), { developerId, action: "connection.saved", target: { type: "connection", id }, details: { userId, pluginId, accountLabel, created, authMethod: "mcp" } });
    });
    publish(input);
    return { connectionId: saved.id, accountLabel: saved.accountLabel };
  }
}

/** Whose MCP connection is stored, and the connection request of the flow (if any). */
export interface McpConnectionInput extends AccountTarget {
  developerId: string;
  userId: string;
  pluginId: string;
  requestId?: string | undefined;
  /** The id of the HTTP request that completed the grant (the OAuth callback), for the audit entry. */
  httpRequestId?: string | undefined;
}

/** The MCP token store's interface. */
export type McpTokenStore = ReturnType<typeof createMcpTokenStore>;
