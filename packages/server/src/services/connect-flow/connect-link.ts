import { DEFAULT_ACCOUNT_LABEL } from "@plugboard/core";
import type { PlugboardContext } from "../../context.js";
import { ServiceError } from "../../errors/service-error.js";
import type { ConnectionRequestService } from "../connection-requests/connection-request-service.js";
import { CONNECT_TOKEN_MAX_AGE_MS, type ConnectTokens } from "../connect-sessions/connect-tokens.js";
import { loadConnectablePlugin } from "../plugins/load-connectable-plugin.js";
import { connectPageUrl } from "./initiate-service.js";

/**
 * Where a hosted connect flow started from inside a conversation ends: Plugboard's own "you can close
 * this window" page for the plugin (`/connect/{slug}/done`), since no app return URL is known there.
 */
export function connectDoneUrl(baseUrl: string, slug: string): string {
  return new URL(`/connect/${encodeURIComponent(slug)}/done`, baseUrl).href;
}

/** A connect link for one end-user's account at a plugin, and the connection request that follows its outcome. */
export interface ConnectLink {
  connectUrl: string;
  /** The account the link connects. */
  accountLabel: string;
  connectionRequestId: string;
  /** When the link stops working (30 minutes after it was made). */
  expiresAt: Date;
}

const NEEDS_CONNECT = new Set(["connection_required", "reauthorization_required"]);

/**
 * Hosted connect-page URLs for one end-user and plugin, handed to the user from inside a conversation
 * (the 409 of execute, an MCP tool call that needs a connection): valid 30 minutes, every auth method of
 * the plugin, ending on {@link connectDoneUrl}, and tied to a new connection request so the app can wait
 * for the outcome. Like every hosted-page link, it stores at most one connection: once a connection was
 * completed through it, it answers `connect_link_used`; a flow that failed leaves it usable.
 *
 * @example
 * const link = await links.forUser({ developerId, userId: "user-1", pluginSlug: "github" });
 * throw await links.withConnectLink(error, { developerId, userId: "user-1" });
 */
export function createConnectLinks(context: PlugboardContext, deps: { connectTokens: ConnectTokens; requests: Pick<ConnectionRequestService, "create"> }) {
  /**
   * A new link for the user's account `accountLabel` (`"default"` when absent) at the plugin; null when
   * the plugin is not connectable (not approved).
   */
  async function forUser(input: {
    developerId: string;
    userId: string;
    pluginSlug: string;
    accountLabel?: string | undefined;
    /** MCP: authorize even if the server looked open (it challenged a request). */
    authorize?: boolean;
    /** Scopes to request on top of those the connection has (step-up). */
    scopes?: readonly string[];
  }): Promise<ConnectLink | null> {
    const plugin = await loadConnectablePlugin(context, { slug: input.pluginSlug });
    if (!plugin) return null;
    const accountLabel = input.accountLabel ?? DEFAULT_ACCOUNT_LABEL;
    const expiresAt = new Date(Date.now() + CONNECT_TOKEN_MAX_AGE_MS);
    const request = await deps.requests.create({ developerId: input.developerId, userId: input.userId, pluginId: plugin.id, accountLabel, ttlMs: CONNECT_TOKEN_MAX_AGE_MS });
    const token = deps.connectTokens.sign({
      developerId: input.developerId,
      userId: input.userId,
      pluginId: plugin.id,
      redirectUrl: connectDoneUrl(context.baseUrl, plugin.slug),
      requestId: request.id,
      accountLabel,
      ...(input.authorize ? { authorize: true } : {}),
      ...(input.scopes && input.scopes.length > 0 ? { scopes: [...input.scopes] } : {}),
    });
    return { connectUrl: connectPageUrl(context.baseUrl, plugin.slug, token), accountLabel, connectionRequestId: request.id, expiresAt };
  }

  return {
    forUser,

    /**
     * `error` with `connectUrl` and `connectionRequestId` added to its body when it is a 409
     * `connection_required` / `reauthorization_required` that names its plugin (`extra.plugin`); any
     * other error unchanged. The link connects the account the error names (`extra.accountLabel`), else
     * `who.accountLabel`, else the default one. Never throws: a link that cannot be made leaves the 409 as it was.
     */
    async withConnectLink(error: unknown, who: { developerId: string; userId: string; accountLabel?: string | undefined }): Promise<unknown> {
      if (!ServiceError.isInstance(error) || !NEEDS_CONNECT.has(error.code)) return error;
      const plugin = error.extra?.plugin;
      if (typeof plugin !== "string" || error.extra?.connectUrl !== undefined) return error;
      const named = error.extra?.accountLabel;
      const accountLabel = typeof named === "string" ? named : who.accountLabel;
      const { authorize, ...extra } = error.extra ?? {};
      const scopes = Array.isArray(extra.requiredScopes) ? extra.requiredScopes.filter((scope): scope is string => typeof scope === "string") : [];
      try {
        const link = await forUser({ developerId: who.developerId, userId: who.userId, pluginSlug: plugin, accountLabel, authorize: authorize === true, scopes });
        if (!link) return error;
        return new ServiceError(error.code, error.message, { cause: error.cause, details: error.details, extra: { ...extra, accountLabel: link.accountLabel, connectUrl: link.connectUrl, connectionRequestId: link.connectionRequestId } });
      } catch (failure) {
        context.logger.warn("could not make a connect link for a 409", { errorName: failure instanceof Error ? failure.name : "unknown" });
        return error;
      }
    },
  };
}

/** The connect-link service's interface. */
export type ConnectLinks = ReturnType<typeof createConnectLinks>;
