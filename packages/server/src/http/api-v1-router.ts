import { Router } from "express";
import { mcpClientRouter } from "../mcp/mcp-client-router.js";
import { openApiHandler } from "../openapi/openapi-handler.js";
import type { Services } from "../services/create-services.js";
import { authenticateApiKey } from "./authenticate-api-key.js";
import { connectionsRouter } from "./connections-router.js";
import { notFound } from "./error-handler.js";
import { initiateRouter } from "./initiate-router.js";
import { pluginsRouter } from "./plugins-router.js";
import { submissionsRouter } from "./submissions-router.js";
import { toolsRouter } from "./tools-router.js";
import { connectionRequestsRouter } from "./v1/connection-requests-router.js";
import { webhooksRouter } from "./v1/webhooks-router.js";

/** `/api/v1`: every developer-facing route, behind API-key authentication. */
export function apiV1Router(services: Services): Router {
  const router = Router();
  router.get("/openapi.json", openApiHandler());
  router.use(authenticateApiKey(services.apiKeys));
  // The hot path first: execute should not walk every other router's routes.
  router.use(toolsRouter(services));
  router.use(submissionsRouter(services));
  router.use(pluginsRouter(services));
  router.use(mcpClientRouter(services));
  router.use(initiateRouter(services));
  router.use(connectionsRouter(services));
  router.use(connectionRequestsRouter(services));
  router.use(webhooksRouter(services));
  router.use(notFound());
  return router;
}
