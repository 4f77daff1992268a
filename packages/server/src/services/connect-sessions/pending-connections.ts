import type { StatePayload } from "@plugboard/core/crypto";
import type { PrismaClient } from "../../generated/prisma/client.js";

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
  /** The account the flow connects (`"default"` when absent). */
  accountLabel?: string | undefined;
}

/**
 * Records the start of an OAuth flow (REST or MCP), expiring in {@link PENDING_CONNECTION_TTL_MS}; abandoned
 * flows that expired are removed on the way (indexed on `expiresAt`).
 *
 * @example
 * await createPendingConnection(prisma, { nonce, developerId, userId, pluginId, authMethodId, isMcp: false, redirectUrl }, Date.now());
 */
export async function createPendingConnection(prisma: PrismaClient, input: PendingConnectionInput, now: number): Promise<void> {
  await prisma.pendingConnection.deleteMany({ where: { expiresAt: { lt: new Date(now) } } });
  const { accountLabel, connectionConfig, ...fields } = input;
  await prisma.pendingConnection.create({
    data: {
      ...fields,
      ...(accountLabel !== undefined ? { accountLabel } : {}),
      ...(connectionConfig ? { connectionConfig } : {}),
      expiresAt: new Date(now + PENDING_CONNECTION_TTL_MS),
    },
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
}

/**
 * Consumes the pending connection of an OAuth flow exactly once: the row whose nonce is the state's is
 * deleted with `deleteMany(where nonce and expiresAt > now)`, which only one caller can win — a replayed
 * or concurrent second callback, or one after the 10-minute expiry, gets null and must not touch the
 * connection. The row must also agree with the sealed state (developer, user, plugin, method, MCP flag).
 * An expired row is removed as well.
 *
 * @example
 * const pending = await consumePendingConnection(context.prisma, state, new Date());
 * if (!pending) return fail("The authorization request has expired or was already used");
 */
export async function consumePendingConnection(
  prisma: PrismaClient,
  state: StatePayload,
  now: Date,
): Promise<ConsumedPendingConnection | null> {
  const row = await prisma.pendingConnection.findUnique({ where: { nonce: state.nonce } });
  if (!row) return null;
  const { count } = await prisma.pendingConnection.deleteMany({ where: { nonce: state.nonce, expiresAt: { gt: now } } });
  if (count === 0) {
    await prisma.pendingConnection.deleteMany({ where: { nonce: state.nonce } });
    return null;
  }
  const matches =
    row.developerId === state.developerId &&
    row.userId === state.userId &&
    row.pluginId === state.pluginId &&
    row.authMethodId === state.authMethodId &&
    row.isMcp === state.isMcp;
  const connectionConfig = (row.connectionConfig as Record<string, string> | null) ?? null;
  return matches ? { id: row.id, clientCredentials: row.clientCredentials, connectLinkId: row.connectLinkId, accountLabel: row.accountLabel, connectionConfig } : null;
}

/**
 * Removes the pending record of a flow that ended without a code (provider error, expired state);
 * returns the account label it was for, when the record was still there.
 */
export async function discardPendingConnection(prisma: PrismaClient, nonce: string): Promise<string | undefined> {
  const row = await prisma.pendingConnection.findUnique({ where: { nonce }, select: { accountLabel: true } });
  await prisma.pendingConnection.deleteMany({ where: { nonce } });
  return row?.accountLabel;
}
