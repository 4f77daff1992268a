import {
  type ConnectionItem,
  type CreateConnectionRequestSchema,
  type CreateConnectionResponse,
  type DeleteConnectionRequestSchema,
  type DeleteConnectionResponse,
  type UpdateConnectionRequestSchema,
} from "@plugboard/core";
import {
  CredentialError,
  isMachineGrant,
  normalizeCredentials,
  parseAuthMethodConfig,
  type TokenResponse,
} from "@plugboard/core/server";
import type * as z from "zod";
import type { PlugboardContext } from "../../context.js";
import { Prisma } from "../../generated/prisma/client.js";
import { ServiceError } from "../../errors/service-error.js";
import { isUuid } from "../../store/is-uuid.js";
import { invalidInput } from "../../errors/invalid-input.js";
import type { InvalidationBus } from "../../infra/invalidation-bus.js";
import type { LifecycleEvents } from "../webhooks/lifecycle-events.js";
import type { CredentialRevoker } from "../credentials/create-credential-revoker.js";
import { credentialWrite } from "../credentials/credential-store.js";
import { loadConnectablePlugin } from "../plugins/load-connectable-plugin.js";
import { checkedConnectionConfig } from "./checked-connection-config.js";
import { createConnectionStore } from "./connection-store.js";
import { NO_CONNECTION, removeConnections } from "./remove-connections.js";
import { toConnectionItem } from "./to-connection-item.js";
import { updateConnectionAccount } from "./update-connection-account.js";
import { endUserOrigin, SYSTEM_ORIGIN, type AuditLog, type AuditOrigin } from "../audit/audit-log.js";
import { accountTargetOf, upsertConnection, type AccountTarget, type SavedConnection } from "./upsert-connection.js";

/** Parsed body of `POST /api/v1/connections`. */
export type ConnectInput = z.output<typeof CreateConnectionRequestSchema>;
/** Parsed body of `DELETE /api/v1/connections`. */
export type DisconnectInput = z.output<typeof DeleteConnectionRequestSchema>;
/** Parsed body of `PATCH /api/v1/connections/{id}`. */
export type UpdateConnectionInput = z.output<typeof UpdateConnectionRequestSchema>;

/** REST-side credentials to store on a connection (already normalized, still in clear). */
export interface SaveCredentialsInput extends AccountTarget {
  developerId: string;
  userId: string;
  pluginId: string;
  authMethodId: string;
  values: Record<string, string>;
  expiresAt: Date | null;
  /** The connection request of the flow that produced these credentials, if any. */
  requestId?: string | undefined;
  /** Who stores them, for the audit log (default: the end-user on a hosted page). */
  origin?: AuditOrigin | undefined;
  /** The auth method's `connection_config` values (not secret); replaced (null clears) when given, kept when undefined. */
  connectionConfig?: Record<string, string> | null;
  /** Non-secret provider values (`token_metadata`, `callback_metadata`); replaced when given, kept when undefined. */
  metadata?: Record<string, string> | null;
}

/**
 * End-user connections of a developer (`POST|GET|DELETE /api/v1/connections`), several
 * accounts per user and plugin told apart by `accountLabel`, one of them the default. Every query is
 * scoped to the developer, so another developer's connections are simply absent (404, never 403).
 * Credentials are stored encrypted and never returned; every write publishes a `connection`
 * invalidation so per-instance caches (live MCP clients, resolved tools) drop the old state. Saves and
 * deletes record their lifecycle event (webhooks, connection requests) in the same transaction; a
 * delete then revokes the tokens at the provider without waiting (RFC 7009).
 */
