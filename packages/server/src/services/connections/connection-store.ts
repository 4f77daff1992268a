import type { PlugboardContext } from "../../context.js";
import type { Prisma } from "../../generated/prisma/client.js";
import type { ConnectionSnapshot } from "../../sources/tool-source.js";
import { CREDENTIAL_STATES_SELECT, SNAPSHOT_CREDENTIALS_SELECT, STORED_CREDENTIALS_SELECT, snapshotCredentials } from "../credentials/credential-store.js";

/** A developer's end-user's accounts at one plugin. */
export interface ConnectionPair {
  developerId: string;
  userId: string;
  pluginId: string;
}

/** The columns a connection listing reads (`toConnectionItem`'s row). */
const CONNECTION_LISTING_SELECT = {
  id: true,
  userId: true,
  pluginId: true,
  accountLabel: true,
  isDefault: true,
  connectionConfig: true,
  connectionMetadata: true,
  ...CREDENTIAL_STATES_SELECT,
  createdAt: true,
  updatedAt: true,
  plugin: { select: { slug: true, name: true, description: true, iconUrl: true } },
  authMethod: { select: { type: true } },
} as const;

/** What a delete reads (still encrypted) before removing a row: enough to revoke its tokens and report it. */
const REVOCABLE_SELECT = {
  id: true,
  userId: true,
  pluginId: true,
  accountLabel: true,
  isDefault: true,
  authMethodId: true,
  connectionConfig: true,
  ...STORED_CREDENTIALS_SELECT,
  authMethod: { select: { type: true, config: true } },
  plugin: { select: { mcpConfig: true } },
} as const;

/** An account as a write resolves it: its label, whether it is the default, its credentials' sources and statuses. */
export interface TargetAccountRow {
  id: string;
  accountLabel: string;
  isDefault: boolean;
  credentials: Array<{ source: string; status: string }>;
}

/** What names the account a write targets (`AccountTarget` of `upsert-connection.ts`, without its guard). */
export interface AccountTargetQuery {
  connectionId?: string | undefined;
  accountLabel?: string | undefined;
  addAccount?: boolean | undefined;
}

/** A connection in the listing's columns (`GET /api/v1/connections`, `PATCH`). */
export type ListedConnectionRow = Prisma.ConnectionGetPayload<{ select: typeof CONNECTION_LISTING_SELECT }>;
/** A connection as a delete reads it before removing it: its credentials still encrypted, its auth method and MCP config for revocation. */
export type RevocableConnectionRow = Prisma.ConnectionGetPayload<{ select: typeof REVOCABLE_SELECT }>;

const DASHBOARD_INCLUDE = { plugin: true, authMethod: true, ...CREDENTIAL_STATES_SELECT } as const;
/** A connection as the dashboard reads one: with its plugin, its auth method and its credential states. */
export type DashboardConnectionRow = Prisma.ConnectionGetPayload<{ include: typeof DASHBOARD_INCLUDE }>;

const OLDEST_FIRST = [{ createdAt: "asc" }, { id: "asc" }] as const satisfies Prisma.ConnectionOrderByWithRelationInput[];

/** Which of a developer's connections for one user a delete removes: all given filters must match. */
export interface RevocableFilter {
  userId: string;
  connectionId?: string | undefined;
  /** The plugin's slug. */
  plugin?: string | undefined;
  accountLabel?: string | undefined;
}

/**
 * The connections' one way to the database (`Connection` rows, the accounts of a user at a plugin):
 * the cache's snapshot read, the upsert and account changes (inside the caller's transaction, under the
 * pair's row lock), listings, and deletes.
 */
