import type {
  ConnectionItem,
  ExecuteToolResponse,
  ListPluginsResponse,
  PluginItem,
  SubmissionItem,
  ToolItem,
} from "@plugboard/core";
import { HttpResponse, http } from "msw";
import { describe, expect, expectTypeOf, it } from "vitest";
import { CLIENT_VERSION } from "../src/index.js";
import { API_KEY, BASE_URL, createClient, see, setupTestServer } from "./setup-test-server.js";
import type { SeenRequest } from "./setup-test-server.js";

const server = setupTestServer();

function plugin(slug: string, connected?: boolean): PluginItem {
  return {
    id: `id-${slug}`,
    slug,
    name: slug.toUpperCase(),
    description: null,
    iconUrl: null,
    pluginPrompt: null,
    status: "active",
    authMethods: [{ type: "api_key", label: "API key", isDefault: true }],
    categories: [],
    toolCount: 1,
    ...(connected === undefined ? {} : { connected }),
  };
}

/** Registers one handler that records the request and answers `json` with `status`. */
function capture(method: "get" | "post" | "patch" | "delete", path: string, json: unknown, status = 200) {
  const seen: SeenRequest[] = [];
  server.use(
    http[method](`${BASE_URL}${path}`, async ({ request }) => {
      seen.push(await see(request));
      return HttpResponse.json(json as never, { status });
    }),
  );
  return seen;
}

function expectAuthenticated(request: SeenRequest | undefined) {
  expect(request?.headers.get("authorization")).toBe(`Bearer ${API_KEY}`);
  expect(request?.headers.get("x-plugboard-client")).toBe(`@plugboard/client/${CLIENT_VERSION}`);
}

describe("plugins", () => {
  it("list sends GET /api/v1/plugins with userId, limit, cursor and connectedFirst", async () => {
    const response: ListPluginsResponse = { plugins: [plugin("github", true)], nextCursor: "c2", hasMore: true };
    const seen = capture("get", "/api/v1/plugins", response);

    const result = await createClient().plugins.list({ userId: "user 1", limit: 1, cursor: "c1", connectedFirst: true });

    expect(result).toEqual(response);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.method).toBe("GET");
    expect(Object.fromEntries(seen[0]!.url.searchParams)).toEqual({
      userId: "user 1",
      limit: "1",
      cursor: "c1",
      connectedFirst: "true",
    });
    expectAuthenticated(seen[0]);
  });

  it("list without arguments sends no query", async () => {
    const seen = capture("get", "/api/v1/plugins", { plugins: [], nextCursor: null, hasMore: false });
    await createClient().plugins.list();
    expect(seen[0]?.url.search).toBe("");
  });

  it("iterate walks every page with limit and cursor", async () => {
    const pages: Record<string, ListPluginsResponse> = {
      "": { plugins: [plugin("a"), plugin("b")], nextCursor: "p2", hasMore: true },
      p2: { plugins: [plugin("c"), plugin("d")], nextCursor: "p3", hasMore: true },
      p3: { plugins: [plugin("e")], nextCursor: null, hasMore: false },
    };
    const queries: Record<string, string>[] = [];
    server.use(
      http.get(`${BASE_URL}/api/v1/plugins`, ({ request }) => {
        const url = new URL(request.url);
        queries.push(Object.fromEntries(url.searchParams));
        return HttpResponse.json(pages[url.searchParams.get("cursor") ?? ""]);
      }),
    );

    const slugs: string[] = [];
    for await (const item of createClient().plugins.iterate({ userId: "u1", connectedFirst: true, pageSize: 2 })) {
      slugs.push(item.slug);
    }

    expect(slugs).toEqual(["a", "b", "c", "d", "e"]);
    expect(queries).toEqual([
      { userId: "u1", connectedFirst: "true", limit: "2" },
      { userId: "u1", connectedFirst: "true", limit: "2", cursor: "p2" },
      { userId: "u1", connectedFirst: "true", limit: "2", cursor: "p3" },
    ]);
  });

  it("iterate requests no further page after break, and pages 100 at a time by default", async () => {
    const seen = capture("get", "/api/v1/plugins", { plugins: [plugin("a"), plugin("b")], nextCursor: "p2", hasMore: true });
    for await (const item of createClient().plugins.iterate()) {
      expect(item.slug).toBe("a");
      break;
    }
    expect(seen).toHaveLength(1);
    expect(seen[0]?.url.searchParams.get("limit")).toBe("100");
  });

  it("iterate stops with an error when the server repeats a cursor", async () => {
    server.use(
      http.get(`${BASE_URL}/api/v1/plugins`, () =>
        HttpResponse.json({ plugins: [plugin("a")], nextCursor: "same", hasMore: true }),
      ),
    );
    const slugs: string[] = [];
    await expect(async () => {
      for await (const item of createClient().plugins.iterate()) slugs.push(item.slug);
    }).rejects.toThrow(/same cursor twice/);
    expect(slugs).toEqual(["a", "a"]);
  });
});

