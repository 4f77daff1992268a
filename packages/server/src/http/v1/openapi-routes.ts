import * as z from "zod";
import { apiReferencePage, apiReferenceScript } from "../openapi/api-reference-page.js";
import { v1RoutesUsing } from "./v1-routes-using.js";

/**
 * `GET /api/v1/openapi.json`: the OpenAPI 3.1 document of `/api/v1` and `/api/dashboard`, and
 * `GET /api/v1/docs`: a browsable reference page generated from it (Scalar, served with its script from
 * this server); all without authentication.
 */
export const OPENAPI_ROUTES = v1RoutesUsing([], (v1Route) => [
  v1Route({
    method: "get",
    path: "/api/v1/openapi.json",
    operationId: "getOpenApiDocument",
    summary: "This OpenAPI 3.1 document",
    tag: "Meta",
    auth: "none",
    cacheControl: "public, max-age=300",
    responses: { 200: { description: "The OpenAPI document", schema: z.record(z.string(), z.unknown()) } },
    handle: async ({ deps }) => deps.openApiDocument(),
  }),
  v1Route({
    method: "get",
    path: "/api/v1/docs",
    operationId: "getApiReferencePage",
    summary: "API reference page (HTML) generated from this OpenAPI document",
    tag: "Meta",
    auth: "none",
    cacheControl: "public, max-age=300",
    responses: { 200: { description: "The API reference page", contentType: "text/html", schema: z.string() } },
    // request.baseUrl is where the app mounted Plugboard, so the page works under an app's own prefix too.
    handle: async ({ request }) =>
      apiReferencePage({ documentUrl: `${request.baseUrl}/api/v1/openapi.json`, scriptUrl: `${request.baseUrl}/api/v1/docs/standalone.js` }),
  }),
  v1Route({
    method: "get",
    path: "/api/v1/docs/standalone.js",
    operationId: "getApiReferenceScript",
    summary: "The script of the API reference page",
    tag: "Meta",
    auth: "none",
    cacheControl: "public, max-age=86400",
    responses: { 200: { description: "JavaScript", contentType: "text/javascript", schema: z.string() } },
    handle: async () => apiReferenceScript(),
  }),
]);
