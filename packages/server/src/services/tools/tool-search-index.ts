import type { ToolItem } from "@plugboard/core";
import type { PlugboardContext } from "../../context.js";
import type { InvalidationBus } from "../../infra/invalidation-bus.js";
import { manualToolItem, mcpToolItem } from "../plugins/to-tool-item.js";
import { querySearchTerms, toolSearchTerms } from "./tool-search-terms.js";
import { createWeightedTextIndex, type WeightedTextIndex } from "./weighted-text-index.js";

/** One indexed tool: the listing item, the id of its plugin and the terms of its name. */
interface IndexedTool {
  id: string;
  pluginId: string;
  item: ToolItem;
  nameTerms: readonly string[];
}

/** A tool that matched, with its relevance (higher is better). */
export interface ToolSearchHit {
  pluginId: string;
  item: ToolItem;
  score: number;
}

/**
 * Field boosts, in the order {@link fieldsOf} gives the fields: the tool's name and slug count most
 * (PostgreSQL's weight A), its description next (B), its plugin's name and slug least (C).
 */
const BOOSTS = [3, 2, 1, 0.5];

/**
 * How much of a description is indexed: its opening says what the tool does; the rest (parameter
 * notes, long API prose) mostly adds common words that blur the ranking.
 */
const DESCRIPTION_CHARS = 320;

/** A synonym counts for less than the word the user typed. */
const SYNONYM_WEIGHT = 0.4;

/** BM25 candidates re-ranked by how much of each tool's name the request covers. */
const CANDIDATES = 200;

function fieldsOf(item: ToolItem): string[][] {
  return [
    toolSearchTerms(item.name),
    toolSearchTerms(item.slug),
    toolSearchTerms(item.description.slice(0, DESCRIPTION_CHARS)),
    toolSearchTerms(`${item.pluginName} ${item.pluginSlug}`),
  ];
}

/**
 * The share of a tool's name that the request's words (or their synonyms) cover, 0 to 1: "Create an
 * issue" is all of what "open a new issue" asks, "Add a sub-issue" only part of it. BM25 alone favours
 * tools that repeat a word across fields; this favours the tool whose name is the request.
 */
function nameCoverage(nameTerms: readonly string[], wanted: ReadonlyMap<string, number>): number {
  if (nameTerms.length === 0) return 0;
  let covered = 0;
  for (const term of nameTerms) if (wanted.has(term)) covered += 1;
  return covered / nameTerms.length;
}

/** Enabled manual tools and cached MCP tools of approved, active plugins (all, or some ids). */
async function loadTools(context: PlugboardContext, pluginIds?: readonly string[]): Promise<IndexedTool[]> {
  const plugins = await context.prisma.plugin.findMany({
    where: { reviewStatus: "approved", status: "active", ...(pluginIds ? { id: { in: [...pluginIds] } } : {}) },
    include: { tools: { where: { enabled: true } }, mcpTools: true },
  });
  return plugins.flatMap((plugin) => {
    const manual = plugin.tools.map((tool) => manualToolItem(plugin, tool));
    const mcp = plugin.toolSource === "manual" ? [] : plugin.mcpTools.map((tool) => mcpToolItem(plugin, tool));
    return [...manual, ...mcp].map((item) => ({ id: item.id, pluginId: plugin.id, item, nameTerms: [...new Set(toolSearchTerms(item.name))] }));
  });
}

/**
 * The in-process full-text index of the tool catalog behind `GET /api/v1/tools/search` and the
 * `search_tools` meta-tool: BM25F over each tool's name, slug, description and plugin (weighted in
 * that order), English words stemmed with Porter2, general verb synonyms at query time, then the best
 * candidates re-ranked by how much of the tool's name the request covers.
 *
 * It holds what `GET /api/v1/tools` lists without a user: enabled manual tools and cached MCP tools
 * of approved, active plugins. It is built on the first search and kept current through the
 * invalidation bus: a `plugin` event marks that plugin stale, `all` (the LISTEN connection came back,
 * events may have been missed) marks everything stale; the next search reloads what is stale from the
 * database before it answers, so every instance answers from the same rows.
 */
