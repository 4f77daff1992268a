import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { ToolInputSchema } from "@plugboard/core";
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { openApiToSubmission } from "../../src/services/openapi-import/open-api-to-submission.js";

const require = createRequire(import.meta.url);
const githubPath = require.resolve("@octokit/openapi/generated/api.github.com.json");
const example = (file: string) => readFileSync(require.resolve(`@readme/oas-examples/${file}`), "utf8");
const METHODS = new Set(["get", "put", "post", "delete", "patch", "options", "head", "trace"]);

/** Operations of a document, counted from its raw text: what the importer must account for, one by one. */
function operationsOf(text: string): string[] {
  const document = JSON.parse(text) as { paths: Record<string, Record<string, { operationId?: string }>> };
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.has(method))
      .map(([method, operation]) => operation.operationId ?? `${method.toUpperCase()} ${path}`),
  );
}

/** Compiles every input schema with Ajv's JSON Schema 2020-12 validator (strict schema mode: unknown keywords throw). */
function uncompilable(tools: { slug: string; inputSchema?: Record<string, unknown> }[]): string[] {
  const ajv = new Ajv2020({ validateFormats: false, logger: false });
  return tools.flatMap((tool) => {
    try {
      ajv.compile(tool.inputSchema!);
      return [];
    } catch (error) {
      return [`${tool.slug}: ${(error as Error).message}`];
    }
  });
}

describe("openApiToSubmission on GitHub's REST API document (@octokit/openapi)", () => {
  const text = readFileSync(githubPath, "utf8");
  let result: Awaited<ReturnType<typeof openApiToSubmission>>;
  let elapsedMs = 0;

  it("accounts for every operation, each a tool or a warning, within 10 s", async () => {
    const started = performance.now();
    result = await openApiToSubmission(text, { slug: "github" });
    elapsedMs = performance.now() - started;
    const operations = operationsOf(text);
    const tools = result.submission.tools;
    const warned = result.warnings.filter((warning) => warning.operation !== undefined);
    expect(operations.length).toBeGreaterThan(1_000);
    expect(tools.length + warned.length).toBe(operations.length);
    expect(new Set(tools.map((tool) => tool.slug)).size).toBe(tools.length);
    expect(elapsedMs).toBeLessThan(10_000);
    expect(result.submission.baseUrl).toBe("https://api.github.com");
    console.info(`GitHub: ${operations.length} operations → ${tools.length} tools, ${warned.length} warnings in ${Math.round(elapsedMs)} ms`);
  }, 60_000);

  it("makes valid tools whose input schemas all compile with Ajv 2020", () => {
    const invalid = result.submission.tools.filter((tool) => !ToolInputSchema.safeParse(tool).success).map((tool) => tool.slug);
    expect(invalid).toEqual([]);
    expect(uncompilable(result.submission.tools)).toEqual([]);
  });

  it("maps a typical operation: slug from operationId, name from summary, params placed, body merged", () => {
    const tool = result.submission.tools.find((candidate) => candidate.slug === "ISSUES_CREATE")!;
    expect(tool).toMatchObject({ name: "Create an issue", method: "POST", path: "/repos/{owner}/{repo}/issues", placement: { query: [], header: [], body: "json" } });
    expect(tool.description.length).toBeLessThanOrEqual(1_024);
    expect(tool.description.startsWith("Create an issue\n\n")).toBe(true);
    const schema = tool.inputSchema as { properties: Record<string, unknown>; required: string[] };
    expect(Object.keys(schema.properties)).toEqual(expect.arrayContaining(["owner", "repo", "title", "body", "labels", "assignees"]));
    expect(schema.required).toEqual(expect.arrayContaining(["owner", "repo", "title"]));
    expect(schema.required).not.toContain("labels");

    const list = result.submission.tools.find((candidate) => candidate.slug === "ISSUES_LIST_FOR_REPO")!;
    expect(list.method).toBe("GET");
    expect(list.placement).toMatchObject({ query: expect.arrayContaining(["state", "labels", "per_page", "page"]) });
    expect(list.placement).not.toHaveProperty("body");
  });

  it("warns for the operations it cannot express, naming each", () => {
    expect(result.warnings).toEqual(
      expect.arrayContaining([
        { operation: "repos/upload-release-asset", reason: expect.stringMatching(/application\/octet-stream/) },
        { operation: "markdown/render-raw", reason: expect.stringMatching(/text\/plain/) },
      ]),
    );
  });

  it("keeps only the operations of the given tags or operation ids", async () => {
    const only = await openApiToSubmission(text, { slug: "github", include: { tags: ["reactions"], operationIds: ["activity/star-repo-for-authenticated-user"] } });
    const slugs = only.submission.tools.map((tool) => tool.slug);
    expect(slugs).toContain("ACTIVITY_STAR_REPO_FOR_AUTHENTICATED_USER");
    expect(slugs.filter((slug) => slug.startsWith("REACTIONS_")).length).toBe(slugs.length - 1);
    expect(slugs.length).toBeGreaterThan(5);
  }, 60_000);
});

