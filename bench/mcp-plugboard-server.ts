// Plugboard for the MCP benchmark, in its own process: an MCP plugin on the benchmark's MCP server,
// its tools synced into the cache. Embedded database in memory (or BENCH_DATABASE_URL).
import { createServer } from "node:http";
import express from "express";
import { createLogger, createPlugboard } from "@plugboard/server";

const mcpUrl = process.env.BENCH_MCP_URL!;
const app = express();
const server = createServer(app);
server.keepAliveTimeout = 60_000;
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
const address = server.address();
const baseUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
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
const call = async (method: string, path: string, body?: unknown) => {
  const response = await fetch(baseUrl + path, {
    method,
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<any>;
};
const created = await call("POST", "/api/v1/submissions", { slug: "bench-mcp", name: "Bench MCP", toolSource: "mcp", mcpConfig: { serverUrl: mcpUrl }, submitForReview: true });
await plugboard.admin.reviewPlugin({ slug: "bench-mcp", status: "approved" });
await call("POST", `/api/dashboard/plugins/${created.id}/mcp-sync`);
await call("POST", "/api/v1/connections/initiate", { userId: "bench-user", plugin: "bench-mcp", connectionType: "mcp", redirectUrl: "http://localhost/done" });
process.on("SIGINT", () => process.exit(0));
process.send?.({ baseUrl, key });
