import type { PlugboardContext } from "../context.js";
import type { Services } from "../services/create-services.js";
import { createDashboardAuth, type DashboardAuth } from "./create-dashboard-auth.js";
import { createDashboardApiKeyService, type DashboardApiKeyService } from "./dashboard-api-key-service.js";
import { createDashboardAuthMethodService, type DashboardAuthMethodService } from "./dashboard-auth-method-service.js";
import { createDashboardCategoryService, type DashboardCategoryService } from "./dashboard-category-service.js";
import { createDashboardConnectionService, type DashboardConnectionService } from "./dashboard-connection-service.js";
import { createDashboardPluginService, type DashboardPluginService } from "./dashboard-plugin-service.js";
import { createDashboardToolService, type DashboardToolService } from "./dashboard-tool-service.js";

/** What the dashboard routers share: the helpers of SPEC.md and the dashboard's services. */
export interface DashboardDeps {
  context: PlugboardContext;
  services: Services;
  auth: DashboardAuth;
  plugins: DashboardPluginService;
  tools: DashboardToolService;
  authMethods: DashboardAuthMethodService;
  categories: DashboardCategoryService;
  connections: DashboardConnectionService;
  apiKeys: DashboardApiKeyService;
}

/**
 * Builds the dashboard's services over the server's context and shared services (API keys, review,
 * invalidation bus). `auth` may be given (tests, or an app with its own identity verification).
 *
 * @example
 * const deps = createDashboardDeps(context, services);
 */
export function createDashboardDeps(context: PlugboardContext, services: Services, options: { auth?: DashboardAuth } = {}): DashboardDeps {
  const bus = { bus: services.bus };
  return {
    context,
    services,
    auth: options.auth ?? createDashboardAuth(context, { apiKeys: services.apiKeys }),
    plugins: createDashboardPluginService(context, bus),
    tools: createDashboardToolService(context, bus),
    authMethods: createDashboardAuthMethodService(context, bus),
    categories: createDashboardCategoryService(context, bus),
    connections: createDashboardConnectionService(context, { connections: services.connections }),
    apiKeys: createDashboardApiKeyService(context, { apiKeys: services.apiKeys }),
  };
}
