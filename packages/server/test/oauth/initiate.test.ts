import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";
import type { Database } from "../../src/store/open-database.js";
import { startVariantMcpServer, type VariantMcpServer } from "../mcp/helpers/start-variant-mcp-server.js";
import { createPlugin, oauthMethod, startProvider, type MockProvider } from "./oauth-fixtures.js";

const RETURN = "https://app.example/connected?tab=integrations";

describe.each(testDatabases())("POST /api/v1/connections/initiate on $name", (engine) => {
  let database: Database;
  let pb: TestPlugboard;
  let provider: MockProvider;
  let mcpServer: VariantMcpServer;

  beforeAll(async () => {
    provider = await startProvider();
    mcpServer = await startVariantMcpServer();
    database = await engine.open();
    pb = await startPlugboard(database);
    await createPlugin(pb, "init-oauth", [oauthMethod(provider), { type: "api_key", label: "API key" }]);
    await createPlugin(pb, "init-apikey", [
      { type: "api_key", label: "API key", isDefault: true },
      { type: "bearer_token", label: "Personal token" },
      { type: "no_auth", label: "Public" },
    ]);
    await createPlugin(pb, "init-multi", [oauthMethod(provider, {}, { isDefault: false }), { type: "bearer_token", label: "Token" }]);
    await createPlugin(pb, "init-mcp", [{ type: "api_key", label: "API key" }], {
      toolSource: "both",
      mcpConfig: { serverUrl: mcpServer.mcpUrl },
    });
    const draft = await pb.api("POST", "/api/v1/submissions", { slug: "init-draft", name: "Draft", baseUrl: "https://x.example", authMethods: [{ type: "api_key", label: "Key" }] });
    expect(draft.status).toBe(201);
  });

  afterAll(async () => {
    await pb.close();
    await database.close();
    await provider.close();
    await mcpServer.close();
  });

  const initiate = (body: Record<string, unknown>, headers?: Record<string, string>) =>
    pb.api("POST", "/api/v1/connections/initiate", { userId: "user-1", ...body }, headers ? { headers } : {});

  it("oauth2 forced or default: answers the provider authorization URL and creates a pending record", async () => {
    for (const body of [{ plugin: "init-oauth" }, { plugin: "init-multi", authMethod: "oauth2" }]) {
      const before = await pb.context.prisma.pendingConnection.count();
      const { status, body: answer } = await initiate({ ...body, redirectUrl: RETURN });
      expect(status).toBe(200);
      expect(answer.redirectUrl).toBe(RETURN);
      const url = new URL(answer.connectUrl);
      expect(url.origin + url.pathname).toBe(provider.authorizeUrl);
      expect(url.searchParams.get("client_id")).toBe("plugboard-client");
      expect(url.searchParams.get("redirect_uri")).toBe(`${pb.url}/api/v1/oauth/callback`);
      expect(url.searchParams.get("response_type")).toBe("code");
      expect(url.searchParams.get("scope")).toBe("read write");
      expect(url.searchParams.get("access_type")).toBe("offline");
      expect(url.searchParams.get("state")).toMatch(/^[\w-]+$/);
      expect(answer.connectUrl).not.toContain("client-secret");
      expect(await pb.context.prisma.pendingConnection.count()).toBe(before + 1);
      const state = pb.context.states.verify(url.searchParams.get("state")!);
      const pending = await pb.context.prisma.pendingConnection.findUnique({ where: { nonce: state.nonce } });
      expect(pending?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 9 * 60_000);
      expect(pending?.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 10 * 60_000);
    }
  });

  it("default method not OAuth: the hosted page listing every method", async () => {
    const { status, body } = await initiate({ plugin: "init-apikey", redirectUrl: RETURN });
    expect(status).toBe(200);
    const url = new URL(body.connectUrl);
    expect(url.origin + url.pathname).toBe(`${pb.url}/connect/init-apikey`);
    expect(url.searchParams.has("method")).toBe(false);
    const page = await fetch(body.connectUrl).then((response) => response.text());
    for (const label of ["API key", "Personal token", "Public"]) expect(page).toContain(`>${label}</h2>`);
  });

  it("no default among several methods: the hosted page", async () => {
    const { body } = await initiate({ plugin: "init-multi", redirectUrl: RETURN });
    expect(new URL(body.connectUrl).pathname).toBe("/connect/init-multi");
  });

  it("another type forced: the hosted page limited to that method", async () => {
    const { status, body } = await initiate({ plugin: "init-oauth", authMethod: "api_key", redirectUrl: RETURN });
    expect(status).toBe(200);
    const url = new URL(body.connectUrl);
    expect(url.pathname).toBe("/connect/init-oauth");
    expect(url.searchParams.get("method")).toBe("api_key");
    const page = await fetch(body.connectUrl).then((response) => response.text());
    expect(page).toContain(">API key</h2>");
    expect(page).not.toContain("Sign in with Mock");
  });

  it("a method the plugin does not offer is a 400 naming authMethod", async () => {
    const { status, body } = await initiate({ plugin: "init-apikey", authMethod: "oauth2", redirectUrl: RETURN });
    expect(status).toBe(400);
    expect(body.details.fieldErrors.authMethod[0]).toContain("it offers: api_key, bearer_token, no_auth");
  });

  it("unknown or unapproved plugins are 404", async () => {
    expect((await initiate({ plugin: "nope", redirectUrl: RETURN })).status).toBe(404);
    expect((await initiate({ plugin: "init-draft", redirectUrl: RETURN })).status).toBe(404);
  });

  it("needs an API key", async () => {
    const response = await pb.api("POST", "/api/v1/connections/initiate", { userId: "u", plugin: "init-oauth", redirectUrl: RETURN }, { apiKey: null });
    expect(response.status).toBe(401);
  });

  it.each(["returnUrl", "return_url", "callbackUrl", "callback_url"])("accepts %s as an alias of redirectUrl", async (alias) => {
    const { status, body } = await initiate({ plugin: "init-apikey", [alias]: "https://app.example/alias" });
    expect(status).toBe(200);
    expect(body.redirectUrl).toBe("https://app.example/alias");
  });

  it("falls back to X-SVC-Redirect-URL, X-Return-URL, Referer, Origin in that order", async () => {
    const all = {
      "X-SVC-Redirect-URL": "https://app.example/svc",
      "X-Return-URL": "https://app.example/return",
      Referer: "https://app.example/referer",
      Origin: "https://origin.example",
    };
    const order = ["X-SVC-Redirect-URL", "X-Return-URL", "Referer", "Origin"] as const;
    for (let index = 0; index < order.length; index += 1) {
      const headers = Object.fromEntries(order.slice(index).map((name) => [name, all[name]]));
      const { status, body } = await initiate({ plugin: "init-apikey" }, headers);
      expect(status).toBe(200);
      expect(body.redirectUrl).toBe(new URL(all[order[index]!]).href);
    }
    const { body } = await initiate({ plugin: "init-apikey", redirectUrl: RETURN }, all);
    expect(body.redirectUrl).toBe(RETURN);
  });

  it("a return URL on the service's own origin becomes the requester's URL", async () => {
    const { body } = await initiate({ plugin: "init-apikey", redirectUrl: `${pb.url}/done` }, { Referer: "http://localhost:5173/settings" });
    expect(body.redirectUrl).toBe("http://localhost:5173/settings");
  });

  it.each([
    ["javascript:alert(1)", "http: or https:"],
    ["http://evil.example/x", "use https:"],
    ["https://user:pw@app.example/", "username or password"],
    ["/relative", "absolute URL"],
  ])("refuses the return URL %s with a 400 naming redirectUrl", async (redirectUrl, reason) => {
    const { status, body } = await initiate({ plugin: "init-apikey", redirectUrl });
    expect(status).toBe(400);
    expect(body.details.fieldErrors.redirectUrl[0]).toContain(reason);
  });

  it("without any return URL it is a 400 naming redirectUrl", async () => {
    const { status, body } = await initiate({ plugin: "init-apikey" });
    expect(status).toBe(400);
    expect(body.details.fieldErrors.redirectUrl[0]).toMatch(/redirectUrl is required/);
  });

  it("MCP: answers the MCP server's authorization URL with PKCE S256; a plugin without an MCP server is a 400", async () => {
    const { status, body } = await initiate({ plugin: "init-mcp", connectionType: "mcp", redirectUrl: RETURN });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.redirectUrl).toBe(RETURN);
    const url = new URL(body.connectUrl);
    expect(url.origin + url.pathname).toBe(`${mcpServer.url}/authorize`);
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("code_challenge")).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get("redirect_uri")).toBe(`${pb.url}/api/v1/oauth/callback`);
    const state = pb.context.states.verify(url.searchParams.get("state")!);
    expect(body.connectionRequestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(state).toMatchObject({ developerId: pb.developerId, userId: "user-1", redirectUrl: RETURN, isMcp: true, purpose: "api", requestId: body.connectionRequestId });
    expect(body.connectUrl).not.toContain(state.codeVerifier!);

    const notMcp = await initiate({ plugin: "init-apikey", connectionType: "mcp", redirectUrl: RETURN });
    expect(notMcp.status).toBe(400);
    expect(notMcp.body).toMatchObject({ code: "mcp_unavailable", error: "MCP connections are not available for this plugin" });
  });

  it("in production only https return URLs are accepted", async () => {
    const production = await startPlugboard(database, { production: true });
    try {
      const call = (redirectUrl: string) =>
        production.api("POST", "/api/v1/connections/initiate", { userId: "u", plugin: "init-apikey", redirectUrl });
      expect((await call("http://localhost:3000/done")).status).toBe(400);
      expect((await call("https://app.example/done")).status).toBe(200);
    } finally {
      await production.close();
    }
  });
});
