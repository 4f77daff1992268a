import type { NextFunction, RequestHandler } from "express";
import { escapeRegExp } from "./escape-reg-exp.js";

/** What a combined handler runs, in order: lets a tool that walks Express's layers see through it. */
export interface Wrapping {
  readonly wraps: readonly RequestHandler[];
}

/**
 * Runs `handlers` in order as one Express layer: each goes on with `next()`; an error, or a handler
 * that answers without calling `next`, ends the sequence. A rejected promise is passed on as an error,
 * as Express 5 does. Why: Express gives every `use` a layer whose dispatch (match, params, prefix
 * trimming) costs more than a small middleware itself, and every request crosses these.
 *
 * @example
 * router.use(inSequence(securityHeaders(), requestLogger(logger, redactPath), cors({ baseUrl })));
 */
export function inSequence(...handlers: RequestHandler[]): RequestHandler & Wrapping {
  const run: RequestHandler = (request, response, next) => {
    let index = 0;
    const step: NextFunction = (error?: unknown) => {
      if (error !== undefined) return next(error);
      const handler = handlers[index++];
      if (!handler) return next();
      try {
        const result: unknown = handler(request, response, step);
        if (result instanceof Promise) result.then(undefined, (reason: unknown) => next(reason ?? new Error("Rejected promise")));
      } catch (thrown) {
        next(thrown);
      }
    };
    step();
  };
  return Object.assign(run, { wraps: handlers });
}

/**
 * Hands a request to `handler` only when its path is one of `prefixes` or below one (case-insensitive,
 * as Express matches routes); any other request goes straight on. A router that serves a few paths
 * is then not entered by every other request.
 *
 * @example
 * routes.use(underPaths(["/mcp"], mcpEndpointRouter(deps)));
 */
export function underPaths(prefixes: readonly string[], handler: RequestHandler): RequestHandler & Wrapping {
  const escaped = prefixes.map((prefix) => escapeRegExp(prefix.replace(/\/+$/, "")));
  const pattern = new RegExp(`^(?:${escaped.join("|")})(?:/|$)`, "i");
  const run: RequestHandler = (request, response, next) => (pattern.test(request.path) ? handler(request, response, next) : next());
  return Object.assign(run, { wraps: [handler] });
}
