import { McpConfigPublicSchema, type AuthMethodType, type McpConfigPublic, type McpConfigUpdate } from "@plugboard/core";
import type { Cipher } from "@plugboard/core/crypto";

type JsonObject = Record<string, unknown>;

function asObject(value: unknown): JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as JsonObject) : {};
}

/**
 * Prepares an auth method's config for storage: an `oauth2` `client_secret` is encrypted
 * (`iv:ciphertext:tag`). When the new config has no secret and the stored method of the same type
 * had one, the stored (already encrypted) secret is kept, so a dashboard can edit a method without
 * asking for the secret again.
 *
 * @example
 * const stored = sealAuthMethodConfig(context.cipher, "oauth2", parsed.config, existing?.config);
 */
export function sealAuthMethodConfig(cipher: Cipher, type: AuthMethodType, config: JsonObject, previous?: unknown): JsonObject {
  if (type !== "oauth2") return { ...config };
  const { client_secret: secret, ...rest } = config;
  if (typeof secret === "string" && secret !== "") return { ...rest, client_secret: cipher.encrypt(secret) };
  const kept = asObject(previous).client_secret;
  return typeof kept === "string" && kept !== "" ? { ...rest, client_secret: kept } : rest;
}

/** An auth method's config as returned: never the client secret, only whether one is stored. */
export function publicAuthMethodConfig(config: unknown): { config: JsonObject; hasClientSecret: boolean } {
  const { client_secret: secret, ...rest } = asObject(config);
  return { config: rest, hasClientSecret: typeof secret === "string" && secret !== "" };
}

/**
 * Builds the stored `mcpConfig` from a dashboard update. `clientSecret`: a string is encrypted,
 * `null` removes the stored one, absent keeps it. While `serverUrl` stays the same, members written
 * by MCP discovery (`oauthClientId`, `oauthMetadata`, ...) are kept; a new server drops them.
 *
 * @example
 * const stored = sealMcpConfig(context.cipher, { serverUrl: "https://mcp.example.com/mcp", clientSecret: "s" }, plugin.mcpConfig);
 */
export function sealMcpConfig(cipher: Cipher, input: McpConfigUpdate, previous?: unknown): JsonObject {
  const stored = asObject(previous);
  const sameServer = stored.serverUrl === input.serverUrl;
  const next: JsonObject = sameServer ? { ...stored } : {};
  const { clientSecret, ...plain } = input;
  delete next.scopes;
  delete next.clientId;
  Object.assign(next, Object.fromEntries(Object.entries(plain).filter(([, value]) => value !== undefined)));
  if (typeof clientSecret === "string") next.clientSecret = cipher.encrypt(clientSecret);
  else if (clientSecret === null) delete next.clientSecret;
  else if (typeof stored.clientSecret === "string") next.clientSecret = stored.clientSecret;
  return next;
}

/** `mcpConfig` as returned: only the public members, `hasClientSecret` instead of the secret. */
export function publicMcpConfig(stored: unknown): McpConfigPublic | null {
  const config = asObject(stored);
  if (typeof config.serverUrl !== "string") return null;
  const parsed = McpConfigPublicSchema.safeParse({
    ...config,
    hasClientSecret: typeof config.clientSecret === "string" && config.clientSecret !== "",
  });
  return parsed.success ? parsed.data : { serverUrl: config.serverUrl, hasClientSecret: typeof config.clientSecret === "string" };
}
