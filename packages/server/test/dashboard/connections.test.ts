import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../helpers/test-database.js";
import { startVariantMcpServer, type VariantMcpServer } from "../mcp/helpers/start-variant-mcp-server.js";
import { useDashboardWorld } from "./dashboard-harness.js";

describe.each(testDatabases())("dashboard connections on $name", ({ open }) => {
  const suite = useDashboardWorld(open);
  let pluginId: string;
  let creatorId: string;
  let otherId: string;
  let mcpServer: VariantMcpServer;

  beforeAll(async () => {
    mcpServer = await startVariantMcpServer({ auth: false });
    pluginId = await suite.world.createPlugin({ toolSource: "both", mcpConfig: { serverUrl: mcpServer.mcpUrl } });
    const tool = (slug: string, enabled: boolean) => ({ slug, name: slug, description: "d", method: "GET", path: `/${slug.toLowerCase()}`, enabled });
    await suite.world.creator("POST", `/api/dashboard/plugins/${pluginId}/tools`, tool("ENABLED_TOOL", true));
    await suite.world.creator("POST", `/api/dashboard/plugins/${pluginId}/tools`, tool("DISABLED_TOOL", false));
    await suite.db.prisma.mcpToolCache.create({ data: { pluginId, mcpToolName: "lookup", slug: "LOOKUP", name: "lookup", description: "Look up", inputSchema: { type: "object" } } });
    creatorId = (await suite.world.creator("GET", "/api/dashboard/me")).body.id;
    otherId = (await suite.world.other("GET", "/api/dashboard/me")).body.id;
  });
  afterAll(() => mcpServer.close());

  const connect = (developerId: string, userId: string) =>
    suite.db.prisma.connection.create({
      data: { developerId, userId, pluginId, credentials: { create: [{ source: "rest", secrets: suite.world.pb.context.cipher.encryptJson({ api_key: "k" }) }] } },
      include: { credentials: true },
    });

  it("lists the caller's own connections; admins see everyone's with all=true", async () => {
    const mine = await connect(creatorId, "user-list");
    const theirs = await connect(otherId, "user-list");
    const own = await suite.world.creator("GET", "/api/dashboard/connections");
    expect(own.body.connections.map((item: { id: string }) => item.id)).toContain(mine.id);
    expect(own.body.connections.map((item: { id: string }) => item.id)).not.toContain(theirs.id);
    expect(JSON.stringify(own.body)).not.toContain(mine.credentials[0]!.secrets);
    const all = await suite.world.admin("GET", "/api/dashboard/connections?all=true");
    expect(all.body.connections.map((item: { id: string }) => item.id)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    const notAdmin = await suite.world.creator("GET", "/api/dashboard/connections?all=true");
    expect(notAdmin.body.connections.map((item: { id: string }) => item.id)).not.toContain(theirs.id);
  });

  it("deletes the caller's own connection and tells every instance; another developer's is 403, unknown 404", async () => {
    const mine = await connect(creatorId, "user-delete");
    const theirs = await connect(otherId, "user-delete");
    expect((await suite.world.creator("DELETE", "/api/dashboard/connections", { connectionId: theirs.id })).status).toBe(403);
    expect(await suite.db.prisma.connection.count({ where: { id: theirs.id } })).toBe(1);
    suite.world.events.length = 0;
    expect((await suite.world.creator("DELETE", "/api/dashboard/connections", { connectionId: mine.id })).body).toEqual({ deleted: true });
    expect(suite.world.events).toEqual([{ kind: "connection", developerId: creatorId, userId: "user-delete", pluginId }]);
    expect((await suite.world.creator("DELETE", "/api/dashboard/connections", { connectionId: mine.id })).status).toBe(404);
    expect((await suite.world.admin("DELETE", "/api/dashboard/connections", { connectionId: theirs.id })).status).toBe(200);
    expect((await suite.world.creator("DELETE", "/api/dashboard/connections", {})).body.details.fieldErrors.connectionId).toBeDefined();
    expect((await suite.world.anonymous("DELETE", "/api/dashboard/connections", { connectionId: theirs.id })).status).toBe(401);
  });

  it("lists a connection's tools: enabled manual tools and cached MCP tools", async () => {
    const mine = await connect(creatorId, "user-tools");
    const response = await suite.world.creator("GET", `/api/dashboard/connections/${mine.id}/tools`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ connectionId: mine.id, pluginId, mcpSource: "cache" });
    expect(response.body.tools.map((tool: { slug: string; source: string }) => `${tool.source}:${tool.slug}`)).toEqual(["manual:ENABLED_TOOL", "mcp:LOOKUP"]);
    expect((await suite.world.other("GET", `/api/dashboard/connections/${mine.id}/tools`)).status).toBe(403);
    expect((await suite.world.admin("GET", `/api/dashboard/connections/${mine.id}/tools`)).status).toBe(200);
    expect((await suite.world.creator("GET", "/api/dashboard/connections/00000000-0000-4000-8000-000000000000/tools")).status).toBe(404);
  });

  it("lists MCP tools live from the plugin's MCP server when the connection holds MCP tokens, and from the cache when the server is down", async () => {
    const connection = await suite.db.prisma.connection.create({
      data: {
        developerId: creatorId,
        userId: "user-live",
        pluginId,
        credentials: { create: [{ source: "mcp", secrets: suite.world.pb.context.cipher.encryptJson({ access_token: "mcp-token" }) }] },
      },
    });
    const live = await suite.world.creator("GET", `/api/dashboard/connections/${connection.id}/tools`);
    expect(live.status, JSON.stringify(live.body)).toBe(200);
    expect(live.body.mcpSource).toBe("live");
    expect(live.body.tools.map((tool: { slug: string }) => tool.slug)).toEqual(["ENABLED_TOOL", "ECHO", "GET_TIME", "SLEEP"]);
    expect(live.body.tools[1]).toMatchObject({ id: expect.stringMatching(/^mcp:/), source: "mcp", description: "Echoes a message" });
    // The live listing refreshed the plugin's MCP tool cache.
    expect((await suite.db.prisma.mcpToolCache.findMany({ where: { pluginId }, orderBy: { slug: "asc" } })).map((tool) => tool.slug)).toEqual(["ECHO", "GET_TIME", "SLEEP"]);

    await mcpServer.close();
    const fallback = await suite.world.creator("GET", `/api/dashboard/connections/${connection.id}/tools`);
    expect(fallback.status).toBe(200);
    expect(fallback.body.mcpSource).toBe("cache");
    expect(fallback.body.tools.map((tool: { slug: string }) => tool.slug)).toEqual(["ENABLED_TOOL", "ECHO", "GET_TIME", "SLEEP"]);
  });

});
