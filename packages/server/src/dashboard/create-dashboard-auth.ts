import type { DashboardDeveloper } from "@plugboard/core";
import type { Request } from "express";
import { createIdTokenVerifier, type IdTokenVerifier } from "../auth/create-id-token-verifier.js";
import { roleOf, upsertDashboardDeveloper } from "../auth/upsert-dashboard-developer.js";
import type { PlugboardContext } from "../context.js";
import { ServiceError } from "../errors/service-error.js";
import { readBearer } from "../http/authenticate-api-key.js";
import type { ApiKeyService } from "../services/api-key-service.js";
import { isUuid } from "./is-uuid.js";

/** The plugin columns an access check reads. */
export interface AccessiblePlugin {
  id: string;
  slug: string;
  createdById: string | null;
  toolSource: string;
  baseUrl: string | null;
  mcpConfig: unknown;
  reviewStatus: string;
}

/** The four dashboard helpers of SPEC.md ("Dashboard authentication"), plus two that throw. */
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
 * Builds the dashboard helpers over the server context. ID tokens are verified against
 * `context.oidc` (no OIDC configured: every ID token is refused, API keys still work on flexible
 * routes). A request is authenticated once, however many helpers look at it.
 *
 * @example
 * const auth = createDashboardAuth(context, { apiKeys: services.apiKeys });
 * router.get("/plugins/:pluginId", async (request, response) => {
 *   const { plugin } = await auth.requirePluginAccess(request, request.params.pluginId);
 * });
 */
export function createDashboardAuth(
  context: PlugboardContext,
  deps: { apiKeys: ApiKeyService; verifier?: IdTokenVerifier },
): DashboardAuth {
  const verifier =
    deps.verifier ??
    (context.oidc
      ? // The issuer is the operator's own setting, so discovery and JWKS use the plain fetch, not the
        // private-network guard meant for URLs that plugins supply (an internal IdP must keep working).
        createIdTokenVerifier({ issuer: context.oidc.issuer, audience: context.oidc.audience, logger: context.logger })
      : undefined);
  // A request is identified once: the developer, or null with the refusal to answer when one is needed.
  type Identified = { developer: DashboardDeveloper | null; refusal?: ServiceError };
  const seen = new WeakMap<Request, Promise<Identified>>();

  async function fromIdToken(token: string): Promise<Identified> {
    if (!verifier) {
      context.logger.debug("dashboard ID token refused", { reason: "oidc_not_configured" });
      return { developer: null };
    }
    const result = await verifier.verify(token);
    if (!result.ok) {
      context.logger.info("dashboard ID token refused", { reason: result.reason });
      return { developer: null };
    }
    const signedIn = await upsertDashboardDeveloper(context.prisma, context.adminEmails, result.identity);
    if (!signedIn.ok) {
      context.logger.warn("dashboard sign-in refused", { reason: signedIn.reason });
      // An unverified e-mail is the one refusal the person can fix, so it is named (403); the other stays a plain 401.
      return signedIn.reason === "email_not_verified" ? { developer: null, refusal: new ServiceError("email_not_verified") } : { developer: null };
    }
    return { developer: { ...signedIn.developer, authenticatedWith: "id_token" } };
  }

  async function fromApiKey(key: string): Promise<Identified> {
    const developer = await deps.apiKeys.resolve(key);
    if (!developer) return { developer: null };
    return { developer: { id: developer.id, email: developer.email, role: roleOf(developer, context.adminEmails), authenticatedWith: "api_key" } };
  }

  function identify(request: Request): Promise<Identified> {
    let result = seen.get(request);
    if (!result) {
      const token = readBearer(request.headers.authorization);
      result = !token ? Promise.resolve({ developer: null }) : token.startsWith("nk_") ? fromApiKey(token) : fromIdToken(token);
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
      const plugin = isUuid(pluginId)
        ? await context.prisma.plugin.findUnique({
            where: { id: pluginId },
            select: { id: true, slug: true, createdById: true, toolSource: true, baseUrl: true, mcpConfig: true, reviewStatus: true },
          })
        : null;
      if (!plugin) throw new ServiceError("not_found", "No plugin with this id");
      if (developer.role !== "admin" && plugin.createdById !== developer.id) {
        throw new ServiceError("forbidden", "Forbidden: only the plugin's creator or an admin can do this");
      }
      return { developer, plugin };
    },
  };
}
