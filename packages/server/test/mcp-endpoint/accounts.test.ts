import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/store/open-database.js";
import { startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";
import { startUpstream, type Upstream } from "../helpers/upstream-server.js";

const TOKENS = { default: "tok_mcp_default_11", work: "tok_mcp_work_22", other: "tok_mcp_other_33" };

describe.each(testDatabases())("MCP endpoint: choosing the account on $name", ({ open }) => {
  let db: Database;
  let pb: TestPlugboard;
  let upstream: Upstream;
  const clients: Client[] = [];

  const client = async (url: string, headers: Record<string, string> = {}) => {
    const created = new Client({ name: "accounts-test", version: "1.0.0" });
    await created.connect(new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers } }));
    clients.push(created);
    return created;
  };
  /** Calls a tool through `mcp` and answers the token the upstream received. */
  const tokenOfCall = async (mcp: Client, name: string) => {
    const result = (await mcp.callTool({ name, arguments: {} })) as CallToolResult;
    expect(result.isError, JSON.stringify(result.content)).toBeFalsy();
    return upstream.received.at(-1)!.headers.authorization;
  };

  beforeAll(async () => {
    db = await open();
    upstream = await startUpstream();
    pb = await startPlugboard(db);
    for (const slug of ["mail", "chat"]) {
      await pb.createApprovedPlugin({
        slug,
        name: slug,
        baseUrl: upstream.url,
        authMethods: [{ type: "bearer_token", label: "Token" }],
        tools: [{ slug: `${slug.toUpperCase()}_ME`, name: "Me", description: "Who am I", method: "GET", path: `/${slug}/me` }],
      });
    }
    const connect = (plugin: string, token: string, accountLabel?: string) =>
      pb.api("POST", "/api/v1/connections", { userId: "mia", plugin, authMethod: "bearer_token", credentials: { token }, ...(accountLabel ? { accountLabel, addAccount: true } : {}) });
    await connect("mail", TOKENS.default);
    await connect("mail", TOKENS.work, "work");
    await connect("chat", TOKENS.other);
  });
  afterAll(async () => {
    for (const created of clients) await created.close().catch(() => undefined);
    await pb?.close();
    await upstream?.close();
    await db?.close();
  });

  it("a link's accounts choose the account per plugin; other plugins use the default account", async () => {
    const created = await pb.api("POST", "/api/v1/mcp/links", { userId: "mia", accounts: { mail: "work" } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.accounts).toEqual({ mail: "work" });
    expect((await pb.api("GET", "/api/v1/mcp/links?userId=mia")).body.links[0].accounts).toEqual({ mail: "work" });
    const mcp = await client(created.body.url);
    expect(await tokenOfCall(mcp, "MAIL_ME")).toBe(`Bearer ${TOKENS.work}`);
    expect(await tokenOfCall(mcp, "CHAT_ME")).toBe(`Bearer ${TOKENS.other}`);
    const plain = await client((await pb.api("POST", "/api/v1/mcp/links", { userId: "mia" })).body.url);
    expect(await tokenOfCall(plain, "MAIL_ME")).toBe(`Bearer ${TOKENS.default}`);
  });

  it("a link whose account does not exist answers the call with a connect link for that account", async () => {
    const created = await pb.api("POST", "/api/v1/mcp/links", { userId: "mia", accounts: { mail: "travel" } });
    const mcp = await client(created.body.url);
    const result = (await mcp.callTool({ name: "MAIL_ME", arguments: {} })) as CallToolResult;
    const text = JSON.stringify(result.content);
    expect(text).toContain("/connect/mail?");
    const link = /https?:\/\/[^\s"\\]+\/connect\/mail\?token=[^\s"\\]+/.exec(text)![0];
    const page = await pb.api("GET", new URL(link).pathname + new URL(link).search);
    expect(String(page.body)).toContain("travel");
  });

  it("refuses accounts naming unknown plugins or plugins the link does not expose", async () => {
    const unknown = await pb.api("POST", "/api/v1/mcp/links", { userId: "mia", accounts: { nope: "work" } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.details.fieldErrors.accounts[0]).toContain('"nope"');
    const outside = await pb.api("POST", "/api/v1/mcp/links", { userId: "mia", plugins: ["chat"], accounts: { mail: "work" } });
    expect(outside.status).toBe(400);
    expect(outside.body.details.fieldErrors.accounts[0]).toContain('"mail"');
  });

  it("header mode takes X-Plugboard-Account as one label for all plugins or plugin=label pairs", async () => {
    const base = { Authorization: `Bearer ${pb.apiKey}`, "X-Plugboard-User-Id": "mia" };
    const pairs = await client(`${pb.url}/mcp`, { ...base, "X-Plugboard-Account": "mail=work, chat=default" });
    expect(await tokenOfCall(pairs, "MAIL_ME")).toBe(`Bearer ${TOKENS.work}`);
    expect(await tokenOfCall(pairs, "CHAT_ME")).toBe(`Bearer ${TOKENS.other}`);
    const single = await client(`${pb.url}/mcp`, { ...base, "X-Plugboard-Account": "work" });
    expect(await tokenOfCall(single, "MAIL_ME")).toBe(`Bearer ${TOKENS.work}`);
    const none = await client(`${pb.url}/mcp`, base);
    expect(await tokenOfCall(none, "MAIL_ME")).toBe(`Bearer ${TOKENS.default}`);

    const bad = await fetch(`${pb.url}/mcp`, {
      method: "POST",
      headers: { ...base, "X-Plugboard-Account": "mail=", "Content-Type": "application/json", Accept: "application/json, text/event-stream" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
    });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("X-Plugboard-Account");
  });
});
