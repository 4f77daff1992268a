import { ENCRYPTED_VALUE_PATTERN } from "@plugboard/core/crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";
import { startUpstream, type Upstream } from "../helpers/upstream-server.js";
import type { InvalidationEvent } from "../../src/infra/invalidation-bus.js";
import { createCredentialLifecycle } from "../../src/services/credentials/create-credential-lifecycle.js";
import { createRestCredentialProtocol } from "../../src/services/oauth/rest-credential-protocol.js";
import type { Database } from "../../src/store/open-database.js";
import { createPlugin, oauthMethod, startProvider, type MockProvider } from "./oauth-fixtures.js";
import { storedCredential } from "../helpers/stored-credential.js";

const OLD = { access_token: "old-access-token-3b9e", refresh_token: "old-refresh-token-51ac", token_type: "Bearer" };

describe.each(testDatabases())("token refresh on $name", (engine) => {
  let database: Database;
  let pb: TestPlugboard;
  let provider: MockProvider;
  let upstream: Upstream;
  let plugin: { id: string; methods: Record<string, string> };
  let user = 0;

  beforeAll(async () => {
    provider = await startProvider();
    upstream = await startUpstream();
    database = await engine.open();
    pb = await startPlugboard(database);
    plugin = await createPlugin(pb, "refresh-demo", [oauthMethod(provider)], {
      baseUrl: `${upstream.url}/api`,
      tools: [{ slug: "REFRESH_DEMO_ME", name: "Me", description: "Who am I", method: "GET", path: "/me" }],
    });
  });

  afterAll(async () => {
    await pb.close();
    await database.close();
    await provider.close();
    await upstream.close();
  });

  let userId: string;
  beforeEach(() => {
    user += 1;
    userId = `refresh-user-${user}`;
  });

  /** Stores an oauth2 connection whose access token expired a minute ago; returns its id. */
  async function expiredConnection(values: Record<string, string> = OLD, expiresAt = new Date(Date.now() - 60_000)): Promise<string> {
    await pb.services.connectFlow.saveCredentials({ developerId: pb.developerId, userId, pluginId: plugin.id, authMethodId: plugin.methods.oauth2!, values, expiresAt });
    const row = await pb.context.prisma.connection.findUniqueOrThrow({ where: { developerId_userId_pluginId_accountLabel: { developerId: pb.developerId, userId, pluginId: plugin.id, accountLabel: "default" } } });
    return row.id;
  }

  const refreshCalls = () => provider.tokenCalls.filter((call) => call.body.grant_type === "refresh_token");

  it("refreshes with the stored refresh token, stores the rotated tokens encrypted and publishes the change", async () => {
    const id = await expiredConnection();
    const events: InvalidationEvent[] = [];
    const unsubscribe = pb.services.bus.subscribe((event) => events.push(event));
    const before = refreshCalls().length;
    const result = await pb.services.credentials.refresh(id, "rest");
    unsubscribe();

    expect(refreshCalls()).toHaveLength(before + 1);
    expect(refreshCalls().at(-1)!.body).toMatchObject({ refresh_token: OLD.refresh_token, client_id: "plugboard-client", client_secret: "client-secret-7d1f0c" });
    const issued = provider.issued.at(-1)!;
    expect(result).toEqual({ values: { access_token: issued.access_token, refresh_token: issued.refresh_token, token_type: "Bearer", scope: issued.scope }, expiresAt: expect.any(Date) });
    expect(issued.refresh_token).not.toBe(OLD.refresh_token);
    const row = await pb.context.prisma.connection.findUniqueOrThrow({ where: { id } });
    expect((await storedCredential(pb.context, row.id, "rest"))!.secrets).toMatch(ENCRYPTED_VALUE_PATTERN);
    expect((await storedCredential(pb.context, row.id, "rest"))!.values).toEqual(result.values);
    expect((await storedCredential(pb.context, row.id, "rest"))!.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 3500_000);
    expect(row.version).toBe(1);
    expect(events).toContainEqual({ kind: "connection", developerId: pb.developerId, userId, pluginId: plugin.id });
  });

  it("keeps the old refresh token when the provider sends none", async () => {
    const id = await expiredConnection();
    provider.server.service.once("beforeResponse", (response: { body: Record<string, unknown> }) => {
      delete response.body.refresh_token;
      delete response.body.expires_in;
    });
    const result = await pb.services.credentials.refresh(id, "rest");
    expect(result.values.refresh_token).toBe(OLD.refresh_token);
    expect(result.values.access_token).not.toBe(OLD.access_token);
    const row = await pb.context.prisma.connection.findUniqueOrThrow({ where: { id } });
    expect((await storedCredential(pb.context, row.id, "rest"))!.values.refresh_token).toBe(OLD.refresh_token);
    expect((await storedCredential(pb.context, row.id, "rest"))!.expiresAt).toBeNull();
  });

  it("returns the stored tokens without calling the provider when they are fresh (refreshed meanwhile)", async () => {
    const id = await expiredConnection(OLD, new Date(Date.now() + 10 * 60_000));
    const before = refreshCalls().length;
    const result = await pb.services.credentials.refresh(id, "rest");
    expect(result).toMatchObject({ values: OLD });
    expect(refreshCalls()).toHaveLength(before);
  });

  it("invalid_grant marks the connection needs_reauth and is a 409 reauthorization_required naming the plugin and account", async () => {
    const id = await expiredConnection();
    provider.server.service.once("beforeResponse", (response: { statusCode: number; body: Record<string, unknown> }) => {
      response.statusCode = 400;
      response.body = { error: "invalid_grant" };
    });
    await expect(pb.services.credentials.refresh(id, "rest")).rejects.toMatchObject({
      code: "reauthorization_required",
      status: 409,
      extra: { plugin: "refresh-demo", accountLabel: "default" },
    });
    const row = await pb.context.prisma.connection.findUniqueOrThrow({ where: { id } });
    expect((await storedCredential(pb.context, row.id, "rest"))!.status).toBe("needs_reauth");
    expect((await storedCredential(pb.context, row.id, "rest"))!.values).toEqual(OLD);
    const listed = await pb.api("GET", `/api/v1/connections?userId=${userId}`);
    expect(listed.body.connections[0].status).toBe("needs_reauth");

    const before = refreshCalls().length;
    await expect(pb.services.credentials.refresh(id, "rest")).rejects.toMatchObject({ code: "reauthorization_required" });
    expect(refreshCalls()).toHaveLength(before);
  });

  it("other provider failures are a 502 with the reason and keep the connection active with its old values", async () => {
    const id = await expiredConnection();
    provider.server.service.once("beforeResponse", (response: { statusCode: number; body: Record<string, unknown> }) => {
      response.statusCode = 503;
      response.body = { message: "maintenance" };
    });
    await expect(pb.services.credentials.refresh(id, "rest")).rejects.toMatchObject({ code: "upstream_failed", status: 502, message: expect.stringContaining("Token refresh failed") });
    const row = await pb.context.prisma.connection.findUniqueOrThrow({ where: { id } });
    expect((await storedCredential(pb.context, row.id, "rest"))!.status).toBe("active");
    expect((await storedCredential(pb.context, row.id, "rest"))!.values).toEqual(OLD);
  });

  it("new tokens that cannot be saved are reported as a failure, never as success", async () => {
    const id = await expiredConnection();
    const failingPrisma = new Proxy(pb.context.prisma, {
      get(target, property, receiver) {
        if (property !== "$transaction") return Reflect.get(target, property, receiver);
        return (run: (tx: unknown) => Promise<unknown>, options: unknown) =>
          target.$transaction(
            (tx) =>
              run(
                new Proxy(tx, {
                  get(inner, name, innerReceiver) {
                    if (name !== "credential") return Reflect.get(inner, name, innerReceiver);
                    return { ...inner.credential, update: () => Promise.reject(new Error("disk full")) };
                  },
                }),
              ),
            options as never,
          );
      },
    });
    const failing = { ...pb.context, prisma: failingPrisma };
    const service = createCredentialLifecycle(failing, { bus: pb.services.bus, protocols: [createRestCredentialProtocol(failing)] });
    const before = refreshCalls().length;
    await expect(service.refresh(id, "rest")).rejects.toMatchObject({ code: "upstream_failed", message: "The refreshed tokens could not be saved" });
    expect(refreshCalls()).toHaveLength(before + 1);
    const row = await pb.context.prisma.connection.findUniqueOrThrow({ where: { id } });
    expect((await storedCredential(pb.context, row.id, "rest"))!.values).toEqual(OLD);
    expect(pb.logs.some((line) => line.includes("token refresh failed in the database"))).toBe(true);
  });

  it("50 concurrent refreshes of one connection make exactly one token request", async () => {
    const id = await expiredConnection();
    const before = refreshCalls().length;
    const results = await Promise.all(Array.from({ length: 50 }, () => pb.services.credentials.refresh(id, "rest")));
    expect(refreshCalls()).toHaveLength(before + 1);
    expect(new Set(results.map((result) => result.values.access_token)).size).toBe(1);
    expect(results[0]!.values.access_token).toBe(provider.issued.at(-1)!.access_token);
  });

  it("tool execution refreshes an expired token once and calls the API with the new one", async () => {
    await expiredConnection();
    const before = refreshCalls().length;
    const executions = await Promise.all(
      Array.from({ length: 5 }, () => pb.api("POST", "/api/v1/tools/execute", { userId, tool: "REFRESH_DEMO_ME" })),
    );
    for (const execution of executions) expect(execution.status, JSON.stringify(execution.body)).toBe(200);
    expect(refreshCalls()).toHaveLength(before + 1);
    const fresh = provider.issued.at(-1)!.access_token;
    const seen = upstream.received.slice(-5).map((request) => request.headers.authorization);
    expect(seen).toEqual(Array(5).fill(`Bearer ${fresh}`));
  });

  /** The token endpoint's next answer to a refresh: an OAuth error with this status. */
  const failNextRefresh = (statusCode: number, error: string) =>
    provider.server.service.once("beforeResponse", (response: { statusCode: number; body: Record<string, unknown> }) => {
      response.statusCode = statusCode;
      response.body = { error, error_description: "the token service says no" };
    });
  /** The API refuses the old access token with `status` (401 or 403) while `work` runs; any other token passes. */
  async function whileApiRefusesOld<T>(status: number, work: () => Promise<T>): Promise<T> {
    upstream.reply((request) => (request.headers.authorization === `Bearer ${OLD.access_token}` ? { status, body: { error: "invalid_token" } } : undefined));
    try {
      return await work();
    } finally {
      upstream.reply(() => undefined);
    }
  }
  const execute = () => pb.api("POST", "/api/v1/tools/execute", { userId, tool: "REFRESH_DEMO_ME" });
  const sentSince = (count: number) => upstream.received.slice(count).map((request) => request.headers.authorization);

  it("a refresh that fails otherwise still sends the old token; the API refusing it (401) is a 502 naming the refresh failure", async () => {
    await expiredConnection();
    failNextRefresh(500, "server_error");
    const calls = upstream.received.length;
    const execution = await whileApiRefusesOld(401, execute);
    expect(execution.status).toBe(502);
    expect(execution.body).toMatchObject({ success: false, error: expect.stringContaining("Token refresh failed: server_error") });
    expect(sentSince(calls)).toEqual([`Bearer ${OLD.access_token}`]);
    const text = JSON.stringify(execution.body);
    for (const secret of [OLD.refresh_token, OLD.access_token, "client-secret-7d1f0c"]) expect(text).not.toContain(secret);
    const connectionId = (await pb.context.prisma.connection.findFirstOrThrow({ where: { userId, pluginId: plugin.id } })).id;
    expect((await storedCredential(pb.context, connectionId, "rest"))!.status).toBe("active");
  });

  it("a refused refresh token (invalid_grant) still sends the old token; the API refusing it is a 409 reauthorization_required with a connect link", async () => {
    await expiredConnection();
    failNextRefresh(400, "invalid_grant");
    const calls = upstream.received.length;
    const execution = await whileApiRefusesOld(401, execute);
    expect(execution.status).toBe(409);
    expect(execution.body).toMatchObject({ code: "reauthorization_required", accountLabel: "default", connectUrl: expect.stringContaining("/connect/") });
    expect(sentSince(calls)).toEqual([`Bearer ${OLD.access_token}`]);
    expect((await pb.api("GET", `/api/v1/connections?userId=${userId}`)).body.connections[0].status).toBe("needs_reauth");

    // Marked needs_reauth: the provider is not asked again, the old token still goes out, the same 409 answers.
    const refreshes = refreshCalls().length;
    const again = await whileApiRefusesOld(403, execute);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: "reauthorization_required", connectUrl: expect.stringContaining("/connect/") });
    expect(refreshCalls()).toHaveLength(refreshes);
    expect(sentSince(calls)).toEqual([`Bearer ${OLD.access_token}`, `Bearer ${OLD.access_token}`]);
  });

  it("an API that still accepts the old token answers the call normally after a failed refresh (invalid_grant or 5xx)", async () => {
    await expiredConnection();
    failNextRefresh(400, "invalid_grant");
    const calls = upstream.received.length;
    const accepted = await execute();
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body).toMatchObject({ success: true, status: 200, data: { ok: true, path: "/api/me" } });
    expect(sentSince(calls)).toEqual([`Bearer ${OLD.access_token}`]);
    // The refused grant is still recorded: needs_reauth, as before.
    expect((await pb.api("GET", `/api/v1/connections?userId=${userId}`)).body.connections[0].status).toBe("needs_reauth");

    user += 1;
    userId = `refresh-user-${user}`;
    await expiredConnection();
    failNextRefresh(503, "temporarily_unavailable");
    const served = await execute();
    expect(served.status, JSON.stringify(served.body)).toBe(200);
    expect(served.body.success).toBe(true);
  });

  it("proxy calls follow the same order: old token sent, a 403 answered with the refresh failure", async () => {
    const proxied = await createPlugin(pb, "refresh-proxy", [oauthMethod(provider)], { baseUrl: `${upstream.url}/api`, allowProxy: true });
    await pb.services.connectFlow.saveCredentials({ developerId: pb.developerId, userId, pluginId: proxied.id, authMethodId: proxied.methods.oauth2!, values: OLD, expiresAt: new Date(Date.now() - 60_000) });
    const proxy = () => pb.api("POST", "/api/v1/proxy", { userId, plugin: "refresh-proxy", method: "GET", path: "/me" });
    failNextRefresh(502, "bad_gateway");
    const calls = upstream.received.length;
    const failed = await whileApiRefusesOld(403, proxy);
    expect(failed.status).toBe(502);
    expect(failed.body).toMatchObject({ success: false, error: expect.stringContaining("Token refresh failed: bad_gateway") });
    failNextRefresh(400, "invalid_grant");
    const refused = await whileApiRefusesOld(401, proxy);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: "reauthorization_required", plugin: "refresh-proxy", connectUrl: expect.stringContaining("/connect/refresh-proxy") });
    expect(sentSince(calls)).toEqual([`Bearer ${OLD.access_token}`, `Bearer ${OLD.access_token}`]);
  });
});
