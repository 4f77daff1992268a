import { ERROR_CODES } from "@plugboard/core";
import type { PlugboardContext } from "../../context.js";
import { ServiceError } from "../../errors/service-error.js";
import { endUserOrigin } from "../audit/audit-log.js";
import { appendConnectStatus } from "../connect-sessions/append-connect-status.js";
import { withConnectLinkClaim } from "../connect-sessions/claim-connect-link.js";
import { PENDING_CONNECTION_TTL_MS } from "../connect-sessions/pending-connections.js";
import { accountTargetOf } from "../connections/upsert-connection.js";
import type { McpConnect } from "../mcp-upstream/create-mcp-connect.js";
import { offersMcp } from "../plugins/load-connectable-plugin.js";
import { flowRequestId, type CallbackCompletion, type ConnectCallback, type ConnectProtocol } from "./connect-protocol.js";
import type { ConnectionSaver } from "./save-connection.js";

/**
 * The MCP kind: the plugin's MCP server authorizes the user itself (docs/mcp-plugins.md §3).
 *
 * - `start` answers 400 `mcp_unavailable` when the plugin has no MCP server; else the server's
 *   authorization URL (step-up `scopes` and `authorize` passed on). An open server (no 401 on
 *   `initialize`) is connected at once — claiming the hosted-page link first — and the URL is the
 *   return URL with `status=success`.
 * - `complete` exchanges the callback's code at the flow's authorization server and stores the tokens
 *   and client as the account's `mcp` credential; a failure is an error for the return URL.
 */
export function createMcpKind(
  context: Pick<PlugboardContext, "production" | "logger" | "prisma">,
  deps: { mcpConnect: Pick<McpConnect, "initiate" | "exchangeCallback">; saver: Pick<ConnectionSaver, "saveMcpGrant" | "saveMcpOpen">; now?: () => number },
): ConnectProtocol<ConnectCallback, CallbackCompletion> {
  const now = deps.now ?? Date.now;
  const { logger } = context;
  const messageOf = (error: unknown): string => {
    if (ServiceError.isInstance(error)) return context.production ? ERROR_CODES[error.code].message : error.message;
    return "The MCP authorization could not be completed; try again";
  };

  return {
    kind: "mcp",

    async start(input) {
      const { plugin } = input;
      if (!offersMcp(plugin)) throw new ServiceError("mcp_unavailable", ERROR_CODES.mcp_unavailable.message);
      const requestId = await flowRequestId(input, PENDING_CONNECTION_TTL_MS);
      const started = await deps.mcpConnect.initiate({
        developerId: input.developerId,
        userId: input.userId,
        plugin: { id: plugin.id, slug: plugin.slug, toolSource: plugin.toolSource, mcpConfig: plugin.mcpConfig },
        redirectUrl: input.redirectUrl,
        ...(input.mcpClientSecret ? { mcpClientSecret: input.mcpClientSecret } : {}),
        source: input.source,
        ...(input.connectLinkId ? { connectLinkId: input.connectLinkId } : {}),
        requestId,
        ...accountTargetOf(input),
        ...(input.authorize ? { authorizationRequired: true } : {}),
        ...(input.scopes && input.scopes.length > 0 ? { requiredScopes: input.scopes } : {}),
      });
      if ("connectUrl" in started) return { url: started.connectUrl, requestId };
      const saved = await withConnectLinkClaim(context, input.connectLinkId, new Date(now()), () =>
        deps.saver.saveMcpOpen({ developerId: input.developerId, userId: input.userId, pluginId: plugin.id, ...accountTargetOf(input), requestId }),
      );
      return { url: appendConnectStatus(input.redirectUrl, { status: "success", connectionId: saved.id, accountLabel: saved.accountLabel }), requestId };
    },

    async complete({ state, code, pending, query, httpRequestId }) {
      try {
        const iss = typeof query.iss === "string" && query.iss !== "" ? query.iss : undefined;
        const { tokens, grant } = await deps.mcpConnect.exchangeCallback({ state, code, iss, pending });
        const saved = await deps.saver.saveMcpGrant({
          developerId: state.developerId,
          userId: state.userId,
          pluginId: state.pluginId,
          ...pending.account,
          tokens,
          grant,
          requestId: state.requestId,
          origin: endUserOrigin(state.userId, httpRequestId ?? null),
        });
        return { connectionId: saved.id, accountLabel: saved.accountLabel };
      } catch (error) {
        logger.warn("mcp oauth callback failed", { pluginId: state.pluginId, errorName: error instanceof Error ? error.name : "unknown" });
        return { error: messageOf(error) };
      }
    },
  };
}
