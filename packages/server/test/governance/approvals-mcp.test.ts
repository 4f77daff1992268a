import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/store/open-database.js";
import { startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";
import { startUpstream, type Upstream } from "../helpers/upstream-server.js";

describe.each(testDatabases())("approvals through Plugboard's MCP endpoint on $name", ({ open }) => {
  let db: Database;
  let pb: TestPlugboard;
  let upstream: Upstream;
  let mcp: Client;
  let search: Client;

  const connectClient = async (url: string) => {
    const client = new Client({ name: "approvals-test", version: "1.0.0" });
    await client.connect(new StreamableHTTPClientTransport(new URL(url)));
    return client;
  };
  const textOf = (result: CallToolResult) => result.content.map((part) => (part.type === "text" ? part.text : "")).join("\n");

  beforeAll(async () => {
    db = await open();
    upstream = await startUpstream();
    pb = await startPlugboard(db);
    await pb.createApprovedPlugin({
      slug: "bank",
      name: "Bank",
      baseUrl: upstream.url,
      authMethods: [{ type: "bearer_token", label: "Token" }],
      tools: [
        { slug: "REFUND", name: "Refund a charge", description: "Refund", method: "POST", path: "/refund" },
        { slug: "CLOSE_ACCOUNT", name: "Close account", description: "Close", method: "POST", path: "/close" },
      ],
    });
    await pb.api("POST", "/api/v1/connections", { userId: "max", plugin: "bank", authMethod: "bearer_token", credentials: { token: "tok_bank_77" } });
    await pb.api("PUT", "/api/v1/policies", { plugin: "bank", tool: "REFUND", action: "require_approval" });
    await pb.api("PUT", "/api/v1/policies", { plugin: "bank", tool: "CLOSE_ACCOUNT", action: "deny" });
    mcp = await connectClient((await pb.api("POST", "/api/v1/mcp/links", { userId: "max" })).body.url);
    search = await connectClient((await pb.api("POST", "/api/v1/mcp/links", { userId: "max", toolMode: "search" })).body.url);
  });
  afterAll(async () => {
    await mcp?.close();
    await search?.close();
    await pb?.close();
    await upstream?.close();
    await db?.close();
  });

  it("a held call tells the model to hand over the approval link; after approval the same call runs once", async () => {
    const args = { chargeId: "ch_1", amount: 25 };
    const held = (await mcp.callTool({ name: "REFUND", arguments: args })) as CallToolResult;
    expect(held.isError).toBe(true);
    const { approvalId, approvalUrl } = held.structuredContent as { approvalId: string; approvalUrl: string };
    expect(textOf(held)).toContain(approvalUrl);
    expect(textOf(held)).toContain(approvalId);
    expect(textOf(held)).toMatch(/same arguments/);
    expect(upstream.received.filter((request) => request.path === "/refund")).toHaveLength(0);

    expect((await pb.api("POST", `/api/v1/approvals/${approvalId}`, { decision: "approve" })).status).toBe(200);
    const ran = (await mcp.callTool({ name: "REFUND", arguments: { amount: 25, chargeId: "ch_1" } })) as CallToolResult;
    expect(ran.isError, textOf(ran)).toBeFalsy();
    expect(upstream.received.filter((request) => request.path === "/refund").map((request) => request.json)).toEqual([args]);
    const next = (await mcp.callTool({ name: "REFUND", arguments: args })) as CallToolResult;
    expect((next.structuredContent as { approvalId: string }).approvalId).not.toBe(approvalId);
    expect(upstream.received.filter((request) => request.path === "/refund")).toHaveLength(1);
  });

  it("execute_tool of search mode goes through the same approval, and deny answers an error naming the policy", async () => {
    const held = (await search.callTool({ name: "execute_tool", arguments: { tool: "bank/REFUND", params: { chargeId: "ch_2", amount: 5 } } })) as CallToolResult;
    expect(held.isError).toBe(true);
    expect((held.structuredContent as { status: string }).status).toBe("approval_required");

    const denied = (await mcp.callTool({ name: "CLOSE_ACCOUNT", arguments: {} })) as CallToolResult;
    expect(denied.isError).toBe(true);
    const policies = (await pb.api("GET", "/api/v1/policies?plugin=bank")).body.policies as Array<{ id: string; tool: string }>;
    expect(textOf(denied)).toContain(policies.find((policy) => policy.tool === "CLOSE_ACCOUNT")!.id);
    expect(upstream.received.filter((request) => request.path === "/close")).toHaveLength(0);
  });
});
