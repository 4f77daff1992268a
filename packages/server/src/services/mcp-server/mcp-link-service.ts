import type { CreateMcpLinkRequestSchema, CreateMcpLinkResponse, McpLinkItem, ToolMode } from "@plugboard/core";
import { generateSecretToken, hashSecretToken } from "@plugboard/core/crypto";
import type * as z from "zod";
import { SYSTEM_ORIGIN, type AuditLog, type AuditOrigin } from "../audit/audit-log.js";
import type { PlugboardContext } from "../../context.js";
import { invalidInput } from "../../errors/invalid-input.js";
import { ServiceError } from "../../errors/service-error.js";
import { ExpiringCache } from "../../infra/expiring-cache.js";
import type { InvalidationBus } from "../../infra/invalidation-bus.js";
import { isUuid } from "../../store/is-uuid.js";
import type { Prisma } from "../../generated/prisma/client.js";
import type { PluginSlugChange } from "../plugins/plugin-slug-follower.js";
import { createMcpLinkStore, type McpLinkRow } from "./mcp-link-store.js";

/** Prefix of every MCP link token (tells it from an API key, `nk_`). */
export const MCP_LINK_TOKEN_PREFIX = "pbm_";

/** Who a presented MCP link acts for. */
export interface McpLinkPrincipal {
  linkId: string;
  developerId: string;
  userId: string;
  /** Plugin slugs the link exposes; empty means every approved plugin. */
  plugins: string[];
  /** Every tool, or the three meta-tools. */
  toolMode: ToolMode;
  /** The account label to use per plugin slug; plugins not named use the user's default account. */
  accounts: Record<string, string>;
}

function toItem(row: McpLinkRow): McpLinkItem {
  return {
    id: row.id,
    userId: row.userId,
    plugins: row.plugins,
    name: row.name,
    toolMode: row.toolMode,
    accounts: row.accounts,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt ? row.expiresAt.toISOString() : null,
  };
}

/**
 * Per-user MCP links (`POST/GET/DELETE /api/v1/mcp/links`): a random token (32 bytes) behind
 * `${BASE_URL}/mcp/<token>`, kept only as its SHA-256 hash and shown once. Resolving a token is cached
 * per instance; deleting a link evicts it on every instance through the invalidation bus, so a deleted
 * link stops working everywhere.
 */
export function createMcpLinkService(context: Pick<PlugboardContext, "baseUrl" | "prisma">, deps: { bus: InvalidationBus; audit?: Pick<AuditLog, "record"> }) {
  const store = createMcpLinkStore(context);
  // null = "no such token" (cached too, so a flood of bad tokens costs no query each).
  const cache = new ExpiringCache<(McpLinkPrincipal & { expiresAt: number | null }) | null>({ ttlMs: 30_000, max: 10_000 });
  deps.bus.subscribe((event) => {
    if (event.kind === "mcp-link") cache.clear((_key, value) => value === null || value.linkId === event.linkId);
    // Events may have been missed while the listener was away: forget everything. A plugin's rename
    // changes links' plugin lists and account choices (followPluginSlug).
    if (event.kind === "all" || event.kind === "plugin") cache.clear();
  });

  /** Refuses plugin slugs that are not approved, active plugins (400 naming `field`). */
  async function checkPlugins(slugs: string[], field = "plugins"): Promise<void> {
    if (slugs.length === 0) return;
    const known = await store.listedPluginSlugs(slugs);
    const unknown = slugs.filter((slug) => !known.has(slug));
    if (unknown.length > 0) throw invalidInput({ [field]: [`no approved plugin named ${unknown.map((slug) => `"${slug}"`).join(", ")}`] });
  }

  return {
    checkPlugins,

    /** Renames a plugin in links' plugin lists and account choices, in the rename's transaction (a `PluginSlugFollower`). */
    followPluginSlug: (tx: Prisma.TransactionClient, change: PluginSlugChange): Promise<void> => store.renamePlugin(tx, change),

    /** Creates a link and returns it with its URL (the only time the token is shown). */
    async create(developerId: string, input: z.output<typeof CreateMcpLinkRequestSchema>, origin?: AuditOrigin): Promise<CreateMcpLinkResponse> {
      const plugins = [...new Set(input.plugins ?? [])];
      await checkPlugins(plugins);
      const accounts = input.accounts ?? {};
      await checkPlugins(Object.keys(accounts), "accounts");
      const outside = plugins.length > 0 ? Object.keys(accounts).filter((slug) => !plugins.includes(slug)) : [];
      if (outside.length > 0) throw invalidInput({ accounts: [`names plugins the link does not expose: ${outside.map((slug) => `"${slug}"`).join(", ")}`] });
      const { token, hash } = generateSecretToken(MCP_LINK_TOKEN_PREFIX);
      const row = await store.insert({
        developerId,
        userId: input.userId,
        tokenHash: hash,
        plugins,
        name: input.name ?? null,
        toolMode: input.toolMode,
        accounts,
        expiresAt: input.expiresInSeconds ? new Date(Date.now() + input.expiresInSeconds * 1000) : null,
      }, async (tx, created) => {
        // The entry names the link, never its token (nor the token's hash).
        await deps.audit?.record(tx, origin ?? SYSTEM_ORIGIN, { developerId, action: "mcp_link.created", target: { type: "mcp_link", id: created.id }, details: { userId: created.userId, plugins: created.plugins, name: created.name } });
      });
      // A token that was looked up (and cached as unknown) before it existed must now resolve.
      deps.bus.publish({ kind: "mcp-link", linkId: row.id });
      return { ...toItem(row), url: `${context.baseUrl}/mcp/${token}` };
    },

    /** The developer's links, newest first, optionally for one user. */
    async list(developerId: string, query: { userId?: string | undefined }): Promise<McpLinkItem[]> {
      return (await store.list(developerId, query.userId)).map(toItem);
    },

    /** Deletes one of the developer's links; another developer's (or an unknown) id is 404. */
    async delete(developerId: string, id: string, origin?: AuditOrigin): Promise<void> {
      const deleted =
        isUuid(id) &&
        (await store.deleteOwned(developerId, id, async (tx) => {
          await deps.audit?.record(tx, origin ?? SYSTEM_ORIGIN, { developerId, action: "mcp_link.deleted", target: { type: "mcp_link", id } });
        }));
      if (!deleted) throw new ServiceError("not_found", "No MCP link with this id");
      deps.bus.publish({ kind: "mcp-link", linkId: id });
    },

    /** The principal of a presented token, or null when it is unknown, deleted or expired. */
    async authenticate(token: string): Promise<McpLinkPrincipal | null> {
      if (!token.startsWith(MCP_LINK_TOKEN_PREFIX) || token.length > 100) return null;
      const hash = hashSecretToken(token);
      const found = await cache.getOrLoad(hash, async () => {
        const row = await store.findByTokenHash(hash);
        if (!row) return null;
        return {
          linkId: row.id,
          developerId: row.developerId,
          userId: row.userId,
          plugins: row.plugins,
          toolMode: row.toolMode,
          accounts: row.accounts,
          expiresAt: row.expiresAt?.getTime() ?? null,
        };
      });
      if (!found || (found.expiresAt !== null && found.expiresAt <= Date.now())) return null;
      const { expiresAt: _expiresAt, ...principal } = found;
      return principal;
    },
  };
}

/** The MCP link service's interface. */
export type McpLinkService = ReturnType<typeof createMcpLinkService>;
