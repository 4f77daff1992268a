import * as z from "zod";
import { v1Route } from "./v1-route.js";

/** `GET /api/v1/openapi.json`: the OpenAPI 3.1 document of `/api/v1` and `/api/dashboard`, without authentication. */
export const OPENAPI_ROUTES = [
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
];
