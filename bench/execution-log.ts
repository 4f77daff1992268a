// `pnpm --filter @plugboard/bench bench:execution-log`: the console's aggregate and history routes over a long execution log on
// PostgreSQL (issue 39). Seeds rows of one developer with SQL (generate_series) into a scratch database beside BENCH_DATABASE_URL
// (or TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres), then measures over HTTP, one request at a time:
// - `GET /api/v1/metrics/executions` (last hour, 24 h, 7 days) at BENCH_METRICS_ROWS rows (default 1,000,000; goal p50 ≤ 50 ms);
// - `GET /api/v1/executions` with every filter combination the console's executions page offers, including ones that match
//   nothing, at BENCH_HISTORY_ROWS rows (default 2,000,000; goal p50 ≤ 50 ms each).
// The rows span 30 days up to now: 500 users, 20 tools over 4 plugins (skewed: TOOL_0 is the most called), one rare tool
// (1 row in 10,000), 3 % failures (2 % upstream errors, 1 % refused).
import pg from "pg";
import { sequentialLatency } from "./harness.js";
import { createScratchDatabase } from "./serve-process.js";
import { startBenchPlugboard } from "./start-bench-plugboard.js";

const serverUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const metricsRows = Number(process.env.BENCH_METRICS_ROWS ?? 1_000_000);
const historyRows = Number(process.env.BENCH_HISTORY_ROWS ?? 2_000_000);
const count = Number(process.env.BENCH_SEQUENTIAL ?? 40);
const PLUGINS = ["bench-a", "bench-b", "bench-c", "bench-d"];

const scratch = await createScratchDatabase(serverUrl, "execution_log");
const bench = await startBenchPlugboard({ database: { url: scratch.url } });
const db = new pg.Client({ connectionString: scratch.url });
await db.connect();
const [developer] = (await db.query(`SELECT id FROM "Developer" WHERE email = 'bench@localhost'`)).rows;
const pluginIds: string[] = [];
for (const slug of PLUGINS) {
  const { rows } = await db.query(`INSERT INTO "Plugin" (id, slug, name, "reviewStatus") VALUES (gen_random_uuid(), $1, $1, 'approved') RETURNING id`, [slug]);
  pluginIds.push(rows[0].id);
}

