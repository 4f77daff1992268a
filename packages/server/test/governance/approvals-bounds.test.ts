import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_HELD_PARAMS_BYTES, MAX_PENDING_APPROVALS_PER_DEVELOPER } from "../../src/services/approvals/approval-defaults.js";
import type { Database } from "../../src/store/open-database.js";
import { startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";
import { startUpstream, type Upstream } from "../helpers/upstream-server.js";

// Held calls are bounded: pending approvals per developer, and the params one approval keeps.
describe.each(testDatabases())("approval bounds on $name", ({ open }) => {
  let db: Database;
  let pb: TestPlugboard;
  let upstream: Upstream;

  beforeAll(async () => {
    db = await open();
    upstream = await startUpstream();
    pb = await startPlugboard(db);
    await pb.createApprovedPlugin({
      slug: "notes",
      name: "Notes",
      baseUrl: upstream.url,
      authMethods: [{ type: "bearer_token", label: "Token" }],
      tools: [{ slug: "SAVE_NOTE", name: "Save a note", description: "Save", method: "POST", path: "/notes" }],
    });
  });
  afterAll(async () => {
    await pb?.close();
    await upstream?.close();
    await db?.close();
  });

  it(`keeps at most ${MAX_HELD_PARAMS_BYTES / 1024} KB of params per held call: a larger call answers 413 naming the bound`, async () => {
    const developer = await pb.newDeveloper(`bounds-size-${Date.now()}@test.local`);
    await pb.api("PUT", "/api/v1/policies", { plugin: "notes", action: "require_approval" }, { apiKey: developer.apiKey });
    const call = (text: string) => pb.api("POST", "/api/v1/tools/execute", { userId: "u1", tool: "SAVE_NOTE", params: { text } }, { apiKey: developer.apiKey });
    const tooLarge = await call("x".repeat(MAX_HELD_PARAMS_BYTES));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.error).toContain("params of a call held for approval may be at most 64 KB");
    expect((await pb.api("GET", "/api/v1/approvals", undefined, { apiKey: developer.apiKey })).body.approvals).toEqual([]);
    expect((await call("x".repeat(MAX_HELD_PARAMS_BYTES - 100))).status).toBe(202);
    expect(upstream.received).toHaveLength(0);
  });

  it(`keeps at most ${MAX_PENDING_APPROVALS_PER_DEVELOPER} pending approvals per developer: past it a held call answers 429 naming the bound`, async () => {
    const developer = await pb.newDeveloper(`bounds-pending-${Date.now()}@test.local`);
    await pb.api("PUT", "/api/v1/policies", { plugin: "notes", action: "require_approval" }, { apiKey: developer.apiKey });
    const call = (n: number) => pb.api("POST", "/api/v1/tools/execute", { userId: "u1", tool: "SAVE_NOTE", params: { n } }, { apiKey: developer.apiKey });
    const first = await call(0);
    expect(first.status).toBe(202);
    // Fill the developer's pending approvals up to the bound (rows like the first one, other params).
    const { prisma } = pb.context;
    const row = await prisma.approval.findUniqueOrThrow({ where: { id: first.body.approvalId as string } });
    const { id: _id, createdAt: _createdAt, ...shape } = row;
    await prisma.approval.createMany({ data: Array.from({ length: MAX_PENDING_APPROVALS_PER_DEVELOPER - 1 }, (_, index) => ({ ...shape, paramsHash: `filler-${index}` })) });

    const refused = await call(1);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: "rate_limited", limit: MAX_PENDING_APPROVALS_PER_DEVELOPER });
    expect(refused.body.error).toContain(`already has ${MAX_PENDING_APPROVALS_PER_DEVELOPER} approvals pending`);
    expect(refused.headers.get("retry-after")).toBe("60");
    // Another developer is not affected, and a pending call already held answers its approval as before.
    expect((await call(0)).body.approvalId).toBe(first.body.approvalId);
    await pb.api("PUT", "/api/v1/policies", { plugin: "notes", action: "require_approval" });
    expect((await pb.api("POST", "/api/v1/tools/execute", { userId: "u1", tool: "SAVE_NOTE", params: { n: 1 } })).status).toBe(202);
    // Deciding one makes room.
    expect((await pb.api("POST", `/api/v1/approvals/${first.body.approvalId}`, { decision: "deny" }, { apiKey: developer.apiKey })).status).toBe(200);
    expect((await call(1)).status).toBe(202);
  });
});
