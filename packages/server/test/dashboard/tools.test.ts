import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../helpers/test-database.js";
import { startVariantMcpServer, type VariantMcpServer } from "../mcp/helpers/start-variant-mcp-server.js";
import { useDashboardWorld } from "./dashboard-harness.js";

const tool = (slug: string, extra: Record<string, unknown> = {}) => ({
  slug,
  name: `Tool ${slug}`,
  description: "Does a thing",
  method: "GET",
  path: "/things/{id}",
  ...extra,
});

describe.each(testDatabases())("dashboard tools on $name", ({ open }) => {
  const suite = useDashboardWorld(open);
  let pluginId: string;

  beforeAll(async () => {
    pluginId = await suite.world.createPlugin();
  });

  const tools = (path = "") => `/api/dashboard/plugins/${pluginId}/tools${path}`;

  it("creates, updates and deletes a manual tool, publishing a plugin invalidation each time", async () => {
    suite.world.events.length = 0;
    const created = await suite.world.creator("POST", tools(), tool("GET_THING", { parameters: { type: "object", properties: { id: { type: "string" } } } }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ slug: "GET_THING", source: "manual", enabled: true, inputSchema: { type: "object" } });
    const updated = await suite.world.creator("PUT", tools(), { toolId: created.body.id, method: "POST", enabled: false });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ method: "POST", enabled: false, path: "/things/{id}", name: "Tool GET_THING" });
    const viaId = await suite.world.creator("PUT", tools(), { id: created.body.id, description: "Changed" });
    expect(viaId.body.description).toBe("Changed");
    const deleted = await suite.world.creator("DELETE", tools(`?id=${created.body.id}`));
    expect(deleted).toMatchObject({ status: 200, body: { deleted: true } });
    expect(await suite.db.prisma.tool.count({ where: { id: created.body.id } })).toBe(0);
    expect(suite.world.events.filter((event) => event.kind === "plugin" && event.pluginId === pluginId)).toHaveLength(4);
  });

  it("accepts a param placement on create and update, clears it with null, and names a bad one", async () => {
    const created = await suite.world.creator("POST", tools(), tool("PLACED", { method: "POST", placement: { query: ["q"], header: ["X-Trace"], body: "form" } }));
    expect(created.status).toBe(201);
    expect(created.body.placement).toEqual({ query: ["q"], header: ["X-Trace"], body: "form" });
    const updated = await suite.world.creator("PUT", tools(), { toolId: created.body.id, placement: { body: "json", bodyParam: "payload" } });
    expect(updated.body.placement).toEqual({ query: [], header: [], body: "json", bodyParam: "payload" });
    const cleared = await suite.world.creator("PUT", tools(), { toolId: created.body.id, placement: null });
    expect(cleared.body.placement).toBeNull();
    const bad = await suite.world.creator("PUT", tools(), { toolId: created.body.id, placement: { header: ["Host"] } });
    expect(bad.status).toBe(400);
    expect(bad.body.details.fieldErrors["placement.header.0"]).toEqual(["this header is set by Plugboard and cannot be a param"]);
  });

  it("accepts the OAuth scopes a tool needs on create and update, clears them with null, and names a bad one", async () => {
    const created = await suite.world.creator("POST", tools(), tool("SCOPED", { scopes: ["repo", "read:user", "repo"] }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.scopes).toEqual(["repo", "read:user"]);
    const updated = await suite.world.creator("PUT", tools(), { toolId: created.body.id, scopes: ["admin:org"] });
    expect(updated.body.scopes).toEqual(["admin:org"]);
    const cleared = await suite.world.creator("PUT", tools(), { toolId: created.body.id, scopes: null });
    expect(cleared.body.scopes).toEqual([]);
    const bad = await suite.world.creator("PUT", tools(), { toolId: created.body.id, scopes: ["two words"] });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.details.fieldErrors)).toEqual(["scopes.0"]);
  });

  it("names the invalid fields: name, description, method, path, parameters, toolId", async () => {
    const bad = await suite.world.creator("POST", tools(), { slug: "lower_case", name: "", description: "", method: "FETCH", path: "no-slash", parameters: "x" });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.details.fieldErrors).sort()).toEqual(["description", "method", "name", "parameters", "path", "slug"]);
    const noId = await suite.world.creator("PUT", tools(), { name: "x" });
    expect(noId.body.details.fieldErrors.toolId).toEqual(["toolId is required"]);
    const noDeleteId = await suite.world.creator("DELETE", tools());
    expect(noDeleteId.body.details.fieldErrors.id).toEqual(["id is required"]);
  });

  it("refuses an inputSchema executions could not check params against (400 naming inputSchema)", async () => {
    const notObject = await suite.world.creator("POST", tools(), tool("ARRAY_SCHEMA", { inputSchema: { type: "array" } }));
    expect(notObject.status).toBe(400);
    expect(notObject.body.details.fieldErrors).toEqual({ inputSchema: ['inputSchema must describe an object (type "object"), not "array"'] });
    const created = await suite.world.creator("POST", tools(), tool("SCHEMA_EDIT", { parameters: { type: "object", properties: { id: { type: "string" } } } }));
    expect(created.status).toBe(201);
    const broken = await suite.world.creator("PUT", tools(), { toolId: created.body.id, parameters: { type: "object", properties: { id: { type: "text" } } } });
    expect(broken.status).toBe(400);
    expect(Object.keys(broken.body.details.fieldErrors)).toEqual(["inputSchema"]);
    expect(broken.body.details.fieldErrors.inputSchema[0]).toMatch(/^inputSchema is not a valid JSON Schema: /);
    const stored = await suite.db.prisma.tool.findUniqueOrThrow({ where: { id: created.body.id } });
    expect(stored.inputSchema).toEqual({ type: "object", properties: { id: { type: "string" } } });
  });

  it("refuses a duplicate slug (400 naming slug) and unknown tool ids (404)", async () => {
    await suite.world.creator("POST", tools(), tool("DUPLICATE"));
    const duplicate = await suite.world.creator("POST", tools(), tool("DUPLICATE"));
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.details.fieldErrors.slug).toEqual(["the plugin already has a tool with slug DUPLICATE"]);
    expect((await suite.world.creator("PUT", tools(), { toolId: "00000000-0000-4000-8000-000000000000", name: "x" })).status).toBe(404);
    expect((await suite.world.creator("DELETE", tools("?id=nope"))).status).toBe(404);
  });

  it("refuses to edit or delete an MCP tool: read-only (409)", async () => {
    const cached = await suite.db.prisma.mcpToolCache.create({
      data: { pluginId, mcpToolName: "search", slug: "SEARCH", name: "search", description: "Search", inputSchema: { type: "object" } },
    });
    const edit = await suite.world.creator("PUT", tools(), { toolId: cached.id, name: "Renamed" });
    expect(edit.status).toBe(409);
    expect(edit.body.error).toContain("read-only");
    expect((await suite.world.admin("DELETE", tools(`?id=${cached.id}`))).status).toBe(409);
    expect((await suite.world.creator("PUT", tools(), { toolId: "mcp_search", name: "Renamed" })).status).toBe(409);
    expect((await suite.db.prisma.mcpToolCache.findUnique({ where: { id: cached.id } }))?.name).toBe("search");
  });

  it("lets admins manage any plugin's tools; another developer gets 403, nobody 401", async () => {
    expect((await suite.world.admin("POST", tools(), tool("BY_ADMIN"))).status).toBe(201);
    expect((await suite.world.other("POST", tools(), tool("BY_OTHER"))).status).toBe(403);
    expect((await suite.world.anonymous("POST", tools(), tool("BY_NOBODY"))).status).toBe(401);
    expect((await suite.world.other("DELETE", tools("?id=00000000-0000-4000-8000-000000000000"))).status).toBe(403);
    expect((await suite.world.creator("POST", "/api/dashboard/plugins/00000000-0000-4000-8000-000000000000/tools", tool("X"))).status).toBe(404);
  });

  it("accepts the creator's API key too (flexible route)", async () => {
    const me = await suite.world.creator("GET", "/api/dashboard/me");
    const key = await suite.world.pb.services.apiKeys.create({ developerId: me.body.id, name: "script" });
    expect((await suite.world.as(key.key)("POST", tools(), tool("BY_SCRIPT"))).status).toBe(201);
  });

  it("refuses manual tools on an MCP-only plugin (409)", async () => {
    const mcpOnly = await suite.world.createPlugin({ toolSource: "mcp", mcpConfig: { serverUrl: "https://mcp.example.com/mcp" } });
    const response = await suite.world.creator("POST", `/api/dashboard/plugins/${mcpOnly}/tools`, tool("MANUAL"));
    expect(response.status).toBe(409);
    expect(response.body.error).toContain("toolSource");
  });

  describe("MCP sync", () => {
    let server: VariantMcpServer;
    beforeAll(async () => {
      server = await startVariantMcpServer({ auth: false });
    });
    afterAll(() => server.close());

    it("is a 409 without an MCP server, 403 for another developer, and fills the cache from the plugin's MCP server", async () => {
      expect((await suite.world.creator("POST", `/api/dashboard/plugins/${pluginId}/mcp-sync`)).status).toBe(409);
      const mcp = await suite.world.createPlugin({ toolSource: "mcp", mcpConfig: { serverUrl: server.mcpUrl } });
      expect((await suite.world.other("POST", `/api/dashboard/plugins/${mcp}/mcp-sync`)).status).toBe(403);
      expect(server.stats.sessionsCreated).toBe(0);
      suite.world.events.length = 0;
      const synced = await suite.world.creator("POST", `/api/dashboard/plugins/${mcp}/mcp-sync`);
      expect(synced.status, JSON.stringify(synced.body)).toBe(200);
      expect(synced.body.synced).toBe(true);
      expect(synced.body.tools.map((tool: { slug: string }) => tool.slug)).toEqual(["ECHO", "GET_TIME", "SLEEP"]);
      expect(synced.body.tools[0]).toMatchObject({ mcpToolName: "echo", source: "mcp", readOnly: true, description: "Echoes a message" });
      expect(suite.world.events).toContainEqual({ kind: "plugin", pluginId: mcp });
      const detail = await suite.world.creator("GET", `/api/dashboard/plugins/${mcp}`);
      expect(detail.body.mcpTools.map((tool: { slug: string }) => tool.slug)).toEqual(["ECHO", "GET_TIME", "SLEEP"]);
    });
  });

});
