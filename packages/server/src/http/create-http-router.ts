import { Router } from "express";
import type { Services } from "../compose.js";
import { connectDoneRouter } from "./connect/connect-done-router.js";
import { connectPageRouter } from "./connect/connect-page-router.js";
import { DASHBOARD_ROUTES } from "./dashboard/dashboard-routes.js";
import { dashboardRouter } from "./dashboard/dashboard-router.js";
import { notFound } from "./error-handler.js";
import { healthRouter } from "./health/health-router.js";
import { inSequence, underPaths } from "./in-sequence.js";
import { jsonBody } from "./json-body.js";
import { mcpEndpointRouter } from "./mcp/mcp-endpoint-router.js";
import { buildOpenApiDocument } from "./openapi/build-openapi-document.js";
import { requireJsonBody } from "./require-json-body.js";
import { requireSafePath } from "./require-safe-path.js";
import { mountApiV1 } from "./v1/mount-api-v1.js";
import { V1_ROUTES } from "./v1/v1-routes.js";

/** Every documented route: `/api/v1` and `/api/dashboard`, as the OpenAPI document lists them. */
export const DOCUMENTED_ROUTES = [...V1_ROUTES, ...DASHBOARD_ROUTES];

/**
 * The service's routes over its services (request → router → service): `/health`, the hosted connect
 * page (`/connect/*`, `/api/connect/*`), `/api/v1` and `/api/dashboard` from their route tables, and a
 * JSON 404 for anything else. Security headers, request logs, CORS and error mapping wrap it in
 * `createPlugboard`.
 *
 * @example
 * app.use(createHttpRouter(services, { baseUrl: "http://localhost:3000", production: false }));
 */
export function createHttpRouter(services: Services, options: { baseUrl: string; production: boolean }): Router {
  let document: Record<string, unknown> | undefined;
  const routes = Router();
  // One Express layer for what every request crosses before the route tables (each layer costs a
  // dispatch): /health, the path and body checks, the JSON body, and the two routers of fixed prefixes.
  routes.use(
    inSequence(
      underPaths(["/health"], healthRouter(services)),
      requireSafePath(),
      requireJsonBody(),
      jsonBody(DOCUMENTED_ROUTES),
      underPaths(["/connect", "/api/connect"], inSequence(connectDoneRouter(), connectPageRouter(services, options))),
      underPaths(["/mcp"], mcpEndpointRouter({ ...options, links: services.mcpLinks, apiKeys: services.apiKeys, endpoint: services.mcpEndpoint })),
    ),
  );
  mountApiV1(routes, { services, openApiDocument: () => (document ??= buildOpenApiDocument({ routes: DOCUMENTED_ROUTES })) });
  routes.use("/api/dashboard", dashboardRouter(services));
  routes.use(notFound());
  return routes;
}
