import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../../src/store/open-database.js";
import { startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { storedCredential } from "../helpers/stored-credential.js";
import { testDatabases } from "../helpers/test-database.js";
import { startUpstream, type ReceivedRequest, type Upstream } from "../helpers/upstream-server.js";
import { getManual } from "./oauth-fixtures.js";

const RETURN = "https://app.example/connected";

/**
 * A loopback authorization server and API: `/oauth/authorize` approves at once (a code remembering the
 * scope asked for), `/oauth/token` answers with the granted scope — the scope asked for, less what
 * `refuse` names — and `/api/...` echoes (the provider's API).
 */
interface ScopedProvider {
  server: Upstream;
  /** Scopes the user never grants (a provider that grants fewer than asked). */
  refuse: Set<string>;
  /** Whether the token response names the granted `scope`. */
  namesScope: boolean;
  authorizeRequests(): ReceivedRequest[];
  apiRequests(): ReceivedRequest[];
}

async function startScopedProvider(): Promise<ScopedProvider> {
  const server = await startUpstream();
  const asked = new Map<string, string>();
  const provider: ScopedProvider = {
    server,
    refuse: new Set(),
    namesScope: true,
    authorizeRequests: () => server.received.filter((request) => request.path === "/oauth/authorize"),
    apiRequests: () => server.received.filter((request) => request.path.startsWith("/api/")),
  };
  server.reply((request) => {
    if (request.path === "/oauth/authorize") {
      const code = `code-${server.received.length}`;
      asked.set(code, request.query.scope ?? "");
      const target = new URL(request.query.redirect_uri!);
      target.searchParams.set("code", code);
      target.searchParams.set("state", request.query.state!);
      return { status: 302, headers: { location: target.href }, body: "" };
    }
    if (request.path === "/oauth/token") {
      const form = Object.fromEntries(new URLSearchParams(request.body));
      const granted = (asked.get(form.code ?? "") ?? "").split(" ").filter((scope) => scope !== "" && !provider.refuse.has(scope));
      return { body: { access_token: `at-${server.received.length}`, token_type: "Bearer", expires_in: 3600, ...(provider.namesScope ? { scope: granted.join(" ") } : {}) } };
    }
    return undefined;
  });
  return provider;
}

describe.each(testDatabases())("REST OAuth scope step-up (incremental consent) on $name", (engine) => {
  let database: Database;
  let pb: TestPlugboard;
  let provider: ScopedProvider;
  let plugins = 0;
  let users = 0;
  let userId: string;

  beforeAll(async () => {
    provider = await startScopedProvider();
    database = await engine.open();
    pb = await startPlugboard(database);
  });
  afterAll(async () => {
    await pb?.close();
    await database?.close();
    await provider?.server.close();
  });
  beforeEach(() => {
    users += 1;
    userId = `scoped-user-${users}`;
    provider.refuse = new Set();
    provider.namesScope = true;
  });

  /** An approved plugin whose oauth2 method asks for `read:user`, with a tool needing nothing and one needing `repo`. */
  async function plugin() {
    plugins += 1;
    const slug = `scoped-${plugins}`;
    const id = await pb.createApprovedPlugin({
      slug,
      name: `Scoped ${plugins}`,
      baseUrl: `${provider.server.url}/api`,
      tools: [
        { slug: `SCOPED_${plugins}_ME`, name: "Me", description: "Who am I", method: "GET", path: "/user" },
        { slug: `SCOPED_${plugins}_REPOS`, name: "Repos", description: "My private repositories", method: "GET", path: "/user/repos", scopes: ["repo"] },
      ],
      authMethods: [
        {
          type: "oauth2",
          label: "Sign in",
          isDefault: true,
          config: {
            authorize_url: `${provider.server.url}/oauth/authorize`,
            token_url: `${provider.server.url}/oauth/token`,
            client_id: "scoped-client",
            client_secret: "scoped-secret-4b1e",
            scopes: ["read:user"],
          },
        },
      ],
    });
    return { slug, id, me: `SCOPED_${plugins}_ME`, repos: `SCOPED_${plugins}_REPOS` };
  }

  /** Connects the user through `POST /connections/initiate` and the provider, as a browser follows the redirects. */
  async function connect(slug: string): Promise<URL> {
    const started = await pb.api("POST", "/api/v1/connections/initiate", { userId, plugin: slug, redirectUrl: RETURN });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const authorize = new URL(started.body.connectUrl);
    const atProvider = await getManual(authorize.href);
    expect(atProvider.status).toBe(302);
    const landed = await getManual(atProvider.location!);
    expect(new URL(landed.location!).searchParams.get("status")).toBe("success");
    return authorize;
  }

  /** Follows a 409's connect link as the end-user's browser: the hosted page's OAuth button, the provider, the callback. */
  async function followConnectLink(connectUrl: string): Promise<{ authorize: URL; landed: URL }> {
    const page = new URL(connectUrl);
    expect(page.origin).toBe(pb.url);
    const shown = await fetch(page);
    expect(shown.status).toBe(200);
    const started = await fetch(`${pb.url}/api/connect/oauth-start`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json", origin: pb.url },
      body: JSON.stringify({ connectToken: page.searchParams.get("token") }),
    });
    const body = (await started.json()) as { authorizationUrl: string };
    expect(started.status, JSON.stringify(body)).toBe(200);
    const authorize = new URL(body.authorizationUrl);
    const atProvider = await getManual(authorize.href);
    expect(atProvider.status).toBe(302);
    const landed = await getManual(atProvider.location!);
    expect(landed.status).toBe(302);
    return { authorize, landed: new URL(landed.location!) };
  }

  const execute = (tool: string) => pb.api("POST", "/api/v1/tools/execute", { userId, tool, params: {} });

  it("a tool needing repo for a connection granted read:user answers 409 with a link for read:user repo; after consent the call succeeds", async () => {
    const p = await plugin();
    const first = await connect(p.slug);
    expect(first.searchParams.get("scope")).toBe("read:user");
    const connection = await pb.context.prisma.connection.findFirstOrThrow({ where: { developerId: pb.developerId, userId, pluginId: p.id } });
    expect((await storedCredential(pb.context, connection.id, "rest"))!.values.scope).toBe("read:user");

    const sentBefore = provider.apiRequests().length;
    const refused = await execute(p.repos);
    expect(refused.status, JSON.stringify(refused.body)).toBe(409);
    expect(refused.body).toMatchObject({
      code: "reauthorization_required",
      plugin: p.slug,
      accountLabel: "default",
      requiredScopes: ["repo"],
      missingScopes: ["repo"],
      connectUrl: expect.stringContaining(`/connect/${p.slug}?token=`),
    });
    expect(refused.body.error).toContain("repo");
    // Nothing went to the provider's API for a call it would refuse.
    expect(provider.apiRequests()).toHaveLength(sentBefore);

    // A tool declaring no scopes is not affected.
    const me = await execute(p.me);
    expect(me.status, JSON.stringify(me.body)).toBe(200);
    expect(provider.apiRequests()).toHaveLength(sentBefore + 1);

    const { authorize, landed } = await followConnectLink(refused.body.connectUrl);
    expect(authorize.searchParams.get("scope")).toBe("read:user repo");
    expect(landed.searchParams.get("status")).toBe("success");
    expect(landed.searchParams.get("connectionId")).toBe(connection.id);

    const ran = await execute(p.repos);
    expect(ran.status, JSON.stringify(ran.body)).toBe(200);
    expect(provider.apiRequests().at(-1)!.path).toBe("/api/user/repos");
    expect((await storedCredential(pb.context, connection.id, "rest"))!.values.scope).toBe("read:user repo");
  });

  it("without a scope in the token response the grant is the scopes asked for, and step-up keeps them", async () => {
    provider.namesScope = false;
    const p = await plugin();
    await connect(p.slug);
    const refused = await execute(p.repos);
    expect(refused.status, JSON.stringify(refused.body)).toBe(409);
    expect(refused.body.missingScopes).toEqual(["repo"]);
    const { authorize } = await followConnectLink(refused.body.connectUrl);
    expect(authorize.searchParams.get("scope")).toBe("read:user repo");
    expect((await execute(p.repos)).status).toBe(200);
  });

  it("the retry bound: a provider that keeps granting fewer scopes gets at most 3 authorizations, then a 403 insufficient_scope", async () => {
    provider.refuse = new Set(["repo"]);
    const p = await plugin();
    const before = provider.authorizeRequests().length;
    const sentBefore = provider.apiRequests().length;
    await connect(p.slug);
    for (let round = 0; round < 2; round += 1) {
      const refused = await execute(p.repos);
      expect(refused.status, JSON.stringify(refused.body)).toBe(409);
      expect(refused.body.code).toBe("reauthorization_required");
      expect((await followConnectLink(refused.body.connectUrl)).landed.searchParams.get("status")).toBe("success");
    }
    const stopped = await execute(p.repos);
    expect(stopped.status, JSON.stringify(stopped.body)).toBe(403);
    expect(stopped.body).toMatchObject({ code: "insufficient_scope", requiredScopes: ["repo"] });
    expect(stopped.body).not.toHaveProperty("connectUrl");
    expect(provider.authorizeRequests().length - before).toBe(3);
    expect(provider.apiRequests()).toHaveLength(sentBefore);
    // Tools without scopes still run.
    expect((await execute(p.me)).status).toBe(200);
  });

  it("lists a tool's scopes and refuses a scope with a space (400 naming it)", async () => {
    const p = await plugin();
    const listed = await pb.api("GET", `/api/v1/tools?plugin=${p.slug}`);
    expect(listed.status).toBe(200);
    const bySlug = new Map((listed.body.tools as Array<{ slug: string; scopes?: string[] }>).map((tool) => [tool.slug, tool]));
    expect(bySlug.get(p.repos)!.scopes).toEqual(["repo"]);
    expect(bySlug.get(p.me)).not.toHaveProperty("scopes");

    const bad = await pb.api("POST", "/api/v1/submissions", {
      slug: `scoped-bad-${plugins}`,
      name: "Bad scopes",
      baseUrl: `${provider.server.url}/api`,
      tools: [{ slug: "BAD_SCOPES", name: "Bad", description: "Bad", method: "GET", path: "/x", scopes: ["repo user"] }],
      authMethods: [{ type: "no_auth", label: "None", isDefault: true, config: {} }],
    });
    expect(bad.status, JSON.stringify(bad.body)).toBe(400);
    expect(JSON.stringify(bad.body.details)).toContain("scopes");
  });
});
