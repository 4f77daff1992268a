import { hasErrorMarker, markError } from "../errors/mark-error";

/**
 * Machine-readable reasons a crypto operation failed.
 *
 * - `invalid_key`: a key is not 64 hexadecimal characters (32 bytes).
 * - `malformed_ciphertext`: a stored value is not in the `{iv_hex}:{ciphertext_hex}:{auth_tag_hex}` format.
 * - `decrypt_failed`: the value is well formed but no configured key authenticates it (wrong key or tampered data).
 * - `invalid_state` / `state_expired`: an OAuth state token is forged, tampered, malformed, or too old.
 * - `invalid_token` / `token_expired`: the same for any other short-lived sealed token.
 */
export type CryptoErrorCode =
  | "invalid_key"
  | "decrypt_failed"
  | "malformed_ciphertext"
  | "invalid_state"
  | "state_expired"
  | "invalid_token"
  | "token_expired";

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
 *   if (CryptoError.isInstance(error) && error.code === "decrypt_failed") {
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
    markError(this, "@plugboard/core.CryptoError");
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
    return hasErrorMarker(value, "@plugboard/core.CryptoError");
  }
}
