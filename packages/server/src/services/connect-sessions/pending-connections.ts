import type { StatePayload } from "@plugboard/core/crypto";
import type { PlugboardContext } from "../../context.js";
import { accountTargetOf, type AccountTarget } from "../connections/upsert-connection.js";
import { createConnectSessionStore } from "./connect-session-store.js";

/** A pending OAuth flow lives 10 minutes, like its state token: long enough to sign in, short for a leaked link. */
export const PENDING_CONNECTION_TTL_MS = 10 * 60_000;

/** What a pending record binds: the flow's nonce (also in the sealed state) and who connects to what. */
export interface PendingConnectionInput {
  nonce: string;
  developerId: string;
  userId: string;
  pluginId: string;
  /** The REST flow's oauth2 method; null for MCP flows. */
  authMethodId: string | null;
  isMcp: boolean;
  redirectUrl: string;
  /** MCP flows: the encrypted client identity chosen at initiate. */
  clientCredentials?: string;
  /** The hosted-page connect link that starts the flow, if one does: the callback marks it used. */
  connectLinkId?: string | null;
  /** REST flows: the checked `connection_config` values, stored on the connection by the callback. */
  connectionConfig?: Record<string, string> | null;
  /** The account the flow connects and whether it may add one (see `AccountTarget`). */
  account?: AccountTarget | undefined;
}

/**
 * Records the start of an OAuth flow (REST or MCP), expiring in {@link PENDING_CONNECTION_TTL_MS}; abandoned
 * flows that expired are removed on the way (indexed on `expiresAt`). Its statements, like those of the
 * functions below, are the connect session store's; callers hand it their context.
 *
 * @example
 * await createPendingConnection(context, { nonce, developerId, userId, pluginId, authMethodId, isMcp: false, redirectUrl }, Date.now());
 */
export async function createPendingConnection(context: Pick<PlugboardContext, "prisma">, input: PendingConnectionInput, now: number): Promise<void> {
  const store = createConnectSessionStore(context);
  await store.deletePendingExpiredBefore(new Date(now));
  const { account = {}, ...fields } = input;
  await store.insertPending({
    ...fields,
    accountLabel: account.accountLabel,
    targetConnectionId: account.connectionId,
    addAccount: account.addAccount,
    reauthorizeOnly: account.reauthorizeOnly,
    expiresAt: new Date(now + PENDING_CONNECTION_TTL_MS),
  });
}

/** The pending record of an OAuth flow, as consumed by its callback. */
export interface ConsumedPendingConnection {
  id: string;
  clientCredentials: string | null;
  /** The hosted-page connect link that started the flow, if one did; the callback marks it used. */
  connectLinkId: string | null;
  /** The `connection_config` values given when the flow started, or null. */
  connectionConfig: Record<string, string> | null;
  /** The account the flow connects. */
  accountLabel: string;
  /** The account the flow stores on, as its start named it (the label always set). */
  account: AccountTarget & { accountLabel: string };
}

/**
 * Consumes the pending connection of an OAuth flow exactly once: the row whose nonce is the state's is
 * deleted with `deleteMany(where nonce and expiresAt > now)`, which only one caller can win — a replayed
 * or concurrent second callback, or one after the 10-minute expiry, gets null and must not touch the
 * connection. The row must also agree with the sealed state (developer, user, plugin, method, MCP flag).
 * An expired row is removed as well.
 *
 * @example
 * const pending = await consumePendingConnection(context, state, new Date());
 * if (!pending) return fail("The authorization request has expired or was already used");
 */
export async function consumePendingConnection(
  context: Pick<PlugboardContext, "prisma">,
  state: StatePayload,
  now: Date,
): Promise<ConsumedPendingConnection | null> {
  const store = createConnectSessionStore(context);
  const row = await store.findPending(state.nonce);
  if (!row) return null;
  if (!(await store.deleteUnexpiredPending(state.nonce, now))) {
    await store.deletePending(state.nonce);
    return null;
  }
  const matches =
    row.developerId === state.developerId &&
    row.userId === state.userId &&
    row.pluginId === state.pluginId &&
    row.authMethodId === state.authMethodId &&
    row.isMcp === state.isMcp;
  if (!matches) return null;
  const account = {
    ...accountTargetOf({ connectionId: row.targetConnectionId ?? undefined, addAccount: row.addAccount, reauthorizeOnly: row.reauthorizeOnly }),
    accountLabel: row.accountLabel,
  };
  return { id: row.id, clientCredentials: row.clientCredentials, connectLinkId: row.connectLinkId, accountLabel: row.accountLabel, account, connectionConfig: row.connectionConfig };
}

/**
 * Removes the pending record of a flow that ended without a code (provider error, expired state);
 * returns the account label it was for, when the record was still there.
 */
export async function discardPendingConnection(context: Pick<PlugboardContext, "prisma">, nonce: string): Promise<string | undefined> {
  const store = createConnectSessionStore(context);
  const accountLabel = await store.pendingAccountLabel(nonce);
  await store.deletePending(nonce);
  return accountLabel;
}
