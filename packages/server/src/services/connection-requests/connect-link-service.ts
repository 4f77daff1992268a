import type { PlugboardContext } from "../../context.js";
import { ServiceError } from "../../errors/service-error.js";
import { CONNECT_TOKEN_MAX_AGE_MS, type ConnectTokens } from "../connect-tokens.js";
import { connectPageUrl } from "../initiate-service.js";
import { loadConnectablePlugin } from "../load-connectable-plugin.js";
import type { ConnectionRequestService } from "./connection-request-service.js";

const NEEDS_CONNECT = new Set(["connection_required", "reauthorization_required"]);

/**
 * Where a hosted connect flow started from a 409 sends the end-user at the end: Plugboard's own
 * "you can close this window" page for the plugin (`/connect/{slug}/done`), since no app return URL
 * is known mid-conversation.
 */
export function connectDoneUrl(baseUrl: string, slug: string): string {
  return new URL(`/connect/${encodeURIComponent(slug)}/done`, baseUrl).href;
}

/**
 * Connect links for the 409s of tool execution (`connection_required`, `reauthorization_required`):
 * a hosted connect page URL for that user and plugin (valid 30 minutes, every auth method of the
 * plugin, MCP included) tied to a new connection request, so the app can hand the link to the user
 * and wait for the outcome.
 */
export function createConnectLinkService(context: PlugboardContext, deps: { connectTokens: ConnectTokens; requests: ConnectionRequestService }) {
  async function forUser(input: { developerId: string; userId: string; pluginSlug: string }): Promise<{ connectUrl: string; connectionRequestId: string } | null> {
    const plugin = await loadConnectablePlugin(context.prisma, { slug: input.pluginSlug });
    if (!plugin) return null;
    const request = await deps.requests.create({ developerId: input.developerId, userId: input.userId, pluginId: plugin.id, ttlMs: CONNECT_TOKEN_MAX_AGE_MS });
    const token = deps.connectTokens.sign({
      developerId: input.developerId,
      userId: input.userId,
      pluginId: plugin.id,
      redirectUrl: connectDoneUrl(context.baseUrl, plugin.slug),
      requestId: request.id,
    });
    return { connectUrl: connectPageUrl(context.baseUrl, plugin.slug, token), connectionRequestId: request.id };
  }

  return {
    forUser,

    /**
     * Returns `error` with `connectUrl` and `connectionRequestId` added when it is a 409 that names its
     * plugin (`extra.plugin`); any other error unchanged. Never throws: a link that cannot be made
     * leaves the 409 as it was.
     */
    async withConnectLink(error: unknown, who: { developerId: string; userId: string }): Promise<unknown> {
      if (!ServiceError.isInstance(error) || !NEEDS_CONNECT.has(error.code) || typeof error.extra?.plugin !== "string" || error.extra.connectUrl) return error;
      try {
        const link = await forUser({ ...who, pluginSlug: error.extra.plugin });
        if (!link) return error;
        return new ServiceError(error.code, error.message, { cause: error.cause, details: error.details, extra: { ...error.extra, ...link } });
      } catch (failure) {
        context.logger.warn("could not make a connect link for a 409", { errorName: failure instanceof Error ? failure.name : "unknown" });
        return error;
      }
    },
  };
}

/** The connect link service's interface. */
export type ConnectLinkService = ReturnType<typeof createConnectLinkService>;
