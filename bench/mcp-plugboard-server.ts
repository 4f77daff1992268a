// Plugboard for the MCP benchmark, in its own process: one MCP plugin per upstream of BENCH_MCP_UPSTREAMS
// (JSON: [{ slug, url }]), each plugin's tools synced into the cache and an open connection for the
// benchmark's user. Embedded database in memory (or BENCH_DATABASE_URL).
import { profileIfAsked } from "./profile-if-asked.js";
import { startBenchPlugboard } from "./start-bench-plugboard.js";

const upstreams = JSON.parse(process.env.BENCH_MCP_UPSTREAMS!) as Array<{ slug: string; url: string }>;
const { baseUrl, key, plugboard, call } = await startBenchPlugboard();
for (const { slug, url } of upstreams) {
  const created = await call("POST", "/api/v1/submissions", { slug, name: slug, toolSource: "mcp", mcpConfig: { serverUrl: url }, submitForReview: true });
  await plugboard.admin.reviewPlugin({ slug, status: "approved" });
  await call("POST", `/api/dashboard/plugins/${created.id}/mcp-sync`);
  await call("POST", "/api/v1/connections/initiate", { userId: "bench-user", plugin: slug, connectionType: "mcp", redirectUrl: "http://localhost/done" });
}
await profileIfAsked("plugboard-mcp");
process.send?.({ baseUrl, key });
