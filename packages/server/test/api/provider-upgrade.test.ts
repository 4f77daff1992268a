import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/store/open-database.js";
import { startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";

const CLIENT_SECRET = "gh-oauth-client-secret-upgrade-7f2a";

// An installed provider still carrying facts the catalog has since fixed: the upgrade brings the
// catalog's current definition, shown to the reviewer as any edit is.
describe.each(testDatabases())("upgrading an installed provider on $name", ({ open }) => {
  let db: Database;
  let pb: TestPlugboard;

  beforeAll(async () => {
    db = await open();
    pb = await startPlugboard(db);
  });
  afterAll(async () => {
    await pb?.close();
    await db?.close();
  });

  it("takes the catalog's current definition, keeps the client, and sends a creator's approved plugin back to review with the change", async () => {
    const creator = await pb.newDeveloper(`upgrade-creator-${Date.now()}@test.local`);
    const as = { apiKey: creator.apiKey };
    const installed = await pb.api(
      "POST",
      "/api/v1/providers/github/install",
      { slug: "github-upgrade", authModes: ["oauth2"], oauth: { clientId: "Iv1.upgrade", clientSecret: CLIENT_SECRET, scopes: ["repo"] }, tools: ["GET_AUTHENTICATED_USER"], submitForReview: true },
      as,
    );
    expect(installed.status, JSON.stringify(installed.body)).toBe(201);
    const pluginId = installed.body.submission.id as string;

    // Nothing to do right after the install.
    const current = await pb.api("POST", "/api/v1/plugins/github-upgrade/upgrade", undefined, as);
    expect(current.status).toBe(200);
    expect(current.body).toMatchObject({ status: "current", provider: "github", changes: [], reviewStatus: "pending_review" });

    // What an install from an older catalog round holds, approved so: a stale token URL and tool description.
    const method = await pb.context.prisma.authMethod.findFirstOrThrow({ where: { pluginId, type: "oauth2" } });
    const config = method.config as Record<string, unknown>;
    const sealedSecret = config.client_secret;
    await pb.context.prisma.authMethod.update({ where: { id: method.id }, data: { config: { ...config, token_url: "https://github.com/login/oauth/old_token" } } });
    await pb.context.prisma.tool.updateMany({ where: { pluginId, slug: "GET_AUTHENTICATED_USER" }, data: { description: "An older description." } });
    await pb.services.review.review({ id: pluginId }, "approved");

    const upgraded = await pb.api("POST", "/api/v1/plugins/github-upgrade/upgrade", undefined, as);
    expect(upgraded.status, JSON.stringify(upgraded.body)).toBe(200);
    expect(upgraded.body).toMatchObject({ status: "upgraded", provider: "github", reviewStatus: "pending_review" });
    expect(upgraded.body.changes).toEqual(
      expect.arrayContaining([
        { part: "auth_method", name: "oauth2: GitHub account", change: "changed", fields: [expect.objectContaining({ field: "config" })] },
        { part: "tool", name: "GET_AUTHENTICATED_USER", change: "changed", fields: [expect.objectContaining({ field: "description", before: "An older description." })] },
      ]),
    );
    const after = (await pb.context.prisma.authMethod.findUniqueOrThrow({ where: { id: method.id } })).config as Record<string, unknown>;
    expect(after).toMatchObject({ token_url: "https://github.com/login/oauth/access_token", client_id: "Iv1.upgrade", scopes: ["repo"] });
    // The sealed client secret is kept as it was, and never shown.
    expect(after.client_secret).toEqual(sealedSecret);
    expect(JSON.stringify(upgraded.body)).not.toContain(CLIENT_SECRET);
    // No tool the install left out appears.
    expect(await pb.context.prisma.tool.count({ where: { pluginId } })).toBe(1);

    // The reviewer sees the same change as any edit.
    const reviewed = await pb.services.dashboardPlugins.detail(pluginId);
    expect(reviewed.reviewStatus).toBe("pending_review");
    expect(reviewed.changesSinceApproval).toEqual(upgraded.body.changes);
  });

  it("answers 404 for a plugin not installed from the catalog, another developer's, or none", async () => {
    const created = await pb.api("POST", "/api/v1/submissions", { slug: "hand-written-upgrade", name: "Hand written", description: "Written by hand.", baseUrl: "https://api.example.com", toolSource: "manual", authMethods: [{ type: "no_auth", label: "None" }], tools: [] });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const handWritten = await pb.api("POST", "/api/v1/plugins/hand-written-upgrade/upgrade");
    expect(handWritten.status).toBe(404);
    expect(handWritten.body.error).toMatch(/installed from the catalog/);
    expect((await pb.api("POST", "/api/v1/plugins/github-upgrade/upgrade")).status).toBe(404);
    expect((await pb.api("POST", "/api/v1/plugins/no-such-plugin/upgrade")).status).toBe(404);
    expect((await pb.api("POST", "/api/v1/plugins/github-upgrade/upgrade", undefined, { apiKey: null })).status).toBe(401);
  });
});
