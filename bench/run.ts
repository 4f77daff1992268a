// Benchmark: the same upstream endpoint called directly, through Express proxies and through Plugboard's
// tool execution, in one run, printed as ratios. Usage: pnpm bench   (BENCH_DURATION=5 BENCH_CONNECTIONS=1,10
// BENCH_SEQUENTIAL=2000 BENCH_ROUNDS=2 BENCH_DATABASE_URL=postgres://… optional; BENCH_NODE_FLAGS="--max-semi-space-size=4 …":
// Node and V8 flags for Plugboard's process only, e.g. those `plugboard serve` sets or is started with)
//
// Paths: the direct call; three Express proxies — the reviewers' proxy of issue 28 (express.json(), undici
// fetch, a JSON envelope, http.createServer(app): the anchor of the ratios), issue 15's bare proxy (undici
// request) and that one served as `plugboard serve` serves (expressServerOptions) —; the same exchange on
// node:http with no framework (the floor any Node process doing the extra hop has on the machine); and
// Plugboard's execution of a no_auth and an api_key tool.
// Latency: the paths are called in turns of BENCH_TURN (50) calls each, the order rotated every round, over
// one keep-alive connection each, so that each sees the same machine noise and each runs warm, as a steady
// client sees it (see harness.ts's interleavedLatency). Throughput: autocannon on each path in turn for
// each connection count of BENCH_CONNECTIONS, BENCH_ROUNDS times, averaged; the server's own CPU per request
// (from /proc) is printed beside it, the figure least moved by the load generator and the upstream sharing
// the machine's cores.
//
// `measureExecution()` returns the rows (the lead's one-command bench calls it); run alone, this file prints them.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { Agent, request } from "undici";
import { cpuMsOf, interleavedLatency, startChild as start, stopChildren, throughputRun, type Target } from "./harness.js";

/** One measured path: sequential latency, and throughput with server CPU per request at each connection count. */
export interface ExecutionRow {
  /** direct, fetchProxy, proxy, served, floor, OPEN_GET_ITEM, KEYED_GET_ITEM */
  name: string;
  label: string;
  p50: number;
  p99: number;
  mean: number;
  /** By connection count: requests a second and the server's CPU milliseconds per request. */
  throughput: Record<number, { rps: number; cpuPerRequest: number }>;
}

/** What {@link measureExecution} measured, and how. */
export interface ExecutionMeasurement {
  rows: ExecutionRow[];
  connections: number[];
  sequential: number;
  duration: number;
  rounds: number;
}

const LABELS: Record<string, string> = {
  direct: "direct upstream",
  fetchProxy: "reviewers' proxy",
  proxy: "bare Express proxy",
  served: "served Express proxy",
  floor: "node:http floor proxy",
  OPEN_GET_ITEM: "via no_auth tool",
  KEYED_GET_ITEM: "via api_key tool",
};

/** One request of `target` over a one-connection keep-alive agent; any status but 200 fails the run. */
function caller(target: Target, agent: Agent): () => Promise<void> {
  return async () => {
    const response = await request(target.url, { method: target.method, headers: target.headers, body: target.body, dispatcher: agent });
    await response.body.text();
    if (response.statusCode !== 200) throw new Error(`${target.name}: status ${response.statusCode}`);
  };
}

/**
 * Starts the upstream, the proxies and Plugboard in child processes, measures every path and stops them.
 * Options default to BENCH_SEQUENTIAL (2000), BENCH_CONNECTIONS ("1,10"), BENCH_DURATION (5 s), BENCH_ROUNDS (2).
 */
