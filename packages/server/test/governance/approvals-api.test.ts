import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/store/open-database.js";
import { findLeakedSecrets, startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";
import { startUpstream, type Upstream } from "../helpers/upstream-server.js";
import { startWebhookReceiver, type WebhookReceiver } from "../lifecycle/webhook-receiver.js";

const TOKEN = "tok_governed_mail_5e1f";
const FAST = { webhooks: { retryScheduleMs: [50, 50, 50], pollIntervalMs: 25 } };

describe.each(testDatabases())("policies and approvals through REST on $name", ({ open }) => {
  let db: Database;
  let pb: TestPlugboard;
  let upstream: Upstream;
  let receiver: WebhookReceiver;
  let other: { id: string; apiKey: string };

  const sent = (path: string) => upstream.received.filter((request) => request.path === path);
  const execute = (tool: string, params: Record<string, unknown>, userId = "ann", apiKey?: string) =>
    pb.api("POST", "/api/v1/tools/execute", { userId, tool, params }, apiKey ? { apiKey } : {});

  beforeAll(async () => {
    db = await open();
    upstream = await startUpstream();
    pb = await startPlugboard(db, FAST);
    receiver = await startWebhookReceiver(pb, ["approval.requested", "approval.decided"]);
    await pb.createApprovedPlugin({
      slug: "mail",
      name: "Mail",
      baseUrl: upstream.url,
      authMethods: [{ type: "bearer_token", label: "Token" }],
      tools: [
        { slug: "SEND_EMAIL", name: "Send e-mail", description: "Send", method: "POST", path: "/send" },
        { slug: "READ_INBOX", name: "Read inbox", description: "Read", method: "GET", path: "/inbox" },
        { slug: "DELETE_ALL", name: "Delete all", description: "Delete", method: "DELETE", path: "/all" },
      ],
    });
    for (const userId of ["ann", "bob", "cyd"]) {
      const connected = await pb.api("POST", "/api/v1/connections", { userId, plugin: "mail", authMethod: "bearer_token", credentials: { token: TOKEN } });
      expect(connected.status, JSON.stringify(connected.body)).toBe(200);
    }
    other = await pb.newDeveloper(`other-${Date.now()}@test.local`);
  });
  afterAll(async () => {
    await pb?.close();
    await upstream?.close();
    await receiver?.close();
    await db?.close();
  });

  it("puts, lists and deletes policies, one per scope, each developer only their own", async () => {
    const created = await pb.api("PUT", "/api/v1/policies", { plugin: "mail", tool: "READ_INBOX", action: "deny", userIds: ["cyd", "bob", "cyd"] });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ plugin: "mail", tool: "READ_INBOX", userIds: ["bob", "cyd"], action: "deny" });
    const changed = await pb.api("PUT", "/api/v1/policies", { plugin: "mail", tool: "READ_INBOX", action: "allow", userIds: ["bob", "cyd"] });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ id: created.body.id, action: "allow" });
    expect((await pb.api("GET", "/api/v1/policies?plugin=mail")).body.policies).toEqual([changed.body]);
    expect((await pb.api("GET", "/api/v1/policies", undefined, { apiKey: other.apiKey })).body.policies).toEqual([]);
    expect((await pb.api("DELETE", "/api/v1/policies?plugin=mail&tool=READ_INBOX&userIds=cyd,bob", undefined, { apiKey: other.apiKey })).status).toBe(404);
    const deleted = await pb.api("DELETE", "/api/v1/policies?plugin=mail&tool=READ_INBOX&userIds=cyd,bob");
    expect(deleted.body).toEqual({ deleted: true, id: created.body.id });
    expect((await pb.api("GET", "/api/v1/policies")).body.policies).toEqual([]);
  });

  it("refuses bad policies with a 400 naming the field, and unknown plugins with a 404", async () => {
    const bad = await pb.api("PUT", "/api/v1/policies", { plugin: "mail", action: "maybe", userIds: [] });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.details.fieldErrors).sort()).toEqual(["action", "userIds"]);
    expect((await pb.api("PUT", "/api/v1/policies", { plugin: "nope", action: "deny" })).status).toBe(404);
  });

  it("deny answers 403 naming the policy and sends nothing; the most specific policy wins", async () => {
    const plugin = await pb.api("PUT", "/api/v1/policies", { plugin: "mail", action: "deny" });
    await pb.api("PUT", "/api/v1/policies", { plugin: "mail", action: "allow", userIds: ["bob"] });
    await pb.api("PUT", "/api/v1/policies", { plugin: "mail", tool: "READ_INBOX", action: "allow" });
    const before = sent("/all").length;
    const denied = await execute("DELETE_ALL", {});
    expect(denied.status).toBe(403);
    expect(denied.body).toMatchObject({ code: "forbidden", policyId: plugin.body.id });
    expect(denied.body.error).toContain(plugin.body.id);
    expect(sent("/all").length).toBe(before);
    expect((await execute("DELETE_ALL", {}, "bob")).status).toBe(200);
    expect((await execute("READ_INBOX", {})).status).toBe(200);
    // Another developer's policies never apply to this developer's calls, and the reverse.
    const elsewhere = await execute("DELETE_ALL", {}, "ann", other.apiKey);
    expect(elsewhere.body.code).toBe("connection_required");
    for (const scope of [{ plugin: "mail" }, { plugin: "mail", userIds: ["bob"] }, { plugin: "mail", tool: "READ_INBOX" }]) {
      expect((await pb.api("DELETE", "/api/v1/policies", scope)).status).toBe(200);
    }
  });

  it("require_approval: 202 and nothing upstream; approved runs once with those params only; a new call needs a new approval", async () => {
    await pb.api("PUT", "/api/v1/policies", { plugin: "mail", tool: "SEND_EMAIL", action: "require_approval" });
    const params = { to: "x@example.com", subject: "Refund", amount: 10 };
    const held = await execute("SEND_EMAIL", params);
    expect(held.status).toBe(202);
    expect(held.body).toEqual({ status: "approval_required", approvalId: expect.any(String), approvalUrl: expect.stringMatching(/\/approve\/[A-Za-z0-9_-]+$/), expiresAt: expect.any(String) });
    expect(sent("/send")).toHaveLength(0);
    // The same call while pending: the same approval, still nothing sent.
    const again = await execute("SEND_EMAIL", { amount: 10, subject: "Refund", to: "x@example.com" });
    expect(again.body.approvalId).toBe(held.body.approvalId);

    const { approvalId } = held.body;
    const read = await pb.api("GET", `/api/v1/approvals/${approvalId}`);
    expect(read.body).toMatchObject({ id: approvalId, status: "pending", userId: "ann", plugin: "mail", pluginName: "Mail", tool: "SEND_EMAIL", toolName: "Send e-mail", params, decidedAt: null });
    expect((await pb.api("GET", `/api/v1/approvals/${approvalId}`, undefined, { apiKey: other.apiKey })).status).toBe(404);
    expect((await pb.api("POST", `/api/v1/approvals/${approvalId}`, { decision: "approve" }, { apiKey: other.apiKey })).status).toBe(404);

    // A waiter is woken by the decision.
    const waiting = pb.api("GET", `/api/v1/approvals/${approvalId}?waitSeconds=10`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const decided = await pb.api("POST", `/api/v1/approvals/${approvalId}`, { decision: "approve", note: "ok by me" });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    expect(decided.body).toMatchObject({ status: "approved", decidedBy: "api_key", note: "ok by me" });
    expect((await waiting).body.status).toBe("approved");
    expect((await pb.api("POST", `/api/v1/approvals/${approvalId}`, { decision: "deny" })).status).toBe(409);

    // Other params are not covered.
    const otherParams = await execute("SEND_EMAIL", { ...params, amount: 1000 });
    expect(otherParams.status).toBe(202);
    expect(otherParams.body.approvalId).not.toBe(approvalId);
    expect(sent("/send")).toHaveLength(0);

    // Two identical calls at once: exactly one runs.
    const [first, second] = await Promise.all([execute("SEND_EMAIL", params), execute("SEND_EMAIL", params)]);
    expect([first.status, second.status].sort()).toEqual([200, 202]);
    expect(sent("/send")).toHaveLength(1);
    expect(sent("/send")[0]!.json).toEqual(params);
    expect((await pb.api("GET", `/api/v1/approvals/${approvalId}`)).body).toMatchObject({ status: "used", usedAt: expect.any(String) });
    const third = await execute("SEND_EMAIL", params);
    expect(third.status).toBe(202);
    expect(sent("/send")).toHaveLength(1);

    const pending = await pb.api("GET", "/api/v1/approvals?status=pending&userId=ann");
    expect(pending.body.approvals.map((entry: { id: string }) => entry.id)).toContain(otherParams.body.approvalId);
    expect(pending.body.approvals.every((entry: { status: string; userId: string }) => entry.status === "pending" && entry.userId === "ann")).toBe(true);
    expect((await pb.api("GET", "/api/v1/approvals?status=used")).body.approvals.map((entry: { id: string }) => entry.id)).toEqual([approvalId]);
    expect((await pb.api("GET", "/api/v1/approvals", undefined, { apiKey: other.apiKey })).body.approvals).toEqual([]);
    expect((await pb.api("GET", "/api/v1/approvals?status=nope")).status).toBe(400);
  });

  it("a denied or expired approval answers 403 with its state, once; the next call asks anew", async () => {
    const params = { to: "y@example.com", subject: "Deny me" };
    const held = await execute("SEND_EMAIL", params, "bob");
    await pb.api("POST", `/api/v1/approvals/${held.body.approvalId}`, { decision: "deny" });
    const refused = await execute("SEND_EMAIL", params, "bob");
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: "forbidden", approvalId: held.body.approvalId, approvalStatus: "denied" });
    const anew = await execute("SEND_EMAIL", params, "bob");
    expect(anew.status).toBe(202);
    expect(anew.body.approvalId).not.toBe(held.body.approvalId);

    // Time passes past the approval's expiry (moved back in the database, the clock being real).
    await pb.context.prisma.approval.update({ where: { id: anew.body.approvalId }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await pb.api("GET", `/api/v1/approvals/${anew.body.approvalId}`)).body.status).toBe("expired");
    expect((await pb.api("POST", `/api/v1/approvals/${anew.body.approvalId}`, { decision: "approve" })).status).toBe(409);
    const expired = await execute("SEND_EMAIL", params, "bob");
    expect(expired.status).toBe(403);
    expect(expired.body).toMatchObject({ approvalId: anew.body.approvalId, approvalStatus: "expired" });
    expect((await execute("SEND_EMAIL", params, "bob")).status).toBe(202);
    expect(sent("/send").filter((request) => (request.json as { subject?: string }).subject === "Deny me")).toHaveLength(0);
  });

  it("sends approval.requested and approval.decided with what the page shows, never a credential", async () => {
    const held = await execute("SEND_EMAIL", { to: "z@example.com", subject: "Hook" }, "cyd");
    await pb.api("POST", `/api/v1/approvals/${held.body.approvalId}`, { decision: "approve" });
    const ofThis = () => receiver.events().filter((event) => event.data.id === held.body.approvalId);
    await expect.poll(() => ofThis().map((event) => event.type).sort(), { timeout: 10_000 }).toEqual(["approval.decided", "approval.requested"]);
    const requested = ofThis().find((event) => event.type === "approval.requested")!;
    expect(requested.data).toMatchObject({ status: "pending", userId: "cyd", plugin: "mail", tool: "SEND_EMAIL", params: { to: "z@example.com", subject: "Hook" }, approvalUrl: expect.any(String) });
    expect(ofThis().find((event) => event.type === "approval.decided")!.data).toMatchObject({ status: "approved", decidedBy: "api_key" });
    expect(findLeakedSecrets({ responses: [...pb.responses, ...receiver.upstream.received.map((request) => ({ method: "POST", path: "/hooks", status: 200, headers: {}, text: request.body }))], logs: pb.logs }, [TOKEN])).toEqual([]);
  });
});
