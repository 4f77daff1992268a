import { describe, expect, it } from "vitest";
import { ToolInputSchema } from "./tool.js";
import { ToolParamPlacementSchema } from "./tool-param-placement.js";

const tool = { slug: "SEARCH", name: "Search", description: "Search", method: "POST", path: "/search" } as const;

describe("ToolParamPlacementSchema", () => {
  it("accepts query and header params with a body encoding, defaulting the lists to empty", () => {
    expect(ToolParamPlacementSchema.parse({ header: ["X-Trace"], body: "form" })).toEqual({ query: [], header: ["X-Trace"], body: "form" });
    expect(ToolInputSchema.parse({ ...tool, placement: { query: ["q"], body: "json", bodyParam: "body" } }).placement).toEqual({
      query: ["q"],
      header: [],
      body: "json",
      bodyParam: "body",
    });
  });

  it("refuses a param placed twice, a bodyParam without body, a bad or reserved header name", () => {
    const paths = (placement: unknown) => ToolInputSchema.safeParse({ ...tool, placement }).error?.issues.map((issue) => [issue.path.join("."), issue.message]);
    expect(paths({ query: ["q"], header: ["q"] })).toEqual([["placement.header.0", "param q is already placed in query"]]);
    expect(paths({ bodyParam: "body" })).toEqual([["placement.bodyParam", "bodyParam needs body (json or form)"]]);
    expect(paths({ header: ["Bad Name"] })).toEqual([["placement.header.0", "must be a valid HTTP header name"]]);
    expect(paths({ header: ["Authorization"] })).toEqual([["placement.header.0", "this header is set by Plugboard and cannot be a param"]]);
    expect(paths({ body: "xml" })?.[0]?.[0]).toBe("placement.body");
    expect(paths({ where: "query" })?.[0]?.[1]).toMatch(/where/);
  });

  it("leaves a tool without placement as it was", () => {
    expect(ToolInputSchema.parse(tool)).not.toHaveProperty("placement");
  });
});
