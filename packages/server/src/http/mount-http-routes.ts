import type { Router } from "express";
import type { Services } from "../compose.js";
import { continueTrace } from "./continue-trace.js";
import { APPROVAL_PAGE_BODIES, approvalPageRouter } from "./approval/approval-page-router.js";
import { connectDoneRouter } from "./connect/connect-done-router.js";
import { connectPageRouter } from "./connect/connect-page-router.js";
import { DASHBOARD_ROUTES } from "./dashboard/dashboard-routes.js";
import { dashboardRouter } from "./dashboard/dashboard-router.js";
import { notFound } from "./error-handler.js";
import { healthRouter } from "./health/health-router.js";
import { inSequence, underPaths } from "./in-sequence.js";
import { mcpEndpointRouter } from "./mcp/mcp-endpoint-router.js";
import { buildOpenApiDocument } from "./openapi/build-openapi-document.js";
import { CONSOLE_BODIES } from "./console/console-router.js";
import { readBody } from "./read-body.js";
import { requireSafePath } from "./require-safe-path.js";
import { mountApiV1 } from "./v1/mount-api-v1.js";
import { V1_ROUTES } from "./v1/v1-routes.js";

/** Every documented route: `/api/v1` and `/api/dashboard`, as the OpenAPI document lists them. */
export const DOCUMENTED_ROUTES = [...V1_ROUTES, ...DASHBOARD_ROUTES];

/**
 * Registers the service's one body reader on `routes`, before the console and the routes: every
 * request's body is read as its route declares ({@link readBody}: the route tables, the approval
 * page's form, the console's sign-in), JSON for any other path. No router parses a body itself.
 *
 * @example
 * mountBodyReader(router);
 */
export function mountBodyReader(routes: Router): void {
  routes.use(readBody([...DOCUMENTED_ROUTES, ...APPROVAL_PAGE_BODIES, ...CONSOLE_BODIES]));
}

/**
 * Registers the service's routes over its services (request → router → service) on `routes`:
 * `/health`, the hosted connect page (`/connect/*`, `/api/connect/*`), the MCP endpoint, `/api/v1` and
 * `/api/dashboard` from their route tables, and a JSON 404 for anything else. `createPlugboard`
 * registers them on its own router, after the security headers, request log and CORS and before
 * the error mapping, once the services are ready: a request crosses one router.
 *
 * @example
 * mountHttpRoutes(router, services, { baseUrl: "http://localhost:3000", production: false });
 */
export function mountHttpRoutes(routes: Router, services: Services, options: { baseUrl: string; production: boolean }): void {
  let document: Record<string, unknown> | undefined;
  routes.use(
    inSequence(
      underPaths(["/health"], healthRouter({ health: services.health })),
      requireSafePath(),
      // After the body reader (mountBodyReader), whose callbacks would lose the context.
      continueTrace(),
      underPaths(["/approve"], approvalPageRouter({ approvals: services.approvals }, options)),
      underPaths(["/connect", "/api/connect"], inSequence(connectDoneRouter(), connectPageRouter({ connectPage: services.connectPage }, options))),
      underPaths(["/mcp"], mcpEndpointRouter({ ...options, links: services.mcpLinks, apiKeys: services.apiKeys, endpoint: services.mcpEndpoint })),
    ),
  );
  mountApiV1(routes, { services, openApiDocument: () => (document ??= buildOpenApiDocument({ routes: DOCUMENTED_ROUTES })) });
  routes.use("/api/dashboard", dashboardRouter(services));
  routes.use(notFound());
}
