import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/store/open-database.js";
import { startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";
import { startUpstream, type Upstream } from "../helpers/upstream-server.js";

/** Values the WHATWG URL parser reads as 127.0.0.1 (every IPv4 notation it accepts). */
const LOOPBACK_SPELLINGS = ["127.1", "0x7f000001", "2130706433", "0177.0.0.1", "127.0.0.1", "0x7f.1"];

/**
 * Where calls go when a connection builds the host: a host placeholder never takes a value the URL
 * parser reads as an IP address (400 naming the field, at connect time); a provider definition's
 * `instanceDomain` pins the instance URL a token response names; in production an instance URL must
 * be https. Nothing is sent for a refused host.
 */
describe.each(testDatabases())("hosts built per connection on $name", ({ open }) => {
  let db: Database;
  let pb: TestPlugboard;
  let upstream: Upstream;

  beforeAll(async () => {
    db = await open();
    upstream = await startUpstream();
    pb = await startPlugboard(db);
    const hostField = { name: "host", label: "Your server", pattern: "[A-Za-z0-9.-]+" };
    await pb.createApprovedPlugin({
      slug: "self-hosted",
      name: "Self hosted",
      baseUrl: "https://{{config.host}}/api",
      authMethods: [
        { type: "api_key", label: "API key", isDefault: true, config: { connection_config: [hostField] } },
        {
          type: "oauth2",
          label: "Sign in",
          config: { authorize_url: "https://{{config.host}}/oauth/authorize", token_url: "https://{{config.host}}/oauth/token", client_id: "c", client_secret: "s", scopes: [], connection_config: [hostField] },
        },
      ],
      tools: [{ slug: "SELF_HOSTED_ME", name: "Me", description: "Me", method: "GET", path: "/me" }],
    });
    await pb.createApprovedPlugin({
      slug: "labelled-shop",
      name: "Labelled shop",
      baseUrl: "https://{{config.shop}}.shop.example/api",
      authMethods: [{ type: "api_key", label: "API key", isDefault: true, config: { connection_config: [{ name: "shop", label: "Shop", pattern: "[a-z0-9-]+" }] } }],
      tools: [{ slug: "LABELLED_SHOP_ME", name: "Me", description: "Me", method: "GET", path: "/me" }],
    });
  });
  afterAll(async () => {
    await pb?.close();
    await upstream?.close();
    await db?.close();
  });

  const connect = (userId: string, host: string) =>
    pb.api("POST", "/api/v1/connections", { userId, plugin: "self-hosted", authMethod: "api_key", credentials: { api_key: "key-1" }, connectionConfig: { host } });

  it.each(LOOPBACK_SPELLINGS)("a host placeholder refuses %j (an IP address to the URL parser): 400 naming connectionConfig.host", async (host) => {
    const direct = await connect("ip-user", host);
    expect(direct.status, JSON.stringify(direct.body)).toBe(400);
    expect(direct.body.details.fieldErrors["connectionConfig.host"]).toEqual([expect.stringContaining("not an IP address")]);
    const initiated = await pb.api("POST", "/api/v1/connections/initiate", { userId: "ip-user", plugin: "self-hosted", authMethod: "oauth2", connectionConfig: { host }, redirectUrl: "https://app.example/done" });
    expect(initiated.status, JSON.stringify(initiated.body)).toBe(400);
    expect(initiated.body.details.fieldErrors).toHaveProperty(["connectionConfig.host"]);
    expect((await pb.api("GET", "/api/v1/connections?userId=ip-user")).body.connections).toEqual([]);
  });

  it("the hosted page's OAuth start checks the value where it builds the base URL's host too", async () => {
    await pb.createApprovedPlugin({
      slug: "hosted-base",
      name: "Hosted base",
      baseUrl: "https://{{config.host}}/api",
      authMethods: [
        { type: "api_key", label: "API key", isDefault: true, config: { connection_config: [{ name: "host", label: "Your server", pattern: "[A-Za-z0-9.-]+" }] } },
        {
          type: "oauth2",
          label: "Sign in",
          config: { authorize_url: "https://login.example/authorize", token_url: "https://login.example/token", client_id: "c", client_secret: "s", scopes: [], connection_config: [{ name: "host", label: "Your server", pattern: "[A-Za-z0-9.-]+" }] },
        },
      ],
      tools: [{ slug: "HOSTED_BASE_ME", name: "Me", description: "Me", method: "GET", path: "/me" }],
    });
    const link = await pb.api("POST", "/api/v1/connections/initiate", { userId: "page-user", plugin: "hosted-base", redirectUrl: "https://app.example/done" });
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    const methodId = (await db.prisma.authMethod.findFirstOrThrow({ where: { plugin: { slug: "hosted-base" }, type: "oauth2" } })).id;
    const start = (host: string) =>
      fetch(`${pb.url}/api/connect/oauth-start`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json", origin: pb.url },
        body: JSON.stringify({ connectToken: new URL(link.body.connectUrl).searchParams.get("token"), authMethodId: methodId, connectionConfig: { host } }),
      });
    const refused = await start("2130706433");
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain("not an IP address");
    const started = await start("api.hosted.example");
    expect(started.status, await started.clone().text()).toBe(200);
  });

  it("a host name is accepted, and so is a numeric label inside a host the template fixes", async () => {
    expect((await connect("named-user", "api.self-hosted.example")).status).toBe(200);
    const shop = await pb.api("POST", "/api/v1/connections", { userId: "named-user", plugin: "labelled-shop", authMethod: "api_key", credentials: { api_key: "k" }, connectionConfig: { shop: "2130706433" } });
    expect(shop.status, JSON.stringify(shop.body)).toBe(200);
  });

  it("a connection stored before the rule with an IP host is refused at call time (409 naming the field), nothing sent", async () => {
    const pluginId = (await db.prisma.plugin.findUniqueOrThrow({ where: { slug: "self-hosted" } })).id;
    const method = await db.prisma.authMethod.findFirstOrThrow({ where: { pluginId, type: "api_key" } });
    await pb.services.connectFlow.saveCredentials({ developerId: pb.developerId, userId: "old-user", pluginId, authMethodId: method.id, values: { api_key: "k" }, expiresAt: null, connectionConfig: { host: "2130706433" } });
    const before = upstream.received.length;
    const executed = await pb.api("POST", "/api/v1/tools/execute", { userId: "old-user", tool: "SELF_HOSTED_ME" });
    expect(executed.status).toBe(409);
    expect(executed.body.error).toContain("config.host must build a host name, not an IP address");
    expect(upstream.received.length).toBe(before);
  });

  it("Salesforce pins its instance URL to salesforce.com: a token response naming another host is never called", async () => {
    const installed = await pb.api("POST", "/api/v1/providers/salesforce/install", { oauth: { clientId: "sf-client", clientSecret: "sf-secret-3e1c" }, submitForReview: true });
    expect(installed.status, JSON.stringify(installed.body)).toBe(201);
    const pluginId = installed.body.submission.id as string;
    await pb.services.review.review({ id: pluginId }, "approved");
    expect((await pb.api("GET", `/api/dashboard/plugins/${pluginId}`)).body.provider).toMatchObject({ id: "salesforce", instanceDomain: "salesforce.com" });
    const method = await db.prisma.authMethod.findFirstOrThrow({ where: { pluginId, type: "oauth2" } });
    const tool = (await db.prisma.tool.findFirstOrThrow({ where: { pluginId, path: "/sobjects" } })).slug;
    const save = (userId: string, instanceUrl: string) =>
      pb.services.connectFlow.saveCredentials({ developerId: pb.developerId, userId, pluginId, authMethodId: method.id, values: { access_token: "sf-at" }, expiresAt: null, metadata: { instance_url: instanceUrl } });
    for (const [userId, instanceUrl] of [["sf-1", upstream.url], ["sf-2", "https://salesforce.com.evil.example"], ["sf-3", "https://evilsalesforce.com"]] as const) {
      await save(userId, instanceUrl);
      const before = upstream.received.length;
      const executed = await pb.api("POST", "/api/v1/tools/execute", { userId, tool });
      expect(executed.status, JSON.stringify(executed.body)).toBe(409);
      expect(executed.body.error).toContain("metadata.instance_url must be a host in salesforce.com");
      expect(upstream.received.length).toBe(before);
    }
  });

  it("in production an instance URL from metadata must be https; development keeps http for local servers", async () => {
    await pb.createApprovedPlugin({
      slug: "instance-api",
      name: "Instance API",
      baseUrl: "{{metadata.instance_url}}/api",
      allowProxy: true,
      authMethods: [{ type: "oauth2", label: "Sign in", isDefault: true, config: { authorize_url: "https://login.example/authorize", token_url: "https://login.example/token", client_id: "c", client_secret: "s", scopes: [], token_metadata: ["instance_url"] } }],
      tools: [{ slug: "INSTANCE_API_ME", name: "Me", description: "Me", method: "GET", path: "/me" }],
    });
    const pluginId = (await db.prisma.plugin.findUniqueOrThrow({ where: { slug: "instance-api" } })).id;
    const method = await db.prisma.authMethod.findFirstOrThrow({ where: { pluginId } });
    await pb.services.connectFlow.saveCredentials({ developerId: pb.developerId, userId: "inst-user", pluginId, authMethodId: method.id, values: { access_token: "inst-at" }, expiresAt: null, metadata: { instance_url: upstream.url } });
    expect((await pb.api("POST", "/api/v1/tools/execute", { userId: "inst-user", tool: "INSTANCE_API_ME" })).status).toBe(200);

    const production = await startPlugboard(db, { production: true });
    try {
      await production.services.connectFlow.saveCredentials({ developerId: production.developerId, userId: "inst-user", pluginId, authMethodId: method.id, values: { access_token: "inst-at" }, expiresAt: null, metadata: { instance_url: upstream.url } });
      const before = upstream.received.length;
      const executed = await production.api("POST", "/api/v1/tools/execute", { userId: "inst-user", tool: "INSTANCE_API_ME" });
      // Production answers generic messages: the code says what was refused.
      expect(executed.status).toBe(409);
      expect(executed.body.code).toBe("conflict");
      const proxied = await production.api("POST", "/api/v1/proxy", { userId: "inst-user", plugin: "instance-api", method: "GET", path: "/me" });
      expect(proxied.status).toBe(409);
      expect(proxied.body.code).toBe("conflict");
      expect(upstream.received.length).toBe(before);
    } finally {
      await production.close();
    }
  });
});
