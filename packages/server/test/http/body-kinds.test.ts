import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express, { Router } from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as z from "zod";
import { plugboardInternals } from "../../src/create-plugboard.js";
import { errorHandler } from "../../src/http/error-handler.js";
import { mountRoutes } from "../../src/http/mount-routes.js";
import { buildOpenApiDocument } from "../../src/http/openapi/build-openapi-document.js";
import { readBody } from "../../src/http/read-body.js";
import { defineRoute, type Route } from "../../src/http/route.js";
import { createLogger } from "../../src/logging/logger.js";
import type { Database } from "../../src/store/open-database.js";
import { startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";

const route = defineRoute<undefined>();
const ok = { 200: { description: "ok" } };
/** A small table of the three body kinds, served by the service's own reader and route mounting. */
const TABLE: Route<undefined>[] = [
  route({
    method: "post", path: "/raw/{id}", operationId: "raw", summary: "raw", tag: "t", auth: "none", bodyKind: "raw", bodyLimit: "1kb", responses: ok,
    handle: async ({ rawBody, body }) => ({ hex: rawBody!.toString("hex"), body: body ?? null }),
  }),
  route({
    method: "post", path: "/form", operationId: "form", summary: "form", tag: "t", auth: "none", bodyKind: "form", body: z.object({ decision: z.enum(["yes", "no"]) }), responses: ok,
    handle: async ({ body, rawBody }) => ({ decision: body.decision, raw: rawBody ?? null }),
  }),
  route({
    method: "post", path: "/json", operationId: "json", summary: "json", tag: "t", auth: "none", body: z.object({ n: z.number() }), responses: ok,
    handle: async ({ body }) => ({ n: body.n }),
  }),
];

describe("request bodies declared per route", () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    const app = express();
    const router = Router();
    router.use(readBody(TABLE));
    mountRoutes(router, TABLE, { prefix: "", deps: undefined });
    app.use(router, errorHandler({ production: false, logger: createLogger({ level: "error", write: () => undefined }), redactPath: (path) => path }));
    server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("a raw route gets the exact bytes whatever their media type, even JSON that does not parse", async () => {
    const bytes = Buffer.from('{"a":1,  "b": [2] ', "utf8");
    const response = await fetch(`${url}/raw/x`, { method: "POST", headers: { "content-type": "application/json" }, body: bytes });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ hex: bytes.toString("hex"), body: null });
    const binary = await fetch(`${url}/raw/x`, { method: "POST", headers: { "content-type": "application/octet-stream" }, body: new Uint8Array([0, 255, 10]) });
    expect(await binary.json()).toEqual({ hex: "00ff0a", body: null });
    const empty = await fetch(`${url}/raw/x`, { method: "POST" });
    expect(await empty.json()).toEqual({ hex: "", body: null });
  });

  it("a raw route's limit is its own: past it is a 413", async () => {
    const response = await fetch(`${url}/raw/x`, { method: "POST", headers: { "content-type": "text/plain" }, body: "x".repeat(2048) });
    expect(response.status).toBe(413);
    expect((await response.json()).code).toBe("payload_too_large");
  });

  it("a form route reads a form and validates it with its schema; JSON there is a 415", async () => {
    const form = await fetch(`${url}/form`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "decision=yes" });
    expect(await form.json()).toEqual({ decision: "yes", raw: null });
    const bad = await fetch(`${url}/form`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "decision=maybe" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).details.fieldErrors.decision).toBeDefined();
    const json = await fetch(`${url}/form`, { method: "POST", headers: { "content-type": "application/json" }, body: '{"decision":"yes"}' });
    expect(json.status).toBe(415);
    expect((await json.json()).error).toContain("application/x-www-form-urlencoded");
  });

  it("a JSON route (the default) refuses a form with 415 and parses JSON", async () => {
    const form = await fetch(`${url}/json`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "n=1" });
    expect(form.status).toBe(415);
    const json = await fetch(`${url}/json`, { method: "POST", headers: { "content-type": "application/json" }, body: '{"n":3}' });
    expect(await json.json()).toEqual({ n: 3 });
  });

  it("the OpenAPI document gives each route the media type its body kind declares", () => {
    const paths = buildOpenApiDocument({ routes: TABLE }).paths as Record<string, Record<string, { requestBody?: { content: Record<string, unknown> } }>>;
    expect(Object.keys(paths["/raw/{id}"]!.post!.requestBody!.content)).toEqual(["*/*"]);
    expect(Object.keys(paths["/form"]!.post!.requestBody!.content)).toEqual(["application/x-www-form-urlencoded"]);
    expect(Object.keys(paths["/json"]!.post!.requestBody!.content)).toEqual(["application/json"]);
  });

  it("a raw route with a body schema is refused when mounted (the bytes are the input)", () => {
    const wrong = route({ ...TABLE[0]!, body: z.object({}) } as never);
    expect(() => mountRoutes(Router(), [wrong], { prefix: "", deps: undefined })).toThrowError(/raw bytes/);
  });
});

interface Layer {
  name?: string;
  handle?: Handle;
  route?: { stack: Layer[] };
}
interface Handle {
  name?: string;
  stack?: Layer[];
  wraps?: Handle[];
}

/** The names of every handler in the service's router: middleware, routers, combined handlers and each route's own handlers. */
function handlerNames(router: unknown): string[] {
  const names: string[] = [];
  const visitLayers = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route) visitLayers(layer.route.stack);
      if (layer.handle) visit(layer.handle);
    }
  };
  const visit = (handle: Handle) => {
    names.push(handle.name ?? "");
    if (handle.stack) visitLayers(handle.stack);
    for (const wrapped of handle.wraps ?? []) visit(wrapped);
  };
  visit(router as Handle);
  return names;
}

describe("the service reads every body through the declarations", () => {
  let database: Database;
  let pb: TestPlugboard;
  beforeAll(async () => {
    database = await testDatabases()[0]!.open();
    pb = await startPlugboard(database);
  });
  afterAll(async () => {
    await pb.close();
    await database.close();
  });

  it("no router parses a body itself: the one declared reader is the only body reader", async () => {
    const { http } = await plugboardInternals(pb.plugboard);
    const names = handlerNames(http);
    expect(names.filter((name) => name === "readDeclaredBody")).toHaveLength(1);
    expect(names.filter((name) => /^(json|urlencoded|raw|text)Parser$/.test(name))).toEqual([]);
    // Guards the walk: it reaches the routes' own handlers and the routers mounted inside.
    expect(names.length).toBeGreaterThan(100);
  });
});
