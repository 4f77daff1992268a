import { randomUUID } from "node:crypto";

/** Where the known executions start, and how many hours they span. */
export const KNOWN_START = Date.parse("2026-06-01T00:00:00Z");
export const KNOWN_HOURS = 3;
/** The developer the metrics are asked for, and another whose rows must count in none of its answers. */
export const MINE = "00000000-0000-4000-8000-00000000000a";
export const THEIRS = "00000000-0000-4000-8000-00000000000b";

/** A deterministic pseudo-random sequence (the same rows on every run). */
function sequence(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/**
 * A known, reproducible set of execution-log rows of two plugins over {@link KNOWN_HOURS} hours from {@link KNOWN_START}:
 * tools of one plugin, one of the other, a tool slug both have (`SEARCH`) and `SEARCH` rows with no plugin; a sixth of
 * them {@link THEIRS}, the rest {@link MINE}; 80 % successes, then refusals (404), upstream errors (503) and failures
 * without a status. `skew` above 1 makes the first shapes more common (rankings with an order to get right);
 * latencies are under `maxLatencyMs` (under 10, the rollup's histogram is exact).
 */
export function knownExecutions(plugins: { crm: string; mail: string }, options: { seed: number; count?: number; skew?: number; maxLatencyMs: number }) {
  const random = sequence(options.seed);
  const shapes: Array<[string | null, string]> = [
    [plugins.crm, "CRM_LIST"],
    [plugins.crm, "CRM_GET"],
    [plugins.crm, "SEARCH"],
    [plugins.mail, "SEND"],
    [plugins.mail, "SEARCH"],
    [null, "SEARCH"],
  ];
  const skew = options.skew ?? 1;
  return Array.from({ length: options.count ?? 1200 }, (_, index) => {
    const [pluginId, toolSlug] = shapes[Math.floor((skew === 1 ? random() : random() ** skew) * shapes.length)]!;
    const roll = random();
    return {
      id: randomUUID(),
      developerId: index % 6 === 0 ? THEIRS : MINE,
      userId: `user-${index % 5}`,
      toolSlug,
      pluginId,
      source: "manual" as const,
      status: roll < 0.8 ? 200 : roll < 0.9 ? 404 : roll < 0.95 ? 503 : null,
      success: roll < 0.8,
      latencyMs: Math.floor(random() * options.maxLatencyMs),
      error: roll < 0.8 ? null : "failed",
      createdAt: new Date(KNOWN_START + Math.floor(random() * KNOWN_HOURS * 3_600_000)),
    };
  });
}
