import type { PlugboardContext } from "../../context.js";
import { reauthorizationRequired } from "../../errors/connection-errors.js";
import { ServiceError } from "../../errors/service-error.js";
import type { InvalidationBus } from "../../infra/invalidation-bus.js";
import { isExpiring } from "../../sources/tool-source.js";
import { upsertConnection, type ConnectionWrite } from "../connections/upsert-connection.js";
import type { LifecycleEvents } from "../webhooks/lifecycle-events.js";
import { McpOAuthError, type McpOAuth, type McpTokenSet } from "./create-mcp-oauth.js";
import { grantServer, type McpGrantClient } from "./resolve-mcp-client.js";

// Longer than a token request can take: a waiting instance must outlive the one holding the lock.
const TRANSACTION_TIMEOUT_MS = 60_000;
const TRANSACTION_MAX_WAIT_MS = 20_000;

/** A usable MCP access token. */
export interface McpAccessToken {
  accessToken: string;
  expiresAt: Date | null;
}

interface LockedRow {
  id: string;
  developerId: string;
  userId: string;
  pluginId: string;
  accountLabel: string;
  mcpAccessToken: string | null;
  mcpRefreshToken: string | null;
  mcpTokenExpiresAt: Date | null;
  mcpClientCredentials: string | null;
  mcpStatus: string;
}

type Outcome = { token: McpAccessToken; changed: LockedRow | null } | { error: ServiceError; changed: LockedRow | null };

/**
 * The MCP side of connections (docs/mcp-plugins.md §3): stores the tokens
 * of a completed grant, and refreshes them single flight — concurrent callers in one process share one
 * promise, and across instances the refresh runs in a transaction holding `SELECT … FOR UPDATE` on the
 * connection row that re-checks freshness after acquiring it, so a rotated refresh token is used once.
 * The old refresh token is kept when the server sends none; `invalid_grant` sets `mcpStatus`
 * `needs_reauth`. Every write bumps `version` and publishes a `connection` invalidation.
 */
