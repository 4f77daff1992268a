import {
  pluginTriggerIssues,
  parseStoredTriggers,
  type CreateDashboardPluginParsed,
  type DashboardDeveloper,
  type DashboardPlugin,
  type ListDashboardPluginsResponse,
  type ReviewStatus,
  type TriggerDefinition,
  type UpdateDashboardPluginParsed,
} from "@plugboard/core";
import type { PlugboardContext } from "../../context.js";
import { ServiceError } from "../../errors/service-error.js";
import { Prisma } from "../../generated/prisma/client.js";
import type { InvalidationBus } from "../../infra/invalidation-bus.js";
import type { AuditLog, AuditOrigin } from "../audit/audit-log.js";
import { commitPluginEdit, pluginEditRecord, type PluginEditor } from "./commit-plugin-edit.js";
import { sealDashboardMcpConfig } from "./dashboard-secrets.js";
import { invalidInput } from "../../errors/invalid-input.js";
import { uniqueViolationFields } from "../../store/unique-violation-fields.js";
import { slugTaken, type PluginCreator } from "./plugin-creator.js";
import { refuseInvalidInputSchemas } from "./refuse-invalid-input-schemas.js";
import { isUuid } from "../../store/is-uuid.js";
import { toDashboardPlugin, toDashboardPluginSummary } from "./to-dashboard-plugin.js";
import { createDashboardPluginStore, type PluginAccessRow } from "./dashboard-plugin-store.js";
import type { PluginSlugFollower } from "./plugin-slug-follower.js";

/** The plugin columns an access check reads (and the edits after it). */
export type AccessiblePlugin = PluginAccessRow;

function invalid(field: string, message: string): ServiceError {
  return invalidInput({ [field]: [message] });
}

/** A plugin's stored triggers, or none when they do not parse (written by another release). */
export function storedTriggers(value: unknown): TriggerDefinition[] {
  return parseStoredTriggers(value) ?? [];
}

/**
 * Refuses triggers that do not fit the plugin they would belong to (as a submission's: a poll's tool
 * must exist, requests need a base URL), and config schemas executions could not check; a 400 naming
 * each field. `only: "baseUrl"`: just the base URL rule (for the triggers an edit keeps).
 */
function refuseTriggersThatDoNotFit(triggers: TriggerDefinition[], plugin: Parameters<typeof pluginTriggerIssues>[1], options: { only?: "baseUrl" } = {}): void {
  const issues = pluginTriggerIssues(triggers, plugin).filter((issue) => options.only === undefined || issue.path[0] === options.only);
  if (issues.length > 0) throw invalidInput(Object.fromEntries(issues.map((issue) => [issue.path.join("."), [issue.message]])));
  if (options.only === undefined) refuseInvalidInputSchemas(triggers.map((trigger, index) => ({ field: `triggers.${index}.configSchema`, schema: trigger.configSchema })));
}

/**
 * Plugins as the dashboard manages them: list (own, or all for admins), detail, create and update
 * (its fields, categories and triggers). Secrets in `mcpConfig` are encrypted before they are stored
 * and never returned. Every write
 * publishes a `plugin` invalidation so execution caches on every instance drop the plugin, and a
 * creator's change sends an approved plugin back to review ({@link commitPluginEdit}).
 */
