import express, { Router } from "express";
import type { Services } from "../compose.js";
import { connectDoneRouter } from "./connect/connect-done-router.js";
import { connectPageRouter } from "./connect/connect-page-router.js";
import { DASHBOARD_ROUTES } from "./dashboard/dashboard-routes.js";
import { dashboardRouter } from "./dashboard/dashboard-router.js";
import { notFound } from "./error-handler.js";
import { healthRouter } from "./health/health-router.js";
import { inSequence, underPaths } from "./in-sequence.js";
import { expressPath } from "./mount-routes.js";
import { mcpEndpointRouter } from "./mcp/mcp-endpoint-router.js";
import { buildOpenApiDocument } from "./openapi/build-openapi-document.js";
import { requireJsonBody } from "./require-json-body.js";
import { requireSafePath } from "./require-safe-path.js";
import { apiV1Router } from "./v1/api-v1-router.js";
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
  routes.use(underPaths(["/health"], healthRouter(services)));
  routes.use(inSequence(requireSafePath(), requireJsonBody()));
  // A route with its own body limit parses first; the 1 MB parser then sees the body read and passes.
  for (const route of DOCUMENTED_ROUTES) {
    if (route.bodyLimit) routes[route.method](expressPath(route.path, ""), express.json({ limit: route.bodyLimit }));
  }
  routes.use(express.json({ limit: "1mb" }));
  routes.use(underPaths(["/connect", "/api/connect"], inSequence(connectDoneRouter(), connectPageRouter(services, options))));
  routes.use(underPaths(["/mcp"], mcpEndpointRouter({ ...options, links: services.mcpLinks, apiKeys: services.apiKeys, endpoint: services.mcpEndpoint })));
  routes.use("/api/v1", apiV1Router({ services, openApiDocument: () => (document ??= buildOpenApiDocument({ routes: DOCUMENTED_ROUTES })) }));
  routes.use("/api/dashboard", dashboardRouter(services));
  routes.use(notFound());
  return routes;
}
