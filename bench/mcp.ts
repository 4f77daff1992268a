// Benchmark: an MCP tools/call through Plugboard (POST /api/v1/tools/execute, warm session) vs the same
// call from a direct MCP SDK client with a warm session, sequential, in one run.
// Usage (after `pnpm build`): node --import tsx bench/mcp.ts   (BENCH_MCP_CALLS=1000 optional)
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { Agent, request } from "undici";
import { sequentialLatency, startChild as start, stopChildren } from "./harness.js";

const calls = Number(process.env.BENCH_MCP_CALLS ?? 1000);
const warmup = 200;
const measure = (once: () => Promise<void>) => sequentialLatency(once, { count: calls, warmup });

try {
  const { port } = await start<{ port: number }>("./mcp-upstream.ts");
  const mcpUrl = `http://127.0.0.1:${port}/mcp`;
  const { baseUrl, key } = await start<{ baseUrl: string; key: string }>("./mcp-plugboard-server.ts", { BENCH_MCP_URL: mcpUrl });

  const client = new Client({ name: "bench-direct", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(mcpUrl)));
  const direct = await measure(async () => {
    const result = await client.callTool({ name: "echo", arguments: { message: "hi" } });
    if (result.isError) throw new Error("direct call failed");
  });
  await client.close();

  const agent = new Agent({ connections: 1 });
  const body = JSON.stringify({ userId: "bench-user", tool: "ECHO", params: { message: "hi" } });
  const viaPlugboard = await measure(async () => {
    const response = await request(`${baseUrl}/api/v1/tools/execute`, {
      method: "POST",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      body,
      dispatcher: agent,
    });
    const text = await response.body.text();
    if (response.statusCode !== 200) throw new Error(`Plugboard: ${response.statusCode} ${text}`);
  });
  await agent.close();

  console.log(`\nMCP tools/call: direct MCP SDK client vs through Plugboard (warm sessions, ${calls} sequential calls after ${warmup} warm-up)\n`);
  console.log("path                 p50 ms   p99 ms  mean ms");
  for (const [name, row] of [["direct MCP client", direct], ["via Plugboard", viaPlugboard]] as const) {
    console.log(`${name.padEnd(18)} ${row.p50.toFixed(3).padStart(8)} ${row.p99.toFixed(3).padStart(8)} ${row.mean.toFixed(3).padStart(8)}`);
  }
  const added = viaPlugboard.p50 - direct.p50;
  console.log(`\nadded p50: ${added.toFixed(3)} ms (target ≤ 2 ms) ${added <= 2 ? "OK" : "ABOVE TARGET"}; added p99: ${(viaPlugboard.p99 - direct.p99).toFixed(3)} ms`);
} finally {
  await stopChildren();
}
