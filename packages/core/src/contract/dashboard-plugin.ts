import * as z from "zod";
import { HttpUrlSchema, PluginSlugSchema, TimestampSchema } from "./common.js";
import { DashboardAuthMethodSchema } from "./dashboard-auth-method.js";
import { DashboardMcpToolSchema, DashboardToolSchema } from "./dashboard-tool.js";
import { McpConfigInputSchema, McpConfigPublicSchema, ReviewStatusSchema, ToolSourceSchema } from "./plugin.js";
import { PluginProviderOriginSchema } from "./provider-api.js";
import { safeString } from "./safe-string.js";
import { PluginFieldsSchema } from "./submission.js";
import { pluginTriggerIssues } from "./plugin-trigger-issues.js";
import { TriggerDefinitionSchema, TriggerListSchema } from "./trigger-definition.js";

/** A category named by its id (UUID) or its slug. */
export const CategoryRefSchema = safeString().trim().min(1, "category is required").max(64, "category must be at most 64 characters");

/**
 * Body of `POST /api/dashboard/plugins`: the plugin fields of a submission plus `logoUrl` (another
 * name for `iconUrl`), `category` (one category id or slug, added to `categoryIds`) and `triggers`
 * (as a submission's; the plugin has no tool yet, so a poll trigger of a manual plugin is added once
 * its tool exists). The plugin starts in review status `draft`. Cross-field rules: `baseUrl` is
 * required for toolSource `manual`, `mcpConfig.serverUrl` for `mcp` and `both`.
 */
export const CreateDashboardPluginRequestSchema = PluginFieldsSchema.extend({
  logoUrl: HttpUrlSchema.optional(),
  category: CategoryRefSchema.optional(),
  /** Events the plugin can wake an agent with, reviewed like tools. */
  triggers: TriggerListSchema.default([]),
})
  .superRefine((value, context) => {
    if (value.toolSource === "manual" && !value.baseUrl) {
      context.addIssue({ code: "custom", path: ["baseUrl"], message: "baseUrl is required when toolSource is manual" });
    }
    if (value.toolSource !== "manual" && !value.mcpConfig) {
      context.addIssue({
        code: "custom",
        path: ["mcpConfig", "serverUrl"],
        message: `mcpConfig.serverUrl is required when toolSource is ${value.toolSource}`,
      });
    }
    if (value.logoUrl && value.iconUrl && value.logoUrl !== value.iconUrl) {
      context.addIssue({ code: "custom", path: ["logoUrl"], message: "logoUrl and iconUrl name the same field; give one" });
    }
    for (const issue of pluginTriggerIssues(value.triggers, { toolSource: value.toolSource, baseUrl: value.baseUrl, toolSlugs: new Set() })) {
      context.addIssue({ code: "custom", ...issue });
    }
  })
  .transform(({ logoUrl, ...plugin }) => ({ ...plugin, iconUrl: plugin.iconUrl ?? logoUrl }));
export type CreateDashboardPluginRequest = z.input<typeof CreateDashboardPluginRequestSchema>;
export type CreateDashboardPluginParsed = z.output<typeof CreateDashboardPluginRequestSchema>;

/**
 * `mcpConfig` on update: like the create form, but leaving `clientSecret` out keeps the stored
 * secret and `null` removes it. Discovery results are kept while `serverUrl` stays the same.
 */
export const McpConfigUpdateSchema = McpConfigInputSchema.extend({
  clientSecret: safeString().min(1).nullable().optional(),
});
export type McpConfigUpdate = z.infer<typeof McpConfigUpdateSchema>;

const fields = PluginFieldsSchema.shape;

/**
 * Body of `PUT /api/dashboard/plugins/{pluginId}`: any subset of the plugin fields. `null` clears
 * `description`, `baseUrl`, `iconUrl`/`logoUrl`, `pluginPrompt`, `mcpConfig` and `category`;
 * `categoryIds` replaces the plugin's categories and `triggers` its triggers (checked against the
 * plugin's tools and base URL as a submission's). The review status is moved only by the review and
 * submit routes.
 */
export const UpdateDashboardPluginRequestSchema = z
  .object({
    slug: PluginSlugSchema.optional(),
    name: fields.name.optional(),
    description: fields.description.unwrap().nullable().optional(),
    baseUrl: fields.baseUrl.unwrap().nullable().optional(),
    iconUrl: HttpUrlSchema.nullable().optional(),
    logoUrl: HttpUrlSchema.nullable().optional(),
    pluginPrompt: fields.pluginPrompt.unwrap().nullable().optional(),
    toolSource: ToolSourceSchema.optional(),
    mcpConfig: McpConfigUpdateSchema.nullable().optional(),
    categoryIds: z.array(z.uuid("each category id must be a UUID")).optional(),
    category: CategoryRefSchema.nullable().optional(),
    allowProxy: z.boolean().optional(),
    /** The plugin's triggers, all of them: the list replaces the stored one. */
    triggers: TriggerListSchema.optional(),
  })
  .superRefine((value, context) => {
    if (Object.values(value).every((member) => member === undefined)) {
      context.addIssue({ code: "custom", path: [], message: "give at least one field to change" });
    }
    if (value.logoUrl !== undefined && value.iconUrl !== undefined && value.logoUrl !== value.iconUrl) {
      context.addIssue({ code: "custom", path: ["logoUrl"], message: "logoUrl and iconUrl name the same field; give one" });
    }
  })
  .transform(({ logoUrl, ...changes }) => ({ ...changes, iconUrl: changes.iconUrl !== undefined ? changes.iconUrl : logoUrl }));
