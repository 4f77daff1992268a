import { ErrorResponseSchema, ValidationErrorResponseSchema } from "@plugboard/core";
import type * as z from "zod";
import type { Services } from "../../compose.js";
import type { OpenApiAuth, OpenApiResponse, OpenApiRoute } from "../openapi/openapi-route.js";
import { defineRoute, type GuardCall, type Route, type RouteDeclaration } from "../route.js";
import type { DashboardAuth } from "./create-dashboard-auth.js";

/** What the `/api/dashboard` handlers get: the services and the dashboard authentication helpers over a request. */
export interface DashboardDeps {
  services: Services;
  auth: DashboardAuth;
}

/** A documented `{ error, code }` answer. */
export const failure = (description: string): OpenApiResponse => ({ description, schema: ErrorResponseSchema });
/** 400 with `details.fieldErrors`. */
export const invalid: OpenApiResponse = {
  description: "The input failed validation, or a slug (or auth method type) is taken; `details.fieldErrors` names each field",
  schema: ValidationErrorResponseSchema,
};
/** 403 on a plugin-scoped route. */
export const forbidden = failure("Signed in, but neither an admin nor the plugin's creator");
/** 403 on an admin route. */
export const adminOnly = failure("Signed in, but the role is not admin");
/** 403 and 404 of a route under `/plugins/{pluginId}`. */
export const pluginScoped = { 403: forbidden, 404: failure("No plugin with this id") };

const unauthorized = failure("No valid ID token (or API key where accepted)");
const unverifiedEmail = failure("`email_not_verified`: a first sign-in whose ID token does not say `email_verified: true`");

/** Guard: anyone signed in (an ID token, or an `nk_` API key); the actor is the developer. */
export const signedIn = ({ deps, request }: GuardCall<Pick<DashboardDeps, "auth">>) => deps.auth.requireDeveloper(request);
/** Guard: signed in with an ID token (API keys refused). */
export const signedInWithIdToken = ({ deps, request }: GuardCall<Pick<DashboardDeps, "auth">>) => deps.auth.requireDeveloper(request, { idTokenOnly: true });
/** Guard: an admin. */
export const admin = ({ deps, request }: GuardCall<Pick<DashboardDeps, "auth">>) => deps.auth.requireAdmin(request);
/** Guard: an admin or the creator of the plugin `{pluginId}`; the actor is `{ developer, plugin }`. */
export const pluginAccess = ({ deps, params, request }: GuardCall<Pick<DashboardDeps, "auth">>) => deps.auth.requirePluginAccess(request, params.pluginId ?? "");

/** A dashboard route in short: path below `/api/dashboard`, the success status, schema and words, other answers. */
export type DashboardRouteSpec<Query extends z.ZodType | undefined, Body extends z.ZodType | undefined, Actor, Deps = DashboardDeps> = Pick<
  RouteDeclaration<Deps, Query, Body, Actor>,
  "summary" | "description" | "tag" | "query" | "body" | "queryAndBody" | "guard" | "handle"
> & {
  /** Default `dashboard` (an ID token, or an `nk_` API key). */
  auth?: OpenApiAuth;
  ok: [number, z.ZodType, string];
  errors?: Record<number, OpenApiResponse>;
};

/** Declares an `/api/dashboard` route whose guard and handler get `Deps` (see {@link dashboardRoute}). */
export type DashboardRouteDeclarer<Deps> = <Query extends z.ZodType | undefined = undefined, Body extends z.ZodType | undefined = undefined, Actor = undefined>(
  method: OpenApiRoute["method"],
  path: string,
  operationId: string,
  spec: DashboardRouteSpec<Query, Body, Actor, Deps>,
) => Route<Deps>;

/**
 * The {@link dashboardRoute} of routes whose guards and handlers get `Deps` (the whole
 * {@link DashboardDeps}, or what `dashboardRoutesUsing` narrows them to).
 *
 * @example
 * const route = defineDashboardRoute<DashboardDepsUsing<"categories">>();
 */
export function defineDashboardRoute<Deps>(): DashboardRouteDeclarer<Deps> {
  const declare = defineRoute<Deps>();
  return (method, path, operationId, spec) => {
    const { ok, errors, auth, ...rest } = spec;
    const [status, schema, description] = ok;
    return declare({
      ...rest,
      method,
      path: `/api/dashboard${path}`,
      operationId,
      auth: auth ?? "dashboard",
      responses: { [status]: { description, schema }, 401: unauthorized, 403: unverifiedEmail, ...(errors ?? {}) },
    });
  };
}

/**
 * Declares an `/api/dashboard` route over all the services; every one documents its 401 and the 403 of an unverified e-mail, and its guard ({@link signedIn},
 * {@link admin}, {@link pluginAccess}, …) runs before its input is read. Route tables use `dashboardRoutesUsing`, which hands the
 * same declarer over just the services they name.
 *
 * @example
 * dashboardRoute("get", "/me", "getDashboardDeveloper", { summary: "The signed-in developer", tag: "Dashboard",
 *   ok: [200, DashboardDeveloperSchema, "The developer"], guard: signedIn, handle: async ({ actor }) => actor });
 */
export const dashboardRoute: DashboardRouteDeclarer<DashboardDeps> = defineDashboardRoute<DashboardDeps>();
