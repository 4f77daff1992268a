import { ConnectionItemSchema } from "@plugboard/core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { InvalidationEvent } from "../../src/infra/invalidation-bus.js";
import type { Database } from "../../src/store/open-database.js";
import { findLeakedSecrets, startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";

const ENCRYPTED = /^[0-9a-f]{24}:[0-9a-f]*:[0-9a-f]{32}$/;
const ITEM_KEYS = ["accountLabel", "authMethodType", "connectionConfig", "createdAt", "hasMcpTokens", "id", "isDefault", "mcpStatus", "metadata", "pluginDescription", "pluginIconUrl", "pluginName", "pluginSlug", "status", "updatedAt"];

describe.each(testDatabases())("connections on $name", ({ open }) => {
  let db: Database;
  let pb: TestPlugboard;
  let events: InvalidationEvent[];
  let apiPluginId: string;
  const secrets: string[] = [];

  const connect = (body: Record<string, unknown>, apiKey?: string) => pb.api("POST", "/api/v1/connections", body, apiKey ? { apiKey } : {});
  const list = (userId: string, apiKey?: string) => pb.api("GET", `/api/v1/connections?userId=${encodeURIComponent(userId)}`, undefined, apiKey ? { apiKey } : {});
  const disconnect = (body: Record<string, unknown>, apiKey?: string) => pb.api("DELETE", "/api/v1/connections", body, apiKey ? { apiKey } : {});
  const rowsOf = (userId: string) => db.prisma.connection.findMany({ where: { userId }, include: { authMethod: true, credentials: true } });
  /** The REST credential of a connection row read by `rowsOf`. */
  const restOf = (row: { credentials: Array<{ source: string; secrets: string; expiresAt: Date | null; status: string }> } | undefined) =>
    row?.credentials.find((credential) => credential.source === "rest");

  beforeAll(async () => {
    db = await open();
    pb = await startPlugboard(db);
    pb.services.bus.subscribe((event) => events.push(event));
    apiPluginId = await pb.createApprovedPlugin({
      slug: "keyed",
      name: "Keyed API",
      baseUrl: "https://api.example.com",
      authMethods: [
        { type: "api_key", label: "API key", isDefault: true },
        { type: "custom", label: "Key pair", config: { injection_rules: [{ target: "header", name: "X-Auth", value: "{{key_id}}:{{key_secret}}" }] } },
        { type: "oauth2", label: "OAuth", config: { authorize_url: "https://a.example.com/authorize", token_url: "https://a.example.com/token", client_id: "cid" } },
      ],
    });
    await pb.createApprovedPlugin({
      slug: "tokened",
      name: "Tokened",
      description: "Bearer API",
      iconUrl: "https://cdn.example.com/t.png",
      baseUrl: "https://api.example.com",
      authMethods: [{ type: "bearer_token", label: "Token" }],
    });
    await pb.api("POST", "/api/v1/submissions", { slug: "unreviewed", name: "Unreviewed", baseUrl: "https://api.example.com", submitForReview: true, authMethods: [{ type: "no_auth", label: "None" }] });
  });
  beforeEach(() => {
    events = [];
  });
  afterAll(async () => {
    await pb?.close();
    await db?.close();
  });

  it("stores direct credentials encrypted and answers { connected: true }", async () => {
    const apiKey = "sk_live_first_0a1b2c3d4e";
    secrets.push(apiKey);
    const response = await connect({ userId: "alice", plugin: "keyed", authMethod: "api_key", credentials: { apiKey } });
    expect(response.status).toBe(200);
    const [row, ...more] = await rowsOf("alice");
    expect(response.body).toEqual({ connected: true, connectionId: row!.id, accountLabel: "default", isDefault: true });
    expect(more).toHaveLength(0);
    expect(row).toMatchObject({ developerId: pb.developerId, pluginId: apiPluginId, accountLabel: "default", isDefault: true, version: 0 });
    expect(row!.credentials).toHaveLength(1);
    expect(restOf(row)).toMatchObject({ status: "active", expiresAt: null });
    expect(row!.authMethod?.type).toBe("api_key");
    expect(restOf(row)!.secrets).toMatch(ENCRYPTED);
    expect(restOf(row)!.secrets).not.toContain(apiKey);
    expect(JSON.parse(pb.context.cipher.decrypt(restOf(row)!.secrets))).toEqual({ api_key: apiKey });
    expect(events).toEqual([{ kind: "connection", developerId: pb.developerId, userId: "alice", pluginId: apiPluginId }]);
  });

  it("updates the account of the same label when the same user connects again, and adds one for a new label", async () => {
    const newKey = "sk_live_second_9f8e7d6c5b";
    secrets.push(newKey);
    const response = await connect({ userId: "alice", plugin: "keyed", authMethod: "custom", credentials: { key_id: "kid-1", key_secret: newKey } });
    expect(response.status).toBe(200);
    const rows = await rowsOf("alice");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ accountLabel: "default", isDefault: true, version: 1 });
    expect(rows[0]!.authMethod?.type).toBe("custom");
    expect(JSON.parse(pb.context.cipher.decrypt(restOf(rows[0])!.secrets))).toEqual({ key_id: "kid-1", key_secret: newKey });

    // addAccount with a new label is a second account, not the default one; the first stays as it was.
    const added = await connect({ userId: "alice", plugin: "keyed", authMethod: "api_key", credentials: { api_key: newKey }, accountLabel: "alice@acme", addAccount: true });
    expect(added.body).toMatchObject({ accountLabel: "alice@acme", isDefault: false });
    const both = await rowsOf("alice");
    expect(both.map((row) => [row.accountLabel, row.isDefault, row.version]).sort()).toEqual([["alice@acme", false, 0], ["default", true, 1]]);
    await disconnect({ userId: "alice", plugin: "keyed", accountLabel: "alice@acme" });
    expect((await rowsOf("alice")).map((row) => row.accountLabel)).toEqual(["default"]);
  });

  it("keeps the expiry of OAuth tokens given directly", async () => {
    const before = Date.now();
    const accessToken = "oauth-direct-access-5511";
    secrets.push(accessToken);
    expect((await connect({ userId: "olga", plugin: "keyed", authMethod: "oauth2", credentials: { access_token: accessToken, expires_in: 3600 } })).status).toBe(200);
    const [row] = await rowsOf("olga");
    expect(restOf(row)!.expiresAt!.getTime()).toBeGreaterThanOrEqual(before + 3_599_000);
    expect(restOf(row)!.expiresAt!.getTime()).toBeLessThanOrEqual(Date.now() + 3_601_000);
  });

  it.each([
    ["an api_key connection without a key", { authMethod: "api_key", credentials: { token: "x" } }, "credentials.api_key"],
    ["a custom connection missing a placeholder field", { authMethod: "custom", credentials: { key_id: "k" } }, "credentials.key_secret"],
    ["a key that is not a string", { authMethod: "api_key", credentials: { api_key: 42 } }, "credentials.api_key"],
    ["an unknown auth type", { authMethod: "password", credentials: {} }, "authMethod"],
    ["no userId", { userId: undefined, authMethod: "api_key", credentials: { api_key: "k" } }, "userId"],
    ["no credentials", { authMethod: "api_key", credentials: undefined }, "credentials"],
  ])("refuses %s with 400 naming %s", async (_label, overrides, field) => {
    const response = await connect({ userId: "bob", plugin: "keyed", ...overrides });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: "Invalid input", code: "invalid_input" });
    expect(Object.keys(response.body.details.fieldErrors)).toEqual([field]);
    expect(await rowsOf("bob")).toHaveLength(0);
  });

  it("refuses an auth method the plugin does not offer, listing those it does", async () => {
    const response = await connect({ userId: "bob", plugin: "keyed", authMethod: "bearer_token", credentials: { token: "t" } });
    expect(response.status).toBe(400);
    expect(response.body.details.fieldErrors.authMethod).toEqual(['plugin "keyed" has no bearer_token auth method; it offers: api_key, custom, oauth2']);
  });

  it.each(["unreviewed", "no-such-plugin"])("answers 404 for %s, which is not an approved plugin", async (plugin) => {
    const response = await connect({ userId: "bob", plugin, authMethod: "no_auth", credentials: {} });
    expect(response.status).toBe(404);
    expect(response.body.error).toBe(`No approved plugin named "${plugin}"`);
    expect(await rowsOf("bob")).toHaveLength(0);
  });

  it("lists a user's connections newest first in the listing shape", async () => {
    expect((await connect({ userId: "carol", plugin: "keyed", authMethod: "api_key", credentials: { api_key: "carol-key-1" } })).status).toBe(200);
    expect((await connect({ userId: "carol", plugin: "tokened", authMethod: "bearer_token", credentials: { token: "carol-token-1" }, accountLabel: "Carol" })).status).toBe(200);
    secrets.push("carol-key-1", "carol-token-1");
    const response = await list("carol");
    expect(response.status).toBe(200);
    const items = response.body.connections;
    expect(items.map((item: { pluginSlug: string }) => item.pluginSlug)).toEqual(["tokened", "keyed"]);
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual(ITEM_KEYS);
      ConnectionItemSchema.parse(item);
    }
    expect(items[0]).toEqual({
      id: expect.any(String),
      pluginSlug: "tokened",
      pluginName: "Tokened",
      pluginDescription: "Bearer API",
      pluginIconUrl: "https://cdn.example.com/t.png",
      authMethodType: "bearer_token",
      accountLabel: "Carol",
      isDefault: true,
      hasMcpTokens: false,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      status: "active",
      mcpStatus: "active",
      connectionConfig: null,
      metadata: null,
    });
    expect(items[1]).toMatchObject({ pluginDescription: "", pluginIconUrl: "", authMethodType: "api_key", accountLabel: "default" });
    expect((await list("nobody")).body).toEqual({ connections: [] });
  });

  it("requires userId to list", async () => {
    const response = await pb.api("GET", "/api/v1/connections");
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.details.fieldErrors)).toEqual(["userId"]);
  });

  it("disconnects by plugin slug and then answers 404", async () => {
    await connect({ userId: "dave", plugin: "keyed", authMethod: "api_key", credentials: { api_key: "dave-key" } });
    await connect({ userId: "dave", plugin: "tokened", authMethod: "bearer_token", credentials: { token: "dave-token" } });
    secrets.push("dave-key", "dave-token");
    events = [];
    const response = await disconnect({ userId: "dave", plugin: "keyed" });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ disconnected: true, connections: [{ connectionId: expect.any(String), accountLabel: "default" }] });
    expect(events).toEqual([{ kind: "connection", developerId: pb.developerId, userId: "dave", pluginId: apiPluginId }]);
    expect((await list("dave")).body.connections.map((item: { pluginSlug: string }) => item.pluginSlug)).toEqual(["tokened"]);

    const again = await disconnect({ userId: "dave", plugin: "keyed" });
    expect(again.status).toBe(404);
    expect(again.body.error).toBe("No connection found for this user and plugin");
  });

  it("disconnects by connection id, only for the user it belongs to", async () => {
    await connect({ userId: "erin", plugin: "keyed", authMethod: "api_key", credentials: { api_key: "erin-key" } });
    secrets.push("erin-key");
    const [item] = (await list("erin")).body.connections;
    expect((await disconnect({ userId: "someone-else", connectionId: item.id })).status).toBe(404);
    expect((await disconnect({ userId: "erin", connectionId: item.id })).status).toBe(200);
    expect(await rowsOf("erin")).toHaveLength(0);
  });

  it("accepts the members in the query string when a client cannot send a DELETE body", async () => {
    await connect({ userId: "frank", plugin: "tokened", authMethod: "bearer_token", credentials: { token: "frank-token" } });
    secrets.push("frank-token");
    const response = await pb.api("DELETE", "/api/v1/connections?userId=frank&plugin=tokened");
    expect(response.status).toBe(200);
    expect(await rowsOf("frank")).toHaveLength(0);
  });

  it.each([
    ["a connectionId that is not a UUID", { connectionId: "not-a-uuid" }, 404],
    ["an unknown connectionId", { connectionId: "4a4b0c1d-2e3f-4a5b-8c6d-7e8f9a0b1c2d" }, 404],
    ["an unknown plugin", { plugin: "no-such-plugin" }, 404],
    ["neither plugin nor connectionId", {}, 400],
  ])("answers a disconnect with %s with %i", async (_label, body, status) => {
    const response = await disconnect({ userId: "carol", ...body });
    expect(response.status).toBe(status);
    if (status === 400) expect(Object.keys(response.body.details.fieldErrors)).toEqual(["plugin"]);
    else expect(response.body.error).toBe("No connection found for this user and plugin");
  });

  it("keeps developers apart: another developer neither sees nor removes these connections", async () => {
    const other = await pb.newDeveloper("connections-other@test.local");
    const [item] = (await list("carol")).body.connections;
    expect((await list("carol", other.apiKey)).body).toEqual({ connections: [] });
    expect((await disconnect({ userId: "carol", connectionId: item.id }, other.apiKey)).status).toBe(404);
    expect((await disconnect({ userId: "carol", plugin: "tokened" }, other.apiKey)).status).toBe(404);
    expect(await rowsOf("carol")).toHaveLength(2);

    // The same userId under another developer is another end-user with its own connection.
    expect((await connect({ userId: "carol", plugin: "tokened", authMethod: "bearer_token", credentials: { token: "other-carol" } }, other.apiKey)).status).toBe(200);
    secrets.push("other-carol");
    expect((await list("carol", other.apiKey)).body.connections).toHaveLength(1);
    expect((await list("carol")).body.connections).toHaveLength(2);
    expect(await rowsOf("carol")).toHaveLength(3);
  });

  it("never lets a credential out: not in any response, header or log line", async () => {
    expect(secrets.length).toBeGreaterThan(5);
    expect(findLeakedSecrets(pb, secrets)).toEqual([]);
    const stored = await db.prisma.credential.findMany();
    expect(stored.length).toBeGreaterThan(3);
    for (const row of stored) {
      expect(row.secrets).toMatch(ENCRYPTED);
      for (const secret of secrets) expect(row.secrets).not.toContain(secret);
    }
  });
});
