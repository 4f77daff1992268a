import { describe, expect, it } from "vitest";
import { compilePath, expandPath } from "./expand-path";
import { PathParamError } from "./path-param-error";

function errorOf(action: () => unknown): PathParamError {
  try {
    action();
  } catch (error) {
    if (PathParamError.isInstance(error)) return error;
    throw error;
  }
  throw new Error("expected a PathParamError");
}

describe("expandPath", () => {
  it.each<[label: string, value: unknown, encoded: string]>([
    ["plain", "octocat", "octocat"],
    ["slash", "a/b", "a%2Fb"],
    ["question mark", "a?admin=true", "a%3Fadmin%3Dtrue"],
    ["hash", "a#frag", "a%23frag"],
    ["percent", "100%", "100%25"],
    ["backslash", "..\\..\\etc", "..%5C..%5Cetc"],
    ["traversal inside a value", "../../admin", "..%2F..%2Fadmin"],
    ["dots inside a value", "report.v2.pdf", "report.v2.pdf"],
    ["three dots", "...", "..."],
    ["space", "hello world", "hello%20world"],
    ["é", "café", "caf%C3%A9"],
    ["日本", "日本", "%E6%97%A5%E6%9C%AC"],
    ["emoji", "🔑", "%F0%9F%94%91"],
    ["number", 42, "42"],
    ["zero", 0, "0"],
    ["boolean", false, "false"],
    ["bigint", 12345678901234567890n, "12345678901234567890"],
  ])("encodes a value with %s so it stays one segment", (_label, value, encoded) => {
    const { path } = expandPath("/files/{name}/meta", { name: value });
    expect(path).toBe(`/files/${encoded}/meta`);
    // The URL parser fetch uses keeps the value in its segment.
    const url = new URL(`https://api.example/v1${path}`);
    expect(url.pathname).toBe(`/v1/files/${encoded}/meta`);
    expect(url.search).toBe("");
    expect(url.hash).toBe("");
  });

  it.each([
    [".", "."],
    ["..", ".."],
  ])("refuses the value %j, which URL parsers would resolve as a dot segment", (_label, value) => {
    const error = errorOf(() => expandPath("/users/{id}/keys", { id: value }));
    expect(error.code).toBe("invalid_path_param");
    expect(error.param).toBe("id");
  });

  it("refuses values that build a dot segment together with the template or other values", () => {
    expect(errorOf(() => expandPath("/x/{a}{b}/y", { a: ".", b: "." })).param).toBe("a");
    expect(errorOf(() => expandPath("/x/.{a}/y", { a: "." })).code).toBe("invalid_path_param");
    expect(expandPath("/x/{a}.json", { a: "." }).path).toBe("/x/..json");
    expect(expandPath("/search?q={q}", { q: ".." }).path).toBe("/search?q=..");
  });

  it("replaces several placeholders, repeated ones and placeholders in the query part", () => {
    expect(
      expandPath("/repos/{owner}/{repo}/compare/{repo}...main?ref={ref}", {
        owner: "acme",
        repo: "web app",
        ref: "a&b=c",
      }).path,
    ).toBe("/repos/acme/web%20app/compare/web%20app...main?ref=a%26b%3Dc");
  });

  it("returns the params no placeholder used, untouched", () => {
    const body = { title: "Bug", labels: ["a"] };
    const { path, rest } = expandPath("/repos/{owner}/issues", { owner: "acme", body, draft: false, nothing: undefined });
    expect(path).toBe("/repos/acme/issues");
    expect(rest).toEqual({ body, draft: false, nothing: undefined });
    expect(rest.body).toBe(body);
  });

  it("keeps a template without placeholders and returns all params as rest", () => {
    expect(expandPath("/status", { a: 1 })).toEqual({ path: "/status", rest: { a: 1 } });
  });

  it.each<[label: string, params: Record<string, unknown>]>([
    ["absent", {}],
    ["undefined", { name: undefined }],
    ["null", { name: null }],
    ["inherited from Object.prototype", Object.create({ name: "inherited" }) as Record<string, unknown>],
  ])("throws missing_path_param when the param is %s", (_label, params) => {
    const error = errorOf(() => expandPath("/x/{name}", params));
    expect(error.code).toBe("missing_path_param");
    expect(error.param).toBe("name");
    expect(error.message).toBe('Missing path parameter "name" for path /x/{name}');
  });

  it("does not read placeholders named like Object.prototype members from the prototype", () => {
    expect(errorOf(() => expandPath("/x/{constructor}", {})).code).toBe("missing_path_param");
  });

  it.each<[label: string, value: unknown]>([
    ["an object", { token: "s3cr3t" }],
    ["an array", ["s3cr3t"]],
    ["a function", () => "s3cr3t"],
    ["a symbol", Symbol("s3cr3t")],
    ["NaN", Number.NaN],
    ["Infinity", Number.POSITIVE_INFINITY],
    ["an empty string", ""],
    ["a lone surrogate", "\uD800"],
  ])("throws invalid_path_param for %s, without echoing it", (_label, value) => {
    const error = errorOf(() => expandPath("/x/{name}", { name: value }));
    expect(error.code).toBe("invalid_path_param");
    expect(error.param).toBe("name");
    expect(error.message).toMatch(/^Invalid path parameter "name" for path \/x\/\{name\}: /);
    expect(error.message).not.toContain("s3cr3t");
  });
});

describe("compilePath", () => {
  it("lists placeholder names once, in order, and expands many times", () => {
    const compiled = compilePath("/a/{x}/b/{y}/{x}?q={z}");
    expect(compiled.names).toEqual(["x", "y", "z"]);
    expect(compiled.expand({ x: 1, y: "two", z: "3" }).path).toBe("/a/1/b/two/1?q=3");
    expect(compiled.expand({ x: "é", y: "/", z: "#" }).path).toBe("/a/%C3%A9/b/%2F/%C3%A9?q=%23");
  });

  it("accepts names with letters, digits, '_', '-' and '.' and leaves other braces alone", () => {
    const compiled = compilePath("/{user_id}/{api-version}/{a.b}/{not valid}/{}");
    expect(compiled.names).toEqual(["user_id", "api-version", "a.b"]);
    expect(compiled.expand({ user_id: 1, "api-version": 2, "a.b": 3 }).path).toBe("/1/2/3/{not valid}/{}");
  });
});

it("PathParamError.isInstance recognises the error from any copy of the package", () => {
  const error = new PathParamError({ code: "missing_path_param", param: "p", template: "/{p}", message: "m" });
  expect(PathParamError.isInstance(error)).toBe(true);
  expect(PathParamError.isInstance(new Error("m"))).toBe(false);
  expect(PathParamError.isInstance(undefined)).toBe(false);
  const foreign = Object.assign(new Error("m"), { [Symbol.for("@plugboard/error")]: ["@plugboard/core.PathParamError"] });
  expect(PathParamError.isInstance(foreign)).toBe(true);
});
