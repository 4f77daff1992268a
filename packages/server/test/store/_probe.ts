import { openTestDatabase } from "../helpers/test-database.js";
for (const name of ["pglite", "postgres"] as const) {
  const t = Date.now();
  const db = await openTestDatabase(name);
  console.log(name, "open+migrate ms", Date.now() - t, Object.keys(db), db.raw.kind);
  await db.prisma.plugin.create({ data: { slug: "a", name: "A" } });
  try { await db.prisma.plugin.create({ data: { slug: "a", name: "A" } }); } catch (e: any) { console.log(e.constructor.name, e.code, e.meta); }
  const d = new Date("2024-02-03T04:05:06.789Z");
  const p = await db.prisma.plugin.create({ data: { slug: "b", name: "B", createdAt: d, mcpConfig: { a: [1, "x", null, { b: true }] } } });
  console.log(p.createdAt.toISOString(), JSON.stringify(p.mcpConfig));
  console.log(await db.prisma.$queryRaw`SELECT migration_name, checksum FROM _prisma_migrations`);
  await db.close();
}
{
  const db = await openTestDatabase("pglite");
  const pl = await db.prisma.plugin.create({ data: { slug: "a", name: "A" } });
  await db.prisma.tool.create({ data: { pluginId: pl.id, slug: "t", name: "t", description: "", method: "GET", path: "/" } });
  for (const f of [
    () => db.prisma.plugin.create({ data: { slug: "a", name: "A" } }),
    () => db.prisma.tool.create({ data: { pluginId: pl.id, slug: "t", name: "t", description: "", method: "GET", path: "/" } }),
    () => db.prisma.tool.create({ data: { pluginId: "00000000-0000-0000-0000-000000000000", slug: "t", name: "t", description: "", method: "GET", path: "/" } }),
    () => db.prisma.$transaction(async (tx) => { await tx.plugin.create({ data: { slug: "a", name: "A" } }); }),
  ]) {
    try { await f(); console.log("no error!"); } catch (e: any) { console.log(e.constructor.name, e.code, JSON.stringify(e.meta?.target ?? e.meta?.driverAdapterError?.cause)); }
  }
  await db.close();
}
