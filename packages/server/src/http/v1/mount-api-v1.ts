import type { Router } from "express";
import { notFound } from "../error-handler.js";
import { inSequence, underPaths } from "../in-sequence.js";
import { mountRoutes } from "../mount-routes.js";
import { authenticateApiKey } from "./authenticate-api-key.js";
import type { V1Deps } from "./v1-route.js";
import { V1_ROUTES } from "./v1-routes.js";

/**
 * Registers `/api/v1` on `router`: the routes of {@link V1_ROUTES} at their full paths, straight on
 * the service's router (no mounted sub-router, whose dispatch every execute would pay). Those
 * documented with `auth: "none"` (the OAuth callback, the OpenAPI document and reference page)
 * answer without a key; every other route checks the API key before it reads its input, and any
 * other path under `/api/v1` needs a key too before it is a 404.
 *
 * @example
 * mountApiV1(routes, { services, openApiDocument });
 */
export function mountApiV1(router: Router, deps: V1Deps): void {
  const authenticate = authenticateApiKey(deps.services.apiKeys);
  mountRoutes(router, V1_ROUTES, { prefix: "", deps, authenticate });
  router.use(underPaths(["/api/v1"], inSequence(authenticate, notFound())));
}
