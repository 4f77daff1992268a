import { ENCRYPTED_VALUE_PATTERN } from "@plugboard/core/crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/store/open-database.js";
import { findLeakedSecrets, startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";
import { startUpstream, type Upstream } from "../helpers/upstream-server.js";

const TOKEN = "github_pat_11ABCDEFG_5f0e7c1d2b3a";
const CLIENT_SECRET = "gh-oauth-client-secret-9c4d1e";

describe.each(testDatabases())("providers on $name", ({ open }) => {
  let db: Database;
  let pb: TestPlugboard;
  // Plays api.github.com: the installed plugin's base URL points at it through `overrides.baseUrl`.
  let github: Upstream;

  beforeAll(async () => {
    db = await open();
    pb = await startPlugboard(db);
    github = await startUpstream();
  });
  afterAll(async () => {
    await github?.close();
    await pb?.close();
    await db?.close();
  });

  it("lists the catalog, filtered by category and searched by words", async () => {
    const all = await pb.api("GET", "/api/v1/providers");
    expect(all.status).toBe(200);
    expect(all.body.providers).toContainEqual({
      id: "github",
      name: "GitHub",
      description: expect.stringContaining("pull requests"),
      categories: ["developer-tools"],
      kind: "http",
      authModes: ["oauth2", "bearer"],
      toolCount: expect.any(Number),
      docsUrl: "https://docs.github.com/en/rest",
    });
    const githubSummary = all.body.providers.find((provider: { id: string }) => provider.id === "github");
    expect(githubSummary.toolCount).toBeGreaterThanOrEqual(5);

    const ids = async (query: string) => ((await pb.api("GET", `/api/v1/providers${query}`)).body.providers as Array<{ id: string }>).map((provider) => provider.id);
    expect(await ids("?category=developer-tools")).toContain("github");
    expect(await ids("?category=payments")).not.toContain("github");
    expect(await ids("?q=GITHUB")).toEqual(["github", "github-mcp"]);
    expect(await ids("?q=pull%20requests")).toContain("github");
    expect(await ids("?q=no-such-provider-anywhere")).toEqual([]);

    const badCategory = await pb.api("GET", "/api/v1/providers?category=toasters");
    expect(badCategory.status).toBe(400);
    expect(Object.keys(badCategory.body.details.fieldErrors)).toEqual(["category"]);
    expect((await pb.api("GET", "/api/v1/providers", undefined, { apiKey: null })).status).toBe(401);
  });

  it("shows what a builder needs to decide, and 404s an unknown provider", async () => {
    const detail = await pb.api("GET", "/api/v1/providers/github");
    expect(detail.status).toBe(200);
    expect(detail.body.authModes[0]).toMatchObject({
      type: "oauth2",
      config: {
        authorize_url: "https://github.com/login/oauth/authorize",
        token_url: "https://github.com/login/oauth/access_token",
        extra_params: {},
        token_endpoint_auth_method: "client_secret_post",
        scopes: ["repo", "read:org", "read:user"],
      },
      scopes: expect.arrayContaining([{ name: "repo", description: expect.any(String) }]),
    });
    expect(detail.body.authModes[1]).toMatchObject({ type: "bearer", headerName: "Authorization", prefix: "Bearer" });
    expect(detail.body.baseUrl).toBe("https://api.github.com");
    expect(detail.body.connectionConfig).toEqual([]);
    expect(detail.body.tools).toContainEqual({ slug: "CREATE_ISSUE", name: "Create an issue", description: expect.any(String), method: "POST", path: "/repos/{owner}/{repo}/issues" });
    expect(detail.body.sources.length).toBeGreaterThan(0);

    const missing = await pb.api("GET", "/api/v1/providers/no-such-provider");
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: "not_found", error: expect.stringContaining("no-such-provider") });
    expect((await pb.api("POST", "/api/v1/providers/no-such-provider/install", {})).status).toBe(404);
  });

  it("installs GitHub with a personal access token as a submission; once approved, a connected user's tool call reaches the API with the token", async () => {
    const installed = await pb.api("POST", "/api/v1/providers/github/install", {
      authModes: ["bearer"],
      tools: ["CREATE_ISSUE", "LIST_ISSUES", "GET_AUTHENTICATED_USER"],
      overrides: { baseUrl: `${github.url}/` },
      submitForReview: true,
    });
    expect(installed.status, JSON.stringify(installed.body)).toBe(201);
    expect(installed.body).toEqual({
      submission: expect.objectContaining({ slug: "github", name: "GitHub", reviewStatus: "pending_review", toolCount: 3 }),
      warnings: [],
    });
    const pluginId = installed.body.submission.id as string;

    // The reviewer sees where the plugin came from and which URL the installer changed.
    const reviewed = await pb.api("GET", `/api/dashboard/plugins/${pluginId}`);
    expect(reviewed.status).toBe(200);
    expect(reviewed.body.provider).toEqual({ id: "github", overrides: { baseUrl: `${github.url}/` } });
    expect(reviewed.body.baseUrl).toBe(github.url);
    expect(reviewed.body.authMethods).toEqual([expect.objectContaining({ type: "bearer_token", label: "Personal access token", isDefault: true })]);

    // Not usable before review.
    expect((await pb.api("GET", "/api/v1/plugins")).body.plugins.map((plugin: { slug: string }) => plugin.slug)).not.toContain("github");
    await pb.services.review.review({ id: pluginId }, "approved");

    const connected = await pb.api("POST", "/api/v1/connections", { userId: "octo-user", plugin: "github", authMethod: "bearer_token", credentials: { token: TOKEN } });
    expect(connected.status, JSON.stringify(connected.body)).toBe(200);

    github.reply(() => ({ status: 201, body: { number: 42, title: "Broken link" } }));
    const created = await pb.api("POST", "/api/v1/tools/execute", {
      userId: "octo-user",
      tool: "CREATE_ISSUE",
      params: { owner: "octo", repo: "hello", title: "Broken link", body: "The docs link 404s.", labels: ["bug"] },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toMatchObject({ success: true, status: 201, data: { number: 42 } });
    const createRequest = github.received.at(-1)!;
    expect(createRequest).toMatchObject({ method: "POST", path: "/repos/octo/hello/issues", json: { title: "Broken link", body: "The docs link 404s.", labels: ["bug"] } });
    expect(createRequest.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(createRequest.headers["x-github-api-version"]).toBe("2022-11-28");
    expect(createRequest.headers.accept).toBe("application/vnd.github+json");

    github.reply(() => ({ body: [{ number: 42 }] }));
    const listed = await pb.api("POST", "/api/v1/tools/execute", { userId: "octo-user", tool: "LIST_ISSUES", params: { owner: "octo", repo: "hello", state: "open", per_page: 5 } });
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    expect(github.received.at(-1)).toMatchObject({ method: "GET", path: "/repos/octo/hello/issues", query: { state: "open", per_page: "5" }, body: "" });

    // A tool left out at install does not exist on the plugin.
    const absent = await pb.api("POST", "/api/v1/tools/execute", { userId: "octo-user", tool: "MERGE_PULL_REQUEST", params: { owner: "octo", repo: "hello", pull_number: 1 } });
    expect(absent.status).toBe(404);
    expect(findLeakedSecrets(pb, [TOKEN])).toEqual([]);
  });

  it("installs the OAuth app mode with the builder's client: default scopes, the secret sealed, the authorize URL overridable", async () => {
    const installed = await pb.api("POST", "/api/v1/providers/github/install", {
      slug: "github-oauth",
      oauth: { clientId: "Iv1.client-abc", clientSecret: CLIENT_SECRET },
      overrides: { authorizeUrl: `${github.url}/login/oauth/authorize`, tokenUrl: `${github.url}/login/oauth/access_token` },
      submitForReview: true,
    });
    expect(installed.status, JSON.stringify(installed.body)).toBe(201);
    expect(installed.body.warnings).toEqual([]);
    const pluginId = installed.body.submission.id as string;
    const methods = await db.prisma.authMethod.findMany({ where: { pluginId }, orderBy: { type: "asc" } });
    expect(methods.map((method) => [method.type, method.isDefault])).toEqual([
      ["bearer_token", false],
      ["oauth2", true],
    ]);
    const oauth = methods[1]!.config as Record<string, unknown>;
    expect(oauth).toMatchObject({ client_id: "Iv1.client-abc", scopes: ["repo", "read:org", "read:user"], token_endpoint_auth_method: "client_secret_post" });
    expect(oauth.client_secret).toMatch(ENCRYPTED_VALUE_PATTERN);

    await pb.services.review.review({ id: pluginId }, "approved");
    const initiated = await pb.api("POST", "/api/v1/connections/initiate", { userId: "oauth-user", plugin: "github-oauth", authMethod: "oauth2", redirectUrl: `${pb.url}/done` });
    expect(initiated.status, JSON.stringify(initiated.body)).toBe(200);
    const authorize = new URL(initiated.body.connectUrl);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${github.url}/login/oauth/authorize`);
    expect(authorize.searchParams.get("client_id")).toBe("Iv1.client-abc");
    expect(authorize.searchParams.get("scope")).toBe("repo read:org read:user");
    expect(findLeakedSecrets(pb, [CLIENT_SECRET])).toEqual([]);
  });

  it("leaves out the OAuth mode with a warning when no client is given", async () => {
    const installed = await pb.api("POST", "/api/v1/providers/github/install", { slug: "github-token-only", tools: ["GET_AUTHENTICATED_USER"] });
    expect(installed.status, JSON.stringify(installed.body)).toBe(201);
    expect(installed.body.submission).toMatchObject({ reviewStatus: "draft", toolCount: 1 });
    expect(installed.body.warnings).toEqual([{ feature: "authModes.oauth2", reason: expect.stringMatching(/^not installed: .*oauth\.clientId/) }]);
    const methods = await db.prisma.authMethod.findMany({ where: { pluginId: installed.body.submission.id } });
    expect(methods.map((method) => method.type)).toEqual(["bearer_token"]);
  });

  it("installs a vendor's MCP server as an MCP plugin", async () => {
    const installed = await pb.api("POST", "/api/v1/providers/linear-mcp/install", { overrides: { serverUrl: "https://mcp.internal.example/mcp" } });
    expect(installed.status, JSON.stringify(installed.body)).toBe(201);
    expect(installed.body).toEqual({ submission: expect.objectContaining({ slug: "linear-mcp", reviewStatus: "draft", toolCount: 0 }), warnings: [] });
    const plugin = await db.prisma.plugin.findUniqueOrThrow({ where: { slug: "linear-mcp" } });
    expect(plugin).toMatchObject({ toolSource: "mcp", mcpConfig: { serverUrl: "https://mcp.internal.example/mcp" }, provider: { id: "linear-mcp", overrides: { serverUrl: "https://mcp.internal.example/mcp" } } });
  });

  it.each([
    ["an unknown tool", { slug: "g1", tools: ["GET_AUTHENTICATED_USER", "LAUNCH_ROCKET"] }, "tools.1", /github has no tool LAUNCH_ROCKET/],
    ["a mode the provider does not offer", { slug: "g2", authModes: ["basic"] }, "authModes.0", /offers no basic auth mode \(it offers oauth2, bearer\)/],
    ["the OAuth mode without a client", { slug: "g3", authModes: ["oauth2"] }, "oauth.clientId", /client id of your OAuth app is required/],
    ["an override an http provider does not take", { slug: "g4", overrides: { serverUrl: "https://mcp.example.com" } }, "overrides.serverUrl", /does not apply to github/],
    ["an override that is not an http(s) URL", { slug: "g5", overrides: { baseUrl: "ftp://github.example.com" } }, "overrides.baseUrl", /absolute http\(s\) URL/],
    ["a slug already taken", { slug: "github" }, "slug", /already taken/],
    ["an unknown member", { slug: "g6", override: { baseUrl: "https://x.example.com" } }, "", /override/],
  ])("refuses %s with a 400 naming the field", async (_case, body, field, message) => {
    const refused = await pb.api("POST", "/api/v1/providers/github/install", body);
    expect(refused.status, JSON.stringify(refused.body)).toBe(400);
    expect(refused.body.error).toBe("Invalid input");
    const errors = field ? refused.body.details.fieldErrors[field] : refused.body.details.formErrors;
    expect(errors, JSON.stringify(refused.body.details)).toEqual([expect.stringMatching(message)]);
  });

  it("documents the routes in the OpenAPI document", async () => {
    const document = (await pb.api("GET", "/api/v1/openapi.json")).body;
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(["/api/v1/providers", "/api/v1/providers/{id}", "/api/v1/providers/{id}/install"]));
    expect(document.paths["/api/v1/providers/{id}/install"].post.operationId).toBe("installProvider");
  });
});
