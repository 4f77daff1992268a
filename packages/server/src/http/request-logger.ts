import type { RequestHandler } from "express";
import type { Logger } from "../logging/logger.js";

/**
 * One structured line per request when it finishes: method, path (never the query string, which can
 * carry connect tokens, OAuth codes and state; a credential in the path — an approval page's or MCP
 * link's token — replaced by its parameter name through `redact`), status and duration. `/health` is
 * logged at debug level only.
 *
 * @example
 * router.use(requestLogger(logger, redactTokenPaths(TOKEN_PAGE_PATHS)));
 */
export function requestLogger(logger: Logger, redact: (path: string) => string): RequestHandler {
  return (request, response, next) => {
    // `/health` is logged at debug, every other path at info: below info, nothing to build.
    if (logger.enabled?.("info") === false && logger.enabled?.("debug") === false) return next();
    const started = performance.now();
    // Read now (mounted routers rewrite it); a token in the path is a credential and never logged.
    const path = redact(request.path);
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
