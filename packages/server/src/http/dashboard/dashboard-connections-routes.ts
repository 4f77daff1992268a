import { dashboardOrigin } from "../audit-origin.js";
import {
  ConnectionToolsResponseSchema,
  DeleteDashboardConnectionRequestSchema,
  DeletedResponseSchema,
  ListDashboardConnectionsQuerySchema,
  ListDashboardConnectionsResponseSchema,
} from "@plugboard/core";
import { failure, invalid, signedIn } from "./dashboard-route.js";
import { dashboardRoutesUsing } from "./dashboard-routes-using.js";

const notYours = failure("Another developer's connection");

/**
 * Connections on the dashboard: `GET /connections` (own; admins `?all=true`), `DELETE /connections`
 * `{ connectionId }` and `GET /connections/{connectionId}/tools`. Own connections only; admins any.
 */
export const DASHBOARD_CONNECTIONS_ROUTES = dashboardRoutesUsing(["dashboardConnections", "tools"], (dashboardRoute) => [
  dashboardRoute("get", "/connections", "listDashboardConnections", {
    summary: "List the caller's connections (admins: ?all=true for everyone's)",
    tag: "Dashboard connections",
    query: ListDashboardConnectionsQuerySchema,
    ok: [200, ListDashboardConnectionsResponseSchema, "Connections"],
    errors: { 400: invalid },
    guard: signedIn,
    handle: ({ deps, actor, query }) => deps.services.dashboardConnections.list(actor, query),
  }),
  dashboardRoute("delete", "/connections", "deleteDashboardConnection", {
    summary: "Delete a connection (own; admins any)",
    tag: "Dashboard connections",
    body: DeleteDashboardConnectionRequestSchema,
    queryAndBody: true,
    ok: [200, DeletedResponseSchema, "Deleted"],
    errors: { 400: invalid, 403: notYours, 404: failure("No connection with this id") },
    guard: signedIn,
    async handle({ deps, actor, body, request, response }) {
      await deps.services.dashboardConnections.delete(actor, body.connectionId, dashboardOrigin(request, response, actor));
      return { deleted: true };
    },
  }),
  dashboardRoute("get", "/connections/{connectionId}/tools", "listDashboardConnectionTools", {
    summary: "Tools usable through one connection (live for MCP when possible)",
    tag: "Dashboard connections",
    ok: [200, ConnectionToolsResponseSchema, "Tools"],
    errors: { 403: notYours, 404: failure("No connection with this id") },
    guard: signedIn,
    handle: ({ deps, actor, params }) => deps.services.tools.forConnection(actor, params.connectionId ?? ""),
  }),
]);
