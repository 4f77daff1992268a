import { Buffer } from "node:buffer";
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import type * as z from "zod";
import { CryptoError } from "./crypto-error";
import type { CryptoErrorCode } from "./crypto-error";
import { parseEncryptionKey } from "./encryption-key";

/** Default lifetime of a sealed token: 10 minutes, the lifetime of a pending connection. */
export const DEFAULT_SEALED_TOKEN_MAX_AGE_MS = 600_000;

/** How far in the future a token's issue time may be (clock skew between instances) before it is refused. */
export const SEALED_TOKEN_MAX_CLOCK_SKEW_MS = 60_000;

const PURPOSE_PATTERN = /^[a-z][a-z0-9-]*$/;
const BASE64URL_PATTERN = /^[A-Za-z0-9_-]+$/;
// Far above any legitimate token; bounds the work an attacker can make verify do.
const MAX_TOKEN_LENGTH = 16_384;
const ALGORITHM = "aes-256-gcm";
const IV_BYTES = 12;
const AUTH_TAG_BYTES = 16;

/** Options of {@link createSealedToken}. */
export interface SealedTokenOptions<T> {
  /** The service's key, 64 hexadecimal characters (`ENCRYPTION_KEY`); a per-purpose key is derived from it. */
  key: string;
  /**
   * Domain-separation label (lowercase letters, digits, `-`). The AES key of the token is derived from `key`
   * and the purpose (HKDF-SHA256, info `plugboard:token:{purpose}`), so a token sealed for one purpose never
   * opens for another, even with the same key: an OAuth state cannot be replayed as a hosted-page connect token.
   */
  purpose: string;
  /** Validates the payload when sealing and again after opening (the payload must be an object). */
  schema: z.ZodType<T>;
  /** Age in milliseconds after which a token is refused. Default {@link DEFAULT_SEALED_TOKEN_MAX_AGE_MS}. */
  maxAgeMs?: number;
  /** Clock in epoch milliseconds; inject one in tests. Default `Date.now`. */
  now?: () => number;
  /** Name of the token in error messages. Default `"{purpose} token"`. */
  label?: string;
  /** Error codes for a bad and for an expired token. Default `invalid_token` / `token_expired`. */
  errorCodes?: { invalid: CryptoErrorCode; expired: CryptoErrorCode };
}

/** Seals and opens short-lived tokens of one purpose; created by {@link createSealedToken}. */
export interface SealedToken<T> {
  /**
   * Validates `payload` with the schema, adds the issue time (`iat`, epoch ms) and returns the sealed token
   * (base64url, opaque). Throws a `TypeError` for a payload the schema refuses or one that already has an
   * `iat` member (both are bugs in the caller).
   */
  sign(payload: T): string;
  /**
   * Opens the token (AES-256-GCM: any change to any byte is refused), checks its age and the payload's shape,
   * and returns the payload with its issue time as `issuedAt`.
   *
   * @throws {CryptoError} the `invalid` code for a malformed, forged, tampered or wrong-purpose token or a
   * payload the schema refuses; the `expired` code when older than `maxAgeMs` or issued more than 60 s in the
   * future
   */
  verify(token: string): T & { issuedAt: number };
}

/**
 * Creates a sealer/opener for short-lived, stateless tokens that travel through browsers (OAuth `state`,
 * hosted-page connect tokens).
 *
 * Format: `base64url(iv ‖ AES-256-GCM(JSON payload with iat) ‖ tag)` with a random 12-byte IV and a
 * 16-byte tag, under a key derived per purpose from the service key. The token is encrypted and
 * authenticated: whoever holds it can neither read a member (a PKCE verifier, a user id, a return URL) nor
 * change one. The key is parsed and derived once here.
 *
 * @throws {CryptoError} `invalid_key` for a key that is not 64 hexadecimal characters
 * @throws {TypeError} for an invalid `purpose` or `maxAgeMs`
 *
 * @example
 * ```ts
 * const connectToken = createSealedToken({
 *   key: process.env.ENCRYPTION_KEY!,
 *   purpose: "connect",
 *   schema: z.object({ developerId: z.uuid(), userId: z.string() }),
 *   maxAgeMs: 15 * 60_000,
 * });
 * const token = connectToken.sign({ developerId, userId });
 * const { userId: verifiedUserId, issuedAt } = connectToken.verify(token);
 * ```
 */
