// Benchmark: Plugboard as an MCP server. The same manual tool called through an MCP link
// (JSON-RPC tools/call on /mcp/<token>) and through POST /api/v1/tools/execute, sequential, in one run.
// Usage: pnpm --filter @plugboard/bench bench:mcp-endpoint   (BENCH_SEQUENTIAL=2000, BENCH_DATABASE_URL optional)
import { Agent, request } from "undici";
import { interleavedLatency, startChild, stopChildren } from "./harness.js";

const count = Number(process.env.BENCH_SEQUENTIAL ?? 2000);

try {
  const { port } = await startChild<{ port: number }>("./upstream.ts");
  const { baseUrl, key } = await startChild<{ baseUrl: string; key: string }>("./plugboard-server.ts", { BENCH_UPSTREAM_URL: `http://127.0.0.1:${port}` });
  const created = await fetch(`${baseUrl}/api/v1/mcp/links`, {
    method: "POST",
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
    body: JSON.stringify({ userId: "bench-user", plugins: ["bench-keyed"] }),
  });
  if (created.status !== 201) throw new Error(`link: ${created.status} ${await created.text()}`);
  const { url: linkUrl } = (await created.json()) as { url: string };

  const agent = new Agent({ connections: 1 });
  const call = async (url: string, headers: Record<string, string>, body: string, check: (text: string) => boolean) => {
    const response = await request(url, { method: "POST", headers, body, dispatcher: agent });
    const text = await response.body.text();
    if (response.statusCode !== 200 || !check(text)) throw new Error(`${url}: ${response.statusCode} ${text.slice(0, 300)}`);
  };
  const restCall = () =>
    call(
      `${baseUrl}/api/v1/tools/execute`,
      { authorization: `Bearer ${key}`, "content-type": "application/json" },
      JSON.stringify({ userId: "bench-user", tool: "KEYED_GET_ITEM", params: { id: "1" } }),
      (text) => text.includes('"success":true'),
    );
  const rpc = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "KEYED_GET_ITEM", arguments: { id: "1" } } });
  const mcpCall = () =>
    call(
      linkUrl,
      { "content-type": "application/json", accept: "application/json, text/event-stream", "mcp-protocol-version": "2025-06-18" },
      rpc,
      (text) => text.includes('"structuredContent"') && !text.includes('"isError":true'),
    );
  // Interleaved (REST, MCP, REST, MCP, …) so both paths see the same machine load.
  const { rest, mcp } = await interleavedLatency({ rest: restCall, mcp: mcpCall }, { count });
  await agent.close();

  console.log(`\nA manual tool through an MCP link vs POST /api/v1/tools/execute (${count} sequential calls each, interleaved, after 200 warm-up)\n`);
  console.log("path                    p50 ms   p99 ms  mean ms");
  for (const [name, row] of [["REST execute", rest], ["MCP link tools/call", mcp]] as const) {
    console.log(`${name.padEnd(21)} ${row.p50.toFixed(3).padStart(8)} ${row.p99.toFixed(3).padStart(8)} ${row.mean.toFixed(3).padStart(8)}`);
  }
  const added = mcp.p50 - rest.p50;
  console.log(`\nadded p50 over REST: ${added.toFixed(3)} ms (target ≤ 1 ms) ${added <= 1 ? "OK" : "ABOVE TARGET"}; added p99: ${(mcp.p99 - rest.p99).toFixed(3)} ms`);
} finally {
  await stopChildren();
}
