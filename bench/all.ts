// `pnpm bench`: every figure of issue 28's table in one run, one command, on PostgreSQL (a scratch database
// per phase beside BENCH_PG or TEST_DATABASE_URL; the embedded database when neither is set), then what
// tracing off costs (issue 27).
//  1. Execution (bench/run.ts): the direct call, the reviewers' proxy (express.json + undici fetch + a JSON
//     envelope, http.createServer(app): the anchor), issue 15's proxies and Plugboard's no_auth and api_key
//     tools; latency over one connection with the paths in turns; throughput at 1 and 10 connections.
//  2. MCP (bench/measure-mcp.ts): server-everything's `echo` from a warm MCP SDK client vs through
//     `POST /api/v1/tools/execute`, paths in turns.
//  3. Catalog (bench/catalog-api-memory.ts): `plugboard serve` (dist/cli.js) while 1,000 plugins × 10 tools are
//     created through the API (submission + admin review, 8 in parallel) and listed; the listings' p50 on
//     that catalog (and, for the unfiltered list, the same bytes from bench/static-body.ts: what moving a
//     response that size costs on this machine); VmRSS/VmHWM from /proc.
// Settings: BENCH_PG (a PostgreSQL server URL), BENCH_SEQUENTIAL, BENCH_TURN (50 calls per path per turn), BENCH_CONNECTIONS (1,10), BENCH_DURATION,
// BENCH_ROUNDS, BENCH_MCP_CALLS (1000), BENCH_PLUGINS (1000), BENCH_LISTINGS (200), BENCH_NODE_FLAGS /
// BENCH_NODE_OPTIONS (Plugboard's Node flags), BENCH_PROFILE. Each phase alone: `bench:execution`, `bench:mcp`,
// `bench:catalog-api`.
import { spawnSync } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Agent, request } from "undici";
import { catalogPluginSlug } from "./catalog-through-api.js";
import { formatCatalogApiMemoryRows, measureCatalogApiMemory } from "./catalog-api-memory.js";
import { sequentialLatency, startChild, stopChildren } from "./harness.js";
import { measureMcp } from "./measure-mcp.js";
import { measureExecution, printExecution } from "./run.js";
import { createScratchDatabase } from "./serve-process.js";

const postgres = process.env.BENCH_PG || process.env.TEST_DATABASE_URL || "";
const database = postgres ? "PostgreSQL" : "the embedded database (PGlite)";
const plugins = Number(process.env.BENCH_PLUGINS ?? 1000);
const listingCount = Number(process.env.BENCH_LISTINGS ?? 200);
const started = Date.now();

/** One line of the summary: the figure, what this run measured, the goal and whether it is met. */
interface SummaryRow {
  figure: string;
  measured: string;
  goal: string;
  met: boolean;
}
const summary: SummaryRow[] = [];
const ms = (value: number) => `${value >= 0 ? "+" : ""}${value.toFixed(3)} ms`;
const percent = (value: number) => `${(value * 100).toFixed(0)} %`;

