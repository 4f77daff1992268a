// `plugboard serve`'s memory while a catalog is created through the API and then listed (issue 28): the
// built dist/cli.js in a child process, on PostgreSQL (a scratch database) or the embedded database (a
// temporary DATA_DIR). Rows: after start, after creation (with the seconds it took), after the listings.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Agent, request } from "undici";
import { cpuMsOf } from "./harness.js";
import { catalogPluginSlug, createCatalogThroughApi } from "./catalog-through-api.js";
import { createScratchDatabase, memoryOf, startServe, type Serve } from "./serve-process.js";

/** One measurement: VmRSS now and VmHWM (peak since start) of the server, in MB. */
export interface CatalogApiMemoryRow {
  database: "PostgreSQL" | "PGlite";
  phase: string;
  rssMb: number;
  peakMb: number;
  /** Seconds the phase took (start: until /health answered; creation: the whole catalog). */
  seconds?: number;
  /** CPU seconds the server used in the phase (user + system, from /proc): steadier than `seconds` on a busy machine. */
  cpuSeconds?: number;
}

/** What {@link measureCatalogApiMemory} measures. */
export interface CatalogApiMemoryOptions {
  /** `postgres`: a scratch database beside `postgresUrl`'s (created, dropped at the end); `pglite`: a temporary DATA_DIR. */
  database: "postgres" | "pglite";
  /** A PostgreSQL server URL (required for `postgres`). */
  postgresUrl?: string;
  /** An upstream URL for the plugins' baseUrl (nothing is called during the run). */
  upstreamUrl: string;
  plugins?: number;
  tools?: number;
  parallel?: number;
  /** Pages of 100 plugins and one plugin's tools, requested in turns (default 300). */
  pageRequests?: number;
  /** Unfiltered tools lists (default 30). */
  fullLists?: number;
  /** Extra environment for `plugboard serve` (e.g. NODE_OPTIONS). */
  env?: Record<string, string>;
  /** Called once the catalog is created, before the listings (e.g. to time listings on the same server). */
  afterCreation?: (serve: Serve) => Promise<void>;
}

async function listings(serve: Serve, options: { plugins: number; pageRequests: number; fullLists: number; expectedTools: number }): Promise<void> {
  const agent = new Agent({ connections: 1, keepAliveTimeout: 60_000 });
  const get = async (path: string): Promise<any> => {
    const response = await request(serve.baseUrl + path, { headers: { authorization: `Bearer ${serve.apiKey}` }, dispatcher: agent });
    const text = await response.body.text();
    if (response.statusCode !== 200) throw new Error(`GET ${path}: ${response.statusCode} ${text.slice(0, 300)}`);
    return JSON.parse(text);
  };
  try {
    // Every page of 100 once (following nextCursor), then pages and one plugin's tools in turns.
    let cursor: string | null = null;
    let listed = 0;
    do {
      const page: { plugins: unknown[]; nextCursor: string | null } = await get(`/api/v1/plugins?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
      listed += page.plugins.length;
      cursor = page.nextCursor;
    } while (cursor);
    if (listed < options.plugins) throw new Error(`the pages listed ${listed} plugins, expected at least ${options.plugins}`);
    for (let i = 0; i < options.pageRequests; i++) {
      if (i % 2 === 0) await get("/api/v1/plugins?limit=100");
      else await get(`/api/v1/tools?plugin=${catalogPluginSlug(i % options.plugins)}`);
    }
    for (let i = 0; i < options.fullLists; i++) {
      const count = ((await get("/api/v1/tools")) as { tools: unknown[] }).tools.length;
      if (count < options.expectedTools) throw new Error(`the full tools list had ${count} tools, expected at least ${options.expectedTools}`);
    }
  } finally {
    await agent.close();
  }
}

/**
 * Starts `plugboard serve` on a fresh database, creates the catalog through the API
 * ({@link createCatalogThroughApi}: 1,000 plugins × 10 tools, 8 in parallel by default), lists it, and returns
 * the server's memory after each phase.
 */
export async function measureCatalogApiMemory(options: CatalogApiMemoryOptions): Promise<CatalogApiMemoryRow[]> {
  const plugins = options.plugins ?? 1000;
  const tools = options.tools ?? 10;
  const parallel = options.parallel ?? 8;
  const pageRequests = options.pageRequests ?? 300;
  const fullLists = options.fullLists ?? 30;
  const database = options.database === "postgres" ? "PostgreSQL" : "PGlite";
  let cleanup: () => Promise<void>;
  let env: Record<string, string>;
  if (options.database === "postgres") {
    if (!options.postgresUrl) throw new Error("measureCatalogApiMemory: postgresUrl is required for the postgres database");
    const scratch = await createScratchDatabase(options.postgresUrl, "catalog_api");
    env = { DATABASE_URL: scratch.url };
    cleanup = scratch.drop;
  } else {
    const dataDir = mkdtempSync(join(tmpdir(), "plugboard-catalog-api-"));
    env = { DATA_DIR: dataDir };
    cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
  }
  const rows: CatalogApiMemoryRow[] = [];
  try {
    const serve = await startServe({ ...env, ...options.env });
    try {
      const pid = serve.child.pid!;
      const cpu = () => (cpuMsOf(pid) ?? NaN) / 1000;
      let cpuBefore = cpu();
      rows.push({ database, phase: "after start", ...memoryOf(pid), seconds: serve.seconds, cpuSeconds: cpuBefore });
      cpuBefore = cpu();
      const { seconds } = await createCatalogThroughApi(serve, { plugins, tools, parallel, upstreamUrl: options.upstreamUrl });
      rows.push({ database, phase: `after creating ${plugins} × ${tools} (${parallel} parallel)`, ...memoryOf(pid), seconds, cpuSeconds: cpu() - cpuBefore });
      cpuBefore = cpu();
      const listed = Date.now();
      await options.afterCreation?.(serve);
      await listings(serve, { plugins, pageRequests, fullLists, expectedTools: plugins * tools });
      rows.push({ database, phase: `after listings`, ...memoryOf(pid), seconds: (Date.now() - listed) / 1000, cpuSeconds: cpu() - cpuBefore });
    } finally {
      await serve.stop();
    }
  } finally {
    await cleanup();
  }
  return rows;
}

/** The rows as a table, one line each. */
export function formatCatalogApiMemoryRows(rows: CatalogApiMemoryRow[]): string {
  const lines = ["database    phase                                      RSS MB   peak MB   seconds  server CPU s"];
  for (const row of rows) {
    lines.push(
      `${row.database.padEnd(11)} ${row.phase.padEnd(42)} ${String(row.rssMb).padStart(6)} ${String(row.peakMb).padStart(9)} ${row.seconds === undefined ? "" : row.seconds.toFixed(1).padStart(9)} ${row.cpuSeconds === undefined ? "" : row.cpuSeconds.toFixed(1).padStart(13)}`,
    );
  }
  return lines.join("\n");
}
