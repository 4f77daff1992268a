import type { ListPluginsQuerySchema, ListPluginsResponse } from "@plugboard/core";
import type * as z from "zod";
import type { PlugboardContext } from "../../context.js";
import type { CatalogEntry, CatalogSnapshot } from "./catalog-snapshot.js";
import { createPluginStore } from "./plugin-store.js";
import { decodePluginCursor, encodePluginCursor, type PluginCursor, type PluginListPhase } from "./plugin-cursor.js";

/** Parsed query of `GET /api/v1/plugins`. */
export type ListPluginsOptions = z.output<typeof ListPluginsQuerySchema>;

/**
 * The public plugin catalog (`GET /api/v1/plugins`): active, approved plugins ordered by slug,
 * with their auth method summaries (never configs), categories and tool counts. With `limit` it pages
 * with an opaque cursor; with `userId` each item says whether the developer's user is connected, and
 * `connectedFirst` lists the connected plugins first (each group by slug).
 *
 * Pages are cut from the in-memory {@link CatalogSnapshot}: a request costs no query, or one (the
 * user's connections) with `userId`, whatever the size of the catalog.
 */
export function createPluginCatalogService(context: Pick<PlugboardContext, "prisma">, deps: { snapshot: CatalogSnapshot }) {
  const store = createPluginStore(context);

  /** Plugin ids the developer's user has a connection to. */
  async function connectedPluginIds(developerId: string, userId: string): Promise<Set<string>> {
    return store.connectedPluginIds(developerId, userId);
  }

  /** Entries of `group` (sorted by slug) after `afterSlug`, at most `take`. */
  function after(group: readonly CatalogEntry[], afterSlug: string | undefined, take: number | undefined): readonly CatalogEntry[] {
    let start = 0;
    if (afterSlug !== undefined) {
      let high = group.length;
      while (start < high) {
        const middle = (start + high) >>> 1;
        if ((group[middle] as CatalogEntry).slug <= afterSlug) start = middle + 1;
        else high = middle;
      }
    }
    return group.slice(start, take === undefined ? undefined : start + take);
  }

  return {
    /**
     * Lists the catalog for `developerId`. Without `limit` everything is returned (`nextCursor` null,
     * `hasMore` false).
     *
     * @throws {ServiceError} 400 `invalid_input` naming `cursor` for a malformed cursor
     */
    async list(developerId: string, options: ListPluginsOptions): Promise<ListPluginsResponse> {
      const { userId, limit } = options;
      const phased = Boolean(options.connectedFirst && userId);
      const cursor: PluginCursor | undefined = options.cursor ? decodePluginCursor(options.cursor, { phased }) : undefined;
      const [{ entries }, connected] = await Promise.all([
        deps.snapshot.get(),
        userId !== undefined ? connectedPluginIds(developerId, userId) : Promise.resolve(undefined),
      ]);
      const take = limit !== undefined ? limit + 1 : undefined;
      const rows: Array<{ entry: CatalogEntry; phase?: PluginListPhase }> = [];

      if (phased && connected) {
        // Two groups, each by slug; the cursor says which group the last page ended in.
        const first = entries.filter((entry) => connected.has(entry.id));
        const rest = entries.filter((entry) => !connected.has(entry.id));
        if (cursor?.phase !== "u") for (const entry of after(first, cursor?.slug, take)) rows.push({ entry, phase: "c" });
        if (take === undefined || rows.length < take) {
          const more = after(rest, cursor?.phase === "u" ? cursor.slug : undefined, take === undefined ? undefined : take - rows.length);
          for (const entry of more) rows.push({ entry, phase: "u" });
        }
      } else {
        for (const entry of after(entries, cursor?.slug, take)) rows.push({ entry });
      }

      const hasMore = limit !== undefined && rows.length > limit;
      const page = hasMore ? rows.slice(0, limit) : rows;
      const last = page.at(-1);
      return {
        plugins: page.map(({ entry }) => (connected ? { ...entry.item, connected: connected.has(entry.id) } : entry.item)),
        nextCursor: hasMore && last ? encodePluginCursor({ slug: last.entry.slug, ...(last.phase ? { phase: last.phase } : {}) }) : null,
        hasMore,
      };
    },
  };
}

/** The plugin catalog service's interface. */
export type PluginCatalogService = ReturnType<typeof createPluginCatalogService>;
