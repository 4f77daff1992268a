import type { Cipher } from "@plugboard/core/crypto";
import type { PrismaClient } from "../../src/generated/prisma/client.js";
import { openSecrets } from "../../src/services/credentials/credential-store.js";

/** One stored credential of a connection as the database holds it, with its values opened by the credential module. */
export interface StoredCredentialRow {
  /** The encrypted column as stored. */
  secrets: string;
  /** The values, decrypted through the credential module. */
  values: Record<string, string>;
  expiresAt: Date | null;
  status: string;
  /** The encrypted client of an MCP grant, as stored. */
  client: string | null;
  version: number;
}

/**
 * Reads the credential of `source` of a connection (null when it holds none), for tests that check what
 * was stored: the raw encrypted value, and the values opened through `services/credentials/`.
 *
 * @example
 * const rest = await storedCredential(pb.context, connectionId, "rest");
 */
export async function storedCredential(
  context: { prisma: PrismaClient; cipher: Cipher },
  connectionId: string,
  source: "rest" | "mcp",
): Promise<StoredCredentialRow | null> {
  const row = await context.prisma.credential.findUnique({ where: { connectionId_source: { connectionId, source } } });
  if (!row) return null;
  return { secrets: row.secrets, values: openSecrets(context.cipher, row.secrets), expiresAt: row.expiresAt, status: row.status, client: row.client, version: row.version };
}
