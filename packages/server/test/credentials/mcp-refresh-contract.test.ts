import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startExampleMcpServer, type ExampleMcpServer } from "../../../../examples/mcp-server/src/index.js";
import type { Database } from "../../src/store/open-database.js";
import { startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { storedCredential } from "../helpers/stored-credential.js";
import { testDatabases } from "../helpers/test-database.js";
import { connectMcp, createMcpPlugin, execute } from "../mcp/helpers/mcp-flow.js";

const textOf = (result: CallToolResult) => result.content.map((block) => (block.type === "text" ? block.text : "")).join("\n");

/**
 * The one error contract of the credential lifecycle, for MCP credentials (the REST half is in
 * test/oauth/token-refresh.test.ts). The rule: when the refresh of an expired token fails, the call
 * still goes out with the old token — a server that accepts it answers normally; one that refuses it
 * (401) gets the refresh failure as the answer: `invalid_grant` a 409 `reauthorization_required` with a
 * connect link for the connection's account (and `connection.needs_reauth` recorded), anything else a
 * 502 with the reason — for execute and for tools/call through Plugboard's MCP endpoint, whether the
 * token expired by time or the server refused it with 401 first.
 */
describe.each(testDatabases())("MCP credentials: the refresh error contract on $name", ({ open }) => {
  let db: Database;
  let pb: TestPlugboard;
  let server: ExampleMcpServer;
  let pluginId: string;
  /** When set, the authorization server's token endpoint answers refreshes with this status and OAuth error. */
  let tokenFailure: { status: number; error: string } | null = null;
  /** How many refresh requests `tokenFailure` answered. */
  let failedRefreshes = 0;
  const clients: Client[] = [];

  /** Connects the user through the MCP OAuth flow; the first one also syncs the server's tools. */
  const connect = async (userId: string) => {
    await connectMcp(pb, "contract", userId);
    expect((await pb.api("GET", `/api/v1/tools?plugin=contract&userId=${userId}`)).status).toBe(200);
  };
  const run = (userId: string, message: string) => execute(pb, userId, "ECHO", { message }, { plugin: "contract" });
  const connectionOf = (userId: string) => db.prisma.connection.findFirstOrThrow({ where: { pluginId, userId } });
  const mcpStatusOf = async (userId: string) => (await storedCredential(pb.context, (await connectionOf(userId)).id, "mcp"))?.status;
  /** Makes the stored access token expired by time: the next call refreshes before calling. */
  const expireByTime = async (userId: string) => {
    const connectionId = (await connectionOf(userId)).id;
    await db.prisma.credential.update({ where: { connectionId_source: { connectionId, source: "mcp" } }, data: { expiresAt: new Date(Date.now() - 1000) } });
    pb.services.bus.publish({ kind: "connection", developerId: pb.developerId, userId, pluginId });
  };
  const needsReauthEvents = async (userId: string) =>
    (await db.prisma.webhookEvent.findMany({ where: { type: "connection.needs_reauth" } }))
      .map((event) => JSON.parse(event.body) as { data: Record<string, unknown> })
      .filter((event) => event.data.userId === userId);

  beforeAll(async () => {
    db = await open();
    server = await startExampleMcpServer({ accessTokenTtlSeconds: 3600 });
    const fetchWithFailures: typeof fetch = async (input, init) => {
      const body = typeof init?.body === "string" ? init.body : init?.body instanceof URLSearchParams ? init.body.toString() : "";
      if (tokenFailure && String(input).endsWith("/token") && body.includes("grant_type=refresh_token")) {
        failedRefreshes += 1;
        return new Response(JSON.stringify({ error: tokenFailure.error, error_description: "the token service is down" }), {
          status: tokenFailure.status,
          headers: { "content-type": "application/json" },
        });
      }
      return fetch(input, init);
    };
    pb = await startPlugboard(db, { fetch: fetchWithFailures, webhooks: { deliver: false } });
    pluginId = await createMcpPlugin(pb, "contract", { serverUrl: server.mcpUrl });
    expect((await pb.api("POST", "/api/v1/webhooks", { url: "https://hooks.example/plugboard", events: ["connection.needs_reauth"] })).status).toBe(201);
  });
  afterAll(async () => {
    for (const client of clients) await client.close().catch(() => undefined);
    await pb?.close();
    await server?.close();
    await db?.close();
  });

  it("an expired token whose refresh fails otherwise still goes out: the server accepting it answers, refusing it (401) is a 502 with the reason", async () => {
    await connect("ines");
    const warm = await run("ines", "warm");
    expect(warm.body.success, JSON.stringify(warm.body)).toBe(true);
    await expireByTime("ines");
    const calls = server.stats.toolCalls;
    const refreshes = failedRefreshes;
    tokenFailure = { status: 503, error: "temporarily_unavailable" };
    try {
      // The server still accepts the old token: the call succeeds.
      const served = await run("ines", "old token");
      expect(served.status, JSON.stringify(served.body)).toBe(200);
      expect(served.body).toMatchObject({ success: true });
      expect(server.stats.toolCalls).toBe(calls + 1);
      // The server refuses it now: the refresh failure is the answer, without a second refresh on the 401.
      server.expireAccessTokens();
      const failed = await run("ines", "stale?");
      expect(failed.status).toBe(502);
      expect(failed.body).toMatchObject({ success: false, status: 0, error: expect.stringContaining("temporarily_unavailable") });
      expect(server.stats.toolCalls).toBe(calls + 1);
      expect(failedRefreshes).toBe(refreshes + 2);
    } finally {
      tokenFailure = null;
    }
    expect(await mcpStatusOf("ines")).toBe("active");
    // The grant is intact: once the token service is back, the same connection refreshes and calls.
    expect((await run("ines", "back")).body.success).toBe(true);
  });

  it("a token the server refuses with 401 whose refresh fails otherwise is a 502 with the reason, not a 409", async () => {
    await connect("jon");
    expect((await run("jon", "warm")).body.success).toBe(true);
    server.expireAccessTokens();
    const calls = server.stats.toolCalls;
    tokenFailure = { status: 500, error: "server_error" };
    try {
      const failed = await run("jon", "stale?");
      expect(failed.status).toBe(502);
      expect(failed.body).toMatchObject({ success: false, error: expect.stringContaining("server_error") });
    } finally {
      tokenFailure = null;
    }
    expect(server.stats.toolCalls).toBe(calls);
    expect((await run("jon", "back")).body.success).toBe(true);
  });

  it("invalid_grant after a 401 is a 409 reauthorization_required with a connect link for the account, marks needs_reauth and records the event", async () => {
    await connect("kim");
    expect((await run("kim", "warm")).body.success).toBe(true);
    server.revokeAllTokens();
    const refused = await run("kim", "x");
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: "reauthorization_required",
      plugin: "contract",
      accountLabel: "default",
      connectUrl: expect.stringMatching(`^${pb.url}/connect/contract\\?token=`),
      connectionRequestId: expect.any(String),
    });
    expect(await mcpStatusOf("kim")).toBe("needs_reauth");
    expect((await pb.api("GET", "/api/v1/connections?userId=kim")).body.connections[0]).toMatchObject({ mcpStatus: "needs_reauth" });
    expect(await needsReauthEvents("kim")).toEqual([expect.objectContaining({ data: expect.objectContaining({ plugin: "contract", authMethod: "mcp", error: "invalid_grant" }) })]);
    // Later calls answer the same 409 without asking the server again.
    const refreshes = server.stats.refreshRequests;
    expect((await run("kim", "again")).body.code).toBe("reauthorization_required");
    expect(server.stats.refreshRequests).toBe(refreshes);
  });

  it("invalid_grant of an expired token: the old token goes out and the server's 401 answers the same 409", async () => {
    await connect("lea");
    await expireByTime("lea");
    server.revokeAllTokens();
    const refused = await run("lea", "x");
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: "reauthorization_required", accountLabel: "default", connectUrl: expect.any(String) });
    expect(await mcpStatusOf("lea")).toBe("needs_reauth");
  });

  it("invalid_grant of an expired token the server still accepts: the call succeeds, the account is marked needs_reauth", async () => {
    await connect("noa");
    await expireByTime("noa");
    const calls = server.stats.toolCalls;
    tokenFailure = { status: 400, error: "invalid_grant" };
    try {
      const served = await run("noa", "old token");
      expect(served.status, JSON.stringify(served.body)).toBe(200);
      expect(served.body).toMatchObject({ success: true });
    } finally {
      tokenFailure = null;
    }
    expect(server.stats.toolCalls).toBe(calls + 1);
    expect(await mcpStatusOf("noa")).toBe("needs_reauth");
    expect(await needsReauthEvents("noa")).toHaveLength(1);
    // Marked: later calls send the stored token without a refresh; a server that refuses it answers the 409.
    const refreshes = server.stats.refreshRequests;
    server.expireAccessTokens();
    const refused = await run("noa", "x");
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: "reauthorization_required", connectUrl: expect.any(String) });
    expect(server.stats.refreshRequests).toBe(refreshes);
  });

  it("tools/call through Plugboard's MCP endpoint: a failed refresh is an error result with the reason, invalid_grant a connect link", async () => {
    await connect("max");
    const link = await pb.api("POST", "/api/v1/mcp/links", { userId: "max" });
    expect(link.status, JSON.stringify(link.body)).toBe(201);
    const mcp = new Client({ name: "contract-test", version: "1.0.0" });
    await mcp.connect(new StreamableHTTPClientTransport(new URL(link.body.url)));
    clients.push(mcp);
    const echo = (await mcp.listTools()).tools.find((tool) => tool.name.endsWith("ECHO"))!;
    expect(echo).toBeDefined();
    const call = async (message: string) => (await mcp.callTool({ name: echo.name, arguments: { message } })) as CallToolResult;
    expect((await call("warm")).isError).toBeFalsy();

    await expireByTime("max");
    tokenFailure = { status: 503, error: "temporarily_unavailable" };
    try {
      expect((await call("old token")).isError).toBeFalsy();
      server.expireAccessTokens();
      const failed = await call("stale?");
      expect(failed.isError).toBe(true);
      expect(textOf(failed)).toContain("temporarily_unavailable");
    } finally {
      tokenFailure = null;
    }

    server.revokeAllTokens();
    const refused = await call("x");
    expect(refused.isError).toBe(true);
    const connectUrl = /https?:\/\/\S+\/connect\/contract\?token=\S+/.exec(textOf(refused))?.[0];
    expect(connectUrl, textOf(refused)).toBeDefined();
    expect((await fetch(connectUrl!)).status).toBe(200);
  });
});
