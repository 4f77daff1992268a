import type { Router } from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { plugboardInternals } from "../../src/create-plugboard.js";
import { DOCUMENTED_ROUTES } from "../../src/http/mount-http-routes.js";
import { buildOpenApiDocument } from "../../src/http/openapi/build-openapi-document.js";
import type { Database } from "../../src/store/open-database.js";
import { startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";

interface Layer {
  rawPath?: unknown;
  route?: { path: string; methods: Record<string, boolean> };
  handle?: Handle;
}

/** A layer's handler: a router (its `stack`), or a combination of handlers (`wraps`, see http/in-sequence.ts). */
interface Handle {
  stack?: Layer[];
  wraps?: Handle[];
}

/** Every route Express serves under `router`, as `METHOD /path/{param}`, found by walking its layers and mounted routers. */
function servedRoutes(router: Router): string[] {
  const found: string[] = [];
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      const mount = typeof layer.rawPath === "string" && layer.rawPath !== "/" ? layer.rawPath : "";
      if (layer.route) {
        for (const [method, on] of Object.entries(layer.route.methods)) {
          if (on && method !== "_all") found.push(`${method.toUpperCase()} ${prefix}${layer.route.path.replace(/:(\w+)/g, "{$1}")}`);
        }
      } else if (layer.handle) visit(layer.handle, prefix + mount);
    }
  };
  const visit = (handle: Handle, prefix: string) => {
    if (handle.stack) walk(handle.stack, prefix);
    for (const wrapped of handle.wraps ?? []) visit(wrapped, prefix);
  };
  walk((router as unknown as { stack: Layer[] }).stack, "");
  return found;
}

/** Every operation the OpenAPI document lists, as `METHOD /path/{param}`. */
function documentedOperations(): string[] {
  const paths = buildOpenApiDocument({ routes: DOCUMENTED_ROUTES }).paths as Record<string, Record<string, unknown>>;
  return Object.entries(paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
}

describe.each(testDatabases())("one route table for Express and the OpenAPI document on $name", ({ open }) => {
  let database: Database;
  let pb: TestPlugboard;

  beforeAll(async () => {
    database = await open();
    pb = await startPlugboard(database);
  });
  afterAll(async () => {
    await pb.close();
    await database.close();
  });

  it("every route Express serves under /api/v1 and /api/dashboard is documented, and nothing else is", async () => {
    const { http } = await plugboardInternals(pb.plugboard);
    const served = servedRoutes(http).filter((route) => / \/api\/(v1|dashboard)\//.test(route));
    expect(served.length).toBeGreaterThan(30);
    expect([...new Set(served)].sort()).toEqual(documentedOperations().sort());
    // The walk sees what is mounted outside the tables too (guards the comparison above).
    expect(servedRoutes(http)).toEqual(expect.arrayContaining(["GET /health", "GET /connect/{pluginSlug}", "POST /api/connect/submit"]));
  });

  it("every documented operation is answered by its route, never by the catch-all 404", async () => {
    const placeholder = "00000000-0000-4000-8000-000000000000";
    for (const operation of documentedOperations()) {
      const [method, path] = operation.split(" ") as [string, string];
      const response = await pb.api(method, path.replace(/\{\w+\}/g, placeholder), method === "GET" ? undefined : {}, { apiKey: null });
      expect(String(response.body?.error ?? ""), operation).not.toMatch(/^No route for/);
      expect(response.status, operation).toBeLessThan(500);
    }
  });
});
