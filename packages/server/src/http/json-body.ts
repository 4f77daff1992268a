import express, { type RequestHandler } from "express";
import { escapeRegExp } from "./escape-reg-exp.js";
import type { Route } from "./route.js";

/** The service's request body limit (1 MB; larger is 413) for every route that declares no `bodyLimit`. */
export const DEFAULT_BODY_LIMIT = "1mb";

/**
 * One JSON body parser for every request: the `bodyLimit` of the documented route a request is for
 * (`POST /api/v1/submissions/import` takes 20 MB), {@link DEFAULT_BODY_LIMIT} for any other. One
 * middleware that picks its parser, rather than one Express route layer per large route that every
 * request is matched against.
 *
 * @example
 * routes.use(jsonBody(DOCUMENTED_ROUTES));
 */
export function jsonBody(routes: readonly Pick<Route<unknown>, "method" | "path" | "bodyLimit">[]): RequestHandler {
  const larger = routes
    .filter((route) => route.bodyLimit)
    .map((route) => ({
      method: route.method.toUpperCase(),
      // `{param}` is one path segment; matched case-insensitively with an optional trailing slash, as Express matches routes.
      pattern: new RegExp(`^${route.path.split(/\{\w+\}/).map(escapeRegExp).join("[^/]+")}/?$`, "i"),
      parse: express.json({ limit: route.bodyLimit }),
    }));
  const standard = express.json({ limit: DEFAULT_BODY_LIMIT });
  return (request, response, next) => {
    for (const route of larger) {
      if (request.method === route.method && route.pattern.test(request.path)) return route.parse(request, response, next);
    }
    return standard(request, response, next);
  };
}
