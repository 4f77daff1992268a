import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { createPlugboard, plugboardInternals, type PlugboardInternals, type PlugboardRouter } from "../../src/create-plugboard.js";
import { expressServerOptions } from "../../src/http/express-server-options.js";
import { createLogger } from "../../src/logging/logger.js";
import type { CreatePlugboardOptions } from "../../src/settings/create-plugboard-options.js";
import type { Database } from "../../src/store/open-database.js";

/** A fixed test encryption key (never used outside tests). */
export const TEST_ENCRYPTION_KEY = "0f".repeat(32);

/** One HTTP exchange the harness saw, kept so tests can scan everything that went out. */
export interface RecordedResponse {
  method: string;
  path: string;
  status: number;
  headers: Record<string, string>;
  text: string;
}

/** A running Plugboard on a loopback port, with a developer and API key ready. */
export interface TestPlugboard {
  url: string;
  plugboard: PlugboardRouter;
  services: PlugboardInternals["services"];
  context: PlugboardInternals;
  apiKey: string;
  developerId: string;
  /** Every response seen through `api` / `request`, and every log line written. */
  responses: RecordedResponse[];
  logs: string[];
  /** Calls `/api/v1…` (or any path) with the developer's key; parses JSON when possible. */
  api<T = any>(method: string, path: string, body?: unknown, options?: { apiKey?: string | null; headers?: Record<string, string> }): Promise<{ status: number; body: T; headers: Headers }>;
  /** Creates another developer with its own key (tenant-isolation tests). */
  newDeveloper(email: string, options?: { admin?: boolean }): Promise<{ id: string; apiKey: string }>;
  /** Creates and approves a plugin through the public API, returns its id. */
  createApprovedPlugin(body: Record<string, unknown>): Promise<string>;
  close(): Promise<void>;
}

let counter = 0;

/**
 * Starts Plugboard over `database` on 127.0.0.1 with a fresh admin developer and API key.
 *
 * @example
 * const pb = await startPlugboard(await open());
 * const { status, body } = await pb.api("GET", "/api/v1/plugins");
 */
export async function startPlugboard(database: Database, options: Partial<CreatePlugboardOptions> = {}): Promise<TestPlugboard> {
  const logs: string[] = [];
  const responses: RecordedResponse[] = [];
  const app = express();
  // Served as `plugboard serve` serves it.
  const server: Server = createServer(expressServerOptions(app), app);
  // Tests call services directly between requests; on a loaded machine that can outlast Node's 5 s
  // keep-alive, and a request sent as the server closes the idle socket fails with ECONNRESET.
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const port = (server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}`;
  const plugboard = createPlugboard({
    baseUrl: url,
    encryptionKey: TEST_ENCRYPTION_KEY,
    database,
    logger: createLogger({ level: "debug", write: (line) => logs.push(line) }),
    ...options,
  });
  app.use(plugboard);
  const context = await plugboardInternals(plugboard);
  const { services } = context;
  counter += 1;
  const developer = await services.developers.ensure({ email: `dev-${process.pid}-${counter}-${Date.now()}@test.local`, admin: true });
  const key = await services.apiKeys.create({ developerId: developer.id, name: "test" });

  async function api(method: string, path: string, body?: unknown, options: { apiKey?: string | null; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    const presented = options.apiKey === undefined ? key.key : options.apiKey;
    if (presented) headers.authorization = `Bearer ${presented}`;
    let payload: string | undefined;
    if (body !== undefined) {
      headers["content-type"] ??= "application/json";
      payload = typeof body === "string" ? body : JSON.stringify(body);
    }
    const response = await fetch(url + path, { method, headers, body: payload, redirect: "manual" });
    const text = await response.text();
    responses.push({ method, path, status: response.status, headers: Object.fromEntries(response.headers), text });
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON
    }
    return { status: response.status, body: parsed as any, headers: response.headers };
  }

  return {
    url,
    plugboard,
    services,
    context,
    apiKey: key.key,
    developerId: developer.id,
    responses,
    logs,
    api,
    async newDeveloper(email, options = {}) {
      const other = await services.developers.ensure({ email, admin: options.admin ?? false });
      const otherKey = await services.apiKeys.create({ developerId: other.id, name: "test" });
      return { id: other.id, apiKey: otherKey.key };
    },
    async createApprovedPlugin(body) {
      const created = await api("POST", "/api/v1/submissions", { submitForReview: true, ...body });
      if (created.status !== 200 && created.status !== 201) throw new Error(`submission failed: ${created.status} ${JSON.stringify(created.body)}`);
      await services.review.review({ id: created.body.id }, "approved");
      return created.body.id as string;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await plugboard.close();
    },
  };
}

/** Asserts that no response body, header or log line holds any of `secrets`. */
export function findLeakedSecrets(pb: Pick<TestPlugboard, "responses" | "logs">, secrets: readonly string[]): string[] {
  const leaks: string[] = [];
  for (const secret of secrets) {
    for (const response of pb.responses) {
      if (response.text.includes(secret) || Object.values(response.headers).some((value) => value.includes(secret))) {
        leaks.push(`${secret.slice(0, 4)}… in ${response.method} ${response.path} (${response.status})`);
      }
    }
    for (const line of pb.logs) if (line.includes(secret)) leaks.push(`${secret.slice(0, 4)}… in log line`);
  }
  return leaks;
}
