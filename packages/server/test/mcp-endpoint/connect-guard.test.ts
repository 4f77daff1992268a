import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/store/open-database.js";
import { startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";
import { startUpstream, type Upstream } from "../helpers/upstream-server.js";

// Issue 35 §3 finding 2: a link an agent gets from the `connect` meta-tool must never let its holder
// replace a connected user's credentials — not handed out for an active account, and refused on
// completion if the account became active meanwhile.
const USER_KEY = "sk_user_own_key_6a1f";
const AGENT_KEY = "sk_agent_key_9c3e";

describe.each(testDatabases())("the connect meta-tool never replaces an active account on $name", ({ open }) => {
  let db: Database;
  let pb: TestPlugboard;
  let upstream: Upstream;
  let methodId: string;
  const clients: Client[] = [];

  const searchClient = async (userId: string, accounts?: Record<string, string>) => {
    const link = await pb.api("POST", "/api/v1/mcp/links", { userId, toolMode: "search", ...(accounts ? { accounts } : {}) });
    expect(link.status, JSON.stringify(link.body)).toBe(201);
    const created = new Client({ name: "connect-guard-test", version: "1.0.0" });
    await created.connect(new StreamableHTTPClientTransport(new URL(link.body.url)));
    clients.push(created);
    return created;
  };
  const connectTool = async (mcp: Client) => (await mcp.callTool({ name: "connect", arguments: { plugin: "notes" } })) as CallToolResult;
  const textOf = (result: CallToolResult) => (result.content[0] as { text: string }).text;
  /** Completes a hosted-page link as its holder would: the page, then its credential form. */
  const complete = async (url: string, key: string) => {
    expect((await fetch(url)).status).toBe(200);
    return pb.api("POST", "/api/connect/submit", { connectToken: new URL(url).searchParams.get("token"), authMethodId: methodId, credentials: { api_key: key } });
  };
  const keySent = async (userId: string, accountLabel?: string) => {
    const response = await pb.api("POST", "/api/v1/tools/execute", { userId, tool: "NOTES_LIST", ...(accountLabel ? { accountLabel } : {}) });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return upstream.received.at(-1)?.headers["x-api-key"];
  };
  const connectDirectly = (userId: string, key: string) => pb.api("POST", "/api/v1/connections", { userId, plugin: "notes", authMethod: "api_key", credentials: { api_key: key } });

  beforeAll(async () => {
    db = await open();
    upstream = await startUpstream();
    pb = await startPlugboard(db);
    await pb.createApprovedPlugin({
      slug: "notes",
      name: "Notes",
      baseUrl: upstream.url,
      authMethods: [{ type: "api_key", label: "API key", config: { header_name: "X-Api-Key" } }],
      tools: [{ slug: "NOTES_LIST", name: "List notes", description: "Lists the notes", method: "GET", path: "/notes" }],
    });
    methodId = (await db.prisma.authMethod.findFirstOrThrow({ where: { plugin: { slug: "notes" } } })).id;
  });
  afterAll(async () => {
    for (const each of clients) await each.close().catch(() => undefined);
    await pb?.close();
    await upstream?.close();
    await db?.close();
  });

  it("answers that a connected user is connected, with no link", async () => {
    expect((await connectDirectly("ann", USER_KEY)).status).toBe(200);
    const result = await connectTool(await searchClient("ann"));
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toEqual({ plugin: "notes", connected: true, accountLabel: "default" });
    expect(textOf(result)).toContain("already connected");
    expect(JSON.stringify(result)).not.toMatch(/\/connect\/notes/);
    // The same holds for an adapter asking over REST for an agent's link; a developer's own link is unchanged.
    const agentLink = await pb.api("POST", "/api/v1/connections/connect-link", { userId: "ann", plugin: "notes", reauthorizeOnly: true });
    expect(agentLink.status).toBe(409);
    expect(agentLink.body).toMatchObject({ code: "already_connected", accountLabel: "default" });
    expect(agentLink.body.url).toBeUndefined();
    expect((await pb.api("POST", "/api/v1/connections/connect-link", { userId: "ann", plugin: "notes" })).status).toBe(200);
  });

  it("a link handed out before the user connected cannot overwrite the account once it is active", async () => {
    const result = await connectTool(await searchClient("ben"));
    const { url } = result.structuredContent as { url: string };
    expect(url.startsWith(`${pb.url}/connect/notes?token=`)).toBe(true);
    expect((await connectDirectly("ben", USER_KEY)).status).toBe(200);

    const refused = await complete(url, AGENT_KEY);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: "already_connected" });
    expect(await keySent("ben")).toBe(USER_KEY);
    const listed = await pb.api("GET", "/api/v1/connections?userId=ben&plugin=notes");
    expect(listed.body.connections).toHaveLength(1);
  });

  it("a link for a missing account creates it; for one that needs authorizing again, re-authorizes it", async () => {
    const fresh = await connectTool(await searchClient("cy"));
    expect((await complete((fresh.structuredContent as { url: string }).url, "sk_cy_first")).status).toBe(200);
    expect(await keySent("cy")).toBe("sk_cy_first");

    // The provider refused the account's grant (as a failed refresh records it): the account needs reauthorization.
    await db.prisma.credential.updateMany({ where: { connection: { userId: "cy" } }, data: { status: "needs_reauth" } });
    const again = await connectTool(await searchClient("cy"));
    const { url } = again.structuredContent as { url: string };
    expect(url).toContain("/connect/notes?token=");
    expect((await complete(url, "sk_cy_second")).status).toBe(200);
    expect(await keySent("cy")).toBe("sk_cy_second");
    const listed = await pb.api("GET", "/api/v1/connections?userId=cy&plugin=notes");
    expect(listed.body.connections.map((item: { status: string }) => item.status)).toEqual(["active"]);
  });

  it("an MCP link naming an account the user lacks gets a link that adds that account, never relabels the active one", async () => {
    expect((await connectDirectly("dee", USER_KEY)).status).toBe(200);
    const result = await connectTool(await searchClient("dee", { notes: "work" }));
    const { url } = result.structuredContent as { url: string };
    expect((await complete(url, "sk_dee_work")).status).toBe(200);
    expect(await keySent("dee")).toBe(USER_KEY);
    expect(await keySent("dee", "work")).toBe("sk_dee_work");
    // Now "work" is connected too: no more link for it.
    expect((await connectTool(await searchClient("dee", { notes: "work" }))).structuredContent).toEqual({ plugin: "notes", connected: true, accountLabel: "work" });
  });
});
