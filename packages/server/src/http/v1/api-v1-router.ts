import { Router } from "express";
import { notFound } from "../error-handler.js";
import { mountRoutes } from "../mount-routes.js";
import { authenticateApiKey } from "./authenticate-api-key.js";
import type { V1Deps } from "./v1-route.js";
import { V1_ROUTES } from "./v1-routes.js";

/**
 * `/api/v1`: the routes of {@link V1_ROUTES}. Those documented with `auth: "none"` (the OAuth callback,
 * the OpenAPI document) answer without a key; every other path, known or not, needs an API key first.
 */
export function apiV1Router(deps: V1Deps): Router {
  const router = Router();
  const open = V1_ROUTES.filter((route) => route.auth === "none");
  mountRoutes(router, open, { prefix: "/api/v1", deps });
  router.use(authenticateApiKey(deps.services.apiKeys));
  mountRoutes(router, V1_ROUTES.filter((route) => route.auth !== "none"), { prefix: "/api/v1", deps });
  router.use(notFound());
  return router;
}
