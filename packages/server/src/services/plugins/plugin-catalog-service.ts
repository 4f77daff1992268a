import type { AuthMethodType, ListPluginsQuerySchema, ListPluginsResponse, PluginItem } from "@plugboard/core";
import type * as z from "zod";
import type { PlugboardContext } from "../../context.js";
import type { Prisma } from "../../generated/prisma/client.js";
import { decodePluginCursor, encodePluginCursor, type PluginCursor, type PluginListPhase } from "./plugin-cursor.js";

/** Parsed query of `GET /api/v1/plugins`. */
export type ListPluginsOptions = z.output<typeof ListPluginsQuerySchema>;

/** Only these plugins are listed, connected or executed (SPEC.md). */
const LISTED = { status: "active", reviewStatus: "approved" } as const satisfies Prisma.PluginWhereInput;

const ITEM_SELECT = {
  id: true,
  slug: true,
  name: true,
  description: true,
  iconUrl: true,
  pluginPrompt: true,
  authMethods: { select: { type: true, label: true, isDefault: true }, orderBy: [{ isDefault: "desc" }, { type: "asc" }] },
  categories: { select: { category: { select: { slug: true, name: true } } }, orderBy: { category: { slug: "asc" } } },
  _count: { select: { tools: { where: { enabled: true } }, mcpTools: true } },
} as const satisfies Prisma.PluginSelect;

type PluginRow = Prisma.PluginGetPayload<{ select: typeof ITEM_SELECT }>;

/**
 * The public plugin catalog (SPEC.md `GET /api/v1/plugins`): active, approved plugins ordered by slug,
 * with their auth method summaries (never configs), categories and tool counts. With `limit` it pages
 * with an opaque cursor; with `userId` each item says whether the developer's user is connected, and
 * `connectedFirst` lists the connected plugins first (each group by slug).
 */
export function createPluginCatalogService(context: PlugboardContext) {
  const { prisma } = context;

  /** One page of listed plugins after `afterSlug` within `where`, `take` rows at most. */
  function fetchRows(where: Prisma.PluginWhereInput, afterSlug: string | undefined, take: number | undefined) {
    return prisma.plugin.findMany({
      where: { ...LISTED, ...where, ...(afterSlug !== undefined ? { slug: { gt: afterSlug } } : {}) },
      orderBy: { slug: "asc" },
      select: ITEM_SELECT,
      ...(take !== undefined ? { take } : {}),
    });
  }

  function toItem(row: PluginRow, connected: ReadonlySet<string> | undefined): PluginItem {
    return {
      id: row.id,
      slug: row.slug,
      name: row.name,
      description: row.description,
      iconUrl: row.iconUrl,
      pluginPrompt: row.pluginPrompt,
      status: "active",
      authMethods: row.authMethods.map((method) => ({ type: method.type as AuthMethodType, label: method.label, isDefault: method.isDefault })),
      categories: row.categories.map(({ category }) => ({ slug: category.slug, name: category.name })),
      toolCount: row._count.tools + row._count.mcpTools,
      ...(connected ? { connected: connected.has(row.id) } : {}),
    };
  }

  return {
    /**
     * Lists the catalog for `developerId`. Without `limit` everything is returned (`nextCursor` null,
     * `hasMore` false). With `limit`, `limit + 1` rows are read to learn whether more follow.
     *
     * @throws {ServiceError} 400 `invalid_input` naming `cursor` for a malformed cursor
     */
    async list(developerId: string, options: ListPluginsOptions): Promise<ListPluginsResponse> {
      const { userId, limit } = options;
      const phased = Boolean(options.connectedFirst && userId);
      const cursor: PluginCursor | undefined = options.cursor ? decodePluginCursor(options.cursor, { phased }) : undefined;
      const take = limit !== undefined ? limit + 1 : undefined;
      const rows: Array<{ row: PluginRow; phase?: PluginListPhase }> = [];
      let connectedIds: string[] = [];

      if (phased && userId !== undefined) {
        // Two phases keep pages stable: the connected ids are fixed first, then each group is paged by slug.
        const connected = await prisma.connection.findMany({ where: { developerId, userId, plugin: LISTED }, select: { pluginId: true } });
        connectedIds = connected.map((connection) => connection.pluginId);
        if (cursor?.phase !== "u" && connectedIds.length > 0) {
          for (const row of await fetchRows({ id: { in: connectedIds } }, cursor?.slug, take)) rows.push({ row, phase: "c" });
        }
        if (take === undefined || rows.length < take) {
          const after = cursor?.phase === "u" ? cursor.slug : undefined;
          const rest = take === undefined ? undefined : take - rows.length;
          for (const row of await fetchRows({ id: { notIn: connectedIds } }, after, rest)) rows.push({ row, phase: "u" });
        }
      } else {
        for (const row of await fetchRows({}, cursor?.slug, take)) rows.push({ row });
      }

      const hasMore = limit !== undefined && rows.length > limit;
      const page = hasMore ? rows.slice(0, limit) : rows;
      const last = page.at(-1);
      if (userId !== undefined && !phased && page.length > 0) {
        const connected = await prisma.connection.findMany({
          where: { developerId, userId, pluginId: { in: page.map(({ row }) => row.id) } },
          select: { pluginId: true },
        });
        connectedIds = connected.map((connection) => connection.pluginId);
      }
      const connectedSet = userId !== undefined ? new Set(connectedIds) : undefined;
      return {
        plugins: page.map(({ row }) => toItem(row, connectedSet)),
        nextCursor: hasMore && last ? encodePluginCursor({ slug: last.row.slug, ...(last.phase ? { phase: last.phase } : {}) }) : null,
        hasMore,
      };
    },
  };
}

/** The plugin catalog service's interface. */
export type PluginCatalogService = ReturnType<typeof createPluginCatalogService>;
