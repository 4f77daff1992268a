import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { ApprovalRequiredResponse } from "@plugboard/core";

/**
 * The `tools/call` result of a call a `require_approval` policy holds (nothing was sent upstream). It
 * goes to the model — the party the approval checks — so it carries the approval's id and what to tell
 * the user, never the approval page's URL: the person reaches that page out of the model's band (the
 * MCP client opens it through URL-mode elicitation, `askedInClient`, and the developer's app gets it
 * with the `approval.requested` webhook). `structuredContent` carries the id and expiry for clients.
 *
 * @example
 * approvalResult({ pluginName: "Gmail", tool: "SEND_EMAIL", approval, askedInClient: false })
 */
export function approvalResult(input: {
  pluginName: string;
  tool: string;
  approval: Pick<ApprovalRequiredResponse, "approvalId" | "expiresAt">;
  /** Whether the MCP client was asked to open the approval page for the user (URL-mode elicitation). */
  askedInClient: boolean;
}): CallToolResult {
  const { approvalId, expiresAt } = input.approval;
  const where = input.askedInClient ? "This app has been asked to show the user the approval page." : "The app has been told to ask the user.";
  return {
    isError: true,
    content: [
      {
        type: "text",
        text:
          `This call of ${input.tool} (${input.pluginName}) needs the user's approval before it runs; nothing was done yet. ${where} ` +
          `Tell the user the call is waiting for their approval; once they have approved it, call the tool again with exactly the same arguments. ` +
          `Approval id: ${approvalId} (expires ${expiresAt}).`,
      },
    ],
    structuredContent: { status: "approval_required", approvalId, expiresAt },
  };
}
