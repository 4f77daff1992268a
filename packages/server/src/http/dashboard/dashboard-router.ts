import { Router } from "express";
import type { Services } from "../../compose.js";
import { notFound } from "../error-handler.js";
import { mountRoutes } from "../mount-routes.js";
import { createDashboardAuth } from "./create-dashboard-auth.js";
import { DASHBOARD_ROUTES } from "./dashboard-routes.js";

/**
 * `/api/dashboard`: the routes of {@link DASHBOARD_ROUTES} — the dashboard table of docs/dashboard-api.md §2 plus what a
 * dashboard needs to render (plugin list and detail, categories, API keys, connections). Each route's
 * guard authenticates (ID token, or an `nk_` API key on every route but `/api-keys`); CORS for this
 * prefix is same-origin with credentials (`http/cors.ts`). Mount it after `express.json()`.
 *
 * @example
 * routes.use("/api/dashboard", dashboardRouter(services));
 */
export function dashboardRouter(services: Services): Router {
  const router = Router();
  router.use((_request, response, next) => {
    response.setHeader("Cache-Control", "no-store");
    next();
  });
  mountRoutes(router, DASHBOARD_ROUTES, { prefix: "/api/dashboard", deps: { services, auth: createDashboardAuth({ dashboardIdentity: services.dashboardIdentity, dashboardPlugins: services.dashboardPlugins }) } });
  router.use(notFound());
  return router;
}
