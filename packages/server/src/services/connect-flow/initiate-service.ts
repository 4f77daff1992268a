import { ERROR_CODES, type AuthMethodType, type InitiateConnectionRequestSchema, type InitiateConnectionResponse } from "@plugboard/core";
import type * as z from "zod";
import type { PlugboardContext } from "../../context.js";
import { ServiceError } from "../../errors/service-error.js";
import { CONNECT_TOKEN_MAX_AGE_MS, type ConnectTokens } from "../connect-sessions/connect-tokens.js";
import { PENDING_CONNECTION_TTL_MS } from "../connect-sessions/pending-connections.js";
import type { ConnectionRequestService } from "../connection-requests/connection-request-service.js";
import { invalidInput } from "../../errors/invalid-input.js";
import { loadConnectablePlugin, offersMcp, type ConnectablePlugin } from "../plugins/load-connectable-plugin.js";
import type { McpConnect } from "../mcp-upstream/create-mcp-connect.js";
import { accountToConnect } from "../connections/account-to-connect.js";
import { checkedConnectionConfig } from "../connections/checked-connection-config.js";
import { accountTargetOf } from "../connections/upsert-connection.js";
import type { OAuthService } from "../oauth/oauth-service.js";
import { resolveReturnUrl, type ReturnUrlHeaders } from "./resolve-return-url.js";

/** A parsed `POST /api/v1/connections/initiate` body. */
export type InitiateInput = z.output<typeof InitiateConnectionRequestSchema>;

/**
 * The hosted connect page URL of a plugin for one end-user: `/connect/{slug}?token=…`, plus
 * `method=<type>` when the page is limited to one auth method (the token binds the same limit).
 *
 * @example
 * connectPageUrl("https://pb.example", "github", token, "api_key") // "https://pb.example/connect/github?method=api_key&token=…"
 */
export function connectPageUrl(baseUrl: string, slug: string, token: string, method?: AuthMethodType): string {
  const url = new URL(`/connect/${encodeURIComponent(slug)}`, baseUrl);
  if (method) url.searchParams.set("method", method);
  url.searchParams.set("token", token);
  return url.href;
}

function pickMethod(plugin: ConnectablePlugin, requested: AuthMethodType | undefined) {
  if (requested) {
    const method = plugin.authMethods.find((candidate) => candidate.type === requested);
    if (!method) {
      const offered = plugin.authMethods.map((candidate) => candidate.type).join(", ") || "none";
      throw invalidInput({ authMethod: [`plugin "${plugin.slug}" has no ${requested} auth method; it offers: ${offered}`] });
    }
    return { method, limited: true };
  }
  const fallback = plugin.authMethods.length === 1 ? plugin.authMethods[0] : undefined;
  return { method: plugin.authMethods.find((candidate) => candidate.isDefault) ?? fallback, limited: false };
}

/**
 * `POST /api/v1/connections/initiate` (docs/connecting-users.md §1): validates the return URL, then
 *
 * - `connectionType: "mcp"` → the MCP authorization URL (400 `mcp_unavailable` when the plugin has
 *   no MCP server);
 * - `authMethod: "oauth2"`, or no `authMethod` and the default method is oauth2 → the provider URL;
 * - no `authMethod` otherwise → the hosted page listing every method;
 * - another `authMethod` → the hosted page limited to that method.
 */
export function createInitiateService(
  context: PlugboardContext,
  deps: {
    oauth: Pick<OAuthService, "startAuthorization">;
    connectTokens: ConnectTokens;
    mcpConnect: Pick<McpConnect, "initiate">;
    requests: Pick<ConnectionRequestService, "create">;
  },
) {
  return {
    /**
     * Returns `{ connectUrl, redirectUrl, connectionRequestId }` for the developer to hand to the
     * end-user; the connection request (valid as long as the link) follows the flow's outcome.
     *
     * @throws {ServiceError} 404 unknown or unapproved plugin, or a `connectionId` that is not the
     * user's account there; 400 naming `redirectUrl` or `authMethod`;
     * 400 `mcp_unavailable`
     */
    async initiate(developerId: string, input: InitiateInput, headers: ReturnUrlHeaders): Promise<InitiateConnectionResponse> {
      const redirectUrl = resolveReturnUrl(context, input, headers);
      const plugin = await loadConnectablePlugin(context, { slug: input.plugin });
      if (!plugin) throw new ServiceError("not_found", `No approved plugin named "${input.plugin}"`);
      // The account the flow stores on, named by its label from now on (the response, the connection request, the page).
      const { accountLabel } = await accountToConnect(context, { developerId, userId: input.userId, pluginId: plugin.id }, accountTargetOf(input));
      const account = { ...accountTargetOf(input), accountLabel };
      const track = (ttlMs: number) => deps.requests.create({ developerId, userId: input.userId, pluginId: plugin.id, accountLabel, ttlMs });

      if (input.connectionType === "mcp") {
        if (!offersMcp(plugin)) throw new ServiceError("mcp_unavailable", ERROR_CODES.mcp_unavailable.message);
        const request = await track(PENDING_CONNECTION_TTL_MS);
        const { connectUrl } = await deps.mcpConnect.initiate({
          developerId,
          userId: input.userId,
          plugin: { id: plugin.id, slug: plugin.slug, toolSource: plugin.toolSource, mcpConfig: plugin.mcpConfig },
          redirectUrl,
          source: "api",
          requestId: request.id,
          ...account,
        });
        return { connectUrl, redirectUrl, connectionRequestId: request.id, accountLabel };
      }

      if (plugin.authMethods.length === 0 && !offersMcp(plugin)) {
        throw invalidInput({ plugin: [`plugin "${plugin.slug}" has no auth methods to connect with`] });
      }
      const { method, limited } = pickMethod(plugin, input.authMethod);
      if (method?.type === "oauth2") {
        checkedConnectionConfig(method, input.connectionConfig, plugin); // a 400 before anything is recorded
        const request = await track(PENDING_CONNECTION_TTL_MS);
        const connectUrl = await deps.oauth.startAuthorization({
          developerId,
          userId: input.userId,
          pluginId: plugin.id,
          authMethod: method,
          redirectUrl,
          purpose: "api",
          requestId: request.id,
          connectionConfig: input.connectionConfig,
          plugin,
          ...account,
        });
        return { connectUrl, redirectUrl, connectionRequestId: request.id, accountLabel };
      }
      const limit = limited && method ? method.type : undefined;
      const request = await track(CONNECT_TOKEN_MAX_AGE_MS);
      const token = deps.connectTokens.sign({
        developerId,
        userId: input.userId,
        pluginId: plugin.id,
        redirectUrl,
        ...(limit ? { method: limit } : {}),
        requestId: request.id,
        // Pre-filled on the hosted page's config fields; checked when the page submits them.
        ...(input.connectionConfig && Object.keys(input.connectionConfig).length > 0 ? { connectionConfig: input.connectionConfig } : {}),
        ...account,
      });
      return { connectUrl: connectPageUrl(context.baseUrl, plugin.slug, token, limit), redirectUrl, connectionRequestId: request.id, accountLabel };
    },
  };
}

/** The initiate service's interface. */
export type InitiateService = ReturnType<typeof createInitiateService>;
