import { DeleteDashboardConnectionRequestSchema, ListDashboardConnectionsQuerySchema } from "@plugboard/core";
import { Router } from "express";
import { parseInput } from "../parse-input.js";
import type { DashboardDeps } from "./dashboard-deps.js";
import { deleteInput } from "../delete-input.js";

/**
 * Connections on the dashboard: `GET /connections` (own; admins `?all=true`), `DELETE /connections`
 * `{ connectionId }` and `GET /connections/:connectionId/tools`. Own connections only; admins any.
 */
export function dashboardConnectionsRouter(deps: DashboardDeps): Router {
  const { auth, services } = deps;
  const connections = services.dashboardConnections;
  const router = Router();

  router.get("/connections", async (request, response) => {
    const developer = await auth.requireDeveloper(request);
    const query = parseInput(ListDashboardConnectionsQuerySchema, request.query);
    response.json(await connections.list(developer, query));
  });

  router.delete("/connections", async (request, response) => {
    const developer = await auth.requireDeveloper(request);
    const { connectionId } = parseInput(DeleteDashboardConnectionRequestSchema, deleteInput(request));
    await connections.delete(developer, connectionId);
    response.json({ deleted: true });
  });

  router.get("/connections/:connectionId/tools", async (request, response) => {
    const developer = await auth.requireDeveloper(request);
    response.json(await services.tools.forConnection(developer, request.params.connectionId));
  });

  return router;
}