export async function measureExecution(
  options: { sequential?: number; connections?: number[]; duration?: number; rounds?: number; turn?: number } = {},
): Promise<ExecutionMeasurement> {
  const sequential = options.sequential ?? Number(process.env.BENCH_SEQUENTIAL ?? 2000);
  const connections = options.connections ?? (process.env.BENCH_CONNECTIONS ?? "1,10").split(",").map(Number).filter((count) => count > 0);
  const duration = options.duration ?? Number(process.env.BENCH_DURATION ?? 5);
  const rounds = options.rounds ?? Number(process.env.BENCH_ROUNDS ?? 2);
  const turn = options.turn ?? Number(process.env.BENCH_TURN ?? 50);
  try {
    const { port, pid: upstreamPid } = await start<{ port: number }>("./upstream.ts");
    const upstream = `http://127.0.0.1:${port}`;
    const { baseUrl, key, pid: plugboardPid } = await start<{ baseUrl: string; key: string }>(
      "./plugboard-server.ts",
      { BENCH_UPSTREAM_URL: upstream },
      (process.env.BENCH_NODE_FLAGS ?? "").split(/\s+/).filter(Boolean),
    );
    const execute = (tool: string): Target => ({
      name: tool,
      method: "POST",
      url: `${baseUrl}/api/v1/tools/execute`,
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      body: JSON.stringify({ userId: "bench-user", tool, params: { id: "1" } }),
    });
    const proxyOf = async (name: string, kind: string): Promise<[Target, number]> => {
      const { port: proxyPort, pid } = await start<{ port: number }>("./express-proxy.ts", { BENCH_UPSTREAM_URL: upstream, BENCH_PROXY_KIND: kind });
      const target: Target = {
        name,
        method: "POST",
        url: `http://127.0.0.1:${proxyPort}/proxy/1`,
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ userId: "bench-user", params: { id: "1" } }),
      };
      return [target, pid];
    };
    const direct: Target = { name: "direct", method: "GET", url: `${upstream}/items/1`, headers: { "x-api-key": "upstream-key" } };
    const [fetchProxy, fetchPid] = await proxyOf("fetchProxy", "fetch");
    const [proxy, proxyPid] = await proxyOf("proxy", "request");
    const [served, servedPid] = await proxyOf("served", "served");
    const [floor, floorPid] = await proxyOf("floor", "floor");
    const targets = [direct, fetchProxy, proxy, served, floor, execute("OPEN_GET_ITEM"), execute("KEYED_GET_ITEM")];
    const serverPid: Record<string, number> = {
      direct: upstreamPid, fetchProxy: fetchPid, proxy: proxyPid, served: servedPid, floor: floorPid, OPEN_GET_ITEM: plugboardPid, KEYED_GET_ITEM: plugboardPid,
    };

    const agents = targets.map(() => new Agent({ connections: 1 }));
    const latency = await interleavedLatency(Object.fromEntries(targets.map((target, index) => [target.name, caller(target, agents[index]!)])), { count: sequential, warmup: 300, turn });
    await Promise.all(agents.map((agent) => agent.close()));

    const runs = new Map(targets.map((target) => [target.name, new Map(connections.map((count) => [count, { rps: 0, cpuMs: 0, requests: 0 }]))]));
    for (let round = 0; round < rounds; round++) {
      for (const count of connections) {
        for (const target of targets) {
          const pid = serverPid[target.name]!;
          const cpuBefore = cpuMsOf(pid);
          const { average, total } = await throughputRun(target, { connections: count, duration });
          const cpuAfter = cpuMsOf(pid);
          const run = runs.get(target.name)!.get(count)!;
          run.rps += average / rounds;
          run.requests += total;
          if (cpuBefore !== undefined && cpuAfter !== undefined) run.cpuMs += cpuAfter - cpuBefore;
        }
      }
    }
    if (process.env.BENCH_PROFILE) {
      const handled = (names: string[]) => names.reduce((sum, name) => sum + [...runs.get(name)!.values()].reduce((all, run) => all + run.requests, 0) + sequential + 300, 0);
      console.log(
        `profiles in ${process.env.BENCH_PROFILE}: reviewers' proxy served ${handled(["fetchProxy"])} requests, proxy ${handled(["proxy"])}, served proxy ${handled(["served"])}, plugboard ${handled(["OPEN_GET_ITEM", "KEYED_GET_ITEM"])}`,
      );
    }
    const rows = targets.map((target): ExecutionRow => ({
      name: target.name,
      label: LABELS[target.name] ?? target.name,
      ...latency[target.name]!,
      throughput: Object.fromEntries(
        [...runs.get(target.name)!].map(([count, run]) => [count, { rps: run.rps, cpuPerRequest: run.requests > 0 ? run.cpuMs / run.requests : NaN }]),
      ),
    }));
    return { rows, connections, sequential, duration, rounds };
  } finally {
    await stopChildren();
  }
}