export function createSealedToken<T>(options: SealedTokenOptions<T>): SealedToken<T> {
  const { purpose, schema } = options;
  if (typeof purpose !== "string" || !PURPOSE_PATTERN.test(purpose)) {
    throw new TypeError("purpose must be lowercase letters, digits and '-', starting with a letter");
  }
  const maxAgeMs = options.maxAgeMs ?? DEFAULT_SEALED_TOKEN_MAX_AGE_MS;
  if (!Number.isFinite(maxAgeMs) || maxAgeMs <= 0) {
    throw new TypeError("maxAgeMs must be a positive number of milliseconds");
  }
  const key = Buffer.from(hkdfSync("sha256", parseEncryptionKey(options.key), Buffer.alloc(0), `plugboard:token:${purpose}`, 32));
  const now = options.now ?? Date.now;
  const label = options.label ?? `${purpose} token`;
  const codes = options.errorCodes ?? { invalid: "invalid_token", expired: "token_expired" };

  const invalid = (detail: string): CryptoError =>
    new CryptoError(codes.invalid, `${label} is invalid: ${detail}; start the flow again`);

  function sign(payload: T): string {
    // Checked on the input: an object schema would silently strip it.
    if (typeof payload === "object" && payload !== null && Object.hasOwn(payload, "iat")) {
      throw new TypeError(`cannot sign ${label}: "iat" is reserved for the issue time`);
    }
    const parsed = schema.safeParse(payload);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((issue) => `${issue.path.map(String).join(".") || "(root)"}: ${issue.message}`);
      throw new TypeError(`cannot sign ${label}: payload is invalid (${problems.join("; ")})`);
    }
    const data: unknown = parsed.data;
    if (typeof data !== "object" || data === null || Array.isArray(data)) {
      throw new TypeError(`cannot sign ${label}: payload must be an object`);
    }
    if (Object.hasOwn(data, "iat")) {
      throw new TypeError(`cannot sign ${label}: "iat" is reserved for the issue time`);
    }
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: AUTH_TAG_BYTES });
    const sealed = Buffer.concat([cipher.update(JSON.stringify({ ...data, iat: now() }), "utf8"), cipher.final()]);
    return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString("base64url");
  }

  function open(token: string): unknown {
    if (typeof token !== "string" || token.length === 0 || token.length > MAX_TOKEN_LENGTH) {
      throw invalid("missing or too long");
    }
    if (!BASE64URL_PATTERN.test(token)) throw invalid("not a sealed token");
    const bytes = Buffer.from(token, "base64url");
    // Base64url has several spellings of the same bytes (trailing bits): only the canonical one is accepted.
    if (bytes.length <= IV_BYTES + AUTH_TAG_BYTES || bytes.toString("base64url") !== token) throw invalid("not a sealed token");
    let plaintext: string;
    try {
      const decipher = createDecipheriv(ALGORITHM, key, bytes.subarray(0, IV_BYTES), { authTagLength: AUTH_TAG_BYTES });
      decipher.setAuthTag(bytes.subarray(bytes.length - AUTH_TAG_BYTES));
      plaintext = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - AUTH_TAG_BYTES)), decipher.final()]).toString("utf8");
    } catch {
      throw invalid("it was changed, or sealed with another key or for another purpose");
    }
    try {
      return JSON.parse(plaintext);
    } catch {
      throw invalid("payload is not JSON");
    }
  }

  function verify(token: string): T & { issuedAt: number } {
    const decoded = open(token);
    if (typeof decoded !== "object" || decoded === null || Array.isArray(decoded)) {
      throw invalid("payload is not an object");
    }
    const { iat, ...rest } = decoded as Record<string, unknown>;
    if (typeof iat !== "number" || !Number.isSafeInteger(iat)) {
      throw invalid("issue time is missing");
    }

    const current = now();
    if (current - iat > maxAgeMs) {
      throw new CryptoError(
        codes.expired,
        `${label} has expired (valid for ${Math.round(maxAgeMs / 1000)} s); start the flow again`,
      );
    }
    if (iat - current > SEALED_TOKEN_MAX_CLOCK_SKEW_MS) {
      throw new CryptoError(
        codes.expired,
        `${label} was issued in the future; check that the servers' clocks are synchronised`,
      );
    }

    const parsed = schema.safeParse(rest);
    if (!parsed.success) {
      throw invalid("payload does not have the expected members");
    }
    const data: unknown = parsed.data;
    return { ...(data as T), issuedAt: iat };
  }

  return { sign, verify };
}
