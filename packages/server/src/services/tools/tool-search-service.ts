import type { SearchToolsQuerySchema, ToolSearchResult } from "@plugboard/core";
import type * as z from "zod";
import type { PlugboardContext } from "../../context.js";
import { ExpiringCache } from "../../infra/expiring-cache.js";
import type { InvalidationBus } from "../../infra/invalidation-bus.js";
import type { ToolSearchIndex } from "./tool-search-index.js";
import { createPluginStore } from "../plugins/plugin-store.js";

/** Parsed query of `GET /api/v1/tools/search`. */
export type SearchToolsOptions = z.output<typeof SearchToolsQuerySchema>;

/**
 * `GET /api/v1/tools/search`: the catalog's tools ranked by relevance to a request in plain words
 * ({@link ToolSearchIndex}), under the listing's rules — approved, active plugins only, the same for
 * every developer. With `userId`, each result says whether the developer's user has a connection to
 * its plugin (one that must be authorized again counts, as in `GET /api/v1/plugins`); `connectedOnly`
 * keeps those; `plugin` keeps the given plugin slugs. The plugins a user is connected to are cached per
 * instance and dropped on every instance when one of that user's connections changes (invalidation bus).
 */
export function createToolSearchService(context: Pick<PlugboardContext, "prisma">, deps: { index: ToolSearchIndex; bus: InvalidationBus }) {
  const pluginStore = createPluginStore(context);
  const connectedPlugins = new ExpiringCache<Set<string>>({ ttlMs: 30_000, max: 10_000 });
  const keyOf = (developerId: string, userId: string) => JSON.stringify([developerId, userId]);
  deps.bus.subscribe((event) => {
    if (event.kind === "connection") connectedPlugins.delete(keyOf(event.developerId, event.userId));
    else if (event.kind === "all") connectedPlugins.clear();
  });

  return {
    async search(developerId: string, options: SearchToolsOptions): Promise<ToolSearchResult[]> {
      const { userId } = options;
      let connected: Set<string> | undefined;
      if (userId !== undefined) {
        connected = await connectedPlugins.getOrLoad(keyOf(developerId, userId), () => pluginStore.connectedPluginIds(developerId, userId));
      }
      if (options.connectedOnly && (!connected || connected.size === 0)) return [];
      const plugins = options.plugin ? new Set(options.plugin) : undefined;
      const onlyConnected = options.connectedOnly ? connected : undefined;
      const hits = await deps.index.search(options.q, {
        limit: options.limit,
        ...(plugins || onlyConnected
          ? { accept: (pluginId, item) => (!plugins || plugins.has(item.pluginSlug)) && (!onlyConnected || onlyConnected.has(pluginId)) }
          : {}),
      });
      return hits.map((hit) => ({ ...hit.item, score: hit.score, ...(connected ? { connected: connected.has(hit.pluginId) } : {}) }));
    },
  };
}

/** The tool search service's interface. */
export type ToolSearchService = ReturnType<typeof createToolSearchService>;
