import type { AuthorizationServerMetadata, OAuthProtectedResourceMetadata } from "@modelcontextprotocol/sdk/shared/auth.js";
import type { Cipher } from "@plugboard/core/crypto";
import { openMcpConfig } from "../plugins/seal-secrets.js";

type JsonObject = Record<string, unknown>;

/**
 * What discovery learned about a plugin's MCP server, kept in `mcpConfig.oauthDiscovery` next to the
 * authorization-server metadata (`mcpConfig.oauthMetadata`) so it runs once, not per connection.
 */
export interface McpDiscoveryRecord {
  /** False when an unauthenticated `initialize` was accepted: the server is open (no OAuth). */
  requiresAuth: boolean;
  /** The transport the probe found: Streamable HTTP (POST) or only the legacy SSE one (GET). */
  transport: "streamable-http" | "sse";
  /** The authorization server (RFC 9728 `authorization_servers[0]`, else the MCP server's origin). */
  authorizationServerUrl?: string;
  /** RFC 8707 resource indicator, the protected resource metadata's `resource` verbatim. */
  resource?: string;
  /** Where the protected resource metadata was found (challenge or well-known URL). */
  resourceMetadataUrl?: string;
  /** RFC 9728 protected resource metadata as served. */
  resourceMetadata?: OAuthProtectedResourceMetadata;
  /** `scope` of the 401 `WWW-Authenticate` challenge, when the server named one. */
  challengeScope?: string;
  /** True when no metadata was found and the 2025-03-26 default endpoints are used. */
  defaultEndpoints: boolean;
  discoveredAt: string;
}

/** A client registered at the authorization server with RFC 7591 (secret in clear once opened). */
export interface RegisteredMcpClient {
  clientId: string;
  clientSecret?: string;
  tokenEndpointAuthMethod?: string;
  /** The redirect URI it was registered for; a server with another base URL registers again. */
  redirectUri: string;
}

/** A plugin's `mcpConfig` opened for use: secrets in clear. Never return or log it. */
export interface McpPluginConfig {
  serverUrl: string;
  scopes?: string[];
  /** Admin-level default client. */
  clientId?: string;
  clientSecret?: string;
  oauthMetadata?: AuthorizationServerMetadata;
  discovery?: McpDiscoveryRecord;
  registeredClient?: RegisteredMcpClient;
}

const asObject = (value: unknown): JsonObject | undefined =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as JsonObject) : undefined;

/**
 * Opens a stored `mcpConfig`: the admin default secret and the registered client's secret are
 * decrypted, discovery results typed. Null when the plugin has no MCP server configured.
 *
 * @throws {CryptoError} when a stored secret cannot be decrypted with this server's keys
 * @example
 * const config = readMcpPluginConfig(context.cipher, plugin.mcpConfig);
 * if (config?.discovery?.requiresAuth === false) connectWithoutToken();
 */
export function readMcpPluginConfig(cipher: Cipher, stored: unknown): McpPluginConfig | null {
  const opened = openMcpConfig(cipher, stored);
  if (!opened) return null;
  const config: McpPluginConfig = { serverUrl: opened.serverUrl };
  if (Array.isArray(opened.scopes)) config.scopes = opened.scopes.filter((scope): scope is string => typeof scope === "string");
  if (typeof opened.clientId === "string" && opened.clientId !== "") config.clientId = opened.clientId;
  if (typeof opened.clientSecret === "string" && opened.clientSecret !== "") config.clientSecret = opened.clientSecret;
  const metadata = asObject(opened.oauthMetadata);
  if (metadata && typeof metadata.authorization_endpoint === "string") config.oauthMetadata = metadata as unknown as AuthorizationServerMetadata;
  const discovery = asObject(opened.oauthDiscovery);
  if (discovery && typeof discovery.requiresAuth === "boolean") config.discovery = discovery as unknown as McpDiscoveryRecord;
  if (typeof opened.oauthClientId === "string" && typeof opened.oauthRedirectUri === "string") {
    config.registeredClient = { clientId: opened.oauthClientId, redirectUri: opened.oauthRedirectUri };
    if (typeof opened.oauthClientSecret === "string" && opened.oauthClientSecret !== "") {
      config.registeredClient.clientSecret = cipher.decrypt(opened.oauthClientSecret);
    }
    if (typeof opened.oauthClientAuthMethod === "string") config.registeredClient.tokenEndpointAuthMethod = opened.oauthClientAuthMethod;
  }
  return config;
}

/**
 * The members discovery writes into the stored `mcpConfig` (merged over what is stored; the
 * registered client's secret encrypted). `oauthClientId` and `oauthMetadata` are the names the API
 * documents; `oauthDiscovery`, `oauthClientSecret`, `oauthClientAuthMethod` and `oauthRedirectUri` are
 * Plugboard's own additions, never returned with a secret.
 */
export function discoveryMembers(
  cipher: Cipher,
  found: { discovery: McpDiscoveryRecord; metadata?: AuthorizationServerMetadata; client?: RegisteredMcpClient },
): JsonObject {
  const members: JsonObject = { oauthDiscovery: found.discovery };
  if (found.metadata) members.oauthMetadata = found.metadata;
  if (found.client) {
    members.oauthClientId = found.client.clientId;
    members.oauthRedirectUri = found.client.redirectUri;
    members.oauthClientSecret = found.client.clientSecret ? cipher.encrypt(found.client.clientSecret) : undefined;
    members.oauthClientAuthMethod = found.client.tokenEndpointAuthMethod;
  }
  return members;
}
