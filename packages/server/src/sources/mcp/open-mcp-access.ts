import { connectionRequired, reauthorizationRequired } from "../../errors/connection-errors.js";
import type { ServiceError } from "../../errors/service-error.js";
import type { CredentialAccess } from "../credential-access.js";
import type { ConnectionSnapshot, ToolCaller } from "../tool-source.js";
import type { McpServerTarget } from "./mcp-server-target.js";

/** An end-user's access to one MCP server: the token to send (null for an open server) and how to refresh it. */
export interface McpAccess extends ToolCaller {
  /** The connection (account) whose tokens are used; null for an open server called without one. */
  connectionId: string | null;
  /** The access token in clear (memory only), or null to call an open server without one. */
  token: string | null;
  /** Refreshes a token the server refused (single flight); absent when there is no stored grant. */
  refresh?: (staleToken: string) => Promise<string>;
  /**
   * Why `token` may be stale: its refresh failed, or the grant was refused earlier (`needs_reauth`).
   * The call still goes out with it; when the server refuses it (401) this is the answer, without
   * another refresh.
   */
  refreshFailure?: ServiceError | null;
}

/**
 * Opens the MCP side of a user's connection for a call: reads the access token through the credential
 * lifecycle (refreshed first when it expired, and again — single flight — when the server refuses it
 * with 401). A failed refresh, or a grant refused earlier (`needs_reauth`), does not stop the call: the
 * old token goes out and `refreshFailure` is the answer if the server refuses it. Refuses a user without
 * MCP tokens when discovery found that the server requires OAuth (an open or not yet discovered server
 * is tried without a token). Used for tool calls and for live tool listing alike.
 *
 * @example
 * const access = await openMcpAccess({ credentials }, target, connection, { developerId, userId });
 * await live.run(target, access, (client) => client.listTools());
 */
export async function openMcpAccess(
  deps: { credentials: CredentialAccess },
  server: McpServerTarget,
  connection: ConnectionSnapshot | null,
  caller: ToolCaller,
): Promise<McpAccess> {
  const stored = connection?.credentials.mcp;
  if (connection && stored) {
    const refresh = async (staleToken: string) => {
      const { values } = await deps.credentials.refresh(connection.id, "mcp", { staleAccessToken: staleToken });
      if (!values.access_token) throw connectionRequired(caller.userId, server.slug, "mcp", caller.accountLabel);
      return values.access_token;
    };
    const usable = await deps.credentials.usable(connection, "mcp");
    const refused = stored.status === "needs_reauth" ? reauthorizationRequired(caller.userId, server.slug, "mcp", "The MCP authorization was refused", caller.accountLabel) : null;
    return { ...caller, connectionId: connection.id, token: usable.values.access_token ?? null, refresh, refreshFailure: usable.refreshFailure ?? refused };
  }
  if (server.requiresAuth === true) throw connectionRequired(caller.userId, server.slug, "mcp", caller.accountLabel);
  return { ...caller, connectionId: connection?.id ?? null, token: null };
}
