import type { Route } from "../route.js";
import { DASHBOARD_API_KEYS_ROUTES } from "./dashboard-api-keys-routes.js";
import { DASHBOARD_AUTH_METHODS_ROUTES } from "./dashboard-auth-methods-routes.js";
import { DASHBOARD_CATEGORIES_ROUTES } from "./dashboard-categories-routes.js";
import { DASHBOARD_CONNECTIONS_ROUTES } from "./dashboard-connections-routes.js";
import { DASHBOARD_PLUGINS_ROUTES } from "./dashboard-plugins-routes.js";
import type { DashboardDeps } from "./dashboard-route.js";
import { DASHBOARD_TOOLS_ROUTES } from "./dashboard-tools-routes.js";

/**
 * The `/api/dashboard` routes (ID token, or an `nk_` API key except on `/api-keys`): the table Express
 * serves and the OpenAPI document describes.
 */
export const DASHBOARD_ROUTES: readonly Route<DashboardDeps>[] = [
  ...DASHBOARD_PLUGINS_ROUTES,
  ...DASHBOARD_TOOLS_ROUTES,
  ...DASHBOARD_AUTH_METHODS_ROUTES,
  ...DASHBOARD_API_KEYS_ROUTES,
  ...DASHBOARD_CONNECTIONS_ROUTES,
  ...DASHBOARD_CATEGORIES_ROUTES,
];
