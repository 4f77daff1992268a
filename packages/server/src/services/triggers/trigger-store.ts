import { TriggerSubscriptionStatusSchema, type TriggerSubscriptionStatus } from "@plugboard/core";
import type { PlugboardContext } from "../../context.js";
import type { Prisma } from "../../generated/prisma/client.js";
import { readStatus } from "../../store/read-status.js";

/** A subscription as stored, with its plugin's slug and its connection's label. */
export interface SubscriptionRow {
  id: string;
  developerId: string;
  userId: string;
  pluginId: string;
  pluginSlug: string;
  trigger: string;
  config: Record<string, unknown>;
  connectionId: string;
  accountLabel: string;
  status: TriggerSubscriptionStatus;
  statusReason: string | null;
  /** Encrypted signing secret. */
  secret: string | null;
  upstreamId: string | null;
  cursor: unknown;
  /** Consecutive failed polls (the back-off grows with them). */
  failures: number;
  lastEventAt: Date | null;
  createdAt: Date;
}

/** An event as stored. */
export interface EventRow {
  id: string;
  seq: bigint;
  subscriptionId: string;
  externalId: string;
  payload: unknown;
  occurredAt: Date;
  receivedAt: Date;
}

const SELECT = {
  id: true,
  developerId: true,
  userId: true,
  pluginId: true,
  trigger: true,
  config: true,
  connectionId: true,
  status: true,
  statusReason: true,
  secret: true,
  upstreamId: true,
  cursor: true,
  failures: true,
  lastEventAt: true,
  createdAt: true,
  plugin: { select: { slug: true } },
  connection: { select: { accountLabel: true } },
} as const;

type Selected = Prisma.TriggerSubscriptionGetPayload<{ select: typeof SELECT }>;

const toRow = ({ plugin, connection, ...row }: Selected): SubscriptionRow => ({
  ...row,
  pluginSlug: plugin.slug,
  accountLabel: connection.accountLabel,
  config: (row.config ?? {}) as Record<string, unknown>,
  status: readStatus(TriggerSubscriptionStatusSchema.options, row.status, "TriggerSubscription.status"),
});

/** A subscription as a change to its connection sees it: enough to name it in the audit log. */
export interface ConnectionSubscription {
  id: string;
  developerId: string;
  userId: string;
  pluginSlug: string;
  trigger: string;
}

const CONNECTION_SUBSCRIPTION = { id: true, developerId: true, userId: true, trigger: true, plugin: { select: { slug: true } } } as const;

const toConnectionSubscription = ({ plugin, ...row }: Prisma.TriggerSubscriptionGetPayload<{ select: typeof CONNECTION_SUBSCRIPTION }>): ConnectionSubscription => ({
  ...row,
  pluginSlug: plugin.slug,
});

/**
 * Triggers' one way to the database (`TriggerSubscription` and `TriggerEvent` rows, and the
 * `triggers` of approved plugins): the services decide the transaction boundary ({@link transaction})
 * and the functions taking `tx` run inside it.
 */
