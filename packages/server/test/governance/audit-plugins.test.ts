import { describe, expect, it } from "vitest";
import { testDatabases } from "../helpers/test-database.js";
import { useDashboardWorld } from "../dashboard/dashboard-harness.js";

const CLIENT_SECRET = "oauth-client-secret-never-audited-5e1a";

interface Event {
  action: string;
  actor: { type: string; id: string | null; auth: string };
  target: { type: string; id: string };
  requestId: string | null;
  developerId: string | null;
  details: Record<string, unknown> | null;
}

describe.each(testDatabases())("audit log of submissions, reviews and plugin edits on $name", ({ open }) => {
  const suite = useDashboardWorld(open);

  /** Entries of one target, oldest first (the admin's API key reads every tenant). */
  const entriesOf = async (target: string): Promise<Event[]> => ((await suite.world.pb.api("GET", `/api/v1/audit?limit=100&target=${target}`)).body.events as Event[]).reverse();

  it("records a dashboard plugin's creation, edits, tools, auth methods, submission and review with ID-token actors under the creator's tenant", async () => {
    const { world } = suite;
    const creator = (await world.creator("GET", "/api/dashboard/me")).body as { id: string };
    const admin = (await world.admin("GET", "/api/dashboard/me")).body as { id: string };
    const asCreator = { type: "developer", id: creator.id, auth: "id_token" };

    const pluginId = await world.createPlugin({ slug: `audited-${process.pid}` });
    expect((await world.creator("PUT", `/api/dashboard/plugins/${pluginId}`, { name: "Renamed", description: "Now described" })).status).toBe(200);
    const tool = await world.creator("POST", `/api/dashboard/plugins/${pluginId}/tools`, { slug: "AUDIT_GET", name: "Get", description: "Gets", method: "GET", path: "/get" });
    expect(tool.status).toBe(201);
    expect((await world.creator("PUT", `/api/dashboard/plugins/${pluginId}/tools`, { toolId: tool.body.id, changes: { name: "Get it" } })).status).toBe(200);
    const method = await world.creator("PUT", `/api/dashboard/plugins/${pluginId}/auth-methods`, {
      type: "oauth2",
      label: "Sign in",
      isDefault: true,
      config: { authorize_url: "https://provider.example.com/authorize", token_url: "https://provider.example.com/token", client_id: "c1", client_secret: CLIENT_SECRET },
    });
    expect(method.status).toBe(201);
    expect((await world.creator("POST", `/api/dashboard/plugins/${pluginId}/submit`)).status).toBe(200);
    const reviewed = await world.pb.api("POST", `/api/dashboard/plugins/${pluginId}/review`, { status: "approved" }, { apiKey: world.tokens.admin, headers: { "x-request-id": "req-review-1" } });
    expect(reviewed.status).toBe(200);
    // A creator's edit after approval sends the plugin back to review; the entry says so.
    expect((await world.creator("DELETE", `/api/dashboard/plugins/${pluginId}/tools?id=${tool.body.id}`)).status).toBe(200);
    expect((await world.creator("DELETE", `/api/dashboard/plugins/${pluginId}/auth-methods`, { authMethodId: method.body.id })).status).toBe(200);

    const onPlugin = await entriesOf(pluginId);
    expect(onPlugin.map((event) => event.action)).toEqual(["plugin.created", "plugin.updated", "plugin.submitted_for_review", "plugin.reviewed"]);
    for (const event of onPlugin) expect(event.developerId).toBe(creator.id);
    expect(onPlugin[0]).toMatchObject({ actor: asCreator, target: { type: "plugin", id: pluginId } });
    expect(onPlugin[1]!.details).toMatchObject({ fields: ["name", "description"] });
    expect(onPlugin[3]).toMatchObject({ actor: { type: "admin", id: admin.id, auth: "id_token" }, requestId: "req-review-1", details: { from: "pending_review", to: "approved" } });

    const onTool = await entriesOf(tool.body.id);
    expect(onTool.map((event) => event.action)).toEqual(["tool.created", "tool.updated", "tool.deleted"]);
    expect(onTool[0]).toMatchObject({ actor: asCreator, developerId: creator.id, target: { type: "tool", id: tool.body.id }, details: { pluginId, slug: "AUDIT_GET" } });
    expect(onTool[2]!.details).toMatchObject({ reopenedForReview: true });

    const onMethod = await entriesOf(method.body.id);
    expect(onMethod.map((event) => event.action)).toEqual(["auth_method.saved", "auth_method.deleted"]);
    expect(onMethod[0]).toMatchObject({ actor: asCreator, details: { pluginId, type: "oauth2", created: true } });
    expect(JSON.stringify(await suite.world.pb.api("GET", "/api/v1/audit?limit=100").then((answer) => answer.body))).not.toContain(CLIENT_SECRET);
  });

  it("records an API submission with the API key's actor and request id", async () => {
    const { pb } = suite.world;
    const created = await pb.api("POST", "/api/v1/submissions", { slug: `api-sub-${process.pid}`, name: "API sub", baseUrl: "https://x.example", authMethods: [{ type: "api_key", label: "Key" }] }, { headers: { "x-request-id": "req-sub-1" } });
    expect(created.status).toBe(201);
    expect(await entriesOf(created.body.id)).toEqual([
      expect.objectContaining({ action: "submission.created", requestId: "req-sub-1", developerId: pb.developerId, actor: { type: "admin", id: pb.developerId, auth: "api_key" }, target: { type: "plugin", id: created.body.id } }),
    ]);
  });

  it("writes the entry in the edit's transaction: a refused entry leaves the plugin unchanged", async () => {
    const { world } = suite;
    const pluginId = await world.createPlugin({ name: "Before" });
    await world.pb.context.prisma.$executeRawUnsafe(`ALTER TABLE "AuditEvent" ADD CONSTRAINT audit_refuses_plugin_update CHECK ("action" <> 'plugin.updated') NOT VALID`);
    try {
      expect((await world.creator("PUT", `/api/dashboard/plugins/${pluginId}`, { name: "After" })).status).toBe(500);
    } finally {
      await world.pb.context.prisma.$executeRawUnsafe(`ALTER TABLE "AuditEvent" DROP CONSTRAINT audit_refuses_plugin_update`);
    }
    expect((await world.creator("GET", `/api/dashboard/plugins/${pluginId}`)).body.name).toBe("Before");
  });
});
