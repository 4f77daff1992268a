import { Buffer } from "node:buffer";
import { CryptoError } from "./crypto-error";

const HEX_KEY_PATTERN = /^[0-9a-fA-F]{64}$/;

/**
 * Parses an AES-256 / HMAC key given as 64 hexadecimal characters (the `ENCRYPTION_KEY` setting) into its
 * 32 bytes.
 *
 * Why strict: a key of the wrong length would either be rejected deep inside node:crypto with an unclear
 * message or, worse, silently weaken encryption. The error message names the problem and how to fix it, but
 * never repeats the key itself.
 *
 * @param hex - exactly 64 hexadecimal characters (either case; no surrounding whitespace)
 * @param options - `name` is the setting name used in the error message (default `ENCRYPTION_KEY`)
 * @returns the 32 key bytes
 * @throws {CryptoError} `invalid_key` when the value is not exactly 64 hexadecimal characters
 *
 * @example
 * ```ts
 * const key = parseEncryptionKey(process.env.ENCRYPTION_KEY ?? "");
 * key.length; // 32
 * ```
 */
export function parseEncryptionKey(hex: string, options: { name?: string } = {}): Buffer {
  const name = options.name ?? "ENCRYPTION_KEY";
  if (typeof hex !== "string" || !HEX_KEY_PATTERN.test(hex)) {
    const problem =
      typeof hex !== "string"
        ? `is not a string`
        : hex.length !== 64
          ? `has ${hex.length} characters`
          : `contains non-hexadecimal characters`;
    throw new CryptoError(
      "invalid_key",
      `${name} must be exactly 64 hexadecimal characters (32 bytes) but ${problem}; ` +
        `generate one with \`openssl rand -hex 32\``,
    );
  }
  return Buffer.from(hex, "hex");
}
