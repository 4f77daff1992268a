import type { McpClientOverride, PutMcpClientRequestSchema } from "@plugboard/core";
import type * as z from "zod";
import type { PlugboardContext } from "../../context.js";
import { ServiceError } from "../../errors/service-error.js";
import { offersMcp } from "../plugins/load-connectable-plugin.js";
import { createMcpUpstreamStore, type McpClientOverrideRow } from "./mcp-upstream-store.js";

/** A parsed `PUT /api/v1/plugins/{slug}/mcp-client` body. */
export type PutMcpClientInput = z.output<typeof PutMcpClientRequestSchema>;

const NO_OVERRIDE = "This plugin has no MCP client override of yours; the admin default or Plugboard's registered client is used";

/**
 * The developer-level OAuth client of a plugin's MCP server (level 2 of the client resolution order, docs/mcp-plugins.md §4):
 * `GET | PUT | DELETE /api/v1/plugins/{slug}/mcp-client`. The client secret is encrypted at rest and
 * never returned. New MCP authorizations of the developer's end-users use it; existing connections
 * keep refreshing with the client that created their grant.
 */
export function createMcpClientOverrides(context: Pick<PlugboardContext, "prisma" | "cipher">) {
  const { cipher } = context;
  const store = createMcpUpstreamStore(context);

  async function pluginOf(slug: string) {
    const plugin = await store.connectablePlugin({ slug });
    if (!plugin) throw new ServiceError("not_found", `No approved plugin named "${slug}"`);
    if (!offersMcp(plugin)) throw new ServiceError("mcp_unavailable", `Plugin "${slug}" has no MCP server`);
    return plugin;
  }

  const view = (slug: string, row: McpClientOverrideRow): McpClientOverride => ({
    plugin: slug,
    clientId: row.clientId,
    hasClientSecret: row.clientSecret !== null,
    allowEndUserCredentials: row.allowEndUserCredentials,
    updatedAt: row.updatedAt.toISOString(),
  });

  return {
    /** The developer's override, or 404. */
    async get(developerId: string, slug: string): Promise<McpClientOverride> {
      const plugin = await pluginOf(slug);
      const row = await store.clientOverride(developerId, plugin.id);
      if (!row) throw new ServiceError("not_found", NO_OVERRIDE);
      return view(plugin.slug, row);
    },

    /**
     * Sets the override. Without `clientSecret` the stored secret is kept while `clientId` is the
     * same (dropped for a new client id); `null` removes it.
     */
    async put(developerId: string, slug: string, input: PutMcpClientInput): Promise<McpClientOverride> {
      const plugin = await pluginOf(slug);
      const existing = await store.clientOverride(developerId, plugin.id);
      const clientSecret =
        typeof input.clientSecret === "string"
          ? cipher.encrypt(input.clientSecret)
          : input.clientSecret === undefined && existing?.clientId === input.clientId
            ? existing.clientSecret
            : null;
      const fields = { clientId: input.clientId, clientSecret, allowEndUserCredentials: input.allowEndUserCredentials };
      const row = await store.saveClientOverride(developerId, plugin.id, fields);
      return view(plugin.slug, row);
    },

    /** Removes the override; 404 when there is none. */
    async remove(developerId: string, slug: string): Promise<{ deleted: true }> {
      const plugin = await pluginOf(slug);
      if (!(await store.deleteClientOverride(developerId, plugin.id))) throw new ServiceError("not_found", NO_OVERRIDE);
      return { deleted: true };
    },
  };
}

/** The MCP client override service's interface. */
export type McpClientOverrides = ReturnType<typeof createMcpClientOverrides>;
