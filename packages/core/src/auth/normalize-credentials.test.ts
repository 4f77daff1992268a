import { describe, expect, it } from "vitest";
import { CredentialError } from "./credential-error.js";
import { normalizeCredentials } from "./normalize-credentials.js";
import { parseAuthMethodConfig } from "./parse-auth-method-config.js";

const oauth = parseAuthMethodConfig("oauth2", { authorize_url: "https://a.example/a", token_url: "https://a.example/t", client_id: "c" });

describe("normalizeCredentials", () => {
  it("accepts the documented aliases", () => {
    expect(normalizeCredentials(parseAuthMethodConfig("api_key", {}), { apiKey: "k" }).values).toEqual({ api_key: "k" });
    expect(normalizeCredentials(parseAuthMethodConfig("bearer_token", {}), { access_token: "t" }).values).toEqual({ token: "t" });
  });

  it("names the missing field and never echoes values", () => {
    try {
      normalizeCredentials(parseAuthMethodConfig("api_key", {}), { wrong: "super-secret-value" });
      expect.unreachable();
    } catch (error) {
      expect(CredentialError.isInstance(error)).toBe(true);
      expect((error as CredentialError).field).toBe("api_key");
      expect((error as Error).message).not.toContain("super-secret-value");
    }
  });

  it("keeps OAuth tokens and computes the expiry", () => {
    const now = Date.parse("2026-01-01T00:00:00Z");
    const result = normalizeCredentials(oauth, { access_token: "a", refresh_token: "r", expires_in: 60 }, { now });
    expect(result.values).toEqual({ access_token: "a", refresh_token: "r" });
    expect(result.expiresAt?.toISOString()).toBe("2026-01-01T00:01:00.000Z");
    expect(normalizeCredentials(oauth, { access_token: "a", expires_at: 1767225600 }).expiresAt?.toISOString()).toBe("2026-01-01T00:00:00.000Z");
  });

  it("asks custom methods for each placeholder field", () => {
    const custom = parseAuthMethodConfig("custom", { injection_rules: [{ target: "header", name: "X", value: "{{a}}-{{b}}" }] });
    expect(normalizeCredentials(custom, { a: "1", b: "2", c: "ignored" }).values).toEqual({ a: "1", b: "2" });
    expect(() => normalizeCredentials(custom, { a: "1" })).toThrow(/credentials.b is required/);
  });

  it("rejects non-string values", () => {
    expect(() => normalizeCredentials(parseAuthMethodConfig("api_key", {}), { api_key: 42 })).toThrow(/must be a non-empty string/);
  });
});
