import { DEFAULT_ACCOUNT_LABEL } from "@plugboard/core";
import type { PlugboardContext } from "../../context.js";
import type { Prisma } from "../../generated/prisma/client.js";
import { ServiceError } from "../../errors/service-error.js";
import { isUuid } from "../../store/is-uuid.js";
import { uniqueViolationFields } from "../../store/unique-violation-fields.js";
import { labelTaken } from "./update-connection-account.js";
import { createConnectionStore, type ConnectionPair } from "./connection-store.js";

/**
 * Which of a user's accounts at a plugin a write stores on (issue 35: connecting again is an upsert): without
 * `addAccount`, account `connectionId` (404 when it is not the user's at that plugin), else the one
 * labelled `accountLabel`, else the default account, which takes `accountLabel` — a new account only
 * when the user has none there yet. With `addAccount`, the account labelled `accountLabel`, added when
 * missing.
 */
export interface AccountTarget {
  /** `"default"` for a new account when absent; the label the updated account takes when given. */
  accountLabel?: string | undefined;
  connectionId?: string | undefined;
  addAccount?: boolean | undefined;
  /**
   * A flow an agent could complete itself (a link handed to a model): it may add a missing account or
   * authorize again one whose credential needs it, never replace an active one (409 `already_connected`).
   */
  reauthorizeOnly?: boolean | undefined;
}

/** The {@link AccountTarget} members of `input` (none that is undefined), to hand a flow's target on. */
export function accountTargetOf(input: AccountTarget): AccountTarget {
  const { accountLabel, connectionId, addAccount, reauthorizeOnly } = input;
  return {
    ...(accountLabel !== undefined ? { accountLabel } : {}),
    ...(connectionId !== undefined ? { connectionId } : {}),
    ...(addAccount ? { addAccount: true } : {}),
    ...(reauthorizeOnly ? { reauthorizeOnly: true } : {}),
  };
}

/** The account of a user at a plugin a write targets: the pair and an {@link AccountTarget}. */
export interface ConnectionKey extends ConnectionPair, AccountTarget {}

type ConnectionUpdate = Omit<Prisma.ConnectionUncheckedUpdateInput, keyof ConnectionKey | "version" | "isDefault">;

/**
 * Columns written by {@link upsertConnection}: `create` for a new row, `update` for an existing one
 * (or a function of its id, for nested writes keyed by it, such as a credential).
 */
export interface ConnectionWrite {
  create: Omit<Prisma.ConnectionUncheckedCreateInput, keyof ConnectionPair | "accountLabel" | "isDefault">;
  update: ConnectionUpdate | ((connectionId: string) => ConnectionUpdate);
  /** The credential side the write stores (`rest`, `mcp`): what `reauthorizeOnly` must find inactive or missing. */
  side: "rest" | "mcp";
}

/** What {@link upsertConnection} stored: the connection id, whether the row is new, and the account it is. */
export interface SavedConnection {
  id: string;
  created: boolean;
  accountLabel: string;
  isDefault: boolean;
}

/**
 * Stores a write on the account {@link AccountTarget} names: updates it (bumping its `version`, which
 * per-instance caches compare; a given label renames it) or creates it. A user's first account of a
 * plugin becomes its default account; a later one does not. Runs under the pair's row lock; retried
 * once when a concurrent write wins the insert (same label, or a second "first" account: the partial
 * unique index `Connection_one_default_account` allows one default per pair), so the second write
 * updates the row, or adds a non-default account. Every path that stores credentials or tokens
 * writes through it. `onSaved` runs inside the same transaction (the lifecycle's webhook event and
 * connection request), so the change and what reports it commit together. Its queries are the
 * connection store's; callers outside this domain hand it their context.
 *
 * @throws {ServiceError} 404 when `connectionId` is not one of the user's accounts at the plugin; 409
 * `conflict` when the updated account would take a label another account has; 409
 * `already_connected` when `reauthorizeOnly` finds the account's credential of this side active
 *
 * @example
 * const { id, created } = await upsertConnection(context, { developerId, userId, pluginId, accountLabel: "work", addAccount: true }, { create: fields, update: fields, side: "rest" });
 */
export async function upsertConnection(
  context: Pick<PlugboardContext, "prisma">,
  key: ConnectionKey,
  write: ConnectionWrite,
  onSaved?: (tx: Prisma.TransactionClient, saved: SavedConnection) => Promise<void>,
): Promise<SavedConnection> {
  const store = createConnectionStore(context);
  const pair: ConnectionPair = { developerId: key.developerId, userId: key.userId, pluginId: key.pluginId };
  if (key.connectionId !== undefined && !isUuid(key.connectionId)) throw noSuchAccount();
  const run = () =>
    store.transaction(async (tx) => {
      await store.lockAccounts(tx, pair);
      const existing = await store.findTargetAccount(tx, pair, key);
      if (!existing && key.connectionId !== undefined) throw noSuchAccount();
      let row: { id: string; isDefault: boolean };
      let accountLabel: string;
      if (existing) {
        if (key.reauthorizeOnly && existing.credentials.some((credential) => credential.source === write.side && credential.status === "active")) {
          throw new ServiceError("already_connected", `The user's account "${existing.accountLabel}" at this plugin is connected; this link can only add a missing account or authorize again one that needs it`, { extra: { accountLabel: existing.accountLabel } });
        }
        accountLabel = key.accountLabel ?? existing.accountLabel;
        if (accountLabel !== existing.accountLabel && (await store.hasLabel(tx, pair, accountLabel))) throw labelTaken(accountLabel);
        const update = typeof write.update === "function" ? write.update(existing.id) : write.update;
        row = await store.updateAccount(tx, existing.id, accountLabel !== existing.accountLabel ? { ...update, accountLabel } : update);
      } else {
        accountLabel = key.accountLabel ?? DEFAULT_ACCOUNT_LABEL;
        const hasDefault = await store.hasDefault(tx, pair);
        row = await store.insertAccount(tx, { ...pair, accountLabel, isDefault: !hasDefault, ...write.create });
      }
      const saved = { id: row.id, created: !existing, accountLabel, isDefault: row.isDefault };
      await onSaved?.(tx, saved);
      return saved;
    });
  try {
    return await run();
  } catch (error) {
    if (!uniqueViolationFields(error)) throw error;
    return run();
  }
}

/** The 404 of a write naming a `connectionId` that is not one of the user's accounts at the plugin. */
export function noSuchAccount(): ServiceError {
  return new ServiceError("not_found", "No connection with this connectionId for this user and plugin");
}
