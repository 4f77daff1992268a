import type { Cipher } from "@plugboard/core/crypto";
import { connectionRequired, reauthorizationRequired } from "../../errors/connection-errors.js";
import { isExpiring, type ConnectionSnapshot, type ToolCaller } from "../tool-source.js";
import type { McpServerTarget } from "./mcp-server-target.js";

/** An end-user's access to one MCP server: the token to send (null for an open server) and how to refresh it. */
export interface McpAccess extends ToolCaller {
  /** The connection (account) whose tokens are used; null for an open server called without one. */
  connectionId: string | null;
  /** The access token in clear (memory only), or null to call an open server without one. */
  token: string | null;
  /** Refreshes a token the server refused (single flight); absent when there is no stored grant. */
  refresh?: (staleToken: string) => Promise<string>;
}

/** Refreshes a connection's MCP access token (single flight across instances); implemented by the MCP token store. */
export interface McpTokenRefresher {
  refresh(connectionId: string, options: { pluginSlug: string; staleAccessToken?: string }): Promise<{ accessToken: string }>;
}

/**
 * Opens the MCP side of a user's connection for a call: refuses a connection that must be authorized
 * again, decrypts the access token and refreshes it first when it expired, and refuses a user without
 * MCP tokens when discovery found that the server requires OAuth (an open or not yet discovered server
 * is tried without a token). Used for tool calls and for live tool listing alike.
 *
 * @example
 * const access = await openMcpAccess({ cipher, refresher: tokens }, target, connection, { developerId, userId });
 * await live.run(target, access, (client) => client.listTools());
 */
export async function openMcpAccess(
  deps: { cipher: Cipher; refresher: McpTokenRefresher; now?: () => number },
  server: McpServerTarget,
  connection: ConnectionSnapshot | null,
  caller: ToolCaller,
): Promise<McpAccess> {
  if (connection?.mcpStatus === "needs_reauth") throw reauthorizationRequired(caller.userId, server.slug, "mcp", "The MCP authorization was refused", caller.accountLabel);
  if (connection?.mcpAccessToken) {
    const refresh = async (staleToken?: string) =>
      (await deps.refresher.refresh(connection.id, { pluginSlug: server.slug, ...(staleToken ? { staleAccessToken: staleToken } : {}) })).accessToken;
    const expired = isExpiring(connection.mcpTokenExpiresAt, (deps.now ?? Date.now)());
    const token = expired && connection.hasMcpRefreshToken ? await refresh() : deps.cipher.decrypt(connection.mcpAccessToken);
    return { ...caller, connectionId: connection.id, token, refresh };
  }
  if (server.requiresAuth === true) throw connectionRequired(caller.userId, server.slug, "mcp", caller.accountLabel);
  return { ...caller, connectionId: connection?.id ?? null, token: null };
}
