// Benchmark: 1,000 poll subscriptions at 60 s on one instance — the process's CPU (% of one core,
// averaged over whole intervals after the first poll of every subscription) and its RSS. Goal (issue
// 38): ≤ 10 % of one core, RSS ≤ 150 MB. The polled API is a loopback server in this same process (its
// CPU is counted too, so the figure is an upper bound); each poll finds one new item about one time in ten.
// Usage: BENCH_DATABASE_URL=postgres://… pnpm --filter @plugboard/bench bench:triggers-poll   (BENCH_SUBSCRIPTIONS=1000, BENCH_INTERVALS=2)
import { createServer } from "node:http";
import { loadavg } from "node:os";
import pg from "pg";
import { startBenchPlugboard } from "./start-bench-plugboard.js";

const subscriptions = Number(process.env.BENCH_SUBSCRIPTIONS ?? 1000);
const intervals = Number(process.env.BENCH_INTERVALS ?? 2);
const INTERVAL_S = 60;

let statements = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  statements += 1;
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

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

const bench = await startBenchPlugboard();
try {
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
  await bench.plugboard.admin.reviewPlugin({ slug: "bench-feed", status: "approved" });
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
  const statementsBefore = statements;
  const loadBefore = loadavg()[0]!;
  const cpuBefore = process.cpuUsage();
  const begun = performance.now();
  let rssMax = 0;
  const sampler = setInterval(() => {
    rssMax = Math.max(rssMax, process.memoryUsage.rss());
  }, 1000);
  await new Promise((resolve) => setTimeout(resolve, intervals * INTERVAL_S * 1000));
  clearInterval(sampler);
  const elapsedMs = performance.now() - begun;
  const cpu = process.cpuUsage(cpuBefore);
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
      cpuPercentOfOneCore: Number((((cpu.user + cpu.system) / 1000 / elapsedMs) * 100).toFixed(1)),
      cpuMsPerPoll: Number(((cpu.user + cpu.system) / 1000 / measuredPolls).toFixed(2)),
      statementsPerPoll: Number(((statements - statementsBefore) / measuredPolls).toFixed(2)),
      rssMaxMb: Math.round(rssMax / 1024 / 1024),
      loadAverage1m: [Number(loadBefore.toFixed(1)), Number(loadavg()[0]!.toFixed(1))],
    }),
  );
} finally {
  await bench.plugboard.close();
  api.close();
}
