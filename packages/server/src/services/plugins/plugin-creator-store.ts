import type { PlugboardContext } from "../../context.js";
import type { Prisma } from "../../generated/prisma/client.js";

/** A manual tool of a new plugin, before it has a plugin id. */
export type NewToolRow = Omit<Prisma.ToolCreateManyInput, "pluginId">;

/** The writes of a new plugin ({@link createPluginCreator}'s one way to the database). */
export function createPluginCreatorStore({ prisma }: Pick<PlugboardContext, "prisma">) {
  return {
    /** Runs `work` in one transaction that may last `timeoutMs`. */
    transaction<T>(work: (tx: Prisma.TransactionClient) => Promise<T>, timeoutMs: number): Promise<T> {
      return prisma.$transaction(work, { timeout: timeoutMs });
    },

    /** Whether a plugin already has slug `slug`. */
    async slugExists(slug: string): Promise<boolean> {
      return (await prisma.plugin.findUnique({ where: { slug }, select: { id: true } })) !== null;
    },

    /** Those of `ids` that are no category, inside the caller's transaction. */
    async unknownCategoryIds(tx: Prisma.TransactionClient, ids: string[]): Promise<string[]> {
      const found = await tx.category.findMany({ where: { id: { in: ids } }, select: { id: true } });
      const known = new Set(found.map((category) => category.id));
      return ids.filter((id) => !known.has(id));
    },

    /** Creates a plugin (with its nested category links and auth methods), inside the caller's transaction. */
    insertPlugin(tx: Prisma.TransactionClient, data: Prisma.PluginCreateInput): Promise<{ id: string; slug: string }> {
      return tx.plugin.create({ data, select: { id: true, slug: true } });
    },

    /** Adds manual tools to plugin `pluginId` in one statement, inside the caller's transaction. */
    async insertTools(tx: Prisma.TransactionClient, pluginId: string, tools: NewToolRow[]): Promise<void> {
      await tx.tool.createMany({ data: tools.map((tool) => ({ ...tool, pluginId })) });
    },
  };
}
