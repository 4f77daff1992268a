import { CreateSubmissionRequestSchema } from "@plugboard/core";
import { ENCRYPTED_VALUE_PATTERN } from "@plugboard/core/crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openAuthConfig, openMcpConfig } from "../../src/services/plugins/seal-secrets.js";
import type { Database } from "../../src/store/open-database.js";
import { findLeakedSecrets, startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";

const tool = (slug: string, extra: Record<string, unknown> = {}) => ({
  slug,
  name: slug.toLowerCase(),
  description: `does ${slug}`,
  method: "GET",
  path: "/things/{id}",
  ...extra,
});

const base = (slug: string, extra: Record<string, unknown> = {}) => ({ slug, name: `Plugin ${slug}`, baseUrl: "https://api.example.com", ...extra });

describe.each(testDatabases())("submissions on $name", ({ open }) => {
  let db: Database;
  let pb: TestPlugboard;
  let categoryId: string;

  beforeAll(async () => {
    db = await open();
    pb = await startPlugboard(db);
    categoryId = (await db.prisma.category.create({ data: { slug: "dev-tools", name: "Developer tools" } })).id;
  });
  afterAll(async () => {
    await pb?.close();
    await db?.close();
  });

  it("creates a draft plugin with its categories, tools and auth methods in one go", async () => {
    const clientSecret = "oauth-client-secret-3f9a1c";
    const created = await pb.api("POST", "/api/v1/submissions", {
      ...base("acme", { description: "Acme API", iconUrl: "https://cdn.example.com/acme.png", pluginPrompt: "Use Acme." }),
      categoryIds: [categoryId, categoryId],
      tools: [
        tool("GET_THING", { inputSchema: { type: "object", properties: { id: { type: "string" } } }, headers: { "X-Trace": "1" } }),
        tool("CREATE_THING", { method: "POST", path: "/things", enabled: false }),
      ],
      authMethods: [
        { type: "api_key", label: "API key", isDefault: true, config: { header_name: "X-Acme-Key" } },
        {
          type: "oauth2",
          label: "Sign in with Acme",
          config: { authorize_url: "https://acme.example.com/authorize", token_url: "https://acme.example.com/token", client_id: "acme-client", client_secret: clientSecret },
        },
      ],
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(String), slug: "acme", reviewStatus: "draft" });

    const plugin = await db.prisma.plugin.findUniqueOrThrow({
      where: { id: created.body.id },
      include: { tools: { orderBy: { slug: "asc" } }, authMethods: { orderBy: { type: "asc" } }, categories: true },
    });
    expect(plugin).toMatchObject({ slug: "acme", name: "Plugin acme", description: "Acme API", toolSource: "manual", reviewStatus: "draft", createdById: pb.developerId });
    expect(plugin.categories.map((link) => link.categoryId)).toEqual([categoryId]);
    expect(plugin.tools.map((row) => [row.slug, row.method, row.path, row.enabled])).toEqual([
      ["CREATE_THING", "POST", "/things", false],
      ["GET_THING", "GET", "/things/{id}", true],
    ]);
    expect(plugin.tools[1]!.headers).toEqual({ "X-Trace": "1" });
    expect(plugin.authMethods.map((row) => [row.type, row.label, row.isDefault])).toEqual([
      ["api_key", "API key", true],
      ["oauth2", "Sign in with Acme", false],
    ]);

    // The client secret is sealed at rest and opens back to what was submitted.
    const storedConfig = plugin.authMethods[1]!.config as Record<string, unknown>;
    expect(storedConfig.client_secret).toMatch(ENCRYPTED_VALUE_PATTERN);
    expect(JSON.stringify(storedConfig)).not.toContain(clientSecret);
    expect(openAuthConfig(pb.context.cipher, storedConfig)).toMatchObject({ client_id: "acme-client", client_secret: clientSecret, scopes: [] });

    const listed = await pb.api("GET", "/api/v1/submissions");
    expect(listed.status).toBe(200);
    expect(listed.body.plugins).toContainEqual({
      id: created.body.id,
      slug: "acme",
      name: "Plugin acme",
      description: "Acme API",
      reviewStatus: "draft",
      adminNotes: null,
      createdAt: plugin.createdAt.toISOString(),
    });
    expect(findLeakedSecrets(pb, [clientSecret])).toEqual([]);
  });

  it("puts a plugin straight into pending_review when submitForReview is true", async () => {
    const created = await pb.api("POST", "/api/v1/submissions", { ...base("queued"), submitForReview: true });
    expect(created.status).toBe(201);
    expect(created.body.reviewStatus).toBe("pending_review");
    const listed = await pb.api("GET", "/api/v1/submissions");
    expect(listed.body.plugins.find((item: { slug: string }) => item.slug === "queued")).toMatchObject({ reviewStatus: "pending_review", description: null });
  });

  it("seals the MCP client secret and accepts an MCP-only plugin without baseUrl", async () => {
    const mcpSecret = "mcp-client-secret-77b1";
    const created = await pb.api("POST", "/api/v1/submissions", {
      slug: "remote-mcp",
      name: "Remote MCP",
      toolSource: "mcp",
      mcpConfig: { serverUrl: "https://mcp.example.com/mcp", clientId: "pb", clientSecret: mcpSecret, scopes: ["read"] },
    });
    expect(created.status).toBe(201);
    const plugin = await db.prisma.plugin.findUniqueOrThrow({ where: { id: created.body.id } });
    const stored = plugin.mcpConfig as Record<string, unknown>;
    expect(stored).toMatchObject({ serverUrl: "https://mcp.example.com/mcp", clientId: "pb", scopes: ["read"] });
    expect(stored.clientSecret).toMatch(ENCRYPTED_VALUE_PATTERN);
    expect(JSON.stringify(stored)).not.toContain(mcpSecret);
    expect(openMcpConfig(pb.context.cipher, stored)?.clientSecret).toBe(mcpSecret);
    expect(findLeakedSecrets(pb, [mcpSecret])).toEqual([]);
  });

  it.each([
    ["a slug with capitals and spaces", base("Bad Slug"), "slug"],
    ["a missing name", { slug: "no-name", baseUrl: "https://api.example.com" }, "name"],
    ["no baseUrl for a manual plugin", { slug: "no-base", name: "x" }, "baseUrl"],
    ["an MCP plugin without mcpConfig", { slug: "no-mcp", name: "x", toolSource: "mcp" }, "mcpConfig.serverUrl"],
    ["a tool slug that is not UPPER_SNAKE", base("lower-tool", { tools: [tool("get_thing")] }), "tools.0.slug"],
    ["a duplicate tool slug", base("dup-tool", { tools: [tool("GET_THING"), tool("GET_THING")] }), "tools.1.slug"],
    ["an unknown HTTP method", base("bad-method", { tools: [tool("GET_THING", { method: "FETCH" })] }), "tools.0.method"],
    ["a tool path without leading slash", base("bad-path", { tools: [tool("GET_THING", { path: "things" })] }), "tools.0.path"],
    [
      "the same auth type twice",
      base("dup-auth", { authMethods: [{ type: "api_key", label: "A" }, { type: "api_key", label: "B" }] }),
      "authMethods.1.type",
    ],
    [
      "two default auth methods",
      base("two-defaults", { authMethods: [{ type: "api_key", label: "A", isDefault: true }, { type: "bearer_token", label: "B", isDefault: true }] }),
      "authMethods",
    ],
    ["an unknown auth type", base("bad-auth-type", { authMethods: [{ type: "password", label: "A" }] }), "authMethods.0.type"],
    [
      "oauth2 without token_url",
      base("oauth-no-token", { authMethods: [{ type: "oauth2", label: "OAuth", config: { authorize_url: "https://a.example.com/authorize", client_id: "c" } }] }),
      "authMethods.0.config.token_url",
    ],
    ["custom without injection rules", base("custom-no-rules", { authMethods: [{ type: "custom", label: "C", config: { injection_rules: [] } }] }), "authMethods.0.config.injection_rules"],
    ["an api_key header name with a space", base("bad-header", { authMethods: [{ type: "api_key", label: "K", config: { header_name: "X Key" } }] }), "authMethods.0.config.header_name"],
    ["a category id that is not a UUID", base("bad-category", { categoryIds: ["dev-tools"] }), "categoryIds.0"],
    ["an unknown category id", base("unknown-category", { categoryIds: ["7d0f3a4e-1111-4222-8333-444455556666"] }), "categoryIds"],
  ])("refuses %s with 400 naming %s", async (_label, body, field) => {
    const response = await pb.api("POST", "/api/v1/submissions", body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: "Invalid input", code: "invalid_input", details: { formErrors: expect.any(Array) } });
    expect(Object.keys(response.body.details.fieldErrors)).toContain(field);
    const slug = (body as { slug: string }).slug;
    expect(await db.prisma.plugin.findUnique({ where: { slug } })).toBeNull();
  });

  it("refuses a slug that is already taken, naming it", async () => {
    expect((await pb.api("POST", "/api/v1/submissions", base("taken"))).status).toBe(201);
    const again = await pb.api("POST", "/api/v1/submissions", base("taken", { name: "Another" }));
    expect(again.status).toBe(400);
    expect(again.body.details.fieldErrors.slug).toEqual(['slug "taken" is already taken']);
    expect(await db.prisma.plugin.count({ where: { slug: "taken" } })).toBe(1);
  });

  it("answers concurrent submissions of one slug with one 201 and 400s, never a 500", async () => {
    const responses = await Promise.all([1, 2, 3].map((n) => pb.api("POST", "/api/v1/submissions", base("race", { name: `Race ${n}` }))));
    expect(responses.map((response) => response.status).sort()).toEqual([201, 400, 400]);
    for (const response of responses.filter((candidate) => candidate.status === 400)) {
      expect(response.body.details.fieldErrors.slug).toEqual(['slug "race" is already taken']);
    }
  });

  it("rolls the whole submission back when one row fails", async () => {
    // Bypass the request schema to make the second tool insert fail inside the transaction.
    const input = CreateSubmissionRequestSchema.parse(base("half-written", { tools: [tool("ONE")] }));
    input.tools.push({ ...input.tools[0]! });
    await expect(pb.services.submissions.create(pb.developerId, input)).rejects.toThrow();
    expect(await db.prisma.plugin.findUnique({ where: { slug: "half-written" } })).toBeNull();
  });

  it("lists only the calling developer's submissions", async () => {
    const other = await pb.newDeveloper("other-submitter@test.local");
    const mine = await pb.api("POST", "/api/v1/submissions", base("theirs"), { apiKey: other.apiKey });
    expect(mine.status).toBe(201);
    const otherList = await pb.api("GET", "/api/v1/submissions", undefined, { apiKey: other.apiKey });
    expect(otherList.body.plugins.map((item: { slug: string }) => item.slug)).toEqual(["theirs"]);
    const ownList = await pb.api("GET", "/api/v1/submissions");
    expect(ownList.body.plugins.map((item: { slug: string }) => item.slug)).not.toContain("theirs");
  });

  it("requires an API key", async () => {
    const response = await pb.api("GET", "/api/v1/submissions", undefined, { apiKey: null });
    expect(response.status).toBe(401);
    expect(response.body.error).toBe("Unauthorized");
  });
});
