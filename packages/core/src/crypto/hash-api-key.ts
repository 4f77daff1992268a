import { randomBytes } from "node:crypto";
import { hashSecretToken } from "./secret-token";

/** Prefix of every Plugboard API key; tells an API key from an identity-provider ID token. */
export const API_KEY_PREFIX = "nk_";

/** Number of characters of a key kept in clear for display (`nk_` plus 7 random characters). */
export const API_KEY_DISPLAY_PREFIX_LENGTH = 10;

const API_KEY_RANDOM_LENGTH = 40;
const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
// Largest multiple of 62 below 256: bytes at or above it are dropped so every character is equally likely.
const BASE62_UNBIASED_LIMIT = 248;

/**
 * Hashes an API key for storage and lookup: SHA-256, lowercase hex.
 *
 * Why a plain fast hash: API keys carry ~238 bits of randomness, so a slow password hash adds nothing, and
 * the hash must be cheap because it runs on every authenticated request (lookup by hash, no comparison of
 * secrets in application code).
 *
 * @example
 * ```ts
 * const developer = await db.apiKey.findUnique({ where: { hash: hashApiKey(bearerToken) } });
 * ```
 */
export function hashApiKey(key: string): string {
  return hashSecretToken(key);
}

/**
 * Generates a new API key: `nk_` followed by 40 random base62 characters (about 238 bits).
 *
 * Returns the key (show it to the user once, never store it), the display prefix (first 10 characters,
 * safe to store and show so users can tell their keys apart) and the hash to store.
 *
 * @example
 * ```ts
 * const { key, prefix, hash } = generateApiKey();
 * await db.apiKey.create({ data: { developerId, prefix, hash } });
 * console.log(key); // nk_4fQ…, printed once
 * ```
 */
export function generateApiKey(): { key: string; prefix: string; hash: string } {
  let random = "";
  while (random.length < API_KEY_RANDOM_LENGTH) {
    for (const byte of randomBytes(64)) {
      if (byte < BASE62_UNBIASED_LIMIT && random.length < API_KEY_RANDOM_LENGTH) random += BASE62[byte % 62];
    }
  }
  const key = `${API_KEY_PREFIX}${random}`;
  return { key, prefix: key.slice(0, API_KEY_DISPLAY_PREFIX_LENGTH), hash: hashApiKey(key) };
}
