import { createSealedToken, ENCRYPTED_VALUE_PATTERN } from "@plugboard/core/crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPlugboard, TEST_ENCRYPTION_KEY, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";
import { ConnectTokenPayloadSchema } from "../../src/services/connect-sessions/connect-tokens.js";
import type { Database } from "../../src/store/open-database.js";
import { startVariantMcpServer, type VariantMcpServer } from "../mcp/helpers/start-variant-mcp-server.js";
import { authorizeAtProvider, createPlugin, getManual, oauthMethod, startProvider, type MockProvider } from "../oauth/oauth-fixtures.js";
import { storedCredential } from "../helpers/stored-credential.js";

const RETURN = "https://app.example/back?from=connect";

describe.each(testDatabases())("hosted connect page API on $name", (engine) => {
  let database: Database;
  let pb: TestPlugboard;
  let provider: MockProvider;
  let mcpServer: VariantMcpServer;
  let apiKeyPlugin: { id: string; methods: Record<string, string> };
  let allPlugin: { id: string; methods: Record<string, string> };

  beforeAll(async () => {
    provider = await startProvider();
    mcpServer = await startVariantMcpServer();
    database = await engine.open();
    pb = await startPlugboard(database);
    apiKeyPlugin = await createPlugin(pb, "page-apikey", [{ type: "api_key", label: "API key", isDefault: true }], {
      name: `Acme <Tools> & "Co"`,
      description: `<script>alert("pwned")</script> Manage issues`,
    });
    allPlugin = await createPlugin(
      pb,
      "page-all",
      [
        oauthMethod(provider, {}, { isDefault: false }),
        { type: "bearer_token", label: "Personal token" },
        { type: "service_account", label: "Service account" },
        { type: "basic", label: "Username and password" },
        { type: "no_auth", label: "Public data only" },
        { type: "custom", label: "Custom", config: { injection_rules: [{ target: "header", name: "X-Sig", value: "{{domain}}:{{api_secret}}" }] } },
      ],
      { toolSource: "both", mcpConfig: { serverUrl: mcpServer.mcpUrl } },
    );
  });

  afterAll(async () => {
    await pb.close();
    await database.close();
    await provider.close();
    await mcpServer.close();
  });

  async function link(plugin: string, userId: string, authMethod?: string): Promise<{ url: string; token: string }> {
    const { status, body } = await pb.api("POST", "/api/v1/connections/initiate", { userId, plugin, redirectUrl: RETURN, ...(authMethod ? { authMethod } : {}) });
    expect(status, JSON.stringify(body)).toBe(200);
    return { url: body.connectUrl, token: new URL(body.connectUrl).searchParams.get("token")! };
  }

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    pb.api("POST", path, body, { apiKey: null, headers: { origin: pb.url, ...headers } });

  const connectionOf = (userId: string, pluginId: string) =>
    pb.context.prisma.connection.findUnique({ where: { developerId_userId_pluginId_accountLabel: { developerId: pb.developerId, userId, pluginId, accountLabel: "default" } } });

  it("renders the page with every plugin value escaped, labels bound to inputs and the security headers", async () => {
    const { url } = await link("page-apikey", "u-render");
    const response = await getManual(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.text).toContain("Connect Acme &lt;Tools&gt; &amp; &quot;Co&quot;");
    expect(response.text).toContain("&lt;script&gt;alert(&quot;pwned&quot;)&lt;/script&gt; Manage issues");
    expect(response.text).not.toContain(`<script>alert("pwned")`);
    expect(response.text).toMatch(/<label for="m0-api_key">API key<\/label><input id="m0-api_key" name="api_key" type="password"/);
    expect(response.text).toContain('<main>');
    expect(response.text).toContain('role="alert"');
  });

  it("lists every method with the right control, plus MCP for MCP plugins", async () => {
    const { text } = await getManual((await link("page-all", "u-list")).url);
    expect(text).toContain('data-action="oauth"');
    expect(text).toMatch(/<label for="m\d-token">Access token<\/label>/);
    expect(text).toMatch(/<textarea id="m\d-json" name="json" data-kind="json"/);
    expect(text).toMatch(/<input id="m\d-domain" name="domain" type="text"/);
    expect(text).toMatch(/<input id="m\d-api_secret" name="api_secret" type="password"/);
    expect(text).toMatch(/<input id="m\d-username" name="username" type="text" required/);
    expect(text).toMatch(/<input id="m\d-password" name="password" type="password" aria-describedby/);
    expect(text).toContain("No credentials are needed.");
    expect(text).toContain('data-action="mcp"');
    expect(text).not.toContain("client-secret-7d1f0c");
  });

  it("refuses a missing, forged or foreign link with an HTML error page", async () => {
    const { url, token } = await link("page-apikey", "u-bad");
    expect((await getManual(`${pb.url}/connect/page-apikey`)).status).toBe(400);
    expect((await getManual(`${pb.url}/connect/page-apikey?token=${token.slice(0, -3)}abc`)).status).toBe(400);
    const foreign = await getManual(url.replace("/connect/page-apikey", "/connect/page-all"));
    expect(foreign.status).toBe(400);
    expect(foreign.text).toContain("belongs to another plugin");
  });

  it("sends the user back with status=error when the link has expired", async () => {
    const old = createSealedToken({ key: TEST_ENCRYPTION_KEY, purpose: "connect", schema: ConnectTokenPayloadSchema, now: () => Date.now() - 31 * 60_000 });
    const token = old.sign({ linkId: "0".repeat(32), developerId: pb.developerId, userId: "u-old", pluginId: apiKeyPlugin.id, redirectUrl: RETURN });
    const page = await getManual(`${pb.url}/connect/page-apikey?token=${token}`);
    expect(page.status).toBe(303);
    expect(Object.fromEntries(new URL(page.location!).searchParams)).toEqual({ from: "connect", status: "error", error: "The connect link has expired" });
    const submit = await post("/api/connect/submit", { connectToken: token, authMethodId: apiKeyPlugin.methods.api_key, credentials: { api_key: "k" } });
    expect(submit.status).toBe(400);
    expect(submit.body.redirectUrl).toContain("status=error");
  });

  it("stores api_key credentials encrypted and answers the return URL with status=success", async () => {
    const { token } = await link("page-apikey", "u-key");
    const { status, body } = await post("/api/connect/submit", { connectToken: token, authMethodId: apiKeyPlugin.methods.api_key, credentials: { api_key: "sk_live_page_4f1a" } });
    expect(status).toBe(200);
    const connection = await connectionOf("u-key", apiKeyPlugin.id);
    expect(body).toEqual({ redirectUrl: `${RETURN}&status=success&connectionId=${connection!.id}&accountLabel=default` });
    expect((await storedCredential(pb.context, connection!.id, "rest"))!.secrets).toMatch(ENCRYPTED_VALUE_PATTERN);
    expect((await storedCredential(pb.context, connection!.id, "rest"))!.values).toEqual({ api_key: "sk_live_page_4f1a" });
    expect(pb.responses.some((response) => response.text.includes("sk_live_page_4f1a"))).toBe(false);
  });

  it("explains bad input inline with a 400 naming the field", async () => {
    const { token } = await link("page-apikey", "u-empty");
    const { status, body } = await post("/api/connect/submit", { connectToken: token, authMethodId: apiKeyPlugin.methods.api_key, credentials: { api_key: "" } });
    expect(status).toBe(400);
    expect(body.error).toBe("Enter the API key.");
    expect(body.details.fieldErrors).toHaveProperty(["credentials.api_key"]);
    expect(body.redirectUrl).toBeUndefined();
    expect(await connectionOf("u-empty", apiKeyPlugin.id)).toBeNull();
  });

  it("stores custom, service account, basic and no_auth connections", async () => {
    const cases: Array<[string, string, Record<string, unknown>, Record<string, string>]> = [
      ["custom", "u-custom", { domain: "acme", api_secret: "s3" }, { domain: "acme", api_secret: "s3" }],
      ["service_account", "u-sa", { access_token: "sa-token", project: "p1" }, { access_token: "sa-token", project: "p1" }],
      ["basic", "u-basic", { username: "ana", password: "" }, { username: "ana", password: "" }],
      ["no_auth", "u-none", {}, {}],
    ];
    for (const [type, userId, credentials, stored] of cases) {
      const { token } = await link("page-all", userId);
      const { status, body } = await post("/api/connect/submit", { connectToken: token, authMethodId: allPlugin.methods[type], credentials });
      expect(status, JSON.stringify(body)).toBe(200);
      const connection = await connectionOf(userId, allPlugin.id);
      expect((await storedCredential(pb.context, connection!.id, "rest"))!.values).toEqual(stored);
      expect(connection!.authMethodId).toBe(allPlugin.methods[type]);
    }
  });

  it("trusts only the token: mismatched identities, other methods and other origins are refused", async () => {
    const { token } = await link("page-all", "u-strict", "bearer_token");
    const base = { connectToken: token, authMethodId: allPlugin.methods.bearer_token, credentials: { token: "t" } };
    expect((await post("/api/connect/submit", { ...base, userId: "someone-else" })).body.details.fieldErrors).toHaveProperty("userId");
    expect((await post("/api/connect/submit", { ...base, developerId: "00000000-0000-4000-8000-000000000000" })).status).toBe(400);
    expect((await post("/api/connect/submit", { ...base, pluginSlug: "page-apikey" })).status).toBe(400);
    expect((await post("/api/connect/submit", { ...base, authMethodId: allPlugin.methods.no_auth, credentials: {} })).status).toBe(400);
    expect((await post("/api/connect/submit", { ...base, connectToken: `${token}x` })).body.code).toBe("invalid_connect_token");
    const state = pb.context.states.sign({ developerId: pb.developerId, userId: "u-strict", pluginId: allPlugin.id, authMethodId: null, redirectUrl: RETURN, nonce: "a".repeat(32), isMcp: false });
    expect((await post("/api/connect/submit", { ...base, connectToken: state })).body.code).toBe("invalid_connect_token");
    expect((await post("/api/connect/submit", base, { origin: "https://evil.example" })).status).toBe(403);
    expect(await connectionOf("u-strict", allPlugin.id)).toBeNull();
    const ok = await post("/api/connect/submit", { ...base, userId: "u-strict", pluginSlug: "page-all", developerId: pb.developerId });
    expect(ok.status).toBe(200);
  });

  it("starts OAuth from the page and completes it through the provider", async () => {
    const { token } = await link("page-all", "u-oauth");
    expect((await post("/api/connect/oauth-start", { connectToken: token, authMethodId: allPlugin.methods.oauth2, redirectUrl: "https://other.example/" })).status).toBe(400);
    const start = await post("/api/connect/oauth-start", { connectToken: token, authMethodId: allPlugin.methods.oauth2 });
    expect(start.status).toBe(200);
    expect(start.body.authorizationUrl.startsWith(provider.authorizeUrl)).toBe(true);
    const landed = await getManual(await authorizeAtProvider(start.body.authorizationUrl));
    const connection = await connectionOf("u-oauth", allPlugin.id);
    expect(landed.location).toBe(`${RETURN}&status=success&connectionId=${connection!.id}&accountLabel=default`);
    expect(connection?.authMethodId).toBe(allPlugin.methods.oauth2);
  });

  it("MCP from the page: the MCP server's authorization URL; an end-user client secret only when the developer allows it", async () => {
    const { token } = await link("page-all", "u-mcp");
    const started = await post("/api/connect/oauth-start", { connectToken: token, mcp: true });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const url = new URL(started.body.authorizationUrl);
    expect(url.origin + url.pathname).toBe(`${mcpServer.url}/authorize`);
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(pb.context.states.verify(url.searchParams.get("state")!)).toMatchObject({ userId: "u-mcp", isMcp: true, purpose: "connect-page", redirectUrl: RETURN });

    const refused = await post("/api/connect/oauth-start", { connectToken: token, mcp: true, mcpClientSecret: "end-user-secret" });
    expect(refused.status).toBe(400);
    expect(refused.body.details.fieldErrors.mcpClientSecret[0]).toContain("does not allow");

    const allowed = await pb.api("PUT", "/api/v1/plugins/page-all/mcp-client", { clientId: "end-user-app", allowEndUserCredentials: true });
    expect(allowed.status).toBe(200);
    const own = await post("/api/connect/oauth-start", { connectToken: token, mcp: true, mcpClientSecret: "end-user-secret" });
    expect(own.status).toBe(200);
    const ownUrl = new URL(own.body.authorizationUrl);
    expect(ownUrl.searchParams.get("client_id")).toBe("end-user-app");
    expect(own.body.authorizationUrl).not.toContain("end-user-secret");
    const { nonce } = pb.context.states.verify(ownUrl.searchParams.get("state")!);
    const pending = await pb.context.prisma.pendingConnection.findUniqueOrThrow({ where: { nonce } });
    expect(pb.context.cipher.decryptJson(pending.clientCredentials!)).toMatchObject({ source: "end_user", clientId: "end-user-app", clientSecret: "end-user-secret" });
  });


  it("a plugin withdrawn after the link was issued sends the user back with status=error", async () => {
    const withdrawn = await createPlugin(pb, "page-withdrawn", [{ type: "api_key", label: "Key" }]);
    const { url, token } = await link("page-withdrawn", "u-gone");
    await pb.services.review.review({ id: withdrawn.id }, "declined");
    const submit = await post("/api/connect/submit", { connectToken: token, authMethodId: withdrawn.methods.api_key, credentials: { api_key: "k" } });
    expect(submit.status).toBe(404);
    expect(Object.fromEntries(new URL(submit.body.redirectUrl).searchParams)).toMatchObject({ status: "error", error: "The plugin is no longer available" });
    expect((await getManual(url)).status).toBe(303);
  });
});
