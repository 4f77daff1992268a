import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/store/open-database.js";
import { startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";
import { startUpstream, type Upstream } from "../helpers/upstream-server.js";

// An approval holds for the account it was asked on: approved for `personal`, the same call on `work`
// needs its own approval (issue 35, §3 medium 3).
describe.each(testDatabases())("approvals bound to the account on $name", ({ open }) => {
  let db: Database;
  let pb: TestPlugboard;
  let upstream: Upstream;

  const refunds = () => upstream.received.filter((request) => request.path === "/refund");
  const execute = (accountLabel: string, params: Record<string, unknown>) =>
    pb.api("POST", "/api/v1/tools/execute", { userId: "kim", tool: "REFUND", plugin: "shop", params, accountLabel });

  beforeAll(async () => {
    db = await open();
    upstream = await startUpstream();
    pb = await startPlugboard(db);
    await pb.createApprovedPlugin({
      slug: "shop",
      name: "Shop",
      baseUrl: upstream.url,
      authMethods: [{ type: "bearer_token", label: "Token" }],
      tools: [{ slug: "REFUND", name: "Refund an order", description: "Refund", method: "POST", path: "/refund" }],
    });
    for (const [accountLabel, token] of [["personal", "tok_personal_1"], ["work", "tok_work_2"]] as const) {
      const connected = await pb.api("POST", "/api/v1/connections", { userId: "kim", plugin: "shop", authMethod: "bearer_token", credentials: { token }, accountLabel, addAccount: true });
      expect(connected.status, JSON.stringify(connected.body)).toBe(200);
    }
    await pb.api("PUT", "/api/v1/policies", { plugin: "shop", tool: "REFUND", action: "require_approval" });
  });
  afterAll(async () => {
    await pb?.close();
    await upstream?.close();
    await db?.close();
  });

  it("approved on personal, the same call on work is held for its own approval and sends nothing", async () => {
    const params = { orderId: "o_1", amount: 40 };
    const held = await execute("personal", params);
    expect(held.status).toBe(202);
    const approval = (await pb.api("GET", `/api/v1/approvals/${held.body.approvalId}`)).body;
    const accounts = (await pb.api("GET", "/api/v1/connections?userId=kim")).body.connections as Array<{ id: string; accountLabel: string }>;
    expect(approval).toMatchObject({ accountLabel: "personal", connectionId: accounts.find((account) => account.accountLabel === "personal")!.id });
    // The page names the account the user approves for.
    const page = await (await fetch(held.body.approvalUrl as string)).text();
    expect(page).toContain("<strong>personal</strong>");
    expect((await pb.api("POST", `/api/v1/approvals/${held.body.approvalId}`, { decision: "approve" })).status).toBe(200);
    const decided = (await pb.api("GET", `/api/v1/audit?action=approval.decided&target=${held.body.approvalId}`)).body.events[0];
    expect(decided.details).toMatchObject({ decision: "approve", accountLabel: "personal", connectionId: approval.connectionId });

    const onWork = await execute("work", params);
    expect(onWork.status).toBe(202);
    expect(onWork.body.approvalId).not.toBe(held.body.approvalId);
    expect(refunds()).toHaveLength(0);

    const onPersonal = await execute("personal", params);
    expect(onPersonal.status, JSON.stringify(onPersonal.body)).toBe(200);
    expect(refunds().map((request) => request.headers.authorization)).toEqual(["Bearer tok_personal_1"]);
    expect((await pb.api("GET", `/api/v1/approvals/${onWork.body.approvalId}`)).body).toMatchObject({ status: "pending", accountLabel: "work" });
  });

  it("an MCP link's account choice is the account its held calls are approved for", async () => {
    const link = (await pb.api("POST", "/api/v1/mcp/links", { userId: "kim", accounts: { shop: "work" } })).body as { url: string };
    const client = new Client({ name: "account-test", version: "1.0.0" });
    await client.connect(new StreamableHTTPClientTransport(new URL(link.url)));
    try {
      const params = { orderId: "o_2", amount: 7 };
      const held = (await client.callTool({ name: "REFUND", arguments: params })) as CallToolResult;
      const { approvalId } = held.structuredContent as { approvalId: string };
      expect((await pb.api("GET", `/api/v1/approvals/${approvalId}`)).body).toMatchObject({ accountLabel: "work" });
      await pb.api("POST", `/api/v1/approvals/${approvalId}`, { decision: "approve" });
      // The approval for work does not let the same call run on personal.
      expect((await execute("personal", params)).status).toBe(202);
      const ran = (await client.callTool({ name: "REFUND", arguments: params })) as CallToolResult;
      expect(ran.isError).toBeFalsy();
      expect(refunds().at(-1)?.headers.authorization).toBe("Bearer tok_work_2");
    } finally {
      await client.close();
    }
  });
});
