import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { StreamableHTTPError } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { type ExampleMcpServer, startExampleMcpServer } from "../src/index.js";
import { INITIALIZE, connectSse, connectStreamable, firstText, obtainTokens, postMcp } from "./oauth-flow.js";

/** Initializes a raw Streamable HTTP session and returns its id. */
async function openSession(server: ExampleMcpServer, token: string): Promise<string> {
  const response = await postMcp(server.mcpUrl, INITIALIZE, { Authorization: `Bearer ${token}` });
  expect(response.status).toBe(200);
  await response.body?.cancel();
  const id = response.headers.get("mcp-session-id");
  if (!id) throw new Error("no session id");
  return id;
}

const listTools = (server: ExampleMcpServer, token: string, sessionId: string) =>
  postMcp(
    server.mcpUrl,
    { jsonrpc: "2.0", id: 2, method: "tools/list", params: {} },
    { Authorization: `Bearer ${token}`, "Mcp-Session-Id": sessionId, "MCP-Protocol-Version": "2025-06-18" },
  );

describe("token checks on MCP requests", () => {
  let server: ExampleMcpServer;
  beforeAll(async () => {
    server = await startExampleMcpServer();
  });
  afterAll(() => server.close());

  it("refuses a token issued for another resource (audience) with 401 invalid_token", async () => {
    const token = server.issueAccessToken({ resource: "https://other.example/mcp" });
    const response = await postMcp(server.mcpUrl, INITIALIZE, { Authorization: `Bearer ${token}` });
    expect(response.status).toBe(401);
    const challenge = response.headers.get("www-authenticate") ?? "";
    expect(challenge).toContain('realm="mcp"');
    expect(challenge).toContain('error="invalid_token"');
    expect(challenge).toContain("resource_metadata=");
    // The same token minted for this server's resource is accepted.
    const good = server.issueAccessToken();
    expect((await postMcp(server.mcpUrl, INITIALIZE, { Authorization: `Bearer ${good}` })).status).toBe(200);
  });

  it("refuses a valid token of another MCP server (tokens are not passed through)", async () => {
    const other = await startExampleMcpServer();
    try {
      const { tokens } = await obtainTokens(other);
      const response = await postMcp(server.mcpUrl, INITIALIZE, { Authorization: `Bearer ${tokens.access_token}` });
      expect(response.status).toBe(401);
      await expect(connectStreamable(server.mcpUrl, tokens.access_token)).rejects.toBeInstanceOf(StreamableHTTPError);
    } finally {
      await other.close();
    }
  });

  it("refuses malformed Authorization headers and expired tokens", async () => {
    for (const header of ["Basic abc", "Bearer", "Bearer a b"]) {
      const response = await postMcp(server.mcpUrl, INITIALIZE, { Authorization: header });
      expect(response.status, header).toBe(401);
      expect(response.headers.get("www-authenticate"), header).toContain('error="invalid_token"');
    }
    const expired = server.issueAccessToken({ expiresInSeconds: 0 });
    expect((await postMcp(server.mcpUrl, INITIALIZE, { Authorization: `Bearer ${expired}` })).status).toBe(401);
  });

  it("checks the token of every request in a session, not only the first", async () => {
    const token = server.issueAccessToken();
    const sessionId = await openSession(server, token);
    expect((await listTools(server, token, sessionId)).status).toBe(200);
    const withoutToken = await postMcp(server.mcpUrl, { jsonrpc: "2.0", id: 3, method: "tools/list" }, { "Mcp-Session-Id": sessionId });
    expect(withoutToken.status).toBe(401);
    server.expireAccessTokens();
    expect((await listTools(server, token, sessionId)).status).toBe(401);
  });

  it("answers tools/call with 403 insufficient_scope when the token lacks tools:call", async () => {
    const { tokens } = await obtainTokens(server, { scope: "tools:read" });
    const { client } = await connectStreamable(server.mcpUrl, tokens.access_token);
    try {
      expect((await client.listTools()).tools.length).toBe(6);
      const call = client.callTool({ name: "echo", arguments: { message: "x" } });
      await expect(call).rejects.toMatchObject({ code: 403 });
    } finally {
      await client.close();
    }
    const sessionId = await openSession(server, tokens.access_token);
    const response = await postMcp(
      server.mcpUrl,
      { jsonrpc: "2.0", id: 9, method: "tools/call", params: { name: "echo", arguments: { message: "x" } } },
      { Authorization: `Bearer ${tokens.access_token}`, "Mcp-Session-Id": sessionId, "MCP-Protocol-Version": "2025-06-18" },
    );
    expect(response.status).toBe(403);
    expect(response.headers.get("www-authenticate")).toMatch(/error="insufficient_scope".*scope="tools:read tools:call"/);
  });
});

