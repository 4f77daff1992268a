import type { Request, RequestHandler, Response, Router } from "express";
import { parseInput } from "./parse-input.js";
import { readQuery } from "./read-query.js";
import { isReply, type Route } from "./route.js";

/**
 * The Express path of an OpenAPI path below `prefix`: `/api/dashboard/plugins/{pluginId}` under
 * `/api/dashboard` is `/plugins/:pluginId`.
 *
 * @example
 * expressPath("/api/v1/plugins/{slug}/mcp-client", "/api/v1") // "/plugins/:slug/mcp-client"
 */
export function expressPath(path: string, prefix: string): string {
  if (!path.startsWith(prefix)) throw new Error(`route ${path} is not under ${prefix}`);
  return (path.slice(prefix.length) || "/").replace(/\{(\w+)\}/g, ":$1");
}

/** The lowest 2xx or 3xx status a route documents: what its handler's plain return value is sent with. */
export function successStatus(route: Pick<Route<unknown>, "responses" | "operationId">): number {
  const status = Object.keys(route.responses).map(Number).filter((code) => code >= 200 && code < 400).sort((a, b) => a - b)[0];
  if (status === undefined) throw new Error(`route ${route.operationId} documents no success response`);
  return status;
}

/**
 * Sends `body` as JSON with `status`. A GET goes through Express (its ETag lets a client revalidate
 * with a 304); any other method's answer is never revalidated, so it skips Express's per-answer SHA-1
 * ETag and is written as is.
 */
function sendJson(request: Request, response: Response, status: number, body: unknown): void {
  if (request.method === "GET" || request.method === "HEAD") return void response.status(status).json(body);
  const text = JSON.stringify(body);
  response.statusCode = status;
  response.setHeader("Content-Type", "application/json; charset=utf-8");
  response.setHeader("Content-Length", Buffer.byteLength(text));
  response.end(text);
}

function queryAndBody(request: Request): Record<string, unknown> {
  const body = typeof request.body === "object" && request.body !== null && !Array.isArray(request.body) ? request.body : {};
  return { ...readQuery(request), ...body };
}

/**
 * Registers each route of a table on `router` (mounted at `prefix`), in table order: its guard runs
 * first, then the declared query (read from the URL by {@link readQuery}, whatever the host app's
 * query parser) and body (read by `readBody` as the route's `bodyKind` declares; a raw body is handed
 * over as bytes) are validated with their core schemas (400 naming each field), the handler is called with `deps`, and its answer sent — its return value with the documented success status
 * (as JSON, or as the string it is when that response documents a `contentType`), or a
 * {@link Reply}, whose status must be documented too.
 *
 * @example
 * mountRoutes(router, V1_ROUTES, { prefix: "/api/v1", deps: { services } });
 */
export function mountRoutes<Deps>(
  router: Router,
  routes: readonly Route<Deps>[],
  options: {
    prefix: string;
    deps: Deps;
    /** Runs before each route documented with an `auth` other than `none` (the API-key check of `/api/v1`). */
    authenticate?: RequestHandler;
  },
): void {
  for (const route of routes) {
    if (route.bodyKind === "raw" && route.body) throw new Error(`route ${route.operationId} reads raw bytes and cannot validate them with a body schema`);
    const raw = route.bodyKind === "raw";
    const status = successStatus(route);
    const contentType = route.responses[status]?.contentType;
    const before = options.authenticate && route.auth !== "none" ? [options.authenticate] : [];
    router[route.method](expressPath(route.path, options.prefix), ...before, async (request: Request, response: Response) => {
      const exchange = { deps: options.deps, params: request.params as Record<string, string>, request, response };
      const actor = route.guard ? await route.guard(exchange) : undefined;
      const input = route.queryAndBody ? queryAndBody(request) : undefined;
      const query = route.query ? parseInput(route.query, input ?? readQuery(request)) : undefined;
      const body = route.body ? parseInput(route.body, input ?? request.body) : undefined;
      const rawBody = raw ? (Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)) : undefined;
      const result = await route.handle({ ...exchange, actor, query, body, rawBody });
      if (route.cacheControl) response.set("Cache-Control", route.cacheControl);
      if (!isReply(result)) return void (contentType ? response.status(status).type(contentType).send(result) : sendJson(request, response, status, result));
      if (!(result.status in route.responses)) throw new Error(`route ${route.operationId} answered ${result.status}, which it does not document`);
      if (result.location !== undefined) return void response.redirect(result.status, result.location);
      if (result.json !== undefined) return void response.status(result.status).set("ETag", result.json.etag).type("application/json").send(result.json.bytes);
      sendJson(request, response, result.status, result.body);
    });
  }
}
