import { describe, expect, it } from "vitest";
import * as z from "zod";
import type { Services } from "../../compose.js";
import type { RouteCall } from "../route.js";
import { DASHBOARD_CATEGORIES_ROUTES } from "./dashboard-categories-routes.js";
import type { DashboardDeps } from "./dashboard-route.js";
import { dashboardRoutesUsing } from "./dashboard-routes-using.js";

describe("dashboardRoutesUsing: a dashboard table gets only the services it declares, and the dashboard auth", () => {
  it("hands guards and handlers just the declared services and the same auth", async () => {
    const seen: Array<Record<string, unknown>> = [];
    const [route] = dashboardRoutesUsing(["categories"], (dashboardRoute) => [
      dashboardRoute("get", "/example", "example", {
        summary: "Example",
        tag: "Example",
        ok: [200, z.object({}), "Example"],
        guard: async ({ deps }) => seen.push({ ...deps }),
        handle: async ({ deps }) => seen.push({ ...deps }),
      }),
    ]);
    expect(route!.path).toBe("/api/dashboard/example");
    expect(Object.keys(route!.responses).sort()).toEqual(["200", "401", "403"]);
    const auth = { requireDeveloper: async () => ({ id: "dev-1" }) } as unknown as DashboardDeps["auth"];
    const services = { categories: { name: "categories" }, tools: { name: "tools" } } as unknown as Services;
    const call = { deps: { services, auth }, params: {}, request: {}, response: {} } as unknown as RouteCall<DashboardDeps>;
    await route!.guard!(call);
    await route!.handle(call);
    expect(seen.map((deps) => Object.keys(deps.services as object))).toEqual([["categories"], ["categories"]]);
    expect(seen.every((deps) => deps.auth === auth)).toBe(true);
  });

  it("serves the category list with only the categories service in reach", async () => {
    const reached: string[] = [];
    const services = new Proxy({} as Services, {
      get: (_target, name) => {
        reached.push(String(name));
        return { list: async () => [{ id: "c1", name: "Tools" }] };
      },
    });
    const list = DASHBOARD_CATEGORIES_ROUTES.find((route) => route.operationId === "listDashboardCategories")!;
    const answer = await list.handle({ deps: { services, auth: {} }, params: {}, request: {}, response: {} } as unknown as RouteCall<DashboardDeps>);
    expect(answer).toEqual([{ id: "c1", name: "Tools" }]);
    expect(reached).toEqual(["categories"]);
  });
});
