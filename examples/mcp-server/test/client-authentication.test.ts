import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refreshAuthorization } from "@modelcontextprotocol/sdk/client/auth.js";
import { InvalidClientError } from "@modelcontextprotocol/sdk/server/auth/errors.js";
import { type ExampleMcpServer, startExampleMcpServer } from "../src/index.js";
import { REDIRECT_URI, authorize, discover, obtainTokens, postToken, register } from "./oauth-flow.js";

describe("client authentication at the token endpoint", () => {
  let server: ExampleMcpServer;
  beforeAll(async () => {
    server = await startExampleMcpServer({
      staticClients: [
        { clientId: "static-public", redirectUris: [REDIRECT_URI] },
        { clientId: "static-confidential", clientSecret: "s3cret", redirectUris: [REDIRECT_URI] },
      ],
    });
  });
  afterAll(() => server.close());

  it("works for client_secret_basic and client_secret_post clients through the SDK helpers", async () => {
    for (const method of ["client_secret_basic", "client_secret_post"] as const) {
      const client = await register(server, { token_endpoint_auth_method: method });
      const { tokens } = await obtainTokens(server, { client });
      expect(tokens.access_token, method).toBeTruthy();
    }
  });

  it("holds each registered client to its method and its secret", async () => {
    const basic = await register(server, { token_endpoint_auth_method: "client_secret_basic" });
    const { code, codeVerifier } = await authorize(server, basic);
    const grant = { grant_type: "authorization_code", code, code_verifier: codeVerifier, redirect_uri: REDIRECT_URI };
    const viaBody = await postToken(server, { ...grant, client_id: basic.client_id, client_secret: basic.client_secret ?? "" });
    expect(viaBody).toMatchObject({ status: 401, body: { error: "invalid_client" } });
    const noSecret = await postToken(server, { ...grant, client_id: basic.client_id });
    expect(noSecret).toMatchObject({ status: 401, body: { error: "invalid_client" } });
    const wrongSecret = await postToken(server, grant, { Authorization: `Basic ${btoa(`${basic.client_id}:wrong`)}` });
    expect(wrongSecret).toMatchObject({ status: 401, body: { error: "invalid_client" } });
    const right = await postToken(server, grant, { Authorization: `Basic ${btoa(`${basic.client_id}:${basic.client_secret}`)}` });
    expect(right.status).toBe(200);

    const publicClient = await register(server);
    const withSecret = await postToken(server, { grant_type: "refresh_token", refresh_token: "x", client_id: publicClient.client_id, client_secret: "made-up" });
    expect(withSecret).toMatchObject({ status: 401, body: { error: "invalid_client" } });
  });

  it("accepts static clients: public with PKCE only, confidential with basic or post", async () => {
    const metadata = await discover(server);
    const publicClient = { client_id: "static-public", redirect_uris: [REDIRECT_URI] };
    expect((await obtainTokens(server, { client: publicClient })).tokens.access_token).toBeTruthy();

    const confidential = { client_id: "static-confidential", client_secret: "s3cret", redirect_uris: [REDIRECT_URI] };
    const { tokens } = await obtainTokens(server, { client: confidential }); // the SDK picks client_secret_basic
    const viaPost = await postToken(server, {
      grant_type: "refresh_token",
      refresh_token: tokens.refresh_token ?? "",
      client_id: "static-confidential",
      client_secret: "s3cret",
    });
    expect(viaPost.status).toBe(200);
    await expect(
      refreshAuthorization(server.url, {
        metadata,
        clientInformation: { ...confidential, client_secret: "wrong" },
        refreshToken: String(viaPost.body.refresh_token),
      }),
    ).rejects.toBeInstanceOf(InvalidClientError);
  });

  it("counts token requests, refreshes included", async () => {
    const before = { ...server.stats };
    const { tokens, client } = await obtainTokens(server);
    await postToken(server, { grant_type: "refresh_token", refresh_token: tokens.refresh_token ?? "", client_id: client.client_id });
    expect(server.stats.tokenRequests - before.tokenRequests).toBe(2);
    expect(server.stats.refreshRequests - before.refreshRequests).toBe(1);
    expect(server.stats.registrations - before.registrations).toBe(1);
  });
});
