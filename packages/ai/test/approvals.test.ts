// End to end: a policy holds a tool call made through the adapters; the model is told to tell the user
// (never given the approval link, which the app reads with its key), and the same call succeeds once approved (client SDK `approvals` and
// `policies` against a real Plugboard).
import { ApprovalRequiredError, PlugboardError } from "@plugboard/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAiSdkTools } from "@plugboard/ai/vercel";
import { executePlugboardTool, toolResultText } from "@plugboard/ai";
import { USER_ID, startPlugboardFixture, type PlugboardFixture } from "./helpers/plugboard-fixture.js";

describe("policies and approvals through the client and the adapters", () => {
  let fixture: PlugboardFixture;
  const tool = { slug: "CREATE_ISSUE", pluginSlug: "ai-github", pluginName: "GitHub" };
  const issues = () => fixture.upstream.received.filter((request) => request.method === "POST" && request.path.includes("/issues"));

  beforeAll(async () => {
    fixture = await startPlugboardFixture();
    const policy = await fixture.client.policies.put({ plugin: "ai-github", tool: "CREATE_ISSUE", action: "require_approval" });
    expect(policy).toMatchObject({ plugin: "ai-github", tool: "CREATE_ISSUE", action: "require_approval", userIds: null });
  });
  afterAll(async () => {
    await fixture?.close();
  });

  it("the model gets the approval id and what to tell the user, never the approval page's URL; after approve the same call runs once", async () => {
    const input = { owner: "acme", repo: "app", title: "Needs a yes" };
    const held = await executePlugboardTool({ client: fixture.client, userId: USER_ID, tool, input });
    expect(held).toMatchObject({ success: false, code: "approval_required", approvalId: expect.any(String) });
    if (held.success) throw new Error("unreachable");
    // The approval checks the model's call: the link that decides it must not reach the model.
    expect(JSON.stringify(held)).not.toContain("/approve/");
    expect(toolResultText(held)).not.toContain("/approve/");
    expect(toolResultText(held)).toContain("same arguments");
    expect(toolResultText(held)).toContain(held.approvalId!);
    expect(issues()).toHaveLength(0);
    // The app (API key) reads the page's URL to show it to the user.
    expect((await fixture.client.approvals.get(held.approvalId!)).approvalUrl).toContain("/approve/");
    const adapterTools = await createAiSdkTools({ client: fixture.client, userId: USER_ID, plugins: ["ai-github"] });
    const heldAgain = await adapterTools.CREATE_ISSUE!.execute!(input, { toolCallId: "call_0", messages: [] });
    expect(heldAgain).toMatchObject({ success: false, code: "approval_required", approvalId: held.approvalId });
    expect(JSON.stringify(heldAgain)).not.toContain("/approve/");

    const pending = await fixture.client.approvals.list({ status: "pending", userId: USER_ID });
    expect(pending.approvals.map((approval) => approval.id)).toContain(held.approvalId);
    const waiting = fixture.client.approvals.wait(held.approvalId!, { timeoutMs: 10_000 });
    await fixture.client.approvals.decide(held.approvalId!, { decision: "approve" });
    expect((await waiting).status).toBe("approved");

    const tools = await createAiSdkTools({ client: fixture.client, userId: USER_ID, plugins: ["ai-github"] });
    const ran = await tools.CREATE_ISSUE!.execute!(input, { toolCallId: "call_1", messages: [] });
    expect(ran).toMatchObject({ success: true, status: 201 });
    expect(issues()).toHaveLength(1);
    expect((await fixture.client.approvals.get(held.approvalId!)).status).toBe("used");
  });

  it("tools.execute throws ApprovalRequiredError; a deny policy is a 403 naming it; policies.delete removes it", async () => {
    const call = { userId: USER_ID, tool: "CREATE_ISSUE", plugin: "ai-github", params: { owner: "acme", repo: "app", title: "Another" } };
    const error = await fixture.client.tools.execute(call).catch((caught: unknown) => caught);
    expect(ApprovalRequiredError.isInstance(error)).toBe(true);
    expect((error as ApprovalRequiredError).approvalUrl).toContain("/approve/");
    // The message (what a loop might show a model) names the approval, not its page.
    expect((error as ApprovalRequiredError).message).toContain((error as ApprovalRequiredError).approvalId);
    expect((error as ApprovalRequiredError).message).not.toContain("/approve/");

    const deny = await fixture.client.policies.put({ plugin: "ai-github", tool: "CREATE_ISSUE", action: "deny", userIds: [USER_ID] });
    const refused = await fixture.client.tools.execute(call).catch((caught: unknown) => caught);
    expect(PlugboardError.isInstance(refused) && refused.status).toBe(403);
    expect((refused as PlugboardError).message).toContain(deny.id);
    await fixture.client.policies.delete({ plugin: "ai-github", tool: "CREATE_ISSUE", userIds: [USER_ID] });
    expect((await fixture.client.policies.list({ plugin: "ai-github" })).policies.map((policy) => policy.action)).toEqual(["require_approval"]);
  });
});
