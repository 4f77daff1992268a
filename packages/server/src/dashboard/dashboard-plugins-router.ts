import {
  CreateDashboardPluginRequestSchema,
  ListDashboardPluginsQuerySchema,
  ReviewPluginRequestSchema,
  UpdateDashboardPluginRequestSchema,
} from "@plugboard/core";
import { Router } from "express";
import { ServiceError } from "../errors/service-error.js";
import { parseInput } from "../http/parse-input.js";
import type { DashboardDeps } from "./dashboard-deps.js";
import { dashboardHooksOf } from "./dashboard-hooks.js";
import { isUuid } from "./is-uuid.js";

/**
 * Plugin routes of the dashboard: `GET /me`, `GET|POST /plugins`, `GET|PUT /plugins/:pluginId`,
 * `POST /plugins/:pluginId/submit` (creator), `POST /plugins/:pluginId/review` (admin) and
 * `POST /plugins/:pluginId/mcp-sync`. Every route accepts an ID token or an `nk_` API key.
 */
export function dashboardPluginsRouter(deps: DashboardDeps): Router {
  const { auth, plugins, services } = deps;
  const router = Router();

  router.get("/me", async (request, response) => {
    response.json(await auth.requireDeveloper(request));
  });

  router.get("/plugins", async (request, response) => {
    const developer = await auth.requireDeveloper(request);
    const query = parseInput(ListDashboardPluginsQuerySchema, request.query);
    response.json(await plugins.list(developer, query));
  });

  router.post("/plugins", async (request, response) => {
    const developer = await auth.requireDeveloper(request);
    const input = parseInput(CreateDashboardPluginRequestSchema, request.body);
    response.status(201).json(await plugins.create(developer, input));
  });

  router.get("/plugins/:pluginId", async (request, response) => {
    const { plugin } = await auth.requirePluginAccess(request, request.params.pluginId);
    response.json(await plugins.detail(plugin.id));
  });

  router.put("/plugins/:pluginId", async (request, response) => {
    const { developer, plugin } = await auth.requirePluginAccess(request, request.params.pluginId);
    const changes = parseInput(UpdateDashboardPluginRequestSchema, request.body);
    response.json(await plugins.update(plugin.id, changes, developer));
  });

  router.post("/plugins/:pluginId/submit", async (request, response) => {
    const { plugin } = await auth.requirePluginAccess(request, request.params.pluginId);
    response.json(await services.review.submit(plugin.id));
  });

  router.post("/plugins/:pluginId/review", async (request, response) => {
    await auth.requireAdmin(request);
    const input = parseInput(ReviewPluginRequestSchema, request.body);
    const pluginId = request.params.pluginId;
    if (!isUuid(pluginId)) throw new ServiceError("not_found", "No plugin with this id");
    response.json(await services.review.review({ id: pluginId }, input.status, { adminNotes: input.adminNotes ?? null }));
  });

  router.post("/plugins/:pluginId/mcp-sync", async (request, response) => {
    const { developer, plugin } = await auth.requirePluginAccess(request, request.params.pluginId);
    if (plugin.toolSource === "manual" || !plugin.mcpConfig) {
      throw new ServiceError("conflict", "This plugin has no MCP server; set toolSource to mcp or both and give mcpConfig.serverUrl");
    }
    const { mcpSync } = dashboardHooksOf(services);
    if (!mcpSync) throw new ServiceError("not_implemented", "MCP sync is not available");
    await mcpSync.sync(plugin.id, { developerId: developer.id });
    services.bus.publish({ kind: "plugin", pluginId: plugin.id });
    const detail = await plugins.detail(plugin.id);
    response.json({ synced: true, tools: detail.mcpTools });
  });

  return router;
}
