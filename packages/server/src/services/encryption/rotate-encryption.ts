import { CryptoError } from "@plugboard/core/crypto";
import { SYSTEM_ORIGIN, type AuditLog } from "../audit/audit-log.js";
import type { PlugboardContext } from "../../context.js";
import type { Prisma } from "../../generated/prisma/client.js";
import { createEncryptedValueStore, type EncryptedLocation } from "./encrypted-value-store.js";

/**
 * Every place a value sealed with the encryption key is stored: a text column, or a string member of a
 * jsonb column. A new encrypted column or member must be added here (the rotation test scans the whole
 * database for encrypted values and fails when one is missed).
 */
export const ENCRYPTED_LOCATIONS = [
  { kind: "credential.secrets", table: "Credential", column: "secrets" },
  { kind: "credential.client", table: "Credential", column: "client" },
  { kind: "pendingConnection.clientCredentials", table: "PendingConnection", column: "clientCredentials" },
  { kind: "pluginClientOverride.clientSecret", table: "PluginClientOverride", column: "clientSecret" },
  { kind: "authMethod.config.client_secret", table: "AuthMethod", column: "config", member: "client_secret" },
  { kind: "authMethod.config.signing_secret", table: "AuthMethod", column: "config", member: "signing_secret" },
  { kind: "plugin.mcpConfig.clientSecret", table: "Plugin", column: "mcpConfig", member: "clientSecret" },
  { kind: "plugin.mcpConfig.oauthClientSecret", table: "Plugin", column: "mcpConfig", member: "oauthClientSecret" },
  { kind: "webhookEndpoint.secret", table: "WebhookEndpoint", column: "secret" },
  { kind: "triggerSubscription.secret", table: "TriggerSubscription", column: "secret" },
] as const satisfies ReadonlyArray<EncryptedLocation & { kind: string }>;

/** One kind of stored secret, e.g. `credential.secrets` or `authMethod.config.client_secret`. */
export type EncryptedKind = (typeof ENCRYPTED_LOCATIONS)[number]["kind"];

/** What a rotation did with the values of one kind (or of all kinds). */
export interface RotationCounts {
  /** Re-encrypted under `ENCRYPTION_KEY` (they were readable only with a previous key). */
  rotated: number;
  /** Already under `ENCRYPTION_KEY`: nothing to do (a second run counts everything here). */
  current: number;
  /** No configured key decrypts them (or they are not encrypted values); left as they are. */
  failed: number;
}

/** Result of an encryption rotation (`plugboard encryption rotate`, `router.admin.rotateEncryption`). */
export interface EncryptionRotationReport {
  /** False when `signal` stopped the run before every value was visited; run it again to finish. */
  complete: boolean;
  total: RotationCounts;
  kinds: Record<EncryptedKind, RotationCounts>;
  /** Where the values that failed are (the first 100): kind and row id, never a value. */
  failures: Array<{ kind: EncryptedKind; id: string }>;
}

/** Options of an encryption rotation (`router.admin.rotateEncryption`). */
export interface RotateEncryptionOptions {
  /** Rows read per query (default 100). */
  batchSize?: number;
  /** Stops the run between two batches (the CLI aborts it on SIGINT/SIGTERM); the report says `complete: false`. */
  signal?: AbortSignal;
  /**
   * Called after each batch is read and before any of it is written, with the counts so far: for
   * progress output, or to stop (abort `signal`) after a given batch.
   */
  onBatch?: (batch: { kind: EncryptedKind; ids: string[]; total: RotationCounts }) => void | Promise<void>;
  /** Records `encryption.rotated` (actor `system`) in each batch's transaction that rotated values. */
  audit?: Pick<AuditLog, "record">;
}

// One batch's writes and its audit entry commit together; generous for a slow embedded database.
const BATCH_TRANSACTION = { maxWait: 10_000, timeout: 60_000 } as const;

const MAX_FAILURES_LISTED = 100;
// A value that keeps changing under us is re-read this many times before it counts as failed.
const MAX_ATTEMPTS = 5;
const BEFORE_ANY_ID = "00000000-0000-0000-0000-000000000000";

const zero = (): RotationCounts => ({ rotated: 0, current: 0, failed: 0 });