// 1. Execution. On PostgreSQL, Plugboard's process gets the V8 settings `plugboard serve` applies there
// (packages/server/src/cli/apply-v8-settings.ts; the young generation capped at 4 MB semi-spaces from the start), unless
// BENCH_NODE_FLAGS says otherwise.
if (postgres && process.env.BENCH_NODE_FLAGS === undefined) {
  process.env.BENCH_NODE_FLAGS = "--no-wasm-tier-up --no-wasm-dynamic-tiering --heap-growing-percent=50 --max-semi-space-size=4";
}
const executionDatabase = postgres ? await createScratchDatabase(postgres, "execution") : undefined;
if (executionDatabase) process.env.BENCH_DATABASE_URL = executionDatabase.url;
let execution: Awaited<ReturnType<typeof measureExecution>>;
try {
  execution = await measureExecution();
} finally {
  await executionDatabase?.drop();
  delete process.env.BENCH_DATABASE_URL;
}
printExecution(execution);
const row = (name: string) => execution.rows.find((candidate) => candidate.name === name)!;
const direct = row("direct");
const proxy = row("fetchProxy");
const floor = row("floor");
for (const [name, label] of [["KEYED_GET_ITEM", "api_key"], ["OPEN_GET_ITEM", "no_auth"]] as const) {
  const tool = row(name);
  const addedP50 = tool.p50 - direct.p50;
  summary.push({
    figure: `execute (${label}), added p50 over the direct call, 1 connection`,
    measured: `${ms(addedP50)} (node:http floor proxy: ${ms(floor.p50 - direct.p50)})`,
    goal: "≤ +0.4 ms",
    met: addedP50 <= 0.4,
  });
  const proxyAddedP99 = proxy.p99 - direct.p99;
  const p99Ratio = (tool.p99 - direct.p99) / proxyAddedP99;
  summary.push({
    figure: `execute (${label}), added p99 / the proxy's added p99`,
    measured: proxyAddedP99 > 0 ? `${p99Ratio.toFixed(2)} (node:http floor proxy: ${((floor.p99 - direct.p99) / proxyAddedP99).toFixed(2)})` : `n/a (the proxy added ${ms(proxyAddedP99)} at p99)`,
    goal: "≤ 0.5",
    met: proxyAddedP99 > 0 && p99Ratio <= 0.5,
  });
  const ratios = execution.connections.map((count) => tool.throughput[count]!.rps / proxy.throughput[count]!.rps);
  summary.push({
    figure: `execute (${label}), throughput / the proxy's, ${execution.connections.join(" and ")} connection(s)`,
    measured: ratios.map(percent).join(" / "),
    goal: "≥ 150 % in each",
    met: ratios.every((ratio) => ratio >= 1.5),
  });
}

// 2. MCP tool call vs a warm MCP SDK client.
const [mcp] = await measureMcp({
  calls: Number(process.env.BENCH_MCP_CALLS ?? 1000),
  upstreams: ["server-everything"],
  ...(postgres ? { databaseUrl: postgres } : {}),
});
console.log(`\nMCP tools/call on server-everything's echo (${mcp!.database}): warm MCP SDK client p50 ${mcp!.direct.p50.toFixed(3)} ms / p99 ${mcp!.direct.p99.toFixed(3)} ms; through Plugboard p50 ${mcp!.viaPlugboard.p50.toFixed(3)} ms / p99 ${mcp!.viaPlugboard.p99.toFixed(3)} ms`);
summary.push({ figure: "MCP tool through POST /tools/execute vs a warm MCP SDK client, added p50", measured: ms(mcp!.addedP50), goal: "≤ +1 ms", met: mcp!.addedP50 <= 1 });

