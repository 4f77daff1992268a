import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { unnarrowedRouteTables, unnarrowedRouteTablesUnder, wholeContextUses, wholeContextUsesUnder } from "./narrow-dependencies.js";

const SRC = fileURLToPath(new URL("../../src", import.meta.url));

describe("narrow dependencies: each part gets only what it uses", () => {
  it("every /api/v1 and /api/dashboard route table declares its services (v1RoutesUsing, dashboardRoutesUsing)", () => {
    expect(existsSync(join(SRC, "http", "v1", "tools-routes.ts"))).toBe(true);
    expect(existsSync(join(SRC, "http", "dashboard", "dashboard-plugins-routes.ts"))).toBe(true);
    expect(unnarrowedRouteTablesUnder(SRC, ["http/v1", "http/dashboard"])).toEqual([]);
  });

  it("no service or source takes the whole PlugboardContext, only the fields it uses", () => {
    // No exceptions: compose.ts and create-plugboard.ts, which build the whole context, are outside these folders.
    expect(existsSync(join(SRC, "services"))).toBe(true);
    expect(wholeContextUsesUnder(SRC, ["services", "sources"])).toEqual([]);
  });

  it("the checks see an unnarrowed table and a whole context (guards the checks above)", () => {
    const table = (body: string) => `import { failure } from "./v1-route.js";\n${body}`;
    expect(unnarrowedRouteTables("x-routes.ts", table('import { v1Route } from "./v1-route.js";\nexport const X_ROUTES = [v1Route({})];'))).toEqual([
      "x-routes.ts:2 imports v1Route",
      "x-routes.ts:3 declares X_ROUTES without v1RoutesUsing or dashboardRoutesUsing",
    ]);
    expect(unnarrowedRouteTables("x-routes.ts", 'import { dashboardRoute as route, signedIn } from "./dashboard-route.js";')).toEqual(["x-routes.ts:1 imports dashboardRoute"]);
    expect(unnarrowedRouteTables("x-routes.ts", "export const X_ROUTES = routes.map((route) => route);")).toHaveLength(1);
    expect(unnarrowedRouteTables("x-routes.ts", table('export const X_ROUTES = v1RoutesUsing(["tools"], (v1Route) => [v1Route({})]);'))).toEqual([]);
    expect(unnarrowedRouteTables("x-routes.ts", 'export const X_ROUTES = dashboardRoutesUsing([], (dashboardRoute) => [dashboardRoute("get", "/x", "x", {})]);')).toEqual([]);
    expect(unnarrowedRouteTables("v1-routes.ts", "export const V1_ROUTES: readonly Route<V1Deps>[] = [...A_ROUTES, ...B_ROUTES];")).toEqual([]);

    const whole = [
      "export function createX(context: PlugboardContext) {}",
      "export function createX({ prisma }: PlugboardContext) {}",
      "export function createX(deps: { context?: PlugboardContext }) {}",
      "const x = (context: PlugboardContext | undefined) => context;",
      "export function createX(context: Partial<PlugboardContext>) {}",
    ];
    expect(whole.filter((line) => wholeContextUses("x.ts", line).length === 0)).toEqual([]);
    const narrow = [
      'export function createX(context: Pick<PlugboardContext, "prisma" | "logger">) {}',
      'export function createX({ prisma }: Pick<PlugboardContext, "prisma">) {}',
      'export function createX(context: Omit<PlugboardContext, "oidc">) {}',
      'export function insert(database: PlugboardContext["database"]) {}',
      'import type { PlugboardContext } from "../../context.js";',
    ];
    expect(narrow.filter((line) => wholeContextUses("x.ts", line).length > 0)).toEqual([]);
  });
});