describe("submissions", () => {
  it("create sends POST /api/v1/submissions with the JSON body", async () => {
    const seen = capture("post", "/api/v1/submissions", { id: "p1", slug: "weather", reviewStatus: "pending_review" }, 201);
    const body = {
      slug: "weather",
      name: "Weather",
      baseUrl: "https://api.weather.example",
      submitForReview: true,
      tools: [
        { slug: "GET_FORECAST", name: "Forecast", description: "Forecast", method: "GET" as const, path: "/forecast/{city}" },
      ],
      authMethods: [{ type: "api_key" as const, label: "API key", isDefault: true }],
    };

    const result = await createClient().submissions.create(body);

    expect(result).toEqual({ id: "p1", slug: "weather", reviewStatus: "pending_review" });
    expect(seen[0]?.method).toBe("POST");
    expect(seen[0]?.body).toEqual(body);
    expect(seen[0]?.headers.get("content-type")).toBe("application/json");
    expectAuthenticated(seen[0]);
  });

  it("importOpenApi sends POST /api/v1/submissions/import with the document and answers the submission and warnings", async () => {
    const answer = {
      submission: { id: "p2", slug: "pets", name: "Pets", description: null, reviewStatus: "draft", adminNotes: null, createdAt: "2025-01-01T00:00:00.000Z", toolCount: 3 },
      warnings: [{ operation: "uploadFile", reason: "skipped: its request body media types (multipart/form-data) are not supported" }],
    };
    const seen = capture("post", "/api/v1/submissions/import", answer, 201);
    const body = { slug: "pets", document: "openapi: 3.1.0\ninfo: { title: Pets, version: '1' }\npaths: {}\n", include: { tags: ["pet"] } };

    await expect(createClient().submissions.importOpenApi(body)).resolves.toEqual(answer);
    expect(seen[0]?.body).toEqual(body);
    expectAuthenticated(seen[0]);
  });

  it("list sends GET /api/v1/submissions", async () => {
    const item: SubmissionItem = {
      id: "p1",
      slug: "weather",
      name: "Weather",
      description: null,
      reviewStatus: "draft",
      adminNotes: null,
      createdAt: "2025-01-01T00:00:00.000Z",
    };
    const seen = capture("get", "/api/v1/submissions", { plugins: [item] });
    await expect(createClient().submissions.list()).resolves.toEqual({ plugins: [item] });
    expect(seen[0]?.method).toBe("GET");
    expectAuthenticated(seen[0]);
  });
});

