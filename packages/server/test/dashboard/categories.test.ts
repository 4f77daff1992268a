import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/store/open-database.js";
import { testDatabases } from "../helpers/test-database.js";
import { startDashboardWorld, type DashboardWorld } from "./dashboard-harness.js";

describe.each(testDatabases())("dashboard categories on $name", ({ open }) => {
  let db: Database;
  let world: DashboardWorld;

  beforeAll(async () => {
    db = await open();
    world = await startDashboardWorld(db);
  });
  afterAll(async () => {
    await world?.close();
    await db?.close();
  });

  it("admins create, rename and delete categories; everyone signed in lists them", async () => {
    const created = await world.admin("POST", "/api/dashboard/categories", { slug: "crm", name: "CRM" });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ slug: "crm", name: "CRM", pluginCount: 0 });
    const pluginId = await world.createPlugin({ category: "crm" });
    world.events.length = 0;
    const renamed = await world.admin("PUT", "/api/dashboard/categories", { id: created.body.id, name: "Customers" });
    expect(renamed.body).toMatchObject({ slug: "crm", name: "Customers", pluginCount: 1 });
    expect(world.events).toEqual([{ kind: "plugin", pluginId }]);
    const listed = await world.other("GET", "/api/dashboard/categories");
    expect(listed.body.categories).toContainEqual(expect.objectContaining({ id: created.body.id, name: "Customers" }));
    expect((await world.admin("DELETE", `/api/dashboard/categories?id=${created.body.id}`)).body).toEqual({ deleted: true });
    expect((await world.creator("GET", `/api/dashboard/plugins/${pluginId}`)).body.categories).toEqual([]);
    expect((await world.admin("DELETE", "/api/dashboard/categories", { id: created.body.id })).status).toBe(404);
  });

  it("refuses non-admins (403), anonymous callers (401), taken slugs and invalid fields (400)", async () => {
    expect((await world.creator("POST", "/api/dashboard/categories", { slug: "x", name: "X" })).status).toBe(403);
    const existing = await world.admin("POST", "/api/dashboard/categories", { slug: "dup", name: "Dup" });
    expect((await world.creator("PUT", "/api/dashboard/categories", { id: existing.body.id, name: "Mine" })).status).toBe(403);
    expect((await world.other("DELETE", "/api/dashboard/categories", { id: existing.body.id })).status).toBe(403);
    expect((await world.anonymous("GET", "/api/dashboard/categories")).status).toBe(401);
    const taken = await world.admin("POST", "/api/dashboard/categories", { slug: "dup", name: "Again" });
    expect(taken.body.details.fieldErrors.slug).toEqual(['slug "dup" is already taken']);
    const invalid = await world.admin("POST", "/api/dashboard/categories", { slug: "Bad Slug", name: "" });
    expect(Object.keys(invalid.body.details.fieldErrors).sort()).toEqual(["name", "slug"]);
    expect((await db.prisma.category.findUniqueOrThrow({ where: { id: existing.body.id } })).name).toBe("Dup");
  });
});
