import { describe, expect, it } from "vitest";
import { connectPageFields } from "./connect-page-fields.js";

describe("connectPageFields", () => {
  it("asks for one secret for API keys and bearer tokens, a username and optional password for basic, JSON for service accounts, nothing for OAuth or no auth", () => {
    expect(connectPageFields("api_key", {})).toEqual([{ name: "api_key", label: "API key", kind: "password" }]);
    expect(connectPageFields("bearer_token", {})).toEqual([{ name: "token", label: "Access token", kind: "password" }]);
    expect(connectPageFields("service_account", {})).toEqual([{ name: "json", label: "Service account credentials (JSON)", kind: "json" }]);
    expect(connectPageFields("basic", {})).toEqual([
      { name: "username", label: "Username", kind: "text" },
      { name: "password", label: "Password", kind: "password", optional: true },
    ]);
    expect(connectPageFields("oauth2", {})).toEqual([]);
    expect(connectPageFields("no_auth", {})).toEqual([]);
  });

  it("asks a custom method for each placeholder, hiding secret-looking ones", () => {
    const config = { injection_rules: [{ target: "header", name: "X-Sig", value: "{{domain}}:{{api_secret}}" }, { target: "query", name: "k", value: "{{userName}}" }] };
    expect(connectPageFields("custom", config)).toEqual([
      { name: "domain", label: "Domain", kind: "text" },
      { name: "api_secret", label: "Api secret", kind: "password" },
      { name: "userName", label: "User Name", kind: "text" },
    ]);
  });
});
