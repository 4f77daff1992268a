import { AuthMethodTypeSchema, ReviewStatusSchema, ToolSourceSchema, type AuthMethodType, type ReviewStatus, type ToolSource } from "@plugboard/core";
import type { PlugboardContext } from "../../context.js";
import type { Prisma } from "../../generated/prisma/client.js";
import { readStatus } from "../../store/read-status.js";

/** Only these plugins are listed, connected or executed: active and approved. */
export const LISTED_PLUGIN = { status: "active", reviewStatus: "approved" } as const satisfies Prisma.PluginWhereInput;

const CATALOG_ENTRY_SELECT = {
  id: true,
  slug: true,
  name: true,
  description: true,
  iconUrl: true,
  pluginPrompt: true,
  toolSource: true,
  mcpConfig: true,
  authMethods: { select: { type: true, label: true, isDefault: true }, orderBy: [{ isDefault: "desc" }, { type: "asc" }] },
  categories: { select: { category: { select: { slug: true, name: true } } }, orderBy: { category: { slug: "asc" } } },
  tools: {
    where: { enabled: true },
    orderBy: { slug: "asc" },
    select: { id: true, slug: true, name: true, description: true, method: true, path: true, inputSchema: true, outputSchema: true, scopes: true },
  },
  mcpTools: { orderBy: { slug: "asc" }, select: { mcpToolName: true, slug: true, name: true, description: true, inputSchema: true, annotations: true } },
} as const satisfies Prisma.PluginSelect;

type StoredCatalogRow = Prisma.PluginGetPayload<{ select: typeof CATALOG_ENTRY_SELECT }>;

/** A listed plugin with what the catalog shows: auth method summaries, categories, enabled tools, cached MCP tools. */
export type CatalogPluginRow = Omit<StoredCatalogRow, "toolSource" | "authMethods"> & {
  toolSource: ToolSource;
  authMethods: Array<{ type: AuthMethodType; label: string; isDefault: boolean }>;
};

/** An approved, active plugin with what connecting needs. Auth method configs are as stored (secrets sealed). */
export interface ConnectablePluginRow {
  id: string;
  slug: string;
  name: string;
  description: string | null;
  iconUrl: string | null;
  toolSource: ToolSource;
  mcpConfig: unknown;
  /** The base URL (may hold `{{config.x}}` / `{{metadata.x}}`), and the catalog provider it was installed from. */
  baseUrl: string | null;
  provider: unknown;
  authMethods: Array<{ id: string; type: AuthMethodType; label: string; isDefault: boolean; config: unknown }>;
}

/** A plugin as its review sees it. */
export interface ReviewedPluginRow {
  id: string;
  slug: string;
  name: string;
  createdById: string | null;
  reviewStatus: ReviewStatus;
  adminNotes: string | null;
}

const REVIEW_SELECT = { id: true, slug: true, name: true, createdById: true, reviewStatus: true, adminNotes: true } as const;

/** The tool source of a stored plugin. */
export const toolSourceOf = (value: string): ToolSource => readStatus(ToolSourceSchema.options, value, "Plugin.toolSource");
/** The review status of a stored plugin. */
export const reviewStatusOf = (value: string): ReviewStatus => readStatus(ReviewStatusSchema.options, value, "Plugin.reviewStatus");
/** The type of a stored auth method. */
export const authMethodTypeOf = (value: string): AuthMethodType => readStatus(AuthMethodTypeSchema.options, value, "AuthMethod.type");

const toReviewed = (row: Omit<ReviewedPluginRow, "reviewStatus"> & { reviewStatus: string }): ReviewedPluginRow => ({ ...row, reviewStatus: reviewStatusOf(row.reviewStatus) });

/**
 * Plugins' way to the database for the catalog, connecting and review: the listed plugins, a
 * connectable plugin, a user's connected plugins, and review moves — with tool source, review status
 * and auth method types read as the unions of `@plugboard/core`.
 */
