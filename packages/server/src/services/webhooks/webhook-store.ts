import { WEBHOOK_EVENT_TYPES, WebhookDeliveryStatusSchema, type WebhookDeliveryStatus, type WebhookEventType } from "@plugboard/core";
import type { PlugboardContext } from "../../context.js";
import type { Prisma } from "../../generated/prisma/client.js";
import { readStatus } from "../../store/read-status.js";

/** A webhook endpoint as listed (never its secret). */
export interface WebhookEndpointRow {
  id: string;
  url: string;
  events: WebhookEventType[];
  createdAt: Date;
}

/** A delivery as the delivery log shows it, status and event type typed. */
export interface WebhookDeliveryRow {
  id: string;
  eventId: string;
  type: WebhookEventType;
  status: WebhookDeliveryStatus;
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  nextAttemptAt: Date | null;
  deliveredAt: Date | null;
  createdAt: Date;
  /** The last {@link ATTEMPT_HISTORY_LIMIT} attempts, oldest first. */
  attemptHistory: WebhookAttemptRow[];
}

/** One attempt of a delivery as stored. */
export interface WebhookAttemptRow {
  attemptedAt: Date;
  durationMs: number | null;
  statusCode: number | null;
  error: string | null;
  response: string | null;
}

/** How many of a delivery's attempts its log shows (the latest). */
export const ATTEMPT_HISTORY_LIMIT = 50;

/** A due delivery as the delivery workers see it. */
export interface DueDelivery {
  id: string;
  attempts: number;
  nextAttemptAt: Date;
  endpointId: string;
  developerId: string;
  url: string;
}

/** How an attempt ended, as stored: `delivered`, or another try at `nextAttemptAt`, or `failed` (no `nextAttemptAt`). */
export type AttemptRecord =
  | { status: "delivered"; attempts: number; lastStatusCode: number; deliveredAt: Date }
  | { status: "pending" | "failed"; attempts: number; lastStatusCode: number | null; lastError: string; nextAttemptAt: Date | null };

/** What one sent attempt saw, for the delivery's history. */
export interface AttemptDetails {
  attemptedAt: Date;
  durationMs: number;
  /** The start of the receiver's answer, when it answered. */
  response: string | null;
}

const ENDPOINT = { id: true, url: true, events: true, createdAt: true } as const;
const DELIVERY = {
  id: true,
  eventId: true,
  type: true,
  status: true,
  attempts: true,
  lastStatusCode: true,
  lastError: true,
  nextAttemptAt: true,
  deliveredAt: true,
  createdAt: true,
  attemptHistory: {
    select: { attemptedAt: true, durationMs: true, statusCode: true, error: true, response: true },
    orderBy: [{ attemptedAt: "desc" }, { id: "desc" }],
    take: ATTEMPT_HISTORY_LIMIT,
  },
} satisfies Prisma.WebhookDeliverySelect;

const eventTypeOf = (value: string, column: string): WebhookEventType => readStatus(WEBHOOK_EVENT_TYPES, value, column);
const toEndpoint = (row: { id: string; url: string; events: string[]; createdAt: Date }): WebhookEndpointRow => ({
  ...row,
  events: row.events.map((type) => eventTypeOf(type, "WebhookEndpoint.events")),
});

const toDelivery = (row: Omit<WebhookDeliveryRow, "type" | "status"> & { type: string; status: string }): WebhookDeliveryRow => ({
  ...row,
  type: eventTypeOf(row.type, "WebhookDelivery.type"),
  status: readStatus(WebhookDeliveryStatusSchema.options, row.status, "WebhookDelivery.status"),
  attemptHistory: [...row.attemptHistory].reverse(),
});

/**
 * Webhooks' one way to the database: endpoints, the event outbox (inside the caller's transaction),
 * the delivery log, and the delivery workers' claim-and-record queries (raw SQL where PostgreSQL's
 * `FOR UPDATE SKIP LOCKED` is needed, so several instances share the work without sending twice).
 */
