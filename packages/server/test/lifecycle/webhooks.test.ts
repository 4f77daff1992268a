import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/store/open-database.js";
import { findLeakedSecrets, startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";
import { startUpstream, type Upstream } from "../helpers/upstream-server.js";
import { authorizeAtProvider, createPlugin, getManual, oauthMethod, startProvider, type MockProvider } from "../oauth/oauth-fixtures.js";
import { startWebhookReceiver, type ReceivedEvent } from "./webhook-receiver.js";

const ALL_EVENTS = ["connection.created", "connection.updated", "connection.needs_reauth", "connection.deleted", "connection.failed", "plugin.reviewed"];
const API_KEY = "sk_live_webhook_never_sent_4d1e";
const RETURN = "https://app.example/connected";
// Short waits so retries happen within the test; the schedule is an option, not a setting.
const FAST = { webhooks: { retryScheduleMs: [50, 50, 50], pollIntervalMs: 25 } };

describe.each(testDatabases())("webhooks on $name", (engine) => {
  let database: Database;
  let pb: TestPlugboard;
  let provider: MockProvider;
  let api: Upstream;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let keyPlugin: { id: string; methods: Record<string, string> };
  let oauthPlugin: { id: string; methods: Record<string, string> };
  const revoked: Array<Record<string, string>> = [];

  beforeAll(async () => {
    provider = await startProvider();
    // The mock's revocation endpoint does not parse its form body: read it here, as the provider would.
    provider.server.service.on("beforeRevoke", (_response: unknown, request: NodeJS.ReadableStream) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => revoked.push(Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString("utf8")))));
    });
    api = await startUpstream();
    database = await engine.open();
    pb = await startPlugboard(database, FAST);
    receiver = await startWebhookReceiver(pb, ALL_EVENTS);
    const tools = [{ slug: "WH_ECHO", name: "Echo", description: "Echo", method: "GET", path: "/echo" }];
    keyPlugin = await createPlugin(pb, "wh-keys", [{ type: "api_key", label: "API key", isDefault: true }], { baseUrl: api.url, tools });
    oauthPlugin = await createPlugin(pb, "wh-oauth", [oauthMethod(provider, { revokeUrl: `${provider.url}/revoke` })], {
      baseUrl: api.url,
      tools: [{ slug: "WH_OAUTH_ECHO", name: "Echo", description: "Echo", method: "GET", path: "/echo" }],
    });
  });

  afterAll(async () => {
    await pb.close();
    await database.close();
    await receiver.close();
    await api.close();
    await provider.close();
  });

  const eventsOf = (type: string, userId?: string) =>
    receiver.events().filter((event) => event.type === type && (userId === undefined || event.data.userId === userId));
  const waitForEvent = async (type: string, userId?: string): Promise<ReceivedEvent> => {
    await expect.poll(() => eventsOf(type, userId).length, { timeout: 10_000 }).toBeGreaterThan(0);
    return eventsOf(type, userId)[0]!;
  };

  it("creates, lists and deletes endpoints; the secret is shown once and never listed", async () => {
    const created = await pb.api("POST", "/api/v1/webhooks", { url: "https://hooks.example/plugboard", events: ["connection.created"] });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(String), url: "https://hooks.example/plugboard", events: ["connection.created"], secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/=]{40,}$/), createdAt: expect.any(String) });
    const listed = await pb.api("GET", "/api/v1/webhooks");
    expect(listed.body.webhooks).toContainEqual({ id: created.body.id, url: "https://hooks.example/plugboard", events: ["connection.created"], createdAt: created.body.createdAt });
    expect(JSON.stringify(listed.body)).not.toContain(created.body.secret);
    const stored = await pb.context.prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: created.body.id } });
    expect(stored.secret).not.toContain(created.body.secret.slice(6));

    const other = await pb.newDeveloper(`other-${engine.name}-${Date.now()}@test.local`);
    expect((await pb.api("DELETE", `/api/v1/webhooks/${created.body.id}`, undefined, { apiKey: other.apiKey })).status).toBe(404);
    expect((await pb.api("GET", `/api/v1/webhooks/${created.body.id}/deliveries`, undefined, { apiKey: other.apiKey })).status).toBe(404);
    expect((await pb.api("GET", "/api/v1/webhooks", undefined, { apiKey: other.apiKey })).body).toEqual({ webhooks: [] });
    expect((await pb.api("DELETE", `/api/v1/webhooks/${created.body.id}`)).body).toEqual({ deleted: true });
    expect((await pb.api("DELETE", `/api/v1/webhooks/${created.body.id}`)).status).toBe(404);
    expect((await pb.api("DELETE", "/api/v1/webhooks/not-a-uuid")).status).toBe(404);
  });

  it("refuses bad input with a 400 naming the field", async () => {
    const cases: Array<[unknown, string]> = [
      [{ url: "ftp://hooks.example", events: ["connection.created"] }, "url"],
      [{ url: "https://hooks.example", events: [] }, "events"],
      [{ url: "https://hooks.example", events: ["connection.exploded"] }, "events.0"],
      [{ events: ["connection.created"] }, "url"],
    ];
    for (const [body, field] of cases) {
      const response = await pb.api("POST", "/api/v1/webhooks", body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.body.details.fieldErrors)).toContain(field);
    }
    const page = await pb.api("GET", `/api/v1/webhooks/${receiver.webhookId}/deliveries?limit=0`);
    expect(page.status).toBe(400);
    expect((await pb.api("GET", `/api/v1/webhooks/${receiver.webhookId}/deliveries?cursor=garbage`)).status).toBe(400);
  });

  it("production refuses webhook URLs that are not https or point at a private address", async () => {
    const production = await startPlugboard(database, { production: true, webhooks: { deliver: false } });
    try {
      const urls = [
        "http://hooks.example/x",
        "https://127.0.0.1/x",
        "https://10.0.0.8/x",
        "https://localhost/x",
        // IPv6 forms of private addresses: NAT64 (well-known and local-use), mapped, 6to4, Teredo
        "https://[64:ff9b::7f00:1]/x",
        "https://[64:ff9b::a00:1]/x",
        "https://[64:ff9b::a9fe:a9fe]/x",
        "https://[64:ff9b:1::808:808]/x",
        "https://[::ffff:127.0.0.1]/x",
        "https://[::ffff:0:a00:1]/x",
        "https://[2002:a00:1::1]/x",
        "https://[2001:0:4136:e378:8000:63bf:80ff:fffe]/x",
      ];
      for (const url of urls) {
        const response = await production.api("POST", "/api/v1/webhooks", { url, events: ["connection.created"] });
        expect(response.status, url).toBe(400);
        expect(response.body.details.fieldErrors.url).toBeDefined();
      }
      // A public address behind the NAT64 prefix is still accepted.
      const nat64Public = await production.api("POST", "/api/v1/webhooks", { url: "https://[64:ff9b::808:808]/x", events: ["connection.created"] });
      expect(nat64Public.status).toBe(201);
      await production.api("DELETE", `/api/v1/webhooks/${nat64Public.body.id}`);
    } finally {
      await production.close();
    }
  });

  it("connection.created then connection.updated for direct credentials, signed, with no credential in the body", async () => {
    const connect = () => pb.api("POST", "/api/v1/connections", { userId: "wh-direct", plugin: "wh-keys", authMethod: "api_key", credentials: { api_key: API_KEY } });
    expect((await connect()).status).toBe(200);
    const created = await waitForEvent("connection.created", "wh-direct");
    const connection = await pb.context.prisma.connection.findFirstOrThrow({ where: { userId: "wh-direct" } });
    expect(created).toEqual({
      id: expect.any(String),
      type: "connection.created",
      createdAt: expect.any(String),
      data: { connectionId: connection.id, userId: "wh-direct", accountLabel: "default", plugin: "wh-keys", pluginName: "Plugin wh-keys", authMethod: "api_key", connectionRequestId: null },
    });
    expect((await connect()).status).toBe(200);
    const updated = await waitForEvent("connection.updated", "wh-direct");
    expect(updated.data).toMatchObject({ connectionId: connection.id, authMethod: "api_key" });
    expect(updated.id).not.toBe(created.id);
    // A second account of the same pair is a connection of its own: created, with its label and id.
    const second = await pb.api("POST", "/api/v1/connections", { userId: "wh-direct", plugin: "wh-keys", authMethod: "api_key", credentials: { api_key: API_KEY }, accountLabel: "second", addAccount: true });
    await expect.poll(() => receiver.events().find((event) => event.type === "connection.created" && event.data.accountLabel === "second"), { timeout: 10_000 }).toBeDefined();
    const secondEvent = receiver.events().find((event) => event.type === "connection.created" && event.data.accountLabel === "second")!;
    expect(secondEvent.data).toMatchObject({ connectionId: second.body.connectionId, userId: "wh-direct", accountLabel: "second" });
    const request = receiver.upstream.received.find((entry) => (entry.json as ReceivedEvent).id === created.id)!;
    expect(request.headers["webhook-id"]).toBe(created.id);
    expect(request.headers["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/=]+$/);
    expect(receiver.invalid()).toEqual([]);
    expect(receiver.upstream.received.some((entry) => entry.body.includes(API_KEY))).toBe(false);
    expect(findLeakedSecrets(pb, [API_KEY, receiver.secret.slice(6)]).filter((leak) => !leak.includes("POST /api/v1/webhooks"))).toEqual([]);
  });

  it("an OAuth flow sends connection.created with its request id; a refused one sends connection.failed", async () => {
    const started = await pb.api("POST", "/api/v1/connections/initiate", { userId: "wh-oauth-user", plugin: "wh-oauth", redirectUrl: RETURN });
    const landed = await getManual(await authorizeAtProvider(started.body.connectUrl));
    expect(new URL(landed.location!).searchParams.get("status")).toBe("success");
    const created = await waitForEvent("connection.created", "wh-oauth-user");
    expect(created.data).toMatchObject({ plugin: "wh-oauth", authMethod: "oauth2", connectionRequestId: started.body.connectionRequestId });
    expect(new URL(landed.location!).searchParams.get("connectionId")).toBe(created.data.connectionId);

    const refused = await pb.api("POST", "/api/v1/connections/initiate", { userId: "wh-refused", plugin: "wh-oauth", redirectUrl: RETURN });
    const callback = new URL(await authorizeAtProvider(refused.body.connectUrl));
    callback.searchParams.delete("code");
    callback.searchParams.set("error", "access_denied");
    expect(new URL((await getManual(callback.href)).location!).searchParams.get("error")).toBe("access_denied");
    const failed = await waitForEvent("connection.failed", "wh-refused");
    expect(failed.data).toEqual({
      connectionId: null,
      userId: "wh-refused",
      accountLabel: "default",
      plugin: "wh-oauth",
      pluginName: "Plugin wh-oauth",
      authMethod: "oauth2",
      connectionRequestId: refused.body.connectionRequestId,
      error: "access_denied",
    });
  });

  it("a refused refresh sends connection.needs_reauth, and the next execute is a 409 with a connect link", async () => {
    await pb.services.connectFlow.saveCredentials({
      developerId: pb.developerId,
      userId: "wh-reauth",
      pluginId: oauthPlugin.id,
      authMethodId: oauthPlugin.methods.oauth2!,
      values: { access_token: "expired-access-wh", refresh_token: "refused-refresh-wh" },
      expiresAt: new Date(Date.now() - 60_000),
    });
    provider.server.service.once("beforeResponse", (response: { statusCode: number; body: unknown }) => {
      response.statusCode = 400;
      response.body = { error: "invalid_grant" };
    });
    // The old token still goes out (SPEC); this API refuses it, so the answer is the 409.
    api.reply((request) => (request.headers.authorization === "Bearer expired-access-wh" ? { status: 401, body: { error: "invalid_token" } } : undefined));
    await pb.api("POST", "/api/v1/tools/execute", { userId: "wh-reauth", tool: "WH_OAUTH_ECHO" });
    const event = await waitForEvent("connection.needs_reauth", "wh-reauth");
    expect(event.data).toMatchObject({ plugin: "wh-oauth", authMethod: "oauth2", error: "invalid_grant" });

    const again = await pb.api("POST", "/api/v1/tools/execute", { userId: "wh-reauth", tool: "WH_OAUTH_ECHO" });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: "reauthorization_required", plugin: "wh-oauth", connectUrl: expect.stringMatching(`^${pb.url}/connect/wh-oauth\\?token=`), connectionRequestId: expect.any(String) });
    api.reply(() => undefined);
  });

  it("disconnecting sends connection.deleted and revokes the tokens at the provider (RFC 7009)", async () => {
    await pb.services.connectFlow.saveCredentials({
      developerId: pb.developerId,
      userId: "wh-delete",
      pluginId: oauthPlugin.id,
      authMethodId: oauthPlugin.methods.oauth2!,
      values: { access_token: "access-to-revoke-wh", refresh_token: "refresh-to-revoke-wh" },
      expiresAt: null,
    });
    const removed = await pb.api("DELETE", "/api/v1/connections", { userId: "wh-delete", plugin: "wh-oauth" });
    expect(removed.body).toEqual({ disconnected: true, connections: [{ connectionId: expect.any(String), accountLabel: "default" }] });
    const event = await waitForEvent("connection.deleted", "wh-delete");
    expect(event.data).toMatchObject({ plugin: "wh-oauth", authMethod: "oauth2", userId: "wh-delete" });
    await expect.poll(() => revoked.filter((body) => body.token?.endsWith("-to-revoke-wh")).length, { timeout: 10_000 }).toBe(2);
    expect(revoked.filter((body) => body.token?.endsWith("-to-revoke-wh"))).toEqual([
      expect.objectContaining({ token: "refresh-to-revoke-wh", token_type_hint: "refresh_token", client_id: "plugboard-client" }),
      expect.objectContaining({ token: "access-to-revoke-wh", token_type_hint: "access_token" }),
    ]);
    expect(pb.logs.some((line) => line.includes("-to-revoke-wh"))).toBe(false);
  });

  it("a connection deleted from the dashboard is revoked and reported the same way", async () => {
    await pb.services.connectFlow.saveCredentials({
      developerId: pb.developerId,
      userId: "wh-dashboard",
      pluginId: oauthPlugin.id,
      authMethodId: oauthPlugin.methods.oauth2!,
      values: { access_token: "access-dash-wh", refresh_token: "refresh-dash-wh" },
      expiresAt: null,
    });
    const connection = await pb.context.prisma.connection.findFirstOrThrow({ where: { userId: "wh-dashboard" } });
    const removed = await pb.api("DELETE", "/api/dashboard/connections", { connectionId: connection.id });
    expect(removed.body).toEqual({ deleted: true });
    expect((await waitForEvent("connection.deleted", "wh-dashboard")).data).toMatchObject({ connectionId: connection.id, plugin: "wh-oauth" });
    await expect.poll(() => revoked.filter((body) => body.token?.endsWith("-dash-wh")).map((body) => body.token), { timeout: 10_000 }).toEqual(["refresh-dash-wh", "access-dash-wh"]);
  });

  it("a provider that refuses the revocation does not block the disconnect", async () => {
    provider.server.service.once("beforeRevoke", (response: { statusCode: number }) => {
      response.statusCode = 503;
    });
    await pb.services.connectFlow.saveCredentials({
      developerId: pb.developerId,
      userId: "wh-revoke-fails",
      pluginId: oauthPlugin.id,
      authMethodId: oauthPlugin.methods.oauth2!,
      values: { access_token: "a-wh-2", refresh_token: "r-wh-2" },
      expiresAt: null,
    });
    const removed = await pb.api("DELETE", "/api/v1/connections", { userId: "wh-revoke-fails", plugin: "wh-oauth" });
    expect(removed.status).toBe(200);
    expect(await pb.context.prisma.connection.findFirst({ where: { userId: "wh-revoke-fails" } })).toBeNull();
  });

  it("plugin.reviewed goes to the developer who submitted the plugin", async () => {
    const submitted = await pb.api("POST", "/api/v1/submissions", { slug: "wh-reviewed", name: "Reviewed", baseUrl: "https://api.example.com", submitForReview: true });
    await pb.services.review.review({ id: submitted.body.id }, "revision_requested", { adminNotes: "Add an icon" });
    await expect.poll(() => receiver.events().filter((event) => event.type === "plugin.reviewed" && event.data.plugin === "wh-reviewed").length, { timeout: 10_000 }).toBe(1);
    const event = receiver.events().find((entry) => entry.type === "plugin.reviewed" && entry.data.plugin === "wh-reviewed")!;
    expect(event.data).toEqual({ pluginId: submitted.body.id, plugin: "wh-reviewed", pluginName: "Reviewed", reviewStatus: "revision_requested", adminNotes: "Add an icon" });
  });

  it("a receiver that fails twice then succeeds gets the same event three times; three attempts are recorded", async () => {
    let calls = 0;
    receiver.reply((request) => {
      if ((request.json as ReceivedEvent | undefined)?.data?.userId !== "wh-retry") return undefined;
      calls += 1;
      return calls <= 2 ? { status: 503, body: { busy: true } } : { status: 204, body: "" };
    });
    try {
      await pb.api("POST", "/api/v1/connections", { userId: "wh-retry", plugin: "wh-keys", authMethod: "api_key", credentials: { api_key: API_KEY } });
      const delivered = async () => {
        const page = await pb.api("GET", `/api/v1/webhooks/${receiver.webhookId}/deliveries?limit=100`);
        return (page.body.deliveries as Array<Record<string, unknown>>).find((delivery) => delivery.status === "delivered" && delivery.attempts === 3);
      };
      await expect.poll(delivered, { timeout: 10_000 }).toBeTruthy();
      const delivery = (await delivered())!;
      expect(delivery).toMatchObject({ type: "connection.created", attempts: 3, lastStatusCode: 204, lastError: null, nextAttemptAt: null, deliveredAt: expect.any(String) });
      const attempts = receiver.upstream.received.filter((entry) => (entry.json as ReceivedEvent | undefined)?.data?.userId === "wh-retry");
      expect(attempts).toHaveLength(3);
      expect(new Set(attempts.map((entry) => entry.headers["webhook-id"]))).toEqual(new Set([delivery.eventId]));
      expect(new Set(attempts.map((entry) => entry.body)).size).toBe(1);
      // Each attempt is in the delivery's history, oldest first: when, the receiver's status and answer, how long.
      const history = delivery.attemptHistory as Array<{ attemptedAt: string; durationMs: number; statusCode: number; error: string | null; response: string | null }>;
      expect(history.map(({ statusCode, error, response }) => ({ statusCode, error, response }))).toEqual([
        { statusCode: 503, error: "The receiver answered with status 503", response: '{"busy":true}' },
        { statusCode: 503, error: "The receiver answered with status 503", response: '{"busy":true}' },
        { statusCode: 204, error: null, response: null },
      ]);
      expect(history.every((attempt) => Number.isInteger(attempt.durationMs) && attempt.durationMs >= 0)).toBe(true);
      expect([...history.map((attempt) => attempt.attemptedAt)].sort()).toEqual(history.map((attempt) => attempt.attemptedAt));
    } finally {
      receiver.reply(() => undefined);
    }
  });

  it("a receiver that never succeeds ends failed after the last attempt, with the reason", async () => {
    receiver.reply((request) => ((request.json as ReceivedEvent | undefined)?.data?.userId === "wh-down" ? { status: 500, body: "down" } : undefined));
    try {
      await pb.api("POST", "/api/v1/connections", { userId: "wh-down", plugin: "wh-keys", authMethod: "api_key", credentials: { api_key: API_KEY } });
      const failed = async () => {
        const page = await pb.api("GET", `/api/v1/webhooks/${receiver.webhookId}/deliveries?limit=100`);
        return (page.body.deliveries as Array<Record<string, unknown>>).find((delivery) => delivery.status === "failed");
      };
      await expect.poll(failed, { timeout: 10_000 }).toBeTruthy();
      expect(await failed()).toMatchObject({ attempts: 4, lastStatusCode: 500, lastError: "The receiver answered with status 500", nextAttemptAt: null, deliveredAt: null });
      expect((await failed())!.attemptHistory).toEqual(
        Array.from({ length: 4 }, () => ({ attemptedAt: expect.any(String), durationMs: expect.any(Number), statusCode: 500, error: "The receiver answered with status 500", response: "down" })),
      );
    } finally {
      receiver.reply(() => undefined);
    }
  });

  it("pages the delivery log newest first with an opaque cursor", async () => {
    const first = await pb.api("GET", `/api/v1/webhooks/${receiver.webhookId}/deliveries?limit=2`);
    expect(first.status).toBe(200);
    expect(first.body.deliveries).toHaveLength(2);
    expect(first.body.hasMore).toBe(true);
    const second = await pb.api("GET", `/api/v1/webhooks/${receiver.webhookId}/deliveries?limit=2&cursor=${first.body.nextCursor}`);
    const all = await pb.api("GET", `/api/v1/webhooks/${receiver.webhookId}/deliveries?limit=100`);
    expect([...first.body.deliveries, ...second.body.deliveries].map((delivery: { id: string }) => delivery.id)).toEqual(
      all.body.deliveries.slice(0, 4).map((delivery: { id: string }) => delivery.id),
    );
    const times = all.body.deliveries.map((delivery: { createdAt: string }) => delivery.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });
});