export function createDashboardPluginService(
  context: Pick<PlugboardContext, "prisma" | "cipher">,
  deps: {
    bus: InvalidationBus;
    /** The one plugin creation, shared with `POST /api/v1/submissions`. */
    creator: PluginCreator;
    audit?: Pick<AuditLog, "record">;
    /** What stores plugins by slug and follows a rename in its transaction (policies, MCP links). */
    slugFollowers?: readonly PluginSlugFollower[];
  },
) {
  const store = createDashboardPluginStore(context);

  /** Category ids from `categoryIds` plus `category` (id or slug); unknown ones are a 400 naming the field. */
  async function resolveCategoryIds(input: { categoryIds?: string[]; category?: string | null }): Promise<string[] | undefined> {
    if (input.categoryIds === undefined && input.category === undefined) return undefined;
    const ids = new Set(input.categoryIds ?? []);
    if (ids.size > 0) {
      const found = await store.existingCategoryIds([...ids]);
      const missing = [...ids].filter((id) => !found.has(id));
      if (missing.length > 0) throw invalid("categoryIds", `no category with id ${missing.join(", ")}`);
    }
    if (input.category) {
      const ref = input.category;
      const found = await store.categoryByRef(ref, isUuid(ref));
      if (!found) throw invalid("category", `no category with id or slug "${ref}"`);
      ids.add(found.id);
    }
    return [...ids];
  }

  async function detail(pluginId: string): Promise<DashboardPlugin> {
    const row = await store.pluginDetail(pluginId);
    if (!row) throw new ServiceError("not_found", "No plugin with this id");
    return toDashboardPlugin(row);
  }

  return {
    /**
     * The dashboard's plugin access rule: admins and the plugin's creator pass; others get 403; an unknown
     * plugin (or an id that is not a UUID) is 404.
     */
    async accessible(developer: DashboardDeveloper, pluginId: string): Promise<AccessiblePlugin> {
      const plugin = isUuid(pluginId) ? await store.pluginAccess(pluginId) : null;
      if (!plugin) throw new ServiceError("not_found", "No plugin with this id");
      if (developer.role !== "admin" && plugin.createdById !== developer.id) {
        throw new ServiceError("forbidden", "Forbidden: only the plugin's creator or an admin can do this");
      }
      return plugin;
    },

    /** The caller's plugins, newest first; admins see every plugin. Optional review-status filter. */
    async list(developer: DashboardDeveloper, query: { reviewStatus?: ReviewStatus }): Promise<ListDashboardPluginsResponse> {
      const rows = await store.pluginSummaries({ createdById: developer.role === "admin" ? undefined : developer.id, reviewStatus: query.reviewStatus });
      return { plugins: rows.map(toDashboardPluginSummary) };
    },

    /** One plugin with its tools, MCP tools and auth methods (access is checked by the caller). */
    detail,

    /** Creates a plugin in review status `draft`, owned by the caller (through the one plugin creation {@link PluginCreator}). */
    async create(developer: DashboardDeveloper, input: CreateDashboardPluginParsed, origin?: AuditOrigin): Promise<DashboardPlugin> {
      const { category: _category, ...plugin } = input;
      const categoryIds = (await resolveCategoryIds(input)) ?? [];
      const { id } = await deps.creator.create(
        { ...plugin, allowProxy: input.allowProxy ?? false, categoryIds, tools: [], authMethods: [] },
        { developerId: developer.id, reviewStatus: "draft", audit: { origin, action: "plugin.created", details: { slug: input.slug } } },
      );
      return detail(id);
    },

    /**
     * Changes some fields of a plugin. The result must still be complete: toolSource `manual`
     * needs a `baseUrl`, `mcp` and `both` need `mcpConfig`, and manual tools need a `baseUrl`. A
     * creator's change of an approved plugin sends it back to review in the same transaction
     * ({@link commitPluginEdit}).
     */
    async update(pluginId: string, changes: UpdateDashboardPluginParsed, editor: PluginEditor, origin?: AuditOrigin): Promise<DashboardPlugin> {
      const categoryIds = await resolveCategoryIds({
        ...(changes.categoryIds !== undefined ? { categoryIds: changes.categoryIds } : {}),
        ...(changes.category !== undefined ? { category: changes.category } : {}),
      });
      try {
        // The entry names the changed fields, never their values (an MCP config may hold secrets).
        const record = pluginEditRecord<void>(deps.audit, origin, () => ({ action: "plugin.updated", target: { type: "plugin", id: pluginId }, details: { fields: Object.entries(changes).filter(([, value]) => value !== undefined).map(([field]) => field) } }));
        await commitPluginEdit(context, deps.bus, { pluginId, editor, record }, async (tx) => {
          const current = await store.pluginForEdit(tx, pluginId);
          if (!current) throw new ServiceError("not_found", "No plugin with this id");
          const toolSource = changes.toolSource ?? current.toolSource;
          const baseUrl = changes.baseUrl !== undefined ? changes.baseUrl : current.baseUrl;
          const mcpConfig =
            changes.mcpConfig === undefined ? current.mcpConfig : changes.mcpConfig === null ? null : sealDashboardMcpConfig(context.cipher, changes.mcpConfig, current.mcpConfig);
          if (toolSource === "manual" && !baseUrl) throw invalid("baseUrl", "baseUrl is required when toolSource is manual");
          if (toolSource !== "manual" && !mcpConfig) throw invalid("mcpConfig.serverUrl", `mcpConfig.serverUrl is required when toolSource is ${toolSource}`);
          if (!baseUrl && current._count.tools > 0) throw invalid("baseUrl", "baseUrl is required while the plugin has manual tools");
          const toolSlugs = new Set(current.tools.map((tool) => tool.slug));
          if (changes.triggers !== undefined) refuseTriggersThatDoNotFit(changes.triggers, { toolSource, baseUrl, toolSlugs });
          // Kept triggers that send requests keep needing the base URL (as manual tools do).
          else if (!baseUrl) refuseTriggersThatDoNotFit(storedTriggers(current.triggers), { toolSource, baseUrl, toolSlugs }, { only: "baseUrl" });
          const data: Prisma.PluginUpdateInput = {};
          if (changes.slug !== undefined) data.slug = changes.slug;
          if (changes.name !== undefined) data.name = changes.name;
          if (changes.description !== undefined) data.description = changes.description;
          if (changes.baseUrl !== undefined) data.baseUrl = changes.baseUrl;
          if (changes.iconUrl !== undefined) data.iconUrl = changes.iconUrl;
          if (changes.pluginPrompt !== undefined) data.pluginPrompt = changes.pluginPrompt;
          if (changes.toolSource !== undefined) data.toolSource = changes.toolSource;
          if (changes.allowProxy !== undefined) data.allowProxy = changes.allowProxy;
          if (changes.triggers !== undefined) data.triggers = changes.triggers as Prisma.InputJsonArray;
          if (changes.mcpConfig !== undefined) data.mcpConfig = mcpConfig === null ? Prisma.DbNull : (mcpConfig as Prisma.InputJsonObject);
          if (categoryIds !== undefined) {
            data.categories = { deleteMany: {}, create: categoryIds.map((categoryId) => ({ categoryId })) };
          }
          await store.updatePlugin(tx, pluginId, data);
          if (changes.slug !== undefined && changes.slug !== current.slug) {
            for (const follower of deps.slugFollowers ?? []) await follower.followPluginSlug(tx, { from: current.slug, to: changes.slug });
          }
        });
      } catch (error) {
        if (uniqueViolationFields(error) !== null && changes.slug !== undefined) throw slugTaken(changes.slug);
        throw error;
      }
      return detail(pluginId);
    },
  };
}

/** The dashboard plugin service's interface. */
export type DashboardPluginService = ReturnType<typeof createDashboardPluginService>;
