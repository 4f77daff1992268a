import type { CreateDashboardToolParsed, DashboardTool, UpdateDashboardToolParsed } from "@plugboard/core";
import type { PlugboardContext } from "../../context.js";
import { ServiceError } from "../../errors/service-error.js";
import { Prisma } from "../../generated/prisma/client.js";
import type { InvalidationBus } from "../../infra/invalidation-bus.js";
import type { AccessiblePlugin } from "./dashboard-plugin-service.js";
import { reopenReviewAfterEdit } from "./reopen-review-after-edit.js";
import type { ReviewService } from "./review-service.js";
import { invalidInput } from "../../errors/invalid-input.js";
import { uniqueViolationFields } from "../../store/unique-violation-fields.js";
import { isUuid } from "../../store/is-uuid.js";
import { toDashboardTool } from "./to-dashboard-plugin.js";

const READ_ONLY =
  "MCP tools are discovered from the plugin's MCP server and are read-only: change them on the MCP server and run MCP sync";

function json(value: Record<string, unknown> | null | undefined) {
  if (value === undefined) return undefined;
  return value === null ? Prisma.DbNull : (value as Prisma.InputJsonObject);
}

/**
 * Manual tools of a plugin: create, update, delete. MCP tools (the plugin's MCP tool cache) are
 * read-only: naming one here is a 409 that says so. Every write publishes a `plugin` invalidation, and
 * a creator's change sends an approved plugin back to review ({@link reopenReviewAfterEdit}).
 */
export function createDashboardToolService(context: PlugboardContext, deps: { bus: InvalidationBus; review: ReviewService }) {
  const { prisma } = context;

  /** The manual tool `toolId` of the plugin, or 409 for an MCP tool, or 404. */
  async function findManual(pluginId: string, toolId: string) {
    if (isUuid(toolId)) {
      const tool = await prisma.tool.findFirst({ where: { id: toolId, pluginId } });
      if (tool) return tool;
      const mcpTool = await prisma.mcpToolCache.findFirst({ where: { id: toolId, pluginId }, select: { id: true } });
      if (mcpTool) throw new ServiceError("conflict", READ_ONLY);
    } else if (/^mcp[:_-]/i.test(toolId)) {
      throw new ServiceError("conflict", READ_ONLY);
    }
    throw new ServiceError("not_found", "No manual tool with this id in this plugin");
  }

  function slugTaken(slug: string): ServiceError {
    return invalidInput({ slug: [`the plugin already has a tool with slug ${slug}`] });
  }

  return {
    /** Adds a manual tool; the plugin must take manual tools (toolSource `manual` or `both`) and have a baseUrl. */
    async create(editor: { role: string }, plugin: AccessiblePlugin, input: CreateDashboardToolParsed): Promise<DashboardTool> {
      if (plugin.toolSource === "mcp") {
        throw new ServiceError("conflict", "This plugin takes its tools from its MCP server; set toolSource to both to add manual tools");
      }
      if (!plugin.baseUrl) throw new ServiceError("conflict", "Set the plugin's baseUrl before adding manual tools");
      try {
        const row = await prisma.tool.create({
          data: {
            pluginId: plugin.id,
            slug: input.slug,
            name: input.name,
            description: input.description,
            method: input.method,
            path: input.path,
            inputSchema: json(input.inputSchema) ?? Prisma.DbNull,
            outputSchema: json(input.outputSchema) ?? Prisma.DbNull,
            headers: json(input.headers) ?? Prisma.DbNull,
            enabled: input.enabled,
          },
        });
        deps.bus.publish({ kind: "plugin", pluginId: plugin.id });
        await reopenReviewAfterEdit(deps.review, editor, plugin);
        return toDashboardTool(row);
      } catch (error) {
        if (uniqueViolationFields(error) !== null) throw slugTaken(input.slug);
        throw error;
      }
    },

    /** Changes some fields of a manual tool. */
    async update(editor: { role: string }, plugin: AccessiblePlugin, request: UpdateDashboardToolParsed): Promise<DashboardTool> {
      const current = await findManual(plugin.id, request.toolId);
      const { changes } = request;
      const data: Prisma.ToolUpdateInput = {};
      if (changes.slug !== undefined) data.slug = changes.slug;
      if (changes.name !== undefined) data.name = changes.name;
      if (changes.description !== undefined) data.description = changes.description;
      if (changes.method !== undefined) data.method = changes.method;
      if (changes.path !== undefined) data.path = changes.path;
      if (changes.inputSchema !== undefined) data.inputSchema = json(changes.inputSchema);
      if (changes.outputSchema !== undefined) data.outputSchema = json(changes.outputSchema);
      if (changes.headers !== undefined) data.headers = json(changes.headers);
      if (changes.enabled !== undefined) data.enabled = changes.enabled;
      try {
        const row = await prisma.tool.update({ where: { id: current.id }, data });
        deps.bus.publish({ kind: "plugin", pluginId: plugin.id });
        await reopenReviewAfterEdit(deps.review, editor, plugin);
        return toDashboardTool(row);
      } catch (error) {
        if (uniqueViolationFields(error) !== null) throw slugTaken(changes.slug ?? current.slug);
        throw error;
      }
    },

    /** Deletes a manual tool. */
    async delete(editor: { role: string }, plugin: AccessiblePlugin, toolId: string): Promise<void> {
      const current = await findManual(plugin.id, toolId);
      await prisma.tool.delete({ where: { id: current.id } });
      deps.bus.publish({ kind: "plugin", pluginId: plugin.id });
      await reopenReviewAfterEdit(deps.review, editor, plugin);
    },
  };
}

/** The dashboard tool service's interface. */
export type DashboardToolService = ReturnType<typeof createDashboardToolService>;
