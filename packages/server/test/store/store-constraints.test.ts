import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Prisma } from "../../src/generated/prisma/client.js";
import type { Database } from "../../src/store/open-database.js";
import { testDatabases } from "../helpers/test-database.js";

/** Asserts that `write` fails as a unique-constraint violation, the way services will detect it. */
async function expectUniqueViolation(write: Promise<unknown>): Promise<void> {
  const error = await write.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error, "the duplicate write should have been rejected").toBeInstanceOf(Prisma.PrismaClientKnownRequestError);
  expect((error as Prisma.PrismaClientKnownRequestError).code).toBe("P2002");
}

describe.each(testDatabases())("store constraints on $name", ({ open }) => {
  let db: Database;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(() => db.close());

  const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;
  const createPlugin = () => db.prisma.plugin.create({ data: { slug: unique("plugin"), name: "Plugin" } });
  const createDeveloper = () => db.prisma.developer.create({ data: { email: `${unique("dev")}@example.com` } });
  const toolData = (pluginId: string, slug: string) => ({
    pluginId,
    slug,
    name: slug,
    description: "Lists things",
    method: "GET",
    path: "/things",
  });
  const mcpToolData = (pluginId: string, mcpToolName: string) => ({
    pluginId,
    mcpToolName,
    slug: mcpToolName.toLowerCase(),
    name: mcpToolName,
    inputSchema: { type: "object" },
  });

  it("keeps plugin slugs unique", async () => {
    const plugin = await createPlugin();
    await expectUniqueViolation(db.prisma.plugin.create({ data: { slug: plugin.slug, name: "Other" } }));
    expect(await db.prisma.plugin.count({ where: { slug: plugin.slug } })).toBe(1);
  });

  it("keeps a tool slug unique within its plugin only", async () => {
    const [first, second] = [await createPlugin(), await createPlugin()];
    await db.prisma.tool.create({ data: toolData(first.id, "list_things") });
    await expectUniqueViolation(db.prisma.tool.create({ data: toolData(first.id, "list_things") }));
    await expect(db.prisma.tool.create({ data: toolData(second.id, "list_things") })).resolves.toMatchObject({ pluginId: second.id });
  });

  it("allows each auth method type once per plugin", async () => {
    const [first, second] = [await createPlugin(), await createPlugin()];
    await db.prisma.authMethod.create({ data: { pluginId: first.id, type: "oauth2", label: "OAuth" } });
    await expectUniqueViolation(db.prisma.authMethod.create({ data: { pluginId: first.id, type: "oauth2", label: "Again" } }));
    await db.prisma.authMethod.create({ data: { pluginId: first.id, type: "api_key", label: "Key" } });
    await db.prisma.authMethod.create({ data: { pluginId: second.id, type: "oauth2", label: "OAuth" } });
    expect(await db.prisma.authMethod.count({ where: { pluginId: first.id } })).toBe(2);
  });

  it("caches an MCP tool name once per plugin", async () => {
    const [first, second] = [await createPlugin(), await createPlugin()];
    await db.prisma.mcpToolCache.create({ data: mcpToolData(first.id, "Search") });
    await expectUniqueViolation(db.prisma.mcpToolCache.create({ data: mcpToolData(first.id, "Search") }));
    await db.prisma.mcpToolCache.create({ data: mcpToolData(second.id, "Search") });
  });

  it("keeps one connection per developer, end-user and plugin", async () => {
    const [developer, plugin] = [await createDeveloper(), await createPlugin()];
    const key = { developerId: developer.id, userId: "user-1", pluginId: plugin.id };
    await db.prisma.connection.create({ data: key });
    await expectUniqueViolation(db.prisma.connection.create({ data: key }));
    await db.prisma.connection.create({ data: { ...key, userId: "user-2" } });
    expect(await db.prisma.connection.count({ where: { pluginId: plugin.id } })).toBe(2);
  });

  it("rejects a duplicate inside an interactive transaction and rolls the transaction back", async () => {
    const plugin = await createPlugin();
    const slug = unique("in-tx");
    await expectUniqueViolation(
      db.prisma.$transaction(async (tx) => {
        await tx.plugin.create({ data: { slug, name: "First" } });
        await tx.plugin.create({ data: { slug: plugin.slug, name: "Duplicate" } });
      }),
    );
    expect(await db.prisma.plugin.count({ where: { slug } })).toBe(0);
  });

  it("upserts a connection onto the same row, its credential of a source onto the same credential", async () => {
    const [developer, plugin] = [await createDeveloper(), await createPlugin()];
    const key = { developerId: developer.id, userId: "user-1", pluginId: plugin.id };
    const upsert = async (secrets: string) => {
      const existing = await db.prisma.connection.findUnique({ where: { developerId_userId_pluginId_accountLabel: { ...key, accountLabel: "default" } } });
      return db.prisma.connection.upsert({
        where: { developerId_userId_pluginId_accountLabel: { ...key, accountLabel: "default" } },
        create: { ...key, credentials: { create: [{ source: "rest", secrets }] } },
        update: {
          version: { increment: 1 },
          credentials: { upsert: [{ where: { connectionId_source: { connectionId: existing?.id ?? "", source: "rest" } }, create: { source: "rest", secrets }, update: { secrets, status: "active" } }] },
        },
        include: { credentials: true },
      });
    };

    const created = await upsert("iv:first:tag");
    await db.prisma.credential.update({ where: { connectionId_source: { connectionId: created.id, source: "rest" } }, data: { status: "needs_reauth" } });
    const updated = await upsert("iv:second:tag");

    expect(updated.id).toBe(created.id);
    expect(updated.credentials).toEqual([expect.objectContaining({ id: created.credentials[0]!.id, source: "rest", secrets: "iv:second:tag", status: "active" })]);
    expect(updated.version).toBe(created.version + 1);
    expect(await db.prisma.connection.count({ where: key })).toBe(1);

    // One credential per source: a second REST credential is refused, an MCP one sits beside it.
    await expect(db.prisma.credential.create({ data: { connectionId: created.id, source: "rest", secrets: "iv:third:tag" } })).rejects.toThrow();
    await db.prisma.credential.create({ data: { connectionId: created.id, source: "mcp", secrets: "iv:mcp:tag" } });
    expect(await db.prisma.credential.count({ where: { connectionId: created.id } })).toBe(2);
    // Deleting the connection deletes its credentials.
    await db.prisma.connection.delete({ where: { id: created.id } });
    expect(await db.prisma.credential.count({ where: { connectionId: created.id } })).toBe(0);
  });

  it("removes a plugin's tools, auth methods, MCP cache and connections with it, and nothing else", async () => {
    const developer = await createDeveloper();
    const [doomed, kept] = [await createPlugin(), await createPlugin()];
    for (const plugin of [doomed, kept]) {
      const method = await db.prisma.authMethod.create({ data: { pluginId: plugin.id, type: "api_key", label: "Key" } });
      await db.prisma.tool.create({ data: toolData(plugin.id, "list_things") });
      await db.prisma.mcpToolCache.create({ data: mcpToolData(plugin.id, "Search") });
      await db.prisma.connection.create({ data: { developerId: developer.id, userId: "u", pluginId: plugin.id, authMethodId: method.id } });
    }

    await db.prisma.plugin.delete({ where: { id: doomed.id } });

    const counts = async (pluginId: string) => [
      await db.prisma.tool.count({ where: { pluginId } }),
      await db.prisma.authMethod.count({ where: { pluginId } }),
      await db.prisma.mcpToolCache.count({ where: { pluginId } }),
      await db.prisma.connection.count({ where: { pluginId } }),
    ];
    expect(await counts(doomed.id)).toEqual([0, 0, 0, 0]);
    expect(await counts(kept.id)).toEqual([1, 1, 1, 1]);
    expect(await db.prisma.developer.findUnique({ where: { id: developer.id } })).not.toBeNull();
  });

  it("keeps a connection when its auth method is deleted, with the reference cleared", async () => {
    const [developer, plugin] = [await createDeveloper(), await createPlugin()];
    const method = await db.prisma.authMethod.create({ data: { pluginId: plugin.id, type: "oauth2", label: "OAuth" } });
    const connection = await db.prisma.connection.create({
      data: { developerId: developer.id, userId: "u", pluginId: plugin.id, authMethodId: method.id },
    });
    await db.prisma.authMethod.delete({ where: { id: method.id } });
    const after = await db.prisma.connection.findUnique({ where: { id: connection.id } });
    expect(after?.authMethodId).toBeNull();
  });

  it("rejects a tool for a plugin that does not exist (P2003)", async () => {
    const error = await db.prisma.tool.create({ data: toolData(randomUUID(), "orphan") }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(Prisma.PrismaClientKnownRequestError);
    expect((error as Prisma.PrismaClientKnownRequestError).code).toBe("P2003");
  });
});
