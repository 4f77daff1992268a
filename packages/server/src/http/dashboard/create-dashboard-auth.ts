import type { DashboardDeveloper } from "@plugboard/core";
import type { Request } from "express";
import { ServiceError } from "../../errors/service-error.js";
import type { DashboardIdentification, DashboardIdentity } from "../../services/developers/create-dashboard-identity.js";
import type { AccessiblePlugin, DashboardPluginService } from "../../services/plugins/dashboard-plugin-service.js";
import { readBearer } from "../read-bearer.js";

/** The four dashboard authentication helpers (docs/dashboard-api.md §1), plus two that throw. */
export interface DashboardAuth {
  /** Verifies the ID token in `Authorization: Bearer`; the developer (created on first sight) or null. */
  authenticateDeveloper(request: Request): Promise<DashboardDeveloper | null>;
  /** An `nk_` API key (Bearer with that prefix) or else an ID token; the developer or null. */
  authenticateDeveloperFlexible(request: Request): Promise<DashboardDeveloper | null>;
  /**
   * The developer, or a 401 ServiceError (403 `email_not_verified` for a first sign-in whose e-mail the
   * identity provider has not verified). `idTokenOnly` refuses API keys.
   */
  requireDeveloper(request: Request, options?: { idTokenOnly?: boolean }): Promise<DashboardDeveloper>;
  /** An admin, or 401 (not signed in) / 403 (signed in, role is not `admin`). */
  requireAdmin(request: Request, options?: { idTokenOnly?: boolean }): Promise<DashboardDeveloper>;
  /** Admins and the plugin's creator pass; others get 403; an unknown plugin is 404. */
  requirePluginAccess(request: Request, pluginId: string): Promise<{ developer: DashboardDeveloper; plugin: AccessiblePlugin }>;
}

const UNAUTHORIZED = "Unauthorized: send a valid identity-provider ID token (or an nk_ API key) as Authorization: Bearer";

/**
 * The dashboard helpers over a request: the bearer token is read once per request and resolved by the
 * dashboard identity service (ID token or `nk_` API key); plugin access is the dashboard plugin
 * service's rule.
 *
 * @example
 * const auth = createDashboardAuth(services);
 * const { developer, plugin } = await auth.requirePluginAccess(request, request.params.pluginId);
 */
export function createDashboardAuth(services: { dashboardIdentity: DashboardIdentity; dashboardPlugins: Pick<DashboardPluginService, "accessible"> }): DashboardAuth {
  const seen = new WeakMap<Request, Promise<DashboardIdentification>>();

  function identify(request: Request): Promise<DashboardIdentification> {
    let result = seen.get(request);
    if (!result) {
      result = services.dashboardIdentity.identify(readBearer(request.headers.authorization));
      seen.set(request, result);
    }
    return result;
  }

  async function requireDeveloper(request: Request, options: { idTokenOnly?: boolean } = {}) {
    const { developer, refusal } = await identify(request);
    if (!developer) throw refusal ?? new ServiceError("unauthorized", UNAUTHORIZED);
    if (options.idTokenOnly && developer.authenticatedWith !== "id_token") {
      throw new ServiceError("unauthorized", "Unauthorized: this route needs a dashboard sign-in (an identity-provider ID token), not an API key");
    }
    return developer;
  }

  return {
    async authenticateDeveloper(request) {
      const { developer } = await identify(request);
      return developer?.authenticatedWith === "id_token" ? developer : null;
    },
    async authenticateDeveloperFlexible(request) {
      return (await identify(request)).developer;
    },
    requireDeveloper,
    async requireAdmin(request, options) {
      const developer = await requireDeveloper(request, options);
      if (developer.role !== "admin") throw new ServiceError("forbidden", "Forbidden: this action needs the admin role");
      return developer;
    },
    async requirePluginAccess(request, pluginId) {
      const developer = await requireDeveloper(request);
      return { developer, plugin: await services.dashboardPlugins.accessible(developer, pluginId) };
    },
  };
}
