import {
  ToolItemSchema,
  type ConnectionToolsResponse,
  type DashboardConnection,
  type DashboardDeveloper,
  type ListDashboardConnectionsResponse,
  type ToolItem,
} from "@plugboard/core";
import * as z from "zod";
import type { PlugboardContext } from "../context.js";
import { ServiceError } from "../errors/service-error.js";
import { toConnectionItem } from "../services/to-connection-item.js";
import type { ConnectionService } from "../services/connection-service.js";
import type { DashboardHooks } from "./dashboard-hooks.js";
import { isUuid } from "./is-uuid.js";

const EMPTY_SCHEMA = { type: "object", properties: {} };

function objectOr<T>(value: unknown, fallback: T): Record<string, unknown> | T {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : fallback;
}

/**
 * Connections as the dashboard sees them: a developer lists and deletes its own; an admin any.
 * Another developer's connection is 403 (dashboard helpers keep SPEC.md's 403), an unknown one 404.
 * Credentials are never read here, except that the MCP hook may use the connection's MCP token.
 */
export function createDashboardConnectionService(
  context: PlugboardContext,
  deps: { connections: Pick<ConnectionService, "disconnect"> },
) {
  const { prisma } = context;

  async function findAccessible(developer: DashboardDeveloper, connectionId: string) {
    const row = isUuid(connectionId) ? await prisma.connection.findUnique({ where: { id: connectionId }, include: { plugin: true, authMethod: true } }) : null;
    if (!row) throw new ServiceError("not_found", "No connection with this id");
    if (developer.role !== "admin" && row.developerId !== developer.id) {
      throw new ServiceError("forbidden", "Forbidden: this connection belongs to another developer");
    }
    return row;
  }

  return {
    /** The caller's connections (admins with `all`: everyone's), optionally for one end-user. */
    async list(developer: DashboardDeveloper, query: { userId?: string | undefined; all?: "true" | "false" | undefined }): Promise<ListDashboardConnectionsResponse> {
      const everyone = developer.role === "admin" && query.all === "true";
      const rows = await prisma.connection.findMany({
        where: { ...(everyone ? {} : { developerId: developer.id }), ...(query.userId ? { userId: query.userId } : {}) },
        include: { plugin: true, authMethod: { select: { type: true } } },
        orderBy: [{ createdAt: "desc" }, { id: "asc" }],
        take: 1000,
      });
      const connections: DashboardConnection[] = rows.map((row) => ({
        ...toConnectionItem(row),
        pluginId: row.pluginId,
        userId: row.userId,
        developerId: row.developerId,
      }));
      return { connections };
    },

    /** Deletes a connection and tells every instance to drop what it cached for it (live MCP clients). */
    async delete(developer: DashboardDeveloper, connectionId: string): Promise<void> {
      const row = await findAccessible(developer, connectionId);
      // The API's disconnect: `connection.deleted` webhook, token revocation, invalidation.
      await deps.connections.disconnect(row.developerId, { userId: row.userId, connectionId: row.id });
    },

    /**
     * Tools usable through one connection: the plugin's enabled manual tools, then its MCP tools —
     * live through the MCP hook when the connection holds MCP tokens, else (or when that fails)
     * from the plugin's MCP tool cache.
     */
    async tools(developer: DashboardDeveloper, connectionId: string, hooks: DashboardHooks): Promise<ConnectionToolsResponse> {
      const row = await findAccessible(developer, connectionId);
      const plugin = row.plugin;
      const manual = await prisma.tool.findMany({ where: { pluginId: plugin.id, enabled: true }, orderBy: { slug: "asc" } });
      const tools: ToolItem[] = manual.map((tool) => ({
        id: tool.id,
        slug: tool.slug,
        name: tool.name,
        description: tool.description,
        inputSchema: objectOr(tool.inputSchema, EMPTY_SCHEMA),
        outputSchema: objectOr(tool.outputSchema, null),
        pluginSlug: plugin.slug,
        pluginName: plugin.name,
        source: "manual",
        method: tool.method as ToolItem["method"] & string,
        path: tool.path,
      }));
      let mcpSource: ConnectionToolsResponse["mcpSource"] = "none";
      if (plugin.toolSource !== "manual") {
        let live: ToolItem[] | undefined;
        if (hooks.mcpTools && row.mcpAccessToken) {
          try {
            const parsed = z.array(ToolItemSchema).safeParse(await hooks.mcpTools.listForConnection(row.id, { developerId: row.developerId }));
            if (parsed.success) live = parsed.data;
            else context.logger.warn("live MCP tool listing returned an unexpected shape", { pluginId: plugin.id });
          } catch (error) {
            context.logger.info("live MCP tool listing failed; using the cache", {
              pluginId: plugin.id,
              errorMessage: error instanceof Error ? error.message : String(error),
            });
          }
        }
        if (live) {
          mcpSource = "live";
          tools.push(...live);
        } else {
          mcpSource = "cache";
          const cached = await prisma.mcpToolCache.findMany({ where: { pluginId: plugin.id }, orderBy: { slug: "asc" } });
          tools.push(
            ...cached.map((tool): ToolItem => ({
              id: tool.id,
              slug: tool.slug,
              name: tool.name,
              description: tool.description,
              inputSchema: objectOr(tool.inputSchema, EMPTY_SCHEMA),
              outputSchema: null,
              pluginSlug: plugin.slug,
              pluginName: plugin.name,
              source: "mcp",
            })),
          );
        }
      }
      return { connectionId: row.id, pluginId: plugin.id, pluginSlug: plugin.slug, mcpSource, tools };
    },
  };
}

/** The dashboard connection service's interface. */
export type DashboardConnectionService = ReturnType<typeof createDashboardConnectionService>;