/**
 * Re-encrypts every stored secret (connection credentials of both sources, OAuth client and app signing
 * secrets in auth method configs, `mcpConfig` and developer overrides, pending MCP client credentials,
 * webhook endpoints' and trigger subscriptions' signing secrets) under the
 * current key (`ENCRYPTION_KEY`), reading each with the current or a previous key
 * (`PREVIOUS_ENCRYPTION_KEYS`). Afterwards the previous keys can be removed.
 *
 * Safe while servers run: rows are read in batches by id and each value is replaced with a
 * compare-and-swap on the value read, so a concurrent write (a token refresh) always wins; the value it
 * wrote is then read again. Idempotent and resumable: values already under the current key are
 * counted `current` and left alone, so after a crash or a stop simply run it again.
 * Each batch's writes commit in one transaction with its `encryption.rotated` audit entry (`audit`).
 *
 * @example
 * const report = await rotateEncryption(context, { batchSize: 500 });
 * if (report.total.failed > 0) console.error(report.failures);
 */
export async function rotateEncryption(
  context: Pick<PlugboardContext, "prisma" | "cipher">,
  options: RotateEncryptionOptions = {},
): Promise<EncryptionRotationReport> {
  const batchSize = options.batchSize ?? 100;
  if (!Number.isInteger(batchSize) || batchSize < 1) throw new RangeError("batchSize must be a positive integer");
  const { cipher } = context;
  const store = createEncryptedValueStore(context);
  const report: EncryptionRotationReport = {
    complete: true,
    total: zero(),
    kinds: Object.fromEntries(ENCRYPTED_LOCATIONS.map((location) => [location.kind, zero()])) as Record<EncryptedKind, RotationCounts>,
    failures: [],
  };
  const count = (kind: EncryptedKind, outcome: keyof RotationCounts, id: string) => {
    report.kinds[kind][outcome] += 1;
    report.total[outcome] += 1;
    if (outcome === "failed" && report.failures.length < MAX_FAILURES_LISTED) report.failures.push({ kind, id });
  };
  // Credentials still in the shape the `credentials` migration left (values encrypted one by one) are
  // sealed as one object first, so each is one value the loop below can rotate.
  await store.sealMigratedCredentials();

  /** Moves one value to the current key; re-reads it when a concurrent write got there first. */
  async function rotateOne(tx: Prisma.TransactionClient, values: ReturnType<typeof store.at>, id: string, stored: string): Promise<keyof RotationCounts | null> {
    let value: string | null = stored;
    for (let attempt = 0; attempt < MAX_ATTEMPTS && value !== null; attempt += 1) {
      let next: string | null;
      try {
        next = cipher.reencrypt(value);
      } catch (error) {
        if (CryptoError.isInstance(error)) return "failed";
        throw error;
      }
      if (next === null) return "current";
      if (await values.swap(tx, id, value, next)) return "rotated";
      value = await values.readOne(tx, id);
    }
    // Deleted or cleared meanwhile: nothing left to rotate. Still changing after every attempt: failed.
    return value === null ? null : "failed";
  }

  for (const location of ENCRYPTED_LOCATIONS) {
    const values = store.at(location);
    let after = BEFORE_ANY_ID;
    for (;;) {
      if (options.signal?.aborted) {
        report.complete = false;
        return report;
      }
      const rows = await values.readBatch(after, batchSize);
      if (rows.length === 0) break;
      await options.onBatch?.({ kind: location.kind, ids: rows.map((row) => row.id), total: { ...report.total } });
      if (options.signal?.aborted) {
        report.complete = false;
        return report;
      }
      // The batch's swaps and its audit entry in one transaction: counted once it commits.
      const outcomes = await store.transaction(async (tx) => {
        const done: Array<{ id: string; outcome: keyof RotationCounts }> = [];
        for (const row of rows) {
          const outcome = await rotateOne(tx, values, row.id, row.value);
          if (outcome) done.push({ id: row.id, outcome });
        }
        const rotated = done.filter((entry) => entry.outcome === "rotated").map((entry) => entry.id);
        if (rotated.length > 0) {
          await options.audit?.record(tx, SYSTEM_ORIGIN, { developerId: null, action: "encryption.rotated", target: { type: "encrypted_values", id: location.kind }, details: { rotated: rotated.length, ids: rotated } });
        }
        return done;
      }, BATCH_TRANSACTION);
      for (const { id, outcome } of outcomes) count(location.kind, outcome, id);
      after = rows.at(-1)!.id;
    }
  }
  return report;
}
