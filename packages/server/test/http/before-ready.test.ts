import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { createPlugboard, type PlugboardRouter } from "../../src/create-plugboard.js";
import { createLogger } from "../../src/logging/logger.js";
import { TEST_ENCRYPTION_KEY } from "../helpers/start-plugboard.js";

/**
 * `createPlugboard` answers at once with a router whose routes are registered once the database is
 * open: a request that arrives earlier waits and is then served by its route, or gets the start's
 * failure as a JSON error.
 */
describe("requests that arrive before Plugboard is ready", () => {
  let server: Server | undefined;
  let plugboard: PlugboardRouter | undefined;
  afterEach(async () => {
    await plugboard?.close();
    if (server) await new Promise((resolve) => server!.close(resolve));
  });

  async function listen(database: { url: string }): Promise<string> {
    const app = express();
    server = createServer(app);
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", () => resolve()));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    plugboard = createPlugboard({ baseUrl: url, encryptionKey: TEST_ENCRYPTION_KEY, database, logger: createLogger({ level: "silent" }) });
    app.use(plugboard);
    return url;
  }

  it("wait, then are answered by their routes with the security headers", async () => {
    const url = await listen({ url: "memory://" });
    // Sent before `ready` resolves: the embedded database is still being created.
    const [health, unauthorized, missing] = await Promise.all([
      fetch(`${url}/health`),
      fetch(`${url}/api/v1/plugins`),
      fetch(`${url}/no/such/route`),
    ]);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: "ok" });
    expect(unauthorized.status).toBe(401);
    expect(await unauthorized.json()).toMatchObject({ error: "Unauthorized", code: "unauthorized" });
    expect(unauthorized.headers.get("x-frame-options")).toBe("DENY");
    expect(missing.status).toBe(404);
  }, 60_000);

  it("get a JSON error, not a hang or an HTML page, when the database cannot be opened", async () => {
    const url = await listen({ url: "postgres://postgres@127.0.0.1:1/nowhere" });
    const response = await fetch(`${url}/api/v1/plugins`);
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ code: "service_unavailable" });
    await expect(plugboard!.ready).rejects.toThrow();
  }, 60_000);
});
