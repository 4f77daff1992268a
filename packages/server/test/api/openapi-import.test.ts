import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findLeakedSecrets, startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";
import { startUpstream, type Upstream } from "../helpers/upstream-server.js";

const require = createRequire(import.meta.url);
const API_KEY = "orders_key_6b1e0c9d";

/** An OpenAPI 3.1 document in YAML: path, query, header, JSON object, form and array bodies, an upload. */
const ORDERS_YAML = `
openapi: 3.1.0
info: { title: Orders API, version: "1.0", description: Orders of a shop. }
servers: [{ url: "https://orders.example.com" }]
components:
  securitySchemes:
    key: { type: apiKey, in: query, name: api_key }
  schemas:
    Line:
      type: object
      required: [sku]
      properties: { sku: { type: string }, qty: { type: integer, minimum: 1 } }
paths:
  /shops/{shopId}/orders:
    post:
      operationId: createOrder
      summary: Create an order
      description: Places an order in the shop.
      parameters:
        - { name: shopId, in: path, required: true, schema: { type: string } }
        - { name: dryRun, in: query, schema: { type: boolean } }
        - { name: X-Request-Id, in: header, required: true, schema: { type: string } }
      requestBody:
        required: true
        content:
          application/json:
            schema:
              type: object
              required: [lines]
              properties:
                note: { type: string }
                lines: { type: array, items: { $ref: "#/components/schemas/Line" } }
  /shops/{shopId}/settings:
    put:
      operationId: updateSettings
      parameters: [{ name: shopId, in: path, required: true, schema: { type: string } }]
      requestBody:
        content:
          application/x-www-form-urlencoded:
            schema: { type: object, properties: { currency: { type: string }, tags: { type: array, items: { type: string } } } }
  /batch:
    post:
      operationId: batchLines
      requestBody:
        required: true
        content:
          application/json:
            schema: { type: array, items: { $ref: "#/components/schemas/Line" } }
  /uploads:
    post:
      operationId: uploadFile
      requestBody: { content: { multipart/form-data: { schema: { type: object } } } }
`;

