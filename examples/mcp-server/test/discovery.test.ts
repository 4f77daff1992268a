import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  discoverAuthorizationServerMetadata,
  discoverOAuthProtectedResourceMetadata,
  extractWWWAuthenticateParams,
} from "@modelcontextprotocol/sdk/client/auth.js";
import { type ExampleMcpServer, startExampleMcpServer } from "../src/index.js";
import { INITIALIZE, postMcp, register } from "./oauth-flow.js";

describe("discovery and the 401 challenge", () => {
  let server: ExampleMcpServer;
  beforeAll(async () => {
    server = await startExampleMcpServer();
  });
  afterAll(() => server.close());

  it("answers an MCP request without a token with 401 and a Bearer challenge naming realm mcp and the resource metadata", async () => {
    const response = await postMcp(server.mcpUrl, INITIALIZE);
    expect(response.status).toBe(401);
    const challenge = response.headers.get("www-authenticate") ?? "";
    expect(challenge).toMatch(/^Bearer /);
    expect(challenge).toContain('realm="mcp"');
    expect(challenge).toContain(`resource_metadata="${server.url}/.well-known/oauth-protected-resource"`);
    expect(challenge).toContain('scope="tools:read tools:call"');
    expect(challenge).not.toContain("error="); // RFC 6750 §3.1: no error code when no credentials were sent
    const params = extractWWWAuthenticateParams(response);
    expect(params.resourceMetadataUrl?.href).toBe(`${server.url}/.well-known/oauth-protected-resource`);
  });

  it("challenges GET /mcp, DELETE /mcp, GET /sse and POST /messages the same way", async () => {
    for (const [method, path] of [
      ["GET", "/mcp"],
      ["DELETE", "/mcp"],
      ["GET", "/sse"],
      ["POST", "/messages?sessionId=x"],
    ] as const) {
      const response = await fetch(`${server.url}${path}`, { method });
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(response.headers.get("www-authenticate"), `${method} ${path}`).toContain('realm="mcp"');
    }
  });

  it("answers an unknown token with error=invalid_token", async () => {
    const response = await postMcp(server.mcpUrl, INITIALIZE, { Authorization: "Bearer not-a-real-token" });
    expect(response.status).toBe(401);
    const challenge = response.headers.get("www-authenticate") ?? "";
    expect(challenge).toContain('realm="mcp"');
    expect(challenge).toContain('error="invalid_token"');
    expect(challenge).toContain(`resource_metadata="${server.url}/.well-known/oauth-protected-resource"`);
    expect(await response.json()).toMatchObject({ error: "invalid_token" });
  });

  it("serves protected resource metadata at the root and path-suffixed well-known URLs", async () => {
    const expected = {
      resource: `${server.url}/mcp`,
      authorization_servers: [server.url],
      scopes_supported: ["tools:read", "tools:call"],
    };
    for (const path of ["/.well-known/oauth-protected-resource", "/.well-known/oauth-protected-resource/mcp"]) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(await response.json(), path).toMatchObject(expected);
    }
    // The SDK's discovery (path-aware first) finds the same document.
    expect(await discoverOAuthProtectedResourceMetadata(server.mcpUrl)).toMatchObject(expected);
  });

  it("serves authorization server metadata with every field an MCP client needs", async () => {
    const metadata = await discoverAuthorizationServerMetadata(server.url);
    expect(metadata).toMatchObject({
      issuer: server.url,
      authorization_endpoint: `${server.url}/authorize`,
      token_endpoint: `${server.url}/token`,
      registration_endpoint: `${server.url}/register`,
      code_challenge_methods_supported: ["S256"],
      grant_types_supported: ["authorization_code", "refresh_token"],
      response_types_supported: ["code"],
      scopes_supported: ["tools:read", "tools:call"],
      token_endpoint_auth_methods_supported: ["none", "client_secret_post", "client_secret_basic"],
    });
  });

  it("registers clients per RFC 7591, with a secret unless the method is none", async () => {
    const publicClient = await register(server);
    expect(publicClient).toMatchObject({
      client_name: "Plugboard test",
      token_endpoint_auth_method: "none",
      redirect_uris: ["http://127.0.0.1:9/callback"],
      grant_types: ["authorization_code", "refresh_token"],
      response_types: ["code"],
    });
    expect(publicClient.client_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(publicClient.client_secret).toBeUndefined();

    const confidential = await register(server, { token_endpoint_auth_method: "client_secret_post" });
    expect(confidential.token_endpoint_auth_method).toBe("client_secret_post");
    expect(confidential.client_secret).toMatch(/^[0-9a-f]{64}$/);
    expect(confidential.client_id).not.toBe(publicClient.client_id);

    const defaulted = await register(server, { token_endpoint_auth_method: undefined });
    expect(defaulted.token_endpoint_auth_method).toBe("client_secret_basic"); // RFC 7591 default
    expect(defaulted.client_secret).toBeTruthy();
    expect(server.stats.registrations).toBeGreaterThanOrEqual(3);
  });

  it("refuses registrations with unusable metadata", async () => {
    const attempt = (body: unknown) =>
      fetch(`${server.url}/register`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
    const cases = [
      { redirect_uris: ["http://attacker.example/callback"] }, // plain http off loopback
      { redirect_uris: [] },
      { redirect_uris: ["https://app.example/cb"], grant_types: ["password"] },
      { redirect_uris: ["https://app.example/cb"], response_types: ["token"] },
      { redirect_uris: ["https://app.example/cb"], token_endpoint_auth_method: "private_key_jwt" },
    ];
    for (const body of cases) {
      const response = await attempt(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json(), JSON.stringify(body)).toMatchObject({ error: "invalid_client_metadata" });
    }
  });
});

describe("dynamicRegistration: false", () => {
  it("advertises no registration endpoint and does not serve one", async () => {
    const server = await startExampleMcpServer({ dynamicRegistration: false });
    try {
      const metadata = await discoverAuthorizationServerMetadata(server.url);
      expect(metadata?.registration_endpoint).toBeUndefined();
      const response = await fetch(`${server.url}/register`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ redirect_uris: ["https://app.example/cb"] }),
      });
      expect(response.status).toBe(404);
      expect(server.stats.registrations).toBe(0);
    } finally {
      await server.close();
    }
  });
});

