import { describe, expect, it } from "vitest";
import { CreateConnectionRequestSchema } from "./connection.js";
import { ProxyRequestSchema } from "./proxy.js";
import { jsonProblem, MAX_JSON_DEPTH, SafeJsonObjectSchema, SafeJsonValueSchema } from "./safe-json.js";
import { textProblem } from "./safe-string.js";
import { ExecuteToolRequestSchema } from "./tool.js";

const nested = (depth: number): unknown => JSON.parse("[".repeat(depth) + "]".repeat(depth));

describe("textProblem", () => {
  it("refuses NUL and unpaired surrogates, and accepts every well-formed string", () => {
    expect(textProblem("a\u0000b")).toMatch(/NUL/);
    expect(textProblem("\ud800")).toMatch(/unpaired UTF-16 surrogate/);
    expect(textProblem("x\udc00")).toMatch(/unpaired/);
    expect(textProblem("\udc00\ud800")).toMatch(/unpaired/);
    expect(textProblem("café 😀 \t\n")).toBeUndefined();
  });
});

describe("jsonProblem", () => {
  it("allows MAX_JSON_DEPTH levels and refuses one more, naming the outermost member", () => {
    expect(jsonProblem({ a: nested(MAX_JSON_DEPTH - 1) })).toBeUndefined();
    expect(jsonProblem({ a: nested(MAX_JSON_DEPTH) })).toEqual({ path: ["a"], message: `is nested more than ${MAX_JSON_DEPTH} levels deep` });
  });

  it("walks a value nested 100,000 levels deep without overflowing the stack", () => {
    expect(jsonProblem({ a: nested(100_000) })?.message).toMatch(/nested more than/);
  });

  it("names the string or the member name that cannot be stored", () => {
    expect(jsonProblem({ a: [{ b: "ok" }, { c: "x\u0000" }] })).toEqual({ path: ["a", 1, "c"], message: expect.stringMatching(/NUL/) });
    expect(jsonProblem({ a: { "k\ud800": 1 } })).toEqual({ path: ["a"], message: expect.stringMatching(/member name .*unpaired/) });
  });
});

describe("request schemas use the safe building blocks", () => {
  it("report the full field path", () => {
    const result = ExecuteToolRequestSchema.safeParse({ userId: "u", tool: "T", params: { filter: { name: "a\u0000" } } });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.path.join("."))).toEqual(["params.filter.name"]);
    const credentials = CreateConnectionRequestSchema.safeParse({ userId: "u", plugin: "p", authMethod: "api_key", credentials: { api_key: nested(100) } });
    expect(credentials.error!.issues.map((issue) => issue.path.join("."))).toEqual(["credentials.api_key"]);
  });

  it("bound a proxy body as execute params are bound, whatever JSON value it is", () => {
    const proxy = (body: unknown) => ProxyRequestSchema.safeParse({ userId: "u", plugin: "p", method: "POST", path: "/x", body });
    const deep = proxy({ a: nested(6_000) });
    expect(deep.error!.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([["body.a", `is nested more than ${MAX_JSON_DEPTH} levels deep`]]);
    expect(proxy(nested(MAX_JSON_DEPTH)).success).toBe(true);
    expect(proxy("<xml/>").success).toBe(true);
    expect(SafeJsonValueSchema.safeParse([nested(MAX_JSON_DEPTH)]).success).toBe(false);
  });

  it("keep accepting ordinary JSON objects unchanged", () => {
    const value = { type: "object", properties: { city: { type: "string", enum: ["Paris", "Zürich"] } }, required: ["city"] };
    expect(SafeJsonObjectSchema.parse(value)).toEqual(value);
  });
});
