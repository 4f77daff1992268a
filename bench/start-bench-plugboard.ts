// Shared by the benchmarks: Plugboard in this process on a loopback port (served like `plugboard serve`), in-memory database (or
// BENCH_DATABASE_URL, or the given database), with an admin developer and API key, and a `call` helper for its API.
import { createServer } from "node:http";
import express from "express";
import { createLogger, createPlugboard, expressServerOptions, type PlugboardRouter } from "@plugboard/server";

/** A running benchmark Plugboard. */
export interface BenchPlugboard {
  baseUrl: string;
  key: string;
  plugboard: PlugboardRouter;
  call(method: string, path: string, body?: unknown): Promise<any>;
}

/** Starts Plugboard for a benchmark and creates its admin key (`database` defaults to BENCH_DATABASE_URL or memory://). */
export async function startBenchPlugboard(options: { database?: { url?: string; dataDir?: string }; webhooks?: { deliver?: boolean; maxInFlightPerEndpoint?: number; maxInFlightPerDeveloper?: number } } = {}): Promise<BenchPlugboard> {
  const app = express();
  // Served as `plugboard serve` serves: requests born with Express's prototypes (expressServerOptions).
  const server = createServer(expressServerOptions(app), app);
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const address = server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  const plugboard = createPlugboard({
    baseUrl,
    encryptionKey: "ab".repeat(32),
    database: options.database ?? { url: process.env.BENCH_DATABASE_URL || "memory://" },
    logger: createLogger({ level: "warn" }),
    ...(options.webhooks ? { webhooks: options.webhooks } : {}),
    // PLUGBOARD_OUTBOUND_FAST_PATH=off (or PLUGBOARD_RUNTIME_FAST_PATHS=off) measures the plain path (undici's fetch, the MCP SDK's own transport).
    outboundFastPath: process.env.PLUGBOARD_OUTBOUND_FAST_PATH !== "off" && process.env.PLUGBOARD_RUNTIME_FAST_PATHS !== "off",
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
    return response.json();
  };
  return { baseUrl, key, plugboard, call };
}
