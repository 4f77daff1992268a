import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exchangeAuthorization, startAuthorization } from "@modelcontextprotocol/sdk/client/auth.js";
import { type ExampleMcpServer, startExampleMcpServer } from "../src/index.js";
import { REDIRECT_URI, connectStreamable, discover, firstText, register } from "./oauth-flow.js";

describe("consent page (autoApprove: false)", () => {
  let server: ExampleMcpServer;
  beforeAll(async () => {
    server = await startExampleMcpServer({ autoApprove: false });
  });
  afterAll(() => server.close());

  async function consentForm() {
    const client = await register(server, { client_name: "Acme <Agent>" });
    const metadata = await discover(server);
    const { authorizationUrl, codeVerifier } = await startAuthorization(server.url, {
      metadata,
      clientInformation: client,
      redirectUrl: REDIRECT_URI,
      scope: "tools:read tools:call",
      state: "consent-state",
    });
    const page = await fetch(authorizationUrl, { redirect: "manual" });
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toContain("text/html");
    expect(page.headers.get("x-frame-options")).toBe("DENY");
    const html = await page.text();
    const requestId = /name="request_id" value="([^"]+)"/.exec(html)?.[1] ?? "";
    return { html, requestId, client, metadata, codeVerifier };
  }

  const decide = (form: Record<string, string>) =>
    fetch(`${server.url}/consent`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(form),
      redirect: "manual",
    });

  it("shows the client and scopes with an Approve button; approving redirects with a working code", async () => {
    const { html, requestId, client, metadata, codeVerifier } = await consentForm();
    expect(html).toContain("Acme &#60;Agent&#62;"); // escaped
    expect(html).toContain("tools:call");
    expect(html).toContain(">Approve</button>");
    const approved = await decide({ request_id: requestId, decision: "approve", user: "carol" });
    expect(approved.status).toBe(302);
    const callback = new URL(approved.headers.get("location") ?? "");
    expect(callback.searchParams.get("state")).toBe("consent-state");
    const tokens = await exchangeAuthorization(server.url, {
      metadata,
      clientInformation: client,
      authorizationCode: callback.searchParams.get("code") ?? "",
      codeVerifier,
      redirectUri: REDIRECT_URI,
    });
    const { client: mcp } = await connectStreamable(server.mcpUrl, tokens.access_token);
    expect(JSON.parse(firstText(await mcp.callTool({ name: "whoami", arguments: {} }))).subject).toBe("carol");
    await mcp.close();
    // The consent request is single use.
    expect((await decide({ request_id: requestId, decision: "approve" })).status).toBe(400);
  });

  it("denying redirects with error=access_denied and the state", async () => {
    const { requestId } = await consentForm();
    const denied = await decide({ request_id: requestId, decision: "deny" });
    const callback = new URL(denied.headers.get("location") ?? "");
    expect(callback.searchParams.get("error")).toBe("access_denied");
    expect(callback.searchParams.get("state")).toBe("consent-state");
    expect(callback.searchParams.get("code")).toBeNull();
  });
});
