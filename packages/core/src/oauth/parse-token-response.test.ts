import { describe, expect, it } from "vitest";
import { JsonPathSchema } from "../contract/auth-method.js";
import { parseTokenResponse, readJsonPath } from "./parse-token-response.js";

const now = Date.parse("2026-01-01T00:00:00Z");

describe("parseTokenResponse", () => {
  it("reads a full token response and computes the expiry", () => {
    expect(
      parseTokenResponse({ access_token: "at", refresh_token: "rt", expires_in: 3600, scope: "a b", token_type: "Bearer" }, now),
    ).toEqual({ ok: true, accessToken: "at", refreshToken: "rt", expiresAt: new Date("2026-01-01T01:00:00Z"), scope: "a b", tokenType: "Bearer" });
  });

  it("accepts expires_in as a numeric string and omits what is absent", () => {
    expect(parseTokenResponse({ access_token: "at", expires_in: "60" }, now)).toEqual({ ok: true, accessToken: "at", expiresAt: new Date(now + 60_000) });
    expect(parseTokenResponse({ access_token: "at", expires_in: "soon" }, now)).toEqual({ ok: true, accessToken: "at" });
  });

  it("returns the provider's OAuth error", () => {
    expect(parseTokenResponse({ error: "invalid_grant", error_description: "Token has been revoked" }, now)).toEqual({
      ok: false,
      error: "invalid_grant",
      errorDescription: "Token has been revoked",
    });
  });

  it("reports unusable bodies as invalid_token_response", () => {
    expect(parseTokenResponse("<html>", now)).toMatchObject({ ok: false, error: "invalid_token_response" });
    expect(parseTokenResponse({ token: "x" }, now)).toMatchObject({ ok: false, error: "invalid_token_response" });
    expect(parseTokenResponse({ error: 'bad"\nvalue' }, now)).toMatchObject({ ok: false, error: "invalid_token_response" });
  });

  it("reads the token, refresh token and expiry at access_token_path (Slack's authed_user)", () => {
    const slack = { ok: true, access_token: "xoxb-bot", token_type: "bot", authed_user: { id: "U1", access_token: "xoxp-user", refresh_token: "xoxe-1", expires_in: 43200, token_type: "user" } };
    expect(parseTokenResponse(slack, now, { accessTokenPath: "authed_user.access_token" })).toEqual({
      ok: true,
      accessToken: "xoxp-user",
      refreshToken: "xoxe-1",
      tokenType: "user",
      expiresAt: new Date(now + 43_200_000),
    });
    expect(parseTokenResponse({ access_token: "bot" }, now, { accessTokenPath: "authed_user.access_token" })).toMatchObject({ ok: false, error: "invalid_token_response" });
    expect(parseTokenResponse({ access_token: "top" }, now, { accessTokenPath: "authed_user.access_token", fallbackToTopLevel: true })).toMatchObject({ ok: true, accessToken: "top" });
  });

  it("reads an ISO 8601 expires_at when there is no expires_in (Square), and ignores a numeric one", () => {
    const square = parseTokenResponse({ access_token: "EAAA", token_type: "bearer", expires_at: "2026-01-31T00:00:00Z", refresh_token: "EQAA" }, now);
    expect(square).toMatchObject({ ok: true, expiresAt: new Date("2026-01-31T00:00:00Z") });
    expect(parseTokenResponse({ access_token: "a", expires_at: 1767225600 }, now)).not.toHaveProperty("expiresAt");
    expect(parseTokenResponse({ access_token: "a", expires_at: "soon" }, now)).not.toHaveProperty("expiresAt");
    expect(parseTokenResponse({ access_token: "a", expires_in: 60, expires_at: "2030-01-01T00:00:00Z" }, now)).toMatchObject({ expiresAt: new Date(now + 60_000) });
  });

  it("picks an array element by a member's value (member=value), whatever its position", () => {
    const userinfo = { accounts: [{ account_id: "a1", is_default: false, base_uri: "https://na2.docusign.net" }, { account_id: "a2", is_default: true, base_uri: "https://eu.docusign.net" }] };
    expect(readJsonPath(userinfo, "accounts.is_default=true.base_uri")).toBe("https://eu.docusign.net");
    expect(readJsonPath(userinfo, "accounts.account_id=a1.base_uri")).toBe("https://na2.docusign.net");
    expect(readJsonPath(userinfo, "accounts.is_default=maybe.base_uri")).toBeUndefined();
    expect(readJsonPath({ accounts: { is_default: true } }, "accounts.is_default=true")).toBeUndefined();
    expect(JsonPathSchema.safeParse("accounts.is_default=true.base_uri").success).toBe(true);
    expect(JsonPathSchema.safeParse("accounts.=true").success).toBe(false);
    expect(JsonPathSchema.safeParse("a==b").success).toBe(false);
  });

  it("keeps metadata fields as strings, skipping objects and absent members", () => {
    const result = parseTokenResponse({ access_token: "a", instance_url: "https://acme.my.salesforce.com", team: { id: "T1" }, n: 5, obj: { a: 1 } }, now, {
      metadataFields: ["instance_url", "team.id", "n", "obj", "absent"],
    });
    expect(result).toMatchObject({ ok: true, metadata: { instance_url: "https://acme.my.salesforce.com", "team.id": "T1", n: "5" } });
  });
});
