// Benchmark: 1,000 poll subscriptions at 60 s on one instance — the instance's CPU (% of one core,
// averaged over whole intervals after the first poll of every subscription) and its RSS. Goal (issue
// 38): ≤ 10 % of one core, RSS ≤ 150 MB. The instance is `plugboard serve` (the built CLI, production
// mode) in its own process, measured from /proc; the polled API is a loopback server in this process,
// and each poll finds one new item about one time in ten. The row also gives the instance's RSS before
// any subscription (what the subscriptions add is the difference) and PostgreSQL transactions per poll.
// Usage: BENCH_DATABASE_URL=postgres://… pnpm --filter @plugboard/bench bench:triggers-poll   (BENCH_SUBSCRIPTIONS=1000, BENCH_INTERVALS=2)
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { createScratchDatabase, memoryOf, startServe } from "./serve-process.js";

const subscriptions = Number(process.env.BENCH_SUBSCRIPTIONS ?? 1000);
const intervals = Number(process.env.BENCH_INTERVALS ?? 2);
const INTERVAL_S = 60;
const serverUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
if (!serverUrl) throw new Error("Set BENCH_DATABASE_URL (PostgreSQL) to run this benchmark.");

/** CPU time (user + system) of process `pid` so far, in ms (Linux, 100 ticks a second). */
function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

// The polled API: `GET /items?feed=…&since=…` answers the feed's items newer than `since`.
let polls = 0;
let nextId = 1;
const api = createServer((_incoming, answer) => {
  polls += 1;
  const items = Math.random() < 0.1 ? [{ id: nextId++, at: new Date().toISOString() }] : [];
  answer.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ items }));
});
await new Promise<void>((resolve) => api.listen(0, "127.0.0.1", () => resolve()));
const apiUrl = `http://127.0.0.1:${(api.address() as { port: number }).port}`;

const scratch = await createScratchDatabase(serverUrl, "poll");
const serve = await startServe({ DATABASE_URL: scratch.url });
const pid = serve.child.pid!;
const call = async (method: string, path: string, body?: unknown) => {
  const response = await fetch(serve.baseUrl + path, {
    method,
    headers: { authorization: `Bearer ${serve.apiKey}`, "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
};
const stats = new pg.Client({ connectionString: scratch.url });
await stats.connect();
const commits = async () => Number((await stats.query("SELECT xact_commit FROM pg_stat_database WHERE datname = current_database()")).rows[0].xact_commit);
const bench = { call };
try {
  await new Promise((resolve) => setTimeout(resolve, 5000));
  const rssIdle = memoryOf(pid).rssMb;
  await bench.call("POST", "/api/v1/submissions", {
    slug: "bench-feed",
    name: "Bench feed",
    baseUrl: apiUrl,
    authMethods: [{ type: "bearer_token", label: "Token" }],
    tools: [{ slug: "LIST_ITEMS", name: "List items", description: "The feed's items.", method: "GET", path: "/items", parameters: { type: "object", properties: { feed: { type: "string" }, since: { type: "number" } } } }],
    triggers: [
      {
        slug: "item_added",
        name: "Item added",
        description: "A new item in a feed.",
        kind: "poll",
        configSchema: { type: "object", properties: { feed: { type: "string" } }, required: ["feed"] },
        payload: { description: "The item." },
        poll: { tool: "LIST_ITEMS", itemsPath: "items", idPath: "id", timePath: "at", cursor: { param: "since", from: "newestId" }, intervalSeconds: INTERVAL_S },
      },
    ],
  });
  // Approved as an operator does, with the command line on the same database.
  execFileSync(process.execPath, [fileURLToPath(new URL("../packages/server/dist/cli.js", import.meta.url)), "plugins", "review", "bench-feed", "--status", "approved"], {
    env: { ...process.env, DATABASE_URL: scratch.url, ENCRYPTION_KEY: "ab".repeat(32), LOG_LEVEL: "warn" },
    stdio: "ignore",
  });
  await bench.call("POST", "/api/v1/connections", { userId: "bench-user", plugin: "bench-feed", authMethod: "bearer_token", credentials: { token: "t" } });
  // Four at a time, each tried again if the (loaded) database timed it out.
  const subscribe = async (n: number) => {
    for (let attempt = 0; ; attempt++) {
      try {
        return await bench.call("POST", "/api/v1/trigger-subscriptions", { userId: "bench-user", plugin: "bench-feed", trigger: "item_added", config: { feed: `feed-${n}` } });
      } catch (error) {
        if (attempt >= 5) throw error;
      }
    }
  };
  for (let i = 0; i < subscriptions; i += 4) await Promise.all(Array.from({ length: Math.min(4, subscriptions - i) }, (_, j) => subscribe(i + j)));
  // The first poll of each records its cursor; measure from when they all have.
  while (polls < subscriptions) await new Promise((resolve) => setTimeout(resolve, 500));
  const pollsBefore = polls;
  const commitsBefore = await commits();
  const loadBefore = loadavg()[0]!;
  const cpuBefore = cpuMsOf(pid);
  const begun = performance.now();
  let rssMax = 0;
  const sampler = setInterval(() => {
    rssMax = Math.max(rssMax, memoryOf(pid).rssMb);
  }, 1000);
  await new Promise((resolve) => setTimeout(resolve, intervals * INTERVAL_S * 1000));
  clearInterval(sampler);
  const elapsedMs = performance.now() - begun;
  const cpuMs = cpuMsOf(pid) - cpuBefore;
  const transactions = (await commits()) - commitsBefore;
  const measuredPolls = polls - pollsBefore;
  console.log(
    JSON.stringify({
      bench: "triggers-poll",
      database: process.env.BENCH_DATABASE_URL ? "postgresql" : "pglite (memory)",
      subscriptions,
      intervalSeconds: INTERVAL_S,
      measuredSeconds: Math.round(elapsedMs / 1000),
      polls: measuredPolls,
      pollsPerSecond: Number((measuredPolls / (elapsedMs / 1000)).toFixed(1)),
      cpuPercentOfOneCore: Number(((cpuMs / elapsedMs) * 100).toFixed(1)),
      cpuMsPerPoll: Number((cpuMs / measuredPolls).toFixed(2)),
      transactionsPerPoll: Number((transactions / measuredPolls).toFixed(2)),
      rssIdleMb: rssIdle,
      rssMaxMb: rssMax,
      loadAverage1m: [Number(loadBefore.toFixed(1)), Number(loadavg()[0]!.toFixed(1))],
    }),
  );
} finally {
  await stats.end();
  await serve.stop();
  await scratch.drop();
  api.close();
}
