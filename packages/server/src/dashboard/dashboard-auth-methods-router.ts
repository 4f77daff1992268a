import { DeleteDashboardAuthMethodRequestSchema, UpsertDashboardAuthMethodRequestSchema } from "@plugboard/core";
import { Router } from "express";
import { parseInput } from "../http/parse-input.js";
import type { DashboardDeps } from "./dashboard-deps.js";
import { deleteInput } from "./delete-input.js";

/**
 * Auth methods of a plugin (creator or admin): `PUT` upserts (201 when created, 200 when updated),
 * `DELETE` removes the method `authMethodId`. Client secrets are never returned.
 */
export function dashboardAuthMethodsRouter(deps: DashboardDeps): Router {
  const { auth, authMethods } = deps;
  const router = Router();

  router.put("/plugins/:pluginId/auth-methods", async (request, response) => {
    const { developer, plugin } = await auth.requirePluginAccess(request, request.params.pluginId);
    const input = parseInput(UpsertDashboardAuthMethodRequestSchema, request.body);
    const result = await authMethods.upsert(plugin.id, input, developer);
    response.status(result.created ? 201 : 200).json(result.authMethod);
  });

  router.delete("/plugins/:pluginId/auth-methods", async (request, response) => {
    const { developer, plugin } = await auth.requirePluginAccess(request, request.params.pluginId);
    const { authMethodId } = parseInput(DeleteDashboardAuthMethodRequestSchema, deleteInput(request));
    await authMethods.delete(plugin.id, authMethodId, developer);
    response.json({ deleted: true });
  });

  return router;
}
