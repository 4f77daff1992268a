import { ERROR_CODES } from "@plugboard/core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";
import { createMcpPlugin, followAuthorization } from "../mcp/helpers/mcp-flow.js";
import { startVariantMcpServer, type VariantMcpServer } from "../mcp/helpers/start-variant-mcp-server.js";
import type { Database } from "../../src/store/open-database.js";
import { authorizeAtProvider, createPlugin, getManual, oauthMethod, startProvider, type MockProvider } from "../oauth/oauth-fixtures.js";
import { storedCredential } from "../helpers/stored-credential.js";

const RETURN = "https://app.example/back?from=single-use";
const USED = ERROR_CODES.connect_link_used.message;

describe.each(testDatabases())("a hosted connect link is single-use on $name", (engine) => {
  let database: Database;
  let pb: TestPlugboard;
  let provider: MockProvider;
  let keyPlugin: { id: string; methods: Record<string, string> };
  let oauthPlugin: { id: string; methods: Record<string, string> };
  let brokenPlugin: { id: string; methods: Record<string, string> };
  const mcpServers: VariantMcpServer[] = [];

  beforeAll(async () => {
    provider = await startProvider();
    database = await engine.open();
    pb = await startPlugboard(database);
    keyPlugin = await createPlugin(pb, "once-key", [{ type: "api_key", label: "API key", isDefault: true }]);
    oauthPlugin = await createPlugin(pb, "once-oauth", [oauthMethod(provider, {}, { isDefault: false }), { type: "bearer_token", label: "Token" }]);
    // Its token endpoint does not answer: every code exchange fails.
    brokenPlugin = await createPlugin(pb, "once-broken", [oauthMethod(provider, { token_url: "http://127.0.0.1:9/token" }, { isDefault: false }), { type: "bearer_token", label: "Token" }]);
  });
  afterEach(async () => {
    await Promise.all(mcpServers.splice(0).map((server) => server.close()));
  });
  afterAll(async () => {
    await pb?.close();
    await database?.close();
    await provider?.close();
  });

  async function link(plugin: string, userId: string): Promise<{ url: string; token: string }> {
    const { status, body } = await pb.api("POST", "/api/v1/connections/initiate", { userId, plugin, redirectUrl: RETURN });
    expect(status, JSON.stringify(body)).toBe(200);
    return { url: body.connectUrl, token: new URL(body.connectUrl).searchParams.get("token")! };
  }
  const post = (path: string, body: unknown) => pb.api("POST", path, body, { apiKey: null, headers: { origin: pb.url } });
  const connectionOf = (userId: string, pluginId: string) =>
    pb.context.prisma.connection.findUnique({ where: { developerId_userId_pluginId_accountLabel: { developerId: pb.developerId, userId, pluginId, accountLabel: "default" } } });
  const outcome = (location: string | null) => Object.fromEntries(new URL(location!).searchParams);

  /** The page and both API calls refuse the link, each saying it was used. */
  async function expectUsed(url: string, token: string, submit: Record<string, unknown>) {
    const page = await getManual(url);
    expect(page.status).toBe(410);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(page.text).toContain("This connect link was already used to connect your account.");
    for (const [path, body] of [
      ["/api/connect/submit", { connectToken: token, ...submit }],
      ["/api/connect/oauth-start", { connectToken: token, authMethodId: oauthPlugin.methods.oauth2 }],
    ] as const) {
      const answer = await post(path, body);
      expect(answer.status, path).toBe(410);
      expect(answer.body).toEqual({ error: USED, code: "connect_link_used" });
    }
  }

  it("after credentials were stored, a second submit is 410 and changes nothing; the page says the link was used", async () => {
    const { url, token } = await link("once-key", "u-twice");
    const submit = { authMethodId: keyPlugin.methods.api_key, credentials: { api_key: "first-key-1a" } };
    expect((await post("/api/connect/submit", { connectToken: token, ...submit })).status).toBe(200);
    const again = await post("/api/connect/submit", { connectToken: token, authMethodId: keyPlugin.methods.api_key, credentials: { api_key: "second-key-2b" } });
    expect(again.status).toBe(410);
    expect(again.body).toEqual({ error: USED, code: "connect_link_used" });
    expect((await storedCredential(pb.context, (await connectionOf("u-twice", keyPlugin.id))!.id, "rest"))!.values).toEqual({ api_key: "first-key-1a" });
    await expectUsed(url, token, submit);
  });

  it("a failed attempt keeps the link usable: bad input, then success, then used", async () => {
    const { url, token } = await link("once-key", "u-retry");
    const bad = await post("/api/connect/submit", { connectToken: token, authMethodId: keyPlugin.methods.api_key, credentials: { api_key: "" } });
    expect(bad.status).toBe(400);
    expect((await getManual(url)).status).toBe(200);
    expect((await post("/api/connect/submit", { connectToken: token, authMethodId: keyPlugin.methods.api_key, credentials: { api_key: "retry-key" } })).status).toBe(200);
    await expectUsed(url, token, { authMethodId: keyPlugin.methods.api_key, credentials: { api_key: "third" } });
  });

  it("two submits at once with one link: exactly one stores the connection", async () => {
    const { token } = await link("once-key", "u-race");
    const answers = await Promise.all(
      ["race-a", "race-b", "race-c"].map((key) => post("/api/connect/submit", { connectToken: token, authMethodId: keyPlugin.methods.api_key, credentials: { api_key: key } })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 410, 410]);
    expect((await connectionOf("u-race", keyPlugin.id))?.version).toBe(0);
  });

  it("OAuth from the page: a refused authorization keeps the link; the completed flow uses it up", async () => {
    const { url, token } = await link("once-oauth", "u-oauth");
    const start = () => post("/api/connect/oauth-start", { connectToken: token, authMethodId: oauthPlugin.methods.oauth2 });
    const refused = new URL((await start()).body.authorizationUrl);
    const denied = await getManual(`${pb.url}/api/v1/oauth/callback?state=${encodeURIComponent(refused.searchParams.get("state")!)}&error=access_denied`);
    expect(outcome(denied.location)).toMatchObject({ status: "error", error: "access_denied" });

    const accepted = await start();
    expect(accepted.status).toBe(200);
    expect(outcome((await getManual(await authorizeAtProvider(accepted.body.authorizationUrl))).location)).toMatchObject({ status: "success" });
    expect((await connectionOf("u-oauth", oauthPlugin.id))?.authMethodId).toBe(oauthPlugin.methods.oauth2);
    await expectUsed(url, token, { authMethodId: oauthPlugin.methods.bearer_token, credentials: { token: "t" } });
  });

  it("two OAuth flows started from one link: the second to come back stores nothing and says the link was used", async () => {
    const { token } = await link("once-oauth", "u-two-flows");
    const start = async () => (await post("/api/connect/oauth-start", { connectToken: token, authMethodId: oauthPlugin.methods.oauth2 })).body.authorizationUrl as string;
    const [first, second] = [await authorizeAtProvider(await start()), await authorizeAtProvider(await start())];
    expect(outcome((await getManual(first)).location)).toMatchObject({ status: "success" });
    const stored = (await storedCredential(pb.context, (await connectionOf("u-two-flows", oauthPlugin.id))!.id, "rest"))!;
    const calls = provider.tokenCalls.length;
    expect(outcome((await getManual(second)).location)).toEqual({ from: "single-use", status: "error", error: USED });
    expect(provider.tokenCalls).toHaveLength(calls);
    expect((await storedCredential(pb.context, (await connectionOf("u-two-flows", oauthPlugin.id))!.id, "rest"))!.secrets).toBe(stored.secrets);
  });

  it("a failed code exchange releases the link, so the user can try again", async () => {
    const { url, token } = await link("once-broken", "u-broken");
    const start = () => post("/api/connect/oauth-start", { connectToken: token, authMethodId: brokenPlugin.methods.oauth2 });
    const back = await getManual(await authorizeAtProvider((await start()).body.authorizationUrl));
    expect(outcome(back.location)).toMatchObject({ status: "error", error: "token_request_failed" });
    expect((await getManual(url)).status).toBe(200);
    expect((await start()).status).toBe(200);
    expect((await post("/api/connect/submit", { connectToken: token, authMethodId: brokenPlugin.methods.bearer_token, credentials: { token: "after-failure" } })).status).toBe(200);
    expect((await getManual(url)).status).toBe(410);
  });

  it("MCP from the page, with OAuth and with an open server: the link is used up once connected", async () => {
    for (const [slug, auth] of [["once-mcp-oauth", true], ["once-mcp-open", false]] as const) {
      const server = await startVariantMcpServer({ auth });
      mcpServers.push(server);
      await createMcpPlugin(pb, slug, { serverUrl: server.mcpUrl });
      const { url, token } = await link(slug, `u-${slug}`);
      const started = await post("/api/connect/oauth-start", { connectToken: token, mcp: true });
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      const landed = auth ? await followAuthorization(new URL(started.body.authorizationUrl)) : new URL(started.body.authorizationUrl);
      expect(landed.searchParams.get("status"), slug).toBe("success");
      expect((await getManual(url)).status, slug).toBe(410);
      const again = await post("/api/connect/oauth-start", { connectToken: token, mcp: true });
      expect(again.status, slug).toBe(410);
      expect(again.body.code).toBe("connect_link_used");
    }
  });
});