export function createConnectionStore({ prisma }: Pick<PlugboardContext, "prisma">) {
  /**
   * Locks every account of a (developer, user, plugin) pair (`SELECT … FOR UPDATE`) until the caller's
   * transaction ends, so changes of the pair's default account run one after the other across
   * instances: each sees the default the previous one left. A pair without rows locks nothing; the
   * partial unique index (one default per pair) then refuses a second concurrent default, and the writer retries.
   */
  async function lockAccounts(tx: Prisma.TransactionClient, pair: ConnectionPair): Promise<void> {
    await tx.$queryRaw`SELECT id FROM "Connection" WHERE "developerId" = ${pair.developerId}::uuid AND "userId" = ${pair.userId} AND "pluginId" = ${pair.pluginId}::uuid ORDER BY id FOR UPDATE`;
  }

  /** Whether the pair has a default account, inside the caller's transaction. */
  async function hasDefault(tx: Prisma.TransactionClient, pair: ConnectionPair): Promise<boolean> {
    return (await tx.connection.count({ where: { ...pair, isDefault: true } })) > 0;
  }

  /**
   * The pair's account a write targets (`upsertConnection`'s rule): account
   * `connectionId` when given (null when it is not the pair's), else the one labelled `accountLabel`,
   * else the default one; with `addAccount`, only the one labelled `accountLabel`. Each with its
   * credentials' sources and statuses. Inside the caller's transaction, or on its own.
   */
  async function findTargetAccount(
    db: Prisma.TransactionClient,
    pair: ConnectionPair,
    target: AccountTargetQuery,
  ): Promise<TargetAccountRow | null> {
    const select = { id: true, accountLabel: true, isDefault: true, credentials: { select: { source: true, status: true } } } as const;
    if (target.connectionId !== undefined) return db.connection.findFirst({ where: { ...pair, id: target.connectionId }, select });
    if (target.accountLabel !== undefined) {
      const labelled = await db.connection.findUnique({ where: { developerId_userId_pluginId_accountLabel: { ...pair, accountLabel: target.accountLabel } }, select });
      if (labelled || target.addAccount) return labelled;
    } else if (target.addAccount) {
      return null;
    }
    return db.connection.findFirst({ where: pair, orderBy: [{ isDefault: "desc" }, ...OLDEST_FIRST], select });
  }

  return {
    /** Runs `work` in one transaction. */
    transaction<T>(work: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
      return prisma.$transaction(work);
    },

    lockAccounts,
    hasDefault,

    /** Every account of the user at the plugin, oldest first, as the connection cache holds them (secrets still encrypted). */
    async snapshots(pair: ConnectionPair): Promise<ConnectionSnapshot[]> {
      const rows = await prisma.connection.findMany({
        where: pair,
        orderBy: OLDEST_FIRST,
        select: { id: true, accountLabel: true, isDefault: true, authMethodId: true, connectionConfig: true, connectionMetadata: true, version: true, ...SNAPSHOT_CREDENTIALS_SELECT },
      });
      return rows.map(({ credentials, connectionConfig, connectionMetadata, ...snapshot }) => ({
        ...snapshot,
        credentials: snapshotCredentials(credentials),
        connectionConfig: connectionConfig as Record<string, string> | null,
        connectionMetadata: connectionMetadata as Record<string, string> | null,
      }));
    },

    findTargetAccount,

    /** {@link findTargetAccount} on its own (no transaction): what a connect flow will store on, before it starts. */
    targetAccount(pair: ConnectionPair, target: AccountTargetQuery): Promise<TargetAccountRow | null> {
      return findTargetAccount(prisma, pair, target);
    },

    /** Creates an account, inside the caller's transaction. */
    insertAccount(tx: Prisma.TransactionClient, data: Prisma.ConnectionUncheckedCreateInput): Promise<{ id: string; isDefault: boolean }> {
      return tx.connection.create({ data, select: { id: true, isDefault: true } });
    },

    /** Changes account `id` and bumps its `version`, inside the caller's transaction. */
    updateAccount(tx: Prisma.TransactionClient, id: string, data: Prisma.ConnectionUncheckedUpdateInput): Promise<{ id: string; isDefault: boolean }> {
      return tx.connection.update({ where: { id }, data: { ...data, version: { increment: 1 } }, select: { id: true, isDefault: true } });
    },

    /** The developer's connection `id` with its pair and label, or null, inside the caller's transaction. */
    findOwned(tx: Prisma.TransactionClient, developerId: string, id: string): Promise<{ id: string; userId: string; pluginId: string; accountLabel: string } | null> {
      return tx.connection.findFirst({ where: { id, developerId }, select: { id: true, userId: true, pluginId: true, accountLabel: true } });
    },

    /** Whether the pair has an account labelled `accountLabel`, inside the caller's transaction. */
    async hasLabel(tx: Prisma.TransactionClient, pair: ConnectionPair, accountLabel: string): Promise<boolean> {
      return (await tx.connection.count({ where: { ...pair, accountLabel } })) > 0;
    },

    /** Makes no account of the pair the default but `keepId` (bumping the `version` of those that were), inside the caller's transaction. */
    async clearOtherDefaults(tx: Prisma.TransactionClient, pair: ConnectionPair, keepId: string): Promise<void> {
      await tx.connection.updateMany({ where: { ...pair, isDefault: true, id: { not: keepId } }, data: { isDefault: false, version: { increment: 1 } } });
    },

    /** Makes account `id` the default (when `isDefault`) and/or relabels it, bumps its `version`; the row in the listing's columns. Inside the caller's transaction. */
    setAccount(tx: Prisma.TransactionClient, id: string, change: { isDefault?: true | undefined; accountLabel?: string | undefined }): Promise<ListedConnectionRow> {
      return tx.connection.update({
        where: { id },
        data: { ...(change.isDefault ? { isDefault: true } : {}), ...(change.accountLabel !== undefined ? { accountLabel: change.accountLabel } : {}), version: { increment: 1 } },
        select: CONNECTION_LISTING_SELECT,
      });
    },

    /** The developer's connections for `userId` (at the plugin of slug `plugin`, when given), newest first. */
    list(developerId: string, userId: string, plugin?: string): Promise<ListedConnectionRow[]> {
      return prisma.connection.findMany({
        where: { developerId, userId, ...(plugin !== undefined ? { plugin: { slug: plugin } } : {}) },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        select: CONNECTION_LISTING_SELECT,
      });
    },

    /** The developer's connection `id` as a delete reads it, or null. */
    findRevocable(developerId: string, id: string): Promise<RevocableConnectionRow | null> {
      return prisma.connection.findFirst({ where: { id, developerId }, select: REVOCABLE_SELECT });
    },

    /** The developer's connections matching `filter`, oldest first, as a delete reads them. */
    findRevocables(developerId: string, filter: RevocableFilter): Promise<RevocableConnectionRow[]> {
      return prisma.connection.findMany({
        where: {
          developerId,
          userId: filter.userId,
          ...(filter.connectionId !== undefined ? { id: filter.connectionId } : {}),
          ...(filter.plugin !== undefined ? { plugin: { slug: filter.plugin } } : {}),
          ...(filter.accountLabel !== undefined ? { accountLabel: filter.accountLabel } : {}),
        },
        orderBy: OLDEST_FIRST,
        select: REVOCABLE_SELECT,
      });
    },

    /** Deletes the developer's connection `id` inside the caller's transaction; false when it was already gone. */
    async deleteOwned(tx: Prisma.TransactionClient, developerId: string, id: string): Promise<boolean> {
      const { count } = await tx.connection.deleteMany({ where: { id, developerId } });
      return count > 0;
    },

    /**
     * When the pair has no default account left, makes its oldest one the default (bumping its
     * `version`), under the pair's row lock, inside the caller's transaction.
     */
    async promoteOldestIfNoDefault(tx: Prisma.TransactionClient, pair: ConnectionPair): Promise<void> {
      await lockAccounts(tx, pair);
      if (await hasDefault(tx, pair)) return;
      const next = await tx.connection.findFirst({ where: pair, orderBy: OLDEST_FIRST, select: { id: true } });
      if (next) await tx.connection.update({ where: { id: next.id }, data: { isDefault: true, version: { increment: 1 } } });
    },

    /** Connection `id` with its plugin, auth method and credential states (any developer's), or null. */
    findForDashboard(id: string): Promise<DashboardConnectionRow | null> {
      return prisma.connection.findUnique({ where: { id }, include: DASHBOARD_INCLUDE });
    },

    /** Up to 1000 connections (of developer `developerId`, or everyone's when absent; of `userId` when given), newest first, for the dashboard. */
    listForDashboard(filter: { developerId?: string | undefined; userId?: string | undefined }) {
      return prisma.connection.findMany({
        where: { ...(filter.developerId !== undefined ? { developerId: filter.developerId } : {}), ...(filter.userId ? { userId: filter.userId } : {}) },
        include: { plugin: true, authMethod: { select: { type: true } }, ...CREDENTIAL_STATES_SELECT },
        orderBy: [{ createdAt: "desc" }, { id: "asc" }],
        take: 1000,
      });
    },
  };
}

/** The connection store's interface. */
export type ConnectionStore = ReturnType<typeof createConnectionStore>;
