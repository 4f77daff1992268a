import { DEFAULT_ACCOUNT_LABEL } from "@plugboard/core";
import type { PlugboardContext } from "../../context.js";
import { isUuid } from "../../store/is-uuid.js";
import { createConnectionStore, type ConnectionPair, type TargetAccountRow } from "./connection-store.js";
import { noSuchAccount, type AccountTarget } from "./upsert-connection.js";

/** The account a connect flow will store on, as {@link accountToConnect} reads it before the flow starts. */
export interface AccountToConnect {
  /** The label the account will have once the flow completes. */
  accountLabel: string;
  /** The existing account the flow updates, or null when it adds one. */
  existing: TargetAccountRow | null;
  /** Whether the existing account is connected: it has a credential and none needs authorizing again. */
  active: boolean;
}

/**
 * Reads, before a connect flow starts (initiate, a connect link), which account it will store on by
 * the rule `upsertConnection` applies when it completes (see {@link AccountTarget}), so the flow's
 * answer and its connection request name the right label, and an agent's link can be refused for an
 * account that is already connected.
 *
 * @throws {ServiceError} 404 when `connectionId` is not one of the user's accounts at the plugin
 */
export async function accountToConnect(context: Pick<PlugboardContext, "prisma">, pair: ConnectionPair, target: AccountTarget): Promise<AccountToConnect> {
  if (target.connectionId !== undefined && !isUuid(target.connectionId)) throw noSuchAccount();
  const existing = await createConnectionStore(context).targetAccount(pair, target);
  if (!existing && target.connectionId !== undefined) throw noSuchAccount();
  return {
    accountLabel: target.accountLabel ?? existing?.accountLabel ?? DEFAULT_ACCOUNT_LABEL,
    existing,
    active: existing !== null && existing.credentials.length > 0 && existing.credentials.every((credential) => credential.status === "active"),
  };
}
