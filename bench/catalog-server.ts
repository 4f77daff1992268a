// Plugboard for the catalog benchmark, in its own process: BENCH_PLUGINS approved plugins (1,000) of
// BENCH_TOOLS manual tools (10) each, and one user connected to BENCH_CONNECTED of them (50). Embedded
// database in memory (seeded through the API), or BENCH_DATABASE_URL (seeded with SQL).
import { profileIfAsked } from "./profile-if-asked.js";
import { startBenchPlugboard } from "./start-bench-plugboard.js";

const plugins = Number(process.env.BENCH_PLUGINS ?? 1000);
const toolsPer = Number(process.env.BENCH_TOOLS ?? 10);
const connectedCount = Number(process.env.BENCH_CONNECTED ?? 50);
const { baseUrl, key, plugboard, call } = await startBenchPlugboard();

const slugs = Array.from({ length: plugins }, (_, index) => `catalog-${String(index).padStart(4, "0")}`);
const started = Date.now();
const inputSchema = { type: "object", properties: { id: { type: "string" }, limit: { type: "integer", minimum: 1, maximum: 100 } } };
const toolOf = (index: number, tool: number) => ({
  slug: `C${index}_TOOL_${tool}`,
  name: `Tool ${tool} of plugin ${index}`,
  description: `Reads resource ${tool} of an item; a description of typical length for a catalog tool.`,
  method: tool % 3 === 0 ? "POST" : "GET",
  path: `/items/{id}/resource-${tool}`,
});
if (process.env.BENCH_DATABASE_URL) {
  // PostgreSQL: seeded with SQL in a few statements, so the server's memory holds what serving costs, not
  // what ten thousand API calls left behind.
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL });
  await client.connect();
  const { rows } = await client.query<{ id: string }>(`SELECT id FROM "Developer" WHERE email = 'bench@localhost'`);
  await client.query(
    `INSERT INTO "Plugin" (id, slug, name, description, "baseUrl", "reviewStatus", status, "createdById")
     SELECT gen_random_uuid(), 'catalog-' || lpad(i::text, 4, '0'), 'Catalog plugin ' || i,
            'Plugin number ' || i || ' of the benchmark catalog, with ${toolsPer} tools.', 'https://api.example.com', 'approved', 'active', $1::uuid
     FROM generate_series(0, $2::int - 1) AS i`,
    [rows[0]!.id, plugins],
  );
  await client.query(
    `INSERT INTO "AuthMethod" (id, "pluginId", type, label, "isDefault", config)
     SELECT gen_random_uuid(), id, 'api_key', 'API key', true, '{}'::jsonb FROM "Plugin" WHERE slug LIKE 'catalog-%'`,
  );
  const tools = slugs.flatMap((_, index) => Array.from({ length: toolsPer }, (_, tool) => ({ index, ...toolOf(index, tool) })));
  await client.query(
    `INSERT INTO "Tool" (id, "pluginId", slug, name, description, method, path, "inputSchema")
     SELECT gen_random_uuid(), p.id, t.slug, t.name, t.description, t.method, t.path, $2::jsonb
     FROM jsonb_to_recordset($1::jsonb) AS t(index int, slug text, name text, description text, method text, path text)
     JOIN "Plugin" p ON p.slug = 'catalog-' || lpad(t.index::text, 4, '0')`,
    [JSON.stringify(tools), JSON.stringify(inputSchema)],
  );
  await client.query(
    `INSERT INTO "Connection" (id, "developerId", "userId", "pluginId", "authMethodId", "isDefault")
     SELECT gen_random_uuid(), $1::uuid, 'bench-user', p.id, a.id, true
     FROM "Plugin" p JOIN "AuthMethod" a ON a."pluginId" = p.id WHERE p.slug = ANY($2::text[])`,
    [rows[0]!.id, slugs.slice(0, connectedCount)],
  );
  // A connection's state is its credential's (never decrypted by the listings).
  await client.query(
    `INSERT INTO "Credential" (id, "connectionId", source, secrets, status)
     SELECT gen_random_uuid(), c.id, 'manual', 'aa:bb:cc', 'active' FROM "Connection" c WHERE c."userId" = 'bench-user'`,
  );
  await client.end();
} else {
  // The embedded database lives in this process: seeded through the API.
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
          tools: Array.from({ length: toolsPer }, (_, tool) => ({ ...toolOf(index, tool), inputSchema })),
        });
        await plugboard.admin.reviewPlugin({ slug, status: "approved" });
      }),
    );
  }
  for (const slug of slugs.slice(0, connectedCount)) {
    await call("POST", "/api/v1/connections", { userId: "bench-user", plugin: slug, authMethod: "api_key", credentials: { api_key: "k" } });
  }
}
console.error(`catalog seeded: ${plugins} plugins × ${toolsPer} tools in ${((Date.now() - started) / 1000).toFixed(1)} s`);
await profileIfAsked("catalog");
process.send?.({ baseUrl, key, pid: process.pid, middle: slugs[Math.floor(plugins / 2)] });
