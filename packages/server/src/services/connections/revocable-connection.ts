/** What a deleted connection held, read (still encrypted) before the row was removed. */
export interface RevocableConnection {
  id: string;
  pluginId: string;
  credentials: string | null;
  authMethod: { type: string; config: unknown } | null;
  mcpAccessToken: string | null;
  mcpRefreshToken: string | null;
  mcpClientCredentials: string | null;
  /** The plugin's stored `mcpConfig` (its `oauthMetadata` may name a `revocation_endpoint`). */
  mcpConfig: unknown;
}

/**
 * Revokes a deleted connection's tokens at the provider (RFC 7009), best effort: resolves when done,
 * never rejects. Implemented by `createTokenRevoker`; the connection service only calls it.
 */
export interface ConnectionRevoker {
  revoke(connection: RevocableConnection): Promise<void>;
}
