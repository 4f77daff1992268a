import type { Services } from "../../compose.js";
import { createDashboardAuth, type DashboardAuth } from "./create-dashboard-auth.js";

/** What the dashboard routers share: the services and SPEC.md's dashboard helpers over a request. */
export interface DashboardDeps {
  services: Services;
  auth: DashboardAuth;
}

/**
 * The dashboard routers' dependencies over the server's services.
 *
 * @example
 * const deps = createDashboardDeps(services);
 */
export function createDashboardDeps(services: Services): DashboardDeps {
  return { services, auth: createDashboardAuth(services) };
}
