import type { Request, Response } from "express";
import type * as z from "zod";
import type { JsonBytes } from "../infra/json-bytes.js";
import type { OpenApiRoute } from "./openapi/openapi-route.js";

type Parsed<Schema> = Schema extends z.ZodType ? z.output<Schema> : undefined;

/** What a route's guard gets: its dependencies and the request (no input parsed yet). */
export interface GuardCall<Deps> {
  deps: Deps;
  /** Path parameters (`{pluginId}` in the path is `params.pluginId`). */
  params: Record<string, string>;
  request: Request;
  response: Response;
}

/** What a route handler gets: its dependencies, who its guard let in, the validated input, and the exchange for what is left (headers). */
export interface RouteCall<Deps, Query = unknown, Body = unknown, Actor = undefined> {
  deps: Deps;
  /** What the route's `guard` returned (the signed-in developer, a plugin it may edit, …). */
  actor: Actor;
  /** The query string parsed with the route's `query` schema (undefined without one). */
  query: Query;
  /** The body (JSON or form, as the route's `bodyKind` declares) parsed with the route's `body` schema (undefined without one). */
  body: Body;
  /** The exact bytes of the body of a route declared with `bodyKind: "raw"` (empty without a body; undefined for other kinds). */
  rawBody: Buffer | undefined;
  /** Path parameters (`{pluginId}` in the path is `params.pluginId`). */
  params: Record<string, string>;
  request: Request;
  response: Response;
}

/**
 * One route: its OpenAPI description (method, path, input and response schemas from core, auth) and
 * its handler, in one declaration, so a route cannot be served undocumented or documented unserved.
 * Express registration and the OpenAPI document are both made from tables of these.
 */
export interface Route<Deps> extends OpenApiRoute {
  /**
   * Read the declared input (`body` or `query`) from the query string and the body together, body
   * members winning: for DELETE routes, since some clients cannot send a DELETE body.
   */
  queryAndBody?: boolean;
  /**
   * Largest body this route takes (a limit such as `"20mb"` or `"256kb"`); every route without one
   * keeps the service's 1 MB (`DEFAULT_BODY_LIMIT` of read-body.ts, which reads every body as its
   * route declares).
   */
  bodyLimit?: string;
  /** `Cache-Control` of the answer, e.g. `no-store` for answers holding tokens or one-time URLs. */
  cacheControl?: string;
  /**
   * Who may call, checked before the input is read (so a caller without access gets 401/403, never
   * a validation error): throws a `ServiceError` or returns the actor the handler receives.
   */
  guard?(call: GuardCall<Deps>): Promise<unknown>;
  /**
   * Parses nothing, calls one service and answers: returns the JSON body (sent with the route's
   * documented success status) or a {@link Reply} for another documented status or a redirect.
   */
  handle(call: RouteCall<Deps, any, any, any>): Promise<unknown>;
}

/** A route declaration with its input types inferred from its schemas. */
export type RouteDeclaration<Deps, Query extends z.ZodType | undefined, Body extends z.ZodType | undefined, Actor = undefined> = Omit<
  Route<Deps>,
  "query" | "body" | "guard" | "handle"
> & {
  query?: Query;
  body?: Body;
  guard?(call: GuardCall<Deps>): Promise<Actor>;
  handle(call: RouteCall<Deps, Parsed<Query>, Parsed<Body>, Actor>): Promise<unknown>;
};

/**
 * Declares routes whose handlers receive `Deps` (curried so the schema types are inferred per route,
 * as better-auth's `createAuthEndpoint` does).
 *
 * @example
 * const route = defineRoute<V1Deps>();
 * export const listPlugins = route({
 *   method: "get", path: "/api/v1/plugins", operationId: "listPlugins", summary: "List approved plugins", tag: "Plugins",
 *   auth: "apiKey", query: ListPluginsQuerySchema, responses: { 200: { description: "A page of plugins", schema: ListPluginsResponseSchema } },
 *   handle: ({ deps, query, response }) => deps.services.plugins.list(developerOf(response.locals).id, query),
 * });
 */
export function defineRoute<Deps>() {
  return <Query extends z.ZodType | undefined = undefined, Body extends z.ZodType | undefined = undefined, Actor = undefined>(
    declaration: RouteDeclaration<Deps, Query, Body, Actor>,
  ): Route<Deps> => declaration as Route<Deps>;
}

const REPLY = Symbol("plugboard.reply");

/** An answer other than the route's default: another documented status, or a redirect. */
export interface Reply {
  readonly [REPLY]: true;
  status: number;
  body?: unknown;
  /** Where to redirect (with `status`, e.g. 302). */
  location?: string;
  /** The body already serialized as JSON, with its ETag (sent as is, `application/json`). */
  json?: JsonBytes;
}

/**
 * Answers `body` with `status`, which the route must document (else it is a bug: 500).
 *
 * @example
 * return reply(result.created ? 201 : 200, result.authMethod);
 */
export function reply(status: number, body: unknown): Reply {
  return { [REPLY]: true, status, body };
}

/**
 * Answers `json`, a body the service already serialized (e.g. joined from cached fragments), with
 * `status`, which the route must document, and its ETag (a matching `If-None-Match` gets a 304).
 * The bytes must match the route's documented schema.
 *
 * @example
 * return replyJson(200, await deps.services.tools.listJson(developerId, query));
 */
export function replyJson(status: number, json: JsonBytes): Reply {
  return { [REPLY]: true, status, json };
}

/**
 * Redirects to `location` (302 unless given), which the route must document.
 *
 * @example
 * return redirectTo(outcome.redirectUrl);
 */
export function redirectTo(location: string, status = 302): Reply {
  return { [REPLY]: true, status, location };
}

/** True for a value made by {@link reply} or {@link redirectTo}. */
export function isReply(value: unknown): value is Reply {
  return typeof value === "object" && value !== null && (value as { [REPLY]?: unknown })[REPLY] === true;
}