describe.each(testDatabases())("POST /api/v1/submissions/import on $name", ({ open }) => {
  let pb: TestPlugboard;
  let upstream: Upstream;

  beforeAll(async () => {
    upstream = await startUpstream();
    pb = await startPlugboard(await open());
  });
  afterAll(async () => {
    await pb?.close();
    await upstream?.close();
  });

  it("imports a YAML document as a submission whose tools place path, query, header and body params when executed", async () => {
    upstream.reply(() => ({ body: { ok: true } }));
    const imported = await pb.api("POST", "/api/v1/submissions/import", { slug: "orders", document: ORDERS_YAML, baseUrl: `${upstream.url}/api`, submitForReview: true });
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    expect(imported.body).toEqual({
      submission: expect.objectContaining({ slug: "orders", name: "Orders API", description: "Orders of a shop.", reviewStatus: "pending_review", toolCount: 3 }),
      warnings: [{ operation: "uploadFile", reason: expect.stringContaining("multipart/form-data") }],
    });
    expect((await pb.api("GET", "/api/v1/submissions")).body.plugins).toContainEqual(expect.objectContaining({ slug: "orders", reviewStatus: "pending_review" }));
    await pb.services.review.review({ id: imported.body.submission.id }, "approved");
    const listed = await pb.api("GET", "/api/v1/tools?plugin=orders");
    expect(listed.body.tools.map((tool: { slug: string }) => tool.slug).sort()).toEqual(["BATCH_LINES", "CREATE_ORDER", "UPDATE_SETTINGS"]);
    const createOrder = listed.body.tools.find((tool: { slug: string }) => tool.slug === "CREATE_ORDER");
    expect(createOrder).toMatchObject({ name: "Create an order", description: "Create an order\n\nPlaces an order in the shop.", method: "POST", path: "/shops/{shopId}/orders" });
    expect(createOrder.inputSchema.required.sort()).toEqual(["X-Request-Id", "lines", "shopId"]);

    const connected = await pb.api("POST", "/api/v1/connections", { userId: "u1", plugin: "orders", authMethod: "api_key", credentials: { api_key: API_KEY } });
    expect(connected.status, JSON.stringify(connected.body)).toBe(200);
    const execute = (tool: string, params: Record<string, unknown>) => pb.api("POST", "/api/v1/tools/execute", { userId: "u1", tool, params });

    const order = await execute("CREATE_ORDER", { shopId: "shop 1", dryRun: true, "X-Request-Id": "req-42", note: "fragile", lines: [{ sku: "A-1", qty: 2 }] });
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    let seen = upstream.received.at(-1)!;
    expect(seen).toMatchObject({ method: "POST", path: "/api/shops/shop%201/orders", query: { dryRun: "true", api_key: API_KEY } });
    expect(seen.headers["x-request-id"]).toBe("req-42");
    expect(seen.headers["content-type"]).toBe("application/json");
    expect(seen.json).toEqual({ note: "fragile", lines: [{ sku: "A-1", qty: 2 }] });

    const settings = await execute("UPDATE_SETTINGS", { shopId: "s2", currency: "EUR", tags: ["a", "b c"] });
    expect(settings.status, JSON.stringify(settings.body)).toBe(200);
    seen = upstream.received.at(-1)!;
    expect(seen).toMatchObject({ method: "PUT", path: "/api/shops/s2/settings", query: { api_key: API_KEY } });
    expect(seen.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(seen.body).toBe("currency=EUR&tags=a&tags=b+c");

    const batch = await execute("BATCH_LINES", { body: [{ sku: "B-2" }] });
    expect(batch.status).toBe(200);
    expect(upstream.received.at(-1)!.json).toEqual([{ sku: "B-2" }]);

    const unsafe = await execute("CREATE_ORDER", { shopId: "s", "X-Request-Id": "a\r\nX-Evil: 1", lines: [] });
    expect(unsafe.status).toBe(400);
    expect(unsafe.body.details.fieldErrors["params.X-Request-Id"]).toEqual([expect.stringMatching(/sent as a header and must not contain a line break/)]);
    expect(findLeakedSecrets(pb, [API_KEY])).toEqual([]);
  });

  it("imports Swagger 2.0 basic auth as a basic method: the connection's username and password reach the upstream as Authorization: Basic", async () => {
    const PASSWORD = "pässword:with-colon_51c2";
    const document = {
      swagger: "2.0",
      info: { title: "Legacy", version: "1" },
      host: "legacy.example.com",
      schemes: ["https"],
      securityDefinitions: { login: { type: "basic" } },
      paths: { "/me": { get: { operationId: "whoAmI", responses: { 200: { description: "ok" } } } } },
    };
    const imported = await pb.api("POST", "/api/v1/submissions/import", { slug: "legacy", document, baseUrl: upstream.url, submitForReview: true });
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    expect(imported.body.warnings).toEqual([]);
    await pb.services.review.review({ id: imported.body.submission.id }, "approved");
    const listed = (await pb.api("GET", "/api/v1/plugins")).body.plugins.find((plugin: { slug: string }) => plugin.slug === "legacy");
    expect(listed.authMethods).toEqual([{ type: "basic", label: "login", isDefault: true }]);

    const refused = await pb.api("POST", "/api/v1/connections", { userId: "u-basic", plugin: "legacy", authMethod: "basic", credentials: { username: "a:b", password: "x" } });
    expect(refused.status).toBe(400);
    expect(refused.body.details.fieldErrors["credentials.username"]).toEqual([expect.stringMatching(/must not contain a colon/)]);
    const missing = await pb.api("POST", "/api/v1/connections", { userId: "u-basic", plugin: "legacy", authMethod: "basic", credentials: { password: "x" } });
    expect(missing.status).toBe(400);
    expect(missing.body.details.fieldErrors["credentials.username"]).toEqual([expect.stringMatching(/username is required/)]);

    const connected = await pb.api("POST", "/api/v1/connections", { userId: "u-basic", plugin: "legacy", authMethod: "basic", credentials: { username: "ana", password: PASSWORD } });
    expect(connected.status, JSON.stringify(connected.body)).toBe(200);
    expect(JSON.stringify(connected.body)).not.toContain(PASSWORD);
    upstream.reply(() => ({ body: { user: "ana" } }));
    const answer = await pb.api("POST", "/api/v1/tools/execute", { userId: "u-basic", tool: "WHO_AM_I", params: {} });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const authorization = upstream.received.at(-1)!.headers.authorization as string;
    expect(authorization).toMatch(/^Basic /);
    expect(Buffer.from(authorization.slice(6), "base64").toString("utf8")).toBe(`ana:${PASSWORD}`);
    expect(findLeakedSecrets(pb, [PASSWORD])).toEqual([]);
  });

  it("never fetches an external $ref: the operations using one are skipped with a warning", async () => {
    const before = upstream.received.length;
    const document = {
      openapi: "3.0.3",
      info: { title: "External", version: "1" },
      paths: {
        "/remote": { post: { operationId: "remote", requestBody: { content: { "application/json": { schema: { $ref: `${upstream.url}/schemas/pet.json#/Pet` } } } }, responses: { 200: { description: "ok" } } } },
        "/file": { post: { operationId: "file", requestBody: { content: { "application/json": { schema: { $ref: "./pet.yaml#/Pet" } } } }, responses: { 200: { description: "ok" } } } },
        "/local": { get: { operationId: "local", responses: { 200: { description: "ok" } } } },
      },
    };
    const imported = await pb.api("POST", "/api/v1/submissions/import", { slug: "external-refs", document, baseUrl: "https://api.example.com" });
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    expect(imported.body.submission.toolCount).toBe(1);
    expect(imported.body.warnings).toEqual([
      { operation: "remote", reason: expect.stringMatching(/external references are never fetched/) },
      { operation: "file", reason: expect.stringMatching(/external references are never fetched/) },
    ]);
    expect(upstream.received.length).toBe(before);
  });

  it("answers 400 naming document (with the parser's reason) or baseUrl for documents it cannot use", async () => {
    const cases: Array<[unknown, string, RegExp]> = [
      ["{ not json", "document", /is not valid JSON/],
      ["openapi: [3.1\npaths: {", "document", /neither JSON nor valid YAML/],
      [{ openapi: "4.0.0", info: { title: "x", version: "1" }, paths: {} }, "document", /version 4\.0\.0; Swagger 2\.0, OpenAPI 3\.0 and 3\.1/],
      [{ info: { title: "x" }, paths: {} }, "document", /no openapi \(3\.0, 3\.1\) or swagger \(2\.0\) version field/],
      [{ openapi: "3.0.0", info: { title: "x", version: "1" } }, "document", /no paths object/],
      [{ openapi: "3.0.0", info: { title: "x", version: "1" }, paths: { "/a": { $ref: "#/nowhere" } } }, "document", /could not be resolved/],
      [42, "document", /OpenAPI document/],
      [{ openapi: "3.0.0", info: { title: "x", version: "1" }, servers: [{ url: "/v3" }], paths: {} }, "baseUrl", /first server \(\/v3\) is not an absolute http\(s\) URL: give baseUrl/],
    ];
    for (const [document, field, reason] of cases) {
      const answer = await pb.api("POST", "/api/v1/submissions/import", { slug: "broken", document });
      expect(answer.status, JSON.stringify(document)).toBe(400);
      expect(answer.body.details.fieldErrors[field], JSON.stringify(answer.body)).toEqual([expect.stringMatching(reason)]);
    }
    expect((await pb.api("GET", "/api/v1/submissions")).body.plugins.map((plugin: { slug: string }) => plugin.slug)).not.toContain("broken");
    expect((await pb.api("POST", "/api/v1/submissions/import", { slug: "orders", document: ORDERS_YAML })).body.details.fieldErrors.slug).toEqual([
      'slug "orders" is already taken',
    ]);
  });

  it("imports GitHub's whole document (more tools than a plain submission may carry) as one submission", async () => {
    const document = JSON.parse(readFileSync(require.resolve("@octokit/openapi/generated/api.github.com.json"), "utf8"));
    const imported = await pb.api("POST", "/api/v1/submissions/import", { slug: "github", document });
    expect(imported.status, JSON.stringify(imported.body).slice(0, 500)).toBe(201);
    expect(imported.body.submission.toolCount).toBeGreaterThan(1_200);
    expect(imported.body.submission.toolCount + imported.body.warnings.length).toBe(
      Object.values(document.paths as Record<string, object>).reduce((sum, item) => sum + Object.keys(item).filter((key) => key !== "parameters").length, 0),
    );
    const stored = await pb.context.prisma.tool.count({ where: { pluginId: imported.body.submission.id } });
    expect(stored).toBe(imported.body.submission.toolCount);
  }, 120_000);

  // Last: the 413 answers close the connection before the body is read.
  it("takes bodies up to 20 MB on this route only: others keep 1 MB", async () => {
    const petstore = JSON.parse(readFileSync(require.resolve("@readme/oas-examples/3.0/json/petstore.json"), "utf8"));
    const padded = { ...petstore, "x-padding": "p".repeat(2_000_000) };
    const big = await pb.api("POST", "/api/v1/submissions/import", { slug: "big-petstore", document: padded });
    expect(big.status, JSON.stringify(big.body).slice(0, 300)).toBe(201);
    expect(big.body.submission.toolCount).toBe(19);
    const elsewhere = await pb.api("POST", "/api/v1/submissions", { slug: "big-plain", name: "x", baseUrl: "https://api.example.com", description: "d".repeat(2_000_000) });
    expect(elsewhere.status).toBe(413);
    const tooBig = await pb.api("POST", "/api/v1/submissions/import", { slug: "huge", document: "x".repeat(21_000_000) });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toMatchObject({ code: "payload_too_large" });
  });
});
