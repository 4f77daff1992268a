import type { CreateDashboardToolParsed, DashboardTool, UpdateDashboardToolParsed } from "@plugboard/core";
import type { PlugboardContext } from "../../context.js";
import { ServiceError } from "../../errors/service-error.js";
import { Prisma } from "../../generated/prisma/client.js";
import type { InvalidationBus } from "../../infra/invalidation-bus.js";
import type { AuditLog, AuditOrigin } from "../audit/audit-log.js";
import { commitPluginEdit, pluginEditRecord, type PluginEditor, type PluginEditRecord } from "./commit-plugin-edit.js";
import { storedTriggers, type AccessiblePlugin } from "./dashboard-plugin-service.js";
import { invalidInput } from "../../errors/invalid-input.js";
import { refuseInvalidInputSchemas } from "./refuse-invalid-input-schemas.js";
import { uniqueViolationFields } from "../../store/unique-violation-fields.js";
import { isUuid } from "../../store/is-uuid.js";
import { toDashboardTool } from "./to-dashboard-plugin.js";
import { createPluginStore } from "./plugin-store.js";

const READ_ONLY =
  "MCP tools are discovered from the plugin's MCP server and are read-only: change them on the MCP server and run MCP sync";

function json(value: Record<string, unknown> | null | undefined) {
  if (value === undefined) return undefined;
  return value === null ? Prisma.DbNull : (value as Prisma.InputJsonObject);
}

/**
 * Manual tools of a plugin: create, update, delete. MCP tools (the plugin's MCP tool cache) are
 * read-only: naming one here is a 409 that says so. Every write is one {@link commitPluginEdit}: a
 * creator's change of an approved plugin sends it back to review in the same transaction.
 */
