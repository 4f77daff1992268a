import type { PlugboardContext } from "../../context.js";

/** A pending OAuth flow as stored (`PendingConnection`). */
export interface PendingConnectionRow {
  id: string;
  developerId: string;
  userId: string;
  pluginId: string;
  authMethodId: string | null;
  isMcp: boolean;
  accountLabel: string;
  targetConnectionId: string | null;
  addAccount: boolean;
  reauthorizeOnly: boolean;
  clientCredentials: string | null;
  connectLinkId: string | null;
  connectionConfig: Record<string, string> | null;
}

/** A pending OAuth flow to store; `accountLabel` absent keeps the column default (`default`). */
export interface NewPendingConnection {
  nonce: string;
  developerId: string;
  userId: string;
  pluginId: string;
  authMethodId: string | null;
  isMcp: boolean;
  redirectUrl: string;
  clientCredentials?: string | undefined;
  connectLinkId?: string | null | undefined;
  connectionConfig?: Record<string, string> | null | undefined;
  accountLabel?: string | undefined;
  targetConnectionId?: string | undefined;
  addAccount?: boolean | undefined;
  reauthorizeOnly?: boolean | undefined;
  expiresAt: Date;
}

/**
 * The connect sessions' one way to the database: the pending records of OAuth flows
 * (`PendingConnection`) and the hosted-page connect links already used (`UsedConnectLink`). The
 * single-use guarantees rest on these statements: a conditional `deleteMany` only one caller wins, and
 * an `INSERT … ON CONFLICT DO NOTHING` only one caller wins.
 */
export function createConnectSessionStore({ prisma }: Pick<PlugboardContext, "prisma">) {
  return {
    /** Removes the used-link rows that expired before `now`. */
    async deleteUsedLinksExpiredBefore(now: Date): Promise<void> {
      await prisma.usedConnectLink.deleteMany({ where: { expiresAt: { lt: now } } });
    },

    /** Records link `linkId` used (`ON CONFLICT DO NOTHING`); true for the one caller whose row went in. */
    async insertUsedLink(link: { linkId: string; usedAt: Date; expiresAt: Date }): Promise<boolean> {
      const { count } = await prisma.usedConnectLink.createMany({ data: [link], skipDuplicates: true });
      return count === 1;
    },

    /** Forgets that link `linkId` was used. */
    async deleteUsedLink(linkId: string): Promise<void> {
      await prisma.usedConnectLink.deleteMany({ where: { linkId } });
    },

    /** Whether link `linkId` is recorded used. */
    async isLinkUsed(linkId: string): Promise<boolean> {
      return (await prisma.usedConnectLink.count({ where: { linkId } })) > 0;
    },

    /** Removes the pending flows that expired before `now`. */
    async deletePendingExpiredBefore(now: Date): Promise<void> {
      await prisma.pendingConnection.deleteMany({ where: { expiresAt: { lt: now } } });
    },

    /** Stores a pending flow. */
    async insertPending(input: NewPendingConnection): Promise<void> {
      const { accountLabel, connectionConfig, ...fields } = input;
      await prisma.pendingConnection.create({
        data: { ...fields, ...(accountLabel !== undefined ? { accountLabel } : {}), ...(connectionConfig ? { connectionConfig } : {}) },
      });
    },

    /** The pending flow of `nonce`, or null. */
    async findPending(nonce: string): Promise<PendingConnectionRow | null> {
      const row = await prisma.pendingConnection.findUnique({
        where: { nonce },
        select: { id: true, developerId: true, userId: true, pluginId: true, authMethodId: true, isMcp: true, accountLabel: true, targetConnectionId: true, addAccount: true, reauthorizeOnly: true, clientCredentials: true, connectLinkId: true, connectionConfig: true },
      });
      return row && { ...row, connectionConfig: (row.connectionConfig as Record<string, string> | null) ?? null };
    },

    /** Deletes the pending flow of `nonce` if it has not expired at `now`; true for the one caller that deleted it. */
    async deleteUnexpiredPending(nonce: string, now: Date): Promise<boolean> {
      const { count } = await prisma.pendingConnection.deleteMany({ where: { nonce, expiresAt: { gt: now } } });
      return count > 0;
    },

    /** Deletes the pending flow of `nonce`, if there is one. */
    async deletePending(nonce: string): Promise<void> {
      await prisma.pendingConnection.deleteMany({ where: { nonce } });
    },

    /** The account label of the pending flow of `nonce`, or undefined. */
    async pendingAccountLabel(nonce: string): Promise<string | undefined> {
      return (await prisma.pendingConnection.findUnique({ where: { nonce }, select: { accountLabel: true } }))?.accountLabel;
    },
  };
}

/** The connect session store's interface. */
export type ConnectSessionStore = ReturnType<typeof createConnectSessionStore>;
