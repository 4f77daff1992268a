import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Request, Response } from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadSettings } from "../../src/settings/load-settings.js";
import type { Database } from "../../src/store/open-database.js";
import { startPlugboard, TEST_ENCRYPTION_KEY, type TestPlugboard } from "../helpers/start-plugboard.js";
import { openTestDatabase } from "../helpers/test-database.js";
import { createMcpPlugin, execute, RETURN } from "../mcp/helpers/mcp-flow.js";
import { startVariantMcpServer, type VariantMcpServer } from "../mcp/helpers/start-variant-mcp-server.js";

const MB = 1024 * 1024;
const GB = 1024 * MB;
const CHUNK = Buffer.alloc(64 * 1024, "a");

/** An external API that answers with `bytes` of chunked JSON-ish text made on the fly (no Content-Length). */
async function startHugeUpstream() {
  let written = 0;
  const finished: Array<Promise<void>> = [];
  const server: Server = createServer((request, response: ServerResponse) => {
    const bytes = Number(new URL(request.url ?? "/", "http://x").searchParams.get("bytes"));
    finished.push(new Promise((resolve) => response.once("close", () => resolve())));
    response.writeHead(200, { "content-type": "application/json" });
    let sent = 0;
    const pump = () => {
      while (sent < bytes && !response.destroyed) {
        const chunk = bytes - sent < CHUNK.length ? CHUNK.subarray(0, bytes - sent) : CHUNK;
        sent += chunk.length;
        written += chunk.length;
        if (!response.write(chunk)) return void response.once("drain", pump);
      }
      if (!response.destroyed) response.end();
    };
    request.resume();
    pump();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    written: () => written,
    /** Resolves when every answer so far has ended or was cut. */
    settled: () => Promise.all(finished),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const rss = () => process.memoryUsage().rss;

describe("upstream response bodies are bounded while they stream", () => {
  let db: Database;
  let pb: TestPlugboard;
  let small: TestPlugboard;
  let upstream: Awaited<ReturnType<typeof startHugeUpstream>>;
  const servers: VariantMcpServer[] = [];

  beforeAll(async () => {
    upstream = await startHugeUpstream();
    db = await openTestDatabase();
    pb = await startPlugboard(db);
    // The same database, a second server with PLUGBOARD_TOOL_MAX_RESPONSE_BYTES=1 MB.
    small = await startPlugboard(db, { toolMaxResponseBytes: MB, migrate: false });
    await pb.createApprovedPlugin({
      slug: "huge-api",
      name: "Huge API",
      baseUrl: upstream.url,
      tools: [{ slug: "HUGE_GET", name: "Huge", description: "Answers with `bytes` bytes", method: "GET", path: "/answer" }],
    });
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    await small?.close();
    await pb?.close();
    await db?.close();
    await upstream?.close();
  });

  const huge = (on: TestPlugboard, bytes: number) => on.api("POST", "/api/v1/tools/execute", { userId: "u1", tool: "HUGE_GET", params: { bytes } });

  it("a chunked 1 GB answer is cut at 10 MB: 502 naming the limit, the rest never downloaded, memory flat", async () => {
    const before = rss();
    const writtenBefore = upstream.written();
    const result = await huge(pb, GB);
    await upstream.settled();
    expect(result.status).toBe(502);
    expect(result.body).toMatchObject({ success: false, data: null, status: 0, error: "The external API response is larger than the limit of 10485760 bytes" });
    expect(upstream.written() - writtenBefore).toBeLessThan(100 * MB);
    // A sanity bound, not a benchmark: reading the gigabyte would add far more than this.
    expect(rss() - before).toBeLessThan(100 * MB);
  });

  it("eight concurrent 450 MB answers are all refused and memory stays bounded", async () => {
    const before = rss();
    const results = await Promise.all(Array.from({ length: 8 }, () => huge(pb, 450 * MB)));
    await upstream.settled();
    expect(results.map((result) => result.status)).toEqual(Array(8).fill(502));
    expect(rss() - before).toBeLessThan(300 * MB);
  });

  it("follows PLUGBOARD_TOOL_MAX_RESPONSE_BYTES: 1 MB refuses 1 MB + 1 byte and passes 1 MB", async () => {
    const over = await huge(small, MB + 1);
    expect(over.status).toBe(502);
    expect(over.body.error).toBe("The external API response is larger than the limit of 1048576 bytes");
    const fits = await huge(small, MB);
    expect(fits.status).toBe(200);
    expect(fits.body.data).toHaveLength(MB);
    expect((await huge(pb, MB + 1)).status).toBe(200);
  });

  it.each([
    ["an SSE stream", false],
    ["a JSON answer", true],
  ])("an MCP tool result over the limit in %s is a 502 naming it, and the next call works", async (_name, jsonResponse) => {
    const server = await startVariantMcpServer({ auth: false, bigTool: true, jsonResponse });
    servers.push(server);
    const slug = `huge-mcp-${jsonResponse ? "json" : "sse"}`;
    const pluginId = await createMcpPlugin(small, slug, { serverUrl: server.mcpUrl });
    await small.services.mcpTools.sync(pluginId, { developerId: small.developerId });

    const result = await execute(small, "u1", "BIG", { bytes: 3 * MB }, { plugin: slug });
    expect(result.status).toBe(502);
    expect(result.body).toMatchObject({ success: false, data: null });
    expect(result.body.error).toBe("The MCP call failed: The MCP server's response is larger than the limit of 1048576 bytes");
    const fits = await execute(small, "u1", "BIG", { bytes: MB / 2 }, { plugin: slug });
    expect(fits.status).toBe(200);
    expect(fits.body.data.content[0].text).toHaveLength(MB / 2);
    expect((await execute(small, "u1", "ECHO", { message: "still here" }, { plugin: slug })).body.data.content[0].text).toBe("still here");
  });

  it("MCP discovery reads at most 1 MB of a metadata document", async () => {
    let streamed = 0;
    const server = await startVariantMcpServer({
      intercept: (request: Request, response: Response) => {
        if (request.path !== "/.well-known/oauth-authorization-server") return false;
        response.writeHead(200, { "content-type": "application/json" });
        response.write('{"issuer":"');
        const pump = () => {
          while (streamed < 64 * MB && !response.destroyed) {
            streamed += CHUNK.length;
            if (!response.write(CHUNK)) return void response.once("drain", pump);
          }
          if (!response.destroyed) response.end('"}');
        };
        pump();
        return true;
      },
    });
    servers.push(server);
    await createMcpPlugin(pb, "huge-metadata", { serverUrl: server.mcpUrl });
    const result = await pb.api("POST", "/api/v1/connections/initiate", { userId: "u1", plugin: "huge-metadata", connectionType: "mcp", redirectUrl: RETURN });
    expect(result.status).toBe(502);
    expect(result.body.error).toContain("larger than the limit of 1048576 bytes");
    expect(streamed).toBeLessThan(32 * MB);
  });

  it("PLUGBOARD_TOOL_MAX_RESPONSE_BYTES is read from the environment and checked", () => {
    const env = { ENCRYPTION_KEY: TEST_ENCRYPTION_KEY, DATABASE_URL: "memory://" };
    expect(loadSettings(env).toolMaxResponseBytes).toBe(10 * MB);
    expect(loadSettings({ ...env, PLUGBOARD_TOOL_MAX_RESPONSE_BYTES: "2048" }).toolMaxResponseBytes).toBe(2048);
    for (const bad of ["0", "-5", "ten", "1.5"]) {
      expect(() => loadSettings({ ...env, PLUGBOARD_TOOL_MAX_RESPONSE_BYTES: bad })).toThrow(/PLUGBOARD_TOOL_MAX_RESPONSE_BYTES/);
    }
  });
});
