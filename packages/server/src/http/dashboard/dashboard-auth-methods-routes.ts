import { dashboardOrigin } from "../audit-origin.js";
import { DashboardAuthMethodSchema, DeleteDashboardAuthMethodRequestSchema, DeletedResponseSchema, UpsertDashboardAuthMethodRequestSchema } from "@plugboard/core";
import { reply } from "../route.js";
import { invalid, pluginAccess, pluginScoped } from "./dashboard-route.js";
import { dashboardRoutesUsing } from "./dashboard-routes-using.js";

/**
 * Auth methods of a plugin (creator or admin): `PUT` upserts (201 when created, 200 when updated),
 * `DELETE` removes the method `authMethodId`. Client secrets are never returned.
 */
export const DASHBOARD_AUTH_METHODS_ROUTES = dashboardRoutesUsing(["dashboardAuthMethods"], (dashboardRoute) => [
  dashboardRoute("put", "/plugins/{pluginId}/auth-methods", "upsertDashboardAuthMethod", {
    summary: "Create or update an auth method (by authMethodId, else by type)",
    description: "201 when created, 200 when updated. Making one the default unsets the others. Client secrets are stored encrypted and never returned.",
    tag: "Dashboard auth methods",
    body: UpsertDashboardAuthMethodRequestSchema,
    ok: [200, DashboardAuthMethodSchema, "The auth method (201 when created)"],
    errors: { 201: { description: "Created", schema: DashboardAuthMethodSchema }, 400: invalid, ...pluginScoped },
    guard: pluginAccess,
    async handle({ deps, actor, body, request, response }) {
      const result = await deps.services.dashboardAuthMethods.upsert(actor.plugin.id, body, actor.developer, dashboardOrigin(request, response, actor.developer));
      return reply(result.created ? 201 : 200, result.authMethod);
    },
  }),
  dashboardRoute("delete", "/plugins/{pluginId}/auth-methods", "deleteDashboardAuthMethod", {
    summary: "Delete an auth method",
    tag: "Dashboard auth methods",
    body: DeleteDashboardAuthMethodRequestSchema,
    queryAndBody: true,
    ok: [200, DeletedResponseSchema, "Deleted"],
    errors: { 400: invalid, ...pluginScoped },
    guard: pluginAccess,
    async handle({ deps, actor, body, request, response }) {
      await deps.services.dashboardAuthMethods.delete(actor.plugin.id, body.authMethodId, actor.developer, dashboardOrigin(request, response, actor.developer));
      return { deleted: true };
    },
  }),
]);
