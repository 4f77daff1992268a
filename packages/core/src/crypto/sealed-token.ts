import { Buffer } from "node:buffer";
import { createHmac, timingSafeEqual } from "node:crypto";
import type * as z from "zod";
import { CryptoError } from "./crypto-error";
import type { CryptoErrorCode } from "./crypto-error";
import { parseEncryptionKey } from "./encryption-key";

/** Default lifetime of a signed token: 10 minutes, the lifetime of a pending connection (CONTRACT.md). */
export const DEFAULT_SIGNED_TOKEN_MAX_AGE_MS = 600_000;

/** How far in the future a token's issue time may be (clock skew between instances) before it is refused. */
export const SIGNED_TOKEN_MAX_CLOCK_SKEW_MS = 60_000;

const PURPOSE_PATTERN = /^[a-z][a-z0-9-]*$/;
const BASE64URL_PATTERN = /^[A-Za-z0-9_-]+$/;
// Far above any legitimate token; bounds the work an attacker can make verify do.
const MAX_TOKEN_LENGTH = 16_384;

/** Options of {@link createSignedToken}. */
export interface SignedTokenOptions<T> {
  /** HMAC key, 64 hexadecimal characters (the service's `ENCRYPTION_KEY`). */
  key: string;
  /**
   * Domain-separation label (lowercase letters, digits, `-`), mixed into the HMAC input as
   * `plugboard:{purpose}:`. A token signed for one purpose never verifies for another, even with the same
   * key: an OAuth state cannot be replayed as a hosted-page connect token.
   */
  purpose: string;
  /** Validates the payload when signing and again after verifying (the payload must be an object). */
  schema: z.ZodType<T>;
  /** Age in milliseconds after which a token is refused. Default {@link DEFAULT_SIGNED_TOKEN_MAX_AGE_MS}. */
  maxAgeMs?: number;
  /** Clock in epoch milliseconds; inject one in tests. Default `Date.now`. */
  now?: () => number;
  /** Name of the token in error messages. Default `"{purpose} token"`. */
  label?: string;
  /** Error codes for a bad and for an expired token. Default `INVALID_TOKEN` / `TOKEN_EXPIRED`. */
  errorCodes?: { invalid: CryptoErrorCode; expired: CryptoErrorCode };
}

/** Signs and verifies short-lived tokens of one purpose; created by {@link createSignedToken}. */
export interface SignedToken<T> {
  /**
   * Validates `payload` with the schema, adds the issue time (`iat`, epoch ms) and returns
   * `base64url(JSON) + "." + base64url(HMAC-SHA256)`. Throws a `TypeError` for a payload the schema refuses
   * or one that already has an `iat` member (both are bugs in the caller).
   */
  sign(payload: T): string;
  /**
   * Checks the signature (constant time), the age and the payload's shape, and returns the payload with its
   * issue time as `issuedAt`.
   *
   * @throws {CryptoError} the `invalid` code for a malformed, forged, tampered or wrong-purpose token or a
   * payload the schema refuses; the `expired` code when older than `maxAgeMs` or issued more than 60 s in the
   * future
   */
  verify(token: string): T & { issuedAt: number };
}

/**
 * Creates a signer/verifier for short-lived, stateless tokens (OAuth state, hosted-page connect tokens).
 *
 * Format: `base64url(JSON payload with iat) + "." + base64url(HMAC-SHA256(key, "plugboard:{purpose}:" +
 * first part))`. The payload is signed, not encrypted: anyone holding a token can read it, so never put a
 * secret in it that the holder must not see. The key is parsed once here.
 *
 * @throws {CryptoError} `INVALID_KEY` for a key that is not 64 hexadecimal characters
 * @throws {TypeError} for an invalid `purpose` or `maxAgeMs`
 *
 * @example
 * ```ts
 * const connectToken = createSignedToken({
 *   key: process.env.ENCRYPTION_KEY!,
 *   purpose: "connect",
 *   schema: z.object({ developerId: z.uuid(), userId: z.string() }),
 *   maxAgeMs: 15 * 60_000,
 * });
 * const token = connectToken.sign({ developerId, userId });
 * const { userId: verifiedUserId, issuedAt } = connectToken.verify(token);
 * ```
 */
export function createSignedToken<T>(options: SignedTokenOptions<T>): SignedToken<T> {
  const { purpose, schema } = options;
  if (typeof purpose !== "string" || !PURPOSE_PATTERN.test(purpose)) {
    throw new TypeError("purpose must be lowercase letters, digits and '-', starting with a letter");
  }
  const maxAgeMs = options.maxAgeMs ?? DEFAULT_SIGNED_TOKEN_MAX_AGE_MS;
  if (!Number.isFinite(maxAgeMs) || maxAgeMs <= 0) {
    throw new TypeError("maxAgeMs must be a positive number of milliseconds");
  }
  const key = parseEncryptionKey(options.key);
  const now = options.now ?? Date.now;
  const label = options.label ?? `${purpose} token`;
  const codes = options.errorCodes ?? { invalid: "INVALID_TOKEN", expired: "TOKEN_EXPIRED" };
  const domain = `plugboard:${purpose}:`;

  const mac = (encodedPayload: string): string =>
    createHmac("sha256", key).update(domain).update(encodedPayload).digest("base64url");

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
    const encodedPayload = Buffer.from(JSON.stringify({ ...data, iat: now() }), "utf8").toString("base64url");
    return `${encodedPayload}.${mac(encodedPayload)}`;
  }

  function verify(token: string): T & { issuedAt: number } {
    if (typeof token !== "string" || token.length === 0 || token.length > MAX_TOKEN_LENGTH) {
      throw invalid("missing or too long");
    }
    const parts = token.split(".");
    const [encodedPayload, signature] = parts;
    if (
      parts.length !== 2 ||
      encodedPayload === undefined ||
      signature === undefined ||
      !BASE64URL_PATTERN.test(encodedPayload) ||
      !BASE64URL_PATTERN.test(signature)
    ) {
      throw invalid("not in the format payload.signature");
    }
    // Compare the canonical encodings, not decoded bytes: base64url has several spellings of the same bytes.
    const expected = Buffer.from(mac(encodedPayload), "utf8");
    const given = Buffer.from(signature, "utf8");
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw invalid("signature does not match");
    }

    let decoded: unknown;
    try {
      decoded = JSON.parse(Buffer.from(encodedPayload, "base64url").toString("utf8"));
    } catch {
      throw invalid("payload is not JSON");
    }
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
    if (iat - current > SIGNED_TOKEN_MAX_CLOCK_SKEW_MS) {
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
