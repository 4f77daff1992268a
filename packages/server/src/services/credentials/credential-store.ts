import type { Cipher } from "@plugboard/core/crypto";
import type { PlugboardContext } from "../../context.js";
import type { Prisma } from "../../generated/prisma/client.js";
import type { SnapshotCredential } from "../../sources/tool-source.js";
import { readStatus } from "../../store/read-status.js";
import type { CredentialHolder, CredentialSource, CredentialStatus, StoredCredential } from "./credential-protocol.js";

/**
 * The credential module's one seam to the database: every read and write of a connection's stored
 * credentials (one `Credential` row per connection and source) goes through these functions, so the
 * storage shape has one home.
 *
 * `secrets` is one encrypted JSON object of the values. Rows the `credentials` migration moved from the
 * old per-token MCP columns hold a JSON object of values encrypted one by one instead (the migration has
 * no key); {@link openSecrets} reads both, and {@link sealMigratedCredentials} reseals them as one.
 */

const CREDENTIAL_STATUSES: readonly CredentialStatus[] = ["active", "needs_reauth"];
const statusOf = (value: string): CredentialStatus => readStatus(CREDENTIAL_STATUSES, value, "Credential.status");
const dateOf = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));
const isMigratedShape = (secrets: string) => secrets.startsWith("{");

/** The values of a credential's `secrets`, decrypted. */
export function openSecrets(cipher: Cipher, secrets: string): Record<string, string> {
  if (!isMigratedShape(secrets)) return cipher.decryptJson<Record<string, string>>(secrets);
  const sealed = JSON.parse(secrets) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(sealed).flatMap(([name, value]) => (typeof value === "string" ? [[name, cipher.decrypt(value)]] : [])));
}

/**
 * Runs `work` in one transaction that waits at most `limits.maxWait` ms to start and lasts at most
 * `limits.timeout` ms: the boundary of a refresh, inside which {@link lockCredential} holds the row.
 */
export function credentialTransaction<T>(
  { prisma }: Pick<PlugboardContext, "prisma">,
  work: (tx: Prisma.TransactionClient) => Promise<T>,
  limits: { timeout: number; maxWait: number },
): Promise<T> {
  return prisma.$transaction(work, limits);
}

interface LockedRow {
  id: string;
  developerId: string;
  userId: string;
  pluginId: string;
  pluginSlug: string;
  accountLabel: string;
  authMethodId: string | null;
  connectionConfig: Record<string, string> | string | null;
  secrets: string;
  expiresAt: Date | string | null;
  status: string;
  client: string | null;
}

/**
 * Reads one credential of a connection and locks its row (`SELECT … FOR UPDATE`) for the rest of `tx`:
 * the cross-instance half of the refresh single flight. Null when the connection is gone or holds no
 * credential of that source.
 */
export async function lockCredential(
  tx: Prisma.TransactionClient,
  cipher: Cipher,
  connectionId: string,
  source: CredentialSource,
): Promise<{ holder: CredentialHolder; stored: StoredCredential } | null> {
  const rows = await tx.$queryRaw<LockedRow[]>`
    SELECT c.id, c."developerId", c."userId", c."pluginId", p.slug AS "pluginSlug", c."accountLabel", c."authMethodId", c."connectionConfig",
           cr.secrets, cr."expiresAt", cr.status, cr.client
    FROM "Credential" cr JOIN "Connection" c ON c.id = cr."connectionId" JOIN "Plugin" p ON p.id = c."pluginId"
    WHERE cr."connectionId" = ${connectionId}::uuid AND cr.source = ${source} FOR UPDATE OF cr`;
  const row = rows[0];
  if (!row) return null;
  const holder: CredentialHolder = {
    connectionId: row.id,
    developerId: row.developerId,
    userId: row.userId,
    pluginId: row.pluginId,
    pluginSlug: row.pluginSlug,
    accountLabel: row.accountLabel,
    authMethodId: row.authMethodId,
    connectionConfig: typeof row.connectionConfig === "string" ? (JSON.parse(row.connectionConfig) as Record<string, string>) : row.connectionConfig,
  };
  const client = row.client ? cipher.decryptJson<unknown>(row.client) : null;
  return { holder, stored: { values: openSecrets(cipher, row.secrets), expiresAt: dateOf(row.expiresAt), status: statusOf(row.status), client } };
}

/** A credential to store: its values in clear, expiry, and (MCP) the client that obtained it. */
export interface CredentialInput {
  values: Readonly<Record<string, string>>;
  expiresAt: Date | null;
  /** The OAuth client of an MCP grant; leave undefined to keep the stored one on an update. */
  client?: unknown;
}

/**
 * The nested writes that store `credential` as the connection's credential of `source` (encrypted,
 * `active`): `create` for a new connection, `update(id)` for an existing one (the credential row
 * created or replaced, its `version` bumped).
 */