describe("connections", () => {
  it("initiate sends POST /api/v1/connections/initiate", async () => {
    const answer = { connectUrl: "https://plugboard.test/connect/github?t=x", redirectUrl: "https://app.test/done" };
    const seen = capture("post", "/api/v1/connections/initiate", answer);
    const body = {
      userId: "u1",
      plugin: "github",
      authMethod: "oauth2" as const,
      connectionType: "rest" as const,
      accountLabel: "work",
      addAccount: true,
      redirectUrl: "https://app.test/done",
    };

    await expect(createClient().connections.initiate(body)).resolves.toEqual(answer);
    expect(seen[0]?.body).toEqual(body);
    expectAuthenticated(seen[0]);
  });

  it("connectLink sends POST /api/v1/connections/connect-link", async () => {
    const answer = { url: "https://plugboard.test/connect/github?token=x", expiresAt: "2030-01-01T00:00:00.000Z" };
    const seen = capture("post", "/api/v1/connections/connect-link", answer);
    await expect(createClient().connections.connectLink({ userId: "u1", plugin: "github", reauthorizeOnly: true })).resolves.toEqual(answer);
    expect(seen[0]?.body).toEqual({ userId: "u1", plugin: "github", reauthorizeOnly: true });
    expectAuthenticated(seen[0]);
  });

  it("create sends POST /api/v1/connections with the credentials", async () => {
    const seen = capture("post", "/api/v1/connections", { connected: true });
    const body = {
      userId: "u1",
      plugin: "weather",
      authMethod: "api_key" as const,
      credentials: { api_key: "wk_live" },
      accountLabel: "Team",
      addAccount: true,
    };
    await expect(createClient().connections.create(body)).resolves.toEqual({ connected: true });
    expect(seen[0]?.method).toBe("POST");
    expect(seen[0]?.body).toEqual(body);
  });

  it("list sends GET /api/v1/connections?userId=", async () => {
    const connection: ConnectionItem = {
      id: "c1",
      pluginSlug: "github",
      pluginName: "GitHub",
      pluginDescription: "",
      pluginIconUrl: "",
      authMethodType: "oauth2",
      accountLabel: "default",
      isDefault: true,
      hasMcpTokens: false,
      createdAt: "2025-01-01T00:00:00.000Z",
      updatedAt: "2025-01-01T00:00:00.000Z",
      status: "active",
      mcpStatus: "active",
    };
    const seen = capture("get", "/api/v1/connections", { connections: [connection] });
    await expect(createClient().connections.list({ userId: "u&1" })).resolves.toEqual({ connections: [connection] });
    expect(seen[0]?.url.searchParams.get("userId")).toBe("u&1");
    expect(seen[0]?.url.searchParams.has("plugin")).toBe(false);
    expectAuthenticated(seen[0]);
    await createClient().connections.list({ userId: "u1", plugin: "github" });
    expect(seen[1]?.url.searchParams.get("plugin")).toBe("github");
  });

  it("update sends PATCH /api/v1/connections/{id}, deleteById DELETE /api/v1/connections/{id}", async () => {
    const patched = capture("patch", "/api/v1/connections/c%201", { id: "c 1", accountLabel: "work", isDefault: true });
    await expect(createClient().connections.update("c 1", { isDefault: true })).resolves.toMatchObject({ isDefault: true });
    expect(patched[0]?.method).toBe("PATCH");
    expect(patched[0]?.body).toEqual({ isDefault: true });
    expectAuthenticated(patched[0]);
    const deleted = capture("delete", "/api/v1/connections/c%201", { disconnected: true, connections: [{ connectionId: "c 1", accountLabel: "work" }] });
    await expect(createClient().connections.deleteById("c 1")).resolves.toMatchObject({ connections: [{ connectionId: "c 1" }] });
    expect(deleted[0]?.method).toBe("DELETE");
  });

  it("delete sends DELETE /api/v1/connections with a JSON body (by plugin or by connectionId)", async () => {
    const seen = capture("delete", "/api/v1/connections", { disconnected: true });
    const client = createClient();
    await expect(client.connections.delete({ userId: "u1", plugin: "github" })).resolves.toEqual({ disconnected: true });
    await client.connections.delete({ userId: "u1", connectionId: "c1" });
    expect(seen.map((request) => [request.method, request.body])).toEqual([
      ["DELETE", { userId: "u1", plugin: "github" }],
      ["DELETE", { userId: "u1", connectionId: "c1" }],
    ]);
    expect(seen[0]?.headers.get("content-type")).toBe("application/json");
    expectAuthenticated(seen[0]);
  });
});

