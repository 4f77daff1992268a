import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMetricsService } from "../../src/services/metrics/metrics-service.js";
import { LATENCY_BIN_LOWER_BOUNDS } from "../../src/services/metrics/latency-histogram.js";
import { ROLLUP_EVERY_PLUGIN } from "../../src/services/metrics/metrics-store.js";
import type { Database } from "../../src/store/open-database.js";
import { insertExecutionLogRows } from "../../src/store/insert-execution-log-rows.js";
import { testDatabases } from "../helpers/test-database.js";

/** A deterministic pseudo-random sequence (the same rows on every run). */
function sequence(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const START = Date.parse("2026-05-04T00:00:00Z");
const HOURS = 30;

describe.each(testDatabases())("metrics over the per-minute rollup on $name", ({ open }) => {
  let db: Database;
  const mine = "00000000-0000-4000-8000-000000000001";
  const theirs = "00000000-0000-4000-8000-000000000002";

  beforeAll(async () => {
    db = await open();
    const random = sequence(39);
    const rows = Array.from({ length: 4000 }, (_, index) => {
      const roll = random();
      const shape = random();
      const latencyMs = shape < 0.3 ? Math.floor(random() * 10) : shape < 0.9 ? 20 + Math.floor(random() * random() * 900) : 2000 + Math.floor(random() * 200_000);
      return {
        id: crypto.randomUUID(),
        developerId: index % 5 === 0 ? theirs : mine,
        userId: `user-${index % 7}`,
        toolSlug: `TOOL_${index % 4}`,
        pluginId: null,
        source: "manual" as const,
        status: roll < 0.9 ? 200 : roll < 0.95 ? 503 : roll < 0.97 ? null : 404,
        success: roll < 0.9,
        latencyMs,
        error: roll < 0.9 ? null : "failed",
        createdAt: new Date(START + Math.floor(random() * HOURS * 3_600_000)),
      };
    });
    // The writer's path (COPY on PGlite, one JSON parameter on PostgreSQL) and Prisma's, in several statements
    // that touch the same minutes: the rollup adds each statement to the rows already there.
    await insertExecutionLogRows(db, rows.slice(0, 1500));
    await insertExecutionLogRows(db, rows.slice(1500, 2500));
    await db.prisma.executionLog.createMany({ data: rows.slice(2500) });
  }, 300_000);

  afterAll(() => db?.close());

  it("holds, per developer and minute (the whole-log level), exactly the log's counts per outcome and latency range, and a histogram by the documented bins", async () => {
    const fromLog = await db.prisma.$queryRaw<Array<{ line: string }>>`
      SELECT concat_ws(' ', "developerId", extract(epoch FROM date_trunc('minute', "createdAt"))::bigint, count(*), count(*) FILTER (WHERE success),
                       count(*) FILTER (WHERE NOT success AND status BETWEEN 400 AND 499), min("latencyMs"), max("latencyMs")) AS line
      FROM "ExecutionLog" GROUP BY "developerId", date_trunc('minute', "createdAt") ORDER BY 1`;
    const rollup = await db.prisma.$queryRaw<Array<{ line: string }>>`
      SELECT concat_ws(' ', "developerId", extract(epoch FROM "minute")::bigint, total, success, refused, "minLatencyMs", "maxLatencyMs") AS line
      FROM "ExecutionLogRollup" WHERE "pluginId" = ${ROLLUP_EVERY_PLUGIN}::uuid AND "toolSlug" = '' ORDER BY 1`;
    expect(rollup.map((row) => row.line)).toEqual(fromLog.map((row) => row.line));
    const [sums] = await db.prisma.$queryRaw<Array<{ total: number; binned: number }>>`
      SELECT sum(total)::int AS total, (SELECT sum(v)::int FROM "ExecutionLogRollup", unnest("latencyBins") AS v WHERE "pluginId" = ${ROLLUP_EVERY_PLUGIN}::uuid AND "toolSlug" = '') AS binned
      FROM "ExecutionLogRollup" WHERE "pluginId" = ${ROLLUP_EVERY_PLUGIN}::uuid AND "toolSlug" = ''`;
    expect(sums).toEqual({ total: 4000, binned: 4000 });
    // The SQL function and the TypeScript bounds agree on every bin's edges.
    const edges = LATENCY_BIN_LOWER_BOUNDS.flatMap((bound) => [bound, bound + 1]).concat(LATENCY_BIN_LOWER_BOUNDS.slice(1).map((bound) => bound - 1));
    const bins = await db.prisma.$queryRaw<Array<{ latency: number; bin: number }>>`
      SELECT latency, execution_latency_bin(latency) AS bin FROM unnest(${edges}::int[]) AS latency`;
    for (const { latency, bin } of bins) expect(LATENCY_BIN_LOWER_BOUNDS.findLastIndex((bound) => bound <= latency), `latency ${latency}`).toBe(bin);
  });

  it("answers the same counts as the rows, and percentiles within the histogram's precision, for windows not aligned on minutes", async () => {
    const exact = createMetricsService(db, { exactPercentileRows: Number.POSITIVE_INFINITY });
    const histogram = createMetricsService(db, { exactPercentileRows: 0 });
    const at = (offsetMs: number) => new Date(START + offsetMs).toISOString();
    const windows = [
      { since: at(37_123), until: at(HOURS * 3_600_000 - 11_000), bucket: "1h" as const },
      { since: at(-3_600_000 + 5_500), until: at(26 * 3_600_000 + 1), bucket: "6h" as const },
      { since: at(7 * 3_600_000 + 59_999), until: at(9 * 3_600_000), bucket: "15m" as const },
      { since: at(2 * 3_600_000 + 1_234), until: at(2 * 3_600_000 + 1_800_000), bucket: "1m" as const },
      { since: at(0), until: at(24 * 3_600_000), bucket: "1d" as const },
      { since: at(10 * 3_600_000 + 20_000), until: at(10 * 3_600_000 + 40_000), bucket: "1m" as const },
    ];
    const close = (estimate: number | null, value: number | null) =>
      value === null ? estimate === null : estimate !== null && Math.abs(estimate - value) <= Math.max(1, value * 0.2);
    let compared = 0;
    for (const query of windows) {
      const [want, got] = await Promise.all([exact.executions(mine, query), histogram.executions(mine, query)]);
      const counts = ({ total, success, upstreamError, refused }: typeof want.totals) => ({ total, success, upstreamError, refused });
      expect(got.buckets.map((bucket) => ({ start: bucket.start, ...counts(bucket) }))).toEqual(want.buckets.map((bucket) => ({ start: bucket.start, ...counts(bucket) })));
      expect(counts(got.totals)).toEqual(counts(want.totals));
      for (const [estimate, value] of [...got.buckets, got.totals].flatMap((bucket, index) => {
        const wanted = index < got.buckets.length ? want.buckets[index]! : want.totals;
        return [
          [bucket.p50LatencyMs, wanted.p50LatencyMs],
          [bucket.p95LatencyMs, wanted.p95LatencyMs],
        ] as const;
      })) {
        expect(close(estimate, value), `${estimate} for ${value} (${query.since}, ${query.bucket})`).toBe(true);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(100);
    // Other developers' rows are in neither answer.
    const day = await histogram.executions(mine, windows[4]!);
    const all = await db.prisma.executionLog.count({ where: { developerId: mine, createdAt: { gte: new Date(windows[4]!.since), lt: new Date(windows[4]!.until) } } });
    expect(day.totals.total).toBe(all);
  });
});
