import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/store/open-database.js";
import { queryCounter } from "../helpers/query-counter.js";
import { startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";

/** Seeds `plugins` approved plugins with `tools` manual tools each, directly in the database. */
async function seed(db: Database, developerId: string, prefix: string, plugins: number, tools: number): Promise<string[]> {
  const slugs: string[] = [];
  for (let index = 0; index < plugins; index += 1) {
    const slug = `${prefix}-${String(index).padStart(4, "0")}`;
    slugs.push(slug);
    await db.prisma.plugin.create({
      data: {
        slug,
        name: `Plugin ${slug}`,
        baseUrl: "https://api.example.com",
        status: "active",
        reviewStatus: "approved",
        createdById: developerId,
        authMethods: { create: [{ type: "api_key", label: "Key", isDefault: true, config: { headerName: "x-key" } }] },
        tools: {
          create: Array.from({ length: tools }, (_, tool) => ({
            slug: `T${tool}_${index}`,
            name: `tool ${tool}`,
            description: `does ${tool}`,
            method: "GET",
            path: `/items/{id}/${tool}`,
            inputSchema: { type: "object", properties: { q: { type: "string" } } },
          })),
        },
      },
    });
  }
  return slugs;
}

/**
 * Listing the catalog costs the same number of queries whether it holds 3 plugins or 60: plugins are
 * listed from the in-memory catalog snapshot (one constant-size load, then none), and a user's
 * `connected` flags take one query for all plugins.
 */
describe.each(testDatabases())("catalog listings' query counts on $name", ({ open }) => {
  const requests = (slug: string) => ({
    "plugins page": "/api/v1/plugins?limit=100",
    "plugins page for a user": "/api/v1/plugins?limit=100&userId=u-1",
    "connected first": "/api/v1/plugins?limit=100&userId=u-1&connectedFirst=true",
    "one plugin's tools": `/api/v1/tools?plugin=${slug}`,
    "every tool": "/api/v1/tools",
  });

  async function measure(plugins: number): Promise<Record<string, { cold: number; warm: number; body: unknown }>> {
    const db = await open();
    // No webhook delivery worker (it wakes on every bus event, the `all` published below) and no trigger
    // poller (it looks for due polls every second): their queries would land in whichever window is open.
    const pb = await startPlugboard(db, { webhooks: { deliver: false }, triggers: { poll: false } });
    try {
      const slugs = await seed(db, pb.developerId, "p", plugins, 4);
      // The user is connected to the first third of the plugins.
      const connected = await db.prisma.plugin.findMany({ where: { slug: { in: slugs.slice(0, Math.ceil(plugins / 3)) } }, include: { authMethods: true } });
      for (const plugin of connected) {
        await db.prisma.connection.create({
          data: { developerId: pb.developerId, userId: "u-1", pluginId: plugin.id, authMethodId: plugin.authMethods[0]!.id },
        });
      }
      await pb.api("GET", "/api/v1/mcp/links?userId=u-1"); // warms the API key cache
      const counter = queryCounter(db);
      const results: Record<string, { cold: number; warm: number; body: unknown }> = {};
      try {
        for (const [name, path] of Object.entries(requests(slugs[1]!))) {
          pb.services.bus.publish({ kind: "all" });
          let body: unknown;
          const cold = await counter.during(async () => {
            const response = await pb.api("GET", path);
            expect(response.status, `${name}: ${JSON.stringify(response.body).slice(0, 300)}`).toBe(200);
            body = response.body;
          });
          const warm = await counter.during(() => pb.api("GET", path));
          results[name] = { cold, warm, body };
        }
      } finally {
        counter.restore();
      }
      return results;
    } finally {
      await pb.close();
      await db.close();
    }
  }

  let small: Awaited<ReturnType<typeof measure>>;
  let large: Awaited<ReturnType<typeof measure>>;
  beforeAll(async () => {
    small = await measure(3);
    large = await measure(60);
  }, 240_000);
  afterAll(() => undefined);

  it("answers the full catalog (a sanity check of what is counted)", () => {
    expect((large["plugins page"]!.body as { plugins: unknown[] }).plugins).toHaveLength(60);
    expect((large["every tool"]!.body as { tools: unknown[] }).tools).toHaveLength(240);
    const flags = (large["connected first"]!.body as { plugins: Array<{ connected: boolean }> }).plugins.map((plugin) => plugin.connected);
    expect(flags.slice(0, 20).every(Boolean)).toBe(true);
    expect(flags.slice(20).some(Boolean)).toBe(false);
  });

  it("sends as many queries for 60 plugins as for 3, cold and warm", () => {
    for (const name of Object.keys(small)) {
      expect({ name, ...pick(large[name]!) }).toEqual({ name, ...pick(small[name]!) });
    }
  });

  it("needs at most one query per warm request (the user's connections)", () => {
    for (const [name, { warm }] of Object.entries(large)) expect({ name, warm }).toEqual({ name, warm: name.includes("user") || name.includes("connected") ? 1 : 0 });
  });
});

function pick(row: { cold: number; warm: number }) {
  return { cold: row.cold, warm: row.warm };
}
