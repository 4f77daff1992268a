import { CreateDashboardToolRequestSchema, DeleteDashboardToolQuerySchema, UpdateDashboardToolRequestSchema } from "@plugboard/core";
import { Router } from "express";
import { parseInput } from "../parse-input.js";
import type { DashboardDeps } from "./dashboard-deps.js";
import { deleteInput } from "../delete-input.js";

/**
 * Manual tools of a plugin (creator or admin): `POST` creates, `PUT` updates (tool id in the body as
 * `toolId` or `id`), `DELETE ?id=<tool_id>` deletes. MCP tools are read-only (409).
 */
export function dashboardToolsRouter(deps: DashboardDeps): Router {
  const { auth, services } = deps;
  const router = Router();

  router.post("/plugins/:pluginId/tools", async (request, response) => {
    const { developer, plugin } = await auth.requirePluginAccess(request, request.params.pluginId);
    const input = parseInput(CreateDashboardToolRequestSchema, request.body);
    const created = await services.dashboardTools.create(developer, plugin, input);
    response.status(201).json(created);
  });

  router.put("/plugins/:pluginId/tools", async (request, response) => {
    const { developer, plugin } = await auth.requirePluginAccess(request, request.params.pluginId);
    const input = parseInput(UpdateDashboardToolRequestSchema, request.body);
    const updated = await services.dashboardTools.update(developer, plugin, input);
    response.json(updated);
  });

  router.delete("/plugins/:pluginId/tools", async (request, response) => {
    const { developer, plugin } = await auth.requirePluginAccess(request, request.params.pluginId);
    const { toolId } = parseInput(DeleteDashboardToolQuerySchema, deleteInput(request));
    await services.dashboardTools.delete(developer, plugin, toolId);
    response.json({ deleted: true });
  });

  return router;
}
