import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOCUMENTED_ROUTES } from "../../src/http/mount-http-routes.js";
import { buildOpenApiDocument } from "../../src/http/openapi/build-openapi-document.js";
import type { Database } from "../../src/store/open-database.js";
import { startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { openTestDatabase } from "../helpers/test-database.js";

const LIFECYCLE_PATHS = ["/api/v1/connections/requests/{id}", "/api/v1/webhooks", "/api/v1/webhooks/{id}", "/api/v1/webhooks/{id}/deliveries"];

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
    const document = buildOpenApiDocument({ routes: DOCUMENTED_ROUTES }) as Record<string, any>;
    for (const path of LIFECYCLE_PATHS) expect(document.paths[path], path).toBeDefined();
    expect(Object.keys(document.paths["/api/v1/webhooks"]).sort()).toEqual(["get", "post"]);
    // The 409 is either the connection-needed body (with the connect link) or the plain `conflict` one.
    const conflict = document.paths["/api/v1/tools/execute"].post.responses["409"].content["application/json"].schema;
    expect(conflict.anyOf[0].required).toEqual(expect.arrayContaining(["code", "plugin", "connectUrl", "connectionRequestId"]));
    expect(conflict.anyOf[0].properties.code.enum).toEqual(["connection_required", "reauthorization_required"]);
    expect(conflict.anyOf[1].required).toEqual(["error"]);
    expect(document.components.schemas.InitiateConnectionResponse.required).toContain("connectionRequestId");
  });

  it("every documented lifecycle route exists: each answers 401 without an API key, never 404", async () => {
    const placeholder = "00000000-0000-4000-8000-000000000000";
    const routes = DOCUMENTED_ROUTES.filter((route) => LIFECYCLE_PATHS.includes(route.path));
    expect(routes).toHaveLength(5);
    for (const route of routes) {
      const response = await pb.api(route.method.toUpperCase(), route.path.replace(/\{\w+\}/g, placeholder), route.method === "post" ? {} : undefined, { apiKey: null });
      expect(response.status, `${route.method.toUpperCase()} ${route.path}`).toBe(401);
    }
  });
});