describe("transport security", () => {
  it("refuses to serve plain HTTP on a non-loopback address", async () => {
    await expect(startExampleMcpServer({ host: "0.0.0.0" })).rejects.toThrow(/non-loopback/);
    await expect(startExampleMcpServer({ publicUrl: "http://mcp.example.com" })).rejects.toThrow(/https/);
    await expect(startExampleMcpServer({ streamableHttp: false, legacySse: false })).rejects.toThrow(/at least one/);
  });

  it("advertises the https public URL when one is given (TLS terminated by a proxy in front)", async () => {
    const port = await freePort();
    const server = await startExampleMcpServer({ port, publicUrl: "https://mcp.example.com" });
    try {
      expect(server.url).toBe("https://mcp.example.com");
      expect(server.mcpUrl).toBe("https://mcp.example.com/mcp");
      // Reached on loopback, as the proxy would reach it, the metadata names the public origin.
      const response = await fetch(`http://127.0.0.1:${port}/.well-known/oauth-protected-resource`);
      expect(await response.json()).toMatchObject({
        resource: "https://mcp.example.com/mcp",
        authorization_servers: ["https://mcp.example.com"],
      });
    } finally {
      await server.close();
    }
  });

  it("refuses requests whose Host header names another site (DNS rebinding)", async () => {
    const server = await startExampleMcpServer();
    try {
      const { request } = await import("node:http");
      const status = await new Promise<number>((resolve, reject) => {
        const url = new URL(server.url);
        request({ host: url.hostname, port: url.port, path: "/.well-known/oauth-protected-resource", headers: { Host: "evil.example" } }, (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        })
          .on("error", reject)
          .end();
      });
      expect(status).toBe(403);
    } finally {
      await server.close();
    }
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}
