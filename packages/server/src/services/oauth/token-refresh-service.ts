import { refreshGrantFor, UrlTemplateError } from "@plugboard/core/server";
import type { PlugboardContext } from "../../context.js";
import { isUuid } from "../../store/is-uuid.js";
import type { InvalidationBus } from "../../infra/invalidation-bus.js";
import { isExpiring } from "../../sources/tool-source.js";
import { connectionTokenRequest, tokenParseOptions, tokenValues } from "./connection-token-request.js";
import { openOAuthClient } from "./oauth-client.js";
import { sendTokenRequest } from "./send-token-request.js";
import type { LifecycleEvents } from "../webhooks/lifecycle-events.js";

/** Result of {@link TokenRefreshService.refreshRestCredentials}. */
export type RefreshResult =
  | { ok: true; values: Record<string, string>; expiresAt: Date | null }
  /** `values` are the stored (old) credentials, so execution can continue with them; `{}` if unreadable. */
  | { ok: false; error: string; reauth: boolean; values: Record<string, string> };

// Longer than the token request timeout (15 s): a waiting instance must outlive the one holding the lock.
const TRANSACTION_TIMEOUT_MS = 60_000;
const TRANSACTION_MAX_WAIT_MS = 20_000;

interface LockedRow {
  id: string;
  developerId: string;
  userId: string;
  pluginId: string;
  accountLabel: string;
  authMethodId: string | null;
  credentials: string | null;
  credentialsExpiresAt: Date | null;
  status: string;
  connectionConfig: Record<string, string> | null;
}

type Outcome = { result: RefreshResult; changed: LockedRow | null };

/**
 * Refreshes expired REST OAuth access tokens with `grant_type=refresh_token` (before an
 * execution uses an expired one), single flight:
 *
 * - in one process, concurrent callers for one connection share one promise (one transaction);
 * - across instances on one PostgreSQL, the refresh runs in a transaction holding
 *   `SELECT … FOR UPDATE` on the connection row; whoever gets the lock second re-checks freshness and
 *   returns the tokens the first one stored, so the provider sees one request and a rotated refresh
 *   token is never used twice.
 *
 * New tokens are stored encrypted (the old refresh token is kept when the provider sends none), the
 * `version` is bumped and a `connection` invalidation is published. `invalid_grant` marks the
 * connection `needs_reauth`. Failures return `ok: false` with the old values; they never throw.
 * On embedded PGlite the transaction serialises all database access while the provider answers,
 * which is acceptable for a single-process development database.
 */
