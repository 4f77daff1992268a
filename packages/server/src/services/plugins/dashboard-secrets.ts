import type { AuthMethodType, McpConfigInput, McpConfigUpdate } from "@plugboard/core";
import type { Cipher } from "@plugboard/core/crypto";
import { AUTH_CONFIG_SECRETS, sealAuthConfig, sealMcpConfig, type StoredMcpConfig } from "./seal-secrets.js";

type JsonObject = Record<string, unknown>;

function asObject(value: unknown): JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as JsonObject) : {};
}

/**
 * Prepares an auth method's config for storage with the shared sealing (`services/plugins/seal-secrets.ts`:
 * an `oauth2` `client_secret` becomes an `iv:ciphertext:tag` value). When the new config has no
 * secret and the stored method of the same type had one, the stored (already encrypted) secret is
 * kept, so a dashboard can edit a method without asking for the secret again.
 *
 * @example
 * const stored = sealAuthMethodConfig(context.cipher, "oauth2", parsed.config, existing?.config);
 */
export function sealAuthMethodConfig(cipher: Cipher, type: AuthMethodType, config: JsonObject, previous?: unknown): JsonObject {
  const sealed = sealAuthConfig(cipher, config);
  if (type !== "oauth2") return sealed;
  for (const member of AUTH_CONFIG_SECRETS) {
    if (typeof sealed[member] === "string" && sealed[member] !== "") continue;
    delete sealed[member];
    const kept = asObject(previous)[member];
    if (typeof kept === "string" && kept !== "") sealed[member] = kept;
  }
  return sealed;
}

/** An auth method's config as returned: never the client secret or the signing secret, only whether one is stored. */
export function publicAuthMethodConfig(config: unknown): { config: JsonObject; hasClientSecret: boolean } {
  const { client_secret: secret, signing_secret: _signing, ...rest } = asObject(config);
  return { config: rest, hasClientSecret: typeof secret === "string" && secret !== "" };
}

/**
 * Builds the stored `mcpConfig` from a dashboard create or update, sealed by the shared
 * `sealMcpConfig`. `clientSecret`: a string is encrypted, `null` removes the stored one, absent
 * keeps it. `scopes` and `clientId` are replaced by what is given. While `serverUrl` stays the
 * same, members written by MCP discovery (`oauthClientId`, `oauthMetadata`, ...) are kept; a new
 * server drops them, since they describe the old server.
 *
 * @example
 * const stored = sealDashboardMcpConfig(context.cipher, { serverUrl: "https://mcp.example.com/mcp", clientSecret: "s" }, plugin.mcpConfig);
 */
export function sealDashboardMcpConfig(cipher: Cipher, input: McpConfigUpdate, previous?: unknown): StoredMcpConfig {
  const stored = asObject(previous);
  const base: JsonObject = stored.serverUrl === input.serverUrl ? { ...stored } : {};
  delete base.scopes;
  delete base.clientId;
  if (input.clientSecret === null) delete base.clientSecret;
  const { clientSecret, ...plain } = input;
  const given = Object.fromEntries(Object.entries(plain).filter(([, value]) => value !== undefined)) as McpConfigInput;
  return sealMcpConfig(cipher, typeof clientSecret === "string" ? { ...given, clientSecret } : given, base);
}
