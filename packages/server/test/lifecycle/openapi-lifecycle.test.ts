import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "../../src/openapi/build-openapi-document.js";
import { LIFECYCLE_ROUTES } from "../../src/openapi/openapi-lifecycle-routes.js";
import type { Database } from "../../src/store/open-database.js";
import { startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { openTestDatabase } from "../helpers/test-database.js";

describe("OpenAPI of the connection lifecycle", () => {
  let database: Database;
  let pb: TestPlugboard;

  beforeAll(async () => {
    database = await openTestDatabase();
    pb = await startPlugboard(database, { webhooks: { deliver: false } });
  });

  afterAll(async () => {
    await pb.close();
    await database.close();
  });

  it("documents the webhook and connection-request routes, the 409 connect link and the new response members", () => {
    const document = buildOpenApiDocument() as Record<string, any>;
    for (const route of LIFECYCLE_ROUTES) expect(document.paths[route.path]?.[route.method], route.path).toBeDefined();
    const conflict = document.paths["/api/v1/tools/execute"].post.responses["409"].content["application/json"].schema;
    expect(conflict).toEqual({ $ref: "#/components/schemas/ConnectionNeededErrorResponse" });
    expect(document.components.schemas.ConnectionNeededErrorResponse.required).toEqual(expect.arrayContaining(["connectUrl", "connectionRequestId"]));
    expect(document.components.schemas.InitiateConnectionResponse.required).toContain("connectionRequestId");
  });

  it("every documented route exists: each answers 401 without an API key, never 404", async () => {
    const placeholder = "00000000-0000-4000-8000-000000000000";
    for (const route of LIFECYCLE_ROUTES) {
      const response = await pb.api(route.method.toUpperCase(), route.path.replace(/\{\w+\}/g, placeholder), route.method === "post" ? {} : undefined, { apiKey: null });
      expect(response.status, `${route.method.toUpperCase()} ${route.path}`).toBe(401);
    }
  });
});
