import { describe, expect, it } from "vitest";
import { buildTokenRequest } from "./build-token-request.js";

const tokenUrl = "https://idp.example/token";
const form = (body: string) => Object.fromEntries(new URLSearchParams(body));

describe("buildTokenRequest", () => {
  it("exchanges a code with client_secret_post", () => {
    const request = buildTokenRequest({
      tokenUrl,
      grant: { code: "c0de", redirectUri: "https://pb.example/cb" },
      client: { id: "id", secret: "s3cret", authMethod: "client_secret_post" },
    });
    expect(request.url).toBe(tokenUrl);
    expect(request.headers).toEqual({ "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" });
    expect(form(request.body)).toEqual({
      grant_type: "authorization_code",
      code: "c0de",
      redirect_uri: "https://pb.example/cb",
      client_id: "id",
      client_secret: "s3cret",
    });
  });

  it("authenticates with HTTP Basic over form-encoded id and secret", () => {
    const request = buildTokenRequest({
      tokenUrl,
      grant: { refreshToken: "r1", scope: "a b" },
      client: { id: "my id", secret: "p@ss:word", authMethod: "client_secret_basic" },
    });
    const encoded = request.headers.Authorization!.replace(/^Basic /, "");
    expect(Buffer.from(encoded, "base64").toString("utf8")).toBe("my+id:p%40ss%3Aword");
    expect(form(request.body)).toEqual({ grant_type: "refresh_token", refresh_token: "r1", scope: "a b" });
  });

  it("sends only client_id and the verifier for a public PKCE client", () => {
    const request = buildTokenRequest({
      tokenUrl,
      grant: { code: "c", redirectUri: "https://pb.example/cb", codeVerifier: "v".repeat(43) },
      client: { id: "pub", authMethod: "none" },
    });
    expect(form(request.body)).toMatchObject({ client_id: "pub", code_verifier: "v".repeat(43) });
    expect(request.body).not.toContain("client_secret");
    expect(request.headers.Authorization).toBeUndefined();
  });

  it("refuses a confidential method without a secret, naming no value", () => {
    expect(() => buildTokenRequest({ tokenUrl, grant: { refreshToken: "r" }, client: { id: "id", authMethod: "client_secret_basic" } })).toThrow(
      /needs a client secret/,
    );
  });

  it("asks for a client_credentials token with a scope and extra params that cannot replace protocol ones", () => {
    const request = buildTokenRequest({
      tokenUrl,
      grant: { clientCredentials: true, scope: "read,write" },
      client: { id: "m2m", secret: "s", authMethod: "client_secret_basic" },
      extraParams: { audience: "https://api.example", grant_type: "password", client_id: "evil" },
    });
    expect(form(request.body)).toEqual({ grant_type: "client_credentials", scope: "read,write", audience: "https://api.example" });
  });

  it("adds token params to a code exchange", () => {
    const request = buildTokenRequest({
      tokenUrl,
      grant: { code: "c", redirectUri: "https://pb.example/cb" },
      client: { id: "id", secret: "s", authMethod: "client_secret_post" },
      extraParams: { token_access_type: "offline", code: "other" },
    });
    expect(form(request.body)).toMatchObject({ code: "c", token_access_type: "offline" });
  });

  it("sends the same parameters as one JSON object when the format is json, client auth unchanged", () => {
    const request = buildTokenRequest({
      tokenUrl,
      grant: { code: "c", redirectUri: "https://pb.example/cb" },
      client: { id: "id", secret: "s", authMethod: "client_secret_post" },
      extraParams: { audience: "api.example" },
      format: "json",
    });
    expect(request.headers["Content-Type"]).toBe("application/json");
    expect(JSON.parse(request.body)).toEqual({ grant_type: "authorization_code", code: "c", redirect_uri: "https://pb.example/cb", audience: "api.example", client_id: "id", client_secret: "s" });
    const basic = buildTokenRequest({ tokenUrl, grant: { refreshToken: "r" }, client: { id: "id", secret: "s", authMethod: "client_secret_basic" }, format: "json" });
    expect(JSON.parse(basic.body)).toEqual({ grant_type: "refresh_token", refresh_token: "r" });
    expect(basic.headers.Authorization).toMatch(/^Basic /);
  });

  it("authenticates with the secret as the Basic user name and an empty password (client_secret_as_username)", () => {
    const request = buildTokenRequest({ tokenUrl, grant: { refreshToken: "r" }, client: { id: "ca_1", secret: "sk_test:1", authMethod: "client_secret_as_username" } });
    expect(Buffer.from(request.headers.Authorization!.replace(/^Basic /, ""), "base64").toString()).toBe("sk_test%3A1:");
    expect(form(request.body)).toEqual({ grant_type: "refresh_token", refresh_token: "r" });
    expect(() => buildTokenRequest({ tokenUrl, grant: { refreshToken: "r" }, client: { id: "ca_1", authMethod: "client_secret_as_username" } })).toThrow(/client secret/);
  });

  it("asks for Zoom's account_credentials grant with the account id, and refuses one without it", () => {
    const request = buildTokenRequest({ tokenUrl, grant: { accountCredentials: true, accountId: "acct_1" }, client: { id: "z", secret: "s", authMethod: "client_secret_basic" }, extraParams: { account_id: "other" } });
    expect(form(request.body)).toEqual({ grant_type: "account_credentials", account_id: "acct_1" });
    expect(() => buildTokenRequest({ tokenUrl, grant: { accountCredentials: true }, client: { id: "z", secret: "s", authMethod: "client_secret_basic" } })).toThrow(/account id/);
  });
});
