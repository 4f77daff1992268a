/**
 * The execution log's latency histogram: 64 fixed bins, the rollup's per-minute counts (`ExecutionLogRollup.latencyBins`)
 * and what the metrics derive from them — merging buckets and estimating percentiles.
 */
/**
 * Lower bounds (milliseconds) of the 64 bins of the execution log's latency histogram (`ExecutionLogRollup.latencyBins`):
 * bin i holds latencies in `[bound i, bound i + 1)`, the last one everything from 152,321 ms up. One millisecond wide up
 * to 10 ms, then each about 1.2 times the one before. The migration's `execution_latency_bin` SQL function holds the same bounds.
 */
export const LATENCY_BIN_LOWER_BOUNDS: readonly number[] = [
  0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 14, 17, 20, 24, 29, 35, 42, 50, 60, 72, 86, 103, 124, 149, 179, 215, 258, 310, 372, 446, 535, 642, 770, 924,
  1109, 1331, 1597, 1916, 2299, 2759, 3311, 3973, 4768, 5722, 6866, 8239, 9887, 11864, 14237, 17084, 20501, 24601, 29521, 35425, 42510, 51012, 61214,
  73457, 88148, 105778, 126934, 152321,
];

/** Counts per outcome, latency range and latency histogram of one bucket (`start` null: the whole window), mergeable by adding. */
export interface HistogramRow {
  start: Date | null;
  total: number;
  success: number;
  upstreamError: number;
  refused: number;
  minLatencyMs: number | null;
  maxLatencyMs: number | null;
  /** Executions per latency bin ({@link LATENCY_BIN_LOWER_BOUNDS}). */
  latencyBins: number[];
}

/** Adds `row` into `into` (counts, range, bins). */
export function mergeHistogram(into: HistogramRow, row: Omit<HistogramRow, "start">): void {
  into.total += row.total;
  into.success += row.success;
  into.upstreamError += row.upstreamError;
  into.refused += row.refused;
  if (row.minLatencyMs !== null) into.minLatencyMs = into.minLatencyMs === null ? row.minLatencyMs : Math.min(into.minLatencyMs, row.minLatencyMs);
  if (row.maxLatencyMs !== null) into.maxLatencyMs = into.maxLatencyMs === null ? row.maxLatencyMs : Math.max(into.maxLatencyMs, row.maxLatencyMs);
  row.latencyBins.forEach((count, bin) => {
    into.latencyBins[bin] = (into.latencyBins[bin] ?? 0) + count;
  });
}

/** A histogram row with nothing counted yet. */
export const emptyHistogram = (start: Date | null): HistogramRow => ({
  start,
  total: 0,
  success: 0,
  upstreamError: 0,
  refused: 0,
  minLatencyMs: null,
  maxLatencyMs: null,
  latencyBins: LATENCY_BIN_LOWER_BOUNDS.map(() => 0),
});

/**
 * The latency at `fraction` (0–1) of a histogram, as PostgreSQL's `percentile_cont` interpolates between the two
 * closest ranks, each rank's latency estimated inside its bin (spread evenly over the bin, held to the bucket's
 * latency range). Exact while the ranks fall in one-millisecond bins (under 10 ms); otherwise off by at most the
 * width of the bins involved (about a fifth of the value). Null for an empty histogram.
 */
export function histogramPercentile(row: Pick<HistogramRow, "total" | "minLatencyMs" | "maxLatencyMs" | "latencyBins">, fraction: number): number | null {
  if (row.total === 0) return null;
  const low = row.minLatencyMs ?? 0;
  const high = row.maxLatencyMs ?? Number.POSITIVE_INFINITY;
  const at = (rank: number): number => {
    let before = 0;
    for (let bin = 0; bin < row.latencyBins.length; bin++) {
      const count = row.latencyBins[bin]!;
      if (rank < before + count) {
        const from = Math.max(LATENCY_BIN_LOWER_BOUNDS[bin]!, low);
        const to = Math.min(LATENCY_BIN_LOWER_BOUNDS[bin + 1] ?? high, high + 1);
        if (to - from <= 1) return from;
        return Math.min(high, Math.max(low, from + ((to - from) * (rank - before + 0.5)) / count));
      }
      before += count;
    }
    return high;
  };
  const rank = fraction * (row.total - 1);
  const floor = Math.floor(rank);
  const lower = at(floor);
  return rank === floor ? lower : lower + (at(Math.min(floor + 1, row.total - 1)) - lower) * (rank - floor);
}

