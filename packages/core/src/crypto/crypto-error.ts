/**
 * Machine-readable reasons a crypto operation failed.
 *
 * - `INVALID_KEY`: a key is not 64 hexadecimal characters (32 bytes).
 * - `MALFORMED_CIPHERTEXT`: a stored value is not in the `{iv_hex}:{ciphertext_hex}:{auth_tag_hex}` format.
 * - `DECRYPT_FAILED`: the value is well formed but no configured key authenticates it (wrong key or tampered data).
 * - `INVALID_STATE` / `STATE_EXPIRED`: an OAuth state token is forged, tampered, malformed, or too old.
 * - `INVALID_TOKEN` / `TOKEN_EXPIRED`: the same for any other short-lived sealed token.
 */
export type CryptoErrorCode =
  | "INVALID_KEY"
  | "DECRYPT_FAILED"
  | "MALFORMED_CIPHERTEXT"
  | "INVALID_STATE"
  | "STATE_EXPIRED"
  | "INVALID_TOKEN"
  | "TOKEN_EXPIRED";

// Symbol.for so the brand survives duplicated copies of this module (ESM + CJS builds, bundles).
const CRYPTO_ERROR_BRAND = Symbol.for("@plugboard/core/CryptoError");

/**
 * The error every `@plugboard/core/crypto` helper throws for an expected failure (bad key, bad ciphertext,
 * bad or expired token). Messages never contain key material, plaintext or token contents, so they are safe
 * to log.
 *
 * Use {@link CryptoError.isInstance} rather than `instanceof`: the package ships both ESM and CJS builds and
 * two copies of the class may be loaded at once.
 *
 * @example
 * ```ts
 * try {
 *   cipher.decrypt(stored);
 * } catch (error) {
 *   if (CryptoError.isInstance(error) && error.code === "DECRYPT_FAILED") {
 *     // the key changed without PREVIOUS_ENCRYPTION_KEYS, or the row was tampered with
 *   }
 *   throw error;
 * }
 * ```
 */
export class CryptoError extends Error {
  /** Machine-readable reason; see {@link CryptoErrorCode}. */
  readonly code: CryptoErrorCode;

  /**
   * @param code - machine-readable reason
   * @param message - human-readable text; must never contain secrets
   * @param options - optional `cause` (the underlying error, when one exists)
   */
  constructor(code: CryptoErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "CryptoError";
    this.code = code;
    Object.defineProperty(this, CRYPTO_ERROR_BRAND, { value: true, enumerable: false });
  }

  /**
   * Whether `value` is a {@link CryptoError}, from any loaded copy of this package.
   *
   * @example
   * ```ts
   * if (CryptoError.isInstance(error)) console.log(error.code);
   * ```
   */
  static isInstance(value: unknown): value is CryptoError {
    return (
      typeof value === "object" &&
      value !== null &&
      (value as Record<PropertyKey, unknown>)[CRYPTO_ERROR_BRAND] === true
    );
  }
}
