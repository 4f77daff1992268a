import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { oauthMethod, startProvider, type MockProvider } from "../oauth/oauth-fixtures.js";
import { startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";
import { startUpstream, type Upstream } from "../helpers/upstream-server.js";

interface AuditEntry {
  action: string;
  actor: { type: string; id: string | null; auth: string };
  target: { type: string; id: string };
  developerId: string | null;
  requestId: string | null;
  details: Record<string, unknown> | null;
}

/**
 * A subscription paused, resumed or deleted because of its connection is in the audit log like one
 * the API changed: action, target, details naming plugin, trigger and user (plus the reason), and the
 * actor of the connection's change — `system` for a refused refresh, the API key that reconnected or
 * deleted the account otherwise.
 */
describe.each(testDatabases())("audit entries of subscriptions changed by their connection on $name", ({ open }) => {
  let pb: TestPlugboard;
  let provider: MockProvider;
  let api: Upstream;
  let aliceSubscription: string;
  let bobSubscription: string;
  let aliceConnection: string;

  const audited = async (target: string): Promise<AuditEntry[]> => {
    const listed = await pb.api("GET", `/api/v1/audit?target=${target}&limit=100`);
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    return (listed.body.events as AuditEntry[]).slice().reverse();
  };
  const connect = async (userId: string, tokens: { access_token: string; refresh_token: string }, expiresAt: Date) => {
    const connected = await pb.api("POST", "/api/v1/connections", { userId, plugin: "inbox", authMethod: "oauth2", credentials: { ...tokens, expires_at: expiresAt.toISOString() } });
    expect(connected.status, JSON.stringify(connected.body)).toBe(200);
    return connected.body.connectionId as string;
  };
  const subscribe = async (userId: string) => {
    const created = await pb.api("POST", "/api/v1/trigger-subscriptions", { userId, plugin: "inbox", trigger: "new_message" });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.id as string;
  };
  const status = async (id: string) => (await pb.api("GET", `/api/v1/trigger-subscriptions/${id}`)).body;

  beforeAll(async () => {
    provider = await startProvider();
    api = await startUpstream();
    api.reply(() => ({ status: 200, body: { messages: [] } }));
    pb = await startPlugboard(await open(), { triggers: { poll: false } });
    await pb.createApprovedPlugin({
      slug: "inbox",
      name: "Inbox",
      baseUrl: api.url,
      authMethods: [oauthMethod(provider)],
      tools: [{ slug: "LIST_MESSAGES", name: "List messages", description: "Inbox", method: "GET", path: "/messages" }],
      triggers: [{ slug: "new_message", name: "New message", description: "A message arrived.", kind: "poll", payload: { description: "The message." }, poll: { tool: "LIST_MESSAGES", itemsPath: "messages", idPath: "id" } }],
    });
    // Alice's access token has expired: her next call refreshes it.
    aliceConnection = await connect("alice", { access_token: "at-alice-old", refresh_token: "rt-alice-old" }, new Date(Date.now() - 60_000));
    await connect("bob", { access_token: "at-bob", refresh_token: "rt-bob" }, new Date(Date.now() + 3_600_000));
    aliceSubscription = await subscribe("alice");
    bobSubscription = await subscribe("bob");
  });
  afterAll(async () => {
    await pb?.close();
    await provider?.close();
    await api?.close();
  });

  it("a refused refresh pauses the subscription: `trigger_subscription.paused` by system, with the reason", async () => {
    provider.server.service.once("beforeResponse", (response: { statusCode: number; body: Record<string, unknown> }) => {
      response.statusCode = 400;
      response.body = { error: "invalid_grant" };
    });
    const executed = await pb.api("POST", "/api/v1/tools/execute", { userId: "alice", tool: "LIST_MESSAGES" });
    expect(executed.body.success, JSON.stringify(executed.body)).toBe(true);
    expect(await status(aliceSubscription)).toMatchObject({ status: "paused", statusReason: "connection_needs_reauth" });

    const entries = await audited(aliceSubscription);
    expect(entries.map((entry) => entry.action)).toEqual(["trigger_subscription.created", "trigger_subscription.paused"]);
    expect(entries[1]).toMatchObject({
      actor: { type: "system", id: null, auth: "system" },
      target: { type: "trigger_subscription", id: aliceSubscription },
      developerId: pb.developerId,
      details: { plugin: "inbox", trigger: "new_message", userId: "alice", reason: "connection_needs_reauth" },
    });
    // Bob's subscription (another connection) is untouched.
    expect((await audited(bobSubscription)).map((entry) => entry.action)).toEqual(["trigger_subscription.created"]);
  });

  it("reconnecting resumes it: `trigger_subscription.resumed` by the API key that reconnected, in that request", async () => {
    expect(await connect("alice", { access_token: "at-alice-new", refresh_token: "rt-alice-new" }, new Date(Date.now() + 3_600_000))).toBe(aliceConnection);
    expect(await status(aliceSubscription)).toMatchObject({ status: "active", statusReason: null });

    const entries = await audited(aliceSubscription);
    expect(entries.map((entry) => entry.action)).toEqual(["trigger_subscription.created", "trigger_subscription.paused", "trigger_subscription.resumed"]);
    const [created, , resumed] = entries;
    expect(created!.actor.type).not.toBe("system");
    expect(resumed).toMatchObject({
      actor: created!.actor,
      target: { type: "trigger_subscription", id: aliceSubscription },
      developerId: pb.developerId,
      details: { plugin: "inbox", trigger: "new_message", userId: "alice", reason: "connection_needs_reauth" },
    });
    // The connection's own entry of that save carries the same request id.
    const saved = (await audited(aliceConnection)).filter((entry) => entry.action === "connection.saved").at(-1)!;
    expect(resumed!.requestId).toBeTruthy();
    expect(resumed!.requestId).toBe(saved.requestId);
  });

  it("deleting the connection deletes the subscription: `trigger_subscription.deleted` by the API key, in the same request", async () => {
    const second = await subscribe("alice");
    const deleted = await pb.api("DELETE", `/api/v1/connections/${aliceConnection}`);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    for (const id of [aliceSubscription, second]) expect((await pb.api("GET", `/api/v1/trigger-subscriptions/${id}`)).status).toBe(404);

    const connectionDeleted = (await audited(aliceConnection)).find((entry) => entry.action === "connection.deleted")!;
    expect(connectionDeleted).toBeDefined();
    for (const id of [aliceSubscription, second]) {
      const entries = await audited(id);
      const created = entries[0]!;
      expect(entries.at(-1)).toMatchObject({
        action: "trigger_subscription.deleted",
        actor: created.actor,
        target: { type: "trigger_subscription", id },
        developerId: pb.developerId,
        requestId: connectionDeleted.requestId,
        details: { plugin: "inbox", trigger: "new_message", userId: "alice", reason: "connection_deleted" },
      });
    }
    // Bob's subscription stays, with nothing new in its history.
    expect(await status(bobSubscription)).toMatchObject({ status: "active" });
    expect((await audited(bobSubscription)).map((entry) => entry.action)).toEqual(["trigger_subscription.created"]);
  });
});
