import type { PluginItem, ToolItem, ToolSource } from "@plugboard/core";
import type { PlugboardContext } from "../../context.js";
import type { InvalidationBus } from "../../infra/invalidation-bus.js";
import { createPluginStore, type CatalogPluginRow } from "./plugin-store.js";
import { manualToolItem, mcpToolItem } from "./to-tool-item.js";


/** One listed plugin as the catalog serves it, built once per change of the plugin. */
export interface CatalogEntry {
  id: string;
  slug: string;
  name: string;
  toolSource: ToolSource;
  mcpConfig: unknown;
  /** The plugin's catalog item, without the per-user `connected`. Shared: never mutate. */
  item: PluginItem;
  /** Enabled manual tools, then cached MCP tools, each by slug. Shared: never mutate. */
  tools: readonly ToolItem[];
}

/** Every listed plugin, by slug, with lookups by slug and id. */
export interface Catalog {
  /** Sorted by slug (code-point order, as PostgreSQL's `C`-like ordering of our ASCII slugs). */
  entries: readonly CatalogEntry[];
  bySlug: ReadonlyMap<string, CatalogEntry>;
  byId: ReadonlyMap<string, CatalogEntry>;
}

// A full reload at least this often, in case an invalidation was ever missed.
const MAX_AGE_MS = 5 * 60_000;

function toEntry(row: CatalogPluginRow): CatalogEntry {
  const tools: ToolItem[] = row.tools.map((tool) => manualToolItem(row, tool));
  if (row.toolSource !== "manual") tools.push(...row.mcpTools.map((tool) => mcpToolItem(row, tool)));
  const item: PluginItem = {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    iconUrl: row.iconUrl,
    pluginPrompt: row.pluginPrompt,
    status: "active",
    authMethods: row.authMethods.map((method) => ({ type: method.type, label: method.label, isDefault: method.isDefault })),
    categories: row.categories.map(({ category }) => ({ slug: category.slug, name: category.name })),
    toolCount: row.tools.length + row.mcpTools.length,
  };
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    toolSource: row.toolSource,
    mcpConfig: row.mcpConfig,
    item,
    tools,
  };
}

const bySlugOrder = (a: { slug: string }, b: { slug: string }) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0);

function index(entries: CatalogEntry[]): Catalog {
  entries.sort(bySlugOrder);
  return { entries, bySlug: new Map(entries.map((entry) => [entry.slug, entry])), byId: new Map(entries.map((entry) => [entry.id, entry])) };
}

/**
 * The listed catalog (approved, active plugins with their auth method summaries, categories and tools)
 * held in memory per instance, so listing plugins or tools costs no query per plugin — or none at all.
 *
 * Loaded whole on first use, with a constant number of queries whatever the catalog's size. A
 * `plugin` event of the invalidation bus (any instance: review, edit, tool change, MCP tool sync)
 * reloads just that plugin on the next read; `all` (after a lost LISTEN connection) and age reload
 * everything. A read never waits for more than one load at a time.
 *
 * @example
 * const catalog = await snapshot.get();
 * catalog.bySlug.get("github")?.tools;
 */
export function createCatalogSnapshot(context: Pick<PlugboardContext, "prisma">, deps: { bus: InvalidationBus }) {
  const store = createPluginStore(context);
  let current: { catalog: Catalog; loadedAt: number } | undefined;
  let dirty = new Set<string>();
  let stale = true;
  let loading: Promise<Catalog> | undefined;

  deps.bus.subscribe((event) => {
    if (event.kind === "plugin") dirty.add(event.pluginId);
    if (event.kind === "all") stale = true;
  });

  async function loadAll(): Promise<Catalog> {
    // Events arriving during the load mark what to reload on the next read.
    stale = false;
    dirty = new Set();
    try {
      const rows = await store.listedPlugins();
      return index(rows.map(toEntry));
    } catch (error) {
      stale = true;
      throw error;
    }
  }

  async function reload(catalog: Catalog, ids: ReadonlySet<string>): Promise<Catalog> {
    const rows = await store.listedPlugins([...ids]);
    const kept = catalog.entries.filter((entry) => !ids.has(entry.id));
    return index(kept.concat(rows.map(toEntry)));
  }

  async function refresh(): Promise<Catalog> {
    const previous = current;
    let catalog: Catalog;
    if (!previous || stale || Date.now() - previous.loadedAt > MAX_AGE_MS) {
      catalog = await loadAll();
      current = { catalog, loadedAt: Date.now() };
    } else {
      const ids = dirty;
      dirty = new Set();
      try {
        catalog = await reload(previous.catalog, ids);
      } catch (error) {
        for (const id of ids) dirty.add(id);
        throw error;
      }
      current = { catalog, loadedAt: previous.loadedAt };
    }
    return catalog;
  }

  const needsRefresh = () => !current || stale || dirty.size > 0 || Date.now() - current.loadedAt > MAX_AGE_MS;

  return {
    /** The current catalog, reloading what changed since the last read. */
    async get(): Promise<Catalog> {
      if (current && !needsRefresh()) return current.catalog;
      // One load at a time; changes that arrive during it are picked up by the next read.
      loading ??= refresh().finally(() => {
        loading = undefined;
      });
      return loading;
    },
  };
}

/** The catalog snapshot's interface. */
export type CatalogSnapshot = ReturnType<typeof createCatalogSnapshot>;
