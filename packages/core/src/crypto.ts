/**
 * `@plugboard/core/crypto`: Node-only helpers built on node:crypto — AES-256-GCM encryption of secrets at
 * rest, sealed (AES-256-GCM) short-lived tokens (OAuth state, connect tokens) and API key generation and hashing.
 *
 * @module
 */
export { CryptoError } from "./crypto/crypto-error";
export type { CryptoErrorCode } from "./crypto/crypto-error";
export { parseEncryptionKey } from "./crypto/encryption-key";
export { createCipher, ENCRYPTED_VALUE_PATTERN } from "./crypto/create-cipher";
export type { Cipher, CipherOptions } from "./crypto/create-cipher";
export {
  createSealedToken,
  DEFAULT_SEALED_TOKEN_MAX_AGE_MS,
  SEALED_TOKEN_MAX_CLOCK_SKEW_MS,
} from "./crypto/sealed-token";
export type { SealedToken, SealedTokenOptions } from "./crypto/sealed-token";
export { StatePayloadSchema } from "./crypto/state-payload";
export type { StatePayload } from "./crypto/state-payload";
export { createStateSigner, STATE_TOKEN_MAX_AGE_MS } from "./crypto/state-token";
export type { StateSigner, StateSignerOptions } from "./crypto/state-token";
export { API_KEY_DISPLAY_PREFIX_LENGTH, API_KEY_PREFIX, generateApiKey, hashApiKey } from "./crypto/hash-api-key";
export { generateSecretToken, hashSecretToken } from "./crypto/secret-token";