export function createMcpTokenStore(
  context: PlugboardContext,
  deps: { bus: InvalidationBus; oauth: McpOAuth; lifecycle?: Pick<LifecycleEvents, "connectionSaved" | "needsReauth">; now?: () => number },
) {
  const now = deps.now ?? Date.now;
  const { prisma, cipher, logger } = context;
  const inFlight = new Map<string, Promise<McpAccessToken>>();
  const publish = (row: { developerId: string; userId: string; pluginId: string }) =>
    deps.bus.publish({ kind: "connection", developerId: row.developerId, userId: row.userId, pluginId: row.pluginId });

  async function refreshLocked(connectionId: string, pluginSlug: string, stale: string | undefined, progress: { obtained: boolean }): Promise<Outcome> {
    return prisma.$transaction(
      async (tx) => {
        const rows = await tx.$queryRaw<LockedRow[]>`
          SELECT id, "developerId", "userId", "pluginId", "accountLabel", "mcpAccessToken", "mcpRefreshToken", "mcpTokenExpiresAt", "mcpClientCredentials", "mcpStatus"
          FROM "Connection" WHERE id = ${connectionId}::uuid FOR UPDATE`;
        const row = rows[0];
        if (!row?.mcpAccessToken) {
          return { error: new ServiceError("connection_required", "The MCP connection no longer exists; connect the user again"), changed: null };
        }
        const fail = (reason: string): Outcome => ({ error: reauthorizationRequired(row.userId, pluginSlug, "mcp", reason), changed: null });
        if (row.mcpStatus === "needs_reauth") return fail("The MCP authorization was refused earlier");
        const current = cipher.decrypt(row.mcpAccessToken);
        const expiresAt = row.mcpTokenExpiresAt ? new Date(row.mcpTokenExpiresAt) : null;
        // Someone (maybe another instance) refreshed while we waited, or the token is fresh after all.
        if (stale !== undefined ? current !== stale : !isExpiring(expiresAt, now())) {
          return { token: { accessToken: current, expiresAt }, changed: null };
        }
        if (!row.mcpRefreshToken || !row.mcpClientCredentials) return fail("The MCP access token expired and there is no refresh token");
        const grant = cipher.decryptJson<McpGrantClient>(row.mcpClientCredentials);
        const refreshToken = cipher.decrypt(row.mcpRefreshToken);
        let fresh: McpTokenSet;
        try {
          fresh = await deps.oauth.refresh(grantServer(grant), grant, refreshToken);
        } catch (error) {
          if (McpOAuthError.isInstance(error) && error.code === "invalid_grant") {
            await tx.connection.update({ where: { id: row.id }, data: { mcpStatus: "needs_reauth", version: { increment: 1 } } });
            await deps.lifecycle?.needsReauth(tx, { connectionId: row.id, developerId: row.developerId, userId: row.userId, pluginId: row.pluginId, accountLabel: row.accountLabel, authMethod: "mcp" }, "invalid_grant");
            return { ...fail("The MCP server refused the refresh token (invalid_grant)"), changed: row };
          }
          const message = error instanceof Error ? error.message : "The MCP token refresh failed";
          return { error: new ServiceError("upstream_failed", message, { cause: error }), changed: null };
        }
        progress.obtained = true;
        await tx.connection.update({
          where: { id: row.id },
          data: {
            mcpAccessToken: cipher.encrypt(fresh.accessToken),
            mcpRefreshToken: cipher.encrypt(fresh.refreshToken ?? refreshToken),
            mcpTokenExpiresAt: fresh.expiresAt,
            mcpStatus: "active",
            version: { increment: 1 },
          },
        });
        return { token: { accessToken: fresh.accessToken, expiresAt: fresh.expiresAt }, changed: row };
      },
      { timeout: TRANSACTION_TIMEOUT_MS, maxWait: TRANSACTION_MAX_WAIT_MS },
    );
  }

  async function run(connectionId: string, pluginSlug: string, stale: string | undefined): Promise<McpAccessToken> {
    const progress = { obtained: false };
    let outcome: Outcome;
    try {
      outcome = await refreshLocked(connectionId, pluginSlug, stale, progress);
    } catch (error) {
      // Tokens the server issued but that could not be stored are never used: with rotation the old
      // refresh token is spent, so this is an error the caller sees.
      logger.error("mcp token refresh failed in the database", { connectionId, providerAnswered: progress.obtained, errorName: error instanceof Error ? error.name : "unknown" });
      throw new ServiceError("internal", progress.obtained ? "The refreshed MCP tokens could not be saved" : "The MCP connection could not be read", { cause: error });
    }
    if (outcome.changed) publish(outcome.changed);
    if ("error" in outcome) {
      logger.warn("mcp token refresh failed", { connectionId, code: outcome.error.code });
      throw outcome.error;
    }
    return outcome.token;
  }

  return {
    /**
     * A fresh access token for the connection: refreshed when expired, or — with `staleAccessToken`,
     * after the MCP server refused that token with 401 — unless the stored one already differs.
     *
     * @throws {ServiceError} 409 `reauthorization_required` (invalid_grant, no refresh token), 502
     * `upstream_failed` (refresh failed otherwise), 500 when new tokens could not be saved
     */
    refresh(connectionId: string, options: { pluginSlug: string; staleAccessToken?: string }): Promise<McpAccessToken> {
      const running = inFlight.get(connectionId);
      if (running) return running;
      const started = run(connectionId, options.pluginSlug, options.staleAccessToken).finally(() => inFlight.delete(connectionId));
      inFlight.set(connectionId, started);
      return started;
    },

    /**
     * Stores the tokens of a completed MCP grant on the connection of (developer, user, plugin) —
     * created when missing, the REST side untouched — with the client that obtained them.
     */
    async saveGrant(input: McpConnectionInput & { tokens: McpTokenSet; grant: McpGrantClient }): Promise<{ connectionId: string; accountLabel: string }> {
      const fields = {
        mcpAccessToken: cipher.encrypt(input.tokens.accessToken),
        mcpRefreshToken: input.tokens.refreshToken ? cipher.encrypt(input.tokens.refreshToken) : null,
        mcpTokenExpiresAt: input.tokens.expiresAt,
        mcpClientCredentials: cipher.encryptJson(input.grant),
        mcpStatus: "active",
      };
      return save(input, fields);
    },

    /** Marks an open (no OAuth) MCP server as connected for the user: a connection without MCP tokens. */
    async saveOpen(input: McpConnectionInput): Promise<{ connectionId: string; accountLabel: string }> {
      return save(input, { mcpStatus: "active" });
    },
  };

  /** Upserts the MCP side with its lifecycle event (`connection.created`/`.updated`) in one transaction. */
  async function save(input: McpConnectionInput, fields: ConnectionWrite["create"] & ConnectionWrite["update"]): Promise<{ connectionId: string; accountLabel: string }> {
    const { developerId, userId, pluginId, requestId } = input;
    const saved = await upsertConnection(prisma, input, { create: fields, update: fields }, async (tx, { id, created, accountLabel }) => {
      await deps.lifecycle?.connectionSaved(tx, { developerId, userId, pluginId, accountLabel, requestId, connectionId: id, created, authMethod: "mcp" });
    });
    publish(input);
    return { connectionId: saved.id, accountLabel: saved.accountLabel };
  }
}

/** Whose MCP connection is stored, and the connection request of the flow (if any). */
export interface McpConnectionInput {
  developerId: string;
  userId: string;
  pluginId: string;
  /** The account to store the tokens on (`"default"` when absent). */
  accountLabel?: string | undefined;
  requestId?: string | undefined;
}

/** The MCP token store's interface. */
export type McpTokenStore = ReturnType<typeof createMcpTokenStore>;
