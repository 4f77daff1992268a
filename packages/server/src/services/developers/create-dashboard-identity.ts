import type { DashboardDeveloper } from "@plugboard/core";
import type { PlugboardContext } from "../../context.js";
import { ServiceError } from "../../errors/service-error.js";
import type { ApiKeyService } from "./api-key-service.js";
import { createIdTokenVerifier, type IdTokenVerifier } from "./create-id-token-verifier.js";
import { createDeveloperStore } from "./developer-store.js";
import { roleOf, upsertDashboardDeveloper } from "./upsert-dashboard-developer.js";
import { oidcIssuerPolicy } from "../../outbound/outbound-policy.js";

/** Who a bearer token names: the developer, or null with the refusal to answer when one must be named. */
export interface DashboardIdentification {
  developer: DashboardDeveloper | null;
  /** 403 `email_not_verified` for a first sign-in whose e-mail the identity provider has not verified. */
  refusal?: ServiceError;
}

/**
 * Who a dashboard bearer token names (docs/dashboard-api.md §1): a token with the `nk_` prefix
 * is an API key, anything else an identity-provider ID token, verified against `context.oidc` (no OIDC
 * configured: every ID token is refused) and signed in — the developer is created on first sight.
 *
 * @example
 * const identity = createDashboardIdentity(context, { apiKeys });
 * const { developer } = await identity.identify(token); // null when refused
 */
export function createDashboardIdentity(context: Pick<PlugboardContext, "logger" | "prisma" | "outbound" | "adminEmails" | "oidc">, deps: { apiKeys: ApiKeyService; verifier?: IdTokenVerifier }) {
  const store = createDeveloperStore(context);
  const verifier =
    deps.verifier ??
    (context.oidc
      ? // The issuer is the operator's own setting, so discovery and JWKS are not under the
        // private-network guard meant for URLs that plugins supply (an internal IdP must keep working).
        createIdTokenVerifier({ issuer: context.oidc.issuer, audience: context.oidc.audience, logger: context.logger, fetch: context.outbound.http.fetch(oidcIssuerPolicy()) })
      : undefined);

  async function fromIdToken(token: string): Promise<DashboardIdentification> {
    if (!verifier) {
      context.logger.debug("dashboard ID token refused", { reason: "oidc_not_configured" });
      return { developer: null };
    }
    const result = await verifier.verify(token);
    if (!result.ok) {
      context.logger.info("dashboard ID token refused", { reason: result.reason });
      return { developer: null };
    }
    const signedIn = await upsertDashboardDeveloper(store, context.adminEmails, result.identity);
    if (!signedIn.ok) {
      context.logger.warn("dashboard sign-in refused", { reason: signedIn.reason });
      // An unverified e-mail is the one refusal the person can fix, so it is named (403); the other stays a plain 401.
      return signedIn.reason === "email_not_verified" ? { developer: null, refusal: new ServiceError("email_not_verified") } : { developer: null };
    }
    return { developer: { ...signedIn.developer, authenticatedWith: "id_token" } };
  }

  async function fromApiKey(key: string): Promise<DashboardIdentification> {
    const developer = await deps.apiKeys.resolve(key);
    if (!developer) return { developer: null };
    return { developer: { id: developer.id, email: developer.email, role: roleOf(developer, context.adminEmails), authenticatedWith: "api_key" } };
  }

  return {
    /** The developer a bearer token names, or null (no token, unknown key, refused ID token). */
    identify(token: string | undefined): Promise<DashboardIdentification> {
      if (!token) return Promise.resolve({ developer: null });
      return token.startsWith("nk_") ? fromApiKey(token) : fromIdToken(token);
    },
  };
}

/** The dashboard identity's interface. */
export type DashboardIdentity = ReturnType<typeof createDashboardIdentity>;
