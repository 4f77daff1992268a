import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Prisma } from "../../src/generated/prisma/client.js";
import type { Database } from "../../src/store/open-database.js";
import { testDatabases } from "../helpers/test-database.js";

describe.each(testDatabases())("store round trips on $name", ({ open }) => {
  let db: Database;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(() => db.close());

  const slug = () => `plugin-${randomUUID().slice(0, 8)}`;

  it("returns JSON columns exactly as written", async () => {
    const inputSchema = {
      type: "object",
      properties: {
        query: { type: "string", description: "Ünïcödé 名前 🚀, \"quotes\" and \\backslashes\\" },
        limit: { type: "integer", minimum: -1, maximum: 1.5e12, default: 0 },
        tags: { type: "array", items: { type: "string" }, examples: [["a", "b"], []] },
      },
      required: ["query"],
      additionalProperties: false,
      nothing: null,
      empty: {},
    };
    const mcpConfig = { serverUrl: "https://mcp.example.com/mcp", scopes: ["read", "write"], clientSecret: "iv:ct:tag" };
    const plugin = await db.prisma.plugin.create({ data: { slug: slug(), name: "JSON", mcpConfig } });
    const tool = await db.prisma.tool.create({
      data: {
        pluginId: plugin.id,
        slug: "search",
        name: "Search",
        description: "",
        method: "POST",
        path: "/search",
        inputSchema,
        outputSchema: ["top-level", "array", 1, true, null],
        headers: "a bare JSON string",
      },
    });

    const readBack = await db.prisma.tool.findUniqueOrThrow({ where: { id: tool.id }, include: { plugin: true } });
    expect(readBack.inputSchema).toEqual(inputSchema);
    expect(readBack.outputSchema).toEqual(["top-level", "array", 1, true, null]);
    expect(readBack.headers).toBe("a bare JSON string");
    expect(readBack.plugin.mcpConfig).toEqual(mcpConfig);
  });

  it("tells SQL NULL from a JSON null and applies the JSON default", async () => {
    const sqlNull = await db.prisma.plugin.create({ data: { slug: slug(), name: "A", mcpConfig: Prisma.DbNull } });
    const jsonNull = await db.prisma.plugin.create({ data: { slug: slug(), name: "B", mcpConfig: Prisma.JsonNull } });
    const rows = await db.prisma.$queryRawUnsafe<Array<{ id: string; kind: string | null }>>(
      `SELECT id::text AS id, jsonb_typeof("mcpConfig") AS kind FROM "Plugin" WHERE id IN ($1::uuid, $2::uuid)`,
      sqlNull.id,
      jsonNull.id,
    );
    expect(Object.fromEntries(rows.map((row) => [row.id, row.kind]))).toEqual({ [sqlNull.id]: null, [jsonNull.id]: "null" });

    const method = await db.prisma.authMethod.create({ data: { pluginId: sqlNull.id, type: "api_key", label: "Key" } });
    expect(method.config).toEqual({});
  });

  it("filters on a JSON path", async () => {
    const url = `https://${randomUUID()}.example.com/mcp`;
    const plugin = await db.prisma.plugin.create({ data: { slug: slug(), name: "Find me", mcpConfig: { serverUrl: url } } });
    const found = await db.prisma.plugin.findMany({ where: { mcpConfig: { path: ["serverUrl"], equals: url } } });
    expect(found.map((row) => row.id)).toEqual([plugin.id]);
  });

  it("stores the exact instant of a timestamp, to the millisecond", async () => {
    const developer = await db.prisma.developer.create({ data: { email: `${randomUUID()}@example.com` } });
    const plugin = await db.prisma.plugin.create({ data: { slug: slug(), name: "Instants" } });
    const instants = [new Date("2024-02-29T23:59:59.987Z"), new Date("1999-12-31T23:00:00.001+05:30"), new Date(0)];
    for (const expiresAt of instants) {
      const pending = await db.prisma.pendingConnection.create({
        data: { nonce: randomUUID(), developerId: developer.id, userId: "u", pluginId: plugin.id, redirectUrl: "https://app.example.com/done", expiresAt },
      });
      const readBack = await db.prisma.pendingConnection.findUniqueOrThrow({ where: { id: pending.id } });
      expect(readBack.expiresAt.toISOString()).toBe(expiresAt.toISOString());
      // The database itself holds the same instant (not shifted by a session or process time zone).
      const [row] = await db.prisma.$queryRawUnsafe<Array<{ ms: string }>>(
        `SELECT (extract(epoch FROM "expiresAt") * 1000)::bigint::text AS ms FROM "PendingConnection" WHERE id = $1::uuid`,
        pending.id,
      );
      expect(Number(row?.ms)).toBe(expiresAt.getTime());
    }
  });

  it("sets createdAt from the database clock and moves updatedAt on update", async () => {
    const before = Date.now();
    const plugin = await db.prisma.plugin.create({ data: { slug: slug(), name: "Clock" } });
    expect(Math.abs(plugin.createdAt.getTime() - before)).toBeLessThan(60_000);
    expect(plugin.updatedAt.getTime()).toBeGreaterThanOrEqual(plugin.createdAt.getTime());

    await new Promise((resolve) => setTimeout(resolve, 15));
    const updated = await db.prisma.plugin.update({ where: { id: plugin.id }, data: { name: "Clock 2" } });
    expect(updated.updatedAt.getTime()).toBeGreaterThan(plugin.updatedAt.getTime());
    expect(updated.createdAt.getTime()).toBe(plugin.createdAt.getTime());
  });

  it("compares timestamps in queries (expiry sweeps)", async () => {
    const developer = await db.prisma.developer.create({ data: { email: `${randomUUID()}@example.com` } });
    const plugin = await db.prisma.plugin.create({ data: { slug: slug(), name: "Sweep" } });
    const now = new Date();
    const make = (offsetMs: number) =>
      db.prisma.pendingConnection.create({
        data: { nonce: randomUUID(), developerId: developer.id, userId: "u", pluginId: plugin.id, redirectUrl: "https://x", expiresAt: new Date(now.getTime() + offsetMs) },
      });
    const expired = await make(-1);
    const live = await make(60_000);
    const { count } = await db.prisma.pendingConnection.deleteMany({ where: { pluginId: plugin.id, expiresAt: { lt: now } } });
    expect(count).toBe(1);
    expect(await db.prisma.pendingConnection.findUnique({ where: { id: expired.id } })).toBeNull();
    expect(await db.prisma.pendingConnection.findUnique({ where: { id: live.id } })).not.toBeNull();
  });
});
