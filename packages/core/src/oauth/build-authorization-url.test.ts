import { describe, expect, it } from "vitest";
import { buildAuthorizationUrl } from "./build-authorization-url.js";

const base = {
  authorizeUrl: "https://idp.example/oauth/authorize",
  clientId: "client 1",
  redirectUri: "https://pb.example/api/v1/oauth/callback",
  state: "payload.signature",
};

describe("buildAuthorizationUrl", () => {
  it("sets the code-flow parameters with scopes space-joined", () => {
    const url = new URL(buildAuthorizationUrl({ ...base, scopes: ["repo", "read:user"] }));
    expect(url.origin + url.pathname).toBe("https://idp.example/oauth/authorize");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: "code",
      client_id: "client 1",
      redirect_uri: "https://pb.example/api/v1/oauth/callback",
      scope: "repo read:user",
      state: "payload.signature",
    });
  });

  it("keeps the authorize URL's own query, merges extra params, omits an empty scope", () => {
    const url = new URL(
      buildAuthorizationUrl({ ...base, authorizeUrl: "https://idp.example/a?tenant=t1", extraParams: { access_type: "offline", prompt: "consent" } }),
    );
    expect(url.searchParams.get("tenant")).toBe("t1");
    expect(url.searchParams.get("access_type")).toBe("offline");
    expect(url.searchParams.get("prompt")).toBe("consent");
    expect(url.searchParams.has("scope")).toBe(false);
  });

  it("never lets extra params replace protocol parameters", () => {
    const url = new URL(
      buildAuthorizationUrl({
        ...base,
        scopes: ["a"],
        extraParams: { state: "evil", redirect_uri: "https://evil.example", client_id: "x", response_type: "token", scope: "admin" },
      }),
    );
    expect(url.searchParams.get("state")).toBe("payload.signature");
    expect(url.searchParams.get("redirect_uri")).toBe(base.redirectUri);
    expect(url.searchParams.get("client_id")).toBe("client 1");
    expect(url.searchParams.get("response_type")).toBe("code");
    expect(url.searchParams.get("scope")).toBe("a");
  });

  it("uses an extra scope when no scopes are configured", () => {
    expect(new URL(buildAuthorizationUrl({ ...base, extraParams: { scope: "openid" } })).searchParams.get("scope")).toBe("openid");
  });

  it("adds the PKCE challenge with S256", () => {
    const url = new URL(buildAuthorizationUrl({ ...base, codeChallenge: "abc" }));
    expect(url.searchParams.get("code_challenge")).toBe("abc");
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
  });

  it("rejects a relative authorize URL", () => {
    expect(() => buildAuthorizationUrl({ ...base, authorizeUrl: "/authorize" })).toThrow(TypeError);
  });

  it("joins scopes with a comma when the provider wants it", () => {
    expect(new URL(buildAuthorizationUrl({ ...base, scopes: ["read", "write"], scopeSeparator: "," })).searchParams.get("scope")).toBe("read,write");
  });

  it("sends the scopes in the parameter the provider names (Slack's user_scope), and no scope then", () => {
    const url = new URL(buildAuthorizationUrl({ ...base, scopes: ["chat:write", "users:read"], scopeSeparator: ",", scopeParam: "user_scope", extraParams: { user_scope: "x" } }));
    expect(url.searchParams.get("user_scope")).toBe("chat:write,users:read");
    expect(url.searchParams.has("scope")).toBe(false);
  });
});