export function createToolSearchIndex(context: PlugboardContext, deps: { bus: InvalidationBus }) {
  let index: WeightedTextIndex<string> = createWeightedTextIndex<string>(BOOSTS);
  const docs = new Map<string, number>();
  const byPlugin = new Map<string, string[]>();
  const tools = new Map<string, IndexedTool>();
  let built = false;
  let allStale = true;
  const stalePlugins = new Set<string>();
  let refreshing: Promise<void> | null = null;

  deps.bus.subscribe((event) => {
    if (event.kind === "plugin") stalePlugins.add(event.pluginId);
    if (event.kind === "all") allStale = true;
  });

  function add(rows: Iterable<IndexedTool>): void {
    for (const row of rows) {
      tools.set(row.id, row);
      docs.set(row.id, index.add(row.id, fieldsOf(row.item)));
      const ids = byPlugin.get(row.pluginId) ?? [];
      ids.push(row.id);
      byPlugin.set(row.pluginId, ids);
    }
  }

  function reset(rows: Iterable<IndexedTool>): void {
    index = createWeightedTextIndex<string>(BOOSTS);
    docs.clear();
    byPlugin.clear();
    tools.clear();
    add(rows);
  }

  async function refresh(): Promise<void> {
    if (allStale || !built) {
      allStale = false;
      stalePlugins.clear();
      const rows = await loadTools(context).catch((error: unknown) => {
        allStale = true;
        throw error;
      });
      reset(rows);
      built = true;
      return;
    }
    const pluginIds = [...stalePlugins];
    stalePlugins.clear();
    const rows = await loadTools(context, pluginIds).catch((error: unknown) => {
      for (const id of pluginIds) stalePlugins.add(id);
      throw error;
    });
    for (const pluginId of pluginIds) {
      for (const id of byPlugin.get(pluginId) ?? []) {
        index.remove(docs.get(id) as number);
        docs.delete(id);
        tools.delete(id);
      }
      byPlugin.delete(pluginId);
    }
    add(rows);
    // Removed tools leave their postings behind: start afresh once they outnumber the live ones.
    if (index.slots > 2 * index.size + 1_000) reset([...tools.values()]);
  }

  /** Applies every pending change (one refresh at a time; later events wait for the next). */
  async function current(): Promise<void> {
    for (;;) {
      if (refreshing) {
        await refreshing;
        continue;
      }
      if (built && !allStale && stalePlugins.size === 0) return;
      refreshing = refresh().finally(() => {
        refreshing = null;
      });
    }
  }

  return {
    /**
     * The tools matching `text`, best first, among those `accept` keeps, at most `limit`. An empty
     * array when no word of the request is in the catalog.
     */
    async search(text: string, options: { limit: number; accept?: (pluginId: string, item: ToolItem) => boolean }): Promise<ToolSearchHit[]> {
      await current();
      const terms = querySearchTerms(text);
      if (terms.length === 0) return [];
      const weights = new Map<string, number>();
      for (const [, synonyms] of terms) {
        for (const synonym of synonyms) if (!weights.has(synonym)) weights.set(synonym, SYNONYM_WEIGHT);
      }
      for (const [term] of terms) weights.set(term, 1);
      const accept = options.accept;
      const matches = index.search(
        weights,
        Math.max(CANDIDATES, options.limit),
        accept
          ? (id) => {
              const row = tools.get(id);
              return row !== undefined && accept(row.pluginId, row.item);
            }
          : undefined,
      );
      const hits: ToolSearchHit[] = [];
      for (const match of matches) {
        const row = tools.get(match.id);
        if (!row) continue;
        hits.push({ pluginId: row.pluginId, item: row.item, score: match.score * (0.5 + nameCoverage(row.nameTerms, weights)) ** 2 });
      }
      hits.sort((a, b) => b.score - a.score);
      return hits.slice(0, options.limit).map((hit) => ({ ...hit, score: Math.round(hit.score * 1000) / 1000 }));
    },

    /** How many tools the index holds now (after pending changes are applied). */
    async size(): Promise<number> {
      await current();
      return tools.size;
    },
  };
}

/** The tool search index's interface. */
export type ToolSearchIndex = ReturnType<typeof createToolSearchIndex>;
