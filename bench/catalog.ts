// Benchmark: the catalog at scale (1,000 plugins × 10 tools, a user with 50 connections) on the embedded
// database and, with BENCH_DATABASE_URL (an empty database) or BENCH_PG=postgres://… (a server where a fresh
// database is created and dropped), on PostgreSQL. Sequential latency per listing, and the server's RSS.
// Usage: pnpm --filter @plugboard/bench bench:catalog   (BENCH_SEQUENTIAL=200, BENCH_ENGINES=pglite,postgres,
// BENCH_PLUGINS=1000, BENCH_TOOLS=10, BENCH_CONNECTED=50)
import pg from "pg";
import { Agent, request } from "undici";
import { sequentialLatency, startChild, stopChildren } from "./harness.js";
import { memoryOf } from "./serve-process.js";

const count = Number(process.env.BENCH_SEQUENTIAL ?? 200);

async function scenario(engine: string, env: Record<string, string>) {
  const { baseUrl, key, pid, middle } = await startChild<{ baseUrl: string; key: string; pid: number; middle: string }>("./catalog-server.ts", env);
  const afterSeed = memoryOf(pid);
  const agent = new Agent({ connections: 1 });
  const get = (path: string) => async () => {
    const response = await request(baseUrl + path, { headers: { authorization: `Bearer ${key}` }, dispatcher: agent });
    await response.body.text();
    if (response.statusCode !== 200) throw new Error(`${path}: ${response.statusCode}`);
  };
  const targets: Array<[string, string, number]> = [
    // Targets: issue 28's goals for the page of 100, one plugin's tools and every tool; the earlier ones for the rest.
    ["plugins, page of 100", "/api/v1/plugins?limit=100", 2],
    ["plugins, page of 100 for a user", "/api/v1/plugins?limit=100&userId=bench-user", 10],
    ["plugins, connectedFirst (50)", "/api/v1/plugins?limit=100&userId=bench-user&connectedFirst=true", 20],
    ["tools of one plugin", `/api/v1/tools?plugin=${middle}`, 2],
    ["every tool (10,000)", "/api/v1/tools", 10],
  ];
  const rows = [];
  for (const [name, path, target] of targets) {
    const samples = name.startsWith("every") ? Math.max(20, Math.round(count / 5)) : count;
    const result = await sequentialLatency(get(path), { count: samples, warmup: Math.min(20, samples) });
    rows.push({ name, ...result, target });
  }
  await agent.close();
  const after = memoryOf(pid);
  console.log(`\nCatalog at scale on ${engine} (${count} sequential requests each; 40 for the full tool list)\n`);
  console.log("listing                              p50 ms   p99 ms  target p50");
  for (const row of rows) {
    console.log(`${row.name.padEnd(34)} ${row.p50.toFixed(2).padStart(8)} ${row.p99.toFixed(2).padStart(8)}  ≤ ${String(row.target).padStart(3)} ms ${row.p50 <= row.target ? "OK" : "ABOVE"}`);
  }
  const plain = rows[1]!.p50;
  const phased = rows[2]!.p50;
  console.log(`connectedFirst / plain page for the same user: ${(phased / plain).toFixed(2)}× (target ≤ 2×)`);
  console.log(`server RSS: ${afterSeed.rssMb} MB after seeding, ${after.rssMb} MB after the listings, peak ${after.peakMb} MB`);
  await stopChildren();
}

const engines = (process.env.BENCH_ENGINES ?? "pglite,postgres").split(",");
try {
  if (engines.includes("pglite")) await scenario("the embedded database (PGlite, memory://)", {});
  let url = process.env.BENCH_DATABASE_URL;
  let drop: (() => Promise<void>) | undefined;
  if (!url && process.env.BENCH_PG) {
    const name = `bench_catalog_${Date.now()}`;
    const admin = new pg.Client({ connectionString: process.env.BENCH_PG });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const target = new URL(process.env.BENCH_PG);
    target.pathname = `/${name}`;
    url = target.href;
    drop = async () => {
      const client = new pg.Client({ connectionString: process.env.BENCH_PG });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  }
  if (!engines.includes("postgres")) {
    // PostgreSQL not asked for.
  } else if (url) {
    try {
      await scenario("PostgreSQL", { BENCH_DATABASE_URL: url });
    } finally {
      await drop?.();
    }
  } else {
    console.log("\nPostgreSQL skipped: set BENCH_PG=postgres://postgres@127.0.0.1:5432/postgres (or BENCH_DATABASE_URL to an empty database)");
  }
} finally {
  await stopChildren();
}
