import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startExampleMcpServer, type ExampleMcpServer } from "../../../../examples/mcp-server/src/index.js";
import type { TestPlugboard } from "../helpers/start-plugboard.js";
import { storedCredential } from "../helpers/stored-credential.js";
import { startTwoInstances, type TwoInstances } from "../helpers/start-two-instances.js";
import { connectMcp, createMcpPlugin } from "./helpers/mcp-flow.js";

const postgres = process.env.TEST_DATABASE_URL;
if (!postgres) console.warn("Two-instance MCP tests skipped: set TEST_DATABASE_URL=postgres://... to run them on PostgreSQL");

describe.skipIf(!postgres)("MCP across two server instances sharing one PostgreSQL (needs TEST_DATABASE_URL)", () => {
  let instances: TwoInstances;
  let first: TestPlugboard;
  let second: TestPlugboard;
  let server: ExampleMcpServer;
  const onBoth = (instance: TestPlugboard, userId: string, message: string) =>
    instance.api("POST", "/api/v1/tools/execute", { userId, tool: "ECHO", plugin: "shared-mcp", params: { message } }, { apiKey: first.apiKey });

  beforeAll(async () => {
    server = await startExampleMcpServer();
    // A slow token endpoint: the instance holding the connection row lock keeps it while the other waits.
    const slowFetch: typeof fetch = async (input, init) => {
      if (String(input).endsWith("/token")) await new Promise((resolve) => setTimeout(resolve, 200));
      return fetch(input, init);
    };
    instances = await startTwoInstances({ fetch: slowFetch });
    ({ first, second } = instances);
    await createMcpPlugin(first, "shared-mcp", { serverUrl: server.mcpUrl });
    await connectMcp(first, "shared-mcp", "shared-user");
    await first.api("GET", "/api/v1/tools?plugin=shared-mcp&userId=shared-user");
  });
  afterAll(async () => {
    await instances?.close();
    await server?.close();
  });

  it("concurrent calls on both instances after the access tokens expired refresh exactly once", async () => {
    for (const instance of [first, second]) expect((await onBoth(instance, "shared-user", "warm")).body.success).toBe(true);
    server.expireAccessTokens();
    const refreshes = server.stats.refreshRequests;
    const results = await Promise.all(Array.from({ length: 10 }, (_, index) => onBoth(index % 2 ? second : first, "shared-user", `m${index}`)));
    expect(results.map((result) => [result.status, result.body.error])).toEqual(Array(10).fill([200, undefined]));
    expect(server.stats.refreshRequests - refreshes).toBe(1);
  });

  it("50 concurrent refreshes of the MCP credential split over both instances make one token request (the credential lifecycle)", async () => {
    const { id } = await first.context.prisma.connection.findFirstOrThrow({ where: { userId: "shared-user" } });
    const before = (await storedCredential(first.context, id, "mcp"))!;
    const refreshes = server.stats.refreshRequests;
    // As after a 401: every caller names the token the server refused; only the first one to hold the row lock refreshes.
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, index) => (index % 2 === 0 ? first : second).services.credentials.refresh(id, "mcp", { staleAccessToken: before.values.access_token })),
    );
    expect(server.stats.refreshRequests - refreshes).toBe(1);
    const after = (await storedCredential(second.context, id, "mcp"))!;
    expect(after.values.access_token).not.toBe(before.values.access_token);
    expect(after.values.refresh_token).not.toBe(before.values.refresh_token);
    expect(new Set(results.map((result) => result.values.access_token))).toEqual(new Set([after.values.access_token]));
    expect(after.version).toBe(before.version + 1);
    expect((await onBoth(second, "shared-user", "after")).body.success).toBe(true);
  });

  it("a disconnect on one instance closes the live client on the other (PostgreSQL NOTIFY)", async () => {
    expect((await onBoth(second, "shared-user", "warm")).body.success).toBe(true);
    const live = second.services.mcpSessions.stats().live;
    expect(live).toBeGreaterThan(0);
    expect((await first.api("DELETE", "/api/v1/connections", { userId: "shared-user", plugin: "shared-mcp" })).status).toBe(200);
    await expect.poll(() => second.services.mcpSessions.stats().live, { timeout: 5000 }).toBe(live - 1);
    const after = await onBoth(second, "shared-user", "gone");
    expect(after.status).toBe(409);
    expect(after.body.code).toBe("connection_required");
  });
});
