import { CreateDashboardToolRequestSchema, DeleteDashboardToolQuerySchema, UpdateDashboardToolRequestSchema } from "@plugboard/core";
import { Router } from "express";
import { parseInput } from "../http/parse-input.js";
import type { DashboardDeps } from "./dashboard-deps.js";
import { deleteInput } from "./delete-input.js";

/**
 * Manual tools of a plugin (creator or admin): `POST` creates, `PUT` updates (tool id in the body as
 * `toolId` or `id`), `DELETE ?id=<tool_id>` deletes. MCP tools are read-only (409).
 */
export function dashboardToolsRouter(deps: DashboardDeps): Router {
  const { auth, tools } = deps;
  const router = Router();

  router.post("/plugins/:pluginId/tools", async (request, response) => {
    const { developer, plugin } = await auth.requirePluginAccess(request, request.params.pluginId);
    const input = parseInput(CreateDashboardToolRequestSchema, request.body);
    response.status(201).json(await tools.create(plugin, input, developer));
  });

  router.put("/plugins/:pluginId/tools", async (request, response) => {
    const { developer, plugin } = await auth.requirePluginAccess(request, request.params.pluginId);
    const input = parseInput(UpdateDashboardToolRequestSchema, request.body);
    response.json(await tools.update(plugin, input, developer));
  });

  router.delete("/plugins/:pluginId/tools", async (request, response) => {
    const { developer, plugin } = await auth.requirePluginAccess(request, request.params.pluginId);
    const { toolId } = parseInput(DeleteDashboardToolQuerySchema, deleteInput(request));
    await tools.delete(plugin, toolId, developer);
    response.json({ deleted: true });
  });

  return router;
}
