// Benchmark: an MCP tools/call through Plugboard (POST /api/v1/tools/execute, warm session) vs the same
// call from a warm MCP SDK client, on @modelcontextprotocol/server-everything's `echo` (Streamable HTTP,
// answers as SSE) and on a minimal MCP SDK server (JSON answers), paths in turns, in one run.
// Usage (after `pnpm build`): pnpm --filter @plugboard/bench bench:mcp
//   BENCH_MCP_CALLS=1000 (per path), BENCH_MCP_UPSTREAMS=server-everything,mcp-sdk,
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres (a scratch database is created beside it),
//   BENCH_PROFILE=/dir (Plugboard's CPU profile of the measured phase) — all optional.
import { measureMcp, type McpBenchUpstream } from "./measure-mcp.js";

const calls = Number(process.env.BENCH_MCP_CALLS ?? 1000);
const rows = await measureMcp({
  calls,
  ...(process.env.BENCH_MCP_UPSTREAMS ? { upstreams: process.env.BENCH_MCP_UPSTREAMS.split(",") as McpBenchUpstream[] } : {}),
  ...(process.env.BENCH_DATABASE_URL ? { databaseUrl: process.env.BENCH_DATABASE_URL } : {}),
});
console.log(`\nMCP tools/call: a warm MCP SDK client vs through Plugboard (${calls} calls per path after 200 warm-up rounds, paths in turns; ${rows[0]?.database})\n`);
console.log("upstream            direct p50   p99 ms   via Plugboard p50   p99 ms   added p50 ms        CPU/call: client   Plugboard");
for (const row of rows) {
  const ms = (value: number, width: number) => value.toFixed(3).padStart(width);
  console.log(`${row.upstream.padEnd(18)} ${ms(row.direct.p50, 10)} ${ms(row.direct.p99, 8)} ${ms(row.viaPlugboard.p50, 19)} ${ms(row.viaPlugboard.p99, 8)} ${ms(row.addedP50, 14)} ${(row.addedP50 <= 1 ? "OK" : "ABOVE TARGET").padEnd(12)} ${row.directCpuUs.toFixed(0).padStart(9)} µs ${row.viaCpuUs.toFixed(0).padStart(8)} µs`);
}
console.log("\nTarget (issue 28): added p50 ≤ 1 ms over the warm direct client.");
console.log("CPU/call: the direct MCP SDK client's own CPU per call, and Plugboard's server process CPU per call (both paths alone, sequential).");
