import { SYSTEM_ORIGIN, type AuditLog } from "../audit/audit-log.js";
import type { PlugboardContext } from "../../context.js";
import { reauthorizationRequired } from "../../errors/connection-errors.js";
import { ServiceError } from "../../errors/service-error.js";
import type { InvalidationBus } from "../../infra/invalidation-bus.js";
import { traceRefresh } from "../../infra/telemetry/trace-refresh.js";
import { isUuid } from "../../store/is-uuid.js";
import { isExpiring, type ConnectionSnapshot } from "../../sources/tool-source.js";
import type { LifecycleEvents } from "../webhooks/lifecycle-events.js";
import type { UsableCredential } from "../../sources/credential-access.js";
import type { CredentialHolder, CredentialProtocol, CredentialSource } from "./credential-protocol.js";
import { credentialTransaction, lockCredential, markNeedsReauth, openSecrets, writeRefreshed } from "./credential-store.js";

/** A usable credential set in clear (memory only) and when it expires. */
export interface FreshCredential {
  values: Readonly<Record<string, string>>;
  expiresAt: Date | null;
}

// Longer than a token request can take (15 s): a waiting instance must outlive the one holding the lock.
const TRANSACTION_TIMEOUT_MS = 60_000;
const TRANSACTION_MAX_WAIT_MS = 20_000;

type Outcome = { fresh: FreshCredential; changed: CredentialHolder | null } | { error: ServiceError; changed: CredentialHolder | null };

const gone = (source: CredentialSource) =>
  new ServiceError("connection_required", `The connection no longer exists or holds no ${source === "mcp" ? "MCP " : ""}credential; connect the user again`);

/**
 * One lifecycle for a connection's credentials, whatever their source (a REST auth method or an MCP
 * server's OAuth grant): read and decrypt them, decide whether they expired, refresh them single
 * flight, store the refreshed set, mark `needs_reauth` when the grant is refused. Only how a refresh
 * request is made differs per source: a {@link CredentialProtocol} each.
 *
 * Single flight: in one process concurrent callers for one credential share one promise; across
 * instances on one PostgreSQL the refresh runs in a transaction holding `SELECT … FOR UPDATE` on the
 * connection row, and whoever gets the lock second re-checks freshness and returns what the first one
 * stored — the provider sees one request and a rotated refresh token is never used twice. The old
 * refresh token is kept when the provider sends none; every write bumps `version` and publishes a
 * `connection` invalidation (caches and warm MCP sessions of every instance drop their copy).
 *
 * One error contract for both sources (`refresh` throws it; `usable` hands it back beside the old
 * values, for the source to answer only when the upstream refuses them):
 * - the grant refused (`invalid_grant`, or a credential already `needs_reauth`, or nothing to renew it
 *   with): 409 `reauthorization_required` naming the plugin and account (the pipeline adds a connect
 *   link); `invalid_grant` marks the credential `needs_reauth` and records `connection.needs_reauth`;
 * - any other failure (the provider answered an error, could not be reached, new tokens could not be
 *   stored): 502 `upstream_failed` with the reason.
 * On embedded PGlite the transaction serialises all database access while the provider answers,
 * which is acceptable for a single-process development database.
 */
