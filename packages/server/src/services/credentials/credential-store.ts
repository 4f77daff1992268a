import type { Cipher } from "@plugboard/core/crypto";
import type { Prisma } from "../../generated/prisma/client.js";
import type { ConnectionSnapshot } from "../../sources/tool-source.js";
import type { CredentialHolder, CredentialSource, CredentialStatus, StoredCredential } from "./credential-protocol.js";

/**
 * The credential module's one seam to the database: every read and write of a connection's stored
 * credentials (either source) goes through these functions, so the storage shape has one home.
 */

/** A credential as the connection cache holds it: still encrypted, decrypted on use. */
export interface CachedCredential {
  source: CredentialSource;
  expiresAt: Date | null;
  status: CredentialStatus;
  hasRefreshToken: boolean;
  /** The values in clear (the MCP side holds only its access token in the cache). */
  decrypt(cipher: Cipher): Record<string, string>;
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
  credentials: string | null;
  credentialsExpiresAt: Date | null;
  status: string;
  mcpAccessToken: string | null;
  mcpRefreshToken: string | null;
  mcpTokenExpiresAt: Date | null;
  mcpClientCredentials: string | null;
  mcpStatus: string;
}

const statusOf = (value: string): CredentialStatus => (value === "needs_reauth" ? "needs_reauth" : "active");
const dateOf = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

function mcpValues(cipher: Cipher, access: string | null, refresh: string | null): Record<string, string> {
  return { ...(access ? { access_token: cipher.decrypt(access) } : {}), ...(refresh ? { refresh_token: cipher.decrypt(refresh) } : {}) };
}

/**
 * Reads one credential of a connection and locks it (`SELECT … FOR UPDATE`) for the rest of `tx`: the
 * cross-instance half of the refresh single flight. Null when the connection is gone or holds no
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
           c.credentials, c."credentialsExpiresAt", c.status, c."mcpAccessToken", c."mcpRefreshToken", c."mcpTokenExpiresAt", c."mcpClientCredentials", c."mcpStatus"
    FROM "Connection" c JOIN "Plugin" p ON p.id = c."pluginId" WHERE c.id = ${connectionId}::uuid FOR UPDATE OF c`;
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
  if (source === "rest") {
    if (!row.credentials) return null;
    const values = cipher.decryptJson<Record<string, string>>(row.credentials);
    return { holder, stored: { values, expiresAt: dateOf(row.credentialsExpiresAt), status: statusOf(row.status), client: null } };
  }
  if (!row.mcpAccessToken) return null;
  const client = row.mcpClientCredentials ? cipher.decryptJson<unknown>(row.mcpClientCredentials) : null;
  return {
    holder,
    stored: { values: mcpValues(cipher, row.mcpAccessToken, row.mcpRefreshToken), expiresAt: dateOf(row.mcpTokenExpiresAt), status: statusOf(row.mcpStatus), client },
  };
}

/**
 * The `Connection` columns that store `credential` of `source` (encrypted), for a create, an update
 * or an upsert of the connection. The status is set to `active`.
 */
export function credentialColumns(
  cipher: Cipher,
  source: CredentialSource,
  credential: Pick<StoredCredential, "values" | "expiresAt"> & { client?: unknown },
): Prisma.ConnectionUncheckedUpdateInput & Prisma.ConnectionUncheckedCreateInput {
  if (source === "rest") {
    return { credentials: cipher.encryptJson(credential.values), credentialsExpiresAt: credential.expiresAt, status: "active" } as never;
  }
  const { access_token: access, refresh_token: refresh } = credential.values;
  return {
    mcpAccessToken: access ? cipher.encrypt(access) : null,
    mcpRefreshToken: refresh ? cipher.encrypt(refresh) : null,
    mcpTokenExpiresAt: credential.expiresAt,
    ...(credential.client !== undefined ? { mcpClientCredentials: credential.client === null ? null : cipher.encryptJson(credential.client) } : {}),
    mcpStatus: "active",
  } as never;
}

/** Stores a refreshed credential set (encrypted, `active`) and bumps the connection's `version`. */
export async function writeRefreshed(
  tx: Prisma.TransactionClient,
  cipher: Cipher,
  connectionId: string,
  source: CredentialSource,
  fresh: Pick<StoredCredential, "values" | "expiresAt">,
): Promise<void> {
  await tx.connection.update({ where: { id: connectionId }, data: { ...credentialColumns(cipher, source, fresh), version: { increment: 1 } } });
}

/** Marks one credential of a connection `needs_reauth` and bumps the connection's `version`. */
export async function markNeedsReauth(tx: Prisma.TransactionClient, connectionId: string, source: CredentialSource): Promise<void> {
  await tx.connection.update({ where: { id: connectionId }, data: { ...(source === "rest" ? { status: "needs_reauth" } : { mcpStatus: "needs_reauth" }), version: { increment: 1 } } });
}

/** The credential of `source` in a cached connection snapshot; null when the connection holds none. */
export function cachedCredential(connection: ConnectionSnapshot, source: CredentialSource): CachedCredential | null {
  if (source === "rest") {
    const encrypted = connection.credentials;
    if (!encrypted) return null;
    return {
      source,
      expiresAt: connection.credentialsExpiresAt,
      status: statusOf(connection.status),
      hasRefreshToken: false,
      decrypt: (cipher) => cipher.decryptJson<Record<string, string>>(encrypted),
    };
  }
  const access = connection.mcpAccessToken;
  if (!access) return null;
  return {
    source,
    expiresAt: connection.mcpTokenExpiresAt,
    status: statusOf(connection.mcpStatus),
    hasRefreshToken: connection.hasMcpRefreshToken,
    decrypt: (cipher) => ({ access_token: cipher.decrypt(access) }),
  };
}

/** What a deleted connection stored, still encrypted (read before the row was removed). */
export interface StoredConnectionCredentials {
  credentials: string | null;
  mcpAccessToken: string | null;
  mcpRefreshToken: string | null;
  mcpClientCredentials: string | null;
}

/** The `select` that reads {@link StoredConnectionCredentials}. */
export const STORED_CREDENTIALS_SELECT = { credentials: true, mcpAccessToken: true, mcpRefreshToken: true, mcpClientCredentials: true } as const;

/** Every credential a deleted connection held, decrypted (for revocation). */
export function storedCredentials(cipher: Cipher, row: StoredConnectionCredentials): Array<{ source: CredentialSource; stored: StoredCredential }> {
  const found: Array<{ source: CredentialSource; stored: StoredCredential }> = [];
  if (row.credentials) {
    found.push({ source: "rest", stored: { values: cipher.decryptJson<Record<string, string>>(row.credentials), expiresAt: null, status: "active", client: null } });
  }
  if (row.mcpAccessToken || row.mcpRefreshToken) {
    const client = row.mcpClientCredentials ? cipher.decryptJson<unknown>(row.mcpClientCredentials) : null;
    found.push({ source: "mcp", stored: { values: mcpValues(cipher, row.mcpAccessToken, row.mcpRefreshToken), expiresAt: null, status: "active", client } });
  }
  return found;
}
