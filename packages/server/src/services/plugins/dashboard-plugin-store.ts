import type { ReviewStatus, ToolSource } from "@plugboard/core";
import type { PlugboardContext } from "../../context.js";
import type { Prisma } from "../../generated/prisma/client.js";
import { reviewStatusOf, toolSourceOf } from "./plugin-store.js";
import { PLUGIN_SUMMARY_INCLUDE } from "./to-dashboard-plugin.js";

/** The `include` of a plugin with everything the dashboard's detail view shows. */
export const PLUGIN_DETAIL_INCLUDE = {
  ...PLUGIN_SUMMARY_INCLUDE,
  tools: { orderBy: { slug: "asc" } },
  mcpTools: { orderBy: { slug: "asc" } },
  authMethods: { orderBy: { createdAt: "asc" } },
} as const satisfies Prisma.PluginInclude;

/** The plugin columns the dashboard's access check reads (and the edits after it). */
export interface PluginAccessRow {
  id: string;
  slug: string;
  createdById: string | null;
  toolSource: ToolSource;
  baseUrl: string | null;
  mcpConfig: unknown;
  reviewStatus: ReviewStatus;
}

/** The dashboard's plugin views and edits, and the categories they name: their one way to the database. */
export function createDashboardPluginStore({ prisma }: Pick<PlugboardContext, "prisma">) {
  return {
    /** Which of `ids` are categories. */
    async existingCategoryIds(ids: string[]): Promise<Set<string>> {
      const found = await prisma.category.findMany({ where: { id: { in: ids } }, select: { id: true } });
      return new Set(found.map((category) => category.id));
    },

    /** The category whose id (when `ref` is a UUID) or slug is `ref`, or null. */
    categoryByRef(ref: string, refIsUuid: boolean): Promise<{ id: string } | null> {
      return prisma.category.findFirst({ where: refIsUuid ? { OR: [{ id: ref }, { slug: ref }] } : { slug: ref }, select: { id: true } });
    },

    /** Plugin `id` with everything the detail view shows, or null (read inside `tx` when given). */
    pluginDetail(id: string, tx: Prisma.TransactionClient = prisma) {
      return tx.plugin.findUnique({ where: { id }, include: PLUGIN_DETAIL_INCLUDE });
    },

    /** The access-check columns of plugin `id`, or null. */
    async pluginAccess(id: string): Promise<PluginAccessRow | null> {
      const row = await prisma.plugin.findUnique({
        where: { id },
        select: { id: true, slug: true, createdById: true, toolSource: true, baseUrl: true, mcpConfig: true, reviewStatus: true },
      });
      return row && { ...row, toolSource: toolSourceOf(row.toolSource), reviewStatus: reviewStatusOf(row.reviewStatus) };
    },

    /** Plugins for the dashboard list, newest first: those created by `createdById` (all when absent), optionally of one review status. */
    pluginSummaries(filter: { createdById?: string | undefined; reviewStatus?: ReviewStatus | undefined }) {
      return prisma.plugin.findMany({
        where: {
          ...(filter.createdById !== undefined ? { createdById: filter.createdById } : {}),
          ...(filter.reviewStatus ? { reviewStatus: filter.reviewStatus } : {}),
        },
        include: PLUGIN_SUMMARY_INCLUDE,
        orderBy: [{ createdAt: "desc" }, { id: "asc" }],
      });
    },

    /** Plugin `id` with its manual tool count and tool slugs, inside the caller's (edit) transaction; null when unknown. */
    pluginForEdit(tx: Prisma.TransactionClient, id: string) {
      return tx.plugin.findUnique({ where: { id }, include: { _count: { select: { tools: true } }, tools: { select: { slug: true } } } });
    },

    /** Changes plugin `id`, inside the caller's (edit) transaction. */
    async updatePlugin(tx: Prisma.TransactionClient, id: string, data: Prisma.PluginUpdateInput): Promise<void> {
      await tx.plugin.update({ where: { id }, data });
    },
  };
}