export function createDashboardToolService(context: Pick<PlugboardContext, "prisma">, deps: { bus: InvalidationBus; audit?: Pick<AuditLog, "record"> }) {
  const store = createPluginStore(context);

  /** Refuses (409) to delete or rename tool `slug` while a poll trigger of the plugin calls it. */
  async function refuseIfPolled(tx: Prisma.TransactionClient, pluginId: string, slug: string, doing: "delete" | "rename"): Promise<void> {
    const polling = storedTriggers(await store.triggerList(tx, pluginId)).filter((trigger) => trigger.poll?.tool === slug);
    if (polling.length === 0) return;
    const names = polling.map((trigger) => trigger.slug).join(", ");
    throw new ServiceError("conflict", `Cannot ${doing} tool ${slug}: the poll trigger${polling.length > 1 ? "s" : ""} ${names} call${polling.length > 1 ? "" : "s"} it. Change or remove the trigger first (the plugin's triggers).`);
  }

  /** The manual tool `toolId` of the plugin, or 409 for an MCP tool, or 404. */
  async function findManual(tx: Prisma.TransactionClient, pluginId: string, toolId: string) {
    if (isUuid(toolId)) {
      const tool = await store.findManualTool(tx, pluginId, toolId);
      if (tool) return tool;
      if (await store.isMcpTool(tx, pluginId, toolId)) throw new ServiceError("conflict", READ_ONLY);
    } else if (/^mcp[:_-]/i.test(toolId)) {
      throw new ServiceError("conflict", READ_ONLY);
    }
    throw new ServiceError("not_found", "No manual tool with this id in this plugin");
  }

  function slugTaken(slug: string): ServiceError {
    return invalidInput({ slug: [`the plugin already has a tool with slug ${slug}`] });
  }

  /** Runs one edit of the plugin's tools (see {@link commitPluginEdit}); a duplicate slug is a 400. */
  async function edit<T>(
    plugin: AccessiblePlugin,
    editor: PluginEditor,
    slug: string | undefined,
    work: (tx: Prisma.TransactionClient) => Promise<T>,
    audited?: { origin: AuditOrigin | undefined; entry: PluginEditRecord<T>["entry"] },
  ): Promise<T> {
    try {
      return await commitPluginEdit(context, deps.bus, { pluginId: plugin.id, editor, record: audited && pluginEditRecord(deps.audit, audited.origin, audited.entry) }, work);
    } catch (error) {
      if (slug !== undefined && uniqueViolationFields(error) !== null) throw slugTaken(slug);
      throw error;
    }
  }

  return {
    /** Adds a manual tool; the plugin must take manual tools (toolSource `manual` or `both`) and have a baseUrl. */
    async create(plugin: AccessiblePlugin, input: CreateDashboardToolParsed, editor: PluginEditor, origin?: AuditOrigin): Promise<DashboardTool> {
      if (plugin.toolSource === "mcp") {
        throw new ServiceError("conflict", "This plugin takes its tools from its MCP server; set toolSource to both to add manual tools");
      }
      if (!plugin.baseUrl) throw new ServiceError("conflict", "Set the plugin's baseUrl before adding manual tools");
      refuseInvalidInputSchemas([{ field: "inputSchema", schema: input.inputSchema }]);
      const row = await edit(plugin, editor, input.slug, (tx) =>
        store.insertTool(tx, {
          pluginId: plugin.id,
          slug: input.slug,
          name: input.name,
          description: input.description,
          method: input.method,
          path: input.path,
          inputSchema: json(input.inputSchema) ?? Prisma.DbNull,
          outputSchema: json(input.outputSchema) ?? Prisma.DbNull,
          headers: json(input.headers) ?? Prisma.DbNull,
          placement: json(input.placement) ?? Prisma.DbNull,
          scopes: input.scopes ?? [],
          enabled: input.enabled,
        }),
        { origin, entry: (tool) => ({ action: "tool.created", target: { type: "tool", id: tool.id }, details: { slug: tool.slug } }) },
      );
      return toDashboardTool(row);
    },

    /** Changes some fields of a manual tool. */
    async update(plugin: AccessiblePlugin, request: UpdateDashboardToolParsed, editor: PluginEditor, origin?: AuditOrigin): Promise<DashboardTool> {
      const { changes } = request;
      refuseInvalidInputSchemas([{ field: "inputSchema", schema: changes.inputSchema }]);
      const data: Prisma.ToolUpdateInput = {};
      if (changes.slug !== undefined) data.slug = changes.slug;
      if (changes.name !== undefined) data.name = changes.name;
      if (changes.description !== undefined) data.description = changes.description;
      if (changes.method !== undefined) data.method = changes.method;
      if (changes.path !== undefined) data.path = changes.path;
      if (changes.inputSchema !== undefined) data.inputSchema = json(changes.inputSchema);
      if (changes.outputSchema !== undefined) data.outputSchema = json(changes.outputSchema);
      if (changes.headers !== undefined) data.headers = json(changes.headers);
      if (changes.placement !== undefined) data.placement = json(changes.placement);
      if (changes.scopes !== undefined) data.scopes = changes.scopes ?? [];
      if (changes.enabled !== undefined) data.enabled = changes.enabled;
      const row = await edit(plugin, editor, changes.slug, async (tx) => {
        const current = await findManual(tx, plugin.id, request.toolId);
        if (changes.slug !== undefined && changes.slug !== current.slug) await refuseIfPolled(tx, plugin.id, current.slug, "rename");
        return store.updateTool(tx, current.id, data);
      }, { origin, entry: (tool) => ({ action: "tool.updated", target: { type: "tool", id: tool.id }, details: { slug: tool.slug, fields: Object.entries(changes).filter(([, value]) => value !== undefined).map(([field]) => field) } }) });
      return toDashboardTool(row);
    },

    /** Deletes a manual tool. */
    async delete(plugin: AccessiblePlugin, toolId: string, editor: PluginEditor, origin?: AuditOrigin): Promise<void> {
      await edit(plugin, editor, undefined, async (tx) => {
        const current = await findManual(tx, plugin.id, toolId);
        await refuseIfPolled(tx, plugin.id, current.slug, "delete");
        await store.deleteTool(tx, current.id);
        return current;
      }, { origin, entry: (tool) => ({ action: "tool.deleted", target: { type: "tool", id: tool.id }, details: { slug: tool.slug } }) });
    },
  };
}

/** The dashboard tool service's interface. */
export type DashboardToolService = ReturnType<typeof createDashboardToolService>;