export function createWebhookStore({ prisma }: Pick<PlugboardContext, "prisma">) {
  return {
    /** Runs `work` in one transaction. */
    transaction<T>(work: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
      return prisma.$transaction(work);
    },

    /** How many endpoints the developer has. */
    countEndpoints(developerId: string): Promise<number> {
      return prisma.webhookEndpoint.count({ where: { developerId } });
    },

    /** Stores an endpoint (`secret` already encrypted), in transaction `db` when given. */
    async insertEndpoint(input: { developerId: string; url: string; events: WebhookEventType[]; secret: string }, db: Prisma.TransactionClient = prisma): Promise<WebhookEndpointRow> {
      return toEndpoint(await db.webhookEndpoint.create({ data: input, select: ENDPOINT }));
    },

    /** The developer's endpoints, newest first. */
    async listEndpoints(developerId: string): Promise<WebhookEndpointRow[]> {
      const rows = await prisma.webhookEndpoint.findMany({ where: { developerId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], select: ENDPOINT });
      return rows.map(toEndpoint);
    },

    /** Whether the developer has endpoint `id`. */
    async hasEndpoint(developerId: string, id: string): Promise<boolean> {
      return (await prisma.webhookEndpoint.findFirst({ where: { id, developerId }, select: { id: true } })) !== null;
    },

    /** Deletes the developer's endpoint `id` and its deliveries (in transaction `db` when given); false when there was none. */
    async deleteEndpoint(developerId: string, id: string, db: Prisma.TransactionClient = prisma): Promise<boolean> {
      const { count } = await db.webhookEndpoint.deleteMany({ where: { id, developerId } });
      return count > 0;
    },

    /** Replaces endpoint `id`'s signing secret (already encrypted), in transaction `db` when given. */
    async replaceSecret(id: string, encryptedSecret: string, db: Prisma.TransactionClient = prisma): Promise<WebhookEndpointRow> {
      return toEndpoint(await db.webhookEndpoint.update({ where: { id }, data: { secret: encryptedSecret }, select: ENDPOINT }));
    },

    /** Makes delivery `deliveryId` of the endpoint `pending` again, due `at`, if it is `failed` (in transaction `db` when given); false otherwise. */
    async requeueFailedDelivery(endpointId: string, deliveryId: string, at: Date, db: Prisma.TransactionClient = prisma): Promise<boolean> {
      const { count } = await db.webhookDelivery.updateMany({ where: { id: deliveryId, endpointId, status: "failed" }, data: { status: "pending", nextAttemptAt: at } });
      return count > 0;
    },

    /** Delivery `deliveryId` of the endpoint, or null. */
    async findDelivery(endpointId: string, deliveryId: string): Promise<WebhookDeliveryRow | null> {
      const row = await prisma.webhookDelivery.findFirst({ where: { id: deliveryId, endpointId }, select: DELIVERY });
      return row && toDelivery(row);
    },

    /** Up to `take` deliveries of endpoint `endpointId`, newest first, after the (createdAt, id) position `after`. */
    async listDeliveries(endpointId: string, page: { after?: { createdAt: Date; id: string } | undefined; take: number }): Promise<WebhookDeliveryRow[]> {
      const { after } = page;
      const rows = await prisma.webhookDelivery.findMany({
        where: { endpointId, ...(after ? { OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { lt: after.id } }] } : {}) },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take: page.take,
        select: DELIVERY,
      });
      return rows.map(toDelivery);
    },

    /** Ids of the developer's endpoints subscribed to `type`, inside the caller's transaction. */
    async subscribedEndpointIds(tx: Prisma.TransactionClient, developerId: string, type: WebhookEventType): Promise<string[]> {
      const rows = await tx.webhookEndpoint.findMany({ where: { developerId, events: { has: type } }, select: { id: true } });
      return rows.map((row) => row.id);
    },

    /** Stores an event and one pending delivery per endpoint, due at `createdAt`, inside the caller's transaction. */
    async insertEvent(
      tx: Prisma.TransactionClient,
      event: { id: string; developerId: string; type: WebhookEventType; body: string; createdAt: Date },
      endpointIds: string[],
    ): Promise<void> {
      await tx.webhookEvent.create({ data: event });
      await tx.webhookDelivery.createMany({
        data: endpointIds.map((endpointId) => ({ endpointId, eventId: event.id, type: event.type, nextAttemptAt: event.createdAt, createdAt: event.createdAt })),
      });
    },

    /** A plugin's slug and name, for event data, inside the caller's transaction. */
    pluginNames(tx: Prisma.TransactionClient, pluginId: string): Promise<{ slug: string; name: string } | null> {
      return tx.plugin.findUnique({ where: { id: pluginId }, select: { slug: true, name: true } });
    },

    /** An auth method's type, for event data, inside the caller's transaction. */
    async authMethodType(tx: Prisma.TransactionClient, authMethodId: string): Promise<string | null> {
      return (await tx.authMethod.findUnique({ where: { id: authMethodId }, select: { type: true } }))?.type ?? null;
    },

    /** Removes the events created before `cutoff` that have no pending delivery left (with their deliveries). */
    async pruneEndedEvents(cutoff: Date): Promise<void> {
      await prisma.webhookEvent.deleteMany({ where: { createdAt: { lt: cutoff }, deliveries: { none: { status: "pending" } } } });
    },

    /**
     * Counts an attempt, not sent, for those of `ids` still due at `current`, recording `error` and
     * moving them along `schedule` (the waits before each retry, ms) — `failed` once it is used up — and
     * adding the attempt, not sent, to their history, in one statement. Returns how many moved.
     */
    postpone(ids: string[], current: Date, error: string, schedule: readonly number[]): Promise<number> {
      return prisma.$executeRaw`
        WITH moved AS (
        UPDATE "WebhookDelivery" SET
          attempts = attempts + 1,
          "lastStatusCode" = NULL,
          "lastError" = ${error},
          status = CASE WHEN attempts + 1 <= ${schedule.length} THEN 'pending' ELSE 'failed' END,
          "nextAttemptAt" = CASE WHEN attempts + 1 <= ${schedule.length}
            THEN ${current}::timestamptz + make_interval(secs => (${[...schedule]}::bigint[])[attempts + 1] / 1000.0)
            ELSE NULL END
        WHERE id IN (
          SELECT id FROM "WebhookDelivery"
          WHERE id = ANY(${ids}::uuid[]) AND status = 'pending' AND "nextAttemptAt" <= ${current}
          FOR UPDATE SKIP LOCKED
        )
        RETURNING id)
        INSERT INTO "WebhookDeliveryAttempt" (id, "deliveryId", "attemptedAt", error) SELECT gen_random_uuid(), id, ${current}, ${error} FROM moved`;
    },
  };
}

/** The webhook store's interface. */
export type WebhookStore = ReturnType<typeof createWebhookStore>;
