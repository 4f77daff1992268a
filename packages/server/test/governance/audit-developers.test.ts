import { describe, expect, it } from "vitest";
import { testDatabases } from "../helpers/test-database.js";
import { useDashboardWorld } from "../dashboard/dashboard-harness.js";

interface Event {
  action: string;
  actor: { type: string; id: string | null; auth: string };
  target: { type: string; id: string };
  requestId: string | null;
  developerId: string | null;
  details: Record<string, unknown> | null;
}

describe.each(testDatabases())("audit log of API keys, webhooks and MCP links on $name", ({ open }) => {
  const suite = useDashboardWorld(open);

  /** Entries of one target, oldest first (the admin's API key reads every tenant). */
  const entriesOf = async (target: string): Promise<Event[]> => ((await suite.world.pb.api("GET", `/api/v1/audit?limit=100&target=${target}`)).body.events as Event[]).reverse();
  const everything = async () => JSON.stringify((await suite.world.pb.api("GET", "/api/v1/audit?limit=100")).body);

  it("records API keys made and deleted on the dashboard with the ID token's developer, never the key", async () => {
    const { world } = suite;
    const creator = (await world.creator("GET", "/api/dashboard/me")).body as { id: string };
    const created = await world.creator("POST", "/api/dashboard/api-keys", { name: "CI" });
    expect(created.status).toBe(201);
    expect((await world.creator("DELETE", "/api/dashboard/api-keys", { keyId: created.body.id })).status).toBe(200);
    const entries = await entriesOf(created.body.id);
    expect(entries.map((event) => event.action)).toEqual(["api_key.created", "api_key.deleted"]);
    for (const event of entries) {
      expect(event).toMatchObject({ developerId: creator.id, actor: { type: "developer", id: creator.id, auth: "id_token" }, target: { type: "api_key", id: created.body.id }, details: { name: "CI" } });
    }
    expect(await everything()).not.toContain(created.body.key);
  });

  it("records webhook endpoints created, their secret rotated and deleted, and MCP links, with the API key's actor; never a secret or token", async () => {
    const { pb } = suite.world;
    const admin = { type: "admin", id: pb.developerId, auth: "api_key" };
    const hook = await pb.api("POST", "/api/v1/webhooks", { url: "https://hooks.example/audit", events: ["connection.created"] }, { headers: { "x-request-id": "req-hook-1" } });
    expect(hook.status).toBe(201);
    const rotated = await pb.api("POST", `/api/v1/webhooks/${hook.body.id}/rotate-secret`);
    expect(rotated.status).toBe(200);
    expect((await pb.api("DELETE", `/api/v1/webhooks/${hook.body.id}`)).status).toBe(200);
    const onHook = await entriesOf(hook.body.id);
    expect(onHook.map((event) => event.action)).toEqual(["webhook.created", "webhook.secret_rotated", "webhook.deleted"]);
    expect(onHook[0]).toMatchObject({ actor: admin, requestId: "req-hook-1", developerId: pb.developerId, details: { url: "https://hooks.example/audit", events: ["connection.created"] } });

    const link = await pb.api("POST", "/api/v1/mcp/links", { userId: "aud-max", name: "Claude" });
    expect(link.status).toBe(201);
    expect((await pb.api("DELETE", `/api/v1/mcp/links/${link.body.id}`)).status).toBe(200);
    const onLink = await entriesOf(link.body.id);
    expect(onLink.map((event) => event.action)).toEqual(["mcp_link.created", "mcp_link.deleted"]);
    expect(onLink[0]).toMatchObject({ actor: admin, target: { type: "mcp_link", id: link.body.id }, details: { userId: "aud-max", name: "Claude" } });

    const all = await everything();
    for (const secret of [hook.body.secret, rotated.body.secret, new URL(link.body.url).pathname.split("/").pop()]) expect(all).not.toContain(secret);
  });

  it("writes the entry in the change's transaction: a refused entry leaves no webhook endpoint", async () => {
    const { pb } = suite.world;
    await pb.context.prisma.$executeRawUnsafe(`ALTER TABLE "AuditEvent" ADD CONSTRAINT audit_refuses_webhook CHECK ("action" <> 'webhook.created') NOT VALID`);
    try {
      expect((await pb.api("POST", "/api/v1/webhooks", { url: "https://hooks.example/refused", events: ["connection.created"] })).status).toBe(500);
    } finally {
      await pb.context.prisma.$executeRawUnsafe(`ALTER TABLE "AuditEvent" DROP CONSTRAINT audit_refuses_webhook`);
    }
    const listed = await pb.api("GET", "/api/v1/webhooks");
    expect(listed.body.webhooks.map((hook: { url: string }) => hook.url)).not.toContain("https://hooks.example/refused");
  });
});