export function createTokenRefreshService(
  context: PlugboardContext,
  deps: { bus: InvalidationBus; lifecycle?: Pick<LifecycleEvents, "needsReauth">; now?: () => number },
) {
  const now = deps.now ?? Date.now;
  const { prisma, cipher, logger } = context;
  const inFlight = new Map<string, Promise<RefreshResult>>();

  const decrypt = (stored: string | null): Record<string, string> => (stored ? cipher.decryptJson<Record<string, string>>(stored) : {});

  async function refreshLocked(connectionId: string, progress: { obtained: boolean }): Promise<Outcome> {
    return prisma.$transaction(
      async (tx) => {
        const rows = await tx.$queryRaw<LockedRow[]>`
          SELECT id, "developerId", "userId", "pluginId", "accountLabel", "authMethodId", credentials, "credentialsExpiresAt", status, "connectionConfig"
          FROM "Connection" WHERE id = ${connectionId}::uuid FOR UPDATE`;
        const row = rows[0];
        if (!row) return { result: { ok: false, error: "The connection no longer exists", reauth: false, values: {} }, changed: null };
        const values = decrypt(row.credentials);
        const fail = (error: string, reauth = false): Outcome => ({ result: { ok: false, error, reauth, values }, changed: null });
        const expiresAt = row.credentialsExpiresAt ? new Date(row.credentialsExpiresAt) : null;
        if (row.status === "needs_reauth") return fail("The connection must be authorized again", true);
        // Another caller (maybe another instance) refreshed while we waited for the lock.
        if (expiresAt && !isExpiring(expiresAt, now())) return { result: { ok: true, values, expiresAt }, changed: null };
        // Only an approved plugin's settings: a token_url changed by an edit waits for review like the rest.
        const method = row.authMethodId
          ? await tx.authMethod.findFirst({
              where: { id: row.authMethodId, plugin: { reviewStatus: "approved", status: "active" } },
              select: { type: true, config: true },
            })
          : null;
        if (row.authMethodId && !method) return fail("The plugin is not approved (or its auth method is gone): its OAuth settings are not used");
        if (method?.type !== "oauth2") return fail("The connection does not use an oauth2 auth method");
        let client: ReturnType<typeof openOAuthClient>;
        try {
          client = openOAuthClient(cipher, method.config);
        } catch {
          return fail("The plugin's OAuth client is misconfigured");
        }
        // A refresh token, or the client's own credentials for a client_credentials method (core decides).
        const grant = refreshGrantFor(client.config, values);
        if (!grant) return fail("The connection has no refresh token");
        let request;
        try {
          request = connectionTokenRequest(client, grant, typeof row.connectionConfig === "string" ? JSON.parse(row.connectionConfig) : row.connectionConfig);
        } catch (error) {
          if (!UrlTemplateError.isInstance(error)) throw error;
          return fail(`The token URL cannot be built: ${error.message}`);
        }
        const response = await sendTokenRequest(context.fetch, request, { now, parse: tokenParseOptions(client, "refresh") });
        if (!response.ok) {
          if (response.error !== "invalid_grant") return fail(`Token refresh failed: ${response.error}`);
          await tx.connection.update({ where: { id: row.id }, data: { status: "needs_reauth", version: { increment: 1 } } });
          const subject = { connectionId: row.id, developerId: row.developerId, userId: row.userId, pluginId: row.pluginId, accountLabel: row.accountLabel, authMethod: row.authMethodId ? { id: row.authMethodId } : null };
          await deps.lifecycle?.needsReauth(tx, subject, "invalid_grant");
          return { ...fail("The refresh token was refused (invalid_grant): the user must connect again", true), changed: row };
        }
        progress.obtained = true;
        const fresh = tokenValues(response, values);
        const freshExpiresAt = response.expiresAt ?? null;
        await tx.connection.update({
          where: { id: row.id },
          data: { credentials: cipher.encryptJson(fresh), credentialsExpiresAt: freshExpiresAt, status: "active", version: { increment: 1 } },
        });
        return { result: { ok: true, values: fresh, expiresAt: freshExpiresAt }, changed: row };
      },
      { timeout: TRANSACTION_TIMEOUT_MS, maxWait: TRANSACTION_MAX_WAIT_MS },
    );
  }

  async function fallbackValues(connectionId: string): Promise<Record<string, string>> {
    try {
      const row = await prisma.connection.findUnique({ where: { id: connectionId }, select: { credentials: true } });
      return decrypt(row?.credentials ?? null);
    } catch {
      return {};
    }
  }

  async function run(connectionId: string): Promise<RefreshResult> {
    if (!isUuid(connectionId)) return { ok: false, error: "No connection with this id", reauth: false, values: {} };
    const progress = { obtained: false };
    let outcome: Outcome;
    try {
      outcome = await refreshLocked(connectionId, progress);
    } catch (error) {
      // The transaction failed (lock wait, database, commit). Tokens the provider issued were not saved:
      // report it, never pretend success with tokens that are not stored.
      const message = progress.obtained ? "The refreshed tokens could not be saved" : "Token refresh failed: the connection could not be read";
      logger.error("token refresh failed in the database", { connectionId, providerAnswered: progress.obtained, errorName: error instanceof Error ? error.name : "unknown" });
      return { ok: false, error: message, reauth: false, values: await fallbackValues(connectionId) };
    }
    const { result, changed } = outcome;
    if (changed) deps.bus.publish({ kind: "connection", developerId: changed.developerId, userId: changed.userId, pluginId: changed.pluginId });
    if (!result.ok) logger.warn("token refresh failed", { connectionId, reauth: result.reauth, reason: result.error });
    return result;
  }

  return {
    /**
     * Refreshes the REST OAuth tokens of a connection whose access token expired (or is about to).
     * Concurrent calls for one connection share one refresh; see {@link createTokenRefreshService}.
     */
    refreshRestCredentials(connectionId: string): Promise<RefreshResult> {
      const running = inFlight.get(connectionId);
      if (running) return running;
      const started = run(connectionId).finally(() => inFlight.delete(connectionId));
      inFlight.set(connectionId, started);
      return started;
    },
  };
}

/** The token refresh service's interface. */
export type TokenRefreshService = ReturnType<typeof createTokenRefreshService>;
