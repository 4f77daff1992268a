import { describe, expect, it } from "vitest";
import { checkProxyPath, proxyHeaderProblem } from "./proxy-path.js";

describe("checkProxyPath", () => {
  it("accepts a path under the base URL", () => {
    expect(checkProxyPath("/v1/customers/cus_1")).toEqual({ ok: true, path: "/v1/customers/cus_1" });
    expect(checkProxyPath("/files/a%20b.txt")).toMatchObject({ ok: true });
    // A `%` that is text (encoded once), a `;` parameter on an ordinary segment, dots inside a name.
    expect(checkProxyPath("/files/100%25")).toMatchObject({ ok: true });
    expect(checkProxyPath("/files/a;v=1/..b")).toMatchObject({ ok: true });
  });

  it.each([
    ["https://evil.example/x", /absolute URL/],
    ["//evil.example/x", /protocol-relative/],
    ["/a/../admin", /\. or \.\. segments/],
    ["/a/%2e%2e/admin", /\. or \.\. segments/],
    ["/a/%2E./admin", /\. or \.\. segments/],
    ["/a/./b", /\. or \.\. segments/],
    ["/a%2fb", /encoded slash/],
    ["/a%5Cb", /encoded slash/],
    ["/a\\b", /backslash/],
    ["relative", /start with \//],
    ["/a?x=1", /query/],
    ["/a%zz", /malformed/],
    ["/a\nb", /control/],
    ["/..;/admin", /followed by ;/],
    ["/a/.;x/b", /followed by ;/],
    ["/a/..%3b/b", /\. or \.\. segments/],
    ["/%252e%252e/admin", /encoded twice/],
    ["/a/%25252E%25252E/admin", /encoded twice/],
    ["/a%252fb", /slash or backslash encoded twice/],
    ["/a%255Cb", /slash or backslash encoded twice/],
  ])("refuses %j", (path, reason) => {
    const result = checkProxyPath(path);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(reason);
  });
});

describe("proxyHeaderProblem", () => {
  it("refuses auth, host and hop-by-hop headers, and the auth method's own", () => {
    for (const name of ["Authorization", "cookie", "Proxy-Authorization", "Host", "Transfer-Encoding", "Connection"]) {
      expect(proxyHeaderProblem(name, [])).toBeDefined();
    }
    expect(proxyHeaderProblem("X-Api-Key", ["x-api-key"])).toMatch(/authentication/);
    expect(proxyHeaderProblem("X-Request-Id", ["x-api-key"])).toBeUndefined();
  });

  it("refuses headers that rewrite the path or method, or claim a client address", () => {
    for (const name of ["X-Original-URL", "X-Rewrite-URL", "X-Real-IP", "X-HTTP-Method-Override", "True-Client-IP", "X-Forwarded-Prefix"]) {
      expect(proxyHeaderProblem(name, []), name).toMatch(/cannot be set through the proxy/);
    }
  });
});
