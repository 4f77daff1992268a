import type { ConnectionRequest } from "@plugboard/core";
import type { PlugboardContext } from "../../context.js";
import type { Prisma } from "../../generated/prisma/client.js";
import { createConnectionRequestStore, type ConnectionRequestRow, type ConnectionRequestSettlement } from "./connection-request-store.js";
import { ServiceError } from "../../errors/service-error.js";
import type { InvalidationBus } from "../../infra/invalidation-bus.js";
import { longPoll } from "../../infra/long-poll.js";
import { isUuid } from "../../store/is-uuid.js";

const NOT_FOUND = "No connection request with this id";
// Requests are kept a week past their expiry (apps may read them late), then removed, at most hourly.
const RETENTION_MS = 7 * 24 * 3600_000;
const PRUNE_EVERY_MS = 3600_000;

/** How a flow ended, for {@link ConnectionRequestService.settle}. */
export type ConnectionRequestOutcome = ConnectionRequestSettlement;

/**
 * Connection requests (`POST /api/v1/connections/initiate` → `connectionRequestId`, `GET
 * /api/v1/connections/requests/{id}`): one row per connect link handed out, settled `connected` or
 * `failed` in the same transaction as the connection change, `expired` once its link ran out while
 * still pending. Waiters (`waitSeconds`) are woken through the invalidation bus — on this instance at
 * once, on the others by PostgreSQL NOTIFY — by the `connection-request` event of a settle, by a
 * `connection` event for the same user and plugin, or by `all` after a LISTEN reconnect (then they re-read).
 */
export function createConnectionRequestService(context: Pick<PlugboardContext, "prisma">, deps: { bus: InvalidationBus; now?: () => number }) {
  const now = deps.now ?? Date.now;
  const store = createConnectionRequestStore(context);
  let prunedAt = 0;

  const view = (row: ConnectionRequestRow): ConnectionRequest => {
    const status = row.status === "pending" && row.expiresAt.getTime() <= now() ? "expired" : row.status;
    return {
      id: row.id,
      status,
      userId: row.userId,
      plugin: row.plugin.slug,
      accountLabel: row.accountLabel,
      ...(row.connectionId && status === "connected" ? { connectionId: row.connectionId } : {}),
      ...(row.error && status === "failed" ? { error: row.error } : {}),
      expiresAt: row.expiresAt.toISOString(),
    };
  };

  const read = store.find;

  return {
    /**
     * Records a new pending request for a connect link of the account `accountLabel` (`"default"` when
     * absent) that stays valid `ttlMs` (and prunes old ones, hourly).
     */
    async create(input: { developerId: string; userId: string; pluginId: string; accountLabel?: string | undefined; ttlMs: number }): Promise<{ id: string; expiresAt: Date }> {
      if (now() - prunedAt >= PRUNE_EVERY_MS) {
        prunedAt = now();
        await store.deleteExpiredBefore(new Date(now() - RETENTION_MS));
      }
      return store.insert({
        developerId: input.developerId,
        userId: input.userId,
        pluginId: input.pluginId,
        accountLabel: input.accountLabel,
        expiresAt: new Date(now() + input.ttlMs),
      });
    },

    /**
     * Settles a pending request inside the caller's transaction (a request that already ended is left
     * as it is). Call {@link notify} after the commit, unless a `connection` invalidation for the same
     * user and plugin is published anyway.
     */
    async settle(tx: Prisma.TransactionClient, requestId: string | undefined, outcome: ConnectionRequestOutcome): Promise<void> {
      if (!isUuid(requestId)) return;
      await store.settlePending(tx, requestId, outcome.status === "connected" ? outcome : { status: "failed", error: outcome.error.slice(0, 500) });
    },

    /**
     * An account (developer, user, plugin, label) was saved: every pending, unexpired request for that
     * user, plugin and account is now `connected` (whichever link the user finished), and so is the
     * flow's own request, inside the caller's transaction. Waiters wake on the `connection`
     * invalidation the save publishes.
     */
    async settleConnected(
      tx: Prisma.TransactionClient,
      key: { developerId: string; userId: string; pluginId: string; accountLabel: string; connectionId: string; requestId?: string | undefined },
    ): Promise<void> {
      await store.settleConnectedAccount(tx, { ...key, requestId: isUuid(key.requestId) ? key.requestId : undefined, now: new Date(now()) });
    },

    /** Wakes the waiters of a request on every instance. */
    notify(requestId: string | undefined): void {
      if (requestId) deps.bus.publish({ kind: "connection-request", requestId });
    },

    /**
     * The developer's request; with `waitSeconds`, holds the answer until the status leaves
     * `pending`, the time is up, or `signal` aborts (the client went away).
     *
     * @throws {ServiceError} 404 when the id is unknown or belongs to another developer
     */
    async get(developerId: string, id: string, options: { waitSeconds?: number | undefined; signal?: AbortSignal } = {}): Promise<ConnectionRequest> {
      if (!isUuid(id)) throw new ServiceError("not_found", NOT_FOUND);
      let row = await read(developerId, id);
      if (!row) throw new ServiceError("not_found", NOT_FOUND);
      if (!options.waitSeconds || view(row).status !== "pending") return view(row);
      const found = row;
      const deadline = Math.min(now() + options.waitSeconds * 1000, found.expiresAt.getTime() + 1);
      let latest = found;
      const settled = await longPoll({
        bus: deps.bus,
        initial: found,
        // A row gone meanwhile (expired and swept) answers as last read.
        read: async () => (latest = (await read(developerId, id)) ?? latest),
        settled: (current) => view(current).status !== "pending",
        // The request itself settled, or the pair it waits on got a connection (this or another instance).
        concerns: (event) =>
          (event.kind === "connection-request" && event.requestId === id) ||
          (event.kind === "connection" && event.developerId === found.developerId && event.userId === found.userId && event.pluginId === found.pluginId),
        deadline,
        signal: options.signal,
        now,
      });
      return view(settled);
    },
  };
}

/** The connection request service's interface. */
export type ConnectionRequestService = ReturnType<typeof createConnectionRequestService>;
