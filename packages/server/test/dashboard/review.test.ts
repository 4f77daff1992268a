import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/store/open-database.js";
import { testDatabases } from "../helpers/test-database.js";
import { startDashboardWorld, type DashboardWorld } from "./dashboard-harness.js";

describe.each(testDatabases())("dashboard review on $name", ({ open }) => {
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

  const submit = (caller: DashboardWorld["creator"], id: string) => caller("POST", `/api/dashboard/plugins/${id}/submit`);
  const review = (caller: DashboardWorld["creator"], id: string, body: unknown) => caller("POST", `/api/dashboard/plugins/${id}/review`, body);

  it("walks draft → pending_review → revision_requested → pending_review → approved, listed publicly once approved", async () => {
    const id = await world.createPlugin({ slug: "reviewed-plugin" });
    expect((await submit(world.creator, id)).body).toMatchObject({ id, reviewStatus: "pending_review" });
    const revision = await review(world.admin, id, { status: "revision_requested", adminNotes: "Add a description" });
    expect(revision.body).toEqual({ id, slug: "reviewed-plugin", reviewStatus: "revision_requested", adminNotes: "Add a description" });
    expect((await world.creator("GET", `/api/dashboard/plugins/${id}`)).body.adminNotes).toBe("Add a description");
    expect((await submit(world.creator, id)).body.reviewStatus).toBe("pending_review");
    world.events.length = 0;
    expect((await review(world.admin, id, { status: "approved" })).body.reviewStatus).toBe("approved");
    expect(world.events).toContainEqual({ kind: "plugin", pluginId: id });
    const listed = await world.pb.api("GET", "/api/v1/plugins");
    expect(listed.status).toBe(200);
    expect(listed.body.plugins.map((plugin: { slug: string }) => plugin.slug)).toContain("reviewed-plugin");
  });

  it("refuses illegal transitions with 409 and leaves the status alone", async () => {
    const id = await world.createPlugin();
    expect((await review(world.admin, id, { status: "approved" })).status).toBe(409);
    await submit(world.creator, id);
    const again = await submit(world.creator, id);
    expect(again.status).toBe(409);
    expect(again.body.error).toContain("pending_review");
    await review(world.admin, id, { status: "approved" });
    expect((await review(world.admin, id, { status: "approved" })).status).toBe(409);
    expect((await submit(world.creator, id)).status).toBe(409);
    expect((await db.prisma.plugin.findUniqueOrThrow({ where: { id } })).reviewStatus).toBe("approved");
  });

  it("lets an admin decline, withdraw an approval and reconsider a declined plugin", async () => {
    const id = await world.createPlugin();
    await submit(world.creator, id);
    expect((await review(world.admin, id, { status: "declined", adminNotes: "Spam" })).body).toMatchObject({ reviewStatus: "declined", adminNotes: "Spam" });
    expect((await submit(world.creator, id)).status).toBe(409);
    expect((await review(world.admin, id, { status: "approved" })).body.reviewStatus).toBe("approved");
    expect((await review(world.admin, id, { status: "revision_requested" })).body.reviewStatus).toBe("revision_requested");
  });

  it("sends an approved plugin back to review when its creator changes it, but not when an admin does", async () => {
    const id = await world.createPlugin();
    await submit(world.creator, id);
    await review(world.admin, id, { status: "approved" });
    const byAdmin = await world.admin("PUT", `/api/dashboard/plugins/${id}`, { description: "Edited by an admin" });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.reviewStatus).toBe("approved");
    const byCreator = await world.creator("PUT", `/api/dashboard/plugins/${id}`, { baseUrl: "https://elsewhere.example" });
    expect(byCreator.status).toBe(200);
    expect(byCreator.body.reviewStatus).toBe("pending_review");
    expect(byCreator.body.adminNotes).toMatch(/after approval/);
    const slug = (await db.prisma.plugin.findUniqueOrThrow({ where: { id } })).slug;
    const listed = await world.pb.api("GET", "/api/v1/plugins");
    expect(listed.body.plugins.map((plugin: { slug: string }) => plugin.slug)).not.toContain(slug);
    await review(world.admin, id, { status: "approved" });
    const tool = await world.creator("POST", `/api/dashboard/plugins/${id}/tools`, { slug: "NEW_TOOL", name: "New", description: "New tool", method: "GET", path: "/new" });
    expect(tool.status).toBe(201);
    expect((await db.prisma.plugin.findUniqueOrThrow({ where: { id } })).reviewStatus).toBe("pending_review");
  });

  it("review is admin-only (403), submit is for the creator or an admin (403 for others)", async () => {
    const id = await world.createPlugin();
    expect((await review(world.creator, id, { status: "approved" })).status).toBe(403);
    expect((await review(world.other, id, { status: "approved" })).status).toBe(403);
    expect((await review(world.anonymous, id, { status: "approved" })).status).toBe(401);
    expect((await submit(world.other, id)).status).toBe(403);
    expect((await submit(world.admin, id)).status).toBe(200);
    expect((await db.prisma.plugin.findUniqueOrThrow({ where: { id } })).reviewStatus).toBe("pending_review");
  });

  it("validates the decision (400 naming status) and answers 404 for an unknown plugin", async () => {
    const id = await world.createPlugin();
    const bad = await review(world.admin, id, { status: "pending_review" });
    expect(bad.status).toBe(400);
    expect(bad.body.details.fieldErrors.status).toEqual(["status must be approved, declined or revision_requested"]);
    expect((await review(world.admin, "00000000-0000-4000-8000-000000000000", { status: "approved" })).status).toBe(404);
    expect((await review(world.admin, "not-a-uuid", { status: "approved" })).status).toBe(404);
    expect((await submit(world.creator, "00000000-0000-4000-8000-000000000000")).status).toBe(404);
  });
});
