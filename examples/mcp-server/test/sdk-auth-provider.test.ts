import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { type OAuthClientProvider, auth } from "@modelcontextprotocol/sdk/client/auth.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { OAuthClientInformationMixed, OAuthTokens } from "@modelcontextprotocol/sdk/shared/auth.js";
import { type ExampleMcpServer, startExampleMcpServer } from "../src/index.js";
import { REDIRECT_URI, firstText, followAuthorize } from "./oauth-flow.js";

/** The smallest OAuthClientProvider: what an MCP client library keeps per connection. */
class MemoryProvider implements OAuthClientProvider {
  client?: OAuthClientInformationMixed;
  saved?: OAuthTokens;
  verifier = "";
  authorizationUrl?: URL;
  get redirectUrl() {
    return REDIRECT_URI;
  }
  get clientMetadata() {
    return {
      client_name: "SDK orchestrator test",
      redirect_uris: [REDIRECT_URI],
      grant_types: ["authorization_code", "refresh_token"],
      response_types: ["code"],
      token_endpoint_auth_method: "client_secret_basic",
    };
  }
  state() {
    return "orchestrated";
  }
  clientInformation() {
    return this.client;
  }
  saveClientInformation(client: OAuthClientInformationMixed) {
    this.client = client;
  }
  tokens() {
    return this.saved;
  }
  saveTokens(tokens: OAuthTokens) {
    this.saved = tokens;
  }
  redirectToAuthorization(url: URL) {
    this.authorizationUrl = url;
  }
  saveCodeVerifier(verifier: string) {
    this.verifier = verifier;
  }
  codeVerifier() {
    return this.verifier;
  }
}

describe("the SDK's auth() orchestrator and an authProvider on the transport", () => {
  let server: ExampleMcpServer;
  beforeAll(async () => {
    server = await startExampleMcpServer();
  });
  afterAll(() => server.close());

  it("discovers, registers, authorizes, and refreshes transparently after the access token expires", async () => {
    const provider = new MemoryProvider();
    expect(await auth(provider, { serverUrl: server.mcpUrl })).toBe("REDIRECT");
    expect(provider.client?.client_secret).toBeTruthy(); // registered as a confidential client
    const authorizationUrl = provider.authorizationUrl ?? new URL("about:blank");
    expect(authorizationUrl.searchParams.get("resource")).toBe(server.mcpUrl);
    expect(authorizationUrl.searchParams.get("code_challenge_method")).toBe("S256");
    const callback = await followAuthorize(authorizationUrl);
    expect(callback.searchParams.get("state")).toBe("orchestrated");
    const code = callback.searchParams.get("code") ?? "";
    expect(await auth(provider, { serverUrl: server.mcpUrl, authorizationCode: code })).toBe("AUTHORIZED");
    const firstAccessToken = provider.saved?.access_token;

    const client = new Client({ name: "orchestrated", version: "1.0.0" });
    await client.connect(new StreamableHTTPClientTransport(new URL(server.mcpUrl), { authProvider: provider }));
    try {
      expect(firstText(await client.callTool({ name: "echo", arguments: { message: "1" } }))).toBe("echo: 1");
      const refreshesBefore = server.stats.refreshRequests;
      server.expireAccessTokens();
      expect(firstText(await client.callTool({ name: "echo", arguments: { message: "2" } }))).toBe("echo: 2");
      expect(server.stats.refreshRequests).toBe(refreshesBefore + 1);
      expect(provider.saved?.access_token).not.toBe(firstAccessToken);
    } finally {
      await client.close();
    }
  });
});
