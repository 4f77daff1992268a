import { OAuthClientMetadataDocumentSchema } from "@plugboard/core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/store/open-database.js";
import { startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";
import { createMcpPlugin, execute, followAuthorization, initiateMcp } from "./helpers/mcp-flow.js";
import { startVariantMcpServer, type VariantMcpServer } from "./helpers/start-variant-mcp-server.js";

/** Plugboard's client ID metadata document URL in these tests (the AS never fetches it). */
const CIMD_URL = "https://plugboard.test/api/v1/oauth/client-metadata.json";

/**
 * Follows a connect link as the end-user's browser would: the hosted page's MCP button
 * (`POST /api/connect/oauth-start`), the authorization server (which approves at once), the callback;
 * returns the authorization request and where the user landed.
 */
async function followConnectLink(pb: TestPlugboard, connectUrl: string): Promise<{ authorize: URL; landed: URL }> {
  const page = new URL(connectUrl);
  expect(page.origin).toBe(pb.url);
  const started = await fetch(`${pb.url}/api/connect/oauth-start`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json", origin: pb.url },
    body: JSON.stringify({ connectToken: page.searchParams.get("token"), mcp: true }),
  });
  const body = (await started.json()) as { authorizationUrl: string };
  expect(started.status, JSON.stringify(body)).toBe(200);
  const authorize = new URL(body.authorizationUrl);
  return { authorize, landed: await followAuthorization(authorize) };
}

/** The tool slugs `GET /api/v1/tools?plugin=&userId=` lists (live for a connected user). */
async function listSlugs(pb: TestPlugboard, plugin: string, userId: string): Promise<string[]> {
  const listed = await pb.api("GET", `/api/v1/tools?plugin=${plugin}&userId=${userId}`);
  expect(listed.status).toBe(200);
  return listed.body.tools.map((tool: { slug: string }) => tool.slug);
}

