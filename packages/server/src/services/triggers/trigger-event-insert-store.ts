import type { PlugboardContext } from "../../context.js";
import type { Prisma } from "../../generated/prisma/client.js";
import type { HandedOffDelivery } from "../webhooks/delivery-hand-off.js";

/** One event to store with its `trigger.event` delivery: the row, and the exact JSON body the receivers get. */
export interface EventToWrite {
  /** The stable event id (also the webhook event's id). */
  id: string;
  subscriptionId: string;
  developerId: string;
  externalId: string;
  payload: unknown;
  occurredAt: Date;
  receivedAt: Date;
  /** The `trigger.event` webhook body (`{ id, type, createdAt, data }`), serialised once. */
  body: string;
}

/**
 * What became of an event: `inserted` (stored, delivery queued), `duplicate` (the subscription already
 * had this event id: nothing stored), `inactive` (the subscription is paused, failed or gone at the
 * moment of the insert: nothing stored).
 */
export type WriteOutcome = "inserted" | "duplicate" | "inactive";

/**
 * The outbox insert of trigger events as one statement: each event is inserted once per (subscription,
 * external id) and only while its subscription is `active` (read in the same statement, so a pause or
 * a delete that committed before is honoured whatever an instance cached); each new one gets its
 * webhook event and one `pending` delivery per endpoint of the developer subscribed to
 * `trigger.event`, due at once. One statement is one transaction: event and delivery stand or fall
 * together. The rows come in one JSON parameter (the same text for every batch size).
 */
const INSERT_SQL = `
WITH input AS (
  SELECT * FROM json_to_recordset($1::json) AS row(
    "id" uuid, "subscriptionId" uuid, "developerId" uuid, "externalId" text, "payload" jsonb,
    "occurredAt" timestamptz, "receivedAt" timestamptz, "body" text, "n" int)
),
live AS (
  SELECT DISTINCT s.id FROM "TriggerSubscription" s JOIN input i ON s.id = i."subscriptionId" WHERE s.status = 'active'
),
first AS (
  SELECT DISTINCT ON (i.id) i.* FROM input i JOIN live l ON l.id = i."subscriptionId" ORDER BY i.id, i.n
),
inserted AS (
  INSERT INTO "TriggerEvent" ("id", "subscriptionId", "developerId", "externalId", "payload", "occurredAt", "receivedAt")
  SELECT f.id, f."subscriptionId", f."developerId", f."externalId", COALESCE(f.payload, 'null'::jsonb), f."occurredAt", f."receivedAt" FROM first f
  ON CONFLICT DO NOTHING
  RETURNING "id"
),
events AS (
  INSERT INTO "WebhookEvent" ("id", "developerId", "type", "body", "createdAt")
  SELECT f.id, f."developerId", 'trigger.event', f.body, f."receivedAt" FROM first f JOIN inserted USING ("id")
  WHERE EXISTS (SELECT 1 FROM "WebhookEndpoint" e WHERE e."developerId" = f."developerId" AND 'trigger.event' = ANY(e.events))
  RETURNING "id", "developerId", "createdAt"
),
deliveries AS (
  INSERT INTO "WebhookDelivery" ("id", "endpointId", "eventId", "type", "nextAttemptAt", "createdAt")
  SELECT gen_random_uuid(), e.id, ev.id, 'trigger.event', COALESCE($2::timestamptz, ev."createdAt"), ev."createdAt"
  FROM events ev JOIN "WebhookEndpoint" e ON e."developerId" = ev."developerId" AND 'trigger.event' = ANY(e.events)
  RETURNING "id", "endpointId", "eventId"
)
SELECT i.n, (f.n IS NOT NULL AND ins.id IS NOT NULL) AS "inserted", (l.id IS NOT NULL) AS "live",
  CASE WHEN $2::timestamptz IS NULL THEN NULL ELSE (
    SELECT json_agg(json_build_object('id', d.id, 'endpointId', d."endpointId", 'developerId', e."developerId", 'url', e.url, 'encryptedSecret', e.secret))
    FROM deliveries d JOIN "WebhookEndpoint" e ON e.id = d."endpointId" WHERE d."eventId" = ins.id
  ) END AS "leased"
FROM input i
LEFT JOIN live l ON l.id = i."subscriptionId"
LEFT JOIN first f ON f.id = i.id AND f.n = i.n
LEFT JOIN inserted ins ON ins.id = f.id`;

/** A delivery of a new event, born leased to the instance that wrote it (see {@link insertTriggerEvents}). */
export type BornLeased = Omit<HandedOffDelivery, "eventId" | "body">;

type ResultRow = { n: number; inserted: boolean; live: boolean; leased: BornLeased[] | string | null };

/** The rows as the statement's one JSON parameter (`n` numbers them, so the answer maps back). */
const parameterOf = (events: readonly EventToWrite[]) =>
  JSON.stringify(events.map((event, n) => ({ ...event, payload: event.payload ?? null, occurredAt: event.occurredAt.toISOString(), receivedAt: event.receivedAt.toISOString(), n })));

const outcomesOf = (count: number, rows: readonly ResultRow[]): WriteOutcome[] => {
  const outcomes: WriteOutcome[] = new Array(count).fill("inactive");
  for (const row of rows) outcomes[Number(row.n)] = row.inserted ? "inserted" : row.live ? "duplicate" : "inactive";
  return outcomes;
};

/** Stores `events` inside the caller's Prisma transaction `tx` (a poll, with its cursor); the outcome of each. Their deliveries are due at once. */
export async function writeTriggerEventsInTransaction(tx: Prisma.TransactionClient, events: readonly EventToWrite[]): Promise<WriteOutcome[]> {
  if (events.length === 0) return [];
  return outcomesOf(events.length, await tx.$queryRawUnsafe<ResultRow[]>(INSERT_SQL, parameterOf(events), null));
}

/**
 * Stores `events` in one statement of their own (one transaction); the outcome of each. With `lease`, the new
 * deliveries are born leased until then to the caller, who sends them itself (no instance claims them before the
 * lease ends, so one that dies leaves them to be sent by another after it): `leased` holds, per event, what sending
 * each needs besides the event's body. Without, they are due at once.
 */
export async function insertTriggerEvents(
  database: PlugboardContext["database"],
  events: readonly EventToWrite[],
  lease: Date | null = null,
): Promise<Array<{ outcome: WriteOutcome; leased: BornLeased[] }>> {
  if (events.length === 0) return [];
  const rows = await database.query<ResultRow>(INSERT_SQL, [parameterOf(events), lease === null ? null : lease.toISOString()], { prepared: "plugboard_insert_trigger_events" });
  const leased: BornLeased[][] = events.map(() => []);
  for (const row of rows) {
    // node-postgres parses json columns; PGlite may hand the text over.
    const list = typeof row.leased === "string" ? (JSON.parse(row.leased) as BornLeased[]) : row.leased;
    if (list) leased[Number(row.n)] = list;
  }
  return outcomesOf(events.length, rows).map((outcome, n) => ({ outcome, leased: leased[n]! }));
}
