import type { ProviderDefinition } from "@plugboard/core";

/** How old (in days) a definition's `verifiedAt` may be before it is due for a re-check against the vendor's pages. */
export const FRESHNESS_DAYS = 180;

/** One page or document a definition took facts from, with those facts. */
export interface SourceFacts {
  /** The page (a `sources` entry, a tool's reference page) or the OpenAPI document (`npm:…`, a URL). */
  source: string;
  /** The facts it backs: the definition's `sourceFacts` for that page, then `tool SLUG` for each tool citing it. */
  facts: string[];
}

/** A definition's freshness: when its facts were verified, whether a re-check is due, and where each fact is from. */
export interface ProviderFreshness {
  id: string;
  name: string;
  /** `YYYY-MM-DD`, or undefined when the definition has none (then it is due). */
  verifiedAt: string | undefined;
  /** Whole days between `verifiedAt` and today. */
  ageDays: number | undefined;
  /** No `verifiedAt`, or older than {@link FRESHNESS_DAYS}. */
  due: boolean;
  /** The definition's `sources`, each with the facts it backs (possibly none recorded). */
  sources: SourceFacts[];
  /** The pages and documents its tools cite, each with the tools taken from it. */
  toolSources: SourceFacts[];
}

const DAY_MS = 86_400_000;

/** Groups `tool SLUG` facts by the page or document each tool cites. */
function toolSourcesOf(definition: ProviderDefinition): Map<string, string[]> {
  const bySource = new Map<string, string[]>();
  for (const tool of definition.tools) {
    const source = tool.source.kind === "openapi" ? tool.source.document : tool.source.url;
    const fact = tool.source.kind === "openapi" ? `tool ${tool.slug} (${tool.source.operationId})` : `tool ${tool.slug}`;
    bySource.set(source, [...(bySource.get(source) ?? []), fact]);
  }
  return bySource;
}

/**
 * The catalog's freshness report: per definition its `verifiedAt`, whether it is due for a re-check
 * (none, or older than `maxAgeDays`, default {@link FRESHNESS_DAYS}), its sources with the facts they
 * back, and the pages or documents its tools cite. `today` is injected so the report is reproducible.
 *
 * @example
 * const due = catalogFreshness(loadProviderCatalog(), { today: new Date() }).filter((entry) => entry.due);
 */
export function catalogFreshness(definitions: readonly ProviderDefinition[], options: { today: Date; maxAgeDays?: number }): ProviderFreshness[] {
  const maxAgeDays = options.maxAgeDays ?? FRESHNESS_DAYS;
  const today = Date.UTC(options.today.getUTCFullYear(), options.today.getUTCMonth(), options.today.getUTCDate());
  return definitions.map((definition) => {
    const ageDays = definition.verifiedAt === undefined ? undefined : Math.round((today - Date.parse(`${definition.verifiedAt}T00:00:00Z`)) / DAY_MS);
    const toolSources = toolSourcesOf(definition);
    const sources = definition.sources.map((source) => ({ source, facts: [...(definition.sourceFacts?.[source] ?? []), ...(toolSources.get(source) ?? [])] }));
    return {
      id: definition.id,
      name: definition.name,
      verifiedAt: definition.verifiedAt,
      ageDays,
      due: ageDays === undefined || ageDays > maxAgeDays,
      sources,
      toolSources: [...toolSources].filter(([source]) => !definition.sources.includes(source)).map(([source, facts]) => ({ source, facts })),
    };
  });
}

/** The report as `pnpm --filter @plugboard/providers check` prints it: one block per provider, then the due ones. */
export function formatCatalogFreshness(report: readonly ProviderFreshness[], options: { maxAgeDays?: number } = {}): string {
  const maxAgeDays = options.maxAgeDays ?? FRESHNESS_DAYS;
  const lines: string[] = [];
  for (const entry of report) {
    const age = entry.verifiedAt === undefined ? "never verified" : `verified ${entry.verifiedAt} (${entry.ageDays} days ago)`;
    lines.push(`${entry.id} — ${entry.name}: ${age}${entry.due ? "  [DUE]" : ""}`);
    for (const { source, facts } of entry.sources) lines.push(`  ${source}`, `      ${facts.length > 0 ? facts.join("; ") : "(facts not itemised)"}`);
    if (entry.toolSources.length > 0) {
      lines.push(`  tools cite ${entry.toolSources.length} page(s) or document(s):`);
      for (const { source, facts } of entry.toolSources) lines.push(`    ${source}: ${facts.length} tool(s)`);
    }
    lines.push("");
  }
  const due = report.filter((entry) => entry.due);
  lines.push(`${report.length} providers; ${due.length} due for a re-check (no verifiedAt, or older than ${maxAgeDays} days)${due.length > 0 ? ":" : "."}`);
  for (const entry of due) lines.push(`  ${entry.id} (${entry.verifiedAt ?? "never verified"})`);
  return lines.join("\n");
}
