import type { DashboardCategory, ListDashboardCategoriesResponse } from "@plugboard/core";
import type { PlugboardContext } from "../../context.js";
import { ServiceError } from "../../errors/service-error.js";
import type { InvalidationBus } from "../../infra/invalidation-bus.js";
import { invalidInput } from "../../errors/invalid-input.js";
import { uniqueViolationFields } from "../../store/unique-violation-fields.js";
import { isUuid } from "../../store/is-uuid.js";
import { createCategoryStore, type CategoryRow } from "./category-store.js";

function toCategory(row: CategoryRow): DashboardCategory {
  return { id: row.id, slug: row.slug, name: row.name, pluginCount: row.pluginCount, createdAt: row.createdAt.toISOString() };
}

function slugTaken(slug: string): ServiceError {
  return invalidInput({ slug: [`slug "${slug}" is already taken`] });
}

/**
 * Plugin categories: everyone signed in lists them, admins create, rename and delete them.
 * Renaming or deleting a category publishes a `plugin` invalidation for each plugin in it, since
 * plugin listings show category slugs and names.
 */
export function createDashboardCategoryService(context: Pick<PlugboardContext, "prisma">, deps: { bus: InvalidationBus }) {
  const store = createCategoryStore(context);

  async function find(id: string) {
    const row = isUuid(id) ? await store.findWithPlugins(id) : null;
    if (!row) throw new ServiceError("not_found", "No category with this id");
    return row;
  }

  function invalidate(pluginIds: readonly string[]): void {
    for (const pluginId of pluginIds) deps.bus.publish({ kind: "plugin", pluginId });
  }

  return {
    /** Every category, by name. */
    async list(): Promise<ListDashboardCategoriesResponse> {
      const rows = await store.list();
      return { categories: rows.map(toCategory) };
    },

    /** Creates a category; a taken slug is a 409. */
    async create(input: { slug: string; name: string }): Promise<DashboardCategory> {
      try {
        return toCategory(await store.insert(input));
      } catch (error) {
        if (uniqueViolationFields(error) !== null) throw slugTaken(input.slug);
        throw error;
      }
    },

    /** Changes a category's slug or name. */
    async update(input: { id: string; slug?: string | undefined; name?: string | undefined }): Promise<DashboardCategory> {
      const current = await find(input.id);
      try {
        const row = await store.update(current.id, {
          ...(input.slug !== undefined ? { slug: input.slug } : {}),
          ...(input.name !== undefined ? { name: input.name } : {}),
        });
        invalidate(current.pluginIds);
        return toCategory(row);
      } catch (error) {
        if (uniqueViolationFields(error) !== null) throw slugTaken(input.slug ?? current.slug);
        throw error;
      }
    },

    /** Deletes a category; its plugins stay and lose it. */
    async delete(id: string): Promise<void> {
      const current = await find(id);
      await store.delete(current.id);
      invalidate(current.pluginIds);
    },
  };
}

/** The dashboard category service's interface. */
export type DashboardCategoryService = ReturnType<typeof createDashboardCategoryService>;
