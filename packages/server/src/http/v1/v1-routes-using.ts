import type { Services } from "../../compose.js";
import { defineRoute, type Route } from "../route.js";
import type { V1Deps } from "./v1-route.js";

/** What a table of `/api/v1` routes that uses the services `Keys` gets: those services, nothing else. */
export interface V1DepsUsing<Keys extends keyof Services> {
  services: Pick<Services, Keys>;
  /** The OpenAPI document of `/api/v1` and `/api/dashboard` (built once). */
  openApiDocument(): Record<string, unknown>;
}

/**
 * Declares a table of `/api/v1` routes that uses only the services `uses` names: their guards and
 * handlers get `deps.services` holding just those (picked once from the composed services), so a
 * router's dependencies are what it declares, checked by the compiler and at run time alike.
 *
 * @example
 * export const SUBMISSIONS_ROUTES = v1RoutesUsing(["submissions"], (route) => [
 *   route({ method: "get", path: "/api/v1/submissions", …, handle: ({ deps }) => deps.services.submissions.list(id) }),
 * ]);
 */
export function v1RoutesUsing<Keys extends keyof Services>(
  uses: readonly Keys[],
  declare: (route: ReturnType<typeof defineRoute<V1DepsUsing<Keys>>>) => Route<V1DepsUsing<Keys>>[],
): Route<V1Deps>[] {
  const picked = new WeakMap<V1Deps, V1DepsUsing<Keys>>();
  const narrow = (deps: V1Deps): V1DepsUsing<Keys> => {
    let narrowed = picked.get(deps);
    if (!narrowed) {
      const services = Object.fromEntries(uses.map((name) => [name, deps.services[name]])) as Pick<Services, Keys>;
      narrowed = { services, openApiDocument: () => deps.openApiDocument() };
      picked.set(deps, narrowed);
    }
    return narrowed;
  };
  return declare(defineRoute<V1DepsUsing<Keys>>()).map(({ guard, handle, ...route }) => ({
    ...route,
    ...(guard ? { guard: (call) => guard({ ...call, deps: narrow(call.deps) }) } : {}),
    handle: (call) => handle({ ...call, deps: narrow(call.deps) }),
  }));
}
