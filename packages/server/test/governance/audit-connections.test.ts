import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/store/open-database.js";
import { startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";
import { startUpstream, type Upstream } from "../helpers/upstream-server.js";
import { authorizeAtProvider, createPlugin, getManual, oauthMethod, startProvider, type MockProvider } from "../oauth/oauth-fixtures.js";

const SECRET = "sk_live_audit_never_logged_7c2f";
const RETURN = "https://app.example/connected";

interface Event {
  action: string;
  actor: { type: string; id: string | null; auth: string };
  target: { type: string; id: string };
  requestId: string | null;
  developerId: string | null;
  details: Record<string, unknown> | null;
}

describe.each(testDatabases())("audit log of connections on $name", ({ open }) => {
  let db: Database;
  let pb: TestPlugboard;
  let upstream: Upstream;
  let provider: MockProvider;
  let oauthPlugin: { id: string; methods: Record<string, string> };

  beforeAll(async () => {
    db = await open();
    upstream = await startUpstream();
    provider = await startProvider();
    pb = await startPlugboard(db);
    const tools = [{ slug: "AUD_ECHO", name: "Echo", description: "Echo", method: "GET", path: "/echo" }];
    await createPlugin(pb, "aud-keys", [{ type: "api_key", label: "API key", isDefault: true }], { baseUrl: upstream.url, tools });
    oauthPlugin = await createPlugin(pb, "aud-oauth", [oauthMethod(provider)], {
      baseUrl: upstream.url,
      tools: [{ slug: "AUD_OAUTH_ECHO", name: "Echo", description: "Echo", method: "GET", path: "/echo" }],
    });
  });
  afterAll(async () => {
    await pb?.close();
    await upstream?.close();
    await provider?.close();
    await db?.close();
  });

  const entries = async (query: string): Promise<Event[]> => (await pb.api("GET", `/api/v1/audit?limit=100&${query}`)).body.events;
  const admin = () => ({ type: "admin", id: pb.developerId, auth: "api_key" });

  it("records connections created, updated and deleted through the API with the API key's actor and request id, never the credential", async () => {
    const created = await pb.api("POST", "/api/v1/connections", { userId: "aud-ann", plugin: "aud-keys", authMethod: "api_key", credentials: { api_key: SECRET } }, { headers: { "x-request-id": "req-conn-1" } });
    expect(created.status).toBe(200);
    const id = created.body.connectionId as string;
    const second = await pb.api("POST", "/api/v1/connections", { userId: "aud-ann", plugin: "aud-keys", authMethod: "api_key", accountLabel: "work", addAccount: true, credentials: { api_key: SECRET } });
    const patched = await pb.api("PATCH", `/api/v1/connections/${second.body.connectionId}`, { accountLabel: "office" }, { headers: { "x-request-id": "req-conn-patch" } });
    expect(patched.status).toBe(200);

    const saved = await entries(`action=connection.saved&target=${id}`);
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ actor: admin(), requestId: "req-conn-1", developerId: pb.developerId, target: { type: "connection", id }, details: { userId: "aud-ann", created: true, accountLabel: "default" } });
    const updated = await entries(`action=connection.updated&target=${second.body.connectionId}`);
    expect(updated).toEqual([expect.objectContaining({ actor: admin(), requestId: "req-conn-patch", details: { accountLabel: "office" } })]);

    // One account by id, then every account of the pair.
    const third = await pb.api("POST", "/api/v1/connections", { userId: "aud-ann", plugin: "aud-keys", authMethod: "api_key", accountLabel: "spare", addAccount: true, credentials: { api_key: SECRET } });
    expect((await pb.api("DELETE", `/api/v1/connections/${third.body.connectionId}`)).status).toBe(200);
    expect(await entries(`action=connection.deleted&target=${third.body.connectionId}`)).toEqual([expect.objectContaining({ actor: admin(), target: { type: "connection", id: third.body.connectionId } })]);
    const all = await pb.api("DELETE", "/api/v1/connections", { userId: "aud-ann", plugin: "aud-keys" }, { headers: { "x-request-id": "req-conn-del" } });
    expect(all.body.connections).toHaveLength(2);
    const deleted = (await entries("action=connection.deleted")).filter((event) => event.requestId === "req-conn-del");
    expect(deleted.map((event) => event.target.id).sort()).toEqual([id, second.body.connectionId].sort());

    const everything = JSON.stringify(await entries(""));
    expect(everything).not.toContain(SECRET);
  });

  it("records a dashboard delete with how the developer authenticated", async () => {
    const created = await pb.api("POST", "/api/v1/connections", { userId: "aud-dash", plugin: "aud-keys", authMethod: "api_key", credentials: { api_key: SECRET } });
    const removed = await pb.api("DELETE", "/api/dashboard/connections", { connectionId: created.body.connectionId });
    expect(removed.status).toBe(200);
    expect(await entries(`action=connection.deleted&target=${created.body.connectionId}`)).toEqual([expect.objectContaining({ actor: admin() })]);
  });

  it("records credentials entered on the hosted connect page as the end-user's, with the submission's request id", async () => {
    const started = await pb.api("POST", "/api/v1/connections/initiate", { userId: "aud-page-user", plugin: "aud-keys", redirectUrl: RETURN });
    const connectToken = new URL(started.body.connectUrl).searchParams.get("token");
    const methods = await pb.context.prisma.authMethod.findMany({ where: { plugin: { slug: "aud-keys" } }, select: { id: true } });
    const submitted = await pb.api("POST", "/api/connect/submit", { connectToken, authMethodId: methods[0]!.id, credentials: { api_key: SECRET } }, { apiKey: null, headers: { origin: pb.url, "x-request-id": "req-page-1" } });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    const connectionId = new URL(submitted.body.redirectUrl).searchParams.get("connectionId")!;
    expect(await entries(`action=connection.saved&target=${connectionId}`)).toEqual([
      expect.objectContaining({ actor: { type: "end_user", id: "aud-page-user", auth: "hosted_page" }, requestId: "req-page-1", developerId: pb.developerId }),
    ]);
  });

  it("records an OAuth connection made on the hosted page as the end-user's, and a refused refresh's needs_reauth as the system's", async () => {
    const started = await pb.api("POST", "/api/v1/connections/initiate", { userId: "aud-oauth-user", plugin: "aud-oauth", redirectUrl: RETURN });
    // The callback as the user's browser makes it, with a request id its entry keeps.
    const landed = await getManual(await authorizeAtProvider(started.body.connectUrl), { "x-request-id": "req-oauth-callback" });
    expect(landed.headers.get("x-request-id")).toBe("req-oauth-callback");
    const connectionId = new URL(landed.location!).searchParams.get("connectionId")!;
    expect(connectionId).toBeTruthy();
    expect(await entries(`action=connection.saved&target=${connectionId}`)).toEqual([
      expect.objectContaining({
        actor: { type: "end_user", id: "aud-oauth-user", auth: "hosted_page" },
        requestId: "req-oauth-callback",
        developerId: pb.developerId,
        details: expect.objectContaining({ created: true }),
      }),
    ]);

    await pb.services.connectFlow.saveCredentials({
      developerId: pb.developerId,
      userId: "aud-reauth",
      pluginId: oauthPlugin.id,
      authMethodId: oauthPlugin.methods.oauth2!,
      values: { access_token: "expired-access-aud", refresh_token: "refused-refresh-aud" },
      expiresAt: new Date(Date.now() - 60_000),
    });
    provider.server.service.once("beforeResponse", (response: { statusCode: number; body: unknown }) => {
      response.statusCode = 400;
      response.body = { error: "invalid_grant" };
    });
    // The old token still goes out (SPEC); this API refuses it, so the answer is the 409.
    upstream.reply((request) => (request.headers.authorization === "Bearer expired-access-aud" ? { status: 401, body: { error: "invalid_token" } } : undefined));
    try {
      expect((await pb.api("POST", "/api/v1/tools/execute", { userId: "aud-reauth", tool: "AUD_OAUTH_ECHO" })).status).toBe(409);
    } finally {
      upstream.reply(() => undefined);
    }
    const marked = await entries("action=connection.needs_reauth");
    expect(marked).toEqual([expect.objectContaining({ actor: { type: "system", id: null, auth: "system" }, developerId: pb.developerId, details: { userId: "aud-reauth", source: "rest", reason: "invalid_grant" } })]);
    expect(JSON.stringify(marked)).not.toContain("refused-refresh-aud");
  });

  it("writes the entry in the change's transaction: a refused entry leaves no connection", async () => {
    await pb.context.prisma.$executeRawUnsafe(`ALTER TABLE "AuditEvent" ADD CONSTRAINT audit_refuses_saved CHECK ("action" <> 'connection.saved') NOT VALID`);
    try {
      const refused = await pb.api("POST", "/api/v1/connections", { userId: "aud-rollback", plugin: "aud-keys", authMethod: "api_key", credentials: { api_key: SECRET } });
      expect(refused.status).toBe(500);
      expect(JSON.stringify(refused.body)).not.toContain(SECRET);
      expect((await pb.api("GET", "/api/v1/connections?userId=aud-rollback")).body.connections).toEqual([]);
    } finally {
      await pb.context.prisma.$executeRawUnsafe(`ALTER TABLE "AuditEvent" DROP CONSTRAINT audit_refuses_saved`);
    }
  });
});