export function createConnectionService(
  context: PlugboardContext,
  deps: {
    bus: InvalidationBus;
    lifecycle?: Pick<LifecycleEvents, "connectionSaved" | "connectionDeleted">;
    revoker?: Pick<CredentialRevoker, "revoke">;
    /** Records `connection.saved` / `connection.updated` / `connection.deleted` in each change's transaction. */
    audit?: Pick<AuditLog, "record">;
    /** Fetches a machine-to-machine token (`client_credentials`, `account_credentials`) for an oauth2 method (the OAuth side's `fetchClientCredentialsToken`). */
    clientCredentials?: (storedConfig: unknown, connectionConfig: Record<string, string> | null) => Promise<TokenResponse>;
    /** Before connections are deleted: removes their trigger subscriptions' upstream webhooks (best effort, never throws). */
    beforeRemove?: (connectionIds: readonly string[]) => Promise<void>;
  },
) {
  const { cipher } = context;
  const store = createConnectionStore(context);
  const removeDeps = { store, bus: deps.bus, lifecycle: deps.lifecycle, revoker: deps.revoker, audit: deps.audit, beforeRemove: deps.beforeRemove };
  const publish = (row: { developerId: string; userId: string; pluginId: string }) =>
    deps.bus.publish({ kind: "connection", developerId: row.developerId, userId: row.userId, pluginId: row.pluginId });

  /** Upsert of the account (developer, user, plugin, label) through the shared {@link upsertConnection}. */
  async function saveCredentials(input: SaveCredentialsInput): Promise<SavedConnection> {
    const credential = credentialWrite(cipher, "rest", { values: input.values, expiresAt: input.expiresAt });
    const fields = {
      authMethodId: input.authMethodId,
      ...(input.connectionConfig !== undefined ? { connectionConfig: input.connectionConfig ?? Prisma.DbNull } : {}),
      ...(input.metadata !== undefined ? { connectionMetadata: input.metadata ?? Prisma.DbNull } : {}),
    };
    const write = { create: { ...fields, ...credential.create }, update: (id: string) => ({ ...fields, ...credential.update(id) }), side: "rest" as const };
    const saved = await upsertConnection(context, input, write, async (tx, { id, created, accountLabel }) => {
      const { developerId, userId, pluginId, requestId } = input;
      await deps.lifecycle?.connectionSaved(tx, { developerId, userId, pluginId, accountLabel, requestId, connectionId: id, created, authMethod: { id: input.authMethodId } });
      await deps.audit?.record(tx, input.origin ?? endUserOrigin(userId), {
        developerId,
        action: "connection.saved",
        target: { type: "connection", id },
        details: { userId, pluginId, accountLabel, created, authMethodId: input.authMethodId },
      });
    });
    publish(input);
    return saved;
  }

  return {
    /**
     * Stores REST-side credentials (encrypted) on the account the input's {@link AccountTarget} names,
     * creating it or updating it and bumping its `version`, then publishes the invalidation. For
     * every path that ends in stored credentials: direct submission, hosted page, OAuth callback.
     */
    saveCredentials,

    /**
     * Direct credential submission: the plugin must be approved and offer `authMethod`; the
     * credentials are checked and normalized for that type, then stored on the user's existing
     * account (`connectionId`'s, else `accountLabel`'s, else the default one, which takes the label:
     * an upsert, `connection.updated`), or on a new one when the user has none at the plugin
     * or `addAccount` asks for it.
     *
     * @throws {ServiceError} 404 when no approved plugin has that slug, or `connectionId` is not the
     * user's account there; 400 naming `authMethod` or `credentials.<field>` when the method is not
     * offered or the credentials do not fit it; 409 `conflict` when the account would take another's label
     */
    async connect(developerId: string, input: ConnectInput, origin?: AuditOrigin): Promise<CreateConnectionResponse> {
      const plugin = await loadConnectablePlugin(context, { slug: input.plugin });
      if (!plugin) throw new ServiceError("not_found", `No approved plugin named "${input.plugin}"`);
      const method = plugin.authMethods.find((candidate) => candidate.type === input.authMethod);
      if (!method) {
        const offered = plugin.authMethods.map((candidate) => candidate.type).sort().join(", ") || "none";
        throw invalidInput({ authMethod: [`plugin "${input.plugin}" has no ${input.authMethod} auth method; it offers: ${offered}`] });
      }
      const connectionConfig = checkedConnectionConfig(method, input.connectionConfig, plugin);
      const parsed = parseAuthMethodConfig(method.type, method.config);
      let normalized: ReturnType<typeof normalizeCredentials>;
      let metadata: Record<string, string> | null = null;
      if (parsed.type === "oauth2" && isMachineGrant(parsed.config.grant_type)) {
        // Machine to machine: the plugin's client credentials get the token; no user credentials.
        if (!deps.clientCredentials) throw new TypeError("the connection service was built without the client credentials grant");
        const tokens = await deps.clientCredentials(method.config, connectionConfig);
        if (!tokens.ok) {
          throw new ServiceError("upstream_failed", `The token endpoint refused the ${parsed.config.grant_type} grant: ${tokens.error}${tokens.errorDescription ? ` (${tokens.errorDescription})` : ""}`);
        }
        normalized = { values: { access_token: tokens.accessToken, ...(tokens.tokenType ? { token_type: tokens.tokenType } : {}) }, expiresAt: tokens.expiresAt ?? null };
        metadata = tokens.metadata ?? null;
      } else {
        try {
          normalized = normalizeCredentials(parsed, input.credentials);
        } catch (error) {
          if (CredentialError.isInstance(error)) throw invalidInput({ [`credentials.${error.field}`]: [error.message] });
          throw error;
        }
      }
      const saved = await saveCredentials({
        developerId,
        userId: input.userId,
        pluginId: plugin.id,
        ...accountTargetOf(input),
        authMethodId: method.id,
        values: normalized.values,
        expiresAt: normalized.expiresAt,
        connectionConfig,
        metadata,
        origin,
      });
      return { connected: true, connectionId: saved.id, accountLabel: saved.accountLabel, isDefault: saved.isDefault };
    },

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
