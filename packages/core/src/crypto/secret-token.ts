import { createHash, randomBytes } from "node:crypto";

/**
 * Hashes a high-entropy secret token (API key, MCP link token) for storage and lookup: SHA-256, lowercase
 * hex. A fast hash is right here: the token is random, not a password, and the lookup runs per request.
 */
export function hashSecretToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/**
 * A new random token `<prefix><base64url of 32 random bytes>` and its hash. Show the token once; store the
 * hash.
 *
 * @example
 * const { token, hash } = generateSecretToken("pbm_");
 */
export function generateSecretToken(prefix: string, bytes = 32): { token: string; hash: string } {
  const token = `${prefix}${randomBytes(bytes).toString("base64url")}`;
  return { token, hash: hashSecretToken(token) };
}