describe.each([
  ["Swagger 2.0", "2.0/json/petstore.json", "multipart"],
  ["OpenAPI 3.0", "3.0/json/petstore.json", "multipart/form-data"],
  ["OpenAPI 3.0 (YAML)", "3.0/yaml/petstore.yaml", "multipart/form-data"],
  ["OpenAPI 3.1", "3.1/json/petstore.json", "application/octet-stream"],
])("openApiToSubmission on the Petstore example, %s (@readme/oas-examples)", (_version, file, uploadReason) => {
  it("makes one tool per operation, the upload warned, the api key header an api_key method", async () => {
    const { submission, warnings } = await openApiToSubmission(example(file), { slug: "petstore" });
    expect(submission.baseUrl).toMatch(/^https?:\/\/petstore\.swagger\.io\/v2$|^https:\/\/petstore\.swagger\.io\/v2$/);
    expect(submission.tools.map((tool) => tool.slug)).toEqual(
      expect.arrayContaining(["ADD_PET", "UPDATE_PET", "FIND_PETS_BY_STATUS", "GET_PET_BY_ID", "UPDATE_PET_WITH_FORM", "DELETE_PET", "PLACE_ORDER", "CREATE_USER", "LOGIN_USER"]),
    );
    expect(submission.tools).toHaveLength(19);
    expect(warnings).toContainEqual({ operation: "uploadFile", reason: expect.stringContaining(uploadReason) });
    expect(submission.authMethods).toEqual([{ type: "api_key", label: "api_key", isDefault: true, config: { header_name: "api_key" } }]);
    expect(warnings).toContainEqual({ reason: expect.stringMatching(/petstore_auth skipped: only the OAuth 2.0 authorization-code flow/) });
    expect(uncompilable(submission.tools)).toEqual([]);

    const byStatus = submission.tools.find((tool) => tool.slug === "FIND_PETS_BY_STATUS")!;
    expect(byStatus.placement).toEqual({ query: ["status"], header: [] });
    expect(byStatus.inputSchema).toMatchObject({ required: ["status"], properties: { status: { type: "array", items: { enum: ["available", "pending", "sold"] } } } });
    const deletePet = submission.tools.find((tool) => tool.slug === "DELETE_PET")!;
    expect(deletePet.placement).toEqual({ query: [], header: ["api_key"] });
    expect(deletePet.inputSchema).toMatchObject({ required: ["petId"] });
    const withForm = submission.tools.find((tool) => tool.slug === "UPDATE_PET_WITH_FORM")!;
    expect(withForm.placement).toMatchObject({ body: "form" });
    expect(Object.keys((withForm.inputSchema as { properties: object }).properties)).toEqual(expect.arrayContaining(["petId", "name", "status"]));
    const addPet = submission.tools.find((tool) => tool.slug === "ADD_PET")!;
    expect(addPet.placement).toEqual({ query: [], header: [], body: "json" });
    expect(addPet.inputSchema).toMatchObject({ properties: { name: { type: "string" }, photoUrls: { type: "array" } }, required: ["name", "photoUrls"] });
    const createUsers = submission.tools.find((tool) => tool.slug === "CREATE_USERS_WITH_ARRAY_INPUT")!;
    expect(createUsers.placement).toEqual({ query: [], header: [], body: "json", bodyParam: "body" });
    expect(createUsers.inputSchema).toMatchObject({ properties: { body: { type: "array" } }, required: ["body"] });
  });
});

