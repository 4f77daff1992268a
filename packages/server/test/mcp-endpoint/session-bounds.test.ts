import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { McpError, type CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { MAX_JSON_DEPTH } from "@plugboard/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MCP_CLIENT_BUSY_CODE } from "../../src/services/mcp-server/create-mcp-endpoint.js";
import type { Database } from "../../src/store/open-database.js";
import { startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";
import { startUpstream, type Upstream } from "../helpers/upstream-server.js";
import { createMcpPlugin } from "../mcp/helpers/mcp-flow.js";
import { startVariantMcpServer, type VariantMcpServer } from "../mcp/helpers/start-variant-mcp-server.js";

/** The default per-developer bound, and a quarter of it: what one MCP client may hold. */
const PER_DEVELOPER = 64;
const PER_CLIENT = 16;

const publicMethod = { type: "no_auth", label: "Public", isDefault: true };
const tool = (slug: string, method: string, path: string) => ({ slug, name: slug, description: `Tool ${slug}`, method, path });

/** `{ "a": { "a": … 1 } }` nested `depth` levels, as text: `JSON.stringify` itself overflows past a few thousand. */
const nestedText = (depth: number) => '{"a":'.repeat(depth) + "1" + "}".repeat(depth);
const nested = (depth: number): Record<string, unknown> => JSON.parse(nestedText(depth));

async function connectClient(url: string, headers: Record<string, string> = {}): Promise<Client> {
  const client = new Client({ name: "session-bounds-test", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers } }));
  return client;
}

/** A raw JSON-RPC POST to the endpoint, as a client of MCP 2025-03-26 (which still has batches) would send it. */
async function post(url: string, body: string, headers: Record<string, string> = {}): Promise<{ status: number; body: any }> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json, text/event-stream", "mcp-protocol-version": "2025-03-26", ...headers },
    body,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

const callMessage = (id: number | string, name: string, argumentsText: string) => `{"jsonrpc":"2.0","id":${JSON.stringify(id)},"method":"tools/call","params":{"name":"${name}","arguments":${argumentsText}}}`;

