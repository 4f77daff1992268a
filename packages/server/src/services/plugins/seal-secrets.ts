import type { McpConfigInput, McpConfigPublic } from "@plugboard/core";
import type { Cipher } from "@plugboard/core/crypto";

/**
 * Sealing of the secrets inside stored JSON configs.
 *
 * Secrets inside the JSON configs stored on plugins and auth methods are kept as `cipher.encrypt`
 * values (`iv:ciphertext:tag`), never in clear: an oauth2 auth method's `config.client_secret` and a
 * plugin's `mcpConfig.clientSecret`. Seal before every write, open right before use (token exchange),
 * and answer clients with {@link publicMcpConfig} / without auth method configs.
 *
 * @module
 */

type JsonObject = Record<string, unknown>;

/** A plugin's `mcpConfig` as stored: the input members (secret sealed) plus discovery results. */
export interface StoredMcpConfig {
  serverUrl: string;
  scopes?: string[];
  clientId?: string;
  /** Encrypted value. */
  clientSecret?: string;
  oauthClientId?: string;
  oauthMetadata?: JsonObject;
  [member: string]: unknown;
}

function asObject(value: unknown): JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as JsonObject) : {};
}

/**
 * Returns a copy of an auth method config with `client_secret` and `signing_secret` encrypted (other types have no secret
 * and come back unchanged). Takes the plaintext config as validated by `AuthMethodInputSchema`.
 *
 * @example
 * const stored = { ...method, config: sealAuthConfig(context.cipher, method.config) };
 */
export function sealAuthConfig(cipher: Cipher, config: JsonObject): JsonObject {
  const sealed = { ...config };
  for (const member of AUTH_CONFIG_SECRETS) {
    const secret = sealed[member];
    if (typeof secret === "string" && secret !== "") sealed[member] = cipher.encrypt(secret);
  }
  return sealed;
}

/** The members of an auth method config sealed at rest: the OAuth client secret and the app's webhook signing secret. */
export const AUTH_CONFIG_SECRETS = ["client_secret", "signing_secret"] as const;

/**
 * Inverse of {@link sealAuthConfig}: a copy of a stored auth method config with its secrets in
 * clear, for the token request (or verifying an app-level webhook) only. Never send the result to a client or a log.
 *
 * @throws {CryptoError} when the stored secret is not a value this server's keys can decrypt
 */
export function openAuthConfig(cipher: Cipher, stored: unknown): JsonObject {
  const config = { ...asObject(stored) };
  for (const member of AUTH_CONFIG_SECRETS) {
    const secret = config[member];
    if (typeof secret === "string" && secret !== "") config[member] = cipher.decrypt(secret);
  }
  return config;
}

/**
 * Returns the `mcpConfig` to store: the submitted members with `clientSecret` encrypted. Discovery
 * results (`oauthClientId`, `oauthMetadata`) of `previous` are kept when given.
 *
 * @example
 * const mcpConfig = body.mcpConfig ? sealMcpConfig(context.cipher, body.mcpConfig) : undefined;
 */
export function sealMcpConfig(cipher: Cipher, input: McpConfigInput, previous?: unknown): StoredMcpConfig {
  const kept = asObject(previous);
  const stored: StoredMcpConfig = { ...kept, ...input };
  if (input.clientSecret) stored.clientSecret = cipher.encrypt(input.clientSecret);
  else if (typeof kept.clientSecret === "string") stored.clientSecret = kept.clientSecret;
  return stored;
}

/**
 * Inverse of {@link sealMcpConfig}: the stored `mcpConfig` with `clientSecret` in clear (or null when
 * the plugin has no MCP configuration). For the OAuth client resolution only; never return it.
 *
 * @throws {CryptoError} when the stored secret is not a value this server's keys can decrypt
 */
export function openMcpConfig(cipher: Cipher, stored: unknown): StoredMcpConfig | null {
  const config = asObject(stored);
  if (typeof config.serverUrl !== "string") return null;
  const opened: StoredMcpConfig = { ...config, serverUrl: config.serverUrl };
  if (typeof config.clientSecret === "string" && config.clientSecret !== "") opened.clientSecret = cipher.decrypt(config.clientSecret);
  return opened;
}

/** The stored `mcpConfig` as clients may see it: no secret, only `hasClientSecret` (null when unset). */
export function publicMcpConfig(stored: unknown): McpConfigPublic | null {
  const config = asObject(stored);
  if (typeof config.serverUrl !== "string") return null;
  const result: McpConfigPublic = { serverUrl: config.serverUrl, hasClientSecret: typeof config.clientSecret === "string" };
  if (Array.isArray(config.scopes)) result.scopes = config.scopes.filter((scope): scope is string => typeof scope === "string");
  if (typeof config.clientId === "string") result.clientId = config.clientId;
  if (typeof config.oauthClientId === "string") result.oauthClientId = config.oauthClientId;
  if (typeof config.oauthMetadata === "object" && config.oauthMetadata !== null) result.oauthMetadata = asObject(config.oauthMetadata);
  return result;
}
