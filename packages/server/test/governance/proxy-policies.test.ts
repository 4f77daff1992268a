import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/store/open-database.js";
import { startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";
import { startUpstream, type Upstream } from "../helpers/upstream-server.js";

const TOKEN = "github_pat_proxy_policies_7d21";

describe.each(testDatabases())("tool policies through POST /api/v1/proxy, and allowProxy at install, on $name", ({ open }) => {
  let db: Database;
  let pb: TestPlugboard;
  // Plays api.github.com for the installed plugins.
  let github: Upstream;

  const install = async (slug: string, extra: Record<string, unknown>) => {
    const installed = await pb.api("POST", "/api/v1/providers/github/install", {
      slug,
      authModes: ["bearer"],
      tools: ["CREATE_ISSUE", "LIST_ISSUES", "GET_AUTHENTICATED_USER"],
      overrides: { baseUrl: github.url },
      submitForReview: true,
      ...extra,
    });
    expect(installed.status, JSON.stringify(installed.body)).toBe(201);
    await pb.services.review.review({ id: installed.body.submission.id }, "approved");
    for (const userId of ["ann", "bob"]) {
      const connected = await pb.api("POST", "/api/v1/connections", { userId, plugin: slug, authMethod: "bearer_token", credentials: { token: TOKEN } });
      expect(connected.status, JSON.stringify(connected.body)).toBe(200);
    }
  };
  const proxy = (body: Record<string, unknown>) => pb.api("POST", "/api/v1/proxy", { userId: "ann", plugin: "gh-open", method: "GET", ...body });
  const policy = async (body: Record<string, unknown>) => {
    const put = await pb.api("PUT", "/api/v1/policies", { plugin: "gh-open", ...body });
    expect([200, 201], JSON.stringify(put.body)).toContain(put.status);
    return put.body.id as string;
  };

  beforeAll(async () => {
    db = await open();
    pb = await startPlugboard(db);
    github = await startUpstream();
    await install("gh-closed", {});
    await install("gh-open", { allowProxy: true });
  });
  afterAll(async () => {
    await github?.close();
    await pb?.close();
    await db?.close();
  });

  it("installs a catalog provider with the proxy off unless the admin asks for allowProxy", async () => {
    const before = github.received.length;
    const closed = await proxy({ plugin: "gh-closed", path: "/user" });
    expect(closed.status).toBe(403);
    expect(closed.body.error).toContain("allowProxy");
    expect(github.received).toHaveLength(before);
    const opened = await proxy({ path: "/user" });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(github.received.at(-1)).toMatchObject({ method: "GET", path: "/user" });
    const rows = await pb.context.prisma.plugin.findMany({ where: { slug: { in: ["gh-closed", "gh-open"] } }, select: { slug: true, allowProxy: true }, orderBy: { slug: "asc" } });
    expect(rows).toEqual([
      { slug: "gh-closed", allowProxy: false },
      { slug: "gh-open", allowProxy: true },
    ]);
  });

  it("refuses a proxy call reaching a tool whose policy denies, as execute does, however the path is spelled", async () => {
    const policyId = await policy({ tool: "CREATE_ISSUE", action: "deny" });
    const executed = await pb.api("POST", "/api/v1/tools/execute", { userId: "ann", tool: "CREATE_ISSUE", plugin: "gh-open", params: { owner: "o", repo: "r", title: "t" } });
    expect(executed.status).toBe(403);
    const before = github.received.length;
    for (const path of ["/repos/o/r/issues", "/Repos/o/r/issues/", "/repos//o/r/issues", "/repos/o/r/%69ssues", "/repos/o/r/issues;x"]) {
      const refused = await proxy({ method: "POST", path, body: { title: "t" } });
      expect(refused.status, path).toBe(403);
      expect(refused.body).toMatchObject({ code: "forbidden", policyId, error: expect.stringContaining(`Policy ${policyId} denies calls to the tool "CREATE_ISSUE"`) });
    }
    expect(github.received).toHaveLength(before);
    // Another method or path than the tool's still goes through.
    expect((await proxy({ path: "/repos/o/r/issues" })).status).toBe(200);
    expect((await proxy({ method: "POST", path: "/repos/o/r/labels", body: {} })).status).toBe(200);
  });

  it("refuses a proxy call reaching a tool under require_approval, telling to call it through execute; other users and allow are untouched", async () => {
    const policyId = await policy({ tool: "LIST_ISSUES", action: "require_approval", userIds: ["ann"] });
    const before = github.received.length;
    const refused = await proxy({ path: "/repos/o/r/issues" });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: "forbidden", policyId, tool: "LIST_ISSUES", error: expect.stringContaining("POST /api/v1/tools/execute") });
    expect(github.received).toHaveLength(before);
    // Through execute the same call is held for an approval instead.
    const held = await pb.api("POST", "/api/v1/tools/execute", { userId: "ann", tool: "LIST_ISSUES", plugin: "gh-open", params: { owner: "o", repo: "r" } });
    expect(held.status, JSON.stringify(held.body)).toBe(202);
    // The policy names ann only.
    expect((await proxy({ userId: "bob", path: "/repos/o/r/issues" })).status).toBe(200);
    await policy({ tool: "LIST_ISSUES", action: "allow", userIds: ["ann"] });
    expect((await proxy({ path: "/repos/o/r/issues" })).status).toBe(200);
  });

  it("covers every proxy call with a plugin-wide non-allow policy", async () => {
    const policyId = await policy({ action: "deny", userIds: ["bob"] });
    const before = github.received.length;
    const refused = await proxy({ userId: "bob", path: "/rate_limit" });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: "forbidden", policyId });
    expect(github.received).toHaveLength(before);
  });
});
