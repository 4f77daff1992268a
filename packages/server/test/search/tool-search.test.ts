import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/store/open-database.js";
import { startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";
import { startVariantMcpServer, type VariantMcpServer } from "../mcp/helpers/start-variant-mcp-server.js";

const apiKey = { type: "api_key", label: "API key", config: { header_name: "X-Api-Key" } };
const tool = (slug: string, name: string, description: string, method = "POST", path = "/x") => ({ slug, name, description, method, path });

type Hit = { slug: string; pluginSlug: string; score: number; connected?: boolean; source: string };
const slugs = (body: { tools: Hit[] }) => body.tools.map((hit) => `${hit.pluginSlug}:${hit.slug}`);

describe.each(testDatabases())("GET /api/v1/tools/search on $name", ({ open }) => {
  let db: Database;
  let pb: TestPlugboard;
  let mcpServer: VariantMcpServer;

  beforeAll(async () => {
    db = await open();
    pb = await startPlugboard(db);
    mcpServer = await startVariantMcpServer({ auth: false });
    await pb.createApprovedPlugin({
      slug: "tracker",
      name: "Tracker",
      baseUrl: "https://tracker.example.com",
      authMethods: [apiKey],
      tools: [
        tool("CREATE_ISSUE", "Create an issue", "Opens a new issue in a project with a title and body"),
        tool("CLOSE_ISSUE", "Close an issue", "Marks an issue as done"),
        tool("LIST_ISSUES", "List issues", "Lists the issues of a project", "GET"),
        tool("DELETE_PROJECT", "Delete a project", "Removes a project and all its issues", "DELETE"),
      ],
    });
    await pb.createApprovedPlugin({
      slug: "mailer",
      name: "Mailer",
      baseUrl: "https://mailer.example.com",
      authMethods: [apiKey],
      tools: [
        tool("SEND_EMAIL", "Send an email", "Sends an email message to recipients"),
        tool("LIST_MESSAGES", "List messages", "Lists received emails in the inbox", "GET"),
      ],
    });
    // Submitted but never approved: never searchable.
    const draft = await pb.api("POST", "/api/v1/submissions", {
      slug: "shady",
      name: "Shady",
      baseUrl: "https://shady.example.com",
      authMethods: [apiKey],
      tools: [tool("SEND_EMAIL_FAST", "Send an email fast", "Sends an email message right away")],
    });
    expect(draft.status).toBe(201);
    const mcpPluginId = await pb.createApprovedPlugin({ slug: "clock", name: "Clock", toolSource: "mcp", mcpConfig: { serverUrl: mcpServer.mcpUrl } });
    await pb.services.mcpTools.sync(mcpPluginId, { developerId: pb.developerId });
    const connected = await pb.api("POST", "/api/v1/connections", { userId: "alice", plugin: "mailer", authMethod: "api_key", credentials: { api_key: "k_alice" } });
    expect(connected.status).toBe(200);
  });
  afterAll(async () => {
    await pb?.close();
    await mcpServer?.close();
    await db?.close();
  });

  it("ranks the tool whose name says it first, with stemming and verb synonyms", async () => {
    const created = await pb.api("GET", "/api/v1/tools/search?q=" + encodeURIComponent("open a new issue"));
    expect(created.status).toBe(200);
    expect(slugs(created.body)[0]).toBe("tracker:CREATE_ISSUE");
    const scores = created.body.tools.map((hit: Hit) => hit.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));

    // "emailing" stems to "email"; "remove" finds "Delete".
    expect(slugs((await pb.api("GET", "/api/v1/tools/search?q=emailing%20someone")).body)[0]).toBe("mailer:SEND_EMAIL");
    expect(slugs((await pb.api("GET", "/api/v1/tools/search?q=remove%20a%20project")).body)[0]).toBe("tracker:DELETE_PROJECT");
    // The listing shape comes back whole.
    const [first] = (await pb.api("GET", "/api/v1/tools/search?q=close%20issue&limit=1")).body.tools;
    expect(first).toMatchObject({ slug: "CLOSE_ISSUE", name: "Close an issue", pluginName: "Tracker", source: "manual", method: "POST", path: "/x", inputSchema: { type: "object" } });
    expect(first.connected).toBeUndefined();
  });

  it("includes MCP tools from the tool cache and never a plugin that is not approved", async () => {
    const time = await pb.api("GET", "/api/v1/tools/search?q=what%20time%20is%20it%20on%20the%20server");
    expect(slugs(time.body)[0]).toBe("clock:GET_TIME");
    expect(time.body.tools[0].source).toBe("mcp");
    const email = await pb.api("GET", "/api/v1/tools/search?q=send%20an%20email&limit=50");
    expect(slugs(email.body)).not.toContain("shady:SEND_EMAIL_FAST");
  });

  it("filters by plugin, limit, userId and connectedOnly", async () => {
    const tracker = await pb.api("GET", "/api/v1/tools/search?q=list&plugin=tracker");
    expect(new Set(tracker.body.tools.map((hit: Hit) => hit.pluginSlug))).toEqual(new Set(["tracker"]));
    expect((await pb.api("GET", "/api/v1/tools/search?q=list%20issues%20messages&limit=1")).body.tools).toHaveLength(1);

    const forAlice = await pb.api("GET", "/api/v1/tools/search?q=list&userId=alice");
    const byPlugin = Object.fromEntries(forAlice.body.tools.map((hit: Hit) => [hit.pluginSlug, hit.connected]));
    expect(byPlugin).toMatchObject({ mailer: true, tracker: false });

    const connectedOnly = await pb.api("GET", "/api/v1/tools/search?q=list&userId=alice&connectedOnly=true");
    expect(slugs(connectedOnly.body)).toEqual(["mailer:LIST_MESSAGES"]);
    expect((await pb.api("GET", "/api/v1/tools/search?q=list&userId=bob&connectedOnly=true")).body.tools).toEqual([]);
    // A new connection shows at once (the per-user cache is dropped through the invalidation bus).
    await pb.api("POST", "/api/v1/connections", { userId: "bob", plugin: "mailer", authMethod: "api_key", credentials: { api_key: "k_bob" } });
    expect(slugs((await pb.api("GET", "/api/v1/tools/search?q=list&userId=bob&connectedOnly=true")).body)).toEqual(["mailer:LIST_MESSAGES"]);
  });

  it("applies the tenant rules of the listing: another developer's user is not connected", async () => {
    const other = await pb.newDeveloper(`search-other-${Date.now()}@test.local`);
    const seen = await pb.api("GET", "/api/v1/tools/search?q=send%20email&userId=alice", undefined, { apiKey: other.apiKey });
    expect(seen.status).toBe(200);
    expect(slugs(seen.body)[0]).toBe("mailer:SEND_EMAIL");
    expect(seen.body.tools[0].connected).toBe(false);
    const connectedOnly = await pb.api("GET", "/api/v1/tools/search?q=send%20email&userId=alice&connectedOnly=true", undefined, { apiKey: other.apiKey });
    expect(connectedOnly.body.tools).toEqual([]);
    expect((await pb.api("GET", "/api/v1/tools/search?q=email", undefined, { apiKey: null })).status).toBe(401);
  });

  it("finds a plugin's tools as soon as it is approved, and drops them when it is suspended", async () => {
    expect(slugs((await pb.api("GET", "/api/v1/tools/search?q=archive%20a%20project")).body)).not.toContain("archiver:ARCHIVE_PROJECT");
    const id = await pb.createApprovedPlugin({
      slug: "archiver",
      name: "Archiver",
      baseUrl: "https://archiver.example.com",
      authMethods: [apiKey],
      tools: [tool("ARCHIVE_PROJECT", "Archive a project", "Hides a project without deleting it")],
    });
    expect(slugs((await pb.api("GET", "/api/v1/tools/search?q=archive%20a%20project")).body)[0]).toBe("archiver:ARCHIVE_PROJECT");
    await pb.services.review.review({ id }, "declined");
    expect(slugs((await pb.api("GET", "/api/v1/tools/search?q=archive%20a%20project")).body)).not.toContain("archiver:ARCHIVE_PROJECT");
  });

  it("refuses bad input with 400 naming the field", async () => {
    const missing = await pb.api("GET", "/api/v1/tools/search");
    expect(missing.status).toBe(400);
    expect(missing.body.details.fieldErrors.q).toBeDefined();
    const limit = await pb.api("GET", "/api/v1/tools/search?q=x&limit=500");
    expect(limit.status).toBe(400);
    expect(limit.body.details.fieldErrors.limit[0]).toMatch(/at most 50/);
    const plugin = await pb.api("GET", "/api/v1/tools/search?q=x&plugin=Not%20A%20Slug");
    expect(plugin.status).toBe(400);
    expect(Object.keys(plugin.body.details.fieldErrors).join(",")).toMatch(/^plugin/);
  });

  it("answers an empty list for words no tool has", async () => {
    const none = await pb.api("GET", "/api/v1/tools/search?q=zzzqqq%20xylophone");
    expect(none.status).toBe(200);
    expect(none.body.tools).toEqual([]);
  });
});
