import { describe, expect, it } from "vitest";
import type { Services } from "../../compose.js";
import type { RouteCall } from "../route.js";
import { PLUGINS_ROUTES } from "./plugins-routes.js";
import { PROVIDERS_ROUTES } from "./providers-routes.js";
import { SUBMISSIONS_ROUTES } from "./submissions-routes.js";
import type { V1Deps } from "./v1-route.js";
import { v1RoutesUsing } from "./v1-routes-using.js";

/** Composed services stand-ins: each records that it was reached. */
function allServices(): Services {
  return new Proxy({} as Services, { get: (_target, name) => ({ name: String(name) }), ownKeys: () => ["submissions", "providers", "plugins", "mcpClients", "connections"], getOwnPropertyDescriptor: () => ({ enumerable: true, configurable: true }) });
}

describe("v1RoutesUsing: a router gets only the services it declares", () => {
  it("hands guards and handlers just the declared services, picked once per composition", async () => {
    const seen: Array<Record<string, unknown>> = [];
    const [route] = v1RoutesUsing(["submissions", "plugins"], (route) => [
      route({
        method: "get",
        path: "/api/v1/example",
        operationId: "example",
        summary: "Example",
        tag: "Example",
        auth: "apiKey",
        responses: {},
        guard: async ({ deps }) => seen.push(deps.services),
        handle: async ({ deps }) => seen.push(deps.services),
      }),
    ]);
    const deps: V1Deps = { services: allServices(), openApiDocument: () => ({ openapi: "3.1.0" }) };
    const call = { deps, params: {}, request: {}, response: {} } as unknown as RouteCall<V1Deps>;
    await route!.guard!(call);
    await route!.handle(call);
    await route!.handle(call);
    expect(seen.map((services) => Object.keys(services).sort())).toEqual([["plugins", "submissions"], ["plugins", "submissions"], ["plugins", "submissions"]]);
    expect(seen[0]).toBe(seen[2]);
    expect(seen[0]!.submissions).toEqual({ name: "submissions" });
  });

  it("serves the submissions list with only the submissions service in reach", async () => {
    const reached: string[] = [];
    const services = new Proxy({} as Services, {
      get: (_target, name) => {
        reached.push(String(name));
        return { list: async (developerId: string) => [{ id: "p1", createdBy: developerId }] };
      },
    });
    const list = SUBMISSIONS_ROUTES.find((route) => route.operationId === "listSubmissions")!;
    const answer = await list.handle({ deps: { services, openApiDocument: () => ({}) }, params: {}, request: {}, response: { locals: { developer: { id: "dev-1" } } } } as unknown as RouteCall<V1Deps>);
    expect(answer).toEqual({ plugins: [{ id: "p1", createdBy: "dev-1" }] });
    // Picking the declared services is the only read of the composed ones.
    expect(reached).toEqual(["submissions"]);
    expect([...PROVIDERS_ROUTES, ...PLUGINS_ROUTES].every((route) => route.path.startsWith("/api/v1/"))).toBe(true);
  });
});
