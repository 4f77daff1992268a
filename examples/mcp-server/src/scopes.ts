/** Scope that lets a token list the server's tools (and run every other MCP request except `tools/call`). */
export const READ_SCOPE = "tools:read";

/** Scope that lets a token call tools (`tools/call`). */
export const CALL_SCOPE = "tools:call";

/**
 * Every scope this server knows, advertised as `scopes_supported` in both metadata documents. An authorization
 * request without `scope` is granted all of them.
 */
export const SUPPORTED_SCOPES: readonly string[] = [READ_SCOPE, CALL_SCOPE];
