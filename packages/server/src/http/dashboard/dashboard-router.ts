import { Router } from "express";
import { notFound } from "../error-handler.js";
import type { Services } from "../../compose.js";
import { dashboardApiKeysRouter } from "./dashboard-api-keys-router.js";
import { dashboardAuthMethodsRouter } from "./dashboard-auth-methods-router.js";
import { dashboardCategoriesRouter } from "./dashboard-categories-router.js";
import { dashboardConnectionsRouter } from "./dashboard-connections-router.js";
import { createDashboardDeps } from "./dashboard-deps.js";
import { dashboardPluginsRouter } from "./dashboard-plugins-router.js";
import { dashboardToolsRouter } from "./dashboard-tools-router.js";

/**
 * `/api/dashboard`: the routes of SPEC.md's dashboard table plus what a dashboard needs to render
 * (plugin list and detail, categories, API keys, connections). Authentication is the dashboard's
 * own (ID token, or an `nk_` API key on every route but `/api-keys`); CORS for this prefix is
 * same-origin with credentials (`http/cors.ts`). Mount it after `express.json()`.
 *
 * @example
 * routes.use("/api/dashboard", dashboardRouter(services));
 */
export function dashboardRouter(services: Services): Router {
  const deps = createDashboardDeps(services);
  const router = Router();
  router.use((_request, response, next) => {
    response.setHeader("Cache-Control", "no-store");
    next();
  });
  router.use(dashboardPluginsRouter(deps));
  router.use(dashboardToolsRouter(deps));
  router.use(dashboardAuthMethodsRouter(deps));
  router.use(dashboardApiKeysRouter(deps));
  router.use(dashboardConnectionsRouter(deps));
  router.use(dashboardCategoriesRouter(deps));
  router.use(notFound());
  return router;
}
