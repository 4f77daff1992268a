import {
  checkConnectionConfig,
  CredentialError,
  normalizeCredentials,
  parseAuthMethodConfig,
  type AuthMethodType,
  type ConnectionItem,
  type CreateConnectionRequestSchema,
  type TokenResponse,
  type DeleteConnectionRequestSchema,
} from "@plugboard/core";
import type * as z from "zod";
import type { PlugboardContext } from "../../context.js";
import { Prisma } from "../../generated/prisma/client.js";
import { ServiceError } from "../../errors/service-error.js";
import { isUuid } from "../../store/is-uuid.js";
import { invalidInput } from "../../errors/invalid-input.js";
import type { InvalidationBus } from "../../infra/invalidation-bus.js";
import type { LifecycleEvents } from "../webhooks/lifecycle-events.js";
import type { ConnectionRevoker } from "./revocable-connection.js";
import { toConnectionItem } from "./to-connection-item.js";
import { upsertConnection } from "./upsert-connection.js";

/** Parsed body of `POST /api/v1/connections`. */
export type ConnectInput = z.output<typeof CreateConnectionRequestSchema>;
/** Parsed body of `DELETE /api/v1/connections`. */
export type DisconnectInput = z.output<typeof DeleteConnectionRequestSchema>;

/** REST-side credentials to store on a connection (already normalized, still in clear). */
export interface SaveCredentialsInput {
  developerId: string;
  userId: string;
  pluginId: string;
  authMethodId: string;
  values: Record<string, string>;
  expiresAt: Date | null;
  /** Kept as it is on an existing connection when undefined. */
  accountLabel?: string | null;
  /** The connection request of the flow that produced these credentials, if any. */
  requestId?: string | undefined;
  /** The auth method's `connection_config` values (not secret); replaced (null clears) when given, kept when undefined. */
  connectionConfig?: Record<string, string> | null;
  /** Non-secret provider values (`token_metadata`, `callback_metadata`); replaced when given, kept when undefined. */
  metadata?: Record<string, string> | null;
}

/**
 * The `connection_config` values of a connect request checked against the auth method's fields:
 * the values to store (null when the method declares none).
 *
 * @throws {ServiceError} 400 `invalid_input` naming each `connectionConfig.<field>`
 */
export function checkedConnectionConfig(method: { type: string; config: unknown }, given: Record<string, string> | undefined): Record<string, string> | null {
  const parsed = parseAuthMethodConfig(method.type as AuthMethodType, method.config);
  const fields = parsed.config.connection_config ?? [];
  if (fields.length === 0 && (given === undefined || Object.keys(given).length === 0)) return null;
  const checked = checkConnectionConfig(fields, given);
  if (!checked.ok) throw invalidInput(checked.fieldErrors);
  return Object.keys(checked.values).length > 0 ? checked.values : null;
}

const NO_CONNECTION = "No connection found for this user and plugin";

