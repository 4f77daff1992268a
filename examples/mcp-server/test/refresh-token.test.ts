import { afterEach, describe, expect, it } from "vitest";
import { refreshAuthorization } from "@modelcontextprotocol/sdk/client/auth.js";
import { InvalidGrantError } from "@modelcontextprotocol/sdk/server/auth/errors.js";
import { type ExampleMcpServer, startExampleMcpServer } from "../src/index.js";
import { INITIALIZE, connectStreamable, firstText, obtainTokens, postMcp, postToken, register } from "./oauth-flow.js";

describe("refresh tokens", () => {
  let server: ExampleMcpServer;
  afterEach(() => server.close());

  it("rotates: the new pair works, the old refresh token is refused afterwards", async () => {
    server = await startExampleMcpServer();
    const { tokens, client, metadata } = await obtainTokens(server);
    const refreshed = await refreshAuthorization(server.url, {
      metadata,
      clientInformation: client,
      refreshToken: tokens.refresh_token ?? "",
      resource: new URL(server.mcpUrl),
    });
    expect(refreshed.access_token).not.toBe(tokens.access_token);
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
    expect(refreshed).toMatchObject({ token_type: "Bearer", expires_in: 3600, scope: "tools:read tools:call" });
    const old = postToken(server, { grant_type: "refresh_token", refresh_token: tokens.refresh_token ?? "", client_id: client.client_id });
    expect(await old).toMatchObject({ status: 400, body: { error: "invalid_grant" } });
    const { client: mcp } = await connectStreamable(server.mcpUrl, refreshed.access_token);
    expect(firstText(await mcp.callTool({ name: "echo", arguments: { message: "fresh" } }))).toBe("echo: fresh");
    await mcp.close();
    expect(server.stats.refreshRequests).toBe(2);
    expect(server.stats.tokenRequests).toBe(3);
  });

  it("without rotation returns no new refresh token and the old one keeps working", async () => {
    server = await startExampleMcpServer({ rotateRefreshTokens: false });
    const { tokens, client } = await obtainTokens(server);
    const form = { grant_type: "refresh_token", refresh_token: tokens.refresh_token ?? "", client_id: client.client_id };
    const first = await postToken(server, form);
    expect(first.status).toBe(200);
    expect(first.body.refresh_token).toBeUndefined();
    expect((await postToken(server, form)).status).toBe(200);
  });

  it("gives a client registered without the refresh_token grant no refresh token", async () => {
    server = await startExampleMcpServer();
    const client = await register(server, { grant_types: ["authorization_code"] });
    const { tokens } = await obtainTokens(server, { client });
    expect(tokens.access_token).toBeTruthy();
    expect(tokens.refresh_token).toBeUndefined();
  });

  it("refuses a refresh token presented by another client", async () => {
    server = await startExampleMcpServer();
    const { tokens } = await obtainTokens(server);
    const other = await register(server);
    const attempt = await postToken(server, { grant_type: "refresh_token", refresh_token: tokens.refresh_token ?? "", client_id: other.client_id });
    expect(attempt).toMatchObject({ status: 400, body: { error: "invalid_grant" } });
  });

  it("after revokeAllTokens: MCP requests get 401 and refresh gets 400 invalid_grant", async () => {
    server = await startExampleMcpServer();
    const { tokens, client, metadata } = await obtainTokens(server);
    server.revokeAllTokens();
    const mcp = await postMcp(server.mcpUrl, INITIALIZE, { Authorization: `Bearer ${tokens.access_token}` });
    expect(mcp.status).toBe(401);
    expect(mcp.headers.get("www-authenticate")).toContain('error="invalid_token"');
    const raw = await postToken(server, { grant_type: "refresh_token", refresh_token: tokens.refresh_token ?? "", client_id: client.client_id });
    expect(raw.status).toBe(400);
    expect(raw.body.error).toBe("invalid_grant");
    await expect(
      refreshAuthorization(server.url, { metadata, clientInformation: client, refreshToken: tokens.refresh_token ?? "" }),
    ).rejects.toBeInstanceOf(InvalidGrantError);
  });

  it("after expireAccessTokens: 401 invalid_token until the client refreshes", async () => {
    server = await startExampleMcpServer();
    const { tokens, client, metadata } = await obtainTokens(server);
    server.expireAccessTokens();
    const expired = await postMcp(server.mcpUrl, INITIALIZE, { Authorization: `Bearer ${tokens.access_token}` });
    expect(expired.status).toBe(401);
    expect(expired.headers.get("www-authenticate")).toContain('error="invalid_token"');
    const refreshed = await refreshAuthorization(server.url, { metadata, clientInformation: client, refreshToken: tokens.refresh_token ?? "" });
    const { client: mcp } = await connectStreamable(server.mcpUrl, refreshed.access_token);
    expect((await mcp.listTools()).tools.length).toBe(6);
    await mcp.close();
  });

  it("lets access tokens expire after accessTokenTtlSeconds", async () => {
    server = await startExampleMcpServer({ accessTokenTtlSeconds: 1 });
    const { tokens } = await obtainTokens(server);
    expect(tokens.expires_in).toBe(1);
    const authorization = { Authorization: `Bearer ${tokens.access_token}` };
    expect((await postMcp(server.mcpUrl, INITIALIZE, authorization)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await postMcp(server.mcpUrl, INITIALIZE, authorization)).status).toBe(401);
  });
});
