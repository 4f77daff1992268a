import * as crypto from "node:crypto";
import { createHash, randomBytes } from "node:crypto";

// Node's one-shot hash (20.12+) is about four times cheaper than a Hash object for a short token; the
// API key of every request goes through it.
const oneShotHash = (crypto as { hash?: (algorithm: string, data: string, encoding: "hex") => string }).hash;

/**
 * Hashes a high-entropy secret token (API key, MCP link token) for storage and lookup: SHA-256, lowercase
 * hex. A fast hash is right here: the token is random, not a password, and the lookup runs per request.
 */
export function hashSecretToken(token: string): string {
  if (oneShotHash) return oneShotHash("sha256", token, "hex");
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
