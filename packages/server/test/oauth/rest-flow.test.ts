import { randomBytes } from "node:crypto";
import { createStateSigner, ENCRYPTED_VALUE_PATTERN } from "@plugboard/core/crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findLeakedSecrets, startPlugboard, TEST_ENCRYPTION_KEY, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";
import type { Database } from "../../src/store/open-database.js";
import { authorizeAtProvider, createPlugin, getManual, oauthMethod, startProvider, type MockProvider } from "./oauth-fixtures.js";
import { storedCredential } from "../helpers/stored-credential.js";

const RETURN = "https://app.example/connected?tab=integrations";
const CLIENT_SECRET = "client-secret-7d1f0c";

describe.each(testDatabases())("REST OAuth code flow against oauth2-mock-server on $name", (engine) => {
  let database: Database;
  let pb: TestPlugboard;
  let provider: MockProvider;
  let plugin: { id: string; methods: Record<string, string> };
  let basicPlugin: { id: string; methods: Record<string, string> };

  beforeAll(async () => {
    provider = await startProvider();
    database = await engine.open();
    pb = await startPlugboard(database);
    plugin = await createPlugin(pb, "flow-post", [oauthMethod(provider)]);
    basicPlugin = await createPlugin(pb, "flow-basic", [oauthMethod(provider, { token_endpoint_auth_method: "client_secret_basic", client_id: "basic id" })]);
  });

  afterAll(async () => {
    await pb.close();
    await database.close();
    await provider.close();
  });

  async function start(userId: string, pluginSlug = "flow-post", redirectUrl = RETURN): Promise<string> {
    const { status, body } = await pb.api("POST", "/api/v1/connections/initiate", { userId, plugin: pluginSlug, redirectUrl });
    expect(status, JSON.stringify(body)).toBe(200);
    return body.connectUrl as string;
  }

  const connectionOf = (userId: string, pluginId = plugin.id) =>
    pb.context.prisma.connection.findUnique({ where: { developerId_userId_pluginId_accountLabel: { developerId: pb.developerId, userId, pluginId, accountLabel: "default" } } });

  const outcome = (location: string | null) => Object.fromEntries(new URL(location!).searchParams);

  it("authorizes, exchanges the code with client_secret_post and stores the tokens encrypted", async () => {
    const connectUrl = await start("alice");
    const callbackUrl = await authorizeAtProvider(connectUrl);
    expect(callbackUrl.startsWith(`${pb.url}/api/v1/oauth/callback?`)).toBe(true);
    const calls = provider.tokenCalls.length;

    const landed = await getManual(callbackUrl);
    expect(landed.status).toBe(302);
    const returned = new URL(landed.location!);
    expect(returned.origin + returned.pathname).toBe("https://app.example/connected");
    const connectionId = (await connectionOf("alice"))?.id;
    expect(Object.fromEntries(returned.searchParams)).toEqual({ tab: "integrations", status: "success", connectionId, accountLabel: "default" });

    expect(provider.tokenCalls).toHaveLength(calls + 1);
    const call = provider.tokenCalls.at(-1)!;
    expect(call.body).toMatchObject({
      grant_type: "authorization_code",
      code: new URL(callbackUrl).searchParams.get("code"),
      redirect_uri: `${pb.url}/api/v1/oauth/callback`,
      client_id: "plugboard-client",
      client_secret: CLIENT_SECRET,
    });
    const issued = provider.issued.at(-1)!;

    const connection = await connectionOf("alice");
    expect(connection).not.toBeNull();
    expect((await storedCredential(pb.context, connection!.id, "rest"))!.secrets).toMatch(ENCRYPTED_VALUE_PATTERN);
    expect((await storedCredential(pb.context, connection!.id, "rest"))!.secrets).not.toContain(String(issued.access_token).slice(0, 20));
    expect((await storedCredential(pb.context, connection!.id, "rest"))!.values).toEqual({
      access_token: issued.access_token,
      refresh_token: issued.refresh_token,
      token_type: "Bearer",
      // The granted scope, as the token response named it.
      scope: issued.scope,
    });
    expect(connection!.authMethodId).toBe(plugin.methods.oauth2);
    expect((await storedCredential(pb.context, connection!.id, "rest"))!.status).toBe("active");
    const expiresIn = (await storedCredential(pb.context, connection!.id, "rest"))!.expiresAt!.getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(3500_000);
    expect(expiresIn).toBeLessThanOrEqual(3600_000);
    const state = pb.context.states.verify(new URL(callbackUrl).searchParams.get("state")!);
    expect(await pb.context.prisma.pendingConnection.findUnique({ where: { nonce: state.nonce } })).toBeNull();

    const listed = await pb.api("GET", "/api/v1/connections?userId=alice");
    expect(listed.body.connections).toEqual([expect.objectContaining({ pluginSlug: "flow-post", authMethodType: "oauth2", status: "active" })]);

    const secrets = [CLIENT_SECRET, String(issued.access_token), String(issued.refresh_token), new URL(callbackUrl).searchParams.get("code")!];
    expect(findLeakedSecrets(pb, secrets)).toEqual([]);
    for (const secret of secrets) {
      expect(landed.location).not.toContain(secret);
      expect(landed.text).not.toContain(secret);
    }
  });

  it("authenticates with client_secret_basic when the method says so", async () => {
    const landed = await getManual(await authorizeAtProvider(await start("bob", "flow-basic")));
    expect(outcome(landed.location).status).toBe("success");
    const call = provider.tokenCalls.at(-1)!;
    expect(Buffer.from(call.authorization!.replace(/^Basic /, ""), "base64").toString()).toBe(`basic+id:${CLIENT_SECRET}`);
    expect(call.body.client_secret).toBeUndefined();
    expect((await storedCredential(pb.context, (await connectionOf("bob", basicPlugin.id))!.id, "rest"))?.status).toBe("active");
  });

  it("a replayed callback redirects with status=error and changes nothing", async () => {
    const callbackUrl = await authorizeAtProvider(await start("carol"));
    expect(outcome((await getManual(callbackUrl)).location).status).toBe("success");
    const before = await connectionOf("carol");
    const calls = provider.tokenCalls.length;

    const replay = await getManual(callbackUrl);
    expect(replay.status).toBe(302);
    expect(outcome(replay.location)).toMatchObject({ status: "error", error: expect.stringMatching(/expired or was already used/) });
    expect(provider.tokenCalls).toHaveLength(calls);
    const after = await connectionOf("carol");
    expect(after?.version).toBe(before?.version);
    expect((await storedCredential(pb.context, after!.id, "rest"))!.secrets).toBe((await storedCredential(pb.context, before!.id, "rest"))!.secrets);
  });

  it("concurrent callbacks with one code exchange it once", async () => {
    const callbackUrl = await authorizeAtProvider(await start("dora"));
    const calls = provider.tokenCalls.length;
    const results = await Promise.all(Array.from({ length: 5 }, () => getManual(callbackUrl)));
    expect(results.map((result) => outcome(result.location).status).sort()).toEqual(["error", "error", "error", "error", "success"]);
    expect(provider.tokenCalls).toHaveLength(calls + 1);
  });

  it("a tampered state is a 400 JSON and no connection", async () => {
    const callbackUrl = new URL(await authorizeAtProvider(await start("erin")));
    const sealed = callbackUrl.searchParams.get("state")!;
    const claims = pb.context.states.verify(sealed);
    // A state made up by hand (readable JSON) or one with a changed byte does not open.
    const forged = Buffer.from(JSON.stringify({ ...claims, userId: "mallory" })).toString("base64url");
    const flipped = `${sealed.slice(0, 20)}${sealed[20] === "A" ? "B" : "A"}${sealed.slice(21)}`;
    for (const state of [forged, flipped, `${sealed.slice(0, -2)}xx`, "garbage"]) {
      callbackUrl.searchParams.set("state", state);
      const response = await getManual(callbackUrl.href);
      expect(response.status).toBe(400);
      expect(JSON.parse(response.text)).toMatchObject({ code: "invalid_oauth_state" });
    }
    callbackUrl.searchParams.delete("state");
    expect((await getManual(callbackUrl.href)).status).toBe(400);
    expect(await connectionOf("erin")).toBeNull();
    expect(await connectionOf("mallory")).toBeNull();
  });

  it("an expired state sends the user back with status=error and removes the pending record", async () => {
    const nonce = randomBytes(16).toString("hex");
    const base = { developerId: pb.developerId, userId: "frank", pluginId: plugin.id, authMethodId: plugin.methods.oauth2!, redirectUrl: RETURN, nonce, isMcp: false };
    await pb.context.prisma.pendingConnection.create({
      data: { nonce, developerId: pb.developerId, userId: "frank", pluginId: plugin.id, authMethodId: plugin.methods.oauth2!, redirectUrl: RETURN, expiresAt: new Date(Date.now() + 60_000) },
    });
    const old = createStateSigner({ key: TEST_ENCRYPTION_KEY, now: () => Date.now() - 11 * 60_000 }).sign(base);
    const response = await getManual(`${pb.url}/api/v1/oauth/callback?code=abc&state=${encodeURIComponent(old)}`);
    expect(response.status).toBe(302);
    expect(outcome(response.location)).toMatchObject({ status: "error", error: expect.stringMatching(/expired/) });
    expect(await pb.context.prisma.pendingConnection.findUnique({ where: { nonce } })).toBeNull();
    expect(await connectionOf("frank")).toBeNull();

    const ancient = createStateSigner({ key: TEST_ENCRYPTION_KEY, now: () => Date.now() - 3 * 24 * 3600_000 }).sign(base);
    expect((await getManual(`${pb.url}/api/v1/oauth/callback?code=abc&state=${encodeURIComponent(ancient)}`)).status).toBe(400);
  });

  it("an expired pending record refuses the code", async () => {
    const callbackUrl = await authorizeAtProvider(await start("gina"));
    const state = pb.context.states.verify(new URL(callbackUrl).searchParams.get("state")!);
    await pb.context.prisma.pendingConnection.update({ where: { nonce: state.nonce }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const calls = provider.tokenCalls.length;
    expect(outcome((await getManual(callbackUrl)).location).status).toBe("error");
    expect(provider.tokenCalls).toHaveLength(calls);
    expect(await connectionOf("gina")).toBeNull();
  });

  it("the provider's error parameter is passed on to the return URL", async () => {
    provider.server.service.once("beforeAuthorizeRedirect", (redirect: { url: URL }) => {
      redirect.url.searchParams.delete("code");
      redirect.url.searchParams.set("error", "access_denied");
    });
    const callbackUrl = await authorizeAtProvider(await start("hank"));
    const response = await getManual(callbackUrl);
    expect(outcome(response.location)).toEqual({ tab: "integrations", status: "error", error: "access_denied" });
    expect(await connectionOf("hank")).toBeNull();
    const state = pb.context.states.verify(new URL(callbackUrl).searchParams.get("state")!);
    expect(await pb.context.prisma.pendingConnection.findUnique({ where: { nonce: state.nonce } })).toBeNull();
  });

  it("a refused code exchange redirects with the provider's error", async () => {
    provider.server.service.once("beforeResponse", (response: { statusCode: number; body: Record<string, unknown> }) => {
      response.statusCode = 400;
      response.body = { error: "invalid_grant", error_description: "code expired" };
    });
    const response = await getManual(await authorizeAtProvider(await start("ivan")));
    expect(outcome(response.location)).toMatchObject({ status: "error", error: "invalid_grant" });
    expect(await connectionOf("ivan")).toBeNull();
  });

  it("an unreachable token endpoint redirects with status=error", async () => {
    const connectUrl = await start("jill");
    const callbackUrl = await authorizeAtProvider(connectUrl);
    await pb.context.prisma.authMethod.update({
      where: { id: plugin.methods.oauth2 },
      data: { config: { ...(await pb.context.prisma.authMethod.findUnique({ where: { id: plugin.methods.oauth2 } }))!.config as object, token_url: "http://127.0.0.1:9/token" } },
    });
    try {
      const response = await getManual(callbackUrl);
      expect(outcome(response.location)).toMatchObject({ status: "error", error: "token_request_failed" });
    } finally {
      const method = await pb.context.prisma.authMethod.findUnique({ where: { id: plugin.methods.oauth2 } });
      await pb.context.prisma.authMethod.update({ where: { id: plugin.methods.oauth2 }, data: { config: { ...(method!.config as object), token_url: provider.tokenUrl } } });
    }
  });

  it("a signed state whose return URL is not allowed is a 400 instead of a redirect", async () => {
    const nonce = randomBytes(16).toString("hex");
    const state = pb.context.states.sign({
      developerId: pb.developerId, userId: "kim", pluginId: plugin.id, authMethodId: plugin.methods.oauth2!,
      redirectUrl: "http://evil.example/steal", nonce, isMcp: false,
    });
    const response = await getManual(`${pb.url}/api/v1/oauth/callback?code=abc&state=${encodeURIComponent(state)}`);
    expect(response.status).toBe(400);
    expect(JSON.parse(response.text)).toMatchObject({ code: "invalid_return_url" });
    expect(response.location).toBeNull();
  });

  it("an MCP callback goes to the MCP flow, which sends the user back with status=error when the flow is incomplete", async () => {
    const nonce = randomBytes(16).toString("hex");
    await pb.context.prisma.pendingConnection.create({
      data: { nonce, developerId: pb.developerId, userId: "leo", pluginId: plugin.id, isMcp: true, redirectUrl: RETURN, expiresAt: new Date(Date.now() + 60_000) },
    });
    const state = pb.context.states.sign({
      developerId: pb.developerId, userId: "leo", pluginId: plugin.id, authMethodId: null, redirectUrl: RETURN, nonce, isMcp: true,
      codeVerifier: "v".repeat(43),
    });
    const response = await getManual(`${pb.url}/api/v1/oauth/callback?code=abc&state=${encodeURIComponent(state)}`);
    expect(outcome(response.location)).toMatchObject({ status: "error", error: "The MCP authorization request is incomplete; start the connection again" });
    expect(await pb.context.prisma.pendingConnection.count({ where: { nonce } })).toBe(0);
    expect(await pb.context.prisma.connection.count({ where: { userId: "leo" } })).toBe(0);
  });

});
