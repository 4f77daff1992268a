import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/store/open-database.js";
import { startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";
import { startUpstream, type Upstream } from "../helpers/upstream-server.js";
import { authorizeAtProvider, createPlugin, getManual, oauthMethod, startProvider, type MockProvider } from "../oauth/oauth-fixtures.js";

const RETURN = "https://app.example/connected";
const API_KEY = "sk_live_request_9e1f2a";

/** Submits the hosted page's credential form the way its script does (same origin, connect token). */
async function submitConnectPage(pb: TestPlugboard, connectUrl: string, credentials: Record<string, string>) {
  const url = new URL(connectUrl);
  const page = await getManual(url.href);
  expect(page.status).toBe(200);
  const authMethodId = /data-method-id="([0-9a-f-]{36})"/.exec(page.text)![1];
  return fetch(`${pb.url}/api/connect/submit`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: pb.url },
    body: JSON.stringify({ connectToken: url.searchParams.get("token"), authMethodId, credentials }),
  });
}

describe.each(testDatabases())("connection requests on $name", (engine) => {
  let database: Database;
  let pb: TestPlugboard;
  let provider: MockProvider;
  let api: Upstream;

  beforeAll(async () => {
    provider = await startProvider();
    api = await startUpstream();
    database = await engine.open();
    pb = await startPlugboard(database);
    await createPlugin(pb, "cr-keys", [{ type: "api_key", label: "API key", isDefault: true }], {
      baseUrl: api.url,
      tools: [{ slug: "CR_ECHO", name: "Echo", description: "Echo", method: "GET", path: "/echo" }],
    });
    await createPlugin(pb, "cr-oauth", [oauthMethod(provider)]);
  });

  afterAll(async () => {
    await pb.close();
    await database.close();
    await api.close();
    await provider.close();
  });

  const requestOf = (id: string, query = "", apiKey?: string) => pb.api("GET", `/api/v1/connections/requests/${id}${query}`, undefined, apiKey ? { apiKey } : {});

  it("initiate answers a connectionRequestId that is pending, and 404 for another developer or a bad id", async () => {
    const started = await pb.api("POST", "/api/v1/connections/initiate", { userId: "cr-pending", plugin: "cr-keys", redirectUrl: RETURN });
    expect(started.status).toBe(200);
    expect(started.body.connectionRequestId).toMatch(/^[0-9a-f-]{36}$/);
    const read = await requestOf(started.body.connectionRequestId);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ id: started.body.connectionRequestId, status: "pending", userId: "cr-pending", plugin: "cr-keys", accountLabel: "default", expiresAt: expect.any(String) });
    expect(new Date(read.body.expiresAt).getTime() - Date.now()).toBeGreaterThan(10 * 60_000);

    const other = await pb.newDeveloper(`cr-other-${engine.name}-${Date.now()}@test.local`);
    expect((await requestOf(started.body.connectionRequestId, "", other.apiKey)).status).toBe(404);
    expect((await requestOf("not-a-uuid")).status).toBe(404);
    expect((await requestOf("00000000-0000-4000-8000-000000000000")).status).toBe(404);
    for (const query of ["?waitSeconds=0", "?waitSeconds=31", "?waitSeconds=soon"]) {
      const refused = await requestOf(started.body.connectionRequestId, query);
      expect(refused.status, query).toBe(400);
      expect(refused.body.details.fieldErrors.waitSeconds).toBeDefined();
    }
  });

  it("a waiting request is woken by the end of the flow and answers connected with the connection id", async () => {
    const started = await pb.api("POST", "/api/v1/connections/initiate", { userId: "cr-wait", plugin: "cr-keys", redirectUrl: RETURN });
    const waiting = requestOf(started.body.connectionRequestId, "?waitSeconds=25");
    const submitted = await submitConnectPage(pb, started.body.connectUrl, { api_key: API_KEY });
    expect(submitted.status).toBe(200);
    const { redirectUrl } = (await submitted.json()) as { redirectUrl: string };
    const connection = await pb.context.prisma.connection.findFirstOrThrow({ where: { userId: "cr-wait" } });
    expect(Object.fromEntries(new URL(redirectUrl).searchParams)).toEqual({ status: "success", connectionId: connection.id, accountLabel: "default" });
    const answered = await waiting;
    expect(answered.body).toMatchObject({ status: "connected", connectionId: connection.id, userId: "cr-wait", plugin: "cr-keys" });
  });

  it("an OAuth flow settles its request: connected with the id in the return URL, or failed with the reason", async () => {
    const ok = await pb.api("POST", "/api/v1/connections/initiate", { userId: "cr-oauth-ok", plugin: "cr-oauth", redirectUrl: RETURN });
    const landed = await getManual(await authorizeAtProvider(ok.body.connectUrl));
    const back = new URL(landed.location!);
    expect(back.searchParams.get("status")).toBe("success");
    expect((await requestOf(ok.body.connectionRequestId)).body).toMatchObject({ status: "connected", connectionId: back.searchParams.get("connectionId") });

    // Connecting again with a label updates the user's one account (an upsert), which takes the label.
    const relabel = await pb.api("POST", "/api/v1/connections/initiate", { userId: "cr-oauth-ok", plugin: "cr-oauth", redirectUrl: RETURN, accountLabel: "work" });
    expect(relabel.body.accountLabel).toBe("work");
    const relabelBack = new URL((await getManual(await authorizeAtProvider(relabel.body.connectUrl))).location!);
    expect(Object.fromEntries(relabelBack.searchParams)).toMatchObject({ status: "success", accountLabel: "work", connectionId: back.searchParams.get("connectionId") });
    const listed = async () =>
      (await pb.api("GET", "/api/v1/connections?userId=cr-oauth-ok&plugin=cr-oauth")).body.connections.map((item: { accountLabel: string; isDefault: boolean }) => [item.accountLabel, item.isDefault]).sort();
    expect(await listed()).toEqual([["work", true]]);

    // A second account of the same user (addAccount) goes through the same flow and is stored beside the first.
    const home = await pb.api("POST", "/api/v1/connections/initiate", { userId: "cr-oauth-ok", plugin: "cr-oauth", redirectUrl: RETURN, accountLabel: "home", addAccount: true });
    expect(home.body.accountLabel).toBe("home");
    const homeBack = new URL((await getManual(await authorizeAtProvider(home.body.connectUrl))).location!);
    expect(Object.fromEntries(homeBack.searchParams)).toMatchObject({ status: "success", accountLabel: "home" });
    expect(homeBack.searchParams.get("connectionId")).not.toBe(back.searchParams.get("connectionId"));
    expect((await requestOf(home.body.connectionRequestId)).body).toMatchObject({ status: "connected", accountLabel: "home", connectionId: homeBack.searchParams.get("connectionId") });
    expect(await listed()).toEqual([["home", false], ["work", true]]);

    // connectionId names the account a flow re-authorizes.
    const again = await pb.api("POST", "/api/v1/connections/initiate", { userId: "cr-oauth-ok", plugin: "cr-oauth", redirectUrl: RETURN, connectionId: homeBack.searchParams.get("connectionId") });
    expect(again.body.accountLabel).toBe("home");
    const againBack = new URL((await getManual(await authorizeAtProvider(again.body.connectUrl))).location!);
    expect(Object.fromEntries(againBack.searchParams)).toMatchObject({ status: "success", accountLabel: "home", connectionId: homeBack.searchParams.get("connectionId") });
    expect(await listed()).toEqual([["home", false], ["work", true]]);
    expect((await pb.api("POST", "/api/v1/connections/initiate", { userId: "cr-oauth-ok", plugin: "cr-oauth", redirectUrl: RETURN, connectionId: "00000000-0000-4000-8000-000000000000" })).status).toBe(404);

    const refused = await pb.api("POST", "/api/v1/connections/initiate", { userId: "cr-oauth-no", plugin: "cr-oauth", redirectUrl: RETURN });
    const waiting = requestOf(refused.body.connectionRequestId, "?waitSeconds=25");
    const callback = new URL(await authorizeAtProvider(refused.body.connectUrl));
    callback.searchParams.delete("code");
    callback.searchParams.set("error", "access_denied");
    await getManual(callback.href);
    expect((await waiting).body).toEqual({ id: refused.body.connectionRequestId, status: "failed", userId: "cr-oauth-no", plugin: "cr-oauth", accountLabel: "default", error: "access_denied", expiresAt: expect.any(String) });
  });

  it("a request whose link ran out is expired", async () => {
    const plugin = await pb.context.prisma.plugin.findUniqueOrThrow({ where: { slug: "cr-keys" } });
    const old = await pb.services.requests.create({ developerId: pb.developerId, userId: "cr-late", pluginId: plugin.id, ttlMs: -1000 });
    expect((await requestOf(old.id, "?waitSeconds=5")).body).toMatchObject({ status: "expired" });
  });

  it("the 409 of execute carries a connect link that completes a connection for that user", async () => {
    const refused = await pb.api("POST", "/api/v1/tools/execute", { userId: "cr-409", tool: "CR_ECHO" });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      error: expect.stringContaining("has no connection"),
      code: "connection_required",
      plugin: "cr-keys",
      accountLabel: "default",
      connectUrl: expect.stringMatching(`^${pb.url}/connect/cr-keys\\?token=`),
      connectionRequestId: expect.any(String),
    });
    const submitted = await submitConnectPage(pb, refused.body.connectUrl, { api_key: API_KEY });
    const { redirectUrl } = (await submitted.json()) as { redirectUrl: string };
    expect(redirectUrl.startsWith(`${pb.url}/connect/cr-keys/done?status=success&connectionId=`)).toBe(true);
    const done = await getManual(redirectUrl);
    expect(done.status).toBe(200);
    expect(done.text).toContain("You can close this window");
    expect((await requestOf(refused.body.connectionRequestId)).body).toMatchObject({ status: "connected" });
    const executed = await pb.api("POST", "/api/v1/tools/execute", { userId: "cr-409", tool: "CR_ECHO" });
    expect(executed.status).toBe(200);
    expect(api.received.at(-1)!.headers["x-api-key"]).toBe(API_KEY);
  });
});
