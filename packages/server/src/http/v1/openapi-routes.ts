import type { RequestHandler } from "express";
import { buildOpenApiDocument, type OpenApiDocumentOptions } from "./build-openapi-document.js";

/**
 * `GET /api/v1/openapi.json`: the OpenAPI 3.1 document, built once on first request and served
 * without authentication (mount it before API-key authentication).
 *
 * @example
 * router.get("/openapi.json", openApiHandler());
 */
export function openApiHandler(options: OpenApiDocumentOptions = {}): RequestHandler {
  let body: string | undefined;
  return (_request, response) => {
    body ??= JSON.stringify(buildOpenApiDocument(options));
    response.setHeader("Cache-Control", "public, max-age=300");
    response.type("application/json").send(body);
  };
}
