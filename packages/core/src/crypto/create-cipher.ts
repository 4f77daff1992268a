import { Buffer } from "node:buffer";
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { CryptoError } from "./crypto-error";
import { parseEncryptionKey } from "./encryption-key";

const ALGORITHM = "aes-256-gcm";
const IV_BYTES = 12;
const AUTH_TAG_BYTES = 16;

/**
 * Matches a value produced by {@link Cipher.encrypt}: `{iv_hex}:{ciphertext_hex}:{auth_tag_hex}` with a
 * 12-byte IV, a 16-byte auth tag and lowercase hex (docs/deployment.md "Rotating the encryption key").
 *
 * Useful to tell an encrypted column value from a legacy plaintext one. The ciphertext part is empty for an
 * empty plaintext; an odd-length ciphertext part matches the pattern but is still refused by `decrypt`.
 *
 * @example
 * ```ts
 * ENCRYPTED_VALUE_PATTERN.test(cipher.encrypt("hello")); // true
 * ```
 */
export const ENCRYPTED_VALUE_PATTERN = /^[0-9a-f]{24}:[0-9a-f]*:[0-9a-f]{32}$/;

/** Options of {@link createCipher}. */
export interface CipherOptions {
  /** Current key, 64 hexadecimal characters (`ENCRYPTION_KEY`). Every new value is encrypted with it. */
  key: string;
  /**
   * Older keys (`PREVIOUS_ENCRYPTION_KEYS`), tried in order after `key` when decrypting, so values written
   * before a key rotation stay readable. Never used to encrypt.
   */
  previousKeys?: readonly string[];
}

/** AES-256-GCM encryption of secrets at rest, created by {@link createCipher}. */
export interface Cipher {
  /** Encrypts a UTF-8 string with the current key into `{iv_hex}:{ciphertext_hex}:{auth_tag_hex}`. */
  encrypt(plaintext: string): string;
  /**
   * Decrypts a value written by `encrypt` with the current or any previous key.
   *
   * @throws {CryptoError} `malformed_ciphertext` when the value is not in the encrypted format,
   * `decrypt_failed` when no key authenticates it (wrong key or tampered data)
   */
  decrypt(value: string): string;
  /** Encrypts `JSON.stringify(value)`; throws a `TypeError` for a value JSON cannot represent (e.g. `undefined`). */
  encryptJson(value: unknown): string;
  /**
   * Decrypts and `JSON.parse`s a value written by `encryptJson`. The result is not validated: parse it with a
   * schema when its shape matters.
   *
   * @throws {CryptoError} as `decrypt`, and `malformed_ciphertext` when the decrypted text is not JSON
   */
  decryptJson<T>(value: string): T;
  /**
   * Moves a value to the current key (key rotation): the same plaintext encrypted under `key` with a
   * fresh IV, or `null` when `key` itself already opens the value and there is nothing to do.
   *
   * @throws {CryptoError} as `decrypt`: no key opens the value, or it is not an encrypted value
   */
  reencrypt(value: string): string | null;
}

/**
 * Creates an AES-256-GCM cipher for secrets stored at rest (credentials, OAuth tokens), in the
 * `{iv_hex}:{ciphertext_hex}:{auth_tag_hex}` format with a fresh random 12-byte IV per value.
 *
 * Keys are parsed once here, not per call, because `decrypt` runs on every tool execution. Key rotation:
 * pass the new key as `key` and the old ones as `previousKeys`; old values still decrypt, new values use the
 * new key, and re-encrypting a value moves it to the new key.
 *
 * @throws {CryptoError} `invalid_key` when `key` or one of `previousKeys` is not 64 hexadecimal characters
 *
 * @example
 * ```ts
 * const cipher = createCipher({ key: process.env.ENCRYPTION_KEY!, previousKeys: [oldKey] });
 * const stored = cipher.encryptJson({ accessToken: "ya29..." });
 * const { accessToken } = cipher.decryptJson<{ accessToken: string }>(stored);
 * ```
 */
export function createCipher(options: CipherOptions): Cipher {
  const currentKey = parseEncryptionKey(options.key);
  const decryptionKeys: Buffer[] = [currentKey];
  (options.previousKeys ?? []).forEach((previousKey, index) => {
    const parsed = parseEncryptionKey(previousKey, { name: `previousKeys[${index}]` });
    if (!decryptionKeys.some((known) => known.equals(parsed))) decryptionKeys.push(parsed);
  });

  function encrypt(plaintext: string): string {
    if (typeof plaintext !== "string") {
      throw new TypeError(`encrypt expects a string but got ${typeof plaintext}; use encryptJson for other values`);
    }
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, currentKey, iv, { authTagLength: AUTH_TAG_BYTES });
    const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
    return `${iv.toString("hex")}:${ciphertext.toString("hex")}:${cipher.getAuthTag().toString("hex")}`;
  }

  /** The plaintext and the index in `decryptionKeys` of the key that authenticated it (0: the current key). */
  function open(value: string): { plaintext: string; keyIndex: number } {
    if (typeof value !== "string" || !ENCRYPTED_VALUE_PATTERN.test(value)) {
      throw new CryptoError(
        "malformed_ciphertext",
        "value is not an encrypted value: expected {iv_hex}:{ciphertext_hex}:{auth_tag_hex} " +
          "with a 12-byte IV and a 16-byte auth tag in lowercase hex",
      );
    }
    const [ivHex = "", ciphertextHex = "", tagHex = ""] = value.split(":");
    if (ciphertextHex.length % 2 !== 0) {
      throw new CryptoError(
        "malformed_ciphertext",
        "value is not an encrypted value: the ciphertext part has an odd number of hex digits",
      );
    }
    const iv = Buffer.from(ivHex, "hex");
    const ciphertext = Buffer.from(ciphertextHex, "hex");
    const tag = Buffer.from(tagHex, "hex");
    for (const [keyIndex, key] of decryptionKeys.entries()) {
      try {
        const decipher = createDecipheriv(ALGORITHM, key, iv, { authTagLength: AUTH_TAG_BYTES });
        decipher.setAuthTag(tag);
        const plaintext = Buffer.concat([decipher.update(ciphertext), decipher.final()]);
        return { plaintext: plaintext.toString("utf8"), keyIndex };
      } catch {
        // Authentication failed under this key: try the next one.
      }
    }
    throw new CryptoError("decrypt_failed", "could not decrypt value: wrong key or tampered data");
  }

  function decrypt(value: string): string {
    return open(value).plaintext;
  }

  function reencrypt(value: string): string | null {
    const opened = open(value);
    return opened.keyIndex === 0 ? null : encrypt(opened.plaintext);
  }

  function encryptJson(value: unknown): string {
    const json = JSON.stringify(value);
    if (json === undefined) {
      throw new TypeError(`encryptJson cannot encrypt ${typeof value}: JSON has no representation for it`);
    }
    return encrypt(json);
  }

  function decryptJson<T>(value: string): T {
    const json = decrypt(value);
    try {
      return JSON.parse(json) as T;
    } catch {
      // No `cause`: V8's JSON.parse message quotes the input, which is the decrypted secret.
      throw new CryptoError(
        "malformed_ciphertext",
        "decrypted value is not JSON: it was probably written with encrypt, so read it with decrypt",
      );
    }
  }

  return { encrypt, decrypt, encryptJson, decryptJson, reencrypt };
}
