// Plugboard for the MCP benchmark, in its own process: an MCP plugin on the benchmark's MCP server,
// its tools synced into the cache. Embedded database in memory (or BENCH_DATABASE_URL).
import { startBenchPlugboard } from "./start-bench-plugboard.js";

const mcpUrl = process.env.BENCH_MCP_URL!;
const { baseUrl, key, plugboard, call } = await startBenchPlugboard();
const created = await call("POST", "/api/v1/submissions", { slug: "bench-mcp", name: "Bench MCP", toolSource: "mcp", mcpConfig: { serverUrl: mcpUrl }, submitForReview: true });
await plugboard.admin.reviewPlugin({ slug: "bench-mcp", status: "approved" });
await call("POST", `/api/dashboard/plugins/${created.id}/mcp-sync`);
await call("POST", "/api/v1/connections/initiate", { userId: "bench-user", plugin: "bench-mcp", connectionType: "mcp", redirectUrl: "http://localhost/done" });
process.on("SIGINT", () => process.exit(0));
process.send?.({ baseUrl, key });
