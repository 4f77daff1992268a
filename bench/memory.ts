// Benchmark: resident memory (RSS) of `plugboard serve` (the built dist/cli.js, as a user runs it) on
// the embedded database (PGlite in a temporary DATA_DIR) and on PostgreSQL (BENCH_DATABASE_URL or
// TEST_DATABASE_URL; a scratch database is created beside it and dropped at the end).
// For each: RSS after start, then after each scenario on a catalog of BENCH_PLUGINS approved plugins ×
// 10 tools (default 1,000): BENCH_CATALOG_REQUESTS pages of plugins and one plugin's tools (300),
// BENCH_FULL_LISTS unfiltered tools lists (30), BENCH_EXECUTIONS tool executions against a local
// upstream, 10 at a time (500). BENCH_MEMORY_ENGINES=pglite or =postgres measures one engine only;
// BENCH_NODE_OPTIONS is passed to the server as NODE_OPTIONS.
// VmRSS is the memory resident now, VmHWM the peak since the process started (both from /proc).
// Usage: pnpm bench:memory
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startChild, stopChildren } from "./harness.js";
import { createScratchDatabase, memoryOf, startServe, type Serve } from "./serve-process.js";

const PLUGINS = Number(process.env.BENCH_PLUGINS ?? 1000);
const EXECUTIONS = Number(process.env.BENCH_EXECUTIONS ?? 500);
const CATALOG_REQUESTS = Number(process.env.BENCH_CATALOG_REQUESTS ?? 300);
const FULL_LISTS = Number(process.env.BENCH_FULL_LISTS ?? 30);
const ENGINES = (process.env.BENCH_MEMORY_ENGINES ?? "pglite,postgres").split(",");

interface Row {
  database: string;
  phase: string;
  rssMb: number;
  peakMb: number;
  seconds?: number;
}

async function call(serve: Serve, method: string, path: string, body?: unknown): Promise<number> {
  const response = await fetch(serve.baseUrl + path, {
    method,
    headers: { authorization: `Bearer ${serve.apiKey}`, "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
  return text.length;
}

/** Pages of 100 plugins and one plugin's tools, in turns. */
async function pagesScenario(serve: Serve): Promise<void> {
  for (let i = 0; i < CATALOG_REQUESTS; i++) {
    const slug = `catalog-${String(i % Math.max(PLUGINS, 1)).padStart(4, "0")}`;
    if (i % 2 === 0) await call(serve, "GET", "/api/v1/plugins?limit=100");
    else await call(serve, "GET", `/api/v1/tools?plugin=${slug}`);
  }
}

/** The unfiltered tools list (every tool of the catalog in one answer). */
async function fullListScenario(serve: Serve): Promise<void> {
  for (let i = 0; i < FULL_LISTS; i++) await call(serve, "GET", "/api/v1/tools");
}

async function executionScenario(serve: Serve): Promise<void> {
  const run = async (count: number) => {
    for (let i = 0; i < count; i++) await call(serve, "POST", "/api/v1/tools/execute", { userId: "bench-user", tool: "OPEN_GET_ITEM", params: { id: String(i) } });
  };
  await Promise.all(Array.from({ length: 10 }, () => run(Math.ceil(EXECUTIONS / 10))));
}

/** Start, catalog and execution on one database; `env` selects it, `seedEnv` tells the seeder where it is. */
async function measure(database: string, env: Record<string, string>, seedEnv: Record<string, string>, upstream: string, rows: Row[]): Promise<void> {
  const seeded = Date.now();
  await startChild("./seed-catalog.ts", { ...seedEnv, BENCH_UPSTREAM_URL: upstream, BENCH_PLUGINS: String(PLUGINS) });
  console.error(`${database}: seeded ${PLUGINS} plugins × 10 tools in ${((Date.now() - seeded) / 1000).toFixed(0)} s`);
  const serve = await startServe(env);
  try {
    const pid = serve.child.pid!;
    rows.push({ database, phase: "after start", ...memoryOf(pid), seconds: serve.seconds });
    const pagesStarted = Date.now();
    await pagesScenario(serve);
    rows.push({ database, phase: `+ ${CATALOG_REQUESTS} pages / plugin tools`, ...memoryOf(pid), seconds: (Date.now() - pagesStarted) / 1000 });
    const listsStarted = Date.now();
    await fullListScenario(serve);
    rows.push({ database, phase: `+ ${FULL_LISTS} unfiltered tools lists`, ...memoryOf(pid), seconds: (Date.now() - listsStarted) / 1000 });
    const executionStarted = Date.now();
    await executionScenario(serve);
    rows.push({ database, phase: `+ ${EXECUTIONS} executions`, ...memoryOf(pid), seconds: (Date.now() - executionStarted) / 1000 });
  } finally {
    await serve.stop();
  }
}

const rows: Row[] = [];
const dataDirs: string[] = [];
let dropDatabase: (() => Promise<void>) | undefined;
try {
  const { port } = await startChild<{ port: number }>("./upstream.ts");
  const upstream = `http://127.0.0.1:${port}`;

  // Embedded: the very first start (creates the database), then a start on the seeded database.
  if (ENGINES.includes("pglite")) {
    const fresh = mkdtempSync(join(tmpdir(), "plugboard-memory-"));
    dataDirs.push(fresh);
    const first = await startServe({ DATA_DIR: fresh });
    rows.push({ database: "PGlite", phase: "first start (new DATA_DIR)", ...memoryOf(first.child.pid!), seconds: first.seconds });
    await first.stop();
    const dataDir = mkdtempSync(join(tmpdir(), "plugboard-memory-"));
    dataDirs.push(dataDir);
    await measure("PGlite", { DATA_DIR: dataDir }, { BENCH_SEED_DATA_DIR: dataDir }, upstream, rows);
  }

  const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (postgresUrl && ENGINES.includes("postgres")) {
    const scratch = await createScratchDatabase(postgresUrl, "memory");
    dropDatabase = scratch.drop;
    await measure("PostgreSQL", { DATABASE_URL: scratch.url }, { BENCH_SEED_DATABASE_URL: scratch.url }, upstream, rows);
  } else if (ENGINES.includes("postgres")) {
    console.error("PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to measure it too.");
  }

  console.log(`\nplugboard serve memory (${PLUGINS} plugins × 10 tools; RSS now and peak RSS since start, MB)\n`);
  console.log("database    phase                            RSS MB   peak MB   seconds");
  for (const row of rows) {
    console.log(
      `${row.database.padEnd(11)} ${row.phase.padEnd(32)} ${String(row.rssMb).padStart(7)} ${String(row.peakMb).padStart(9)} ${row.seconds === undefined ? "" : row.seconds.toFixed(1).padStart(9)}`,
    );
  }
  console.log(
    "\nTargets (issues #15 and #28): PostgreSQL peak ≤ 130 MB after start and ≤ 150 MB through catalog and executions; " +
      "embedded ≤ 300 MB RSS after start and ≤ 400 MB peak on a new DATA_DIR.",
  );
} finally {
  await stopChildren();
  await dropDatabase?.();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}
