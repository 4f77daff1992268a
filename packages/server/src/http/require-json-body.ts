import type { RequestHandler } from "express";
import { ServiceError } from "../errors/service-error.js";

/** True when the request carries a body (an empty POST with `Content-Length: 0` does not). */
function carriesBody(headers: { "transfer-encoding"?: string; "content-length"?: string }): boolean {
  return headers["transfer-encoding"] !== undefined || Number(headers["content-length"] ?? 0) > 0;
}

/**
 * Refuses a request body that is not declared as JSON with 415 `unsupported_media_type` (every route
 * of the service takes JSON; the hosted connect page posts JSON too). Without it a `text/plain` or form
 * body is silently ignored and the caller gets a confusing "field required" 400. Requests without a
 * body pass.
 *
 * @example
 * routes.use(requireJsonBody(), express.json({ limit: "1mb" }));
 */
export function requireJsonBody(): RequestHandler {
  return (request, _response, next) => {
    // The exact header every JSON client sends first: no media-type parsing for it.
    if (request.headers["content-type"] === "application/json" || !carriesBody(request.headers) || request.is("application/json")) return next();
    const given = (request.get("content-type") ?? "").split(";")[0]!.trim().slice(0, 100);
    next(
      new ServiceError(
        "unsupported_media_type",
        `The request body must be JSON sent with Content-Type: application/json (got ${given ? given : "no Content-Type"})`,
      ),
    );
  };
}
