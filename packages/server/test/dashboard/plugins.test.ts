import { ENCRYPTED_VALUE_PATTERN } from "@plugboard/core/crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { findLeakedSecrets } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";
import { useDashboardWorld } from "./dashboard-harness.js";

const MCP_SECRET = "mcp-client-secret-value-123";

describe.each(testDatabases())("dashboard plugins on $name", ({ open }) => {
  const suite = useDashboardWorld(open);
  let categoryId: string;

  beforeAll(async () => {
    const category = await suite.world.admin("POST", "/api/dashboard/categories", { slug: "developer-tools", name: "Developer tools" });
    categoryId = category.body.id;
  });

  it("creates a draft plugin owned by the caller, with logoUrl as iconUrl and a category by slug", async () => {
    const response = await suite.world.creator("POST", "/api/dashboard/plugins", {
      slug: "weather",
      name: "Weather",
      description: "Forecasts",
      baseUrl: "https://weather.example.com",
      logoUrl: "https://weather.example.com/logo.png",
      category: "developer-tools",
    });
    expect(response.status).toBe(201);
    const me = await suite.world.creator("GET", "/api/dashboard/me");
    expect(response.body).toMatchObject({
      slug: "weather",
      reviewStatus: "draft",
      iconUrl: "https://weather.example.com/logo.png",
      logoUrl: "https://weather.example.com/logo.png",
      toolSource: "manual",
      createdById: me.body.id,
      categories: [{ id: categoryId, slug: "developer-tools", name: "Developer tools" }],
      tools: [],
      authMethods: [],
    });
    expect(suite.world.events).toContainEqual({ kind: "plugin", pluginId: response.body.id });
  });

  it("names every invalid field: name, slug, baseUrl, description, logoUrl, category, toolSource", async () => {
    const response = await suite.world.creator("POST", "/api/dashboard/plugins", {
      slug: "Not A Slug",
      name: "",
      baseUrl: "ftp://nope",
      description: 42,
      logoUrl: "javascript:alert(1)",
      toolSource: "carrier-pigeon",
    });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe("Invalid input");
    expect(Object.keys(response.body.details.fieldErrors).sort()).toEqual(["baseUrl", "description", "logoUrl", "name", "slug", "toolSource"]);
    const unknownCategory = await suite.world.creator("POST", "/api/dashboard/plugins", { slug: "cat-less", name: "X", baseUrl: "https://x.example", category: "no-such-category" });
    expect(unknownCategory.status).toBe(400);
    expect(unknownCategory.body.details.fieldErrors.category[0]).toContain("no-such-category");
    const missingBase = await suite.world.creator("POST", "/api/dashboard/plugins", { slug: "no-base", name: "X" });
    expect(missingBase.body.details.fieldErrors.baseUrl).toEqual(["baseUrl is required when toolSource is manual"]);
    const missingMcp = await suite.world.creator("POST", "/api/dashboard/plugins", { slug: "no-mcp", name: "X", toolSource: "mcp" });
    expect(missingMcp.body.details.fieldErrors["mcpConfig.serverUrl"]).toBeDefined();
  });

  it("refuses a taken slug with 400 naming slug, on create and on update (as submissions do)", async () => {
    await suite.world.createPlugin({ slug: "taken-slug" });
    const response = await suite.world.other("POST", "/api/dashboard/plugins", { slug: "taken-slug", name: "Again", baseUrl: "https://x.example" });
    expect(response.status).toBe(400);
    expect(response.body.details.fieldErrors.slug).toEqual(['slug "taken-slug" is already taken']);
    const id = await suite.world.createPlugin();
    const rename = await suite.world.creator("PUT", `/api/dashboard/plugins/${id}`, { slug: "taken-slug" });
    expect(rename.status).toBe(400);
    expect(rename.body.details.fieldErrors.slug).toBeDefined();
  });

  it("lists the caller's own plugins; admins see all and can filter by review status", async () => {
    const mine = await suite.world.createPlugin();
    const theirs = (await suite.world.other("POST", "/api/dashboard/plugins", { slug: "others-plugin", name: "Other", baseUrl: "https://o.example" })).body.id;
    const creatorList = (await suite.world.creator("GET", "/api/dashboard/plugins")).body.plugins.map((plugin: { id: string }) => plugin.id);
    expect(creatorList).toContain(mine);
    expect(creatorList).not.toContain(theirs);
    const adminList = (await suite.world.admin("GET", "/api/dashboard/plugins")).body.plugins.map((plugin: { id: string }) => plugin.id);
    expect(adminList).toEqual(expect.arrayContaining([mine, theirs]));
    await suite.world.creator("POST", `/api/dashboard/plugins/${mine}/submit`);
    const pending = await suite.world.admin("GET", "/api/dashboard/plugins?reviewStatus=pending_review");
    expect(pending.body.plugins.map((plugin: { id: string }) => plugin.id)).toEqual([mine]);
    expect((await suite.world.admin("GET", "/api/dashboard/plugins?reviewStatus=bogus")).status).toBe(400);
  });

  it("shows a plugin to its creator and admins only: 403 for another developer, 404 for an unknown id", async () => {
    const id = await suite.world.createPlugin();
    expect((await suite.world.creator("GET", `/api/dashboard/plugins/${id}`)).status).toBe(200);
    expect((await suite.world.admin("GET", `/api/dashboard/plugins/${id}`)).status).toBe(200);
    expect((await suite.world.other("GET", `/api/dashboard/plugins/${id}`)).status).toBe(403);
    expect((await suite.world.other("PUT", `/api/dashboard/plugins/${id}`, { name: "Hijacked" })).status).toBe(403);
    expect((await suite.world.anonymous("GET", `/api/dashboard/plugins/${id}`)).status).toBe(401);
    expect((await suite.world.creator("GET", "/api/dashboard/plugins/00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await suite.world.creator("GET", "/api/dashboard/plugins/not-a-uuid")).status).toBe(404);
    expect((await suite.db.prisma.plugin.findUnique({ where: { id } }))?.name).not.toBe("Hijacked");
  });

  it("updates only the fields given; null clears; admins may update any plugin", async () => {
    const id = await suite.world.createPlugin({ description: "Before", pluginPrompt: "Prompt" });
    suite.world.events.length = 0;
    const updated = await suite.world.creator("PUT", `/api/dashboard/plugins/${id}`, { description: null, name: "Renamed" });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: "Renamed", description: null, pluginPrompt: "Prompt", baseUrl: "https://api.example.com" });
    expect(suite.world.events).toEqual([{ kind: "plugin", pluginId: id }]);
    const byAdmin = await suite.world.admin("PUT", `/api/dashboard/plugins/${id}`, { categoryIds: [categoryId] });
    expect(byAdmin.body.categoryIds).toEqual([categoryId]);
    const invalid = await suite.world.creator("PUT", `/api/dashboard/plugins/${id}`, { baseUrl: null });
    expect(invalid.status).toBe(400);
    expect(invalid.body.details.fieldErrors.baseUrl).toBeDefined();
    const empty = await suite.world.creator("PUT", `/api/dashboard/plugins/${id}`, {});
    expect(empty.status).toBe(400);
  });

  it("stores mcpConfig.clientSecret encrypted, never returns it, and keeps it across updates", async () => {
    const id = await suite.world.createPlugin({
      toolSource: "both",
      mcpConfig: { serverUrl: "https://mcp.example.com/mcp", clientId: "client-1", clientSecret: MCP_SECRET },
    });
    const stored = (await suite.db.prisma.plugin.findUnique({ where: { id } }))!.mcpConfig as Record<string, string>;
    expect(stored.clientSecret).toMatch(ENCRYPTED_VALUE_PATTERN);
    expect(suite.world.pb.context.cipher.decrypt(stored.clientSecret!)).toBe(MCP_SECRET);
    const detail = await suite.world.creator("GET", `/api/dashboard/plugins/${id}`);
    expect(detail.body.mcpConfig).toEqual({ serverUrl: "https://mcp.example.com/mcp", clientId: "client-1", hasClientSecret: true });
    await suite.world.creator("PUT", `/api/dashboard/plugins/${id}`, { mcpConfig: { serverUrl: "https://mcp.example.com/mcp", scopes: ["read"] } });
    const kept = (await suite.db.prisma.plugin.findUnique({ where: { id } }))!.mcpConfig as Record<string, unknown>;
    expect(kept).toMatchObject({ clientSecret: stored.clientSecret, scopes: ["read"] });
    expect(kept.clientId).toBeUndefined();
    const cleared = await suite.world.creator("PUT", `/api/dashboard/plugins/${id}`, { mcpConfig: { serverUrl: "https://mcp.example.com/mcp", clientSecret: null } });
    expect(cleared.body.mcpConfig.hasClientSecret).toBe(false);
    expect(findLeakedSecrets(suite.world.pb, [MCP_SECRET])).toEqual([]);
  });

  it("keeps what MCP discovery stored while the server URL stays, and drops it for a new server", async () => {
    const id = await suite.world.createPlugin({ toolSource: "mcp", baseUrl: undefined, mcpConfig: { serverUrl: "https://one.example.com/mcp" } });
    await suite.db.prisma.plugin.update({
      where: { id },
      data: { mcpConfig: { serverUrl: "https://one.example.com/mcp", oauthClientId: "registered", oauthMetadata: { issuer: "https://one.example.com" } } },
    });
    const same = await suite.world.creator("PUT", `/api/dashboard/plugins/${id}`, { mcpConfig: { serverUrl: "https://one.example.com/mcp", scopes: ["a"] } });
    expect(same.body.mcpConfig).toMatchObject({ oauthClientId: "registered", scopes: ["a"] });
    const moved = await suite.world.creator("PUT", `/api/dashboard/plugins/${id}`, { mcpConfig: { serverUrl: "https://two.example.com/mcp" } });
    expect(moved.body.mcpConfig).toEqual({ serverUrl: "https://two.example.com/mcp", hasClientSecret: false });
  });
});
