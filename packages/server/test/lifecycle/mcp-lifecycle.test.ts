import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/store/open-database.js";
import { startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";
import { createMcpPlugin, followAuthorization, initiateMcp, RETURN } from "../mcp/helpers/mcp-flow.js";
import { startVariantMcpServer, type VariantMcpServer } from "../mcp/helpers/start-variant-mcp-server.js";
import { startWebhookReceiver, type ReceivedEvent } from "./webhook-receiver.js";
import { storedCredential } from "../helpers/stored-credential.js";

describe.each(testDatabases())("MCP connections through their lifecycle on $name", (engine) => {
  let database: Database;
  let pb: TestPlugboard;
  let server: VariantMcpServer;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

  beforeAll(async () => {
    server = await startVariantMcpServer({ revocation: true });
    database = await engine.open();
    pb = await startPlugboard(database, { webhooks: { retryScheduleMs: [50], pollIntervalMs: 25 } });
    receiver = await startWebhookReceiver(pb, ["connection.created", "connection.deleted"]);
    await createMcpPlugin(pb, "mcp-life", { serverUrl: server.mcpUrl });
  });

  afterAll(async () => {
    await pb.close();
    await database.close();
    await receiver.close();
    await server.close();
  });

  const eventFor = (type: string, userId: string) => receiver.events().find((event: ReceivedEvent) => event.type === type && event.data.userId === userId);

  it("an MCP grant settles its request and sends connection.created; disconnecting revokes both tokens at the revocation_endpoint", async () => {
    const initiated = await pb.api("POST", "/api/v1/connections/initiate", { userId: "mcp-user", plugin: "mcp-life", connectionType: "mcp", redirectUrl: RETURN });
    const landed = await followAuthorization(new URL(initiated.body.connectUrl));
    expect(landed.searchParams.get("status")).toBe("success");
    const connection = await pb.context.prisma.connection.findFirstOrThrow({ where: { userId: "mcp-user" } });
    expect(landed.searchParams.get("connectionId")).toBe(connection.id);
    expect((await pb.api("GET", `/api/v1/connections/requests/${initiated.body.connectionRequestId}`)).body).toMatchObject({ status: "connected", connectionId: connection.id });
    await expect.poll(() => eventFor("connection.created", "mcp-user"), { timeout: 10_000 }).toBeTruthy();
    expect(eventFor("connection.created", "mcp-user")!.data).toMatchObject({ connectionId: connection.id, plugin: "mcp-life", authMethod: "mcp", connectionRequestId: initiated.body.connectionRequestId });

    // A user without an MCP connection gets the 409 with a connect link too.
    const tools = await pb.api("GET", "/api/v1/tools?plugin=mcp-life&userId=mcp-user");
    expect(tools.body.tools.map((tool: { slug: string }) => tool.slug)).toContain("ECHO");
    const refused = await pb.api("POST", "/api/v1/tools/execute", { userId: "mcp-stranger", tool: "ECHO", plugin: "mcp-life", params: { message: "hi" } });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: "connection_required", plugin: "mcp-life", connectUrl: expect.stringMatching(`^${pb.url}/connect/mcp-life\\?token=`), connectionRequestId: expect.any(String) });

    const { access_token: access = "", refresh_token: refresh = "" } = (await storedCredential(pb.context, connection.id, "mcp"))!.values;
    expect([access, refresh]).not.toContain("");
    const removed = await pb.api("DELETE", "/api/v1/connections", { userId: "mcp-user", plugin: "mcp-life" });
    expect(removed.body).toEqual({ disconnected: true, connections: [{ connectionId: expect.any(String), accountLabel: "default" }] });
    await expect.poll(() => server.revocations.length, { timeout: 10_000 }).toBe(2);
    expect(server.revocations).toEqual([
      { token: refresh, hint: "refresh_token", clientId: expect.any(String) },
      { token: access, hint: "access_token", clientId: expect.any(String) },
    ]);
    await expect.poll(() => eventFor("connection.deleted", "mcp-user"), { timeout: 10_000 }).toBeTruthy();
    expect(eventFor("connection.deleted", "mcp-user")!.data).toMatchObject({ connectionId: connection.id, authMethod: "mcp" });
    expect(pb.logs.some((line) => line.includes(access) || line.includes(refresh))).toBe(false);
  });

  it("the MCP callback updates the user's account on a second grant, and adds one only with addAccount", async () => {
    const grant = async (extra: Record<string, unknown>) => {
      const initiated = await pb.api("POST", "/api/v1/connections/initiate", { userId: "mcp-acc", plugin: "mcp-life", connectionType: "mcp", redirectUrl: RETURN, ...extra });
      expect(initiated.status, JSON.stringify(initiated.body)).toBe(200);
      const landed = await followAuthorization(new URL(initiated.body.connectUrl));
      expect(landed.searchParams.get("status"), landed.href).toBe("success");
      return landed.searchParams;
    };
    const accounts = async () =>
      (await pb.api("GET", "/api/v1/connections?userId=mcp-acc&plugin=mcp-life")).body.connections.map((item: { accountLabel: string; isDefault: boolean }) => [item.accountLabel, item.isDefault]).sort();
    const first = await grant({});
    const firstToken = (await storedCredential(pb.context, first.get("connectionId")!, "mcp"))!.values.access_token;
    const relabelled = await grant({ accountLabel: "work" });
    expect(relabelled.get("connectionId")).toBe(first.get("connectionId"));
    expect(relabelled.get("accountLabel")).toBe("work");
    expect((await storedCredential(pb.context, first.get("connectionId")!, "mcp"))!.values.access_token).not.toBe(firstToken);
    expect(await accounts()).toEqual([["work", true]]);
    const added = await grant({ accountLabel: "home", addAccount: true });
    expect(added.get("connectionId")).not.toBe(first.get("connectionId"));
    expect(await accounts()).toEqual([["home", false], ["work", true]]);
    expect((await grant({ connectionId: added.get("connectionId") })).get("connectionId")).toBe(added.get("connectionId"));
    expect(await accounts()).toEqual([["home", false], ["work", true]]);
  });

  it("initiate through the API passes the request id to the MCP flow", async () => {
    const authorizationUrl = await initiateMcp(pb, "mcp-life", "mcp-second");
    expect(authorizationUrl.searchParams.get("state")).toBeTruthy();
    const state = pb.context.states.verify(authorizationUrl.searchParams.get("state")!);
    expect(state.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });
});