export function createPluginStore({ prisma }: Pick<PlugboardContext, "prisma">) {
  return {
    /** Runs `work` in one transaction. */
    transaction<T>(work: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
      return prisma.$transaction(work);
    },

    /** The listed plugins (all, or those of `ids`), for the catalog snapshot. */
    async listedPlugins(ids?: readonly string[]): Promise<CatalogPluginRow[]> {
      const rows = await prisma.plugin.findMany({ where: { ...LISTED_PLUGIN, ...(ids ? { id: { in: [...ids] } } : {}) }, select: CATALOG_ENTRY_SELECT });
      return rows.map((row) => ({
        ...row,
        toolSource: toolSourceOf(row.toolSource),
        authMethods: row.authMethods.map((method) => ({ ...method, type: authMethodTypeOf(method.type) })),
      }));
    },

    /** A listed plugin by slug or id, with its auth methods default first, then by type; null otherwise. */
    async connectablePlugin(where: { slug: string } | { id: string }): Promise<ConnectablePluginRow | null> {
      const row = await prisma.plugin.findFirst({
        where: { ...where, ...LISTED_PLUGIN },
        select: {
          id: true,
          slug: true,
          name: true,
          description: true,
          iconUrl: true,
          toolSource: true,
          mcpConfig: true,
          baseUrl: true,
          provider: true,
          authMethods: { select: { id: true, type: true, label: true, isDefault: true, config: true }, orderBy: [{ isDefault: "desc" }, { type: "asc" }] },
        },
      });
      if (!row) return null;
      return { ...row, toolSource: toolSourceOf(row.toolSource), authMethods: row.authMethods.map((method) => ({ ...method, type: authMethodTypeOf(method.type) })) };
    },

    /** Ids of the plugins the developer's user has a connection to (whatever its health). */
    async connectedPluginIds(developerId: string, userId: string): Promise<Set<string>> {
      const rows = await prisma.connection.findMany({ where: { developerId, userId }, select: { pluginId: true } });
      return new Set(rows.map((row) => row.pluginId));
    },

    /** A plugin by id or slug, for a review move; null when unknown. */
    async findForReview(where: { id: string } | { slug: string }): Promise<ReviewedPluginRow | null> {
      const row = await prisma.plugin.findUnique({ where, select: REVIEW_SELECT });
      return row && toReviewed(row);
    },

    /** Runs `work` in one transaction with Prisma's `maxWait` and `timeout` (ms). */
    transactionWithin<T>(work: (tx: Prisma.TransactionClient) => Promise<T>, limits: { maxWait: number; timeout: number }): Promise<T> {
      return prisma.$transaction(work, limits);
    },

    /** Locks plugin `id`'s row (`SELECT … FOR UPDATE`) inside the caller's transaction; its review status, or null when unknown. */
    async lockForEdit(tx: Prisma.TransactionClient, id: string): Promise<{ reviewStatus: ReviewStatus; createdById: string | null } | null> {
      const locked = await tx.$queryRaw<Array<{ reviewStatus: string; createdById: string | null }>>`SELECT "reviewStatus", "createdById"::text AS "createdById" FROM "Plugin" WHERE id = ${id}::uuid FOR UPDATE`;
      return locked[0] ? { reviewStatus: reviewStatusOf(locked[0].reviewStatus), createdById: locked[0].createdById } : null;
    },

    /** The plugin's manual tool `toolId`, or null, inside the caller's transaction. */
    findManualTool(tx: Prisma.TransactionClient, pluginId: string, toolId: string) {
      return tx.tool.findFirst({ where: { id: toolId, pluginId } });
    },

    /** Whether `toolId` is one of the plugin's MCP tools (cache rows), inside the caller's transaction. */
    async isMcpTool(tx: Prisma.TransactionClient, pluginId: string, toolId: string): Promise<boolean> {
      return (await tx.mcpToolCache.findFirst({ where: { id: toolId, pluginId }, select: { id: true } })) !== null;
    },

    /** Creates a manual tool, inside the caller's transaction. */
    insertTool(tx: Prisma.TransactionClient, data: Prisma.ToolUncheckedCreateInput) {
      return tx.tool.create({ data });
    },

    /** Changes manual tool `id`, inside the caller's transaction. */
    updateTool(tx: Prisma.TransactionClient, id: string, data: Prisma.ToolUpdateInput) {
      return tx.tool.update({ where: { id }, data });
    },

    /** The plugin's stored trigger list (unparsed), inside the caller's transaction. */
    async triggerList(tx: Prisma.TransactionClient, pluginId: string): Promise<unknown> {
      return (await tx.plugin.findUnique({ where: { id: pluginId }, select: { triggers: true } }))?.triggers ?? [];
    },

    /** Deletes manual tool `id`, inside the caller's transaction. */
    async deleteTool(tx: Prisma.TransactionClient, id: string): Promise<void> {
      await tx.tool.delete({ where: { id } });
    },

    /** The plugin's auth method `id`, or null, inside the caller's transaction. */
    findAuthMethod(tx: Prisma.TransactionClient, pluginId: string, id: string) {
      return tx.authMethod.findFirst({ where: { id, pluginId } });
    },

    /** The plugin's auth method of type `type` (at most one per plugin), or null, inside the caller's transaction. */
    findAuthMethodOfType(tx: Prisma.TransactionClient, pluginId: string, type: AuthMethodType) {
      return tx.authMethod.findUnique({ where: { pluginId_type: { pluginId, type } } });
    },

    /** Makes no auth method of the plugin the default but `keepId`, inside the caller's transaction. */
    async clearDefaultAuthMethod(tx: Prisma.TransactionClient, pluginId: string, keepId?: string): Promise<void> {
      await tx.authMethod.updateMany({ where: { pluginId, isDefault: true, ...(keepId ? { id: { not: keepId } } : {}) }, data: { isDefault: false } });
    },

    /** Creates (no `id`) or changes auth method `id` of the plugin, inside the caller's transaction. */
    saveAuthMethod(
      tx: Prisma.TransactionClient,
      pluginId: string,
      id: string | undefined,
      data: { type: AuthMethodType; label: string; isDefault: boolean; config: Prisma.InputJsonObject },
    ) {
      return id ? tx.authMethod.update({ where: { id }, data }) : tx.authMethod.create({ data: { ...data, pluginId } });
    },

    /** Deletes auth method `id`, inside the caller's transaction. */
    async deleteAuthMethod(tx: Prisma.TransactionClient, id: string): Promise<void> {
      await tx.authMethod.delete({ where: { id } });
    },

    /** Sets a plugin's review status and notes (and, on an approval, the version approved), inside the caller's transaction. */
    async setReview(
      tx: Prisma.TransactionClient,
      id: string,
      review: { reviewStatus: ReviewStatus; adminNotes: string | null; approvedVersion?: Prisma.InputJsonValue },
    ): Promise<ReviewedPluginRow> {
      return toReviewed(await tx.plugin.update({ where: { id }, data: review, select: REVIEW_SELECT }));
    },
  };
}

/** The plugin store's interface. */
export type PluginStore = ReturnType<typeof createPluginStore>;
