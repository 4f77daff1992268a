// Benchmark: the same upstream endpoint called directly and through Plugboard's tool execution,
// in one run, printed as ratios. Usage: pnpm bench   (BENCH_DURATION=5 BENCH_CONNECTIONS=10 BENCH_SEQUENTIAL=2000
// BENCH_ROUNDS=2 BENCH_DATABASE_URL=postgres://… optional; BENCH_NODE_FLAGS="--max-semi-space-size=4 …": Node and
// V8 flags for Plugboard's process only, e.g. those `plugboard serve` sets or is started with)
//
// Paths: the direct call, two Express proxies (served with http.createServer(app), and as `plugboard serve`
// serves, with expressServerOptions) and Plugboard's execution of a no_auth and an api_key tool.
// Latency: the five paths are called in turns (direct, proxy, served proxy, no_auth, api_key, direct, …) so
// that each sees the same machine noise. Throughput: autocannon on each path in turn, BENCH_ROUNDS times, averaged; the
// server's own CPU per request (from /proc) is printed beside it, the figure least moved by the load
// generator and the upstream sharing the machine's cores.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { Agent, request } from "undici";
import { cpuMsOf, interleavedLatency, startChild as start, stopChildren, throughputRun, type Target } from "./harness.js";

const duration = Number(process.env.BENCH_DURATION ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const sequential = Number(process.env.BENCH_SEQUENTIAL ?? 2000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);

/** One request of `target` over a one-connection keep-alive agent; any status but 200 fails the run. */
function caller(target: Target, agent: Agent): () => Promise<void> {
  return async () => {
    const response = await request(target.url, { method: target.method, headers: target.headers, body: target.body, dispatcher: agent });
    await response.body.text();
    if (response.statusCode !== 200) throw new Error(`${target.name}: status ${response.statusCode}`);
  };
}

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
  const { port: proxyPort, pid: proxyPid } = await start<{ port: number }>("./express-proxy.ts", { BENCH_UPSTREAM_URL: upstream });
  const { port: servedPort, pid: servedPid } = await start<{ port: number }>("./express-proxy.ts", { BENCH_UPSTREAM_URL: upstream, BENCH_SERVER_OPTIONS: "1" });
  const direct: Target = { name: "direct", method: "GET", url: `${upstream}/items/1`, headers: { "x-api-key": "upstream-key" } };
  const proxy: Target = {
    name: "proxy",
    method: "POST",
    url: `http://127.0.0.1:${proxyPort}/proxy/1`,
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ userId: "bench-user", params: { id: "1" } }),
  };
  const served: Target = { ...proxy, name: "served", url: `http://127.0.0.1:${servedPort}/proxy/1` };
  const targets = [direct, proxy, served, execute("OPEN_GET_ITEM"), execute("KEYED_GET_ITEM")];
  const serverPid = { direct: upstreamPid, proxy: proxyPid, served: servedPid, OPEN_GET_ITEM: plugboardPid, KEYED_GET_ITEM: plugboardPid } as Record<string, number>;

  const agents = targets.map(() => new Agent({ connections: 1 }));
  const latency = await interleavedLatency(Object.fromEntries(targets.map((target, index) => [target.name, caller(target, agents[index]!)])), { count: sequential, warmup: 300 });
  await Promise.all(agents.map((agent) => agent.close()));

  const runs = new Map(targets.map((target) => [target.name, { rps: 0, cpuMs: 0, requests: 0 }]));
  for (let round = 0; round < rounds; round++) {
    for (const target of targets) {
      const pid = serverPid[target.name]!;
      const cpuBefore = cpuMsOf(pid);
      const { average, total } = await throughputRun(target, { connections, duration });
      const cpuAfter = cpuMsOf(pid);
      const run = runs.get(target.name)!;
      run.rps += average / rounds;
      run.requests += total;
      if (cpuBefore !== undefined && cpuAfter !== undefined) run.cpuMs += cpuAfter - cpuBefore;
    }
  }
  const rows = targets.map((target) => {
    const run = runs.get(target.name)!;
    return { name: target.name, ...latency[target.name]!, rps: run.rps, cpuPerRequest: run.requests > 0 ? run.cpuMs / run.requests : NaN };
  });
  const base = rows[0]!;
  const bare = rows[1]!;
  const tuned = rows[2]!;
  if (process.env.BENCH_PROFILE) {
    const served = (names: string[]) => names.reduce((sum, name) => sum + runs.get(name)!.requests + sequential + 300, 0);
    console.log(`profiles in ${process.env.BENCH_PROFILE}: proxy served ${served(["proxy"])} requests, served proxy ${served(["served"])}, plugboard ${served(["OPEN_GET_ITEM", "KEYED_GET_ITEM"])}`);
  }
  console.log(
    `\nPlugboard tool execution vs direct call (latency: ${sequential} requests per path, paths in turns; throughput: autocannon ${connections} connections × ${duration}s × ${rounds} rounds)\n`,
  );
  const percent = (value: number) => `${(value * 100).toFixed(1).padStart(6)} %`;
  console.log("target                  p50 ms   p99 ms    req/s   +p50 ms  +p99 ms  CPU/req   vs bare proxy: req/s   CPU   vs served proxy: req/s   CPU");
  for (const row of rows) {
    const name = { direct: "direct upstream", proxy: "bare Express proxy", served: "served Express proxy", OPEN_GET_ITEM: "via no_auth tool", KEYED_GET_ITEM: "via api_key tool" }[row.name] ?? row.name;
    const added = row === base ? " ".repeat(18) : ` ${(row.p50 - base.p50).toFixed(3).padStart(8)} ${(row.p99 - base.p99).toFixed(3).padStart(8)}`;
    const against = (reference: typeof row) => (row === reference || row === base ? " ".repeat(24) : `    ${percent(row.rps / reference.rps)} ${percent(reference.cpuPerRequest / row.cpuPerRequest)}`);
    console.log(
      `${name.padEnd(22)} ${row.p50.toFixed(3).padStart(7)} ${row.p99.toFixed(3).padStart(8)} ${row.rps.toFixed(0).padStart(8)}${added} ${(row.cpuPerRequest * 1000).toFixed(0).padStart(5)} µs` +
        (row === tuned ? against(bare) : row.name.endsWith("ITEM") ? `${against(bare)}   ${against(tuned)}` : ""),
    );
  }
  console.log("\nTargets (issue 15): added p99 ≤ 3 ms sequential; Plugboard ≥ 80 % of the bare Express proxy's throughput.");
  console.log("bare Express proxy: the proxy pattern alone (JSON in, one upstream GET, JSON out) in an Express app served with http.createServer(app).");
  console.log("served Express proxy: the same app served as `plugboard serve` serves (expressServerOptions), to show what Plugboard itself costs.");
  console.log("CPU: the reference's server CPU per request over this path's (the throughput one core would give; steadier than req/s here).");

  // What tracing costs when it is off (no OTEL_* set, as above): the pipeline's instrumentation timed in
  // its own process against the same steps without it, as a share of the api_key execution's CPU just measured.
  const keyed = rows.find((row) => row.name === "KEYED_GET_ITEM");
  const executionCpuUs = keyed && Number.isFinite(keyed.cpuPerRequest) ? Math.round(keyed.cpuPerRequest * 1000) : 300;
  spawnSync(process.execPath, ["--import", "tsx", fileURLToPath(new URL("./tracing-off.ts", import.meta.url))], {
    stdio: "inherit",
    env: { ...process.env, BENCH_EXECUTION_CPU_US: String(executionCpuUs) },
  });
} finally {
  await stopChildren();
}