/**
 * End-user connections of a developer (SPEC.md `POST|GET|DELETE /api/v1/connections`). Every query is
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
    revoker?: ConnectionRevoker;
    /** Fetches a `client_credentials` token for an oauth2 method (the OAuth side's `fetchClientCredentialsToken`). */
    clientCredentials?: (storedConfig: unknown, connectionConfig: Record<string, string> | null) => Promise<TokenResponse>;
  },
) {
  const { prisma, cipher } = context;

  /** Upsert on (developer, user, plugin) through the shared {@link upsertConnection}; returns the connection id. */
  async function saveCredentials(input: SaveCredentialsInput): Promise<{ connectionId: string; created: boolean }> {
    const fields = {
      authMethodId: input.authMethodId,
      credentials: cipher.encrypt(JSON.stringify(input.values)),
      credentialsExpiresAt: input.expiresAt,
      status: "active",
      ...(input.connectionConfig !== undefined ? { connectionConfig: input.connectionConfig ?? Prisma.DbNull } : {}),
      ...(input.metadata !== undefined ? { connectionMetadata: input.metadata ?? Prisma.DbNull } : {}),
    };
    const saved = await upsertConnection(
      prisma,
      input,
      {
        create: { ...fields, accountLabel: input.accountLabel ?? null },
        update: { ...fields, ...(input.accountLabel !== undefined ? { accountLabel: input.accountLabel } : {}) },
      },
      async (tx, { id, created }) => {
        const { developerId, userId, pluginId, requestId } = input;
        await deps.lifecycle?.connectionSaved(tx, { developerId, userId, pluginId, requestId, connectionId: id, created, authMethod: { id: input.authMethodId } });
      },
    );
    deps.bus.publish({ kind: "connection", developerId: input.developerId, userId: input.userId, pluginId: input.pluginId });
    return { connectionId: saved.id, created: saved.created };
  }

  return {
    /**
     * Stores REST-side credentials (encrypted) on the connection of (developer, user, plugin),
     * creating it or updating it and bumping its `version`, then publishes the invalidation. For
     * every path that ends in stored credentials: direct submission, hosted page, OAuth callback.
     */
    saveCredentials,

    /**
     * Direct credential submission: the plugin must be approved and offer `authMethod`; the
     * credentials are checked and normalized for that type, then stored (upsert).
     *
     * @throws {ServiceError} 404 when no approved plugin has that slug; 400 naming `authMethod` or
     * `credentials.<field>` when the method is not offered or the credentials do not fit it
     */
    async connect(developerId: string, input: ConnectInput): Promise<{ connected: true }> {
      const plugin = await prisma.plugin.findFirst({
        where: { slug: input.plugin, status: "active", reviewStatus: "approved" },
        select: { id: true, authMethods: { select: { id: true, type: true, config: true }, orderBy: { type: "asc" } } },
      });
      if (!plugin) throw new ServiceError("not_found", `No approved plugin named "${input.plugin}"`);
      const method = plugin.authMethods.find((candidate) => candidate.type === input.authMethod);
      if (!method) {
        const offered = plugin.authMethods.map((candidate) => candidate.type).join(", ") || "none";
        throw invalidInput({ authMethod: [`plugin "${input.plugin}" has no ${input.authMethod} auth method; it offers: ${offered}`] });
      }
      const connectionConfig = checkedConnectionConfig(method, input.connectionConfig);
      const parsed = parseAuthMethodConfig(method.type as AuthMethodType, method.config);
      let normalized: ReturnType<typeof normalizeCredentials>;
      let metadata: Record<string, string> | null = null;
      if (parsed.type === "oauth2" && parsed.config.grant_type === "client_credentials") {
        // Machine to machine: the plugin's client credentials get the token; no user credentials.
        if (!deps.clientCredentials) throw new TypeError("the connection service was built without the client credentials grant");
        const tokens = await deps.clientCredentials(method.config, connectionConfig);
        if (!tokens.ok) {
          throw new ServiceError("upstream_failed", `The token endpoint refused the client credentials grant: ${tokens.error}${tokens.errorDescription ? ` (${tokens.errorDescription})` : ""}`);
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
      await saveCredentials({
        developerId,
        userId: input.userId,
        pluginId: plugin.id,
        authMethodId: method.id,
        values: normalized.values,
        expiresAt: normalized.expiresAt,
        connectionConfig,
        metadata,
        ...(input.accountLabel !== undefined ? { accountLabel: input.accountLabel } : {}),
      });
      return { connected: true };
    },

    /** The developer's connections for `userId`, newest first, in SPEC.md's listing shape. */
    async list(developerId: string, userId: string): Promise<ConnectionItem[]> {
      const rows = await prisma.connection.findMany({
        where: { developerId, userId },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        select: {
          id: true,
          accountLabel: true,
          connectionConfig: true,
          connectionMetadata: true,
          status: true,
          mcpStatus: true,
          mcpAccessToken: true,
          createdAt: true,
          plugin: { select: { slug: true, name: true, description: true, iconUrl: true } },
          authMethod: { select: { type: true } },
        },
      });
      return rows.map(toConnectionItem);
    },

    /**
     * Removes the developer's connection for `userId` named by plugin slug or connection id (both must
     * match when both are given). An id that is not a UUID matches nothing. Records `connection.deleted`
     * in the same transaction, then revokes the tokens at the provider without waiting (best effort).
     *
     * @throws {ServiceError} 404 "No connection found for this user and plugin" when nothing matches
     */
    async disconnect(developerId: string, input: DisconnectInput): Promise<{ disconnected: true }> {
      if (input.connectionId !== undefined && !isUuid(input.connectionId)) throw new ServiceError("not_found", NO_CONNECTION);
      const found = await prisma.connection.findFirst({
        where: {
          developerId,
          userId: input.userId,
          ...(input.connectionId !== undefined ? { id: input.connectionId } : {}),
          ...(input.plugin !== undefined ? { plugin: { slug: input.plugin } } : {}),
        },
        select: {
          id: true,
          pluginId: true,
          authMethodId: true,
          credentials: true,
          mcpAccessToken: true,
          mcpRefreshToken: true,
          mcpClientCredentials: true,
          authMethod: { select: { type: true, config: true } },
          plugin: { select: { mcpConfig: true } },
        },
      });
      if (!found) throw new ServiceError("not_found", NO_CONNECTION);
      const count = await prisma.$transaction(async (tx) => {
        const deleted = await tx.connection.deleteMany({ where: { id: found.id, developerId } });
        if (deleted.count > 0) {
          const side = found.authMethodId ? { id: found.authMethodId } : found.mcpAccessToken ? ("mcp" as const) : null;
          await deps.lifecycle?.connectionDeleted(tx, { connectionId: found.id, developerId, userId: input.userId, pluginId: found.pluginId, authMethod: side });
        }
        return deleted.count;
      });
      if (count === 0) throw new ServiceError("not_found", NO_CONNECTION);
      deps.bus.publish({ kind: "connection", developerId, userId: input.userId, pluginId: found.pluginId });
      // Best effort, after the delete: the answer never waits for the provider.
      void deps.revoker?.revoke({ ...found, mcpConfig: found.plugin.mcpConfig });
      return { disconnected: true };
    },
  };
}

/** The connection service's interface. */
export type ConnectionService = ReturnType<typeof createConnectionService>;
