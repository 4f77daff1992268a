import type { Services } from "../../compose.js";
import type { Route } from "../route.js";
import { routesUsing, type DepsUsing } from "../routes-using.js";
import { defineDashboardRoute, type DashboardDeps, type DashboardRouteDeclarer } from "./dashboard-route.js";

/** What a table of `/api/dashboard` routes that uses the services `Keys` gets: those services and the dashboard authentication, nothing else. */
export type DashboardDepsUsing<Keys extends keyof Services> = DepsUsing<DashboardDeps, Keys>;

/**
 * Declares a table of `/api/dashboard` routes that uses only the services `uses` names: their guards
 * and handlers get `deps.services` holding just those (and `deps.auth`), as `v1RoutesUsing` does for
 * `/api/v1`.
 *
 * @example
 * export const DASHBOARD_CATEGORIES_ROUTES = dashboardRoutesUsing(["categories"], (dashboardRoute) => [
 *   dashboardRoute("get", "/categories", "listDashboardCategories", { …, guard: signedIn, handle: ({ deps }) => deps.services.categories.list() }),
 * ]);
 */
export function dashboardRoutesUsing<Keys extends keyof Services>(
  uses: readonly Keys[],
  declare: (route: DashboardRouteDeclarer<DashboardDepsUsing<Keys>>) => Route<DashboardDepsUsing<Keys>>[],
): Route<DashboardDeps>[] {
  return routesUsing<DashboardDeps, Keys>(uses, declare(defineDashboardRoute<DashboardDepsUsing<Keys>>()));
}