describe("Streamable HTTP sessions", () => {
  let server: ExampleMcpServer;
  beforeAll(async () => {
    server = await startExampleMcpServer();
  });
  afterAll(() => server.close());

  it("hands out unpredictable session ids and answers an unknown one with 404", async () => {
    const token = server.issueAccessToken();
    const first = await openSession(server, token);
    const second = await openSession(server, token);
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(second).not.toBe(first);
    const unknown = await listTools(server, token, "00000000-0000-4000-8000-000000000000");
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { code: -32001, message: "Session not found" } });
  });

  it("never lets a session id authorize: another user's valid token cannot use the session (404)", async () => {
    const alice = server.issueAccessToken({ subject: "alice" });
    const mallory = server.issueAccessToken({ subject: "mallory" });
    const sessionId = await openSession(server, alice);
    expect((await listTools(server, mallory, sessionId)).status).toBe(404);
    expect((await listTools(server, alice, sessionId)).status).toBe(200);
  });

  it("after forgetSessions the old Mcp-Session-Id gets 404 and a new session works", async () => {
    const token = server.issueAccessToken();
    const { client, transport } = await connectStreamable(server.mcpUrl, token);
    const sessionId = transport.sessionId ?? "";
    expect(sessionId).not.toBe("");
    expect((await client.listTools()).tools.length).toBe(6);
    const created = server.stats.sessionsCreated;
    server.forgetSessions();
    expect((await listTools(server, token, sessionId)).status).toBe(404);
    await expect(client.listTools()).rejects.toMatchObject({ code: 404 });
    await client.close().catch(() => {});
    const again = await connectStreamable(server.mcpUrl, token);
    expect((await again.client.listTools()).tools.length).toBe(6);
    expect(server.stats.sessionsCreated).toBe(created + 1);
    await again.client.close();
  });

  it("ends a session on DELETE /mcp", async () => {
    const token = server.issueAccessToken();
    const { client, transport } = await connectStreamable(server.mcpUrl, token);
    const sessionId = transport.sessionId ?? "";
    await transport.terminateSession();
    expect((await listTools(server, token, sessionId)).status).toBe(404);
    await client.close();
  });

  it("rejects a non-initialize request without a session id with 400", async () => {
    const token = server.issueAccessToken();
    const response = await postMcp(server.mcpUrl, { jsonrpc: "2.0", id: 1, method: "tools/list" }, { Authorization: `Bearer ${token}` });
    expect(response.status).toBe(400);
  });

  it("answers invalid JSON with a JSON-RPC parse error", async () => {
    const token = server.issueAccessToken();
    const response = await fetch(server.mcpUrl, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json", Accept: "application/json, text/event-stream" },
      body: "{not json",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ jsonrpc: "2.0", error: { code: -32700 } });
  });

  it("counts sessions and tool calls", async () => {
    const before = { ...server.stats };
    const { client } = await connectStreamable(server.mcpUrl, server.issueAccessToken());
    await client.callTool({ name: "add", arguments: { a: 1, b: 1 } });
    await client.callTool({ name: "fail", arguments: {} });
    await client.close();
    expect(server.stats.sessionsCreated - before.sessionsCreated).toBe(1);
    expect(server.stats.toolCalls - before.toolCalls).toBe(2);
  });
});

describe("legacy HTTP+SSE transport", () => {
  let server: ExampleMcpServer;
  afterEach(() => server.close());

  it("serves GET /sse and POST /messages?sessionId= to the SDK's SSEClientTransport, with the token checked", async () => {
    server = await startExampleMcpServer();
    const { tokens } = await obtainTokens(server, { loginHint: "dave" });
    const { client } = await connectSse(server.sseUrl, tokens.access_token);
    try {
      expect((await client.listTools()).tools.map((tool) => tool.name)).toContain("get-time");
      expect(firstText(await client.callTool({ name: "echo", arguments: { message: "old" } }))).toBe("echo: old");
      expect(JSON.parse(firstText(await client.callTool({ name: "whoami", arguments: {} }))).subject).toBe("dave");
    } finally {
      await client.close();
    }
    await expect(connectSse(server.sseUrl)).rejects.toThrow();
    const unknown = await fetch(`${server.url}/messages?sessionId=nope`, {
      method: "POST",
      headers: { Authorization: `Bearer ${tokens.access_token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
    });
    expect(unknown.status).toBe(404);
  });

  it("also opens the legacy stream on GET /mcp without a session id (the legacy HTTP+SSE transport)", async () => {
    server = await startExampleMcpServer();
    const { client } = await connectSse(server.mcpUrl, server.issueAccessToken());
    expect(firstText(await client.callTool({ name: "add", arguments: { a: 1, b: 2 } }))).toBe("3");
    await client.close();
  });

  it("legacy only (streamableHttp: false): POST /mcp is 405 so clients fall back to SSE on GET /mcp", async () => {
    server = await startExampleMcpServer({ streamableHttp: false });
    const token = server.issueAccessToken();
    const post = await postMcp(server.mcpUrl, INITIALIZE, { Authorization: `Bearer ${token}` });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET");
    // Unauthenticated, the challenge still comes first so discovery works.
    expect((await postMcp(server.mcpUrl, INITIALIZE)).status).toBe(401);
    await expect(connectStreamable(server.mcpUrl, token)).rejects.toBeInstanceOf(StreamableHTTPError);
    const { client } = await connectSse(server.mcpUrl, token);
    expect((await client.listTools()).tools.length).toBe(6);
    await client.close();
  });

  it("legacySse: false serves no /sse", async () => {
    server = await startExampleMcpServer({ legacySse: false });
    const token = server.issueAccessToken();
    expect((await fetch(server.sseUrl, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(404);
    expect((await fetch(server.mcpUrl, { headers: { Authorization: `Bearer ${token}`, Accept: "text/event-stream" } })).status).toBe(400);
  });
});

describe("requireAuth: false", () => {
  it("serves MCP over both transports without any token", async () => {
    const server = await startExampleMcpServer({ requireAuth: false });
    try {
      const { client } = await connectStreamable(server.mcpUrl);
      expect(firstText(await client.callTool({ name: "echo", arguments: { message: "open" } }))).toBe("echo: open");
      expect(JSON.parse(firstText(await client.callTool({ name: "whoami", arguments: {} })))).toEqual({
        subject: "anonymous",
        clientId: null,
        scopes: [],
      });
      await client.close();
      const sse = await connectSse(server.sseUrl);
      expect((await sse.client.listTools()).tools.length).toBe(6);
      await sse.client.close();
    } finally {
      await server.close();
    }
  });
});