export type UpdateDashboardPluginRequest = z.input<typeof UpdateDashboardPluginRequestSchema>;
export type UpdateDashboardPluginParsed = z.output<typeof UpdateDashboardPluginRequestSchema>;

/** A category of a plugin as the dashboard shows it. */
export const DashboardCategoryRefSchema = z.object({ id: z.string(), slug: z.string(), name: z.string() });
export type DashboardCategoryRef = z.infer<typeof DashboardCategoryRefSchema>;

/** A plugin in the dashboard's list: every field but its tools and auth methods. */
export const DashboardPluginSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  baseUrl: z.string().nullable(),
  iconUrl: z.string().nullable(),
  /** Same value as `iconUrl`, for forms that call it the logo. */
  logoUrl: z.string().nullable(),
  pluginPrompt: z.string().nullable(),
  toolSource: ToolSourceSchema,
  mcpConfig: McpConfigPublicSchema.nullable(),
  /** Whether `POST /api/v1/proxy` may call this plugin's API. */
  allowProxy: z.boolean(),
  categories: z.array(DashboardCategoryRefSchema),
  categoryIds: z.array(z.string()),
  reviewStatus: ReviewStatusSchema,
  adminNotes: z.string().nullable(),
  /** The catalog provider the plugin was installed from, with the URLs the installer overrode (null: written by hand). */
  provider: PluginProviderOriginSchema.nullable(),
  status: z.string(),
  createdById: z.string().nullable(),
  toolCount: z.number().int(),
  mcpToolCount: z.number().int(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type DashboardPluginSummary = z.infer<typeof DashboardPluginSummarySchema>;

/**
 * One difference between a plugin and the version its last approval approved: a plugin field, a manual
 * tool (by slug), an auth method (by type and label) or a trigger (by slug) added, removed or changed,
 * with the changed fields' values before and after (never a secret: auth method configs are their
 * public part).
 */
export const PluginChangeSchema = z.object({
  part: z.enum(["plugin", "tool", "auth_method", "trigger"]),
  /** `baseUrl`-like field name for `plugin`; the tool's or trigger's slug; the auth method's `type: label`. */
  name: z.string(),
  change: z.enum(["added", "removed", "changed"]),
  /** For `changed`: the fields whose values differ, with their values before and after. */
  fields: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
});
export type PluginChange = z.infer<typeof PluginChangeSchema>;

/** A plugin with its manual tools, cached MCP tools, auth methods and triggers (never a secret). */
export const DashboardPluginSchema = DashboardPluginSummarySchema.extend({
  tools: z.array(DashboardToolSchema),
  mcpTools: z.array(DashboardMcpToolSchema),
  authMethods: z.array(DashboardAuthMethodSchema),
  /** The plugin's triggers as stored (see `TriggerDefinitionSchema`). */
  triggers: z.array(TriggerDefinitionSchema),
  /**
   * What changed since the version the last approval approved (empty: nothing); null when the plugin
   * has no approved version on record (never approved, or approved before versions were kept).
   */
  changesSinceApproval: z.array(PluginChangeSchema).nullable(),
});
export type DashboardPlugin = z.infer<typeof DashboardPluginSchema>;

/** Query of `GET /api/dashboard/plugins`. */
export const ListDashboardPluginsQuerySchema = z.object({ reviewStatus: ReviewStatusSchema.optional() });
export type ListDashboardPluginsQuery = z.input<typeof ListDashboardPluginsQuerySchema>;

/** Response of `GET /api/dashboard/plugins`: the caller's plugins (admins: every plugin). */
export const ListDashboardPluginsResponseSchema = z.object({ plugins: z.array(DashboardPluginSummarySchema) });
export type ListDashboardPluginsResponse = z.infer<typeof ListDashboardPluginsResponseSchema>;

/**
 * Response of `POST /api/v1/plugins/{slug}/upgrade`: `upgraded` with what changed (the same changes a
 * reviewer sees), or `current` when the plugin already carries the catalog's definition (nothing
 * written). `reviewStatus` is the plugin's after the upgrade: a creator's upgrade of an approved plugin
 * sends it back to `pending_review`.
 */
export const UpgradeProviderResponseSchema = z.object({
  status: z.enum(["upgraded", "current"]),
  /** The catalog provider id. */
  provider: z.string(),
  /** When the catalog's definition was last checked against the provider's documentation. */
  verifiedAt: z.string().nullable(),
  changes: z.array(PluginChangeSchema),
  reviewStatus: ReviewStatusSchema,
});
export type UpgradeProviderResponse = z.infer<typeof UpgradeProviderResponseSchema>;
