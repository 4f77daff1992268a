// Plugboard for the benchmark, in its own process: embedded database in memory (or BENCH_DATABASE_URL).
import { createServer } from "node:http";
import express from "express";
import { createLogger, createPlugboard } from "@plugboard/server";

const upstream = process.env.BENCH_UPSTREAM_URL!;
const app = express();
const server = createServer(app);
server.keepAliveTimeout = 60_000;
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
const address = server.address();
const port = typeof address === "object" && address ? address.port : 0;
const baseUrl = `http://127.0.0.1:${port}`;
const plugboard = createPlugboard({
  baseUrl,
  encryptionKey: "ab".repeat(32),
  database: { url: process.env.BENCH_DATABASE_URL || "memory://" },
  logger: createLogger({ level: "warn" }),
});
app.use(plugboard);
await plugboard.ready;
await plugboard.admin.createDeveloper({ email: "bench@localhost", admin: true });
const { key } = await plugboard.admin.createApiKey({ email: "bench@localhost", name: "bench" });
const call = async (method: string, path: string, body: unknown) => {
  const response = await fetch(baseUrl + path, {
    method,
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<unknown>;
};
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
if (process.env.BENCH_PROFILE) {
  // Profile only the measured phase (not start-up and migrations).
  const { Session } = await import("node:inspector/promises");
  const { writeFileSync } = await import("node:fs");
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.start");
  process.on("SIGINT", async () => {
    const { profile } = await session.post("Profiler.stop");
    writeFileSync(`${process.env.BENCH_PROFILE}/plugboard.cpuprofile`, JSON.stringify(profile));
    process.exit(0);
  });
} else {
  process.on("SIGINT", () => process.exit(0));
}
process.send?.({ baseUrl, key });