export function createCredentialLifecycle(
  context: Pick<PlugboardContext, "logger" | "prisma" | "cipher">,
  deps: {
    bus: InvalidationBus;
    protocols: readonly CredentialProtocol[];
    lifecycle?: Pick<LifecycleEvents, "needsReauth">;
    /** Records `connection.needs_reauth` (actor `system`) in the transaction that marks it. */
    audit?: Pick<AuditLog, "record">;
    now?: () => number;
  },
) {
  const now = deps.now ?? Date.now;
  const { cipher, logger } = context;
  const protocols = new Map(deps.protocols.map((protocol) => [protocol.source, protocol]));
  const inFlight = new Map<string, Promise<FreshCredential>>();
  /** Decrypted values per cached snapshot: they live as long as the snapshot (WeakMap), so a warm call skips AES-GCM. */
  const decrypted = new WeakMap<ConnectionSnapshot, Map<CredentialSource, Readonly<Record<string, string>>>>();

  function protocolOf(source: CredentialSource): CredentialProtocol {
    const protocol = protocols.get(source);
    if (!protocol) throw new TypeError(`the credential lifecycle was built without a ${source} protocol`);
    return protocol;
  }

  async function refreshLocked(connectionId: string, source: CredentialSource, stale: string | undefined, progress: { obtained: boolean }): Promise<Outcome> {
    return credentialTransaction(
      context,
      async (tx) => {
        const locked = await lockCredential(tx, cipher, connectionId, source);
        if (!locked) return { error: gone(source), changed: null };
        const { holder, stored } = locked;
        const refuse = (reason: string): ServiceError => reauthorizationRequired(holder.userId, holder.pluginSlug, source, reason, holder.accountLabel);
        if (stored.status === "needs_reauth") return { error: refuse("The authorization was refused earlier"), changed: null };
        // Someone (maybe another instance) refreshed while we waited, or the token is fresh after all.
        const current = { values: stored.values, expiresAt: stored.expiresAt };
        if (stale !== undefined ? stored.values.access_token !== stale : !isExpiring(stored.expiresAt, now())) return { fresh: current, changed: null };
        const answer = await protocolOf(source).requestRefresh({ holder, stored, tx });
        if (!answer.ok) {
          if (answer.refused === "no_grant") return { error: refuse(answer.reason), changed: null };
          if (answer.refused !== "invalid_grant") return { error: new ServiceError("upstream_failed", answer.reason), changed: null };
          await markNeedsReauth(tx, holder.connectionId, source);
          const authMethod = source === "mcp" ? ("mcp" as const) : holder.authMethodId ? { id: holder.authMethodId } : null;
          await deps.lifecycle?.needsReauth(tx, { ...holder, authMethod }, "invalid_grant");
          await deps.audit?.record(tx, SYSTEM_ORIGIN, {
            developerId: holder.developerId,
            action: "connection.needs_reauth",
            target: { type: "connection", id: holder.connectionId },
            details: { userId: holder.userId, source, reason: "invalid_grant" },
          });
          return { error: refuse(answer.reason), changed: holder };
        }
        progress.obtained = true;
        const fresh = { values: answer.values, expiresAt: answer.expiresAt };
        await writeRefreshed(tx, cipher, holder.connectionId, source, fresh);
        return { fresh, changed: holder };
      },
      { timeout: TRANSACTION_TIMEOUT_MS, maxWait: TRANSACTION_MAX_WAIT_MS },
    );
  }

  async function run(connectionId: string, source: CredentialSource, stale: string | undefined): Promise<FreshCredential> {
    if (!isUuid(connectionId)) throw gone(source);
    const progress = { obtained: false };
    let outcome: Outcome;
    try {
      outcome = await refreshLocked(connectionId, source, stale, progress);
    } catch (error) {
      // The transaction failed (lock wait, database, commit). Tokens the provider issued were not saved
      // and are never used: with rotation the old refresh token is spent, so the caller sees an error.
      logger.error("token refresh failed in the database", { connectionId, source, providerAnswered: progress.obtained, errorName: error instanceof Error ? error.name : "unknown" });
      throw new ServiceError("upstream_failed", progress.obtained ? "The refreshed tokens could not be saved" : "Token refresh failed: the connection could not be read", { cause: error });
    }
    if (outcome.changed) deps.bus.publish({ kind: "connection", developerId: outcome.changed.developerId, userId: outcome.changed.userId, pluginId: outcome.changed.pluginId });
    if ("error" in outcome) {
      logger.warn("token refresh failed", { connectionId, source, code: outcome.error.code, reason: outcome.error.message });
      throw outcome.error;
    }
    return outcome.fresh;
  }

  // Each refresh (not each caller joining one) is a `plugboard.token_refresh` span and counted.
  const traced = { rest: traceRefresh("rest", run, () => "ok"), mcp: traceRefresh("mcp", run, () => "ok") };

  /**
   * Refreshes one credential of a connection (single flight, see {@link createCredentialLifecycle}):
   * when it expired, or — with `staleAccessToken`, after the upstream refused that token with 401 —
   * unless the stored one already differs.
   *
   * @throws {ServiceError} 409 `reauthorization_required`, 409 `connection_required` (no such
   * credential), 502 `upstream_failed` with the reason
   */
  function refresh(connectionId: string, source: CredentialSource, options: { staleAccessToken?: string | undefined } = {}): Promise<FreshCredential> {
    const key = `${source}:${connectionId}`;
    const running = inFlight.get(key);
    if (running) return running;
    const started = traced[source](connectionId, source, options.staleAccessToken).finally(() => inFlight.delete(key));
    inFlight.set(key, started);
    return started;
  }

  return {
    refresh,

    /**
     * The credential values of `source` a call sends for a cached connection: decrypted once per
     * snapshot, and refreshed first when they expire (within the skew) and `renewable` says they can be
     * renewed (default: a refresh token is stored). `values` is `{}` when the connection holds no such
     * credential.
     *
     * A refresh that fails does not stop the call; the request continues with the old token:
     * `values` are then the old ones and `refreshFailure` the error to answer if the upstream refuses
     * them — 409 `reauthorization_required` for a refused grant, 502 `upstream_failed` otherwise. A
     * credential already `needs_reauth` is sent as stored without asking the provider again.
     *
     * @throws {ServiceError} 409 `connection_required` when the connection is gone meanwhile
     */
    async usable(
      connection: ConnectionSnapshot,
      source: CredentialSource,
      options: { renewable?: (values: Readonly<Record<string, string>>) => boolean } = {},
    ): Promise<UsableCredential> {
      const credential = connection.credentials[source];
      if (!credential) return { values: {}, refreshFailure: null };
      let bySource = decrypted.get(connection);
      if (!bySource) decrypted.set(connection, (bySource = new Map()));
      let values = bySource.get(source);
      if (!values) bySource.set(source, (values = Object.freeze(openSecrets(cipher, credential.secrets))));
      if (credential.status === "needs_reauth" || !isExpiring(credential.expiresAt, now())) return { values, refreshFailure: null };
      const renewable = options.renewable ? options.renewable(values) : values.refresh_token !== undefined;
      if (!renewable) return { values, refreshFailure: null };
      try {
        return { values: (await refresh(connection.id, source)).values, refreshFailure: null };
      } catch (error) {
        if (!ServiceError.isInstance(error) || error.code === "connection_required") throw error;
        return { values, refreshFailure: error };
      }
    },
  };
}

/** The credential lifecycle's interface. */
export type CredentialLifecycle = ReturnType<typeof createCredentialLifecycle>;
