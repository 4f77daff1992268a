import type { StatePayload } from "@plugboard/core/crypto";

/** Arguments of {@link McpInitiator.initiate}. */
export interface McpInitiateArgs {
  developerId: string;
  userId: string;
  /** The approved plugin (toolSource `mcp` or `both`). `mcpConfig` is as stored (secrets sealed). */
  plugin: { id: string; slug: string; toolSource: string; mcpConfig: unknown };
  /** The validated final return URL; put it in the signed state. */
  redirectUrl: string;
  /** The end-user's own client secret from the hosted page, when the developer allows end-user credentials. */
  mcpClientSecret?: string;
  /** Who started the flow: the developer API (`POST /api/v1/connections/initiate`) or the hosted page. */
  source: "api" | "connect-page";
  /** The connection request this flow reports to; put it in the signed state. */
  requestId?: string | undefined;
}

/** Arguments of {@link McpInitiator.completeCallback}. */
export interface McpCallbackArgs {
  /** The verified state (`isMcp` true, `codeVerifier` set). */
  state: StatePayload;
  /** The authorization code; a secret, never log it. */
  code: string;
  /**
   * The pending record of the flow, already deleted (exactly once, so a replayed callback never gets
   * here). `clientCredentials` is the encrypted client identity chosen at initiate.
   */
  pending: { id: string; clientCredentials: string | null };
}

/**
 * The MCP side of connecting an end-user (SPEC.md "MCP OAuth with PKCE"), implemented by the MCP
 * service and exposed as `services.mcpConnect`. The REST OAuth code calls it:
 *
 * - `initiate` for `POST /api/v1/connections/initiate` with `connectionType: "mcp"` and for the hosted
 *   page's MCP button: discover, register if needed, create the pending record (nonce, expiry, client
 *   credentials) and sign the state with `context.states` (`isMcp: true`, PKCE `codeVerifier`); return
 *   the authorization URL. Throw a `ServiceError` for expected failures (shown to the caller).
 * - `completeCallback` from `GET /api/v1/oauth/callback` after the state was verified and the pending
 *   record consumed: exchange the code with the verifier, store the MCP tokens, publish the connection
 *   invalidation. Throw to make the callback redirect with `status=error`.
 *
 * While no implementation is registered, MCP initiates answer 400 "MCP connections are not available
 * for this plugin" and MCP callbacks redirect with `status=error`.
 *
 * @example
 * ```ts
 * const mcpConnect: McpInitiator = {
 *   async initiate(args) { return { connectUrl: await startMcpAuthorization(args) }; },
 *   async completeCallback({ state, code, pending }) { await storeMcpTokens(state, code, pending); },
 * };
 * ```
 */
export interface McpInitiator {
  initiate(args: McpInitiateArgs): Promise<{ connectUrl: string }>;
  /** Returns the id of the connection that holds the new MCP tokens. */
  completeCallback?(args: McpCallbackArgs): Promise<{ connectionId: string }>;
}