export function createTriggerStore({ prisma }: Pick<PlugboardContext, "prisma">) {
  return {
    /** Runs `work` in one transaction. */
    transaction<T>(work: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
      return prisma.$transaction(work);
    },

    /** Approved, active plugins with their declared triggers (one plugin by slug when given). */
    approvedPlugins(slug?: string): Promise<Array<{ id: string; slug: string; triggers: unknown }>> {
      return prisma.plugin.findMany({
        where: { reviewStatus: "approved", status: "active", ...(slug ? { slug } : {}) },
        select: { id: true, slug: true, triggers: true },
        orderBy: { slug: "asc" },
      });
    },

    /** The triggers of a plugin by id (whatever its review state: an existing subscription keeps working). */
    async pluginTriggers(pluginId: string): Promise<unknown> {
      return (await prisma.plugin.findUnique({ where: { id: pluginId }, select: { triggers: true } }))?.triggers ?? [];
    },

    /** The user's connection to the plugin: by id, by label, or the default one; null when none. */
    connection(developerId: string, userId: string, pluginId: string, choice: { connectionId?: string | undefined; accountLabel?: string | undefined }) {
      return prisma.connection.findFirst({
        where: {
          developerId,
          userId,
          pluginId,
          ...(choice.connectionId ? { id: choice.connectionId } : choice.accountLabel ? { accountLabel: choice.accountLabel } : { isDefault: true }),
        },
        select: { id: true, accountLabel: true, connectionConfig: true, connectionMetadata: true, credentials: { select: { status: true } } },
      });
    },

    /**
     * An approved, active plugin by slug with its triggers and its oauth2 auth method's stored config
     * (secrets sealed) — what an app-level delivery is verified with; null when there is no such plugin.
     */
    async appPlugin(slug: string): Promise<{ id: string; slug: string; triggers: unknown; oauthConfig: unknown } | null> {
      const row = await prisma.plugin.findFirst({
        where: { slug, reviewStatus: "approved", status: "active" },
        select: { id: true, slug: true, triggers: true, authMethods: { where: { type: "oauth2" }, select: { config: true } } },
      });
      return row ? { id: row.id, slug: row.slug, triggers: row.triggers, oauthConfig: row.authMethods[0]?.config ?? null } : null;
    },

    /** The active subscriptions of the plugin's app-level triggers whose connection has these route values. */
    async routed(pluginId: string, routeKey: string, triggers: readonly string[]): Promise<SubscriptionRow[]> {
      const rows = await prisma.triggerSubscription.findMany({ where: { pluginId, routeKey, status: "active", trigger: { in: [...triggers] } }, select: SELECT, take: 1000 });
      return rows.map(toRow);
    },

    /** The subscriptions of a connection (whoever's), to remove their webhooks before the connection goes. */
    async byConnection(connectionId: string): Promise<SubscriptionRow[]> {
      const rows = await prisma.triggerSubscription.findMany({ where: { connectionId }, select: SELECT });
      return rows.map(toRow);
    },

    /** Inserts a subscription inside `tx`. */
    async insert(tx: Prisma.TransactionClient, data: Prisma.TriggerSubscriptionUncheckedCreateInput): Promise<SubscriptionRow> {
      return toRow(await tx.triggerSubscription.create({ data, select: SELECT }));
    },

    /** Records what the provider answered to the webhook registration. */
    async registered(id: string, data: { upstreamId: string | null; secret?: string }): Promise<void> {
      await prisma.triggerSubscription.update({ where: { id }, data });
    },

    /** The developer's subscription, or null. */
    async find(developerId: string, id: string): Promise<SubscriptionRow | null> {
      const row = await prisma.triggerSubscription.findFirst({ where: { id, developerId }, select: SELECT });
      return row ? toRow(row) : null;
    },

    /** The subscription an inbound URL's token names (by the token's hash), or null. */
    async byTokenHash(tokenHash: string): Promise<SubscriptionRow | null> {
      const row = await prisma.triggerSubscription.findUnique({ where: { tokenHash }, select: SELECT });
      return row ? toRow(row) : null;
    },

    /** The developer's subscriptions, newest first, filtered: up to `take` after `before` (the last row of the previous page). */
    async list(
      developerId: string,
      filter: { userId?: string | undefined; plugin?: string | undefined; status?: TriggerSubscriptionStatus | undefined; before?: { createdAt: Date; id: string } | undefined; take: number },
    ): Promise<SubscriptionRow[]> {
      const { before } = filter;
      const rows = await prisma.triggerSubscription.findMany({
        where: {
          developerId,
          ...(filter.userId ? { userId: filter.userId } : {}),
          ...(filter.plugin ? { plugin: { slug: filter.plugin } } : {}),
          ...(filter.status ? { status: filter.status } : {}),
          ...(before ? { OR: [{ createdAt: { lt: before.createdAt } }, { createdAt: before.createdAt, id: { lt: before.id } }] } : {}),
        },
        select: SELECT,
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take: filter.take,
      });
      return rows.map(toRow);
    },

    /** Deletes a subscription (and its events) inside `tx`. */
    async remove(tx: Prisma.TransactionClient, id: string): Promise<void> {
      await tx.triggerSubscription.deleteMany({ where: { id } });
    },

    /**
     * Notes when the subscription's last event arrived — after the events' transaction, at most once a
     * second, so concurrent deliveries to one subscription never queue on its row lock.
     */
    async touchLastEvent(id: string, at: Date): Promise<void> {
      await prisma.triggerSubscription.updateMany({ where: { id, OR: [{ lastEventAt: null }, { lastEventAt: { lt: new Date(at.getTime() - 1000) } }] }, data: { lastEventAt: at } });
    },

    /**
     * The developer's events after `afterSeq`, oldest first (`newest`: before `afterSeq`, newest first), with their
     * subscriptions; `limit + 1` rows, so the caller sees whether more follow.
     */
    async listEvents(
      developerId: string,
      filter: { subscriptionId?: string | undefined; userId?: string | undefined; since?: Date | undefined; afterSeq?: bigint | undefined; limit: number; newest?: boolean },
    ) {
      return prisma.triggerEvent.findMany({
        where: {
          developerId,
          ...(filter.subscriptionId ? { subscriptionId: filter.subscriptionId } : {}),
          ...(filter.userId ? { subscription: { userId: filter.userId } } : {}),
          ...(filter.since ? { receivedAt: { gte: filter.since } } : {}),
          ...(filter.afterSeq !== undefined ? { seq: filter.newest ? { lt: filter.afterSeq } : { gt: filter.afterSeq } } : {}),
        },
        orderBy: { seq: filter.newest ? "desc" : "asc" },
        take: filter.limit + 1,
        include: { subscription: { select: SELECT } },
      });
    },

    /** A subscription by id (whoever's), or null. */
    async byId(id: string): Promise<SubscriptionRow | null> {
      const row = await prisma.triggerSubscription.findUnique({ where: { id }, select: SELECT });
      return row ? toRow(row) : null;
    },

    /**
     * Leases (until `lease`) up to `limit` active subscriptions whose poll is due at `current` and that
     * no instance holds (`FOR UPDATE SKIP LOCKED`: instances sharing the database never take the same
     * one); the ids won.
     */
    async claimDuePolls(current: Date, lease: Date, limit: number): Promise<string[]> {
      const won = await prisma.$queryRaw<Array<{ id: string }>>`
        UPDATE "TriggerSubscription" SET "leaseUntil" = ${lease}
        WHERE id IN (
          SELECT id FROM "TriggerSubscription"
          WHERE status = 'active' AND "nextPollAt" <= ${current} AND ("leaseUntil" IS NULL OR "leaseUntil" <= ${current})
          ORDER BY "nextPollAt" LIMIT ${limit}
          FOR UPDATE SKIP LOCKED
        )
        RETURNING id`;
      return won.map((row) => row.id);
    },

    /**
     * Ends a poll of subscription `id` if this instance still holds lease `lease` (inside `tx`, with the
     * poll's events): the new cursor, when the next poll is due, the failure count. Throws when the
     * lease was lost (the transaction, events included, is rolled back).
     */
    async finishPoll(tx: Prisma.TransactionClient, id: string, lease: Date, data: { cursor?: unknown; nextPollAt: Date; failures: number }): Promise<void> {
      const { count } = await tx.triggerSubscription.updateMany({
        where: { id, leaseUntil: lease },
        data: { leaseUntil: null, nextPollAt: data.nextPollAt, failures: data.failures, ...(data.cursor !== undefined ? { cursor: data.cursor as Prisma.InputJsonValue } : {}) },
      });
      if (count === 0) throw new Error("poll lease lost");
    },

    /** Sets the status of the connection's subscriptions in state `from` (with that reason, when given); returns those changed. */
    async setStatusForConnection(
      tx: Prisma.TransactionClient,
      connectionId: string,
      from: { status: TriggerSubscriptionStatus; statusReason?: string },
      to: { status: TriggerSubscriptionStatus; statusReason: string | null },
    ): Promise<ConnectionSubscription[]> {
      const rows = await tx.triggerSubscription.findMany({ where: { connectionId, ...from }, select: CONNECTION_SUBSCRIPTION });
      if (rows.length > 0) await tx.triggerSubscription.updateMany({ where: { id: { in: rows.map((row) => row.id) } }, data: to });
      return rows.map(toConnectionSubscription);
    },

    /**
     * Deletes the connection's subscriptions (and their events) inside `tx`, before the connection
     * itself goes, and returns them. The connection's row is locked first, in the order its own delete
     * takes the locks (connection, then subscriptions): no subscription is added to it meanwhile, and a
     * concurrent credential change that pauses its subscriptions waits rather than deadlocks.
     */
    async removeForConnection(tx: Prisma.TransactionClient, connectionId: string): Promise<ConnectionSubscription[]> {
      await tx.$queryRaw`SELECT id FROM "Connection" WHERE id = ${connectionId}::uuid FOR UPDATE`;
      const rows = await tx.triggerSubscription.findMany({ where: { connectionId }, select: CONNECTION_SUBSCRIPTION });
      if (rows.length > 0) await tx.triggerSubscription.deleteMany({ where: { id: { in: rows.map((row) => row.id) } } });
      return rows.map(toConnectionSubscription);
    },
  };
}

/** The trigger store's interface. */
export type TriggerStore = ReturnType<typeof createTriggerStore>;

/** The subscription row with its stored event, as `GET /api/v1/trigger-events` reads them. */
export type EventWithSubscription = Awaited<ReturnType<TriggerStore["listEvents"]>>[number];

/** A stored event row's subscription as a {@link SubscriptionRow}. */
export const subscriptionOfEvent = (event: EventWithSubscription): SubscriptionRow => toRow(event.subscription);
