import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { readMcpPluginConfig } from "../../src/services/mcp-upstream/read-mcp-plugin-config.js";
import type { Database } from "../../src/store/open-database.js";
import { findLeakedSecrets, startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";
import { connectMcp, createMcpPlugin, execute, followAuthorization, initiateMcp } from "./helpers/mcp-flow.js";
import { startVariantMcpServer, type VariantMcpServer } from "./helpers/start-variant-mcp-server.js";
import { storedCredential } from "../helpers/stored-credential.js";

describe.each(testDatabases())("MCP discovery variants on $name", ({ open }) => {
  let db: Database;
  let pb: TestPlugboard;
  const servers: VariantMcpServer[] = [];
  const start = async (options: Parameters<typeof startVariantMcpServer>[0]) => {
    const server = await startVariantMcpServer(options);
    servers.push(server);
    return server;
  };
  const storedConfig = async (pluginId: string) => {
    const row = await db.prisma.plugin.findUniqueOrThrow({ where: { id: pluginId } });
    return { raw: row.mcpConfig as Record<string, any>, opened: readMcpPluginConfig(pb.context.cipher, row.mcpConfig)! };
  };

  beforeAll(async () => {
    db = await open();
    pb = await startPlugboard(db);
  });
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()));
  });
  afterAll(async () => {
    await pb?.close();
    await db?.close();
  });

  it("path-aware issuer and path-suffixed protected resource metadata: registers, authorizes with PKCE and executes", async () => {
    const server = await start({ prm: "path", issuerPath: "/tenants/acme", scopesSupported: ["tools:read", "tools:call"] });
    const pluginId = await createMcpPlugin(pb, "variant-path", { serverUrl: server.mcpUrl });
    const authorizationUrl = await initiateMcp(pb, "variant-path", "alice");

    expect(authorizationUrl.origin + authorizationUrl.pathname).toBe(`${server.url}/tenants/acme/authorize`);
    const query = Object.fromEntries(authorizationUrl.searchParams);
    expect(query).toMatchObject({ response_type: "code", code_challenge_method: "S256", redirect_uri: `${pb.url}/api/v1/oauth/callback`, resource: server.mcpUrl, scope: "tools:read tools:call" });
    expect(query.code_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The verifier only travels inside the sealed state.
    const state = pb.context.states.verify(query.state!);
    expect(state).toMatchObject({ isMcp: true, authMethodId: null, userId: "alice", pluginId });
    expect(authorizationUrl.href).not.toContain(state.codeVerifier!);
    expect(server.requests).toContain("GET /.well-known/oauth-protected-resource/mcp");
    expect(server.requests).toContain("GET /.well-known/oauth-authorization-server/tenants/acme");
    expect(server.registrations).toEqual([
      expect.objectContaining({
        client_name: "Plugboard",
        redirect_uris: [`${pb.url}/api/v1/oauth/callback`],
        grant_types: ["authorization_code", "refresh_token"],
        response_types: ["code"],
        token_endpoint_auth_method: "none",
      }),
    ]);
    const { raw, opened } = await storedConfig(pluginId);
    expect(raw.oauthClientId).toBe(query.client_id);
    expect(raw.oauthMetadata).toMatchObject({ issuer: `${server.url}/tenants/acme`, token_endpoint: `${server.url}/tenants/acme/token` });
    expect(opened.discovery).toMatchObject({ requiresAuth: true, resource: server.mcpUrl, resourceMetadataUrl: `${server.url}/.well-known/oauth-protected-resource/mcp`, defaultEndpoints: false });

    const pending = await db.prisma.pendingConnection.findFirstOrThrow({ where: { pluginId, userId: "alice" } });
    expect(pending).toMatchObject({ isMcp: true, authMethodId: null, nonce: state.nonce });
    expect(pending.expiresAt.getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(pending.clientCredentials).toMatch(/^[0-9a-f]+:[0-9a-f]+:[0-9a-f]+$/);
    expect(pb.context.cipher.decryptJson<{ clientId: string }>(pending.clientCredentials!).clientId).toBe(query.client_id);

    const landed = await followAuthorization(authorizationUrl);
    expect(landed.searchParams.get("status")).toBe("success");
    expect(server.tokenRequests).toEqual([{ grantType: "authorization_code", clientId: query.client_id, resource: server.mcpUrl, authorization: "none" }]);
    const connection = await db.prisma.connection.findFirstOrThrow({ where: { pluginId, userId: "alice" } });
    expect(connection).toMatchObject({ authMethodId: null });
    expect(await storedCredential(pb.context, connection.id, "rest")).toBeNull();
    const mcp = (await storedCredential(pb.context, connection.id, "mcp"))!;
    expect(mcp).toMatchObject({ status: "active", values: { access_token: expect.any(String) } });
    expect(mcp.secrets).toMatch(/^[0-9a-f]+:[0-9a-f]+:[0-9a-f]+$/);
    expect(mcp.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 3000_000);
    expect(await db.prisma.pendingConnection.count({ where: { pluginId } })).toBe(0);

    const listed = await pb.api("GET", "/api/v1/tools?plugin=variant-path&userId=alice");
    expect(listed.body.tools.map((tool: { slug: string }) => tool.slug)).toEqual(["ECHO", "GET_TIME", "SLEEP"]);
    const run = await execute(pb, "alice", "ECHO", { message: "hi" }, { plugin: "variant-path" });
    expect(run.status).toBe(200);
    expect(run.body).toMatchObject({ success: true, status: 200, data: { content: [{ type: "text", text: "hi" }] } });
    // A second initiate reuses the registered client.
    await initiateMcp(pb, "variant-path", "bob");
    expect(server.registrations).toHaveLength(1);
  });

  it("WWW-Authenticate only: the challenge's resource_metadata and scope lead the way; OpenID metadata is accepted", async () => {
    const server = await start({ prm: "challenge", asMetadata: "openid", challengeScope: "mcp:everything" });
    const pluginId = await createMcpPlugin(pb, "variant-challenge", { serverUrl: server.mcpUrl, scopes: ["ignored"] });
    const authorizationUrl = await initiateMcp(pb, "variant-challenge", "carol");
    expect(authorizationUrl.searchParams.get("scope")).toBe("mcp:everything");
    expect(authorizationUrl.searchParams.get("resource")).toBe(server.mcpUrl);
    expect(server.requests).toContain("GET /meta/resource.json");
    expect(server.requests).not.toContain("GET /.well-known/oauth-protected-resource");
    expect(server.requests).toContain("GET /.well-known/openid-configuration");
    const { opened } = await storedConfig(pluginId);
    expect(opened.discovery).toMatchObject({ resourceMetadataUrl: `${server.url}/meta/resource.json`, challengeScope: "mcp:everything" });
    expect((await followAuthorization(authorizationUrl)).searchParams.get("status")).toBe("success");
    await pb.api("GET", "/api/v1/tools?plugin=variant-challenge&userId=carol");
    expect((await execute(pb, "carol", "GET_TIME", {}, { plugin: "variant-challenge" })).body.success).toBe(true);
  });

  it("2025-03-26 fallback: no metadata at all → /authorize, /token and /register at the origin, no resource", async () => {
    const server = await start({ prm: "none", asMetadata: "none" });
    const pluginId = await createMcpPlugin(pb, "variant-legacy", { serverUrl: server.mcpUrl, scopes: ["files", "mail"] });
    const authorizationUrl = await initiateMcp(pb, "variant-legacy", "dave");
    expect(authorizationUrl.origin + authorizationUrl.pathname).toBe(`${server.url}/authorize`);
    expect(authorizationUrl.searchParams.get("resource")).toBeNull();
    expect(authorizationUrl.searchParams.get("scope")).toBe("files mail");
    expect(server.requests).toContain("POST /register");
    const { raw, opened } = await storedConfig(pluginId);
    expect(opened.discovery).toMatchObject({ requiresAuth: true, defaultEndpoints: true });
    expect(raw.oauthMetadata).toMatchObject({ authorization_endpoint: `${server.url}/authorize`, token_endpoint: `${server.url}/token` });
    expect((await followAuthorization(authorizationUrl)).searchParams.get("status")).toBe("success");
    expect(server.tokenRequests.at(-1)).toMatchObject({ grantType: "authorization_code", resource: null });
    await pb.api("GET", "/api/v1/tools?plugin=variant-legacy&userId=dave");
    expect((await execute(pb, "dave", "ECHO", { message: "legacy" }, { plugin: "variant-legacy" })).body.data.content[0].text).toBe("legacy");
  });

  it("registration by metadata: client_secret_post when the server takes no public clients; the secret is sealed", async () => {
    const server = await start({ tokenEndpointAuthMethods: ["client_secret_post"] });
    const pluginId = await createMcpPlugin(pb, "variant-secret", { serverUrl: server.mcpUrl });
    await connectMcp(pb, "variant-secret", "erin");
    // The grant's audit entry is the end-user's, with the id of the callback request that completed it.
    const audit = await pb.api("GET", "/api/v1/audit?action=connection.saved");
    const saved = (audit.body.events as Array<{ actor: { id: string | null }; requestId: string | null; details: { userId?: string } }>).filter((event) => event.details.userId === "erin");
    expect(saved).toHaveLength(1);
    expect(saved[0]!.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(server.registrations[0]).toMatchObject({ token_endpoint_auth_method: "client_secret_post" });
    expect(server.tokenRequests).toEqual([expect.objectContaining({ grantType: "authorization_code", authorization: "post" })]);
    const { raw, opened } = await storedConfig(pluginId);
    expect(opened.registeredClient?.clientSecret).toMatch(/^[0-9a-f]{24}$/);
    expect(raw.oauthClientSecret).not.toContain(opened.registeredClient!.clientSecret!);
    const publicView = await pb.api("GET", `/api/dashboard/plugins/${pluginId}`);
    expect(publicView.status).toBe(200);
    const shown = JSON.stringify(publicView.body);
    expect(shown).toContain(opened.registeredClient!.clientId);
    expect(shown).not.toContain("oauthClientSecret");
    expect(findLeakedSecrets(pb, [opened.registeredClient!.clientSecret!])).toEqual([]);
  });

  it("client resolution: developer override, then admin default; HTTP Basic when the server asks for it", async () => {
    const server = await start({
      registration: false,
      tokenEndpointAuthMethods: ["client_secret_basic"],
      staticClients: [{ clientId: "admin-client", clientSecret: "admin-secret-1" }, { clientId: "dev-client", clientSecret: "dev-secret-2" }],
    });
    await createMcpPlugin(pb, "variant-static", { serverUrl: server.mcpUrl, clientId: "admin-client", clientSecret: "admin-secret-1" });
    await connectMcp(pb, "variant-static", "frank");
    expect(server.tokenRequests.at(-1)).toMatchObject({ clientId: "admin-client", authorization: "basic" });

    const put = await pb.api("PUT", "/api/v1/plugins/variant-static/mcp-client", { clientId: "dev-client", clientSecret: "dev-secret-2" });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ plugin: "variant-static", clientId: "dev-client", hasClientSecret: true, allowEndUserCredentials: false });
    expect((await pb.api("GET", "/api/v1/plugins/variant-static/mcp-client")).body.clientId).toBe("dev-client");
    const viaOverride = await initiateMcp(pb, "variant-static", "gina");
    expect(viaOverride.searchParams.get("client_id")).toBe("dev-client");
    expect((await followAuthorization(viaOverride)).searchParams.get("status")).toBe("success");
    expect(server.tokenRequests.at(-1)).toMatchObject({ clientId: "dev-client", authorization: "basic" });
    // The grant's client is stored on the connection (encrypted) for later refreshes.
    const stored = await db.prisma.connection.findFirstOrThrow({ where: { userId: "gina" } });
    expect(pb.context.cipher.decryptJson<{ clientId: string; source: string }>((await storedCredential(pb.context, stored.id, "mcp"))!.client!)).toMatchObject({ clientId: "dev-client", source: "developer" });

    // End-user credentials (hosted page) are refused until the developer allows them.
    const page = await pb.api("POST", "/api/v1/connections/initiate", { userId: "kim", plugin: "variant-static", redirectUrl: "https://app.example/x" });
    const connectToken = new URL(page.body.connectUrl).searchParams.get("token");
    const bringOwn = () => pb.api("POST", "/api/connect/oauth-start", { connectToken, mcp: true, mcpClientSecret: "dev-secret-2" }, { headers: { origin: pb.url } });
    const refused = await bringOwn();
    expect(refused.status).toBe(400);
    expect(refused.body.details.fieldErrors.mcpClientSecret[0]).toMatch(/does not allow/);
    await pb.api("PUT", "/api/v1/plugins/variant-static/mcp-client", { clientId: "dev-client", allowEndUserCredentials: true });
    expect((await pb.api("GET", "/api/v1/plugins/variant-static/mcp-client")).body).toMatchObject({ hasClientSecret: true, allowEndUserCredentials: true });
    const allowed = await bringOwn();
    expect(allowed.status, JSON.stringify(allowed.body)).toBe(200);
    expect((await followAuthorization(new URL(allowed.body.authorizationUrl))).searchParams.get("status")).toBe("success");
    const own = await db.prisma.connection.findFirstOrThrow({ where: { userId: "kim" } });
    expect(pb.context.cipher.decryptJson<{ clientId: string; source: string }>((await storedCredential(pb.context, own.id, "mcp"))!.client!)).toMatchObject({ clientId: "dev-client", source: "end_user" });

    expect((await pb.api("DELETE", "/api/v1/plugins/variant-static/mcp-client")).body).toEqual({ deleted: true });
    expect((await pb.api("DELETE", "/api/v1/plugins/variant-static/mcp-client")).status).toBe(404);
    expect((await initiateMcp(pb, "variant-static", "hank")).searchParams.get("client_id")).toBe("admin-client");
    expect(findLeakedSecrets(pb, ["dev-secret-2", "admin-secret-1"])).toEqual([]);
  });

  it("without registration and without a configured client, initiate says how to set one", async () => {
    const server = await start({ registration: false });
    await createMcpPlugin(pb, "variant-noclient", { serverUrl: server.mcpUrl });
    const { status, body } = await pb.api("POST", "/api/v1/connections/initiate", { userId: "ivy", plugin: "variant-noclient", connectionType: "mcp", redirectUrl: "https://app.example/x" });
    expect(status).toBe(400);
    expect(body.error).toMatch(/PUT \/api\/v1\/plugins\/\{slug\}\/mcp-client/);
  });

  it("toolSource both lists manual and MCP tools side by side", async () => {
    const server = await start({ auth: false });
    const pluginId = await pb.createApprovedPlugin({
      slug: "variant-both",
      name: "Both",
      toolSource: "both",
      baseUrl: "https://api.example.com",
      mcpConfig: { serverUrl: server.mcpUrl },
      tools: [{ slug: "LIST_ITEMS", name: "List items", description: "Lists items", method: "GET", path: "/items" }],
      authMethods: [{ type: "api_key", label: "Key" }],
    });
    await pb.services.mcpTools.sync(pluginId, { developerId: pb.developerId });
    const { body } = await pb.api("GET", "/api/v1/tools?plugin=variant-both");
    expect(body.tools.map((tool: { slug: string; source: string }) => `${tool.source}:${tool.slug}`)).toEqual(["manual:LIST_ITEMS", "mcp:ECHO", "mcp:GET_TIME", "mcp:SLEEP"]);
    expect(body.tools[0]).toMatchObject({ method: "GET", path: "/items" });
    expect(body.tools[1].method).toBeUndefined();
  });

  it("an open server (no 401 on initialize) is connected at once and executes without a token", async () => {
    const server = await start({ auth: false });
    const pluginId = await createMcpPlugin(pb, "variant-open", { serverUrl: server.mcpUrl });
    const before = await execute(pb, "judy", "ECHO", { message: "x" }, { plugin: "variant-open" });
    expect(before.status).toBe(404);
    const { status, body } = await pb.api("POST", "/api/v1/connections/initiate", { userId: "judy", plugin: "variant-open", connectionType: "mcp", redirectUrl: "https://app.example/x" });
    expect(status).toBe(200);
    const connection = await db.prisma.connection.findFirstOrThrow({ where: { userId: "judy", pluginId } });
    expect(body.connectUrl).toBe(`https://app.example/x?status=success&connectionId=${connection.id}&accountLabel=default`);
    expect((await storedConfig(pluginId)).opened.discovery).toMatchObject({ requiresAuth: false, transport: "streamable-http" });
    expect(server.registrations).toEqual([]);
    const listed = await pb.api("GET", "/api/v1/tools?plugin=variant-open&userId=judy");
    expect(listed.body.tools.map((tool: { id: string }) => tool.id)).toEqual(["mcp:variant-open:echo", "mcp:variant-open:get-time", "mcp:variant-open:sleep"]);
    const run = await execute(pb, "someone-else", "ECHO", { message: "open" }, { plugin: "variant-open" });
    expect(run.body).toMatchObject({ success: true, data: { content: [{ text: "open" }] } });
  });
});
