// Benchmark: GET /api/v1/tools/search over a catalog of 10,000 tools (20 approved plugins × 500 tools),
// sequential requests over one keep-alive connection, natural requests in turn. Target: p50 ≤ 20 ms.
// Usage: pnpm --filter @plugboard/bench bench:tool-search   (BENCH_SEQUENTIAL=500, BENCH_DATABASE_URL optional)
import { Agent, request } from "undici";
import { interleavedLatency } from "./harness.js";
import { startBenchPlugboard } from "./start-bench-plugboard.js";

const count = Number(process.env.BENCH_SEQUENTIAL ?? 500);
const PLUGINS = 20;
const TOOLS_PER_PLUGIN = 500;

const VERBS = ["Create", "List", "Get", "Update", "Delete", "Archive", "Search", "Export", "Import", "Sync", "Approve", "Assign", "Close", "Reopen", "Share"];
const OBJECTS = [
  "invoice", "customer", "ticket", "issue", "repository", "file", "message", "event", "contact", "deal", "order", "product", "payment",
  "subscription", "report", "dashboard", "comment", "label", "project", "task", "calendar", "meeting", "channel", "user", "team",
  "webhook", "document", "folder", "note", "lead", "campaign", "shipment", "refund", "coupon",
];
const QUALIFIERS = ["", "attachment", "comment", "history", "owner", "status", "template", "tag", "permission", "version", "draft", "reminder", "summary", "note", "link"];
const QUERIES = [
  "create an invoice for a customer",
  "list my open tickets",
  "delete a webhook",
  "share a document with a team",
  "export the payment history",
  "assign a task to a user",
  "search messages in a channel",
  "reopen a closed issue",
  "get the status of a shipment",
  "archive an old project",
];

function toolsOf(pluginIndex: number) {
  const tools = [];
  for (let index = 0; tools.length < TOOLS_PER_PLUGIN; index++) {
    const verb = VERBS[index % VERBS.length]!;
    const object = OBJECTS[Math.floor(index / VERBS.length) % OBJECTS.length]!;
    const qualifier = QUALIFIERS[(Math.floor(index / (VERBS.length * OBJECTS.length)) + pluginIndex) % QUALIFIERS.length]!;
    const words = qualifier ? `${verb} ${object} ${qualifier}` : `${verb} ${object}`;
    tools.push({
      slug: words.toUpperCase().replace(/ /g, "_") + `_${index}`,
      name: words,
      description: `${words} in the account (${verb.toLowerCase()}s the ${object}${qualifier ? ` ${qualifier}` : ""} and answers it as JSON).`,
      method: verb === "List" || verb === "Get" || verb === "Search" ? "GET" : "POST",
      path: `/${object}s/${index}`,
    });
  }
  return tools;
}

const bench = await startBenchPlugboard();
try {
  const started = Date.now();
  for (let pluginIndex = 0; pluginIndex < PLUGINS; pluginIndex++) {
    const slug = `catalog-${pluginIndex}`;
    await bench.call("POST", "/api/v1/submissions", {
      slug,
      name: `Catalog app ${pluginIndex}`,
      baseUrl: "https://api.example.com",
      authMethods: [{ type: "api_key", label: "API key" }],
      tools: toolsOf(pluginIndex),
      submitForReview: true,
    });
    await bench.plugboard.admin.reviewPlugin({ slug, status: "approved" });
  }
  await bench.call("POST", "/api/v1/connections", { userId: "bench-user", plugin: "catalog-3", authMethod: "api_key", credentials: { api_key: "k" } });
  console.log(`catalog of ${PLUGINS * TOOLS_PER_PLUGIN} tools created in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const agent = new Agent({ connections: 1 });
  const get = async (path: string, check: (body: Record<string, unknown[] | undefined>) => boolean) => {
    const response = await request(`${bench.baseUrl}${path}`, { headers: { authorization: `Bearer ${bench.key}` }, dispatcher: agent });
    const body = (await response.body.json()) as Record<string, unknown[] | undefined>;
    if (response.statusCode !== 200 || !check(body)) throw new Error(`${path}: ${response.statusCode} ${JSON.stringify(body).slice(0, 300)}`);
  };
  let turn = 0;
  const search = (extra: string) => () => get(`/api/v1/tools/search?q=${encodeURIComponent(QUERIES[turn++ % QUERIES.length]!)}&limit=10${extra}`, (body) => Boolean(body.tools?.length));
  const firstStarted = Date.now();
  await search("")();
  console.log(`first search (builds the index): ${Date.now() - firstStarted} ms`);
  // Interleaved with a route that does only what every API call does (API key, one query, JSON), for scale.
  const rows = await interleavedLatency(
    {
      search: search(""),
      searchForUser: search("&userId=bench-user"),
      baseline: () => get("/api/v1/connections?userId=bench-user", (body) => Boolean(body.connections?.length)),
    },
    { count, warmup: 50 },
  );
  await agent.close();

  console.log(`\nGET /api/v1/tools/search over ${PLUGINS * TOOLS_PER_PLUGIN} tools (${count} sequential requests each, interleaved, ${QUERIES.length} requests in turn, after 50 warm-up)\n`);
  console.log("path                                       p50 ms   p99 ms  mean ms");
  for (const [name, row] of [
    ["search: q, limit=10", rows.search],
    ["search: q, limit=10, userId", rows.searchForUser],
    ["baseline: GET /api/v1/connections?userId", rows.baseline],
  ] as const) {
    console.log(`${name.padEnd(40)} ${row.p50.toFixed(3).padStart(8)} ${row.p99.toFixed(3).padStart(8)} ${row.mean.toFixed(3).padStart(8)}`);
  }
  const worst = Math.max(rows.search.p50, rows.searchForUser.p50);
  console.log(`\nsearch p50 ${worst.toFixed(3)} ms (target ≤ 20 ms) ${worst <= 20 ? "OK" : "ABOVE TARGET"}; over the baseline: ${(worst - rows.baseline.p50).toFixed(3)} ms`);
} finally {
  await bench.plugboard.close();
  process.exit(0);
}
