import { describe, expect, it } from "vitest";
import { expressPath, successStatus } from "./mount-routes.js";

describe("expressPath", () => {
  it("turns an OpenAPI path below the prefix into an Express path", () => {
    expect(expressPath("/api/v1/plugins/{slug}/mcp-client", "/api/v1")).toBe("/plugins/:slug/mcp-client");
    expect(expressPath("/api/dashboard/connections/{connectionId}/tools", "/api/dashboard")).toBe("/connections/:connectionId/tools");
    expect(expressPath("/api/v1", "/api/v1")).toBe("/");
  });
  it("refuses a route outside the prefix (a table mounted in the wrong place)", () => {
    expect(() => expressPath("/api/dashboard/me", "/api/v1")).toThrowError(/not under \/api\/v1/);
  });
});

describe("successStatus", () => {
  it("is the lowest documented 2xx or 3xx status", () => {
    expect(successStatus({ operationId: "a", responses: { 400: { description: "" }, 201: { description: "" }, 200: { description: "" } } })).toBe(200);
    expect(successStatus({ operationId: "b", responses: { 302: { description: "", redirect: true }, 400: { description: "" } } })).toBe(302);
  });
  it("refuses a route that documents no success", () => {
    expect(() => successStatus({ operationId: "c", responses: { 404: { description: "" } } })).toThrowError(/c documents no success/);
  });
});