describe("openApiToSubmission on awkward documents (@readme/oas-examples)", () => {
  it("handles circular schemas without blowing up: the recursion becomes an open schema", async () => {
    for (const file of ["3.0/json/circular.json", "2.0/json/schema-circular.json", "3.0/json/circular-request-bodies.json"]) {
      const { submission } = await openApiToSubmission(example(file), { slug: "circular", baseUrl: "https://api.example.com" });
      expect(submission.tools.length, file).toBeGreaterThan(0);
      expect(uncompilable(submission.tools), file).toEqual([]);
    }
  });

  it("maps security schemes: header and query api keys, bearer, basic, OAuth 2.0 authorization code; warns for the rest", async () => {
    const { submission, warnings } = await openApiToSubmission(example("3.1/json/security.json"), { slug: "security", baseUrl: "https://api.example.com" });
    const byType = Object.fromEntries(submission.authMethods.map((method) => [method.type, method]));
    expect(byType.api_key).toMatchObject({ config: { header_name: "X-API-KEY" }, isDefault: true });
    expect(byType.bearer_token).toMatchObject({ config: {} });
    expect(byType.basic).toEqual({ type: "basic", label: "basic", isDefault: false, config: {} });
    expect(byType.oauth2).toMatchObject({
      config: { authorize_url: "http://example.com/oauth/dialog", token_url: "http://example.com/oauth/token", client_id: "REPLACE_WITH_YOUR_CLIENT_ID", scopes: ["write:things"] },
    });
    const reasons = warnings.filter((warning) => !warning.operation).map((warning) => warning.reason);
    expect(reasons).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/apiKey_cookie skipped: an API key sent in cookie/),
        expect.stringMatching(/mutualTLS skipped/),
        expect.stringMatching(/set the oauth2 method's client_id/),
      ]),
    );
  });

  it("sends an apiKey in the query as an api_key method with query_name", async () => {
    const document = {
      openapi: "3.0.3",
      info: { title: "Q", version: "1" },
      servers: [{ url: "https://api.example.com/{version}", variables: { version: { default: "v2" } } }],
      components: { securitySchemes: { key: { type: "apiKey", in: "query", name: "apikey" } } },
      paths: { "/things": { get: { operationId: "listThings", responses: { 200: { description: "ok" } } } } },
    };
    const { submission } = await openApiToSubmission(document, { slug: "q" });
    expect(submission.baseUrl).toBe("https://api.example.com/v2");
    expect(submission.authMethods).toEqual([{ type: "api_key", label: "key", isDefault: true, config: { query_name: "apikey" } }]);
    expect(submission.tools[0]).toMatchObject({ slug: "LIST_THINGS", name: "listThings", description: "listThings" });
  });

  it("skips cookie parameters and uploads with a warning each", async () => {
    const cookies = await openApiToSubmission(example("3.0/json/parameters-cookies.json"), { slug: "c", baseUrl: "https://api.example.com" });
    expect(cookies.warnings).toEqual([{ operation: "POST /post", reason: expect.stringMatching(/cookie parameter foo/) }]);
    const uploads = await openApiToSubmission(example("3.0/json/file-uploads.json"), { slug: "u", baseUrl: "https://api.example.com" });
    expect(uploads.submission.tools).toEqual([]);
    expect(uploads.warnings.map((warning) => warning.reason)).toEqual(expect.arrayContaining([expect.stringMatching(/multipart\/form-data/), expect.stringMatching(/image\/png/)]));
  });

  it("gives unique slugs: METHOD_path without an operationId, a suffix on a clash", async () => {
    const document = {
      swagger: "2.0",
      info: { title: "S", version: "1" },
      host: "api.example.com",
      paths: {
        "/pets/{petId}": { get: { responses: { 200: { description: "ok" } } } },
        "/a": { get: { operationId: "list-things", responses: { 200: { description: "ok" } } } },
        "/b": { get: { operationId: "listThings", responses: { 200: { description: "ok" } } } },
        "/c": { get: { operationId: "2fa/enable", responses: { 200: { description: "ok" } } } },
      },
    };
    const { submission } = await openApiToSubmission(document, { slug: "s" });
    expect(submission.baseUrl).toBe("https://api.example.com");
    expect(submission.tools.map((tool) => tool.slug)).toEqual(["GET_PETS_PET_ID", "LIST_THINGS", "LIST_THINGS_2", "OP_2FA_ENABLE"]);
  });
});
