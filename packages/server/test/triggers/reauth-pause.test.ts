import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPlugin, oauthMethod, startProvider, type MockProvider } from "../oauth/oauth-fixtures.js";
import { startWebhookReceiver, type WebhookReceiver } from "../lifecycle/webhook-receiver.js";
import { startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";
import { startUpstream, type Upstream } from "../helpers/upstream-server.js";

const OLD = { access_token: "at-old", refresh_token: "rt-old", token_type: "Bearer" };

describe.each(testDatabases())("a subscription follows its connection's authorization on $name", ({ open }) => {
  let pb: TestPlugboard;
  let provider: MockProvider;
  let api: Upstream;
  let receiver: WebhookReceiver;
  let plugin: { id: string; methods: Record<string, string> };
  let subscriptionId: string;
  const at = (minutes: number) => new Date(Date.now() + minutes * 60_000);
  const subscription = async () => (await pb.api("GET", `/api/v1/trigger-subscriptions/${subscriptionId}`)).body;
  const saveTokens = (values: Record<string, string>, expiresAt: Date) =>
    pb.services.connectFlow.saveCredentials({ developerId: pb.developerId, userId: "alice", pluginId: plugin.id, authMethodId: plugin.methods.oauth2!, values, expiresAt });

  beforeAll(async () => {
    provider = await startProvider();
    api = await startUpstream();
    api.reply(() => ({ status: 200, body: { messages: [] } }));
    pb = await startPlugboard(await open(), { triggers: { poll: false, minIntervalSeconds: 1 }, webhooks: { pollIntervalMs: 50 } });
    receiver = await startWebhookReceiver(pb, ["connection.needs_reauth"]);
    plugin = await createPlugin(pb, "mailbox", [oauthMethod(provider)], {
      baseUrl: api.url,
      tools: [{ slug: "LIST_MESSAGES", name: "List messages", description: "Inbox", method: "GET", path: "/messages" }],
      triggers: [{ slug: "new_message", name: "New message", description: "A message arrived.", kind: "poll", payload: { description: "The message." }, poll: { tool: "LIST_MESSAGES", itemsPath: "messages", idPath: "id" } }],
    });
    await saveTokens(OLD, new Date(Date.now() + 3_600_000));
    const created = await pb.api("POST", "/api/v1/trigger-subscriptions", { userId: "alice", plugin: "mailbox", trigger: "new_message" });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    subscriptionId = created.body.id;
    await pb.services.triggerPoller.runOnce();
  });
  afterAll(async () => {
    await pb?.close();
    await provider?.close();
    await api?.close();
    await receiver?.close();
  });

  it("a poll whose refresh is refused (invalid_grant) pauses the subscription and emits connection.needs_reauth", async () => {
    // The access token expired; the provider refuses the refresh token.
    await saveTokens(OLD, new Date(Date.now() - 60_000));
    provider.server.service.once("beforeResponse", (response: { statusCode: number; body: Record<string, unknown> }) => {
      response.statusCode = 400;
      response.body = { error: "invalid_grant" };
    });
    const calls = api.received.length;
    await pb.services.triggerPoller.runOnce(at(2));
    // As with every call whose refresh failed, the poll went out with the old token (here the API took it).
    expect(api.received.length).toBe(calls + 1);
    expect(api.received.at(-1)!.headers.authorization).toBe(`Bearer ${OLD.access_token}`);
    expect(await subscription()).toMatchObject({ status: "paused", statusReason: "connection_needs_reauth" });
    await expect.poll(() => receiver.events().map((event) => event.type), { timeout: 10_000 }).toEqual(["connection.needs_reauth"]);
    // A paused subscription is not polled.
    expect(await pb.services.triggerPoller.runOnce(at(10))).toBe(0);
  });

  it("resumes by itself when the user connects the account again, and polls again", async () => {
    await saveTokens({ access_token: "at-new", refresh_token: "rt-new", token_type: "Bearer" }, new Date(Date.now() + 3_600_000));
    expect(await subscription()).toMatchObject({ status: "active", statusReason: null });
    expect(await pb.services.triggerPoller.runOnce(at(20))).toBe(1);
    expect(api.received.at(-1)!.headers.authorization).toBe("Bearer at-new");
    const audited = await pb.api("GET", `/api/v1/audit?target=${subscriptionId}`);
    expect(audited.body.events.map((entry: { action: string }) => entry.action).sort()).toEqual(["trigger_subscription.created", "trigger_subscription.paused", "trigger_subscription.resumed"]);
  });
});
