import { PluginProviderOriginSchema, TriggerListSchema, type PluginProviderOrigin, type TriggerDefinition } from "@plugboard/core";
import type {
  DashboardAuthMethod,
  DashboardMcpTool,
  DashboardPlugin,
  DashboardPluginSummary,
  DashboardTool,
  HttpMethod,
  AuthMethodType,
  ToolParamPlacement,
} from "@plugboard/core";
import { reviewStatusOf, toolSourceOf } from "./plugin-store.js";
import { publicMcpConfig } from "./seal-secrets.js";
import { publicAuthMethodConfig } from "./dashboard-secrets.js";
import { changesBetween, readReviewedVersion, reviewedVersionOf } from "./reviewed-version.js";

type Json = unknown;

/** The Prisma rows the mappers read (only the columns they need). */
export interface PluginRow {
  id: string;
  slug: string;
  name: string;
  description: string | null;
  baseUrl: string | null;
  iconUrl: string | null;
  pluginPrompt: string | null;
  toolSource: string;
  mcpConfig: Json;
  allowProxy?: boolean;
  reviewStatus: string;
  adminNotes: string | null;
  provider: Json;
  status: string;
  createdById: string | null;
  createdAt: Date;
  updatedAt: Date;
  categories: Array<{ category: { id: string; slug: string; name: string } }>;
  _count: { tools: number; mcpTools: number };
  /** `TriggerDefinition[]` as stored (the detail view reads it). */
  triggers?: Json;
}

/** A manual tool row. */
export interface ToolRow {
  id: string;
  pluginId: string;
  slug: string;
  name: string;
  description: string;
  method: string;
  path: string;
  inputSchema: Json;
  outputSchema: Json;
  headers: Json;
  placement: Json;
  scopes: string[];
  enabled: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/** An MCP tool cache row. */
export interface McpToolRow {
  id: string;
  pluginId: string;
  mcpToolName: string;
  slug: string;
  name: string;
  description: string;
  inputSchema: Json;
  lastSyncedAt: Date;
}

/** An auth method row. */
export interface AuthMethodRow {
  id: string;
  pluginId: string;
  type: string;
  label: string;
  isDefault: boolean;
  config: Json;
  createdAt: Date;
}

/** The `include` that gives a plugin row everything {@link toDashboardPluginSummary} reads. */
export const PLUGIN_SUMMARY_INCLUDE = {
  categories: { include: { category: true } },
  _count: { select: { tools: true, mcpTools: true } },
} as const;

function objectOrNull(value: Json): Record<string, unknown> | null {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

/** The recorded provider origin, or null for a plugin written by hand (or a value not of that shape). */
function providerOrigin(value: Json): PluginProviderOrigin | null {
  const parsed = PluginProviderOriginSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** A plugin row as the dashboard lists it (no tools, no auth methods, no secrets). */
export function toDashboardPluginSummary(row: PluginRow): DashboardPluginSummary {
  const categories = row.categories.map(({ category }) => ({ id: category.id, slug: category.slug, name: category.name }));
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    baseUrl: row.baseUrl,
    iconUrl: row.iconUrl,
    logoUrl: row.iconUrl,
    pluginPrompt: row.pluginPrompt,
    toolSource: toolSourceOf(row.toolSource),
    mcpConfig: publicMcpConfig(row.mcpConfig),
    allowProxy: row.allowProxy ?? false,
    categories,
    categoryIds: categories.map((category) => category.id),
    reviewStatus: reviewStatusOf(row.reviewStatus),
    adminNotes: row.adminNotes,
    provider: providerOrigin(row.provider),
    status: row.status,
    createdById: row.createdById,
    toolCount: row._count.tools,
    mcpToolCount: row._count.mcpTools,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The stored triggers, or none when they do not parse (written by another release). */
function triggersOf(value: Json): TriggerDefinition[] {
  const parsed = TriggerListSchema.safeParse(value ?? []);
  return parsed.success ? parsed.data : [];
}

/** A plugin row with its tools, MCP tools, auth methods and triggers. */
export function toDashboardPlugin(
  row: PluginRow & { tools: ToolRow[]; mcpTools: McpToolRow[]; authMethods: AuthMethodRow[]; approvedVersion?: Json },
): DashboardPlugin {
  const plugin = {
    ...toDashboardPluginSummary(row),
    tools: row.tools.map(toDashboardTool),
    mcpTools: row.mcpTools.map(toDashboardMcpTool),
    authMethods: row.authMethods.map(toDashboardAuthMethod),
    triggers: triggersOf(row.triggers),
  };
  const approved = readReviewedVersion(row.approvedVersion);
  return { ...plugin, changesSinceApproval: approved ? changesBetween(approved, reviewedVersionOf(plugin)) : null };
}

/** A manual tool row as the dashboard shows it. */
export function toDashboardTool(row: ToolRow): DashboardTool {
  return {
    id: row.id,
    pluginId: row.pluginId,
    slug: row.slug,
    name: row.name,
    description: row.description,
    method: row.method as HttpMethod,
    path: row.path,
    inputSchema: objectOrNull(row.inputSchema),
    outputSchema: objectOrNull(row.outputSchema),
    headers: objectOrNull(row.headers) as Record<string, string> | null,
    placement: objectOrNull(row.placement) as ToolParamPlacement | null,
    scopes: row.scopes,
    enabled: row.enabled,
    source: "manual",
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** An MCP tool cache row: read-only. */
export function toDashboardMcpTool(row: McpToolRow): DashboardMcpTool {
  return {
    id: row.id,
    pluginId: row.pluginId,
    mcpToolName: row.mcpToolName,
    slug: row.slug,
    name: row.name,
    description: row.description,
    inputSchema: objectOrNull(row.inputSchema) ?? { type: "object", properties: {} },
    lastSyncedAt: row.lastSyncedAt.toISOString(),
    source: "mcp",
    readOnly: true,
  };
}

/** An auth method row without its client secret. */
export function toDashboardAuthMethod(row: AuthMethodRow): DashboardAuthMethod {
  const { config, hasClientSecret } = publicAuthMethodConfig(row.config);
  return {
    id: row.id,
    pluginId: row.pluginId,
    type: row.type as AuthMethodType,
    label: row.label,
    isDefault: row.isDefault,
    config,
    hasClientSecret,
    createdAt: row.createdAt.toISOString(),
  };
}
