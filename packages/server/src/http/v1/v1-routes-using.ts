import type { Services } from "../../compose.js";
import { defineRoute, type Route } from "../route.js";
import { routesUsing, type DepsUsing } from "../routes-using.js";
import type { V1Deps } from "./v1-route.js";

/** What a table of `/api/v1` routes that uses the services `Keys` gets: those services and the OpenAPI document, nothing else. */
export type V1DepsUsing<Keys extends keyof Services> = DepsUsing<V1Deps, Keys>;

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
  return routesUsing<V1Deps, Keys>(uses, declare(defineRoute<V1DepsUsing<Keys>>()));
}
