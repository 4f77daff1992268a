import { createHash } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { findLeakedSecrets, startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";
import { startUpstream, type ReceivedRequest, type Upstream } from "../helpers/upstream-server.js";
import type { Database } from "../../src/store/open-database.js";
import { getManual } from "./oauth-fixtures.js";
import { storedCredential } from "../helpers/stored-credential.js";

const RETURN = "https://app.example/connected";
const SECRET = "quirk-client-secret-8c2e";

/**
 * How the test's authorization server answers a token request: the body it returns (a function of the
 * form it received), the status.
 */
type TokenBehaviour = (form: Record<string, string>, request: ReceivedRequest) => { status?: number; body: object };

/**
 * An authorization server written for these tests on a loopback port (the recording upstream): `/authorize`
 * redirects to `redirect_uri` with a code, the state and `callbackExtras` (QuickBooks' `realmId`);
 * `/token` answers as `token` says; `/api/...` plays the provider's API and echoes what it got.
 */
interface QuirkyProvider {
  server: Upstream;
  url: string;
  token: TokenBehaviour;
  callbackExtras: Record<string, string>;
  /** How `/oauth/token/accessible-resources` (Atlassian's list of sites) answers. */
  resources: (request: ReceivedRequest) => { status?: number; body: object };
  authorizeRequests(): ReceivedRequest[];
  tokenRequests(): Array<ReceivedRequest & { form: Record<string, string> }>;
  apiRequests(): ReceivedRequest[];
}

/** A request to the token endpoint (`/token`) or to a separate refresh endpoint (`/refresh`). */
const isTokenRequest = (request: ReceivedRequest) => request.path.endsWith("/token") || request.path.endsWith("/refresh");

/** A token request's parameters as the server reads them: a JSON object when sent as JSON, else the form. */
function tokenParams(request: ReceivedRequest): Record<string, string> {
  if (/^application\/json\b/.test(request.headers["content-type"] ?? "")) return JSON.parse(request.body) as Record<string, string>;
  return Object.fromEntries(new URLSearchParams(request.body));
}

async function startQuirkyProvider(): Promise<QuirkyProvider> {
  const server = await startUpstream();
  const provider: QuirkyProvider = {
    server,
    url: server.url,
    token: () => ({ body: { access_token: "at-default", token_type: "Bearer", expires_in: 3600, refresh_token: "rt-default" } }),
    callbackExtras: {},
    resources: () => ({ body: [] }),
    authorizeRequests: () => server.received.filter((request) => request.path.endsWith("/authorize")),
    tokenRequests: () => server.received.filter(isTokenRequest).map((request) => ({ ...request, form: tokenParams(request) })),
    apiRequests: () => server.received.filter((request) => !isTokenRequest(request) && !request.path.endsWith("/authorize")),
  };
  server.reply((request) => {
    if (request.path.endsWith("/authorize")) {
      const target = new URL(request.query.redirect_uri!);
      target.searchParams.set("code", `code-${server.received.length}`);
      target.searchParams.set("state", request.query.state!);
      for (const [name, value] of Object.entries(provider.callbackExtras)) target.searchParams.set(name, value);
      return { status: 302, headers: { location: target.href }, body: "" };
    }
    if (request.path.endsWith("/accessible-resources")) {
      const answer = provider.resources(request);
      return { status: answer.status ?? 200, body: answer.body };
    }
    if (isTokenRequest(request)) {
      const answer = provider.token(tokenParams(request), request);
      return { status: answer.status ?? 200, body: answer.body };
    }
    return undefined; // the API: echo
  });
  return provider;
}

const basicOf = (request: ReceivedRequest) => {
  const header = request.headers.authorization;
  return header?.startsWith("Basic ") ? Buffer.from(header.slice(6), "base64").toString("utf8") : undefined;
};

describe.each(testDatabases())("OAuth 2.0 quirks against a local authorization server on $name", (engine) => {
  let database: Database;
  let pb: TestPlugboard;
  let provider: QuirkyProvider;
  let slugs = 0;
  let users = 0;
  let userId: string;

  beforeAll(async () => {
    provider = await startQuirkyProvider();
    database = await engine.open();
    // The shop's host is played by the loopback provider (test-only mapping; DNS is never asked).
    pb = await startPlugboard(database, { testOnlyHostAddresses: { "acme.myshopify.test": "127.0.0.1" } });
  });
  afterAll(async () => {
    await pb?.close();
    await database?.close();
    await provider?.server.close();
  });
  beforeEach(() => {
    users += 1;
    userId = `quirk-user-${users}`;
    provider.token = () => ({ body: { access_token: "at-default", token_type: "Bearer", expires_in: 3600, refresh_token: "rt-default" } });
    provider.callbackExtras = {};
  });

  /** An approved plugin with one oauth2 method (config merged over the defaults) and a GET tool. */
  async function plugin(config: Record<string, unknown>, extra: Record<string, unknown> = {}) {
    slugs += 1;
    const slug = `quirk-${slugs}`;
    const id = await pb.createApprovedPlugin({
      slug,
      name: `Quirk ${slugs}`,
      baseUrl: `${provider.url}/api`,
      tools: [{ slug: `QUIRK_${slugs}_ME`, name: "Me", description: "Who am I", method: "GET", path: "/me" }],
      authMethods: [
        {
          type: "oauth2",
          label: "Sign in",
          isDefault: true,
          config: {
            authorize_url: `${provider.url}/oauth/authorize`,
            token_url: `${provider.url}/oauth/token`,
            client_id: "quirk-client",
            client_secret: SECRET,
            scopes: ["read", "write"],
            ...config,
          },
        },
      ],
      ...extra,
    });
    return { slug, id, tool: `QUIRK_${slugs}_ME` };
  }

  async function initiate(slug: string, body: Record<string, unknown> = {}) {
    return pb.api("POST", "/api/v1/connections/initiate", { userId, plugin: slug, redirectUrl: RETURN, ...body });
  }

  /** Runs the whole browser leg: initiate, the provider's authorize redirect, the callback. Returns the final redirect's query. */
  async function connect(slug: string, body: Record<string, unknown> = {}, rewriteHost?: (url: URL) => void) {
    const started = await initiate(slug, body);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const authorizeUrl = new URL(started.body.connectUrl);
    rewriteHost?.(authorizeUrl);
    const atProvider = await getManual(authorizeUrl.href);
    expect(atProvider.status, atProvider.text).toBe(302);
    const landed = await getManual(atProvider.location!);
    expect(landed.status).toBe(302);
    return { authorizeUrl: new URL(started.body.connectUrl), outcome: Object.fromEntries(new URL(landed.location!).searchParams) };
  }

  const connectionOf = (pluginId: string) =>
    pb.context.prisma.connection.findFirstOrThrow({ where: { developerId: pb.developerId, userId, pluginId } });
  const execute = (tool: string) => pb.api("POST", "/api/v1/tools/execute", { userId, tool, params: {} });

  it("joins scopes with commas, sends extra authorize and token params, and uses PKCE S256 when asked", async () => {
    const p = await plugin({
      scope_separator: ",",
      pkce: true,
      extra_params: { access_type: "offline", prompt: "consent", audience: "https://api.quirk.test" },
      token_params: { token_access_type: "offline" },
    });
    const { authorizeUrl, outcome } = await connect(p.slug);
    expect(outcome.status).toBe("success");
    const query = Object.fromEntries(authorizeUrl.searchParams);
    expect(query).toMatchObject({ scope: "read,write", access_type: "offline", prompt: "consent", audience: "https://api.quirk.test", code_challenge_method: "S256" });
    const exchange = provider.tokenRequests().at(-1)!;
    expect(exchange.form).toMatchObject({ grant_type: "authorization_code", token_access_type: "offline", client_id: "quirk-client", client_secret: SECRET });
    // The verifier the token endpoint gets is the one whose S256 the authorize request carried.
    expect(exchange.form.code_verifier).toMatch(/^[A-Za-z0-9_-]{43,128}$/);
    expect(createHash("sha256").update(exchange.form.code_verifier!).digest("base64url")).toBe(query.code_challenge);
    expect(authorizeUrl.href).not.toContain(exchange.form.code_verifier!);
  });

  it("sends no PKCE and space-joined scopes by default", async () => {
    const p = await plugin({});
    const { authorizeUrl, outcome } = await connect(p.slug);
    expect(outcome.status).toBe("success");
    expect(authorizeUrl.searchParams.get("scope")).toBe("read write");
    expect(authorizeUrl.searchParams.has("code_challenge")).toBe(false);
    expect(provider.tokenRequests().at(-1)!.form).not.toHaveProperty("code_verifier");
  });

  it("authenticates the client with HTTP Basic or in the form body, as configured", async () => {
    const basic = await plugin({ token_endpoint_auth_method: "client_secret_basic" });
    await connect(basic.slug);
    const viaBasic = provider.tokenRequests().at(-1)!;
    expect(basicOf(viaBasic)).toBe(`quirk-client:${SECRET}`);
    expect(viaBasic.form).not.toHaveProperty("client_secret");

    const body = await plugin({ token_endpoint_auth_method: "client_secret_post" });
    await connect(body.slug);
    const viaBody = provider.tokenRequests().at(-1)!;
    expect(viaBody.headers.authorization).toBeUndefined();
    expect(viaBody.form).toMatchObject({ client_id: "quirk-client", client_secret: SECRET });
  });

  it("takes Slack's user token from authed_user (with its refresh token and expiry) and calls the API with it", async () => {
    const p = await plugin({ access_token_path: "authed_user.access_token" });
    provider.token = () => ({
      body: {
        ok: true,
        access_token: "xoxb-bot-token",
        token_type: "bot",
        authed_user: { id: "U1", access_token: "xoxp-user-token", refresh_token: "xoxe-refresh-1", expires_in: 43200, token_type: "user" },
      },
    });
    expect((await connect(p.slug)).outcome.status).toBe("success");
    const connection = await connectionOf(p.id);
    expect((await storedCredential(pb.context, connection.id, "rest"))!.values).toEqual({ access_token: "xoxp-user-token", refresh_token: "xoxe-refresh-1", token_type: "user", scope: "read write" });
    expect((await storedCredential(pb.context, connection.id, "rest"))!.expiresAt!.getTime() - Date.now()).toBeGreaterThan(43_000_000);
    const result = await execute(p.tool);
    expect(result.status).toBe(200);
    expect(provider.apiRequests().at(-1)!.headers.authorization).toBe("Bearer xoxp-user-token");
  });

  it("keeps Salesforce's instance_url as metadata, shows it, and builds the base URL of a tool call and a proxy call from it", async () => {
    const p = await plugin({ token_metadata: ["instance_url", "id"] }, { baseUrl: "{{metadata.instance_url}}/services/data/v61.0", allowProxy: true });
    provider.token = () => ({ body: { access_token: "sf-token", token_type: "Bearer", instance_url: provider.url, id: "https://login.example/id/00D/005", signature: "sig" } });
    expect((await connect(p.slug)).outcome.status).toBe("success");
    const listed = await pb.api("GET", `/api/v1/connections?userId=${userId}`);
    expect(listed.body.connections[0]).toMatchObject({ pluginSlug: p.slug, metadata: { instance_url: provider.url, id: "https://login.example/id/00D/005" } });
    expect(JSON.stringify(listed.body)).not.toContain("sf-token");

    const result = await execute(p.tool);
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    const call = provider.apiRequests().at(-1)!;
    expect(call.path).toBe("/services/data/v61.0/me");
    expect(call.headers.authorization).toBe("Bearer sf-token");

    const proxied = await pb.api("POST", "/api/v1/proxy", { userId, plugin: p.slug, method: "GET", path: "/sobjects/Account", query: { limit: 5 } });
    expect(proxied.status, JSON.stringify(proxied.body)).toBe(200);
    expect(provider.apiRequests().at(-1)).toMatchObject({ path: "/services/data/v61.0/sobjects/Account", query: { limit: "5" } });
  });

  it("refuses a metadata instance_url that is not an origin when the base URL is built (409, nothing sent)", async () => {
    const p = await plugin({ token_metadata: ["instance_url"] }, { baseUrl: "{{metadata.instance_url}}/services/data/v61.0" });
    provider.token = () => ({ body: { access_token: "sf-token-2", token_type: "Bearer", instance_url: `${provider.url}/evil?x=` } });
    expect((await connect(p.slug)).outcome.status).toBe("success");
    const before = provider.apiRequests().length;
    const result = await execute(p.tool);
    expect(result.status).toBe(409);
    expect(result.body.error).toContain("metadata.instance_url");
    expect(provider.apiRequests()).toHaveLength(before);
  });

  it("keeps QuickBooks' realmId from the callback query and uses it in the base URL", async () => {
    const p = await plugin({ callback_metadata: ["realmId"] }, { baseUrl: `${provider.url}/v3/company/{{metadata.realmId}}` });
    provider.callbackExtras = { realmId: "4620816365" };
    expect((await connect(p.slug)).outcome.status).toBe("success");
    expect((await connectionOf(p.id)).connectionMetadata).toEqual({ realmId: "4620816365" });
    expect((await execute(p.tool)).status).toBe(200);
    expect(provider.apiRequests().at(-1)!.path).toBe("/v3/company/4620816365/me");
  });

  /** Stores tokens, makes them expired, then runs the tool (which refreshes first). */
  async function expireAndCall(p: { id: string; tool: string }) {
    await pb.context.prisma.credential.updateMany({
      where: { source: "rest", connection: { developerId: pb.developerId, userId, pluginId: p.id } },
      data: { expiresAt: new Date(Date.now() - 60_000) },
    });
    pb.services.bus.publish({ kind: "connection", developerId: pb.developerId, userId, pluginId: p.id });
    return execute(p.tool);
  }

  it("keeps a rotated refresh token, and keeps the old one when the refresh answer has none", async () => {
    const p = await plugin({});
    provider.token = () => ({ body: { access_token: "at-1", refresh_token: "rt-1", expires_in: 3600 } });
    await connect(p.slug);

    provider.token = () => ({ body: { access_token: "at-2", refresh_token: "rt-2-rotated", expires_in: 3600 } });
    expect((await expireAndCall(p)).status).toBe(200);
    expect(provider.tokenRequests().at(-1)!.form).toMatchObject({ grant_type: "refresh_token", refresh_token: "rt-1" });
    expect((await storedCredential(pb.context, (await connectionOf(p.id)).id, "rest"))!.values).toMatchObject({ access_token: "at-2", refresh_token: "rt-2-rotated" });
    expect(provider.apiRequests().at(-1)!.headers.authorization).toBe("Bearer at-2");

    provider.token = () => ({ body: { access_token: "at-3", expires_in: 3600 } });
    expect((await expireAndCall(p)).status).toBe(200);
    expect(provider.tokenRequests().at(-1)!.form).toMatchObject({ grant_type: "refresh_token", refresh_token: "rt-2-rotated" });
    expect((await storedCredential(pb.context, (await connectionOf(p.id)).id, "rest"))!.values).toMatchObject({ access_token: "at-3", refresh_token: "rt-2-rotated" });
  });

  it("never refreshes a token that came without expires_in", async () => {
    const p = await plugin({});
    provider.token = () => ({ body: { access_token: "forever-token", refresh_token: "rt-unused", token_type: "bearer" } });
    await connect(p.slug);
    expect((await storedCredential(pb.context, (await connectionOf(p.id)).id, "rest"))!.expiresAt).toBeNull();
    const tokenCalls = provider.tokenRequests().length;
    for (let index = 0; index < 3; index += 1) expect((await execute(p.tool)).status).toBe(200);
    expect(provider.tokenRequests()).toHaveLength(tokenCalls);
    expect(provider.apiRequests().at(-1)!.headers.authorization).toBe("Bearer forever-token");
  });

  it("connects a client_credentials method without a redirect and fetches a new token when it expires", async () => {
    const p = await plugin({
      grant_type: "client_credentials",
      authorize_url: undefined,
      token_endpoint_auth_method: "client_secret_basic",
      token_params: { audience: "https://api.m2m.test" },
    }, { allowProxy: true });
    let issued = 0;
    provider.token = (form) => {
      issued += 1;
      return form.grant_type === "client_credentials" ? { body: { access_token: `m2m-${issued}`, token_type: "Bearer", expires_in: 600 } } : { status: 400, body: { error: "unsupported_grant_type" } };
    };
    const started = await initiate(p.slug);
    expect(started.status).toBe(400);
    expect(JSON.stringify(started.body)).toContain("client_credentials");

    const created = await pb.api("POST", "/api/v1/connections", { userId, plugin: p.slug, authMethod: "oauth2", credentials: {} });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const first = provider.tokenRequests().at(-1)!;
    expect(first.form).toEqual({ grant_type: "client_credentials", scope: "read write", audience: "https://api.m2m.test" });
    expect(basicOf(first)).toBe(`quirk-client:${SECRET}`);
    expect((await execute(p.tool)).status).toBe(200);
    expect(provider.apiRequests().at(-1)!.headers.authorization).toBe("Bearer m2m-1");

    expect((await expireAndCall(p)).status).toBe(200);
    expect(provider.tokenRequests().at(-1)!.form.grant_type).toBe("client_credentials");
    expect(provider.apiRequests().at(-1)!.headers.authorization).toBe("Bearer m2m-2");

    // A proxy call goes through the same refresh: expired again, it re-issues before calling.
    await expireAndCall(p);
    expect(provider.apiRequests().at(-1)!.headers.authorization).toBe("Bearer m2m-3");
    await pb.context.prisma.credential.updateMany({
      where: { source: "rest", connection: { developerId: pb.developerId, userId, pluginId: p.id } },
      data: { expiresAt: new Date(Date.now() - 60_000) },
    });
    pb.services.bus.publish({ kind: "connection", developerId: pb.developerId, userId, pluginId: p.id });
    const proxied = await pb.api("POST", "/api/v1/proxy", { userId, plugin: p.slug, method: "GET", path: "/anything" });
    expect(proxied.status).toBe(200);
    expect(provider.tokenRequests().at(-1)!.form.grant_type).toBe("client_credentials");
    expect(provider.apiRequests().at(-1)).toMatchObject({ path: "/api/anything" });
    expect(provider.apiRequests().at(-1)!.headers.authorization).toBe("Bearer m2m-4");
  });

  it("sends token requests as one JSON object when token_request_format is json (code exchange and refresh, Basic or body client auth)", async () => {
    const basic = await plugin({ token_request_format: "json", token_endpoint_auth_method: "client_secret_basic" });
    provider.token = () => ({ body: { access_token: "json-at-1", refresh_token: "json-rt-1", expires_in: 3600 } });
    expect((await connect(basic.slug)).outcome.status).toBe("success");
    const exchange = provider.tokenRequests().at(-1)!;
    expect(exchange.headers["content-type"]).toMatch(/^application\/json/);
    expect(JSON.parse(exchange.body)).toEqual({ grant_type: "authorization_code", code: expect.any(String), redirect_uri: expect.stringMatching(/\/api\/v1\/oauth\/callback$/) });
    expect(basicOf(exchange)).toBe(`quirk-client:${SECRET}`);

    provider.token = () => ({ body: { access_token: "json-at-2", refresh_token: "json-rt-2", expires_in: 3600 } });
    expect((await expireAndCall(basic)).status).toBe(200);
    const refresh = provider.tokenRequests().at(-1)!;
    expect(refresh.headers["content-type"]).toMatch(/^application\/json/);
    expect(JSON.parse(refresh.body)).toEqual({ grant_type: "refresh_token", refresh_token: "json-rt-1" });
    expect(provider.apiRequests().at(-1)!.headers.authorization).toBe("Bearer json-at-2");

    const body = await plugin({ token_request_format: "json", token_params: { audience: "api.quirk.test" } });
    expect((await connect(body.slug)).outcome.status).toBe("success");
    const viaBody = provider.tokenRequests().at(-1)!;
    expect(viaBody.headers.authorization).toBeUndefined();
    expect(JSON.parse(viaBody.body)).toMatchObject({ grant_type: "authorization_code", client_id: "quirk-client", client_secret: SECRET, audience: "api.quirk.test" });
  });

  it("refreshes at refresh_url when the method has one, and exchanges the code at token_url", async () => {
    const p = await plugin({ refresh_url: `${provider.url}/oauth/refresh` });
    provider.token = () => ({ body: { access_token: "fig-at-1", refresh_token: "fig-rt-1", expires_in: 3600 } });
    expect((await connect(p.slug)).outcome.status).toBe("success");
    expect(provider.tokenRequests().at(-1)!.path).toBe("/oauth/token");

    provider.token = (form, request) =>
      request.path === "/oauth/refresh" ? { body: { access_token: "fig-at-2", expires_in: 3600 } } : { status: 400, body: { error: "unsupported_grant_type" } };
    expect((await expireAndCall(p)).status).toBe(200);
    const refresh = provider.tokenRequests().at(-1)!;
    expect(refresh.path).toBe("/oauth/refresh");
    expect(refresh.form).toMatchObject({ grant_type: "refresh_token", refresh_token: "fig-rt-1", client_id: "quirk-client", client_secret: SECRET });
    // No refresh token in the answer: the old one is kept.
    expect((await storedCredential(pb.context, (await connectionOf(p.id)).id, "rest"))!.values).toMatchObject({ access_token: "fig-at-2", refresh_token: "fig-rt-1" });
    expect(provider.apiRequests().at(-1)!.headers.authorization).toBe("Bearer fig-at-2");
  });

  describe("metadata read after the code exchange (Atlassian's accessible resources → cloud id)", () => {
    const connectMetadata = () => ({ url: `${provider.url}/oauth/token/accessible-resources`, fields: { cloud_id: "0.id", site: "0.url" } });

    it("GETs the connect metadata URL with the new token, keeps the named fields, builds the base URL from them, and keeps them across a refresh", async () => {
      const p = await plugin({ connect_metadata: connectMetadata() }, { baseUrl: `${provider.url}/ex/jira/{{metadata.cloud_id}}` });
      provider.token = () => ({ body: { access_token: "atl-at-1", refresh_token: "atl-rt-1", expires_in: 3600 } });
      provider.resources = () => ({ body: [{ id: "1324a887-45db-1bf4-1e99-ef0ff456d421", url: "https://acme.atlassian.net", name: "acme", scopes: ["read:jira-work"] }, { id: "other-site" }] });
      expect((await connect(p.slug)).outcome.status).toBe("success");
      const fetched = provider.server.received.filter((request) => request.path === "/oauth/token/accessible-resources").at(-1)!;
      expect(fetched.method).toBe("GET");
      expect(fetched.headers.authorization).toBe("Bearer atl-at-1");
      expect((await connectionOf(p.id)).connectionMetadata).toEqual({ cloud_id: "1324a887-45db-1bf4-1e99-ef0ff456d421", site: "https://acme.atlassian.net" });

      expect((await execute(p.tool)).status).toBe(200);
      expect(provider.apiRequests().at(-1)!.path).toBe("/ex/jira/1324a887-45db-1bf4-1e99-ef0ff456d421/me");

      provider.token = () => ({ body: { access_token: "atl-at-2", refresh_token: "atl-rt-2", expires_in: 3600 } });
      expect((await expireAndCall(p)).status).toBe(200);
      expect(provider.apiRequests().at(-1)).toMatchObject({ path: "/ex/jira/1324a887-45db-1bf4-1e99-ef0ff456d421/me", headers: expect.objectContaining({ authorization: "Bearer atl-at-2" }) });
      expect((await connectionOf(p.id)).connectionMetadata).toMatchObject({ cloud_id: "1324a887-45db-1bf4-1e99-ef0ff456d421" });
    });

    it.each([
      ["an empty list of sites", () => ({ body: [] })],
      ["an error status", () => ({ status: 401, body: { code: 401, message: "Unauthorized" } })],
    ])("fails the connection, storing nothing, when the connect metadata request gives %s", async (_case, answer) => {
      const p = await plugin({ connect_metadata: connectMetadata() }, { baseUrl: `${provider.url}/ex/jira/{{metadata.cloud_id}}` });
      provider.token = () => ({ body: { access_token: "atl-at-x", refresh_token: "atl-rt-x", expires_in: 3600 } });
      provider.resources = answer;
      const { outcome } = await connect(p.slug);
      expect(outcome.status).toBe("error");
      expect(await pb.context.prisma.connection.count({ where: { developerId: pb.developerId, userId, pluginId: p.id } })).toBe(0);
    });

    it("refuses a connect metadata field that names a token, or a name a placeholder cannot use, when the plugin is saved", async () => {
      for (const fields of [{ token: "0.access_token" }, { "cloud-id": "0.id" }, {}]) {
        slugs += 1;
        const created = await pb.api("POST", "/api/v1/submissions", {
          slug: `quirk-${slugs}`,
          name: "Bad connect metadata",
          baseUrl: `${provider.url}/api`,
          authMethods: [{ type: "oauth2", label: "Sign in", config: { authorize_url: `${provider.url}/oauth/authorize`, token_url: `${provider.url}/oauth/token`, client_id: "c", connect_metadata: { url: `${provider.url}/r`, fields } } }],
        });
        expect(created.status, JSON.stringify(fields)).toBe(400);
      }
    });
  });

  describe("Zoom's account_credentials grant (server-to-server OAuth)", () => {
    const accountField = { name: "account_id", label: "Account ID", description: "The account of the server-to-server app", pattern: "[A-Za-z0-9_-]{1,64}" };

    it("connects without a redirect: grant_type=account_credentials with the connection's account_id and Basic client auth, again when the token expires", async () => {
      const p = await plugin({ grant_type: "account_credentials", authorize_url: undefined, token_endpoint_auth_method: "client_secret_basic", connection_config: [accountField] });
      let issued = 0;
      provider.token = (form) => {
        issued += 1;
        return form.grant_type === "account_credentials" ? { body: { access_token: `s2s-${issued}`, token_type: "bearer", expires_in: 3600, scope: "meeting:read" } } : { status: 400, body: { error: "unsupported_grant_type" } };
      };
      const started = await initiate(p.slug, { connectionConfig: { account_id: "acct-7" } });
      expect(started.status).toBe(400);
      expect(JSON.stringify(started.body)).toContain("account_credentials");

      const missing = await pb.api("POST", "/api/v1/connections", { userId, plugin: p.slug, authMethod: "oauth2", credentials: {} });
      expect(missing.status).toBe(400);
      expect(missing.body.details.fieldErrors).toHaveProperty(["connectionConfig.account_id"]);

      const created = await pb.api("POST", "/api/v1/connections", { userId, plugin: p.slug, authMethod: "oauth2", credentials: {}, connectionConfig: { account_id: "acct-7" } });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const first = provider.tokenRequests().at(-1)!;
      expect(first.form).toEqual({ grant_type: "account_credentials", account_id: "acct-7" });
      expect(basicOf(first)).toBe(`quirk-client:${SECRET}`);
      expect((await execute(p.tool)).status).toBe(200);
      const firstToken = provider.apiRequests().at(-1)!.headers.authorization;
      expect(firstToken).toMatch(/^Bearer s2s-\d+$/);

      expect((await expireAndCall(p)).status).toBe(200);
      expect(provider.tokenRequests().at(-1)!.form).toEqual({ grant_type: "account_credentials", account_id: "acct-7" });
      expect(provider.apiRequests().at(-1)!.headers.authorization).toMatch(/^Bearer s2s-\d+$/);
      expect(provider.apiRequests().at(-1)!.headers.authorization).not.toBe(firstToken);
    });

    it("refuses an account_credentials method without an account_id config field", async () => {
      slugs += 1;
      const created = await pb.api("POST", "/api/v1/submissions", {
        slug: `quirk-${slugs}`,
        name: "No account field",
        baseUrl: `${provider.url}/api`,
        authMethods: [{ type: "oauth2", label: "S2S", config: { grant_type: "account_credentials", token_url: `${provider.url}/oauth/token`, client_id: "c", client_secret: "s" } }],
      });
      expect(created.status).toBe(400);
      expect(JSON.stringify(created.body)).toContain("account_id");
    });
  });

  it("a client_credentials grant the provider refuses is a 502 naming the OAuth error, and no connection", async () => {
    const p = await plugin({ grant_type: "client_credentials", authorize_url: undefined });
    provider.token = () => ({ status: 401, body: { error: "invalid_client" } });
    const created = await pb.api("POST", "/api/v1/connections", { userId, plugin: p.slug, authMethod: "oauth2", credentials: {} });
    expect(created.status).toBe(502);
    expect(created.body.error).toContain("invalid_client");
    expect(await pb.context.prisma.connection.count({ where: { userId } })).toBe(0);
  });

  describe("per-connection config (a Shopify-like {{config.shop}} host played on loopback)", () => {
    const shopField = { name: "shop", label: "Shop name", description: "The part before .myshopify.com", pattern: "[a-z0-9][a-z0-9-]{0,59}" };
    let shopPlugin: { slug: string; id: string; tool: string };

    beforeAll(async () => {
      const port = new URL(provider.url).port;
      const shopHost = `http://{{config.shop}}.myshopify.test:${port}`;
      shopPlugin = await plugin(
        {
          authorize_url: `${shopHost}/admin/oauth/authorize`,
          token_url: `${shopHost}/admin/oauth/token`,
          connection_config: [shopField],
        },
        { baseUrl: `${shopHost}/admin/api/2024-10` },
      );
    });

    it("fills the authorize, token and base URLs with the shop and stores it on the connection", async () => {
      provider.token = () => ({ body: { access_token: "shpat-1", scope: "read,write" } });
      const { authorizeUrl, outcome } = await connect(shopPlugin.slug, { connectionConfig: { shop: "acme" } }, (url) => {
        url.hostname = "127.0.0.1"; // the test's own browser has no DNS for the shop's host
      });
      expect(outcome.status).toBe("success");
      expect(authorizeUrl.hostname).toBe("acme.myshopify.test");
      const exchange = provider.tokenRequests().at(-1)!;
      expect(exchange.headers.host).toBe(`acme.myshopify.test:${new URL(provider.url).port}`);
      expect(exchange.path).toBe("/admin/oauth/token");
      const listed = await pb.api("GET", `/api/v1/connections?userId=${userId}`);
      expect(listed.body.connections[0]).toMatchObject({ connectionConfig: { shop: "acme" } });

      expect((await execute(shopPlugin.tool)).status).toBe(200);
      const call = provider.apiRequests().at(-1)!;
      expect(call.headers.host).toBe(`acme.myshopify.test:${new URL(provider.url).port}`);
      expect(call.path).toBe("/admin/api/2024-10/me");
    });

    it("refreshes at the shop's own token URL", async () => {
      provider.token = () => ({ body: { access_token: "shop-at-1", refresh_token: "shop-rt-1", expires_in: 3600 } });
      const { outcome } = await connect(shopPlugin.slug, { connectionConfig: { shop: "acme" } }, (url) => {
        url.hostname = "127.0.0.1";
      });
      expect(outcome.status).toBe("success");
      provider.token = () => ({ body: { access_token: "shop-at-2", expires_in: 3600 } });
      expect((await expireAndCall(shopPlugin)).status).toBe(200);
      const refresh = provider.tokenRequests().at(-1)!;
      expect(refresh.form).toMatchObject({ grant_type: "refresh_token", refresh_token: "shop-rt-1" });
      expect(refresh.headers.host).toBe(`acme.myshopify.test:${new URL(provider.url).port}`);
      expect(provider.apiRequests().at(-1)!.headers.authorization).toBe("Bearer shop-at-2");
    });

    it.each(["evil.com/", "evil.com", "a@evil.test", "acme#", "acme?x=1", "..", "ACME", ""])("refuses shop %j with a 400 naming connectionConfig.shop", async (shop) => {
      const before = provider.server.received.length;
      const started = await initiate(shopPlugin.slug, { connectionConfig: { shop } });
      expect(started.status).toBe(400);
      expect(started.body.details.fieldErrors).toHaveProperty(["connectionConfig.shop"]);
      if (shop !== "") expect(JSON.stringify(started.body)).not.toContain(shop);
      const direct = await pb.api("POST", "/api/v1/connections", {
        userId,
        plugin: shopPlugin.slug,
        authMethod: "oauth2",
        credentials: { access_token: "x" },
        connectionConfig: { shop },
      });
      expect(direct.status).toBe(400);
      expect(direct.body.details.fieldErrors).toHaveProperty(["connectionConfig.shop"]);
      expect(provider.server.received).toHaveLength(before);
      expect(await pb.context.prisma.pendingConnection.count({ where: { userId } })).toBe(0);
    });

    it("refuses a config field that is not declared, and a missing one", async () => {
      const unknown = await initiate(shopPlugin.slug, { connectionConfig: { shop: "acme", region: "eu" } });
      expect(unknown.status).toBe(400);
      expect(unknown.body.details.fieldErrors).toHaveProperty(["connectionConfig.region"]);
      const missing = await initiate(shopPlugin.slug);
      expect(missing.status).toBe(400);
      expect(missing.body.details.fieldErrors["connectionConfig.shop"]).toEqual(["Shop name is required"]);
    });

    it("even with a pattern that lets anything through, a value cannot change the host the template builds", async () => {
      const port = new URL(provider.url).port;
      const loose = await plugin({
        authorize_url: `http://{{config.shop}}.myshopify.test:${port}/admin/oauth/authorize`,
        connection_config: [{ ...shopField, pattern: ".+" }],
      });
      for (const shop of ["evil.test/", "evil.test#", "u@evil.test", "evil.test:1"]) {
        const started = await initiate(loose.slug, { connectionConfig: { shop } });
        expect(started.status, shop).toBe(400);
        expect(started.body.details.fieldErrors).toHaveProperty(["connectionConfig.shop"]);
      }
    });
  });

  it("never lets a secret reach a response or a log line", () => {
    expect(findLeakedSecrets(pb, [SECRET, "xoxp-user-token", "sf-token", "shpat-1", "rt-2-rotated", "json-rt-1", "fig-rt-1", "atl-at-1", "atl-rt-1"])).toEqual([]);
  });
});