/** Prints a measurement as the table of `pnpm bench`: added latency over the direct call, and ratios to the reviewers' proxy. */
export function printExecution(measurement: ExecutionMeasurement): void {
  const { rows, connections, sequential, duration, rounds } = measurement;
  const base = rows.find((row) => row.name === "direct")!;
  const anchor = rows.find((row) => row.name === "fetchProxy")!;
  const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
  console.log(
    `\nPlugboard tool execution vs direct call (latency: ${sequential} requests per path, paths in turns, 1 connection; throughput: autocannon ${connections.join(" and ")} connection(s) × ${duration}s × ${rounds} rounds)\n`,
  );
  const head = connections.map((count) => `req/s@${count}`.padStart(10) + `CPU/req@${count}`.padStart(13)).join("");
  console.log(`target                  p50 ms   p99 ms  +p50 ms  +p99 ms ${head}`);
  for (const row of rows) {
    const added = row === base ? " ".repeat(18) : ` ${(row.p50 - base.p50).toFixed(3).padStart(8)} ${(row.p99 - base.p99).toFixed(3).padStart(8)}`;
    const perCount = connections.map((count) => {
      const run = row.throughput[count]!;
      return `${run.rps.toFixed(0).padStart(10)}${`${(run.cpuPerRequest * 1000).toFixed(0)} µs`.padStart(13)}`;
    });
    console.log(`${row.label.padEnd(22)} ${row.p50.toFixed(3).padStart(7)} ${row.p99.toFixed(3).padStart(8)}${added}${perCount.join("")}`);
  }
  const anchorP99 = anchor.p99 - base.p99;
  console.log(`\nAgainst the reviewers' proxy (issue 28 goals: added p50 ≤ 0.4 ms; added p99 / proxy's added p99 ≤ 0.5; throughput ≥ 150 % at 1 and 10 connections)\n`);
  console.log(`target                 +p50 ms  +p99 / proxy's +p99 ${connections.map((count) => `req/s@${count}`.padStart(11) + `CPU@${count}`.padStart(10)).join("")}`);
  for (const row of rows) {
    if (row === base || row === anchor) continue;
    const ratios = connections.map((count) => {
      const own = row.throughput[count]!;
      const theirs = anchor.throughput[count]!;
      return `${percent(own.rps / theirs.rps).padStart(11)}${percent(theirs.cpuPerRequest / own.cpuPerRequest).padStart(10)}`;
    });
    console.log(`${row.label.padEnd(22)} ${(row.p50 - base.p50).toFixed(3).padStart(7)} ${((row.p99 - base.p99) / anchorP99).toFixed(2).padStart(20)}${ratios.join("")}`);
  }
  console.log("\nreviewers' proxy: express.json(), undici fetch to the upstream, a JSON envelope, served with http.createServer(app) (issue 28's anchor).");
  console.log("bare Express proxy: the same with undici request over a pool (issue 15's reference); served Express proxy: that app served as `plugboard serve` serves.");
  console.log("node:http floor proxy: the same exchange with no framework — what the machine's extra hop costs any Node process.");
  console.log("CPU: the proxy's server CPU per request over this path's (the throughput one core would give; steadier than req/s on a small machine).");
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const measurement = await measureExecution();
  printExecution(measurement);
  // What tracing costs when it is off (no OTEL_* set, as above): the pipeline's instrumentation timed in
  // its own process against the same steps without it, as a share of the api_key execution's CPU just measured.
  const keyed = measurement.rows.find((row) => row.name === "KEYED_GET_ITEM");
  const widest = Math.max(...measurement.connections);
  const cpu = keyed?.throughput[widest]?.cpuPerRequest;
  const executionCpuUs = cpu !== undefined && Number.isFinite(cpu) ? Math.round(cpu * 1000) : 300;
  spawnSync(process.execPath, ["--import", "tsx", fileURLToPath(new URL("./tracing-off.ts", import.meta.url))], {
    stdio: "inherit",
    env: { ...process.env, BENCH_EXECUTION_CPU_US: String(executionCpuUs) },
  });
}
