import { CreateDashboardToolRequestSchema, DeleteDashboardToolQuerySchema, UpdateDashboardToolRequestSchema } from "@plugboard/core";
import { Router } from "express";
import { parseInput } from "../parse-input.js";
import type { DashboardDeps } from "./dashboard-deps.js";
import { deleteInput } from "../delete-input.js";
import { reopenReviewAfterEdit } from "../../services/plugins/reopen-review-after-edit.js";

/**
 * Manual tools of a plugin (creator or admin): `POST` creates, `PUT` updates (tool id in the body as
 * `toolId` or `id`), `DELETE ?id=<tool_id>` deletes. MCP tools are read-only (409).
 */
export function dashboardToolsRouter(deps: DashboardDeps): Router {
  const { auth, tools, services } = deps;
  const router = Router();

  router.post("/plugins/:pluginId/tools", async (request, response) => {
    const { developer, plugin } = await auth.requirePluginAccess(request, request.params.pluginId);
    const input = parseInput(CreateDashboardToolRequestSchema, request.body);
    const created = await tools.create(plugin, input);
    await reopenReviewAfterEdit(services, developer, plugin);
    response.status(201).json(created);
  });

  router.put("/plugins/:pluginId/tools", async (request, response) => {
    const { developer, plugin } = await auth.requirePluginAccess(request, request.params.pluginId);
    const input = parseInput(UpdateDashboardToolRequestSchema, request.body);
    const updated = await tools.update(plugin, input);
    await reopenReviewAfterEdit(services, developer, plugin);
    response.json(updated);
  });

  router.delete("/plugins/:pluginId/tools", async (request, response) => {
    const { developer, plugin } = await auth.requirePluginAccess(request, request.params.pluginId);
    const { toolId } = parseInput(DeleteDashboardToolQuerySchema, deleteInput(request));
    await tools.delete(plugin, toolId);
    await reopenReviewAfterEdit(services, developer, plugin);
    response.json({ deleted: true });
  });

  return router;
}
