import type { PlugboardContext } from "../../context.js";
import type { AttemptDetails, AttemptRecord, DueDelivery } from "./webhook-store.js";

/** A delivery this instance leased, with what sending it needs: the event's exact body and the endpoint's encrypted secret. */
export interface LeasedDelivery extends DueDelivery {
  eventId: string;
  body: string;
  encryptedSecret: string;
}

/** One attempt's outcome to store, if the instance still holds the delivery's lease `seen`. */
export interface AttemptToRecord {
  id: string;
  seen: Date;
  attempt: AttemptRecord;
  details: AttemptDetails;
}

// The ids of a batch as one JSON parameter (the same statement text for every batch size, on both engines).
const IDS = `SELECT value::uuid FROM json_array_elements_text($1::json)`;

const FIND_DUE = `
SELECT d.id, d.attempts, d."nextAttemptAt", d."endpointId", e."developerId", e.url
FROM "WebhookDelivery" d JOIN "WebhookEndpoint" e ON e.id = d."endpointId"
WHERE d.status = 'pending' AND d."nextAttemptAt" <= $1::timestamptz
  AND NOT (d."endpointId" IN (${IDS.replace("$1", "$2")}))
  AND NOT (e."developerId" IN (${IDS.replace("$1", "$3")}))
ORDER BY d."nextAttemptAt" LIMIT $4`;

// Leases the chosen rows (still due, not locked by another instance) and returns what sending needs.
const LEASE_RETURNING = `
UPDATE "WebhookDelivery" d SET "nextAttemptAt" = $2::timestamptz
FROM "WebhookEvent" ev, "WebhookEndpoint" e
WHERE d.id IN (CHOSEN) AND ev.id = d."eventId" AND e.id = d."endpointId"
RETURNING d.id, d.attempts, d."nextAttemptAt", d."endpointId", e."developerId", e.url, d."eventId", ev.body, e.secret AS "encryptedSecret", d."createdAt"`;

const CLAIM = LEASE_RETURNING.replace(
  "CHOSEN",
  `SELECT id FROM "WebhookDelivery" WHERE id IN (${IDS}) AND status = 'pending' AND "nextAttemptAt" <= $3::timestamptz FOR UPDATE SKIP LOCKED`,
);

const CLAIM_NEXT = LEASE_RETURNING.replace(
  "CHOSEN",
  `SELECT id FROM "WebhookDelivery" WHERE "endpointId" = $1::uuid AND status = 'pending' AND "nextAttemptAt" <= $3::timestamptz
   ORDER BY "nextAttemptAt" LIMIT $4 FOR UPDATE SKIP LOCKED`,
);

// Each outcome moves its delivery only while the lease it was sent under still holds (a worker that
// overran its lease lost it), and adds the attempt to the delivery's history, in one statement.
const RECORD = `
WITH input AS (
  SELECT * FROM json_to_recordset($1::json) AS row(
    "id" uuid, "seen" timestamptz, "status" text, "attempts" int, "lastStatusCode" int, "lastError" text,
    "nextAttemptAt" timestamptz, "deliveredAt" timestamptz, "attemptedAt" timestamptz, "durationMs" int, "response" text)
),
moved AS (
  UPDATE "WebhookDelivery" d SET
    status = i.status, attempts = i.attempts, "lastStatusCode" = i."lastStatusCode", "lastError" = i."lastError",
    "nextAttemptAt" = i."nextAttemptAt", "deliveredAt" = COALESCE(i."deliveredAt", d."deliveredAt")
  FROM input i
  WHERE d.id = i.id AND d.status = 'pending' AND d."nextAttemptAt" = i.seen
  RETURNING d.id
)
INSERT INTO "WebhookDeliveryAttempt" ("id", "deliveryId", "attemptedAt", "durationMs", "statusCode", "error", "response")
SELECT gen_random_uuid(), i.id, i."attemptedAt", i."durationMs", i."lastStatusCode", i."lastError", i.response
FROM input i JOIN moved USING ("id")`;

// Leased deliveries not sent are due again at `$2` (only while this instance's lease still holds them).
const RELEASE = `
UPDATE "WebhookDelivery" d SET "nextAttemptAt" = $2::timestamptz
FROM json_to_recordset($1::json) AS i("id" uuid, "lease" timestamptz)
WHERE d.id = i.id AND d.status = 'pending' AND d."nextAttemptAt" = i.lease`;

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/**
 * The webhook delivery worker's hot statements, each one round trip on the raw pool: finding due
 * deliveries, leasing them (with the body and secret sending needs, so an attempt reads nothing more),
 * leasing the next due ones of one endpoint, and recording a batch of outcomes.
 */
export function createDeliveryQueueStore({ database }: Pick<PlugboardContext, "database">) {
  return {
    /** Up to `limit` pending deliveries due at `current`, oldest first, leaving out the endpoints and developers named. */
    findDue(current: Date, skip: { endpointIds: string[]; developerIds: string[] }, limit: number): Promise<DueDelivery[]> {
      return database.query<DueDelivery>(FIND_DUE, [current.toISOString(), JSON.stringify(skip.endpointIds), JSON.stringify(skip.developerIds), limit]);
    },

    /** Leases (until `lease`) those of `ids` still due at `current` and not locked by another instance. */
    async claim(ids: string[], current: Date, lease: Date): Promise<Map<string, LeasedDelivery>> {
      if (ids.length === 0) return new Map();
      const rows = await database.query<LeasedDelivery>(CLAIM, [JSON.stringify(ids), lease.toISOString(), current.toISOString()]);
      return new Map(rows.map((row) => [row.id, row]));
    },

    /** Leases (until `lease`) up to `limit` deliveries of `endpointId` due at `current`; the oldest first. */
    async claimNext(endpointId: string, current: Date, lease: Date, limit: number): Promise<LeasedDelivery[]> {
      const rows = await database.query<LeasedDelivery & { createdAt: Date }>(CLAIM_NEXT, [endpointId, lease.toISOString(), current.toISOString(), limit], {
        prepared: "plugboard_claim_next_webhook_deliveries",
      });
      return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    },

    /** Makes leased deliveries not sent due again at `current`, each only while its `lease` still holds it. */
    async release(deliveries: ReadonlyArray<{ id: string; lease: Date }>, current: Date): Promise<void> {
      if (deliveries.length === 0) return;
      await database.query(RELEASE, [JSON.stringify(deliveries.map(({ id, lease }) => ({ id, lease: lease.toISOString() }))), current.toISOString()]);
    },

    /** Records each outcome whose lease still holds (one statement); returns nothing per item. */
    async recordAttempts(outcomes: readonly AttemptToRecord[]): Promise<void[]> {
      const rows = outcomes.map(({ id, seen, attempt, details }) => ({
        id,
        seen: iso(seen),
        status: attempt.status,
        attempts: attempt.attempts,
        lastStatusCode: attempt.lastStatusCode,
        lastError: attempt.status === "delivered" ? null : attempt.lastError,
        nextAttemptAt: attempt.status === "delivered" ? null : iso(attempt.nextAttemptAt),
        deliveredAt: attempt.status === "delivered" ? iso(attempt.deliveredAt) : null,
        attemptedAt: iso(details.attemptedAt),
        durationMs: details.durationMs,
        response: details.response,
      }));
      await database.query(RECORD, [JSON.stringify(rows)], { prepared: "plugboard_record_webhook_attempts" });
      return outcomes.map(() => undefined);
    },
  };
}

/** The delivery queue store's interface. */
export type DeliveryQueueStore = ReturnType<typeof createDeliveryQueueStore>;
