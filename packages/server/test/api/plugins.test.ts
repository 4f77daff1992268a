import { Buffer } from "node:buffer";
import { PluginItemSchema } from "@plugboard/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/store/open-database.js";
import { findLeakedSecrets, startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";

const SLUGS = ["alpha", "bravo", "charlie", "delta", "echo"];
const CLIENT_SECRET = "catalog-oauth-secret-91d2";
const ITEM_KEYS = ["authMethods", "categories", "description", "iconUrl", "id", "name", "pluginPrompt", "slug", "status", "toolCount"];

interface Page {
  plugins: Array<{ slug: string; connected?: boolean } & Record<string, unknown>>;
  nextCursor: string | null;
  hasMore: boolean;
}

describe.each(testDatabases())("plugin catalog on $name", ({ open }) => {
  let db: Database;
  let pb: TestPlugboard;
  let other: { id: string; apiKey: string };

  /** Follows nextCursor until the last page; returns every page. */
  async function walk(query: string, options: { apiKey?: string } = {}): Promise<Page[]> {
    const pages: Page[] = [];
    let cursor: string | null = null;
    do {
      const path: string = `/api/v1/plugins?${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;
      const response = await pb.api<Page>("GET", path, undefined, options);
      expect(response.status).toBe(200);
      pages.push(response.body);
      cursor = response.body.nextCursor;
      expect(pages.length).toBeLessThan(20);
    } while (cursor);
    return pages;
  }

  beforeAll(async () => {
    db = await open();
    pb = await startPlugboard(db);
    other = await pb.newDeveloper("catalog-other@test.local");
    const category = await db.prisma.category.create({ data: { slug: "crm", name: "CRM" } });
    // Created out of slug order, so the listing order is the server's doing.
    for (const slug of ["delta", "alpha", "echo", "charlie", "bravo"]) {
      await pb.createApprovedPlugin({
        slug,
        name: `Plugin ${slug}`,
        baseUrl: "https://api.example.com",
        authMethods: [{ type: "no_auth", label: "None", isDefault: true }],
      });
    }
    const bravo = await db.prisma.plugin.findUniqueOrThrow({ where: { slug: "bravo" } });
    await db.prisma.pluginCategory.create({ data: { pluginId: bravo.id, categoryId: category.id } });
    await db.prisma.mcpToolCache.createMany({
      data: ["search", "fetch"].map((name) => ({ pluginId: bravo.id, mcpToolName: name, slug: name.toUpperCase(), name, inputSchema: { type: "object" } })),
    });
    await db.prisma.tool.createMany({
      data: [
        { pluginId: bravo.id, slug: "LIST", name: "list", description: "list", method: "GET", path: "/list" },
        { pluginId: bravo.id, slug: "OLD", name: "old", description: "old", method: "GET", path: "/old", enabled: false },
      ],
    });
    await db.prisma.authMethod.create({
      data: {
        pluginId: bravo.id,
        type: "oauth2",
        label: "OAuth",
        config: { authorize_url: "https://a.example.com/authorize", token_url: "https://a.example.com/token", client_id: "cid", client_secret: pb.context.cipher.encrypt(CLIENT_SECRET) },
      },
    });
    // Not listed: a draft, a plugin waiting for review and a declined one.
    await pb.api("POST", "/api/v1/submissions", { slug: "aaa-draft", name: "Draft", baseUrl: "https://api.example.com" });
    await pb.api("POST", "/api/v1/submissions", { slug: "aab-pending", name: "Pending", baseUrl: "https://api.example.com", submitForReview: true });
    const declined = await pb.api("POST", "/api/v1/submissions", { slug: "aac-declined", name: "Declined", baseUrl: "https://api.example.com", submitForReview: true });
    await pb.services.review.review({ id: declined.body.id }, "declined", { adminNotes: "no" });
    // The user "u1" of our developer is connected to charlie and echo; another developer's "u1" to alpha.
    for (const plugin of ["echo", "charlie"]) {
      expect((await pb.api("POST", "/api/v1/connections", { userId: "u1", plugin, authMethod: "no_auth", credentials: {} })).status).toBe(200);
    }
    const foreign = await pb.api("POST", "/api/v1/connections", { userId: "u1", plugin: "alpha", authMethod: "no_auth", credentials: {} }, { apiKey: other.apiKey });
    expect(foreign.status).toBe(200);
  });
  afterAll(async () => {
    await pb?.close();
    await db?.close();
  });

  it("lists only active, approved plugins by slug, everything at once without limit", async () => {
    const response = await pb.api<Page>("GET", "/api/v1/plugins");
    expect(response.status).toBe(200);
    expect(response.body.plugins.map((plugin) => plugin.slug)).toEqual(SLUGS);
    expect(response.body.nextCursor).toBeNull();
    expect(response.body.hasMore).toBe(false);
    for (const plugin of response.body.plugins) {
      expect(Object.keys(plugin).sort()).toEqual(ITEM_KEYS);
      expect(PluginItemSchema.strict().parse(plugin)).toEqual(plugin);
    }
  });

  it("shows auth method summaries and categories, never configs, and counts enabled and MCP tools", async () => {
    const response = await pb.api<Page>("GET", "/api/v1/plugins");
    const bravo = response.body.plugins.find((plugin) => plugin.slug === "bravo")!;
    expect(bravo.authMethods).toEqual([
      { type: "no_auth", label: "None", isDefault: true },
      { type: "oauth2", label: "OAuth", isDefault: false },
    ]);
    expect(bravo.categories).toEqual([{ slug: "crm", name: "CRM" }]);
    expect(bravo.toolCount).toBe(3);
    expect(response.body.plugins.find((plugin) => plugin.slug === "alpha")!.toolCount).toBe(0);
    expect(JSON.stringify(response.body)).not.toMatch(/client_id|token_url|config/);
    expect(findLeakedSecrets(pb, [CLIENT_SECRET])).toEqual([]);
  });

  it("pages with limit 2, returning each plugin exactly once and in order", async () => {
    const pages = await walk("limit=2");
    expect(pages.map((page) => page.plugins.map((plugin) => plugin.slug))).toEqual([["alpha", "bravo"], ["charlie", "delta"], ["echo"]]);
    expect(pages.map((page) => page.hasMore)).toEqual([true, true, false]);
    expect(pages.at(-1)!.nextCursor).toBeNull();
  });

  it("ends with hasMore false when the last page is exactly full", async () => {
    const pages = await walk("limit=5");
    expect(pages).toHaveLength(1);
    expect(pages[0]).toMatchObject({ hasMore: false, nextCursor: null });
    expect(pages[0]!.plugins).toHaveLength(5);
  });

  it.each(["0", "101", "-1", "2.5", "ten"])("refuses limit=%s with 400 naming limit", async (limit) => {
    const response = await pb.api("GET", `/api/v1/plugins?limit=${limit}`);
    expect(response.status).toBe(400);
    expect(response.body.error).toBe("Invalid input");
    expect(Object.keys(response.body.details.fieldErrors)).toEqual(["limit"]);
  });

  it.each([
    ["not base64url", "%%%"],
    ["not JSON", Buffer.from("hello").toString("base64url")],
    ["the wrong JSON", Buffer.from(JSON.stringify({ slug: "alpha" })).toString("base64url")],
  ])("refuses a cursor that is %s with 400 naming cursor", async (_label, cursor) => {
    const response = await pb.api("GET", `/api/v1/plugins?limit=2&cursor=${encodeURIComponent(cursor)}`);
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.details.fieldErrors)).toEqual(["cursor"]);
  });

  it("says which plugins the developer's user is connected to, ignoring other developers' connections", async () => {
    const response = await pb.api<Page>("GET", "/api/v1/plugins?userId=u1");
    expect(response.body.plugins.map((plugin) => [plugin.slug, plugin.connected])).toEqual([
      ["alpha", false],
      ["bravo", false],
      ["charlie", true],
      ["delta", false],
      ["echo", true],
    ]);
    const foreign = await pb.api<Page>("GET", "/api/v1/plugins?userId=u1", undefined, { apiKey: other.apiKey });
    expect(foreign.body.plugins.filter((plugin) => plugin.connected).map((plugin) => plugin.slug)).toEqual(["alpha"]);
  });

  it("sorts connected plugins first with connectedFirst, with and without paging", async () => {
    const expected = ["charlie", "echo", "alpha", "bravo", "delta"];
    const all = await pb.api<Page>("GET", "/api/v1/plugins?userId=u1&connectedFirst=true");
    expect(all.body.plugins.map((plugin) => plugin.slug)).toEqual(expected);
    for (const limit of [1, 2, 3]) {
      const pages = await walk(`userId=u1&connectedFirst=true&limit=${limit}`);
      expect(pages.flatMap((page) => page.plugins.map((plugin) => plugin.slug))).toEqual(expected);
      expect(pages.flatMap((page) => page.plugins.map((plugin) => plugin.connected))).toEqual([true, true, false, false, false]);
      expect(pages.map((page) => page.hasMore)).toEqual([...pages.slice(1).map(() => true), false]);
    }
    // With nothing connected the order is plain slug order.
    const nobody = await walk("userId=nobody&connectedFirst=true&limit=2");
    expect(nobody.flatMap((page) => page.plugins.map((plugin) => plugin.slug))).toEqual(SLUGS);
  });

  it("refuses a cursor from a listing of another kind", async () => {
    const first = await pb.api<Page>("GET", "/api/v1/plugins?limit=2");
    const response = await pb.api("GET", `/api/v1/plugins?limit=2&userId=u1&connectedFirst=true&cursor=${first.body.nextCursor}`);
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.details.fieldErrors)).toEqual(["cursor"]);
  });

  it("drops a plugin from the listing once its approval is withdrawn", async () => {
    const delta = await db.prisma.plugin.findUniqueOrThrow({ where: { slug: "delta" } });
    await pb.services.review.review({ id: delta.id }, "revision_requested", { adminNotes: "fix the docs" });
    try {
      const response = await pb.api<Page>("GET", "/api/v1/plugins");
      expect(response.body.plugins.map((plugin) => plugin.slug)).toEqual(["alpha", "bravo", "charlie", "echo"]);
    } finally {
      await pb.services.review.review({ id: delta.id }, "approved", { force: true });
    }
  });
});
