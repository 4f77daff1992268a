// Benchmark: the same upstream endpoint called directly and through Plugboard's tool execution,
// in one run, printed as ratios. Usage: pnpm bench   (BENCH_DURATION=10 BENCH_CONNECTIONS=10 BENCH_DATABASE_URL=postgres://… optional)
import { Agent, request } from "undici";
import { sequentialLatency, startChild as start, stopChildren, throughput as measureThroughput, type Target } from "./harness.js";

const duration = Number(process.env.BENCH_DURATION ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const sequential = Number(process.env.BENCH_SEQUENTIAL ?? 2000);

async function latency(target: Target): Promise<{ p50: number; p99: number }> {
  const agent = new Agent({ connections: 1 });
  const result = await sequentialLatency(
    async () => {
      const response = await request(target.url, { method: target.method, headers: target.headers, body: target.body, dispatcher: agent });
      await response.body.text();
      if (response.statusCode !== 200) throw new Error(`${target.name}: status ${response.statusCode}`);
    },
    { count: sequential },
  );
  await agent.close();
  return result;
}

const throughput = (target: Target) => measureThroughput(target, { connections, duration });

try {
  const { port } = await start<{ port: number }>("./upstream.ts");
  const upstream = `http://127.0.0.1:${port}`;
  const { baseUrl, key } = await start<{ baseUrl: string; key: string }>("./plugboard-server.ts", { BENCH_UPSTREAM_URL: upstream });
  const execute = (tool: string): Target => ({
    name: tool,
    method: "POST",
    url: `${baseUrl}/api/v1/tools/execute`,
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
    body: JSON.stringify({ userId: "bench-user", tool, params: { id: "1" } }),
  });
  const { port: proxyPort } = await start<{ port: number }>("./express-proxy.ts", { BENCH_UPSTREAM_URL: upstream });
  const direct: Target = { name: "direct", method: "GET", url: `${upstream}/items/1`, headers: { "x-api-key": "upstream-key" } };
  const proxy: Target = {
    name: "proxy",
    method: "POST",
    url: `http://127.0.0.1:${proxyPort}/proxy/1`,
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ userId: "bench-user", params: { id: "1" } }),
  };
  const targets = [direct, proxy, execute("OPEN_GET_ITEM"), execute("KEYED_GET_ITEM")];
  const rows: Array<{ name: string; p50: number; p99: number; rps: number }> = [];
  for (const target of targets) {
    const { p50, p99 } = await latency(target);
    const rps = await throughput(target);
    rows.push({ name: target.name, p50, p99, rps });
  }
  const base = rows[0]!;
  console.log(`\nPlugboard tool execution vs direct call (sequential latency over ${sequential} requests; throughput: autocannon ${connections} connections × ${duration}s)\n`);
  console.log("target              p50 ms   p99 ms    req/s   +p50 ms  +p99 ms  throughput  vs bare proxy");
  for (const row of rows) {
    const name = { direct: "direct upstream", proxy: "bare Express proxy", OPEN_GET_ITEM: "via no_auth tool", KEYED_GET_ITEM: "via api_key tool" }[row.name] ?? row.name;
    const bare = rows[1]!;
    console.log(
      `${name.padEnd(18)} ${row.p50.toFixed(3).padStart(7)} ${row.p99.toFixed(3).padStart(8)} ${row.rps.toFixed(0).padStart(8)}` +
        (row === base
          ? ""
          : ` ${(row.p50 - base.p50).toFixed(3).padStart(8)} ${(row.p99 - base.p99).toFixed(3).padStart(8)}  ${((row.rps / base.rps) * 100).toFixed(1).padStart(8)} %` +
            (row === bare ? "" : `  ${((row.rps / bare.rps) * 100).toFixed(1).padStart(8)} %`)),
    );
  }
  console.log("\nTargets: added p50 ≤ 1 ms, added p99 ≤ 3 ms, throughput ≥ 70 % of direct.");
  console.log("The bare Express proxy does only the proxy pattern (JSON in, one upstream GET, JSON out): what any Express-mounted service pays.");
} finally {
  await stopChildren();
}
