import type { PlugboardContext } from "../../context.js";
import { loadConnectablePlugin } from "../plugins/load-connectable-plugin.js";
import { CONNECT_TOKEN_MAX_AGE_MS, type ConnectTokens } from "../connections/connect-tokens.js";
import { connectPageUrl } from "./initiate-service.js";

/**
 * Where a hosted connect flow started from inside a conversation ends: Plugboard's own "you can close
 * this window" page for the plugin (`/connect/{slug}/done`), since no app return URL is known there.
 */
export function connectDoneUrl(baseUrl: string, slug: string): string {
  return new URL(`/connect/${encodeURIComponent(slug)}/done`, baseUrl).href;
}

/**
 * Hosted connect-page URLs for one end-user and plugin, handed to the user from inside a conversation
 * (an MCP tool call that needs a connection): valid 30 minutes, every auth method of the plugin, and
 * ending on {@link connectDoneUrl}. Null when the plugin is not connectable (not approved).
 *
 * @example
 * const url = await links.forUser({ developerId, userId: "user-1", pluginSlug: "github" });
 */
export function createConnectLinks(context: PlugboardContext, deps: { connectTokens: ConnectTokens }) {
  /** The URL and when it stops working, or null when the plugin is not connectable. */
  async function issue(input: { developerId: string; userId: string; pluginSlug: string }): Promise<{ url: string; expiresAt: Date } | null> {
    const plugin = await loadConnectablePlugin(context.prisma, { slug: input.pluginSlug });
    if (!plugin) return null;
    const expiresAt = new Date(Date.now() + CONNECT_TOKEN_MAX_AGE_MS);
    const token = deps.connectTokens.sign({
      developerId: input.developerId,
      userId: input.userId,
      pluginId: plugin.id,
      redirectUrl: connectDoneUrl(context.baseUrl, plugin.slug),
    });
    return { url: connectPageUrl(context.baseUrl, plugin.slug, token), expiresAt };
  }

  return {
    issue,
    async forUser(input: { developerId: string; userId: string; pluginSlug: string }): Promise<string | null> {
      return (await issue(input))?.url ?? null;
    },
  };
}

/** The connect-link service's interface. */
export type ConnectLinks = ReturnType<typeof createConnectLinks>;
