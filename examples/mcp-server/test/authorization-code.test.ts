import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exchangeAuthorization } from "@modelcontextprotocol/sdk/client/auth.js";
import { InvalidGrantError } from "@modelcontextprotocol/sdk/server/auth/errors.js";
import { type ExampleMcpServer, startExampleMcpServer } from "../src/index.js";
import {
  INITIALIZE,
  REDIRECT_URI,
  authorize,
  connectStreamable,
  discover,
  firstText,
  followAuthorize,
  obtainTokens,
  postMcp,
  postToken,
  register,
} from "./oauth-flow.js";

describe("authorization code flow with PKCE", () => {
  let server: ExampleMcpServer;
  beforeAll(async () => {
    server = await startExampleMcpServer();
  });
  afterAll(() => server.close());

  it("goes discovery → registration → authorize → token → MCP tools with the SDK client", async () => {
    const { tokens } = await obtainTokens(server);
    expect(tokens).toMatchObject({ token_type: "Bearer", expires_in: 3600, scope: "tools:read tools:call" });
    expect(tokens.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes
    expect(tokens.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const { client } = await connectStreamable(server.mcpUrl, tokens.access_token);
    try {
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name).sort()).toEqual(["add", "echo", "fail", "get-time", "text.reverse", "whoami"]);
      expect(firstText(await client.callTool({ name: "echo", arguments: { message: "hi" } }))).toBe("echo: hi");
      expect(firstText(await client.callTool({ name: "add", arguments: { a: 2, b: 40 } }))).toBe("42");
      expect(firstText(await client.callTool({ name: "text.reverse", arguments: { text: "abc" } }))).toBe("cba");
      const failed = await client.callTool({ name: "fail", arguments: {} });
      expect(failed.isError).toBe(true);
      expect(firstText(failed)).toBe("this tool always fails");
      expect(new Date(firstText(await client.callTool({ name: "get-time", arguments: {} }))).getTime()).not.toBeNaN();
    } finally {
      await client.close();
    }
  });

  it("returns the state and a fresh unpredictable code on every authorization", async () => {
    const client = await register(server);
    const first = await authorize(server, client, { state: "s-1" });
    const second = await authorize(server, client, { state: "s-2" });
    expect(first.state).toBe("s-1");
    expect(second.state).toBe("s-2");
    expect(first.callback.origin + first.callback.pathname).toBe(REDIRECT_URI);
    expect(first.code).not.toBe(second.code);
    expect(first.code.length).toBeGreaterThanOrEqual(43);
  });

  it("issues tokens per user: whoami reports the subject and client of the token used", async () => {
    const client = await register(server);
    const alice = await obtainTokens(server, { client, loginHint: "alice" });
    const bob = await obtainTokens(server, { client, loginHint: "bob" });
    const anonymous1 = await obtainTokens(server, { client });
    const anonymous2 = await obtainTokens(server, { client });
    const whoami = async (token: string) => {
      const { client: mcp } = await connectStreamable(server.mcpUrl, token);
      try {
        return JSON.parse(firstText(await mcp.callTool({ name: "whoami", arguments: {} }))) as { subject: string; clientId: string };
      } finally {
        await mcp.close();
      }
    };
    expect(await whoami(alice.tokens.access_token)).toEqual({ subject: "alice", clientId: client.client_id, scopes: ["tools:read", "tools:call"] });
    expect((await whoami(bob.tokens.access_token)).subject).toBe("bob");
    const [one, two] = [await whoami(anonymous1.tokens.access_token), await whoami(anonymous2.tokens.access_token)];
    expect(one.subject).toMatch(/^user-\d+$/);
    expect(two.subject).not.toBe(one.subject);
  });

  it("rejects a code_verifier that does not match the challenge with invalid_grant", async () => {
    const metadata = await discover(server);
    const client = await register(server);
    const { code } = await authorize(server, client);
    const exchange = exchangeAuthorization(server.url, {
      metadata,
      clientInformation: client,
      authorizationCode: code,
      codeVerifier: "a".repeat(64),
      redirectUri: REDIRECT_URI,
    });
    await expect(exchange).rejects.toBeInstanceOf(InvalidGrantError);
  });

  it("refuses code_challenge_method=plain, a missing code_challenge and response_type=token, keeping the state", async () => {
    const client = await register(server);
    const { authorizationUrl } = await authorize(server, client);
    const plain = new URL(authorizationUrl);
    plain.searchParams.set("code_challenge_method", "plain");
    const refused = await followAuthorize(plain);
    expect(refused.searchParams.get("error")).toBe("invalid_request");
    expect(refused.searchParams.get("code")).toBeNull();
    expect(refused.searchParams.get("state")).toBe("state-123");

    const missing = new URL(authorizationUrl);
    missing.searchParams.delete("code_challenge");
    const noChallenge = await followAuthorize(missing);
    expect(noChallenge.searchParams.get("error")).toBe("invalid_request");
    expect(noChallenge.searchParams.get("state")).toBe("state-123");

    const implicit = new URL(authorizationUrl);
    implicit.searchParams.set("response_type", "token");
    const noImplicit = await followAuthorize(implicit);
    expect(noImplicit.searchParams.get("error")).toBe("unsupported_response_type");
    expect(noImplicit.searchParams.get("access_token")).toBeNull();
  });

  it("accepts a code once: the replay gets invalid_grant and revokes the tokens of the first exchange", async () => {
    const metadata = await discover(server);
    const client = await register(server);
    const { code, codeVerifier } = await authorize(server, client);
    const exchange = () =>
      exchangeAuthorization(server.url, { metadata, clientInformation: client, authorizationCode: code, codeVerifier, redirectUri: REDIRECT_URI });
    const tokens = await exchange();
    await expect(exchange()).rejects.toBeInstanceOf(InvalidGrantError);
    const response = await postMcp(server.mcpUrl, INITIALIZE, { Authorization: `Bearer ${tokens.access_token}` });
    expect(response.status).toBe(401);
    const refresh = await postToken(server, { grant_type: "refresh_token", refresh_token: tokens.refresh_token ?? "", client_id: client.client_id });
    expect(refresh).toMatchObject({ status: 400, body: { error: "invalid_grant" } });
  });

  it("binds a code to its client and its redirect_uri", async () => {
    const client = await register(server);
    const other = await register(server);
    const { code, codeVerifier } = await authorize(server, client);
    const stolen = await postToken(server, {
      grant_type: "authorization_code",
      code,
      code_verifier: codeVerifier,
      redirect_uri: REDIRECT_URI,
      client_id: other.client_id,
    });
    expect(stolen).toMatchObject({ status: 400, body: { error: "invalid_grant" } });
    const wrongRedirect = await postToken(server, {
      grant_type: "authorization_code",
      code,
      code_verifier: codeVerifier,
      redirect_uri: "http://127.0.0.1:9/elsewhere",
      client_id: client.client_id,
    });
    expect(wrongRedirect).toMatchObject({ status: 400, body: { error: "invalid_grant" } });
  });

  it("answers /authorize with 400 (no redirect) for an unknown client or a redirect_uri that is not registered verbatim", async () => {
    const client = await register(server);
    const { authorizationUrl } = await authorize(server, client);
    const variants: Array<[string, (url: URL) => void]> = [
      ["unknown client", (url) => url.searchParams.set("client_id", "nope")],
      ["other port", (url) => url.searchParams.set("redirect_uri", "http://127.0.0.1:10/callback")],
      ["other path", (url) => url.searchParams.set("redirect_uri", "http://127.0.0.1:9/callback/x")],
      ["missing", (url) => url.searchParams.delete("redirect_uri")],
    ];
    for (const [name, change] of variants) {
      const url = new URL(authorizationUrl);
      change(url);
      const response = await fetch(url, { redirect: "manual" });
      expect(response.status, name).toBe(400);
      expect(response.headers.get("location"), name).toBeNull();
    }
  });

  it("refuses a resource indicator other than this server's MCP endpoint, and unknown scopes", async () => {
    const client = await register(server);
    const { authorizationUrl } = await authorize(server, client);
    const otherResource = new URL(authorizationUrl);
    otherResource.searchParams.set("resource", "https://other.example/mcp");
    expect((await followAuthorize(otherResource)).searchParams.get("error")).toBe("invalid_target");
    const badScope = new URL(authorizationUrl);
    badScope.searchParams.set("scope", "tools:read admin");
    expect((await followAuthorize(badScope)).searchParams.get("error")).toBe("invalid_scope");
  });

  it("grants only the scopes asked for", async () => {
    const { tokens } = await obtainTokens(server, { scope: "tools:read" });
    expect(tokens.scope).toBe("tools:read");
  });
});

describe("authorization code lifetime", () => {
  it("refuses an expired code with invalid_grant", async () => {
    const server = await startExampleMcpServer({ codeTtlSeconds: 0 });
    try {
      const metadata = await discover(server);
      const client = await register(server);
      const { code, codeVerifier } = await authorize(server, client);
      await expect(
        exchangeAuthorization(server.url, { metadata, clientInformation: client, authorizationCode: code, codeVerifier, redirectUri: REDIRECT_URI }),
      ).rejects.toBeInstanceOf(InvalidGrantError);
    } finally {
      await server.close();
    }
  });
});
