import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { ElicitRequestSchema, type CallToolResult, type ElicitRequest } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/store/open-database.js";
import { startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";
import { startUpstream, type Upstream } from "../helpers/upstream-server.js";
import { startWebhookReceiver, type WebhookReceiver } from "../lifecycle/webhook-receiver.js";

const FAST = { webhooks: { retryScheduleMs: [50, 50, 50], pollIntervalMs: 25 } };

describe.each(testDatabases())("approvals through Plugboard's MCP endpoint on $name", ({ open }) => {
  let db: Database;
  let pb: TestPlugboard;
  let upstream: Upstream;
  let receiver: WebhookReceiver;
  let mcp: Client;
  let search: Client;
  let linkId: string;

  const connectClient = async (url: string, options?: ConstructorParameters<typeof Client>[1], setup?: (client: Client) => void) => {
    const client = new Client({ name: "approvals-test", version: "1.0.0" }, options);
    setup?.(client);
    await client.connect(new StreamableHTTPClientTransport(new URL(url)));
    return client;
  };
  const textOf = (result: CallToolResult) => result.content.map((part) => (part.type === "text" ? part.text : "")).join("\n");
  const requestedEvent = async (approvalId: string) => {
    await expect.poll(() => receiver.events().some((event) => event.type === "approval.requested" && event.data.id === approvalId), { timeout: 10_000 }).toBe(true);
    return receiver.events().find((event) => event.type === "approval.requested" && event.data.id === approvalId)!;
  };
  const auditOf = async (action: string, approvalId: string) =>
    ((await pb.api("GET", `/api/v1/audit?action=${action}&target=${approvalId}`)).body.events as Array<{ actor: unknown; details: Record<string, unknown> }>)[0];

  beforeAll(async () => {
    db = await open();
    upstream = await startUpstream();
    pb = await startPlugboard(db, FAST);
    receiver = await startWebhookReceiver(pb, ["approval.requested"]);
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
    const link = (await pb.api("POST", "/api/v1/mcp/links", { userId: "max" })).body as { id: string; url: string };
    linkId = link.id;
    mcp = await connectClient(link.url);
    search = await connectClient((await pb.api("POST", "/api/v1/mcp/links", { userId: "max", toolMode: "search" })).body.url);
  });
  afterAll(async () => {
    await mcp?.close();
    await search?.close();
    await pb?.close();
    await upstream?.close();
    await receiver?.close();
    await db?.close();
  });

  it("a held call gives the model the approval id and what to say, never the page's URL; the developer's webhook gets the URL; after approval the same call runs once", async () => {
    const args = { chargeId: "ch_1", amount: 25 };
    const held = (await mcp.callTool({ name: "REFUND", arguments: args })) as CallToolResult;
    expect(held.isError).toBe(true);
    const { approvalId } = held.structuredContent as { approvalId: string };
    expect(held.structuredContent).toEqual({ status: "approval_required", approvalId, expiresAt: expect.any(String) });
    // Nothing the model (the link holder) reads opens the approval page: not the text, the structured content or _meta.
    expect(JSON.stringify(held)).not.toContain("/approve/");
    expect(textOf(held)).toContain(approvalId);
    expect(textOf(held)).toMatch(/same arguments/);
    expect(upstream.received.filter((request) => request.path === "/refund")).toHaveLength(0);

    // The person is reached out of the model's band: the developer's app gets the page with the webhook.
    const event = await requestedEvent(approvalId);
    expect(event.data).toMatchObject({ id: approvalId, status: "pending", tool: "REFUND", accountLabel: "default", approvalUrl: expect.stringContaining("/approve/") });
    const page = await fetch(event.data.approvalUrl as string);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Refund a charge");
    // The audit log names the MCP link as the actor, and the account.
    const requested = await auditOf("approval.requested", approvalId);
    expect(requested?.actor).toEqual({ type: "mcp_link", id: linkId, auth: "mcp_link" });
    expect(requested?.details).toMatchObject({ accountLabel: "default", connectionId: event.data.connectionId });

    expect((await pb.api("POST", `/api/v1/approvals/${approvalId}`, { decision: "approve" })).status).toBe(200);
    const ran = (await mcp.callTool({ name: "REFUND", arguments: { amount: 25, chargeId: "ch_1" } })) as CallToolResult;
    expect(ran.isError, textOf(ran)).toBeFalsy();
    expect(upstream.received.filter((request) => request.path === "/refund").map((request) => request.json)).toEqual([args]);
    expect((await auditOf("approval.used", approvalId))?.actor).toEqual({ type: "mcp_link", id: linkId, auth: "mcp_link" });
    const next = (await mcp.callTool({ name: "REFUND", arguments: args })) as CallToolResult;
    expect((next.structuredContent as { approvalId: string }).approvalId).not.toBe(approvalId);
    expect(upstream.received.filter((request) => request.path === "/refund")).toHaveLength(1);
  });

  it("a client that declared URL-mode elicitation is asked to open the approval page for its user; the model still gets no URL", async () => {
    const asked: ElicitRequest["params"][] = [];
    const link = (await pb.api("POST", "/api/v1/mcp/links", { userId: "max" })).body as { url: string };
    const client = await connectClient(link.url, { capabilities: { elicitation: { url: {} } } }, (created) =>
      created.setRequestHandler(ElicitRequestSchema, async (request) => {
        asked.push(request.params);
        return { action: "accept" };
      }),
    );
    try {
      const held = (await client.callTool({ name: "REFUND", arguments: { chargeId: "ch_9", amount: 3 } })) as CallToolResult;
      const { approvalId } = held.structuredContent as { approvalId: string };
      expect(JSON.stringify(held)).not.toContain("/approve/");
      expect(textOf(held)).toMatch(/asked to show the user the approval page/);
      expect(asked).toHaveLength(1);
      expect(asked[0]).toMatchObject({ mode: "url", elicitationId: approvalId, url: expect.stringContaining("/approve/"), message: expect.stringContaining("Refund a charge") });
      const page = await fetch((asked[0] as { url: string }).url);
      expect(await page.text()).toContain("Refund a charge");
      expect(upstream.received.filter((request) => (request.json as { chargeId?: string } | undefined)?.chargeId === "ch_9")).toHaveLength(0);
      // A client without the capability (the first one) is never sent an elicitation request: it has no handler and still gets its result.
      const plain = (await mcp.callTool({ name: "REFUND", arguments: { chargeId: "ch_10", amount: 3 } })) as CallToolResult;
      expect(textOf(plain)).toMatch(/The app has been told to ask the user/);
    } finally {
      await client.close();
    }
  });

  it("execute_tool of search mode goes through the same approval, and deny answers an error naming the policy", async () => {
    const held = (await search.callTool({ name: "execute_tool", arguments: { tool: "bank/REFUND", params: { chargeId: "ch_2", amount: 5 } } })) as CallToolResult;
    expect(held.isError).toBe(true);
    expect((held.structuredContent as { status: string }).status).toBe("approval_required");
    expect(JSON.stringify(held)).not.toContain("/approve/");

    const denied = (await mcp.callTool({ name: "CLOSE_ACCOUNT", arguments: {} })) as CallToolResult;
    expect(denied.isError).toBe(true);
    const policies = (await pb.api("GET", "/api/v1/policies?plugin=bank")).body.policies as Array<{ id: string; tool: string }>;
    expect(textOf(denied)).toContain(policies.find((policy) => policy.tool === "CLOSE_ACCOUNT")!.id);
    expect(upstream.received.filter((request) => request.path === "/close")).toHaveLength(0);
  });
});
