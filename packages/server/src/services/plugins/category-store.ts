import type { PlugboardContext } from "../../context.js";

/** A category with how many plugins are in it. */
export interface CategoryRow {
  id: string;
  slug: string;
  name: string;
  createdAt: Date;
  pluginCount: number;
}

const WITH_COUNT = { _count: { select: { plugins: true } } } as const;

const toRow = (row: { id: string; slug: string; name: string; createdAt: Date; _count: { plugins: number } }): CategoryRow => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  createdAt: row.createdAt,
  pluginCount: row._count.plugins,
});

/** Plugin categories' one way to the database (`Category` rows). A taken slug surfaces as Prisma's unique violation. */
export function createCategoryStore({ prisma }: Pick<PlugboardContext, "prisma">) {
  return {
    /** Category `id` with the ids of its plugins, or null. */
    async findWithPlugins(id: string): Promise<{ id: string; slug: string; pluginIds: string[] } | null> {
      const row = await prisma.category.findUnique({ where: { id }, select: { id: true, slug: true, plugins: { select: { pluginId: true } } } });
      return row && { id: row.id, slug: row.slug, pluginIds: row.plugins.map((plugin) => plugin.pluginId) };
    },

    /** Every category, by name then slug. */
    async list(): Promise<CategoryRow[]> {
      return (await prisma.category.findMany({ include: WITH_COUNT, orderBy: [{ name: "asc" }, { slug: "asc" }] })).map(toRow);
    },

    /** Creates a category. */
    async insert(input: { slug: string; name: string }): Promise<CategoryRow> {
      return toRow(await prisma.category.create({ data: input, include: WITH_COUNT }));
    },

    /** Changes category `id`'s slug or name. */
    async update(id: string, change: { slug?: string; name?: string }): Promise<CategoryRow> {
      return toRow(await prisma.category.update({ where: { id }, data: change, include: WITH_COUNT }));
    },

    /** Deletes category `id` (its plugins stay). */
    async delete(id: string): Promise<void> {
      await prisma.category.delete({ where: { id } });
    },
  };
}
