import { dashboardOrigin } from "../audit-origin.js";
import {
  CreateDashboardPluginRequestSchema,
  DashboardDeveloperSchema,
  DashboardPluginSchema,
  ListDashboardPluginsQuerySchema,
  ListDashboardPluginsResponseSchema,
  McpSyncResponseSchema,
  ReviewPluginRequestSchema,
  ReviewPluginResponseSchema,
  UpdateDashboardPluginRequestSchema,
} from "@plugboard/core";
import { admin, adminOnly, failure, invalid, pluginAccess, pluginScoped, signedIn } from "./dashboard-route.js";
import { dashboardRoutesUsing } from "./dashboard-routes-using.js";

/**
 * Plugin routes of the dashboard: `GET /me`, `GET|POST /plugins`, `GET|PUT /plugins/{pluginId}`,
 * `POST /plugins/{pluginId}/submit` (creator), `POST /plugins/{pluginId}/review` (admin) and
 * `POST /plugins/{pluginId}/mcp-sync`. Every route accepts an ID token or an `nk_` API key.
 */
export const DASHBOARD_PLUGINS_ROUTES = dashboardRoutesUsing(["dashboardPlugins", "review", "mcpTools"], (dashboardRoute) => [
  dashboardRoute("get", "/me", "getDashboardDeveloper", {
    summary: "The signed-in developer and role",
    tag: "Dashboard",
    ok: [200, DashboardDeveloperSchema, "The developer"],
    guard: signedIn,
    handle: async ({ actor }) => actor,
  }),
  dashboardRoute("get", "/plugins", "listDashboardPlugins", {
    summary: "List the caller's plugins (admins: every plugin)",
    tag: "Dashboard plugins",
    query: ListDashboardPluginsQuerySchema,
    ok: [200, ListDashboardPluginsResponseSchema, "Plugins, newest first"],
    errors: { 400: invalid },
    guard: signedIn,
    handle: ({ deps, actor, query }) => deps.services.dashboardPlugins.list(actor, query),
  }),
  dashboardRoute("post", "/plugins", "createDashboardPlugin", {
    summary: "Create a plugin (review status draft)",
    tag: "Dashboard plugins",
    body: CreateDashboardPluginRequestSchema,
    ok: [201, DashboardPluginSchema, "The new plugin"],
    errors: { 400: invalid },
    guard: signedIn,
    handle: ({ deps, actor, body, request, response }) => deps.services.dashboardPlugins.create(actor, body, dashboardOrigin(request, response, actor)),
  }),
  dashboardRoute("get", "/plugins/{pluginId}", "getDashboardPlugin", {
    summary: "A plugin with its tools, MCP tools and auth methods (no secrets)",
    tag: "Dashboard plugins",
    ok: [200, DashboardPluginSchema, "The plugin"],
    errors: pluginScoped,
    guard: pluginAccess,
    handle: ({ deps, actor }) => deps.services.dashboardPlugins.detail(actor.plugin.id),
  }),
  dashboardRoute("put", "/plugins/{pluginId}", "updateDashboardPlugin", {
    summary: "Update some fields of a plugin",
    description: "A creator's change to an approved plugin sends it back to review.",
    tag: "Dashboard plugins",
    body: UpdateDashboardPluginRequestSchema,
    ok: [200, DashboardPluginSchema, "The updated plugin"],
    errors: { 400: invalid, ...pluginScoped },
    guard: pluginAccess,
    handle: ({ deps, actor, body, request, response }) => deps.services.dashboardPlugins.update(actor.plugin.id, body, actor.developer, dashboardOrigin(request, response, actor.developer)),
  }),
  dashboardRoute("post", "/plugins/{pluginId}/submit", "submitDashboardPlugin", {
    summary: "Submit a draft or revision_requested plugin for review (creator)",
    tag: "Review",
    ok: [200, ReviewPluginResponseSchema, "Now pending_review"],
    errors: { ...pluginScoped, 409: failure("The plugin's review status cannot move to pending_review") },
    guard: pluginAccess,
    handle: ({ deps, actor, request, response }) => deps.services.review.submit(actor.plugin.id, dashboardOrigin(request, response, actor.developer)),
  }),
  dashboardRoute("post", "/plugins/{pluginId}/review", "reviewDashboardPlugin", {
    summary: "Approve, decline or request a revision (admin)",
    tag: "Review",
    body: ReviewPluginRequestSchema,
    ok: [200, ReviewPluginResponseSchema, "The new review status"],
    errors: { 400: invalid, 403: adminOnly, 404: failure("No plugin with this id"), 409: failure("Illegal review transition") },
    guard: admin,
    handle: ({ deps, actor, params, body, request, response }) =>
      deps.services.review.review({ id: params.pluginId ?? "" }, body.status, { adminNotes: body.adminNotes ?? null, origin: dashboardOrigin(request, response, actor) }),
  }),
  dashboardRoute("post", "/plugins/{pluginId}/mcp-sync", "syncDashboardPluginMcpTools", {
    summary: "Sync the plugin's MCP tools into the cache",
    tag: "Dashboard tools",
    ok: [200, McpSyncResponseSchema, "The MCP tool cache after the sync"],
    errors: { ...pluginScoped, 409: failure("The plugin has no MCP server, or listing its tools needs an MCP connection"), 502: failure("The MCP server could not be reached or listed") },
    guard: pluginAccess,
    handle: ({ deps, actor }) => deps.services.mcpTools.syncPlugin(actor.plugin, actor.developer.id),
  }),
]);
