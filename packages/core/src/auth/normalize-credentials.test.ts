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

  it("keeps a basic username and password (aliases user, pass; the password may be empty) and refuses a colon in the username", () => {
    const basic = parseAuthMethodConfig("basic", {});
    expect(normalizeCredentials(basic, { user: " ana ", pass: "p:w" }).values).toEqual({ username: "ana", password: "p:w" });
    expect(normalizeCredentials(basic, { username: "key_only" }).values).toEqual({ username: "key_only", password: "" });
    expect(() => normalizeCredentials(basic, { username: "a:b", password: "secret-pw" })).toThrow(/username must not contain a colon/);
    expect(() => normalizeCredentials(basic, { password: "secret-pw" })).toThrow(/credentials.username is required/);
    expect(() => normalizeCredentials(basic, { username: "a", password: 7 })).toThrow(/password must be a string/);
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

  it("refuses values sent in a header that a header cannot carry, naming the field", () => {
    const apiKey = parseAuthMethodConfig("api_key", {});
    expect(() => normalizeCredentials(apiKey, { api_key: "k\r\nX-Injected: 1" })).toThrow(/credentials.api_key must not contain a line break/);
    expect(() => normalizeCredentials(parseAuthMethodConfig("bearer_token", {}), { token: "t\u0001" })).toThrow(/credentials.token must contain only characters allowed/);
    expect(() => normalizeCredentials(oauth, { access_token: "a\nb" })).toThrow(/credentials.access_token/);
    expect(() => normalizeCredentials(parseAuthMethodConfig("service_account", {}), { access_token: "a\u0100" })).toThrow(/credentials.access_token/);
    // Trimmed like before; tabs and Latin-1 are fine in a header.
    expect(normalizeCredentials(apiKey, { api_key: " k\tcafé \r\n" }).values).toEqual({ api_key: "k\tcafé" });
  });

  it("checks a custom field for header safety only when a header rule uses it", () => {
    const custom = parseAuthMethodConfig("custom", {
      injection_rules: [
        { target: "header", name: "X-Key", value: "{{key}}" },
        { target: "query", name: "note", value: "{{note}}" },
      ],
    });
    expect(() => normalizeCredentials(custom, { key: "a\nb", note: "n" })).toThrow(/credentials.key must not contain a line break/);
    expect(normalizeCredentials(custom, { key: "k", note: "two\nlines" }).values).toEqual({ key: "k", note: "two\nlines" });
  });

  it("rejects non-string values", () => {
    expect(() => normalizeCredentials(parseAuthMethodConfig("api_key", {}), { api_key: 42 })).toThrow(/must be a non-empty string/);
  });
});