/** Appends `rows` rows spread over the 30 days before now, then refreshes the planner's statistics and the visibility map. */
async function seed(rows: number, offset: number): Promise<void> {
  const started = Date.now();
  await db.query(
    `INSERT INTO "ExecutionLog" (id, "developerId", "userId", "toolSlug", "pluginId", source, status, success, "latencyMs", error, "createdAt")
     SELECT gen_random_uuid(), $1::uuid, 'user-' || floor(random() * 500)::int, CASE WHEN n < 0 THEN 'TOOL_RARE' ELSE 'TOOL_' || n END,
            ($2::uuid[])[1 + greatest(n, 0) % 4], 'manual',
            CASE WHEN roll < 0.97 THEN 200 WHEN roll < 0.99 THEN 502 ELSE 404 END, roll < 0.97,
            5 + floor(random() * random() * 800)::int, CASE WHEN roll < 0.97 THEN NULL ELSE 'failed' END,
            now() - interval '30 days' * random()
     FROM (SELECT CASE WHEN random() < 0.0001 THEN -1 ELSE floor(power(random(), 2) * 20)::int END AS n, random() AS roll
           FROM generate_series($3::int, $4::int)) AS generated`,
    [developer.id, pluginIds, offset + 1, offset + rows],
  );
  await db.query(`VACUUM ANALYZE "ExecutionLog", "ExecutionLogRollup", "ExecutionLogUsageHour"`);
  console.log(`  seeded ${rows.toLocaleString("en")} rows in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function measure(path: string): Promise<number> {
  const once = async () => {
    const response = await fetch(bench.baseUrl + path, { headers: { authorization: `Bearer ${bench.key}` } });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
  };
  return (await sequentialLatency(once, { count, warmup: 5 })).p50;
}

async function table(rows: Array<[string, string]>): Promise<void> {
  for (const [label, path] of rows) {
    const p50 = await measure(path);
    console.log(`  ${label.padEnd(44)} p50 ${p50.toFixed(1).padStart(7)} ms ${p50 <= 50 ? "" : "  (over 50 ms)"}`);
  }
}

const hourAgo = (hours: number) => encodeURIComponent(new Date(Date.now() - hours * 3_600_000).toISOString());
try {
  console.log(`Execution log on PostgreSQL (${count} sequential requests per row, p50 over HTTP)`);
  await seed(metricsRows, 0);
  console.log(`GET /api/v1/metrics/* at ${metricsRows.toLocaleString("en")} rows`);
  await table([
    ["metrics/executions last hour (1m buckets)", `/api/v1/metrics/executions?since=${hourAgo(1)}`],
    ["metrics/executions last 24 h (15m buckets)", `/api/v1/metrics/executions?since=${hourAgo(24)}`],
    ["metrics/executions last 7 days (6h buckets)", `/api/v1/metrics/executions?since=${hourAgo(168)}&bucket=6h`],
    ["metrics/executions 24 h, one tool", `/api/v1/metrics/executions?since=${hourAgo(24)}&tool=TOOL_3`],
    ["metrics/overview last 24 h", `/api/v1/metrics/overview?since=${hourAgo(24)}`],
    ["metrics/overview last 7 days", `/api/v1/metrics/overview?since=${hourAgo(168)}`],
  ]);
  if (historyRows > metricsRows) await seed(historyRows - metricsRows, metricsRows);
  const total = Math.max(historyRows, metricsRows);
  const window = `since=${hourAgo(200)}&until=${hourAgo(199)}`;
  const empty = `since=${encodeURIComponent("2020-01-01T00:00:00Z")}&until=${encodeURIComponent("2020-01-02T00:00:00Z")}`;
  console.log(`GET /api/v1/executions (a page of 20) at ${total.toLocaleString("en")} rows`);
  await table([
    ["newest first, no filter", "/api/v1/executions"],
    ["user", "/api/v1/executions?userId=user-7"],
    ["plugin", "/api/v1/executions?plugin=bench-b"],
    ["tool (common)", "/api/v1/executions?tool=TOOL_0"],
    ["tool (rare, ~1 in 10,000)", "/api/v1/executions?tool=TOOL_RARE"],
    ["tool matching nothing", "/api/v1/executions?tool=NO_SUCH_TOOL"],
    ["tool + success=false", "/api/v1/executions?tool=TOOL_0&success=false"],
    ["tool (least called) + success=false", "/api/v1/executions?tool=TOOL_19&success=false"],
    ["tool matching nothing + success=false", "/api/v1/executions?tool=NO_SUCH_TOOL&success=false"],
    ["rare tool + success=true", "/api/v1/executions?tool=TOOL_RARE&success=true"],
    ["success=false", "/api/v1/executions?success=false"],
    ["success=true", "/api/v1/executions?success=true"],
    ["outcome=refused", "/api/v1/executions?outcome=refused"],
    ["outcome=upstream_error", "/api/v1/executions?outcome=upstream_error"],
    ["time window (1 h)", `/api/v1/executions?${window}`],
    ["time window + tool", `/api/v1/executions?${window}&tool=TOOL_5`],
    ["time window + outcome=refused", `/api/v1/executions?${window}&outcome=refused`],
    ["time window matching nothing", `/api/v1/executions?${empty}`],
    ["user + tool", "/api/v1/executions?userId=user-7&tool=TOOL_3"],
    ["user + success=false", "/api/v1/executions?userId=user-7&success=false"],
    ["user + tool matching nothing", "/api/v1/executions?userId=user-7&tool=NO_SUCH_TOOL"],
    ["plugin + success=false", "/api/v1/executions?plugin=bench-c&success=false"],
    ["plugin + tool", "/api/v1/executions?plugin=bench-b&tool=TOOL_5"],
    ["plugin + tool of another plugin (nothing)", "/api/v1/executions?plugin=bench-a&tool=TOOL_5"],
    ["user + plugin + tool + success=false + window", `/api/v1/executions?userId=user-7&plugin=bench-b&tool=TOOL_5&success=false&${window}`],
  ]);
} finally {
  await db.end();
  await bench.plugboard.close();
  await scratch.drop();
}
process.exit(0);
