// Benchmark (issue 28): `plugboard serve`'s resident memory while 1,000 plugins × 10 tools are created through
// the HTTP API (submission + admin review, 8 plugins in parallel) and then listed (every page of 100 plugins,
// then BENCH_PAGE_REQUESTS pages and one plugin's tools in turns, then BENCH_FULL_LISTS unfiltered tools lists).
// Databases: PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL; a scratch database is created and dropped) and,
// with BENCH_ENGINES=postgres,pglite, the embedded database in a temporary DATA_DIR.
// Other settings: BENCH_PLUGINS (1000), BENCH_TOOLS (10), BENCH_PARALLEL (8), BENCH_RUNS (1), BENCH_NODE_OPTIONS
// (NODE_OPTIONS for the server), MALLOC_ARENA_MAX (passed to the server).
// Usage: pnpm --filter @plugboard/bench bench:catalog-api
import { startChild, stopChildren } from "./harness.js";
import { formatCatalogApiMemoryRows, measureCatalogApiMemory, type CatalogApiMemoryRow } from "./catalog-api-memory.js";

const engines = (process.env.BENCH_ENGINES ?? "postgres").split(",") as Array<"postgres" | "pglite">;
const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
const runs = Number(process.env.BENCH_RUNS ?? 1);
const rows: CatalogApiMemoryRow[] = [];
try {
  const { port } = await startChild<{ port: number }>("./upstream.ts");
  for (let run = 0; run < runs; run++) {
    for (const database of engines) {
      if (database === "postgres" && !postgresUrl) {
        console.error("PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL).");
        continue;
      }
      const measured = await measureCatalogApiMemory({
        database,
        postgresUrl,
        upstreamUrl: `http://127.0.0.1:${port}`,
        plugins: Number(process.env.BENCH_PLUGINS ?? 1000),
        tools: Number(process.env.BENCH_TOOLS ?? 10),
        parallel: Number(process.env.BENCH_PARALLEL ?? 8),
        pageRequests: Number(process.env.BENCH_PAGE_REQUESTS ?? 300),
        fullLists: Number(process.env.BENCH_FULL_LISTS ?? 30),
      });
      console.error(formatCatalogApiMemoryRows(measured));
      rows.push(...measured);
    }
  }
  console.log("\nplugboard serve memory while a catalog is created through the API and listed (VmRSS now, VmHWM peak since start)\n");
  console.log(formatCatalogApiMemoryRows(rows));
  console.log("\nTarget (issue 28): peak ≤ 150 MB on PostgreSQL through creation and listings, creation no slower.");
} finally {
  await stopChildren();
}
