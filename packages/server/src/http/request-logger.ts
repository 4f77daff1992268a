import type { RequestHandler } from "express";
import type { Logger } from "../logging/logger.js";

/**
 * One structured line per request when it finishes: method, path (never the query string, which can
 * carry OAuth codes and state), status and duration. `/health` is logged at debug level only.
 */
export function requestLogger(logger: Logger): RequestHandler {
  return (request, response, next) => {
    // `/health` is logged at debug, every other path at info: below info, nothing to build.
    if (logger.enabled?.("info") === false && logger.enabled?.("debug") === false) return next();
    const started = performance.now();
    // Read now (mounted routers rewrite it); an MCP link's token is a credential and never logged.
    const path = request.path.replace(/^\/mcp\/[^/]+/, "/mcp/:token");
    response.once("finish", () => {
      const fields = {
        method: request.method,
        path,
        status: response.statusCode,
        durationMs: Math.round((performance.now() - started) * 100) / 100,
      };
      if (path === "/health") logger.debug("request", fields);
      else logger.info("request", fields);
    });
    next();
  };
}
