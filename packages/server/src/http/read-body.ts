import express, { type Request, type RequestHandler } from "express";
import { ServiceError } from "../errors/service-error.js";
import { escapeRegExp } from "./escape-reg-exp.js";
import type { BodyKind } from "./openapi/openapi-route.js";
import { isPlainJson, readPlainJson } from "./read-plain-json.js";

/** The service's request body limit (1 MB; larger is 413) for every route that declares no `bodyLimit`. */
export const DEFAULT_BODY_LIMIT = "1mb";

/**
 * What a route declares about its request body: the documented routes of the route tables, and the
 * few pages outside them that take a body (the hosted approval page's form).
 */
export interface BodyDeclaration {
  method: string;
  /** OpenAPI path with `{param}` segments. */
  path: string;
  /** Default `json`. */
  bodyKind?: BodyKind;
  /** Largest body (`"1mb"`, `"64kb"`); default {@link DEFAULT_BODY_LIMIT}. */
  bodyLimit?: string;
}

/** True when the request carries a body (an empty POST with `Content-Length: 0` does not). */
function carriesBody(request: Request): boolean {
  return request.headers["transfer-encoding"] !== undefined || Number(request.headers["content-length"] ?? 0) > 0;
}

function givenType(request: Request): string {
  const given = (request.get("content-type") ?? "").split(";")[0]!.trim().slice(0, 100);
  return given ? given : "no Content-Type";
}

/** Bytes of a limit written as Express writes it ("1mb"). */
function bytesOf(limit: string): number {
  const match = /^(\d+)(kb|mb)$/.exec(limit);
  if (!match) throw new Error(`unsupported body limit ${limit}`);
  return Number(match[1]) * (match[2] === "kb" ? 1024 : 1024 * 1024);
}

/**
 * A JSON body (the default kind): a body not declared as `application/json` is a 415
 * `unsupported_media_type` (without it a `text/plain` or form body would be silently ignored and the
 * caller get a confusing "field required" 400); requests without a body pass. The common plain body
 * takes a fast path ({@link readPlainJson}); anything else goes through Express's parser.
 */
function jsonReader(limit: string): RequestHandler {
  const parse = express.json({ limit });
  const limitBytes = bytesOf(limit);
  return (request, response, next) => {
    // The exact header every JSON client sends first: no media-type parsing for it.
    if (request.headers["content-type"] !== "application/json" && carriesBody(request) && !request.is("application/json")) {
      return next(new ServiceError("unsupported_media_type", `The request body must be JSON sent with Content-Type: application/json (got ${givenType(request)})`));
    }
    if (isPlainJson(request, limitBytes)) return readPlainJson(request, next);
    return parse(request, response, next);
  };
}

/** A form body (`application/x-www-form-urlencoded`, flat string values); another media type is a 415. */
function formReader(limit: string): RequestHandler {
  const parse = express.urlencoded({ extended: false, limit });
  return (request, response, next) => {
    if (carriesBody(request) && !request.is("application/x-www-form-urlencoded")) {
      return next(new ServiceError("unsupported_media_type", `The request body must be a form sent with Content-Type: application/x-www-form-urlencoded (got ${givenType(request)})`));
    }
    return parse(request, response, next);
  };
}

/** The exact bytes of the body, whatever its media type, as a `Buffer` in `request.body` (empty without a body). */
function rawReader(limit: string): RequestHandler {
  const parse = express.raw({ type: () => true, limit });
  return (request, response, next) =>
    parse(request, response, (error?: unknown) => {
      if (error === undefined && !Buffer.isBuffer(request.body)) request.body = Buffer.alloc(0);
      next(error);
    });
}

const READERS: Record<BodyKind, (limit: string) => RequestHandler> = { json: jsonReader, form: formReader, raw: rawReader };

/**
 * The one body reader of the service: each request's body is read as the route it is for declares
 * ({@link BodyDeclaration}: JSON by default, a form, or raw bytes, each with its size limit); a request
 * for no declared route is read as JSON within {@link DEFAULT_BODY_LIMIT}. One middleware that picks
 * its reader, rather than one Express layer per route that every request is matched against; no
 * router parses a body itself (test/http/body-kinds.test.ts walks the layers to prove it).
 *
 * @example
 * routes.use(readBody([...DOCUMENTED_ROUTES, ...APPROVAL_PAGE_BODIES]));
 */
export function readBody(declarations: readonly BodyDeclaration[]): RequestHandler {
  const special = declarations
    .filter((route) => (route.bodyKind ?? "json") !== "json" || route.bodyLimit)
    .map((route) => ({
      method: route.method.toUpperCase(),
      // `{param}` is one path segment; matched case-insensitively with an optional trailing slash, as Express matches routes.
      pattern: new RegExp(`^${route.path.split(/\{\w+\}/).map(escapeRegExp).join("[^/]+")}/?$`, "i"),
      read: READERS[route.bodyKind ?? "json"](route.bodyLimit ?? DEFAULT_BODY_LIMIT),
    }));
  const standard = jsonReader(DEFAULT_BODY_LIMIT);
  return function readDeclaredBody(request, response, next) {
    for (const route of special) {
      if (request.method === route.method && route.pattern.test(request.path)) return route.read(request, response, next);
    }
    return standard(request, response, next);
  };
}