describe.each(testDatabases())("MCP authorization as servers ask for it, on $name", ({ open }) => {
  let db: Database;
  let pb: TestPlugboard;
  const servers: VariantMcpServer[] = [];
  const start = async (options: Parameters<typeof startVariantMcpServer>[0]) => {
    const server = await startVariantMcpServer(options);
    servers.push(server);
    return server;
  };

  beforeAll(async () => {
    db = await open();
    pb = await startPlugboard(db, { mcpClientMetadataUrl: CIMD_URL });
  });
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()));
  });
  afterAll(async () => {
    await pb?.close();
    await db?.close();
  });

  it("a server that lets initialize through and challenges at tools/list: connecting authorizes, and a listing names the plugin for a user without a connection", async () => {
    const server = await start({ authFrom: "tools/list", challengeScope: "tools:read" });
    await createMcpPlugin(pb, "late-auth", { serverUrl: server.mcpUrl });
    const authorizationUrl = await initiateMcp(pb, "late-auth", "alice");
    expect(authorizationUrl.origin + authorizationUrl.pathname).toBe(`${server.url}/authorize`);
    expect(authorizationUrl.searchParams.get("scope")).toBe("tools:read");
    expect((await followAuthorization(authorizationUrl)).searchParams.get("status")).toBe("success");
    expect(await listSlugs(pb, "late-auth", "alice")).toContain("ECHO");

    const ran = await execute(pb, "alice", "ECHO", { message: "hi" }, { plugin: "late-auth" });
    expect(ran.status, JSON.stringify(ran.body)).toBe(200);
    expect(ran.body.data.content[0].text).toBe("hi");

    const listed = await pb.api("GET", "/api/v1/tools?plugin=late-auth&userId=bob");
    expect(listed.status).toBe(200);
    expect(listed.body.connectionsNeeded).toEqual([expect.objectContaining({ plugin: "late-auth", code: "connection_required", connectUrl: expect.stringContaining("/connect/late-auth") })]);
    const own = await pb.api("GET", "/api/v1/tools?plugin=late-auth&userId=alice");
    expect(own.body.connectionsNeeded).toBeUndefined();
    expect(own.body.tools.map((tool: { slug: string }) => tool.slug)).toContain("ECHO");
  });

  it("a server that challenges only at tools/call: the call answers 409 with a connect link that authorizes, then the call succeeds", async () => {
    const server = await start({ authFrom: "tools/call" });
    await createMcpPlugin(pb, "call-auth", { serverUrl: server.mcpUrl });
    const connected = await initiateMcp(pb, "call-auth", "alice");
    // It looks open: connected at once, without authorization.
    expect(connected.searchParams.get("status")).toBe("success");
    expect(server.authorizeRequests).toHaveLength(0);
    const listed = await pb.api("GET", "/api/v1/tools?plugin=call-auth&userId=alice");
    const echo = listed.body.tools.find((tool: { slug: string }) => tool.slug === "ECHO");
    expect(echo).toBeDefined();

    const refused = await execute(pb, "alice", "ECHO", { message: "hi" }, { plugin: "call-auth" });
    expect(refused.status, JSON.stringify(refused.body)).toBe(409);
    expect(refused.body).toMatchObject({ code: "connection_required", plugin: "call-auth", connectUrl: expect.any(String) });
    expect(refused.body).not.toHaveProperty("authorize");
    const { authorize, landed } = await followConnectLink(pb, refused.body.connectUrl);
    expect(authorize.origin + authorize.pathname).toBe(`${server.url}/authorize`);
    expect(landed.searchParams.get("status")).toBe("success");

    const ran = await execute(pb, "alice", "ECHO", { message: "after" }, { plugin: "call-auth" });
    expect(ran.status, JSON.stringify(ran.body)).toBe(200);
    expect(ran.body.data.content[0].text).toBe("after");
  });

  it("scope step-up: 403 insufficient_scope answers 409 reauthorization_required naming the scopes; the link authorizes the union and the call then succeeds", async () => {
    const server = await start({ challengeScope: "tools:read", toolScopes: { echo: ["tools:write"] } });
    await createMcpPlugin(pb, "step-up", { serverUrl: server.mcpUrl });
    expect((await followAuthorization(await initiateMcp(pb, "step-up", "alice"))).searchParams.get("status")).toBe("success");
    expect(server.authorizeRequests[0]!.get("scope")).toBe("tools:read");
    expect(await listSlugs(pb, "step-up", "alice")).toContain("ECHO");

    const refused = await execute(pb, "alice", "ECHO", { message: "hi" }, { plugin: "step-up" });
    expect(refused.status, JSON.stringify(refused.body)).toBe(409);
    expect(refused.body).toMatchObject({ code: "reauthorization_required", requiredScopes: ["tools:read", "tools:write"], missingScopes: ["tools:read", "tools:write"] });
    expect(refused.body.error).toContain("tools:write");
    const { authorize, landed } = await followConnectLink(pb, refused.body.connectUrl);
    expect(authorize.searchParams.get("scope")!.split(" ").sort()).toEqual(["tools:read", "tools:write"]);
    expect(landed.searchParams.get("status")).toBe("success");

    const ran = await execute(pb, "alice", "ECHO", { message: "written" }, { plugin: "step-up" });
    expect(ran.status, JSON.stringify(ran.body)).toBe(200);
    expect(ran.body.data.content[0].text).toBe("written");
  });

  it("the retry bound: a server that keeps refusing the scopes gets at most 3 authorizations, then a 403 insufficient_scope", async () => {
    const server = await start({ challengeScope: "tools:read", toolScopes: { echo: ["admin"] }, grantableScopes: ["tools:read"] });
    await createMcpPlugin(pb, "never-enough", { serverUrl: server.mcpUrl });
    expect((await followAuthorization(await initiateMcp(pb, "never-enough", "alice"))).searchParams.get("status")).toBe("success");
    expect(await listSlugs(pb, "never-enough", "alice")).toContain("ECHO");
    for (let round = 0; round < 2; round += 1) {
      const refused = await execute(pb, "alice", "ECHO", { message: "hi" }, { plugin: "never-enough" });
      expect(refused.status, JSON.stringify(refused.body)).toBe(409);
      expect(refused.body.code).toBe("reauthorization_required");
      expect((await followConnectLink(pb, refused.body.connectUrl)).landed.searchParams.get("status")).toBe("success");
    }
    const stopped = await execute(pb, "alice", "ECHO", { message: "hi" }, { plugin: "never-enough" });
    expect(stopped.status, JSON.stringify(stopped.body)).toBe(403);
    expect(stopped.body).toMatchObject({ code: "insufficient_scope", requiredScopes: ["admin", "tools:read"] });
    expect(stopped.body).not.toHaveProperty("connectUrl");
    expect(server.authorizeRequests).toHaveLength(3);
  });

  it("RFC 9207: when the authorization server promises iss, a callback with another issuer or none is refused before the code is redeemed", async () => {
    for (const variant of ["wrong", "missing"] as const) {
      const server = await start({ issParameter: variant });
      await createMcpPlugin(pb, `iss-${variant}`, { serverUrl: server.mcpUrl });
      const landed = await followAuthorization(await initiateMcp(pb, `iss-${variant}`, "alice"));
      expect(landed.searchParams.get("status")).toBe("error");
      expect(landed.searchParams.get("error")).toContain("RFC 9207");
      expect(server.tokenRequests.filter((request) => request.grantType === "authorization_code")).toHaveLength(0);
      const connections = await pb.api("GET", "/api/v1/connections?userId=alice");
      expect(connections.body.connections.map((connection: { plugin?: { slug: string }; pluginSlug?: string }) => connection.plugin?.slug ?? connection.pluginSlug)).not.toContain(`iss-${variant}`);
    }
    const server = await start({ issParameter: "correct" });
    await createMcpPlugin(pb, "iss-correct", { serverUrl: server.mcpUrl });
    expect((await followAuthorization(await initiateMcp(pb, "iss-correct", "alice"))).searchParams.get("status")).toBe("success");
  });

  it("RFC 8414 §3.3: authorization-server metadata claiming another server's issuer fails discovery with a clear error; nothing is authorized", async () => {
    // A genuine authorization server, and an MCP server whose own metadata claims that server's issuer
    // (so a callback's `iss` naming the genuine server would pass the RFC 9207 check).
    const genuine = await start({ issParameter: "correct" });
    const impostor = await start({ issParameter: "correct", claimedIssuer: genuine.url });
    await createMcpPlugin(pb, "claims-other-issuer", { serverUrl: impostor.mcpUrl });
    const refused = await pb.api("POST", "/api/v1/connections/initiate", { userId: "alice", plugin: "claims-other-issuer", connectionType: "mcp", redirectUrl: "https://app.example/done" });
    expect(refused.status).toBe(502);
    expect(refused.body.error).toContain(`The authorization server metadata fetched for ${impostor.url}`);
    expect(refused.body.error).toContain(`claims the issuer "${genuine.url}"`);
    expect(refused.body.error).toContain("RFC 8414");
    expect(impostor.registrations).toHaveLength(0);
    expect(impostor.authorizeRequests).toHaveLength(0);

    // The same server with truthful metadata connects.
    const honest = await start({ issParameter: "correct" });
    await createMcpPlugin(pb, "own-issuer", { serverUrl: honest.mcpUrl });
    expect((await followAuthorization(await initiateMcp(pb, "own-issuer", "alice"))).searchParams.get("status")).toBe("success");
  });

  it("client ID metadata documents: Plugboard publishes its document and uses its URL as client_id when the AS supports it, without registering; a pre-registered client still comes first", async () => {
    const document = await pb.api("GET", "/api/v1/oauth/client-metadata.json", undefined, { apiKey: null });
    expect(document.status, JSON.stringify(document.body)).toBe(200);
    expect(OAuthClientMetadataDocumentSchema.parse(document.body)).toEqual({
      client_id: CIMD_URL,
      client_name: "Plugboard",
      client_uri: pb.url,
      redirect_uris: [`${pb.url}/api/v1/oauth/callback`],
      grant_types: ["authorization_code", "refresh_token"],
      response_types: ["code"],
      token_endpoint_auth_method: "none",
    });

    const server = await start({ clientIdMetadataDocuments: true });
    await createMcpPlugin(pb, "cimd", { serverUrl: server.mcpUrl });
    const authorizationUrl = await initiateMcp(pb, "cimd", "alice");
    expect(authorizationUrl.searchParams.get("client_id")).toBe(CIMD_URL);
    expect((await followAuthorization(authorizationUrl)).searchParams.get("status")).toBe("success");
    expect(await listSlugs(pb, "cimd", "alice")).toContain("ECHO");
    expect(server.registrations).toHaveLength(0);
    expect(server.tokenRequests).toEqual([expect.objectContaining({ grantType: "authorization_code", clientId: CIMD_URL, authorization: "none" })]);
    expect((await execute(pb, "alice", "ECHO", { message: "cimd" }, { plugin: "cimd" })).status).toBe(200);

    const preRegistered = await start({ clientIdMetadataDocuments: true, staticClients: [{ clientId: "admin-client", clientSecret: "admin-secret" }] });
    await createMcpPlugin(pb, "cimd-pre", { serverUrl: preRegistered.mcpUrl, clientId: "admin-client", clientSecret: "admin-secret" });
    expect((await initiateMcp(pb, "cimd-pre", "alice")).searchParams.get("client_id")).toBe("admin-client");

    const without = await start({});
    await createMcpPlugin(pb, "no-cimd", { serverUrl: without.mcpUrl });
    expect((await initiateMcp(pb, "no-cimd", "alice")).searchParams.get("client_id")).not.toBe(CIMD_URL);
    expect(without.registrations).toHaveLength(1);
  });
});

describe("the client metadata document without an https base URL", () => {
  it("is not published (404) and never used", async () => {
    const { open } = testDatabases()[0]!;
    const db = await open();
    const pb = await startPlugboard(db);
    try {
      const document = await pb.api("GET", "/api/v1/oauth/client-metadata.json", undefined, { apiKey: null });
      expect(document.status).toBe(404);
      expect(document.body.error).toContain("https");
    } finally {
      await pb.close();
      await db.close();
    }
  });
});
