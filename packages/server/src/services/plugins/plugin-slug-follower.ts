import type { Prisma } from "../../generated/prisma/client.js";

/** A plugin's slug change: the old slug and the new one. */
export interface PluginSlugChange {
  from: string;
  to: string;
}

/**
 * Something that stores plugins by slug (a developer's policies, MCP links' plugin lists and account
 * choices) and follows a plugin's new slug inside the transaction of the edit that renames it, so a
 * rename never voids a rule or a choice made under the old slug. The plugin's `plugin` invalidation,
 * published after the commit, drops the follower's caches.
 *
 * @example
 * await follower.followPluginSlug(tx, { from: "github", to: "github-enterprise" });
 */
export interface PluginSlugFollower {
  followPluginSlug(tx: Prisma.TransactionClient, change: PluginSlugChange): Promise<void>;
}