export function credentialWrite(cipher: Cipher, source: CredentialSource, credential: CredentialInput) {
  const fields = {
    secrets: cipher.encryptJson(credential.values),
    expiresAt: credential.expiresAt,
    status: "active",
    ...(credential.client !== undefined ? { client: credential.client === null ? null : cipher.encryptJson(credential.client) } : {}),
  };
  return {
    create: { credentials: { create: [{ source, ...fields }] } } satisfies Pick<Prisma.ConnectionUncheckedCreateInput, "credentials">,
    update: (connectionId: string) =>
      ({
        credentials: {
          upsert: [{ where: { connectionId_source: { connectionId, source } }, create: { source, ...fields }, update: { ...fields, version: { increment: 1 } } }],
        },
      }) satisfies Pick<Prisma.ConnectionUncheckedUpdateInput, "credentials">,
  };
}

/** Stores a refreshed credential set (encrypted, `active`) and bumps the credential's and the connection's `version`. */
export async function writeRefreshed(
  tx: Prisma.TransactionClient,
  cipher: Cipher,
  connectionId: string,
  source: CredentialSource,
  fresh: Pick<StoredCredential, "values" | "expiresAt">,
): Promise<void> {
  await tx.credential.update({
    where: { connectionId_source: { connectionId, source } },
    data: { secrets: cipher.encryptJson(fresh.values), expiresAt: fresh.expiresAt, status: "active", version: { increment: 1 } },
  });
  await tx.connection.update({ where: { id: connectionId }, data: { version: { increment: 1 } } });
}

/** Marks one credential of a connection `needs_reauth` and bumps the credential's and the connection's `version`. */
export async function markNeedsReauth(tx: Prisma.TransactionClient, connectionId: string, source: CredentialSource): Promise<void> {
  await tx.credential.update({ where: { connectionId_source: { connectionId, source } }, data: { status: "needs_reauth", version: { increment: 1 } } });
  await tx.connection.update({ where: { id: connectionId }, data: { version: { increment: 1 } } });
}

/** The `select` of a connection's credentials for the connection cache ({@link snapshotCredentials}): still encrypted. */
export const SNAPSHOT_CREDENTIALS_SELECT = { credentials: { select: { source: true, secrets: true, expiresAt: true, status: true } } } as const;

/** The credentials of a connection read with {@link SNAPSHOT_CREDENTIALS_SELECT}, by source. */
export function snapshotCredentials(rows: ReadonlyArray<{ source: string; secrets: string; expiresAt: Date | null; status: string }>): {
  rest?: SnapshotCredential;
  mcp?: SnapshotCredential;
} {
  const bySource: { rest?: SnapshotCredential; mcp?: SnapshotCredential } = {};
  for (const row of rows) {
    if (row.source === "rest" || row.source === "mcp") bySource[row.source] = { secrets: row.secrets, expiresAt: row.expiresAt, status: statusOf(row.status) };
  }
  return bySource;
}

/** The `select` of a connection's credential states (no secret), for listings ({@link credentialStates}). */
export const CREDENTIAL_STATES_SELECT = { credentials: { select: { source: true, status: true } } } as const;

/** What a listing says of a connection's credentials: the status of each source and whether it holds MCP tokens. */
export function credentialStates(rows: ReadonlyArray<{ source: string; status: string }>): { status: CredentialStatus; mcpStatus: CredentialStatus; hasMcpTokens: boolean } {
  const of = (source: CredentialSource) => rows.find((row) => row.source === source);
  return { status: statusOf(of("rest")?.status ?? "active"), mcpStatus: statusOf(of("mcp")?.status ?? "active"), hasMcpTokens: of("mcp") !== undefined };
}

/** The `select` that reads what a deleted connection stored, still encrypted ({@link storedCredentials}). */
export const STORED_CREDENTIALS_SELECT = { credentials: { select: { source: true, secrets: true, client: true } } } as const;

/** What a deleted connection stored, still encrypted (read before the row was removed). */
export interface StoredConnectionCredentials {
  credentials: ReadonlyArray<{ source: string; secrets: string; client: string | null }>;
}

/** Every credential a deleted connection held, decrypted (for revocation). */
export function storedCredentials(cipher: Cipher, row: StoredConnectionCredentials): Array<{ source: CredentialSource; stored: StoredCredential }> {
  return row.credentials.flatMap((credential) =>
    credential.source === "rest" || credential.source === "mcp"
      ? [
          {
            source: credential.source,
            stored: { values: openSecrets(cipher, credential.secrets), expiresAt: null, status: "active" as const, client: credential.client ? cipher.decryptJson<unknown>(credential.client) : null },
          },
        ]
      : [],
  );
}

/**
 * Reseals, as one encrypted object, the credentials the `credentials` migration stored as a JSON object
 * of values encrypted one by one (it had no key). Idempotent and safe on several instances at once
 * (compare-and-swap on the stored value); a row no key opens is left as it is. Returns how many were resealed.
 */
export async function sealMigratedCredentials(prisma: Prisma.TransactionClient, cipher: Cipher): Promise<number> {
  const rows = await prisma.credential.findMany({ where: { secrets: { startsWith: "{" } }, select: { id: true, secrets: true } });
  let sealed = 0;
  for (const row of rows) {
    let values: Record<string, string>;
    try {
      values = openSecrets(cipher, row.secrets);
    } catch {
      continue;
    }
    const updated = await prisma.credential.updateMany({ where: { id: row.id, secrets: row.secrets }, data: { secrets: cipher.encryptJson(values) } });
    sealed += updated.count;
  }
  return sealed;
}
