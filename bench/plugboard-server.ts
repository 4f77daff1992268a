// Plugboard for the benchmark, in its own process: embedded database in memory (or BENCH_DATABASE_URL).
import { profileIfAsked } from "./profile-if-asked.js";
import { startBenchPlugboard } from "./start-bench-plugboard.js";

const upstream = process.env.BENCH_UPSTREAM_URL!;
const { baseUrl, key, plugboard, call } = await startBenchPlugboard();
const item = { name: "Get item", description: "Reads an item", method: "GET", path: "/items/{id}" };
await call("POST", "/api/v1/submissions", {
  slug: "bench-open", name: "Open", baseUrl: upstream, submitForReview: true,
  tools: [{ ...item, slug: "OPEN_GET_ITEM" }], authMethods: [{ type: "no_auth", label: "None" }],
});
await call("POST", "/api/v1/submissions", {
  slug: "bench-keyed", name: "Keyed", baseUrl: upstream, submitForReview: true,
  tools: [{ ...item, slug: "KEYED_GET_ITEM" }], authMethods: [{ type: "api_key", label: "Key" }],
});
await plugboard.admin.reviewPlugin({ slug: "bench-open", status: "approved" });
await plugboard.admin.reviewPlugin({ slug: "bench-keyed", status: "approved" });
await call("POST", "/api/v1/connections", { userId: "bench-user", plugin: "bench-keyed", authMethod: "api_key", credentials: { api_key: "upstream-key" } });
await profileIfAsked("plugboard");
process.send?.({ baseUrl, key });
