// Seeds a catalog for the memory benchmark, in its own process so that the server measured afterwards
// starts on a full database: BENCH_PLUGINS approved plugins (default 1,000) × 10 manual tools, plus
// `bench-open` (one no_auth tool on BENCH_UPSTREAM_URL) for executions. Database: BENCH_SEED_DATABASE_URL
// (PostgreSQL) or the embedded one in BENCH_SEED_DATA_DIR.
import { startBenchPlugboard } from "./start-bench-plugboard.js";

const plugins = Number(process.env.BENCH_PLUGINS ?? 1000);
const upstream = process.env.BENCH_UPSTREAM_URL!;
const url = process.env.BENCH_SEED_DATABASE_URL || undefined;
const { plugboard, call } = await startBenchPlugboard({ database: url ? { url } : { dataDir: process.env.BENCH_SEED_DATA_DIR } });
try {
  const item = { description: "Reads an item", method: "GET", path: "/items/{id}" };
  await call("POST", "/api/v1/submissions", {
    slug: "bench-open", name: "Open", baseUrl: upstream, submitForReview: true,
    tools: [{ ...item, name: "Get item", slug: "OPEN_GET_ITEM" }], authMethods: [{ type: "no_auth", label: "None" }],
  });
  await plugboard.admin.reviewPlugin({ slug: "bench-open", status: "approved" });
  for (let i = 0; i < plugins; i++) {
    const slug = `catalog-${String(i).padStart(4, "0")}`;
    await call("POST", "/api/v1/submissions", {
      slug, name: `Catalog ${i}`, baseUrl: upstream, submitForReview: true,
      tools: Array.from({ length: 10 }, (_, t) => ({ ...item, name: `Tool ${t} of ${i}`, slug: `CATALOG_${i}_TOOL_${t}` })),
      authMethods: [{ type: "no_auth", label: "None" }],
    });
    await plugboard.admin.reviewPlugin({ slug, status: "approved" });
  }
} finally {
  await plugboard.close();
}
process.send?.({ plugins });
process.exit(0);
