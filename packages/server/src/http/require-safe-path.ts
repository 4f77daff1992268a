import { textProblem } from "@plugboard/core";
import type { RequestHandler } from "express";
import { invalidInput } from "../errors/invalid-input.js";

/**
 * Refuses a URL path that decodes to text no route can use (a NUL character or an unpaired surrogate,
 * say `/api/v1/plugins/a%00b/mcp-client`) with a 400 before a route parameter reaches the database.
 * Request bodies and queries are checked by their core schemas; this covers the route parameters.
 *
 * @example
 * routes.use(requireSafePath());
 */
export function requireSafePath(): RequestHandler {
  return (request, _response, next) => {
    // Node's HTTP parser refuses control characters in the request line and gives the path as Latin-1
    // (no surrogates): only percent-escapes can decode to what this refuses.
    if (!request.path.includes("%")) return next();
    for (const segment of request.path.split("/")) {
      let decoded: string;
      try {
        decoded = decodeURIComponent(segment);
      } catch {
        return next(invalidInput({}, ["the URL path is not valid percent-encoded UTF-8"]));
      }
      const problem = textProblem(decoded);
      if (problem) return next(invalidInput({}, [`the URL path ${problem}`]));
    }
    next();
  };
}
