import type { AuthMethodType, InitiateConnectionRequestSchema, InitiateConnectionResponse } from "@plugboard/core";
import type * as z from "zod";
import type { PlugboardContext } from "../../context.js";
import { ServiceError } from "../../errors/service-error.js";
import type { ConnectionRequestService } from "../connection-requests/connection-request-service.js";
import { invalidInput } from "../../errors/invalid-input.js";
import { loadConnectablePlugin, offersMcp, type ConnectablePlugin } from "../plugins/load-connectable-plugin.js";
import { accountToConnect } from "../connections/account-to-connect.js";
import { accountTargetOf } from "../connections/upsert-connection.js";
import { kindOf, type ConnectFlow } from "./connect-kinds.js";
import { resolveReturnUrl, type ReturnUrlHeaders } from "./resolve-return-url.js";

/** A parsed `POST /api/v1/connections/initiate` body. */
export type InitiateInput = z.output<typeof InitiateConnectionRequestSchema>;

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
 * starts the kind the request names (`connect-kinds.ts`):
 *
 * - `connectionType: "mcp"` → the MCP authorization URL (400 `mcp_unavailable` when the plugin has
 *   no MCP server);
 * - `authMethod: "oauth2"`, or no `authMethod` and the default method is oauth2 → the provider URL;
 * - no `authMethod` otherwise → the hosted page listing every method;
 * - another `authMethod` → the hosted page limited to that method.
 */
export function createInitiateService(
  context: Pick<PlugboardContext, "baseUrl" | "production" | "prisma">,
  deps: {
    flow: Pick<ConnectFlow, "start">;
    requests: Pick<ConnectionRequestService, "create">;
  },
) {
  return {
    /**
     * Returns `{ connectUrl, redirectUrl, connectionRequestId }` for the developer to hand to the
     * end-user; the connection request (valid as long as the link or the pending flow) follows the flow's outcome.
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
      const start = {
        developerId,
        userId: input.userId,
        plugin,
        redirectUrl,
        source: "api" as const,
        ...accountTargetOf(input),
        accountLabel,
        connectionConfig: input.connectionConfig,
        track: async (ttlMs: number) => (await deps.requests.create({ developerId, userId: input.userId, pluginId: plugin.id, accountLabel, ttlMs })).id,
      };
      let started;
      if (input.connectionType === "mcp") {
        started = await deps.flow.start("mcp", start);
      } else {
        if (plugin.authMethods.length === 0 && !offersMcp(plugin)) {
          throw invalidInput({ plugin: [`plugin "${plugin.slug}" has no auth methods to connect with`] });
        }
        const { method, limited } = pickMethod(plugin, input.authMethod);
        // A redirect kind (oauth2) starts at once; a credential form is the hosted page (limited to the method named).
        started = method && kindOf(method) !== "credentials" ? await deps.flow.start(method, start) : await deps.flow.start("page", { ...start, method, limitToMethod: limited });
      }
      return { connectUrl: started.url, redirectUrl, connectionRequestId: started.requestId!, accountLabel };
    },
  };
}

/** The initiate service's interface. */
export type InitiateService = ReturnType<typeof createInitiateService>;