describe("tools", () => {
  const tool: ToolItem = {
    id: "t1",
    slug: "GET_FORECAST",
    name: "Forecast",
    description: "Forecast",
    inputSchema: { type: "object" },
    outputSchema: null,
    pluginSlug: "weather",
    pluginName: "Weather",
    source: "manual",
    method: "GET",
    path: "/forecast/{city}",
  };

  it("list joins plugin slugs with commas and passes userId", async () => {
    const seen = capture("get", "/api/v1/tools", { tools: [tool] });
    const client = createClient();
    await expect(client.tools.list({ plugin: ["weather", "github"], userId: "u1" })).resolves.toEqual({ tools: [tool] });
    await client.tools.list({ plugin: "weather" });
    await client.tools.list({ plugin: [] });
    await client.tools.list();
    expect(seen.map((request) => Object.fromEntries(request.url.searchParams))).toEqual([
      { plugin: "weather,github", userId: "u1" },
      { plugin: "weather" },
      {},
      {},
    ]);
    expectAuthenticated(seen[0]);
  });

  it("search sends GET /api/v1/tools/search with q, limit, userId, plugin and connectedOnly", async () => {
    const hit = { ...tool, score: 4.2, connected: true };
    const seen = capture("get", "/api/v1/tools/search", { tools: [hit] });
    const client = createClient();
    await expect(client.tools.search({ q: "weather in Paris & Lyon", limit: 3, userId: "u1", plugin: ["weather", "maps"], connectedOnly: true })).resolves.toEqual({ tools: [hit] });
    await client.tools.search({ q: "forecast" });
    expect(seen.map((request) => Object.fromEntries(request.url.searchParams))).toEqual([
      { q: "weather in Paris & Lyon", limit: "3", userId: "u1", plugin: "weather,maps", connectedOnly: "true" },
      { q: "forecast" },
    ]);
    expectAuthenticated(seen[0]);
  });

  it("execute sends POST /api/v1/tools/execute and resolves a success", async () => {
    const result: ExecuteToolResponse = { success: true, data: { temp: 21 }, status: 200, latencyMs: 12 };
    const seen = capture("post", "/api/v1/tools/execute", result);
    const body = { userId: "u1", tool: "GET_FORECAST", params: { city: "Paris" }, plugin: "weather" };

    await expect(createClient().tools.execute(body)).resolves.toEqual(result);
    expect(seen[0]?.method).toBe("POST");
    expect(seen[0]?.body).toEqual(body);
    expectAuthenticated(seen[0]);
  });

  it("execute resolves a 502 { success: false } envelope as a result, not an error", async () => {
    const failure: ExecuteToolResponse = { success: false, data: { message: "rate limited" }, error: "Upstream returned 429", status: 429, latencyMs: 40 };
    const seen = capture("post", "/api/v1/tools/execute", failure, 502);

    const result = await createClient().tools.execute({ userId: "u1", tool: "GET_FORECAST" });

    expect(result).toEqual(failure);
    expect(result.success).toBe(false);
    expect(seen).toHaveLength(1);
  });

  // The envelope is a union on `success` (checked by `pnpm typecheck`, and at run time below): code
  // that checks `success` gets a string `error` on failures without `!`, and no `error` on successes.
  it("execute's result narrows on success: a failure always carries its error, a success has none", async () => {
    capture("post", "/api/v1/tools/execute", { success: true, data: { temp: 21 }, status: 200, latencyMs: 12, executionId: "exec_1" });
    const success = await createClient().tools.execute({ userId: "u1", tool: "GET_FORECAST" });
    server.resetHandlers();
    capture("post", "/api/v1/tools/execute", { success: false, data: null, error: "The external API answered with status 503", status: 503, latencyMs: 9 }, 502);
    const failure = await createClient().tools.execute({ userId: "u1", tool: "GET_FORECAST" });

    const summary = (result: ExecuteToolResponse): string => {
      if (result.success) {
        expectTypeOf(result).not.toHaveProperty("error");
        expectTypeOf(result.executionId).toEqualTypeOf<string | undefined>();
        return `ok ${result.status} ${result.executionId ?? "-"}`;
      }
      expectTypeOf(result.error).toEqualTypeOf<string>();
      return `failed ${result.status}: ${result.error.toLowerCase()}`;
    };
    expect(summary(success)).toBe("ok 200 exec_1");
    expect(summary(failure)).toBe("failed 503: the external api answered with status 503");
  });
});

describe("mcp.links", () => {
  const link = { id: "l1", userId: "user_1", plugins: ["github"], name: "Claude", createdAt: "2026-01-01T00:00:00.000Z", expiresAt: null };

  it("create posts the body and returns the URL once", async () => {
    const seen = capture("post", "/api/v1/mcp/links", { ...link, url: `${BASE_URL}/mcp/pbm_x` }, 201);
    const created = await createClient().mcp.links.create({ userId: "user_1", plugins: ["github"], name: "Claude" });
    expect(created.url).toBe(`${BASE_URL}/mcp/pbm_x`);
    expect(seen[0]?.body).toEqual({ userId: "user_1", plugins: ["github"], name: "Claude" });
    expectAuthenticated(seen[0]);
  });

  it("list passes userId; delete encodes the id", async () => {
    const listed = capture("get", "/api/v1/mcp/links", { links: [link] });
    const deleted = capture("delete", "/api/v1/mcp/links/a%2Fb", { deleted: true });
    const client = createClient();
    await expect(client.mcp.links.list({ userId: "user_1" })).resolves.toEqual({ links: [link] });
    expect(Object.fromEntries(listed[0]!.url.searchParams)).toEqual({ userId: "user_1" });
    await expect(client.mcp.links.delete("a/b")).resolves.toEqual({ deleted: true });
    expect(deleted).toHaveLength(1);
  });
});
