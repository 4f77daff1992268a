import { describe, expect, it } from "vitest";
import { proxyToolRoute, toolsReachedBy } from "./proxy-tool-routes.js";

const routes = [
  proxyToolRoute({ slug: "GET_ISSUE", method: "GET", path: "/repos/{owner}/{repo}/issues/{number}" }),
  proxyToolRoute({ slug: "DELETE_REPO", method: "delete", path: "/repos/{owner}/{repo}" }),
  proxyToolRoute({ slug: "GET_FILE", method: "GET", path: "/files/v{version}.json?fields=all" }),
  proxyToolRoute({ slug: "ME", method: "GET", path: "/user" }),
];

describe("toolsReachedBy", () => {
  it("matches a concrete path against templates, by method", () => {
    expect(toolsReachedBy(routes, "GET", "/repos/acme/site/issues/12")).toEqual(["GET_ISSUE"]);
    expect(toolsReachedBy(routes, "DELETE", "/repos/acme/site")).toEqual(["DELETE_REPO"]);
    expect(toolsReachedBy(routes, "GET", "/repos/acme/site")).toEqual([]);
    expect(toolsReachedBy(routes, "GET", "/files/v2.json")).toEqual(["GET_FILE"]);
    expect(toolsReachedBy(routes, "GET", "/files/v.json")).toEqual([]);
    expect(toolsReachedBy(routes, "GET", "/user/repos")).toEqual([]);
  });

  it("sees through spellings an upstream routes the same way", () => {
    for (const path of ["/Repos/acme/site", "/repos//acme/site/", "/repos/acme/site;x=1", "/%72epos/acme/site"]) {
      expect(toolsReachedBy(routes, "DELETE", path), path).toEqual(["DELETE_REPO"]);
    }
    expect(toolsReachedBy(routes, "get", "/USER")).toEqual(["ME"]);
  });
});
