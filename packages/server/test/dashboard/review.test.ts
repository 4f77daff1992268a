import { describe, expect, it } from "vitest";
import { testDatabases } from "../helpers/test-database.js";
import { useDashboardWorld, type Caller } from "./dashboard-harness.js";

describe.each(testDatabases())("dashboard review on $name", ({ open }) => {
  const suite = useDashboardWorld(open);


  const submit = (caller: Caller, id: string) => caller("POST", `/api/dashboard/plugins/${id}/submit`);
  const review = (caller: Caller, id: string, body: unknown) => caller("POST", `/api/dashboard/plugins/${id}/review`, body);

  it("walks draft → pending_review → revision_requested → pending_review → approved, listed publicly once approved", async () => {
    const id = await suite.world.createPlugin({ slug: "reviewed-plugin" });
    expect((await submit(suite.world.creator, id)).body).toMatchObject({ id, reviewStatus: "pending_review" });
    const revision = await review(suite.world.admin, id, { status: "revision_requested", adminNotes: "Add a description" });
    expect(revision.body).toEqual({ id, slug: "reviewed-plugin", reviewStatus: "revision_requested", adminNotes: "Add a description" });
    expect((await suite.world.creator("GET", `/api/dashboard/plugins/${id}`)).body.adminNotes).toBe("Add a description");
    expect((await submit(suite.world.creator, id)).body.reviewStatus).toBe("pending_review");
    suite.world.events.length = 0;
    expect((await review(suite.world.admin, id, { status: "approved" })).body.reviewStatus).toBe("approved");
    expect(suite.world.events).toContainEqual({ kind: "plugin", pluginId: id });
    const listed = await suite.world.pb.api("GET", "/api/v1/plugins");
    expect(listed.status).toBe(200);
    expect(listed.body.plugins.map((plugin: { slug: string }) => plugin.slug)).toContain("reviewed-plugin");
  });

  it("refuses illegal transitions with 409 and leaves the status alone", async () => {
    const id = await suite.world.createPlugin();
    expect((await review(suite.world.admin, id, { status: "approved" })).status).toBe(409);
    await submit(suite.world.creator, id);
    const again = await submit(suite.world.creator, id);
    expect(again.status).toBe(409);
    expect(again.body.error).toContain("pending_review");
    await review(suite.world.admin, id, { status: "approved" });
    expect((await review(suite.world.admin, id, { status: "approved" })).status).toBe(409);
    expect((await submit(suite.world.creator, id)).status).toBe(409);
    expect((await suite.db.prisma.plugin.findUniqueOrThrow({ where: { id } })).reviewStatus).toBe("approved");
  });

  it("lets an admin decline, withdraw an approval and reconsider a declined plugin", async () => {
    const id = await suite.world.createPlugin();
    await submit(suite.world.creator, id);
    expect((await review(suite.world.admin, id, { status: "declined", adminNotes: "Spam" })).body).toMatchObject({ reviewStatus: "declined", adminNotes: "Spam" });
    expect((await submit(suite.world.creator, id)).status).toBe(409);
    expect((await review(suite.world.admin, id, { status: "approved" })).body.reviewStatus).toBe("approved");
    expect((await review(suite.world.admin, id, { status: "revision_requested" })).body.reviewStatus).toBe("revision_requested");
  });

  it("sends an approved plugin back to review when its creator changes it, but not when an admin does", async () => {
    const id = await suite.world.createPlugin();
    await submit(suite.world.creator, id);
    await review(suite.world.admin, id, { status: "approved" });
    const byAdmin = await suite.world.admin("PUT", `/api/dashboard/plugins/${id}`, { description: "Edited by an admin" });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.reviewStatus).toBe("approved");
    const byCreator = await suite.world.creator("PUT", `/api/dashboard/plugins/${id}`, { baseUrl: "https://elsewhere.example" });
    expect(byCreator.status).toBe(200);
    expect(byCreator.body.reviewStatus).toBe("pending_review");
    expect(byCreator.body.adminNotes).toMatch(/after approval/);
    const slug = (await suite.db.prisma.plugin.findUniqueOrThrow({ where: { id } })).slug;
    const listed = await suite.world.pb.api("GET", "/api/v1/plugins");
    expect(listed.body.plugins.map((plugin: { slug: string }) => plugin.slug)).not.toContain(slug);
    await review(suite.world.admin, id, { status: "approved" });
    const tool = await suite.world.creator("POST", `/api/dashboard/plugins/${id}/tools`, { slug: "NEW_TOOL", name: "New", description: "New tool", method: "GET", path: "/new" });
    expect(tool.status).toBe(201);
    expect((await suite.db.prisma.plugin.findUniqueOrThrow({ where: { id } })).reviewStatus).toBe("pending_review");
  });

  it("shows the reviewer what an edit changed since the approved version: fields, tools and auth methods, no secret", async () => {
    const id = await suite.world.createPlugin();
    const firstTool = (await suite.world.creator("POST", `/api/dashboard/plugins/${id}/tools`, { slug: "FIRST_TOOL", name: "First", description: "First tool", method: "GET", path: "/first" })).body;
    expect(firstTool.slug).toBe("FIRST_TOOL");
    const before = await suite.world.admin("GET", `/api/dashboard/plugins/${id}`);
    expect(before.body.changesSinceApproval).toBeNull();
    await submit(suite.world.creator, id);
    await review(suite.world.admin, id, { status: "approved" });
    expect((await suite.world.admin("GET", `/api/dashboard/plugins/${id}`)).body.changesSinceApproval).toEqual([]);

    expect((await suite.world.creator("PUT", `/api/dashboard/plugins/${id}`, { baseUrl: "https://elsewhere.example" })).status).toBe(200);
    expect((await suite.world.creator("POST", `/api/dashboard/plugins/${id}/tools`, { slug: "NEW_TOOL", name: "New", description: "New tool", method: "GET", path: "/new" })).status).toBe(201);
    expect((await suite.world.creator("PUT", `/api/dashboard/plugins/${id}/tools`, { toolId: firstTool.id, path: "/moved" })).status).toBe(200);
    const method = await suite.world.creator("PUT", `/api/dashboard/plugins/${id}/auth-methods`, {
      type: "oauth2", label: "OAuth", config: { client_id: "cid", client_secret: "very-secret-value", authorize_url: "https://elsewhere.example/authorize", token_url: "https://elsewhere.example/token", scopes: ["read"] },
    });
    expect(method.status, JSON.stringify(method.body)).toBeLessThan(300);

    const detail = await suite.world.admin("GET", `/api/dashboard/plugins/${id}`);
    expect(detail.body.reviewStatus).toBe("pending_review");
    const changes = detail.body.changesSinceApproval as Array<{ part: string; name: string; change: string; fields: Array<{ field: string; before: unknown; after: unknown }> }>;
    expect(changes).toContainEqual({ part: "plugin", name: "baseUrl", change: "changed", fields: [{ field: "baseUrl", before: expect.any(String), after: "https://elsewhere.example" }] });
    expect(changes).toContainEqual({ part: "tool", name: "NEW_TOOL", change: "added", fields: [] });
    expect(changes).toContainEqual({ part: "auth_method", name: "oauth2: OAuth", change: "added", fields: [] });
    expect(changes).toContainEqual({ part: "tool", name: "FIRST_TOOL", change: "changed", fields: [{ field: "path", before: "/first", after: "/moved" }] });
    expect(changes).toHaveLength(4);
    expect(JSON.stringify(detail.body)).not.toContain("very-secret-value");
    // The creator sees the same; a new approval makes the edited plugin the approved version.
    expect((await suite.world.creator("GET", `/api/dashboard/plugins/${id}`)).body.changesSinceApproval).toEqual(changes);
    await review(suite.world.admin, id, { status: "approved" });
    expect((await suite.world.admin("GET", `/api/dashboard/plugins/${id}`)).body.changesSinceApproval).toEqual([]);
  });

  it("review is admin-only (403), submit is for the creator or an admin (403 for others)", async () => {
    const id = await suite.world.createPlugin();
    expect((await review(suite.world.creator, id, { status: "approved" })).status).toBe(403);
    expect((await review(suite.world.other, id, { status: "approved" })).status).toBe(403);
    expect((await review(suite.world.anonymous, id, { status: "approved" })).status).toBe(401);
    expect((await submit(suite.world.other, id)).status).toBe(403);
    expect((await submit(suite.world.admin, id)).status).toBe(200);
    expect((await suite.db.prisma.plugin.findUniqueOrThrow({ where: { id } })).reviewStatus).toBe("pending_review");
  });

  it("validates the decision (400 naming status) and answers 404 for an unknown plugin", async () => {
    const id = await suite.world.createPlugin();
    const bad = await review(suite.world.admin, id, { status: "pending_review" });
    expect(bad.status).toBe(400);
    expect(bad.body.details.fieldErrors.status).toEqual(["status must be approved, declined or revision_requested"]);
    expect((await review(suite.world.admin, "00000000-0000-4000-8000-000000000000", { status: "approved" })).status).toBe(404);
    expect((await review(suite.world.admin, "not-a-uuid", { status: "approved" })).status).toBe(404);
    expect((await submit(suite.world.creator, "00000000-0000-4000-8000-000000000000")).status).toBe(404);
  });
});
