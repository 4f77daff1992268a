import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/store/open-database.js";
import { startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";
import { startUpstream, type Upstream } from "../helpers/upstream-server.js";

describe.each(testDatabases())("audit log on $name", ({ open }) => {
  let db: Database;
  let pb: TestPlugboard;
  let upstream: Upstream;
  let other: { id: string; apiKey: string };

  beforeAll(async () => {
    db = await open();
    upstream = await startUpstream();
    pb = await startPlugboard(db);
    await pb.createApprovedPlugin({
      slug: "audited",
      name: "Audited",
      baseUrl: upstream.url,
      authMethods: [{ type: "no_auth", label: "None" }],
      tools: [{ slug: "AUDITED_SEND", name: "Send", description: "Send", method: "POST", path: "/send" }],
    });
    other = await pb.newDeveloper(`audit-other-${Date.now()}@test.local`);
  });
  afterAll(async () => {
    await pb?.close();
    await upstream?.close();
    await db?.close();
  });

  it("records policy and approval changes with actor, target, time and request id; a developer sees only their tenant, an admin all", async () => {
    const put = await pb.api("PUT", "/api/v1/policies", { plugin: "audited", action: "require_approval" }, { headers: { "x-request-id": "req-put-1" } });
    expect(put.headers.get("x-request-id")).toBe("req-put-1");
    const held = await pb.api("POST", "/api/v1/tools/execute", { userId: "ava", tool: "AUDITED_SEND", params: { to: "x" } });
    const decided = await pb.api("POST", `/api/v1/approvals/${held.body.approvalId}`, { decision: "approve" });
    const decisionRequestId = decided.headers.get("x-request-id");
    expect(decisionRequestId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await pb.api("POST", "/api/v1/tools/execute", { userId: "ava", tool: "AUDITED_SEND", params: { to: "x" } })).status).toBe(200);
    await pb.api("PUT", "/api/v1/policies", { plugin: "audited", action: "deny" }, { apiKey: other.apiKey });

    const mine = await pb.api("GET", "/api/v1/audit?limit=10", undefined, { apiKey: other.apiKey });
    // The other developer's tenant: its policy, and the API key the harness made for it (by the system).
    expect(mine.body.events.map((event: { action: string }) => event.action)).toEqual(["policy.put", "api_key.created"]);
    expect(mine.body.events[1]).toMatchObject({ developerId: other.id, actor: { type: "system", id: null, auth: "system" }, target: { type: "api_key" } });
    expect(mine.body.events[0]).toMatchObject({ developerId: other.id, actor: { type: "developer", id: other.id, auth: "api_key" }, target: { type: "policy" } });

    const all = await pb.api("GET", "/api/v1/audit"); // the harness's developer is an admin
    const actions = all.body.events.map((event: { action: string }) => event.action);
    expect(actions.slice(0, 5)).toEqual(["policy.put", "approval.used", "approval.decided", "approval.requested", "policy.put"]);
    const first = all.body.events[4];
    expect(first).toMatchObject({ requestId: "req-put-1", actor: { type: "admin", id: pb.developerId, auth: "api_key" }, target: { type: "policy", id: put.body.id }, details: { plugin: "audited", action: "require_approval", created: true } });
    expect(all.body.events[2]).toMatchObject({ requestId: decisionRequestId, target: { id: held.body.approvalId }, details: { decision: "approve" } });
    expect(Date.parse(first.createdAt)).toBeGreaterThan(Date.now() - 60_000);

    const filtered = await pb.api("GET", `/api/v1/audit?action=approval.decided&target=${held.body.approvalId}`);
    expect(filtered.body.events).toHaveLength(1);
    expect((await pb.api("GET", "/api/v1/audit?since=yesterday")).status).toBe(400);
    const paged = await pb.api("GET", "/api/v1/audit?limit=2");
    expect(paged.body.hasMore).toBe(true);
    const next = await pb.api("GET", `/api/v1/audit?limit=2&cursor=${paged.body.nextCursor}`);
    expect(next.body.events[0].id).toBe(all.body.events[2].id);
  });

  it("writes an entry in the change's transaction: when the entry cannot be written, the change does not happen", async () => {
    // The database refuses audit rows of this action: the policy change in the same transaction must roll back.
    await pb.context.prisma.$executeRawUnsafe(`ALTER TABLE "AuditEvent" ADD CONSTRAINT audit_refuses_delete CHECK ("action" <> 'policy.delete')`);
    try {
      const refused = await pb.api("DELETE", "/api/v1/policies", { plugin: "audited" });
      expect(refused.status).toBe(500);
      expect((await pb.api("GET", "/api/v1/policies?plugin=audited")).body.policies).toHaveLength(1);
    } finally {
      await pb.context.prisma.$executeRawUnsafe(`ALTER TABLE "AuditEvent" DROP CONSTRAINT audit_refuses_delete`);
    }
    const deleted = await pb.api("DELETE", "/api/v1/policies", { plugin: "audited" });
    expect(deleted.status).toBe(200);
    const entries = await pb.api("GET", `/api/v1/audit?action=policy.delete&target=${deleted.body.id}`);
    expect(entries.body.events).toHaveLength(1);
  });
});
