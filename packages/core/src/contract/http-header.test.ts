import { describe, expect, it } from "vitest";
import { InjectionRuleSchema } from "./auth-method.js";
import { headerValueProblem } from "./http-header.js";
import { ToolInputSchema } from "./tool.js";

describe("headerValueProblem", () => {
  it("refuses CR, LF, other control characters and characters past U+00FF", () => {
    expect(headerValueProblem("a\r\nX-Evil: 1")).toMatch(/line break/);
    expect(headerValueProblem("a\nb")).toMatch(/line break/);
    expect(headerValueProblem("a\u0000b")).toMatch(/NUL/);
    expect(headerValueProblem("a\u007fb")).toMatch(/only characters allowed/);
    expect(headerValueProblem("€")).toMatch(/only characters allowed/);
  });

  it("accepts what Node.js sends: visible ASCII, space, tab and Latin-1", () => {
    expect(headerValueProblem("Bearer abc.def-123_~+/=")).toBeUndefined();
    expect(headerValueProblem("a\tb café")).toBeUndefined();
  });
});

describe("header checks in request schemas", () => {
  it("check a tool's static header values", () => {
    const result = ToolInputSchema.safeParse({ slug: "T", name: "t", description: "d", method: "GET", path: "/", headers: { "X-A": "ok", "X-B": "v\r\n" } });
    expect(result.error!.issues.map((issue) => issue.path.join("."))).toEqual(["headers.X-B"]);
  });

  it("check header rules of a custom auth method, and leave query rules free", () => {
    const header = InjectionRuleSchema.safeParse({ target: "header", name: "Bad Name", value: "{{k}}\n" });
    expect(header.error!.issues.map((issue) => issue.path.join("."))).toEqual(["name", "value"]);
    expect(InjectionRuleSchema.safeParse({ target: "query", name: "any name", value: "two\nlines {{k}}" }).success).toBe(true);
  });
});
