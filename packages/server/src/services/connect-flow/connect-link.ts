import type { PlugboardContext } from "../../context.js";
import { ServiceError } from "../../errors/service-error.js";
import type { ConnectionRequestService } from "../connection-requests/connection-request-service.js";
import { CONNECT_TOKEN_MAX_AGE_MS } from "../connect-sessions/connect-tokens.js";
import { accountToConnect } from "../connections/account-to-connect.js";
import { accountTargetOf, type AccountTarget } from "../connections/upsert-connection.js";
import { loadConnectablePlugin } from "../plugins/load-connectable-plugin.js";
import type { ConnectFlow } from "./connect-kinds.js";

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
export function createConnectLinks(context: Pick<PlugboardContext, "baseUrl" | "logger" | "prisma">, deps: { flow: Pick<ConnectFlow, "start">; requests: Pick<ConnectionRequestService, "create"> }) {
  /**
   * A new link for one of the user's accounts at the plugin ({@link AccountTarget}: the existing
   * account unless `addAccount`); null when the plugin is not connectable (not approved). With
   * `reauthorizeOnly` (a link an agent gets) the link can only add the missing account `accountLabel`
   * names or authorize again one that needs it: for an active account it throws 409
   * `already_connected` instead, and the link refuses to replace an account that became active.
   *
   * @throws {ServiceError} 409 `already_connected` (see above); 404 for a `connectionId` that is not the user's account there
   */
  async function forUser(input: AccountTarget & {
    developerId: string;
    userId: string;
    pluginSlug: string;
    /** MCP: authorize even if the server looked open (it challenged a request). */
    authorize?: boolean;
    /** Scopes to request on top of those the connection has (step-up). */
    scopes?: readonly string[];
  }): Promise<ConnectLink | null> {
    const plugin = await loadConnectablePlugin(context, { slug: input.pluginSlug });
    if (!plugin) return null;
    const pair = { developerId: input.developerId, userId: input.userId, pluginId: plugin.id };
    let target = accountTargetOf(input);
    if (target.reauthorizeOnly && target.accountLabel !== undefined && target.connectionId === undefined && !target.addAccount) {
      // An agent's link for an account label the user lacks creates that account, never relabels another.
      if (!(await accountToConnect(context, pair, { ...target, addAccount: true })).existing) target = { ...target, addAccount: true };
    }
    const planned = await accountToConnect(context, pair, target);
    if (target.reauthorizeOnly && planned.active && planned.existing) {
      throw new ServiceError("already_connected", `The user's account "${planned.accountLabel}" at ${plugin.slug} is connected; no connect link is needed`, {
        extra: { plugin: plugin.slug, accountLabel: planned.accountLabel, connectionId: planned.existing.id },
      });
    }
    const { accountLabel } = planned;
    const expiresAt = new Date(Date.now() + CONNECT_TOKEN_MAX_AGE_MS);
    const request = await deps.requests.create({ ...pair, accountLabel, ttlMs: CONNECT_TOKEN_MAX_AGE_MS });
    // The hosted page listing every method, ending on the "you can close this window" page.
    const started = await deps.flow.start("page", {
      developerId: input.developerId,
      userId: input.userId,
      plugin,
      redirectUrl: connectDoneUrl(context.baseUrl, plugin.slug),
      source: "connect-page",
      requestId: request.id,
      ...target,
      accountLabel,
      ...(input.authorize ? { authorize: true } : {}),
      ...(input.scopes && input.scopes.length > 0 ? { scopes: input.scopes } : {}),
    });
    return { connectUrl: started.url, accountLabel, connectionRequestId: request.id, expiresAt };
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
        // A missing account is added (under the label the call named), never made by relabelling another.
        const missing = error.code === "connection_required" ? { addAccount: accountLabel !== undefined, reauthorizeOnly: true } : {};
        const link = await forUser({ developerId: who.developerId, userId: who.userId, pluginSlug: plugin, accountLabel, ...missing, authorize: authorize === true, scopes });
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
