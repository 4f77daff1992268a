// Holding a sensitive call for the end-user's approval, then running it once approved.
// Type-checked by docs/test/snippets.test.ts; the guide docs/governance.md quotes its region.
import { ApprovalRequiredError, Plugboard, type ExecuteToolRequest } from "@plugboard/client";

const plugboard = new Plugboard({ apiKey: process.env.PLUGBOARD_API_KEY ?? "nk_…", baseUrl: "https://plugboard.example.com" });
const notifyUser = (url: string): void => console.log(`Please approve: ${url}`);
const call: ExecuteToolRequest = { userId: "user-1", tool: "STRIPE_CREATE_REFUND", params: { charge: "ch_1", amount: 500 } };

export async function refundWithApproval(): Promise<void> {
  // #region approvals
  await plugboard.policies.put({ plugin: "stripe", tool: "STRIPE_CREATE_REFUND", action: "require_approval" });
  try {
    await plugboard.tools.execute(call);
  } catch (error) {
    if (!ApprovalRequiredError.isInstance(error)) throw error;
    notifyUser(error.approvalUrl);
    const approval = await plugboard.approvals.wait(error.approvalId, { timeoutMs: 10 * 60_000 });
    if (approval.status === "approved") await plugboard.tools.execute(call); // runs once
  }
  const { approvals } = await plugboard.approvals.list({ status: "pending" });
  if (approvals[0]) await plugboard.approvals.decide(approvals[0].id, { decision: "deny", note: "Wrong amount" });
  // #endregion approvals
}