// 3. The catalog created through the API: memory and listings.
const listings: Record<string, number> = {};
try {
  const { port } = await startChild<{ port: number }>("./upstream.ts");
  const memory = await measureCatalogApiMemory({
    database: postgres ? "postgres" : "pglite",
    ...(postgres ? { postgresUrl: postgres } : {}),
    upstreamUrl: `http://127.0.0.1:${port}`,
    plugins,
    env: process.env.BENCH_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_NODE_OPTIONS } : {},
    async afterCreation(serve) {
      const agent = new Agent({ connections: 1, keepAliveTimeout: 60_000 });
      const get = (path: string) => async () => {
        const response = await request(serve.baseUrl + path, { headers: { authorization: `Bearer ${serve.apiKey}` }, dispatcher: agent });
        await response.body.text();
        if (response.statusCode !== 200) throw new Error(`GET ${path}: ${response.statusCode}`);
      };
      try {
        listings.page = (await sequentialLatency(get("/api/v1/plugins?limit=100"), { count: listingCount, warmup: 20 })).p50;
        listings.tools = (await sequentialLatency(get(`/api/v1/tools?plugin=${catalogPluginSlug(Math.floor(plugins / 2))}`), { count: listingCount, warmup: 20 })).p50;
        listings.all = (await sequentialLatency(get("/api/v1/tools"), { count: Math.max(20, Math.round(listingCount / 5)), warmup: 5 })).p50;
        // The floor of that figure on this machine: the same bytes from a server that does nothing else.
        const response = await request(serve.baseUrl + "/api/v1/tools", { headers: { authorization: `Bearer ${serve.apiKey}` }, dispatcher: agent });
        const bytes = Buffer.from(await response.body.arrayBuffer());
        const file = join(tmpdir(), `plugboard-bench-tools-${process.pid}.json`);
        writeFileSync(file, bytes);
        try {
          const { port } = await startChild<{ port: number }>("./static-body.ts", { BENCH_BODY_FILE: file });
          const staticAgent = new Agent({ connections: 1, keepAliveTimeout: 60_000 });
          const once = async () => {
            const answer = await request(`http://127.0.0.1:${port}/`, { dispatcher: staticAgent });
            await answer.body.text();
          };
          listings.staticAll = (await sequentialLatency(once, { count: Math.max(20, Math.round(listingCount / 5)), warmup: 5 })).p50;
          listings.allBytes = bytes.length;
          await staticAgent.close();
        } finally {
          rmSync(file, { force: true });
        }
      } finally {
        await agent.close();
      }
    },
  });
  console.log(`\nplugboard serve while ${plugins} plugins × 10 tools are created through the API (8 in parallel) and listed (${database})\n`);
  console.log(formatCatalogApiMemoryRows(memory));
  const peak = Math.max(...memory.map((entry) => entry.peakMb));
  const before = memory[0]!;
  const creation = memory[1]!;
  summary.push({
    figure: "server RSS peak (VmHWM) while the catalog is created through the API and listed",
    measured: `${peak} MB (${before.rssMb} MB after start; creation ${creation.seconds?.toFixed(1)} s)`,
    goal: "≤ 150 MB",
    met: peak <= 150,
  });
  summary.push({
    figure: `page of 100 plugins / one plugin's tools / all ${(plugins * 10).toLocaleString("en")} tools, p50`,
    measured: `${listings.page!.toFixed(2)} / ${listings.tools!.toFixed(2)} / ${listings.all!.toFixed(2)} ms (the same ${((listings.allBytes ?? 0) / 1e6).toFixed(1)} MB from a bare node:http server: ${listings.staticAll?.toFixed(2)} ms)`,
    goal: "≤ 2 / 2 / 10 ms",
    met: listings.page! <= 2 && listings.tools! <= 2 && listings.all! <= 10,
  });
} finally {
  await stopChildren();
}

console.log(`\nIssue 28's table, this run (${database}; ${((Date.now() - started) / 1000).toFixed(0)} s)\n`);
const width = Math.max(...summary.map((entry) => entry.figure.length));
const measuredWidth = Math.max(...summary.map((entry) => entry.measured.length));
for (const entry of summary) {
  console.log(`${entry.figure.padEnd(width)}  ${entry.measured.padEnd(measuredWidth)}  goal ${entry.goal.padEnd(16)} ${entry.met ? "met" : "NOT MET"}`);
}

// What tracing off costs per execution (issue 27), as a share of the api_key execution's CPU just measured.
const widest = Math.max(...execution.connections);
const cpu = row("KEYED_GET_ITEM").throughput[widest]?.cpuPerRequest;
spawnSync(process.execPath, ["--import", "tsx", fileURLToPath(new URL("./tracing-off.ts", import.meta.url))], {
  stdio: "inherit",
  env: { ...process.env, BENCH_EXECUTION_CPU_US: String(cpu !== undefined && Number.isFinite(cpu) ? Math.round(cpu * 1000) : 300) },
});