describe.each(testDatabases())("what one MCP client may cost, on $name", ({ open }) => {
  let db: Database;
  let pb: TestPlugboard;
  let upstream: Upstream;
  let mcpServer: VariantMcpServer;
  let release: () => void = () => undefined;
  const held = () => upstream.received.filter((request) => request.path === "/hold").length;
  const restExecute = (userId: string, toolSlug: string) => pb.api("POST", "/api/v1/tools/execute", { userId, tool: toolSlug, plugin: "slow" });

  /** From now on `/hold` requests wait until `release()`; returns that function. */
  function holdUpstream(): () => void {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    upstream.reply((request) => (request.path === "/hold" ? { body: { held: true }, until: gate } : undefined));
    release = open;
    return open;
  }

  beforeAll(async () => {
    upstream = await startUpstream();
    db = await open();
    // A tool timeout far beyond the tests' own: nothing here ends by timing out.
    pb = await startPlugboard(db, { toolTimeoutMs: 120_000 });
    await pb.createApprovedPlugin({
      slug: "slow",
      name: "Slow",
      baseUrl: upstream.url,
      authMethods: [publicMethod],
      tools: [tool("HOLD", "POST", "/hold"), tool("ECHO", "POST", "/echo")],
    });
    mcpServer = await startVariantMcpServer({ auth: false });
    const pluginId = await createMcpPlugin(pb, "slow-mcp", { serverUrl: mcpServer.mcpUrl });
    await pb.services.mcpTools.sync(pluginId, { developerId: pb.developerId });
  });
  afterAll(async () => {
    release();
    await pb?.close();
    await upstream?.close();
    await mcpServer?.close();
    await db?.close();
  });

  describe("argument depth (the bound of REST execute params)", () => {
    it("refuses tools/call arguments nested past the bound with invalid params (-32602) naming it; nothing reaches the upstream", async () => {
      const link = await pb.api("POST", "/api/v1/mcp/links", { userId: "alice", plugins: ["slow"] });
      const client = await connectClient(link.body.url);
      try {
        const before = upstream.received.length;
        // At the bound: accepted and sent, as REST execute accepts it.
        const atBound = (await client.callTool({ name: "ECHO", arguments: { q: nested(MAX_JSON_DEPTH - 1) } })) as CallToolResult;
        expect(atBound.isError).toBeFalsy();
        expect(upstream.received.length).toBe(before + 1);
        for (const depth of [MAX_JSON_DEPTH, 1_000]) {
          const refused = await client.callTool({ name: "ECHO", arguments: { q: nested(depth) } }).then(
            () => undefined,
            (error: unknown) => error,
          );
          expect(refused).toBeInstanceOf(McpError);
          expect((refused as McpError).code).toBe(-32602);
          expect((refused as McpError).message).toContain(`arguments.q is nested more than ${MAX_JSON_DEPTH} levels deep`);
        }
        expect(upstream.received.length).toBe(before + 1);
      } finally {
        await client.close();
      }
    });

    it("answers 5,000- and 100,000-deep arguments (raw JSON) with a clean -32602, and keeps serving", async () => {
      const link = await pb.api("POST", "/api/v1/mcp/links", { userId: "alice", plugins: ["slow"] });
      const before = upstream.received.length;
      for (const depth of [5_000, 100_000]) {
        const answer = await post(link.body.url, callMessage(7, "ECHO", `{"q":${nestedText(depth)}}`));
        expect(answer.status, `depth ${depth}`).toBe(200);
        expect(answer.body).toEqual({
          jsonrpc: "2.0",
          id: 7,
          error: { code: -32602, message: expect.stringContaining(`nested more than ${MAX_JSON_DEPTH} levels deep`) },
        });
        expect(answer.body.error.message).not.toMatch(/stack/i);
      }
      expect(upstream.received.length).toBe(before);
      // Search mode's execute_tool checks the same way; and the server still answers.
      const search = await post(`${pb.url}/mcp`, callMessage(8, "execute_tool", `{"tool":"slow/ECHO","params":{"q":${nestedText(100_000)}}}`), {
        authorization: `Bearer ${pb.apiKey}`,
        "x-plugboard-user-id": "alice",
        "x-plugboard-tool-mode": "search",
      });
      expect(search.body.error).toMatchObject({ code: -32602, message: expect.stringContaining(`${MAX_JSON_DEPTH} levels`) });
      const fine = await post(link.body.url, callMessage(9, "ECHO", '{"q":"after"}'));
      expect(fine.body.result.structuredContent).toMatchObject({ ok: true, json: { q: "after" } });
      expect((await fetch(`${pb.url}/health`)).status).toBe(200);
    });
  });

  describe("execution slots of one client", () => {
    it(`one link's 100 parallel slow calls hold at most ${PER_CLIENT} slots; the rest get a JSON-RPC error naming the bound; another user's REST call is served; closing the client frees its slots`, async () => {
      const link = await pb.api("POST", "/api/v1/mcp/links", { userId: "alice", plugins: ["slow"] });
      const client = await connectClient(link.body.url);
      const releaseHeld = holdUpstream();
      const start = held();
      let settled = 0;
      const calls = Array.from({ length: 100 }, () =>
        client.callTool({ name: "HOLD", arguments: {} }).then(
          (result) => ({ result }),
          (error: unknown) => ({ error }),
        ).finally(() => (settled += 1)),
      );
      // Its share reaches the upstream and waits there; every other call is refused at once.
      await expect.poll(() => [held() - start, settled], { timeout: 20_000 }).toEqual([PER_CLIENT, 100 - PER_CLIENT]);

      // Meanwhile the developer's other users are served (not 429).
      const other = await restExecute("bob", "ECHO");
      expect(other.status, JSON.stringify(other.body)).toBe(200);
      expect(other.body).toMatchObject({ success: true, status: 200 });

      // The client goes away: its calls are cancelled upstream and their slots freed.
      await client.close();
      const outcomes = await Promise.all(calls);
      const busy = outcomes.filter((outcome) => "error" in outcome && outcome.error instanceof McpError && outcome.error.code === MCP_CLIENT_BUSY_CODE);
      expect(busy).toHaveLength(100 - PER_CLIENT);
      expect((busy[0] as { error: McpError }).error.message).toContain(`already has ${PER_CLIENT} tool calls in flight`);
      expect((busy[0] as { error: McpError }).error.data).toEqual({ limit: PER_CLIENT, retryAfterSeconds: 1 });
      await expect
        .poll(
          async () => {
            await pb.services.executionLog.flush();
            return db.prisma.executionLog.count({ where: { userId: "alice", toolSlug: "HOLD", error: { contains: "cancelled" } } });
          },
          { timeout: 10_000 },
        )
        .toBe(PER_CLIENT);

      // The developer can again run up to its whole bound (the link's slots are back) …
      const beforeRest = held();
      const rest = Array.from({ length: PER_DEVELOPER }, () => restExecute("bob", "HOLD"));
      await expect.poll(() => held() - beforeRest, { timeout: 20_000 }).toBe(PER_DEVELOPER);
      const over = await restExecute("bob", "ECHO");
      expect(over.status).toBe(429);
      // … and the link is free again for a new client.
      const again = await connectClient(link.body.url);
      releaseHeld();
      expect((await Promise.all(rest)).map((result) => result.status)).toEqual(Array(PER_DEVELOPER).fill(200));
      const echo = (await again.callTool({ name: "ECHO", arguments: { q: "back" } })) as CallToolResult;
      expect(echo.isError).toBeFalsy();
      await again.close();
    });

    it("cancels a gone client's calls to an MCP server too: their slots are free at once", async () => {
      const link = await pb.api("POST", "/api/v1/mcp/links", { userId: "erin", plugins: ["slow-mcp"] });
      const client = await connectClient(link.body.url);
      const calls = [1, 2, 3].map(() => client.callTool({ name: "SLEEP", arguments: { ms: 8_000 } }).catch((error: unknown) => error));
      await expect.poll(() => mcpServer.stats.sleeping, { timeout: 20_000 }).toBe(3);
      const closedAt = Date.now();
      await client.close();
      await Promise.all(calls);
      await expect
        .poll(
          async () => {
            await pb.services.executionLog.flush();
            return db.prisma.executionLog.findMany({ where: { userId: "erin", toolSlug: "SLEEP" }, select: { success: true, error: true } });
          },
          { timeout: 10_000 },
        )
        .toEqual(Array(3).fill({ success: false, error: "The call was cancelled: its caller went away" }));
      // Well before the 8 s the server sleeps: the pipeline stopped waiting when the client left.
      expect(Date.now() - closedAt).toBeLessThan(5_000);
    });

    it(`answers a batch of 100 calls with 100 responses, one per id: ${PER_CLIENT} results and the rest refused; a batch reusing an id is refused whole`, async () => {
      const headers = { authorization: `Bearer ${pb.apiKey}`, "x-plugboard-user-id": "carol", "x-plugboard-plugins": "slow" };
      const releaseHeld = holdUpstream();
      const start = held();
      const batch = `[${Array.from({ length: 100 }, (_, index) => callMessage(index + 1, "HOLD", "{}")).join(",")}]`;
      const answer = post(`${pb.url}/mcp`, batch, headers);
      await expect.poll(() => held() - start, { timeout: 20_000 }).toBe(PER_CLIENT);
      // Header mode: the client is the developer's end-user; another user of the developer is not held back.
      const other = await restExecute("dave", "ECHO");
      expect(other.status).toBe(200);
      releaseHeld();
      const { status, body } = await answer;
      expect(status).toBe(200);
      expect(Array.isArray(body)).toBe(true);
      expect((body as Array<{ id: number }>).map((response) => response.id).sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, index) => index + 1));
      const results = (body as Array<{ result?: CallToolResult; error?: { code: number; message: string } }>).filter((response) => response.result);
      const errors = (body as Array<{ error?: { code: number; message: string; data?: unknown } }>).filter((response) => response.error);
      expect(results).toHaveLength(PER_CLIENT);
      expect(results.every((response) => !response.result!.isError)).toBe(true);
      expect(errors).toHaveLength(100 - PER_CLIENT);
      for (const response of errors) expect(response.error).toMatchObject({ code: MCP_CLIENT_BUSY_CODE, message: expect.stringContaining(`${PER_CLIENT} tool calls in flight`) });

      const before = upstream.received.length;
      const reused = await post(`${pb.url}/mcp`, `[${Array.from({ length: 100 }, () => callMessage(1, "ECHO", "{}")).join(",")}]`, headers);
      expect(reused.status).toBe(400);
      expect(reused.body).toEqual({ jsonrpc: "2.0", id: null, error: { code: -32600, message: expect.stringContaining("several requests with id 1") } });
      expect(upstream.received.length).toBe(before);
      // Ids 1 and "1" are two ids.
      const distinct = await post(`${pb.url}/mcp`, `[${callMessage(1, "ECHO", "{}")},${callMessage("1", "ECHO", "{}")}]`, headers);
      expect(distinct.status).toBe(200);
      expect((distinct.body as Array<{ id: unknown; result?: unknown }>).map((response) => [response.id, "result" in response])).toEqual(
        expect.arrayContaining([[1, true], ["1", true]]),
      );
    });
  });
});
