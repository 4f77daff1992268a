import type { PlugboardContext } from "../../context.js";
import type { Prisma } from "../../generated/prisma/client.js";
import type { ConnectablePlugin } from "../plugins/load-connectable-plugin.js";
import { createPluginStore } from "../plugins/plugin-store.js";

/** A developer's OAuth client for a plugin's MCP server, as stored (`clientSecret` encrypted). */
export interface McpClientOverrideRow {
  clientId: string;
  clientSecret: string | null;
  allowEndUserCredentials: boolean;
  updatedAt: Date;
}

/** The plugin fields MCP discovery, sync and listing read. */
export interface McpPluginRow {
  id: string;
  slug: string;
  name: string;
  toolSource: string;
  mcpConfig: unknown;
}

type JsonObject = Record<string, unknown>;

/**
 * The upstream MCP side's one way to the database (`services/mcp-upstream/`): developers' client
 * overrides, the discovery cache in a plugin's `mcpConfig` (written under the plugin's row lock), and
 * the connections MCP listing and step-up read. The tool cache has its own module
 * (`mcp-tool-cache-store.ts`).
 */
export function createMcpUpstreamStore({ prisma }: Pick<PlugboardContext, "prisma">) {
  const plugins = createPluginStore({ prisma });
  const overrideKey = (developerId: string, pluginId: string) => ({ developerId_pluginId: { developerId, pluginId } });

  return {
    /** Runs `work` in one transaction. */
    transaction<T>(work: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
      return prisma.$transaction(work);
    },

    /** An approved, active plugin by slug or id (the plugin store's query, as `loadConnectablePlugin` runs it), or null. */
    connectablePlugin(where: { slug: string } | { id: string }): Promise<ConnectablePlugin | null> {
      return plugins.connectablePlugin(where);
    },

    /** Whether plugin `id` is approved and active (a callback must not finish a flow for a withdrawn plugin). */
    async isApprovedAndActive(id: string): Promise<boolean> {
      return (await prisma.plugin.findFirst({ where: { id, reviewStatus: "approved", status: "active" }, select: { id: true } })) !== null;
    },

    /** Plugin `id`'s stored `mcpConfig` (secrets sealed), or null when there is no such plugin. */
    mcpConfig(pluginId: string): Promise<{ mcpConfig: unknown } | null> {
      return prisma.plugin.findUnique({ where: { id: pluginId }, select: { mcpConfig: true } });
    },

    /**
     * Locks plugin `pluginId`'s row (`SELECT … FOR UPDATE`) for the rest of `tx` and reads its
     * `mcpConfig` then: discovery results merge over what is stored, one instance at a time.
     */
    async lockMcpConfig(tx: Prisma.TransactionClient, pluginId: string): Promise<JsonObject | null> {
      await tx.$queryRaw`SELECT id FROM "Plugin" WHERE id = ${pluginId}::uuid FOR UPDATE`;
      const row = await tx.plugin.findUnique({ where: { id: pluginId }, select: { mcpConfig: true } });
      return (row?.mcpConfig ?? null) as JsonObject | null;
    },

    /** Replaces plugin `pluginId`'s `mcpConfig`, inside the caller's transaction. */
    async writeMcpConfig(tx: Prisma.TransactionClient, pluginId: string, mcpConfig: JsonObject): Promise<void> {
      await tx.plugin.update({ where: { id: pluginId }, data: { mcpConfig: mcpConfig as never } });
    },

    /** Plugin `id` with the fields MCP sync needs, or null. */
    mcpPlugin(id: string): Promise<McpPluginRow | null> {
      return prisma.plugin.findUnique({ where: { id }, select: { id: true, slug: true, name: true, toolSource: true, mcpConfig: true } });
    },

    /** The developer's override for the plugin, or null. */
    clientOverride(developerId: string, pluginId: string): Promise<McpClientOverrideRow | null> {
      return prisma.pluginClientOverride.findUnique({
        where: overrideKey(developerId, pluginId),
        select: { clientId: true, clientSecret: true, allowEndUserCredentials: true, updatedAt: true },
      });
    },

    /** Creates or replaces the developer's override for the plugin (`clientSecret` already encrypted). */
    saveClientOverride(
      developerId: string,
      pluginId: string,
      fields: { clientId: string; clientSecret: string | null; allowEndUserCredentials: boolean },
    ): Promise<McpClientOverrideRow> {
      return prisma.pluginClientOverride.upsert({
        where: overrideKey(developerId, pluginId),
        create: { developerId, pluginId, ...fields },
        update: fields,
        select: { clientId: true, clientSecret: true, allowEndUserCredentials: true, updatedAt: true },
      });
    },

    /** Deletes the developer's override for the plugin; false when there was none. */
    async deleteClientOverride(developerId: string, pluginId: string): Promise<boolean> {
      const { count } = await prisma.pluginClientOverride.deleteMany({ where: { developerId, pluginId } });
      return count > 0;
    },

    /** The encrypted client of an account's MCP credential (it carries the granted scope), or null. */
    async mcpGrantClient(account: { developerId: string; userId: string; pluginId: string; accountLabel: string }): Promise<string | null> {
      const { developerId, userId, pluginId, accountLabel } = account;
      const row = await prisma.credential.findFirst({ where: { source: "mcp", connection: { developerId, userId, pluginId, accountLabel } }, select: { client: true } });
      return row?.client ?? null;
    },

    /** The user of the developer's most recently updated connection to the plugin with an active MCP credential, or null. */
    async latestMcpUser(developerId: string, pluginId: string): Promise<string | null> {
      const latest = await prisma.connection.findFirst({
        where: { developerId, pluginId, credentials: { some: { source: "mcp", status: "active" } } },
        orderBy: { updatedAt: "desc" },
        select: { userId: true },
      });
      return latest?.userId ?? null;
    },

    /** The developer's connection `id` with its user and plugin, or null. */
    connectionWithPlugin(developerId: string, id: string): Promise<{ userId: string; developerId: string; plugin: McpPluginRow } | null> {
      return prisma.connection.findFirst({
        where: { id, developerId },
        select: { userId: true, developerId: true, plugin: { select: { id: true, slug: true, name: true, toolSource: true, mcpConfig: true } } },
      });
    },
  };
}

/** The MCP upstream store's interface. */
export type McpUpstreamStore = ReturnType<typeof createMcpUpstreamStore>;
