import type { Services } from "../compose.js";
import type { Route } from "./route.js";

/** `Deps` with its `services` cut down to those `Keys` names: what a route table that declares them gets. */
export type DepsUsing<Deps extends { services: Services }, Keys extends keyof Services> = Omit<Deps, "services"> & { services: Pick<Services, Keys> };

/**
 * Wraps a table of routes declared over narrowed dependencies so it is served with the whole `Deps`:
 * each guard and handler gets `deps` with `services` holding just the services `uses` names (picked
 * once per composition; the other dependencies are passed as they are). The one narrowing mechanism
 * behind `v1RoutesUsing` and `dashboardRoutesUsing`.
 *
 * @example
 * const routes: Route<V1Deps>[] = routesUsing(["submissions"], declare(defineRoute<DepsUsing<V1Deps, "submissions">>()));
 */
export function routesUsing<Deps extends { services: Services }, Keys extends keyof Services>(uses: readonly Keys[], routes: readonly Route<DepsUsing<Deps, Keys>>[]): Route<Deps>[] {
  const picked = new WeakMap<Deps, DepsUsing<Deps, Keys>>();
  const narrow = (deps: Deps): DepsUsing<Deps, Keys> => {
    let narrowed = picked.get(deps);
    if (!narrowed) {
      const services = Object.fromEntries(uses.map((name) => [name, deps.services[name]])) as Pick<Services, Keys>;
      narrowed = { ...deps, services };
      picked.set(deps, narrowed);
    }
    return narrowed;
  };
  return routes.map(({ guard, handle, ...route }) => ({
    ...route,
    ...(guard ? { guard: (call) => guard({ ...call, deps: narrow(call.deps) }) } : {}),
    handle: (call) => handle({ ...call, deps: narrow(call.deps) }),
  }));
}
