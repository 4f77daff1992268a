import type { ToolItem } from "@plugboard/core";
import type { Catalog, CatalogEntry, CatalogSnapshot } from "../plugins/catalog-snapshot.js";
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

/** The indexed rows of one catalog entry. */
function rowsOf(entry: CatalogEntry): IndexedTool[] {
  return entry.tools.map((item) => ({ id: item.id, pluginId: entry.id, item, nameTerms: [...new Set(toolSearchTerms(item.name))] }));
}

/**
 * The in-process full-text index of the tool catalog behind `GET /api/v1/tools/search` and the
 * `search_tools` meta-tool: BM25F over each tool's name, slug, description and plugin (weighted in
 * that order), English words stemmed with Porter2, general verb synonyms at query time, then the best
 * candidates re-ranked by how much of the tool's name the request covers.
 *
 * It indexes what `GET /api/v1/tools` lists without a user — the {@link CatalogSnapshot}: enabled
 * manual tools and cached MCP tools of approved, active plugins. Before each search it brings itself
 * level with the snapshot (which the invalidation bus keeps current on every instance): the snapshot
 * keeps the entry object of an unchanged plugin, so only plugins whose entry changed are re-indexed.
 */
export function createToolSearchIndex(deps: { snapshot: CatalogSnapshot }) {
  let index: WeightedTextIndex<string> = createWeightedTextIndex<string>(BOOSTS);
  const docs = new Map<string, number>();
  const tools = new Map<string, IndexedTool>();
  // The catalog entry each indexed plugin was indexed from.
  const indexed = new Map<string, CatalogEntry>();
  let level: Catalog | undefined;

  function add(rows: Iterable<IndexedTool>): void {
    for (const row of rows) {
      tools.set(row.id, row);
      docs.set(row.id, index.add(row.id, fieldsOf(row.item)));
    }
  }

  function reset(rows: Iterable<IndexedTool>): void {
    index = createWeightedTextIndex<string>(BOOSTS);
    docs.clear();
    tools.clear();
    add(rows);
  }

  /** Re-indexes the plugins whose snapshot entry changed since the last search (synchronously). */
  function catchUp(catalog: Catalog): void {
    if (catalog === level) return;
    for (const [pluginId, entry] of indexed) {
      if (catalog.byId.get(pluginId) === entry) continue;
      for (const tool of entry.tools) {
        const doc = docs.get(tool.id);
        if (doc !== undefined) index.remove(doc);
        docs.delete(tool.id);
        tools.delete(tool.id);
      }
      indexed.delete(pluginId);
    }
    for (const entry of catalog.entries) {
      if (indexed.has(entry.id)) continue;
      add(rowsOf(entry));
      indexed.set(entry.id, entry);
    }
    // Removed tools leave their postings behind: start afresh once they outnumber the live ones.
    if (index.slots > 2 * index.size + 1_000) reset([...tools.values()]);
    level = catalog;
  }

  async function current(): Promise<void> {
    catchUp(await deps.snapshot.get());
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
