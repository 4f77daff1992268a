import { describe, expect, it } from "vitest";
import type { AuthMethodConfig } from "../contract/auth-method.js";
import { injectAuth } from "./inject-auth.js";
import { parseAuthMethodConfig } from "./parse-auth-method-config.js";

const method = (type: AuthMethodConfig["type"], config: unknown = {}) => parseAuthMethodConfig(type, config);

describe("injectAuth", () => {
  it.each([
    ["oauth2", {}, { access_token: "at" }, { Authorization: "Bearer at" }],
    ["service_account", {}, { access_token: "sa" }, { Authorization: "Bearer sa" }],
    ["bearer_token", {}, { token: "t" }, { Authorization: "Bearer t" }],
    ["bearer_token", { header_name: "X-Token", header_prefix: "Token" }, { token: "t" }, { "X-Token": "Token t" }],
    ["bearer_token", { header_prefix: "" }, { token: "t" }, { Authorization: "t" }],
    ["api_key", {}, { api_key: "k" }, { "X-API-Key": "k" }],
    ["api_key", { header_name: "Api-Key" }, { api_key: "k" }, { "Api-Key": "k" }],
    ["no_auth", {}, {}, {}],
  ] as const)("%s with config %j injects the documented header", (type, config, credentials, headers) => {
    const oauthConfig = type === "oauth2" ? { authorize_url: "https://a.example/a", token_url: "https://a.example/t", client_id: "c" } : config;
    expect(injectAuth(method(type, oauthConfig), credentials)).toEqual({ headers, query: {} });
  });

  it("sends an oauth2 access token in the method's header_name, bare unless header_prefix is given (Shopify)", () => {
    const oauth = { authorize_url: "https://a.example/a", token_url: "https://a.example/t", client_id: "c" };
    expect(injectAuth(method("oauth2", { ...oauth, header_name: "X-Shopify-Access-Token" }), { access_token: "at" })).toEqual({
      headers: { "X-Shopify-Access-Token": "at" },
      query: {},
    });
    expect(injectAuth(method("oauth2", { ...oauth, header_name: "X-Token", header_prefix: "Token" }), { access_token: "at" }).headers).toEqual({ "X-Token": "Token at" });
    expect(injectAuth(method("oauth2", { ...oauth, header_prefix: "OAuth" }), { access_token: "at" }).headers).toEqual({ Authorization: "OAuth at" });
  });

  it("applies every custom rule with placeholders filled", () => {
    const custom = method("custom", {
      injection_rules: [
        { target: "header", name: "X-Key", value: "{{key}}" },
        { target: "header", name: "X-Sig", value: "{{ key }}:{{secret}}" },
        { target: "query", name: "token", value: "{{secret}}" },
      ],
    });
    expect(injectAuth(custom, { key: "K", secret: "S" })).toEqual({
      headers: { "X-Key": "K", "X-Sig": "K:S" },
      query: { token: "S" },
    });
  });

  it("sends basic credentials as Authorization: Basic base64(username:password), UTF-8, an empty password allowed", () => {
    expect(injectAuth(method("basic"), { username: "Aladdin", password: "open sesame" })).toEqual({
      headers: { Authorization: "Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==" },
      query: {},
    });
    // RFC 7617 §2.1's UTF-8 example.
    expect(injectAuth(method("basic"), { username: "test", password: "123£" }).headers.Authorization).toBe("Basic dGVzdDoxMjPCow==");
    expect(injectAuth(method("basic"), { username: "sk_live_1", password: "" }).headers.Authorization).toBe(`Basic ${btoa("sk_live_1:")}`);
  });

  it("sends an api_key with query_name as that query parameter, not as a header", () => {
    expect(injectAuth(method("api_key", { query_name: "api_key" }), { api_key: "k" })).toEqual({ headers: {}, query: { api_key: "k" } });
  });

  it("injects nothing without a method", () => {
    expect(injectAuth(null, { api_key: "k" })).toEqual({ headers: {}, query: {} });
  });
});
