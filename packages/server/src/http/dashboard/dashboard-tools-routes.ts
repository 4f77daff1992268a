import { dashboardOrigin } from "../audit-origin.js";
import { CreateDashboardToolRequestSchema, DashboardToolSchema, DeleteDashboardToolQuerySchema, DeletedResponseSchema, UpdateDashboardToolRequestSchema } from "@plugboard/core";
import { failure, invalid, pluginAccess, pluginScoped } from "./dashboard-route.js";
import { dashboardRoutesUsing } from "./dashboard-routes-using.js";

/**
 * Manual tools of a plugin (creator or admin): `POST` creates, `PUT` updates (tool id in the body as
 * `toolId` or `id`), `DELETE ?id=<tool_id>` deletes. MCP tools are read-only (409); a tool a poll trigger
 * of the plugin calls cannot be deleted or renamed (409 naming the trigger).
 */
export const DASHBOARD_TOOLS_ROUTES = dashboardRoutesUsing(["dashboardTools"], (dashboardRoute) => [
  dashboardRoute("post", "/plugins/{pluginId}/tools", "createDashboardTool", {
    summary: "Create a manual tool",
    tag: "Dashboard tools",
    body: CreateDashboardToolRequestSchema,
    ok: [201, DashboardToolSchema, "The new tool"],
    errors: { 400: invalid, ...pluginScoped, 409: failure("The plugin takes no manual tools (toolSource mcp) or has no baseUrl") },
    guard: pluginAccess,
    handle: ({ deps, actor, body, request, response }) => deps.services.dashboardTools.create(actor.plugin, body, actor.developer, dashboardOrigin(request, response, actor.developer)),
  }),
  dashboardRoute("put", "/plugins/{pluginId}/tools", "updateDashboardTool", {
    summary: "Update a manual tool (tool id in the body as toolId or id)",
    tag: "Dashboard tools",
    body: UpdateDashboardToolRequestSchema,
    ok: [200, DashboardToolSchema, "The updated tool"],
    errors: { 400: invalid, ...pluginScoped, 409: failure("MCP tools are read-only, or a poll trigger calls the tool being renamed") },
    guard: pluginAccess,
    handle: ({ deps, actor, body, request, response }) => deps.services.dashboardTools.update(actor.plugin, body, actor.developer, dashboardOrigin(request, response, actor.developer)),
  }),
  dashboardRoute("delete", "/plugins/{pluginId}/tools", "deleteDashboardTool", {
    summary: "Delete a manual tool (?id=<tool_id>)",
    tag: "Dashboard tools",
    query: DeleteDashboardToolQuerySchema,
    queryAndBody: true,
    ok: [200, DeletedResponseSchema, "Deleted"],
    errors: { 400: invalid, ...pluginScoped, 409: failure("MCP tools are read-only, or a poll trigger of the plugin calls the tool") },
    guard: pluginAccess,
    async handle({ deps, actor, query, request, response }) {
      await deps.services.dashboardTools.delete(actor.plugin, query.toolId, actor.developer, dashboardOrigin(request, response, actor.developer));
      return { deleted: true };
    },
  }),
]);
