// Plugboard for the catalog benchmark, in its own process: BENCH_PLUGINS approved plugins (1,000) of
// BENCH_TOOLS manual tools (10) each, submitted and approved through the API, and one user connected
// to BENCH_CONNECTED of them (50). Embedded database in memory, or BENCH_DATABASE_URL.
import { profileIfAsked } from "./profile-if-asked.js";
import { startBenchPlugboard } from "./start-bench-plugboard.js";

const plugins = Number(process.env.BENCH_PLUGINS ?? 1000);
const toolsPer = Number(process.env.BENCH_TOOLS ?? 10);
const connectedCount = Number(process.env.BENCH_CONNECTED ?? 50);
const { baseUrl, key, plugboard, call } = await startBenchPlugboard();

const slugs = Array.from({ length: plugins }, (_, index) => `catalog-${String(index).padStart(4, "0")}`);
const started = Date.now();
for (let batch = 0; batch < slugs.length; batch += 8) {
  await Promise.all(
    slugs.slice(batch, batch + 8).map(async (slug, offset) => {
      const index = batch + offset;
      await call("POST", "/api/v1/submissions", {
        slug,
        name: `Catalog plugin ${index}`,
        description: `Plugin number ${index} of the benchmark catalog, with ${toolsPer} tools.`,
        baseUrl: "https://api.example.com",
        submitForReview: true,
        authMethods: [{ type: "api_key", label: "API key" }],
        tools: Array.from({ length: toolsPer }, (_, tool) => ({
          slug: `C${index}_TOOL_${tool}`,
          name: `Tool ${tool} of plugin ${index}`,
          description: `Reads resource ${tool} of an item; a description of typical length for a catalog tool.`,
          method: tool % 3 === 0 ? "POST" : "GET",
          path: `/items/{id}/resource-${tool}`,
          inputSchema: { type: "object", properties: { id: { type: "string" }, limit: { type: "integer", minimum: 1, maximum: 100 } } },
        })),
      });
      await plugboard.admin.reviewPlugin({ slug, status: "approved" });
    }),
  );
}
for (const slug of slugs.slice(0, connectedCount)) {
  await call("POST", "/api/v1/connections", { userId: "bench-user", plugin: slug, authMethod: "api_key", credentials: { api_key: "k" } });
}
console.error(`catalog seeded: ${plugins} plugins × ${toolsPer} tools in ${((Date.now() - started) / 1000).toFixed(1)} s`);
await profileIfAsked("catalog");
process.send?.({ baseUrl, key, pid: process.pid, middle: slugs[Math.floor(plugins / 2)] });
