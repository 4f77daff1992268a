import type { Request, Response } from "express";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/store/open-database.js";
import { startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { openTestDatabase } from "../helpers/test-database.js";
import { startUpstream, type Upstream } from "../helpers/upstream-server.js";
import { createMcpPlugin, execute, followAuthorization, RETURN } from "../mcp/helpers/mcp-flow.js";
import { startVariantMcpServer, type VariantMcpServer } from "../mcp/helpers/start-variant-mcp-server.js";

// Production with the private-network guard on. 127.0.0.2 plays a public server (the test-only
// `testOnlyPublicAddresses`); 127.0.0.1 is the private network it redirects into. The private side is
// a recording server: whatever reaches it is a hole in the guard.
const PUBLIC = "127.0.0.2";

describe("redirects from a public server into the private network (production)", () => {
  let db: Database;
  let pb: TestPlugboard;
  let inside: Upstream;
  const servers: VariantMcpServer[] = [];
  let count = 0;

  /** A public MCP server (OAuth unless `auth: false`) that redirects the requests `redirect` picks into the private network. */
  async function publicServer(redirect: (request: Request) => number | undefined, options: Parameters<typeof startVariantMcpServer>[0] = {}) {
    const server = await startVariantMcpServer({
      host: PUBLIC,
      ...options,
      intercept: (request: Request, response: Response) => {
        const status = redirect(request);
        if (status === undefined) return false;
        response.redirect(status, `${inside.url}${request.originalUrl}`);
        return true;
      },
    });
    servers.push(server);
    return server;
  }

  const initiate = (slug: string) =>
    pb.api("POST", "/api/v1/connections/initiate", { userId: "victim", plugin: slug, connectionType: "mcp", redirectUrl: RETURN });

  beforeAll(async () => {
    inside = await startUpstream();
    db = await openTestDatabase();
    pb = await startPlugboard(db, { production: true, testOnlyPublicAddresses: [PUBLIC] });
  });
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()));
    const reached = inside.received.splice(0).map((request) => `${request.method} ${request.path}`);
    expect(reached, "requests that reached the private network").toEqual([]);
  });
  afterAll(async () => {
    await pb?.close();
    await db?.close();
    await inside?.close();
  });

  it.each([307, 302])("MCP discovery: the initialize POST answered %i to loopback is refused, and initiate fails", async (status) => {
    const server = await publicServer((request) => (request.path === "/mcp" ? status : undefined));
    const slug = `redirect-discovery-${(count += 1)}`;
    await createMcpPlugin(pb, slug, { serverUrl: server.mcpUrl });
    const result = await initiate(slug);
    expect(result.status).toBe(502);
    expect(server.requests).toContain("POST /mcp");
  });

  it("MCP client registration: a 307 of the registration endpoint to loopback is refused", async () => {
    const server = await publicServer((request) => (request.path === "/register" ? 307 : undefined));
    const slug = `redirect-register-${(count += 1)}`;
    await createMcpPlugin(pb, slug, { serverUrl: server.mcpUrl });
    const result = await initiate(slug);
    expect(result.status).toBe(502);
    expect(server.requests).toContain("POST /register");
    expect(server.registrations).toEqual([]);
  });

  it("MCP token exchange: a 307 of the token endpoint to loopback is refused, and the user is sent back with status=error", async () => {
    const server = await publicServer((request) => (request.path === "/token" ? 307 : undefined), {
      registration: false,
      staticClients: [{ clientId: "static-client", clientSecret: "static-secret-5e1a" }],
    });
    const slug = `redirect-token-${(count += 1)}`;
    await createMcpPlugin(pb, slug, { serverUrl: server.mcpUrl, clientId: "static-client", clientSecret: "static-secret-5e1a" });
    const started = await initiate(slug);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const landed = await followAuthorization(new URL(started.body.connectUrl));
    expect(landed.searchParams.get("status")).toBe("error");
    expect(server.requests).toContain("POST /token");
    expect(await db.prisma.connection.count({ where: { userId: "victim", plugin: { slug } } })).toBe(0);
  });

  it("MCP transport: a tool call whose server starts redirecting to loopback fails with 502", async () => {
    let redirecting = false;
    const server = await publicServer((request) => (redirecting && request.path === "/mcp" ? 307 : undefined), { auth: false });
    const slug = `redirect-transport-${(count += 1)}`;
    const pluginId = await createMcpPlugin(pb, slug, { serverUrl: server.mcpUrl });
    await pb.services.mcpTools.sync(pluginId, { developerId: pb.developerId });
    redirecting = true;
    const result = await execute(pb, "victim", "ECHO", { message: "hello" }, { plugin: slug });
    expect(result.status).toBe(502);
    expect(result.body).toMatchObject({ success: false });
    expect(server.requests).toContain("POST /mcp");
  });

  it("manual tool: a 307 to loopback is not followed (502 with the upstream's status)", async () => {
    const server = await publicServer((request) => (request.path === "/api/ping" ? 307 : undefined), { auth: false });
    const slug = `redirect-manual-${(count += 1)}`;
    await pb.createApprovedPlugin({ slug, name: slug, baseUrl: `${server.url}/api`, tools: [{ slug: "REDIRECT_PING", name: "Ping", description: "Ping", method: "POST", path: "/ping" }] });
    const result = await pb.api("POST", "/api/v1/tools/execute", { userId: "victim", tool: "REDIRECT_PING", params: { secret: "payload" } });
    expect(result.status).toBe(502);
    expect(result.body).toMatchObject({ success: false, status: 307 });
    expect(server.requests).toContain("POST /api/ping");
  });
});
