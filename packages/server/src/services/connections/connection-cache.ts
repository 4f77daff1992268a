import type { AccountChoice } from "@plugboard/core";
import type { PlugboardContext } from "../../context.js";
import { ServiceError } from "../../errors/service-error.js";
import { ExpiringCache } from "../../infra/expiring-cache.js";
import type { InvalidationBus } from "../../infra/invalidation-bus.js";
import { connectionKey, type ConnectionSnapshot } from "../../sources/tool-source.js";
import { createConnectionStore } from "./connection-store.js";

/**
 * The account a call uses among a user's accounts at one plugin (oldest first): the one with
 * `connectionId`, else the one labelled `accountLabel`, else the default one (the oldest when none is
 * marked). Null when the user has no account of that label (or none at all).
 *
 * @throws {ServiceError} 404 when `connectionId` names none of these accounts (another user's, another
 * plugin's, another developer's or an unknown connection)
 */
export function chooseAccount(accounts: readonly ConnectionSnapshot[], choice: AccountChoice): ConnectionSnapshot | null {
  if (choice.connectionId !== undefined) {
    const found = accounts.find((account) => account.id === choice.connectionId);
    if (!found) throw new ServiceError("not_found", `No connection "${choice.connectionId}" of this user to the tool's plugin`);
    return found;
  }
  if (choice.accountLabel !== undefined) return accounts.find((account) => account.accountLabel === choice.accountLabel) ?? null;
  return accounts.find((account) => account.isDefault) ?? accounts[0] ?? null;
}

/**
 * The stored connections execution and live tool listing read — both sides, secrets still encrypted —
 * through a per-instance cache holding every account of a (developer, user, plugin) pair (30 s TTL as a
 * safety net) that the invalidation bus clears on every `connection` event, here and on other
 * instances. A warm call costs no database round trip whichever account it chooses, and a disconnect,
 * new tokens, a new default or a refresh elsewhere are seen at once.
 */
export function createConnectionCache(context: Pick<PlugboardContext, "prisma">, deps: { bus: InvalidationBus }) {
  const store = createConnectionStore(context);
  const cache = new ExpiringCache<ConnectionSnapshot[]>({ ttlMs: 30_000, max: 50_000 });
  deps.bus.subscribe((event) => {
    if (event.kind === "connection") cache.delete(connectionKey(event.developerId, event.userId, event.pluginId));
    else if (event.kind === "all") cache.clear();
  });

  /** Every account of the user at the plugin, oldest first. */
  function accounts(developerId: string, userId: string, pluginId: string): Promise<ConnectionSnapshot[]> {
    return cache.getOrLoad(connectionKey(developerId, userId, pluginId), () => store.snapshots({ developerId, userId, pluginId }));
  }

  return {
    accounts,

    /**
     * The account of the user at the plugin that `choice` names ({@link chooseAccount}): by id, by
     * label, or the default one; null when there is none.
     *
     * @throws {ServiceError} 404 when `choice.connectionId` is not one of these accounts
     */
    async get(developerId: string, userId: string, pluginId: string, choice: AccountChoice = {}): Promise<ConnectionSnapshot | null> {
      return chooseAccount(await accounts(developerId, userId, pluginId), choice);
    },
  };
}

/** The connection cache's interface. */
export type ConnectionCache = ReturnType<typeof createConnectionCache>;
