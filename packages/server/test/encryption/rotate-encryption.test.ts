import { createHmac } from "node:crypto";
import { createCipher, CryptoError, ENCRYPTED_VALUE_PATTERN } from "@plugboard/core/crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENCRYPTED_LOCATIONS, type EncryptedKind, type RotationCounts } from "../../src/services/encryption/rotate-encryption.js";
import type { Database } from "../../src/store/open-database.js";
import { connectMcp, createMcpPlugin, initiateMcp } from "../mcp/helpers/mcp-flow.js";
import { startVariantMcpServer, type VariantMcpServer } from "../mcp/helpers/start-variant-mcp-server.js";
import { oauthMethod, startProvider, type MockProvider } from "../oauth/oauth-fixtures.js";
import { thingHappened, thingHappenedSignature } from "../helpers/signed-webhook-trigger.js";
import { startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";
import { startUpstream, type Upstream } from "../helpers/upstream-server.js";
import { startWebhookReceiver, type WebhookReceiver } from "../lifecycle/webhook-receiver.js";

const KEY_A = "a1".repeat(32);
const KEY_B = "b2".repeat(32);

/** Every value in the database that looks encrypted, wherever it is (any table, any column, inside JSON). */
async function encryptedValues(db: Database): Promise<Array<{ where: string; value: string }>> {
  const tables = await db.prisma.$queryRaw<Array<{ name: string }>>`
    SELECT table_name::text AS name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> '_prisma_migrations'`;
  const found: Array<{ where: string; value: string }> = [];
  for (const { name } of tables) {
    const rows = await db.prisma.$queryRawUnsafe<Array<{ row: Record<string, unknown> }>>(`SELECT to_jsonb(t) AS row FROM "${name}" t`);
    for (const { row } of rows) {
      const walk = (value: unknown, path: string) => {
        if (typeof value === "string" && ENCRYPTED_VALUE_PATTERN.test(value)) found.push({ where: `${name}.${path}`, value });
        else if (typeof value === "object" && value !== null) for (const [key, member] of Object.entries(value)) walk(member, path ? `${path}.${key}` : key);
      };
      walk(row, "");
    }
  }
  return found;
}

/** Which of `values` a cipher holding only `key` opens. */
function openedBy(key: string, values: Array<{ value: string }>): boolean[] {
  const cipher = createCipher({ key });
  return values.map(({ value }) => {
    try {
      cipher.decrypt(value);
      return true;
    } catch (error) {
      if (CryptoError.isInstance(error)) return false;
      throw error;
    }
  });
}

const counts = (rotated: number, current: number, failed = 0): RotationCounts => ({ rotated, current, failed });

/** A Shopify-style trigger: signed (base64 HMAC) with the app's client secret, of which the subscription keeps a sealed copy. */
const orderCreated = {
  slug: "order_created",
  name: "Order created",
  description: "A signed event of the app.",
  kind: "webhook",
  payload: { description: "The order." },
  webhook: { appSecret: "client_secret", verification: { scheme: "hmac_sha256", header: "X-Shop-Hmac", encoding: "base64" }, eventId: { header: "X-Event-Id" } },
};

/** Sends one delivery to a subscription's inbound path on `pb`, signed with `sign`. */
async function deliver(pb: TestPlugboard, webhookUrl: string, eventId: string, sign: (body: string) => Record<string, string>) {
  const body = JSON.stringify({ eventId });
  const response = await fetch(pb.url + new URL(webhookUrl).pathname, { method: "POST", headers: { "content-type": "application/json", "x-event-id": eventId, ...sign(body) }, body });
  return { status: response.status, body: (await response.json()) as unknown };
}

/** Approves an oauth2 plugin (one GET tool on `upstream`) and connects `userId` with tokens whose access token expired. */
async function connectExpiredOAuth(
  pb: TestPlugboard,
  parts: { provider: MockProvider; upstream: Upstream },
  names: { slug: string; tool: string; userId: string },
  tokens: { access_token: string; refresh_token: string },
  extra: Record<string, unknown> = {},
): Promise<void> {
  await pb.createApprovedPlugin({
    slug: names.slug,
    name: names.slug,
    baseUrl: parts.upstream.url,
    authMethods: [oauthMethod(parts.provider, { signing_secret: "app-signing-secret-5e0b" })],
    tools: [{ slug: names.tool, name: "Me", description: "Me", method: "GET", path: `/${names.slug}/me` }],
    ...extra,
  });
  const credentials = { ...tokens, expires_at: new Date(Date.now() - 60_000).toISOString() };
  expect((await pb.api("POST", "/api/v1/connections", { userId: names.userId, plugin: names.slug, authMethod: "oauth2", credentials })).status).toBe(200);
}

describe.each(testDatabases())("encryption key rotation on $name", ({ open }) => {
  let db: Database;
  let provider: MockProvider;
  let upstream: Upstream;
  let mcpServer: VariantMcpServer;
  let staticMcpServer: VariantMcpServer;
  let developerKey: string;
  let receiver: WebhookReceiver;
  const running: TestPlugboard[] = [];
  const start = async (keys: { encryptionKey: string; previousEncryptionKeys?: string[] }) => {
    const pb = await startPlugboard(db, keys);
    running.push(pb);
    return pb;
  };
  const stop = async (pb: TestPlugboard) => {
    running.splice(running.indexOf(pb), 1);
    await pb.close();
  };
  /** One secret of each kind was written under key A, and three more direct credentials. */
  const written: Record<EncryptedKind, number> = {
    // Four REST credentials and one MCP grant (its tokens sealed as one set, its client beside them).
    "credential.secrets": 5,
    "credential.client": 1,
    "pendingConnection.clientCredentials": 1,
    "pluginClientOverride.clientSecret": 1,
    "authMethod.config.client_secret": 1,
    "authMethod.config.signing_secret": 1,
    "plugin.mcpConfig.clientSecret": 1,
    "plugin.mcpConfig.oauthClientSecret": 1,
    "webhookEndpoint.secret": 1,
    // A subscription's own signing secret, and one holding a copy of its app's client secret.
    "triggerSubscription.secret": 2,
  };
  /** The inbound URLs of the two trigger subscriptions, and the secret shown for the first. */
  let ownSubscription: { webhookUrl: string; secret: string };
  let appSubscription: { webhookUrl: string };
  const total = Object.values(written).reduce((sum, count) => sum + count, 0);

  beforeAll(async () => {
    [provider, upstream, mcpServer, staticMcpServer] = await Promise.all([
      startProvider(),
      startUpstream(),
      // Registration hands out a client secret (sealed in mcpConfig and in the grant on the connection).
      startVariantMcpServer({ tokenEndpointAuthMethods: ["client_secret_post"] }),
      startVariantMcpServer({ registration: false, staticClients: [{ clientId: "admin-client", clientSecret: "admin-secret-1" }, { clientId: "dev-client", clientSecret: "dev-secret-2" }] }),
    ]);
    db = await open();

    // Everything is written by a server that knows key A only.
    const pbA = await start({ encryptionKey: KEY_A });
    developerKey = pbA.apiKey;
    await pbA.createApprovedPlugin({
      slug: "keyed",
      name: "Keyed",
      baseUrl: upstream.url,
      authMethods: [{ type: "api_key", label: "API key" }],
      tools: [{ slug: "KEYED_ME", name: "Me", description: "Me", method: "GET", path: "/keyed/me" }],
      triggers: [thingHappened],
    });
    for (const user of ["k1", "k2", "k3"]) {
      expect((await pbA.api("POST", "/api/v1/connections", { userId: user, plugin: "keyed", authMethod: "api_key", credentials: { api_key: `key-of-${user}` } })).status).toBe(200);
    }
    await connectExpiredOAuth(pbA, { provider, upstream }, { slug: "rest-oauth", tool: "OAUTH_ME", userId: "olga" }, { access_token: "expired-access-token-01", refresh_token: "refresh-token-01" }, { triggers: [orderCreated] });
    // Trigger subscriptions: neither registers anything at the provider (no call, no refresh).
    const own = await pbA.api("POST", "/api/v1/trigger-subscriptions", { userId: "k1", plugin: "keyed", trigger: "thing_happened" });
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    ownSubscription = own.body;
    const app = await pbA.api("POST", "/api/v1/trigger-subscriptions", { userId: "olga", plugin: "rest-oauth", trigger: "order_created" });
    expect(app.status, JSON.stringify(app.body)).toBe(201);
    appSubscription = app.body;

    await createMcpPlugin(pbA, "mcp", { serverUrl: mcpServer.mcpUrl });
    await connectMcp(pbA, "mcp", "mia");
    await initiateMcp(pbA, "mcp", "nina"); // left pending
    await createMcpPlugin(pbA, "mcp-static", { serverUrl: staticMcpServer.mcpUrl, clientId: "admin-client", clientSecret: "admin-secret-1" });
    expect((await pbA.api("PUT", "/api/v1/plugins/mcp-static/mcp-client", { clientId: "dev-client", clientSecret: "dev-secret-2" })).status).toBe(200);
    // A webhook endpoint's signing secret (registered last: no event of the setup reaches it).
    receiver = await startWebhookReceiver(pbA, ["connection.created"]);
    await stop(pbA);
  });
  afterAll(async () => {
    await receiver?.close();
    for (const pb of running.splice(0)) await pb.close();
    await db?.close();
    await Promise.all([provider?.close(), upstream?.close(), mcpServer?.close(), staticMcpServer?.close()]);
  });

  it("starts from one secret of every kind, all under key A", async () => {
    const values = await encryptedValues(db);
    expect(values).toHaveLength(total);
    expect(openedBy(KEY_A, values).every(Boolean)).toBe(true);
    // Every encrypted value sits where the rotation looks.
    const known = ENCRYPTED_LOCATIONS.map((location) => `${location.table}.${location.column}${"member" in location ? `.${location.member}` : ""}`);
    expect(values.filter((found) => !known.includes(found.where))).toEqual([]);
  });

  it("an interrupted run (batch size 1, crash after 5 batches) rotates those and leaves everything readable", async () => {
    const pbB = await start({ encryptionKey: KEY_B, previousEncryptionKeys: [KEY_A] });
    let batches = 0;
    const crashed = pbB.plugboard.admin.rotateEncryption({
      batchSize: 1,
      onBatch: () => {
        batches += 1;
        if (batches === 6) throw new Error("simulated crash");
      },
    });
    await expect(crashed).rejects.toThrow("simulated crash");
    const values = await encryptedValues(db);
    expect(openedBy(KEY_B, values).filter(Boolean)).toHaveLength(5);
    expect(openedBy(KEY_A, values).filter(Boolean)).toHaveLength(total - 5);
    // Meanwhile the server keeps working with both keys.
    const executed = await pbB.api("POST", "/api/v1/tools/execute", { userId: "k1", tool: "KEYED_ME" }, { apiKey: developerKey });
    expect(executed.status).toBe(200);
    expect(upstream.received.at(-1)!.headers["x-api-key"]).toBe("key-of-k1");
  });

  it("running it again finishes the job, and a third run has nothing left to rotate", async () => {
    const pbB = running.at(-1)!;
    const resumed = await pbB.plugboard.admin.rotateEncryption({ batchSize: 2 });
    expect(resumed).toMatchObject({ complete: true, total: counts(total - 5, 5), failures: [] });
    for (const [kind, count] of Object.entries(written)) {
      const seen = resumed.kinds[kind as EncryptedKind];
      expect(seen.rotated + seen.current, kind).toBe(count);
      expect(seen.failed, kind).toBe(0);
    }
    const values = await encryptedValues(db);
    expect(values).toHaveLength(total);
    expect(openedBy(KEY_B, values).every(Boolean)).toBe(true);

    // Each batch that rotated values wrote an `encryption.rotated` entry in its transaction: together
    // they name every rotated value once (the 5 of the interrupted run and the rest), as `system`.
    const audit = await pbB.api("GET", "/api/v1/audit?action=encryption.rotated&limit=100", undefined, { apiKey: developerKey });
    expect(audit.status, JSON.stringify(audit.body)).toBe(200);
    const entries = audit.body.events as Array<{ actor: unknown; developerId: string | null; target: { type: string; id: string }; details: { rotated: number; ids: string[] } }>;
    // A row can hold values of two kinds (an MCP credential's secrets and its client, a plugin's two mcpConfig secrets): count (kind, id) pairs.
    const ids = entries.flatMap((entry) => entry.details.ids.map((id) => `${entry.target.id}:${id}`));
    expect(ids).toHaveLength(total);
    expect(new Set(ids).size).toBe(total);
    expect(entries.reduce((sum, entry) => sum + entry.details.rotated, 0)).toBe(total);
    for (const entry of entries) expect(entry).toMatchObject({ actor: { type: "system", id: null, auth: "system" }, developerId: null, target: { type: "encrypted_values" } });

    const again = await pbB.plugboard.admin.rotateEncryption();
    expect(again.total).toEqual(counts(0, total));
    expect(Object.fromEntries(Object.entries(again.kinds).map(([kind, seen]) => [kind, seen.current]))).toEqual(written);

    // A stop (the CLI aborts on SIGINT) ends the run between batches and says it is not complete.
    const controller = new AbortController();
    let batches = 0;
    const stopped = await pbB.plugboard.admin.rotateEncryption({ batchSize: 1, signal: controller.signal, onBatch: () => void (++batches === 2 && controller.abort()) });
    expect(stopped).toMatchObject({ complete: false, total: counts(0, 1) });
    await stop(pbB);
  });

  it("after a restart with key B alone, tools execute and tokens refresh", async () => {
    const pbC = await start({ encryptionKey: KEY_B });
    const call = (userId: string, tool: string, extra: Record<string, unknown> = {}) =>
      pbC.api("POST", "/api/v1/tools/execute", { userId, tool, ...extra }, { apiKey: developerKey });

    // Direct credentials.
    expect((await call("k2", "KEYED_ME")).status).toBe(200);
    expect(upstream.received.at(-1)!.headers["x-api-key"]).toBe("key-of-k2");

    // REST OAuth: the expired token is refreshed with the stored refresh token and the sealed client secret.
    const oauthRun = await call("olga", "OAUTH_ME");
    expect(oauthRun.status, JSON.stringify(oauthRun.body)).toBe(200);
    expect(provider.tokenCalls.at(-1)!.body).toMatchObject({ grant_type: "refresh_token", refresh_token: "refresh-token-01", client_secret: "client-secret-7d1f0c" });
    expect(upstream.received.at(-1)!.headers.authorization).toBe(`Bearer ${provider.issued.at(-1)!.access_token}`);

    // MCP: the access token works (a live tool listing, then a call); once expired, the refresh uses the
    // sealed refresh token and client secret.
    const listed = await pbC.api("GET", "/api/v1/tools?plugin=mcp&userId=mia", undefined, { apiKey: developerKey });
    expect(listed.body.tools.map((tool: { slug: string }) => tool.slug)).toContain("ECHO");
    const first = await call("mia", "ECHO", { params: { message: "hi" }, plugin: "mcp" });
    expect(first.body, JSON.stringify(first.body)).toMatchObject({ success: true });
    const mia = await db.prisma.connection.findFirstOrThrow({ where: { userId: "mia" } });
    await db.prisma.credential.update({ where: { connectionId_source: { connectionId: mia.id, source: "mcp" } }, data: { expiresAt: new Date(Date.now() - 60_000) } });
    pbC.services.bus.publish({ kind: "connection", developerId: mia.developerId, userId: "mia", pluginId: mia.pluginId });
    const refreshed = await call("mia", "ECHO", { params: { message: "after refresh" }, plugin: "mcp" });
    expect(refreshed.body).toMatchObject({ success: true, data: { content: [{ text: "after refresh" }] } });
    expect(mcpServer.tokenRequests.at(-1)).toMatchObject({ grantType: "refresh_token", authorization: "post" });

    // Triggers: deliveries signed with the subscription's secret (shown at creation) and with the app's
    // client secret still verify; a wrong signature is still refused.
    const own = (body: string) => thingHappenedSignature(ownSubscription.secret, body);
    const app = (body: string) => ({ "x-shop-hmac": createHmac("sha256", "client-secret-7d1f0c").update(body).digest("base64") });
    expect(await deliver(pbC, ownSubscription.webhookUrl, "after-rotation-1", own)).toEqual({ status: 200, body: { received: true, events: 1 } });
    expect(await deliver(pbC, appSubscription.webhookUrl, "after-rotation-2", app)).toEqual({ status: 200, body: { received: true, events: 1 } });
    expect((await deliver(pbC, ownSubscription.webhookUrl, "forged", () => ({ "x-signature": `sha256=${"0".repeat(64)}` }))).status).toBe(401);

    // Webhooks: events are still signed with the secret shown at creation (re-encrypted, not replaced).
    expect((await pbC.api("POST", "/api/v1/connections", { userId: "k4", plugin: "keyed", authMethod: "api_key", credentials: { api_key: "key-of-k4" } }, { apiKey: developerKey })).status).toBe(200);
    await expect.poll(() => receiver.events().map((event) => `${event.type}:${String(event.data.userId)}`), { timeout: 10_000 }).toEqual(["connection.created:k4"]);
    expect(receiver.invalid()).toEqual([]);
  });
});

describe.each(testDatabases())("key rotation racing a token refresh on $name", ({ open }) => {
  let db: Database;
  let provider: MockProvider;
  let upstream: Upstream;
  let current: TestPlugboard | undefined;
  /** Stops the running server, if any, and starts one over the same database with these keys. */
  const restart = async (keys: { encryptionKey: string; previousEncryptionKeys?: string[] }) => {
    await current?.close();
    current = undefined;
    current = await startPlugboard(db, keys);
    return current;
  };

  beforeAll(async () => {
    [provider, upstream] = await Promise.all([startProvider(), startUpstream()]);
    db = await open();
  });
  afterAll(async () => {
    await current?.close();
    await db?.close();
    await Promise.all([provider?.close(), upstream?.close()]);
  });

  it("a refresh that lands between the read and the write of a batch wins; nothing is lost", async () => {
    const pbA = await restart({ encryptionKey: KEY_A });
    const developerKey = pbA.apiKey;
    await connectExpiredOAuth(pbA, { provider, upstream }, { slug: "racing", tool: "RACE_ME", userId: "rita" }, { access_token: "old-access-9f", refresh_token: "old-refresh-9f" });

    const pbB = await restart({ encryptionKey: KEY_B, previousEncryptionKeys: [KEY_A] });
    const report = await pbB.plugboard.admin.rotateEncryption({
      batchSize: 1,
      // The connection has been read (old tokens under key A); now an execution refreshes them.
      onBatch: async ({ kind }) => {
        if (kind !== "credential.secrets") return;
        const run = await pbB.api("POST", "/api/v1/tools/execute", { userId: "rita", tool: "RACE_ME" }, { apiKey: developerKey });
        expect(run.status, JSON.stringify(run.body)).toBe(200);
      },
    });
    const issued = provider.issued.at(-1)!;
    expect(issued.refresh_token).not.toBe("old-refresh-9f");
    expect(report.kinds["credential.secrets"]).toEqual(counts(0, 1));
    expect(report.kinds["authMethod.config.client_secret"]).toEqual(counts(1, 0));

    const row = await db.prisma.credential.findFirstOrThrow({ where: { source: "rest", connection: { userId: "rita" } } });
    expect(createCipher({ key: KEY_B }).decryptJson(row.secrets)).toMatchObject({ access_token: issued.access_token, refresh_token: issued.refresh_token });

    // With key B alone the refreshed token is used as is: no second refresh, the rotated refresh token kept.
    const pbC = await restart({ encryptionKey: KEY_B });
    const refreshes = provider.tokenCalls.length;
    expect((await pbC.api("POST", "/api/v1/tools/execute", { userId: "rita", tool: "RACE_ME" }, { apiKey: developerKey })).status).toBe(200);
    expect(upstream.received.at(-1)!.headers.authorization).toBe(`Bearer ${issued.access_token}`);
    expect(provider.tokenCalls.length).toBe(refreshes);
  });
});
