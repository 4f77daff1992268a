import { describe, expect, it } from "vitest";
import { testDatabases } from "../helpers/test-database.js";
import { useDashboardWorld } from "./dashboard-harness.js";

describe.each(testDatabases())("dashboard categories on $name", ({ open }) => {
  const suite = useDashboardWorld(open);


  it("admins create, rename and delete categories; everyone signed in lists them", async () => {
    const created = await suite.world.admin("POST", "/api/dashboard/categories", { slug: "crm", name: "CRM" });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ slug: "crm", name: "CRM", pluginCount: 0 });
    const pluginId = await suite.world.createPlugin({ category: "crm" });
    suite.world.events.length = 0;
    const renamed = await suite.world.admin("PUT", "/api/dashboard/categories", { id: created.body.id, name: "Customers" });
    expect(renamed.body).toMatchObject({ slug: "crm", name: "Customers", pluginCount: 1 });
    expect(suite.world.events).toEqual([{ kind: "plugin", pluginId }]);
    const listed = await suite.world.other("GET", "/api/dashboard/categories");
    expect(listed.body.categories).toContainEqual(expect.objectContaining({ id: created.body.id, name: "Customers" }));
    expect((await suite.world.admin("DELETE", `/api/dashboard/categories?id=${created.body.id}`)).body).toEqual({ deleted: true });
    expect((await suite.world.creator("GET", `/api/dashboard/plugins/${pluginId}`)).body.categories).toEqual([]);
    expect((await suite.world.admin("DELETE", "/api/dashboard/categories", { id: created.body.id })).status).toBe(404);
  });

  it("refuses non-admins (403), anonymous callers (401), taken slugs and invalid fields (400)", async () => {
    expect((await suite.world.creator("POST", "/api/dashboard/categories", { slug: "x", name: "X" })).status).toBe(403);
    const existing = await suite.world.admin("POST", "/api/dashboard/categories", { slug: "dup", name: "Dup" });
    expect((await suite.world.creator("PUT", "/api/dashboard/categories", { id: existing.body.id, name: "Mine" })).status).toBe(403);
    expect((await suite.world.other("DELETE", "/api/dashboard/categories", { id: existing.body.id })).status).toBe(403);
    expect((await suite.world.anonymous("GET", "/api/dashboard/categories")).status).toBe(401);
    const taken = await suite.world.admin("POST", "/api/dashboard/categories", { slug: "dup", name: "Again" });
    expect(taken.body.details.fieldErrors.slug).toEqual(['slug "dup" is already taken']);
    const invalid = await suite.world.admin("POST", "/api/dashboard/categories", { slug: "Bad Slug", name: "" });
    expect(Object.keys(invalid.body.details.fieldErrors).sort()).toEqual(["name", "slug"]);
    expect((await suite.db.prisma.category.findUniqueOrThrow({ where: { id: existing.body.id } })).name).toBe("Dup");
  });
});
