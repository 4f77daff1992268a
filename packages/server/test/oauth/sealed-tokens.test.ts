import { Buffer } from "node:buffer";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";
import { createMcpPlugin, followAuthorization, initiateMcp, RETURN as MCP_RETURN } from "../mcp/helpers/mcp-flow.js";
import { startVariantMcpServer, type VariantMcpServer } from "../mcp/helpers/start-variant-mcp-server.js";
import type { Database } from "../../src/store/open-database.js";
import { authorizeAtProvider, createPlugin, getManual, oauthMethod, startProvider, type MockProvider } from "./oauth-fixtures.js";

const RETURN = "https://app.example/back?from=sealed";

/**
 * Everything a browser, a provider or an eavesdropper can make of a token: the token itself and each of
 * its dot-separated parts decoded from base64url (as UTF-8 and as Latin-1).
 */
function readableFrom(token: string): string {
  const parts = token.split(".").flatMap((part) => {
    const bytes = Buffer.from(part, "base64url");
    return [bytes.toString("utf8"), bytes.toString("latin1")];
  });
  return [decodeURIComponent(token), ...parts].join("\n");
}

/** Asserts that no part of `token` decodes to JSON and that none of `secrets` can be read from it. */
function expectSealed(token: string, secrets: string[]) {
  const readable = readableFrom(token);
  for (const secret of secrets) expect(readable, `"${secret}" is readable from the token`).not.toContain(secret);
  for (const part of token.split(".")) {
    expect(() => JSON.parse(Buffer.from(part, "base64url").toString("utf8")), "a part of the token is readable JSON").toThrow();
  }
}

describe.each(testDatabases())("nothing readable in state and connect tokens on $name", (engine) => {
  let database: Database;
  let pb: TestPlugboard;
  let provider: MockProvider;
  let mcpServer: VariantMcpServer | undefined;

  beforeAll(async () => {
    provider = await startProvider();
    database = await engine.open();
    pb = await startPlugboard(database);
    await createPlugin(pb, "sealed-oauth", [oauthMethod(provider)]);
    await createPlugin(pb, "sealed-key", [{ type: "api_key", label: "API key", isDefault: true }]);
  });
  afterEach(async () => {
    await mcpServer?.close();
    mcpServer = undefined;
  });
  afterAll(async () => {
    await pb?.close();
    await database?.close();
    await provider?.close();
  });

  it("MCP: the PKCE verifier cannot be read from the state in the authorization URL, and the flow still completes", async () => {
    mcpServer = await startVariantMcpServer();
    await createMcpPlugin(pb, "sealed-mcp", { serverUrl: mcpServer.mcpUrl });
    const authorizationUrl = await initiateMcp(pb, "sealed-mcp", "user-sealed-mcp");
    const state = authorizationUrl.searchParams.get("state")!;
    const opened = pb.context.states.verify(state);
    expect(opened.codeVerifier).toMatch(/^[A-Za-z0-9\-._~]{43,128}$/);
    expectSealed(state, [opened.codeVerifier!, opened.codeVerifier!.slice(0, 16), "codeVerifier", "user-sealed-mcp", opened.developerId, opened.pluginId, opened.nonce, MCP_RETURN]);
    expect(authorizationUrl.href).not.toContain(opened.codeVerifier!);

    const landed = await followAuthorization(authorizationUrl);
    expect(landed.searchParams.get("status"), landed.href).toBe("success");
    // The server checked the verifier Plugboard sent against the challenge of the authorization URL.
    expect(mcpServer.tokenRequests.at(-1)).toMatchObject({ grantType: "authorization_code" });
  });

  it("REST OAuth: the state in the provider URL reveals neither who connects nor where they return", async () => {
    const { status, body } = await pb.api("POST", "/api/v1/connections/initiate", { userId: "user-sealed-rest", plugin: "sealed-oauth", redirectUrl: RETURN });
    expect(status).toBe(200);
    const state = new URL(body.connectUrl).searchParams.get("state")!;
    const opened = pb.context.states.verify(state);
    expectSealed(state, ["user-sealed-rest", pb.developerId, opened.pluginId, opened.authMethodId!, opened.nonce, RETURN, "app.example", "isMcp"]);
    const landed = await getManual(await authorizeAtProvider(body.connectUrl));
    expect(new URL(landed.location!).searchParams.get("status")).toBe("success");
  });

  it("hosted page: the connect token in the link reveals neither who connects nor where they return", async () => {
    const { status, body } = await pb.api("POST", "/api/v1/connections/initiate", { userId: "user-sealed-page", plugin: "sealed-key", redirectUrl: RETURN });
    expect(status).toBe(200);
    const token = new URL(body.connectUrl).searchParams.get("token")!;
    expectSealed(token, ["user-sealed-page", pb.developerId, RETURN, "app.example", "redirectUrl"]);
    const page = await getManual(body.connectUrl);
    expect(page.status).toBe(200);
    expect(page.text).not.toContain("user-sealed-page");
  });
});
