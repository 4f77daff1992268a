import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { DOCUMENTED_ROUTES } from "../../src/http/mount-http-routes.js";
import { DASHBOARD_ROUTES } from "../../src/http/dashboard/dashboard-routes.js";
import { buildOpenApiDocument } from "../../src/http/openapi/build-openapi-document.js";
import { testDatabases } from "../helpers/test-database.js";
import { useDashboardWorld } from "./dashboard-harness.js";

function refs(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => refs(item, found));
  else if (typeof value === "object" && value !== null) {
    for (const [key, member] of Object.entries(value)) {
      if (key === "$ref" && typeof member === "string") found.push(member);
      else refs(member, found);
    }
  }
  return found;
}

describe("OpenAPI document", () => {
  it("is a valid OpenAPI 3.1 document whose $refs all resolve", async () => {
    const document = buildOpenApiDocument({ routes: DOCUMENTED_ROUTES });
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document) as never);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
    const schemas = (document.components as { schemas: Record<string, unknown> }).schemas;
    for (const ref of refs(document)) expect(Object.keys(schemas), ref).toContain(ref.replace("#/components/schemas/", ""));
  });

  it("the validator is not a rubber stamp: a broken document is refused", async () => {
    const broken = buildOpenApiDocument({ routes: DOCUMENTED_ROUTES }) as Record<string, any>;
    broken.paths["/api/dashboard/plugins"].post.responses = { 201: { content: {} } };
    expect((await new Validator().validate(broken as never)).valid).toBe(false);
  });

  it("documents request bodies from core's schemas (field rules included) and the dashboard's security", () => {
    const document = buildOpenApiDocument({ routes: DOCUMENTED_ROUTES }) as Record<string, any>;
    const create = document.paths["/api/dashboard/plugins"].post;
    expect(create.requestBody.content["application/json"].schema).toEqual({ $ref: "#/components/schemas/CreateDashboardPluginRequest" });
    const body = document.components.schemas.CreateDashboardPluginRequest;
    expect(body.required).toEqual(expect.arrayContaining(["slug", "name"]));
    expect(body.properties.slug.pattern).toBe("^[a-z0-9][a-z0-9_-]*$");
    expect(Object.keys(body.properties)).toEqual(expect.arrayContaining(["logoUrl", "category", "toolSource", "baseUrl", "description"]));
    expect(create.security).toEqual([{ idToken: [] }, { apiKey: [] }]);
    expect(document.paths["/api/dashboard/api-keys"].post.security).toEqual([{ idToken: [] }]);
    expect(document.paths["/api/v1/tools/execute"].post.responses["502"]).toBeDefined();
    expect(document.paths["/api/v1/openapi.json"].get.security).toEqual([]);
  });
});

describe.each(testDatabases())("GET /api/v1/openapi.json on $name", ({ open }) => {
  const suite = useDashboardWorld(open);


  it("is served without authentication", async () => {
    const response = await suite.world.anonymous("GET", "/api/v1/openapi.json");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
    expect(response.body.openapi).toBe("3.1.0");
    expect(Object.keys(response.body.paths)).toEqual(expect.arrayContaining(["/api/v1/tools/execute", "/api/dashboard/plugins/{pluginId}/tools"]));
    expect((await suite.world.anonymous("GET", "/api/v1/plugins")).status).toBe(401);
  });

  it("documents only dashboard routes that exist: each answers 401 without a token, never 404", async () => {
    const placeholder = "00000000-0000-4000-8000-000000000000";
    for (const route of DASHBOARD_ROUTES) {
      const path = route.path.replace(/\{\w+\}/g, placeholder);
      const response = await suite.world.anonymous(route.method.toUpperCase(), path, route.method === "get" ? undefined : {});
      expect(response.status, `${route.method.toUpperCase()} ${route.path}`).toBe(401);
    }
  });
});
