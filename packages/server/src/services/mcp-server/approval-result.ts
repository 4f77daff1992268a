import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { ApprovalRequiredResponse } from "@plugboard/core";

/**
 * The `tools/call` result of a call a `require_approval` policy holds (nothing was sent upstream): the
 * model is told plainly to hand the approval link to the user and to call again with the same
 * arguments once approved; `structuredContent` carries the approval's id, URL and expiry for clients.
 *
 * @example
 * approvalResult({ pluginName: "Gmail", tool: "SEND_EMAIL", approval })
 */
export function approvalResult(input: { pluginName: string; tool: string; approval: ApprovalRequiredResponse }): CallToolResult {
  const { approvalId, approvalUrl, expiresAt } = input.approval;
  return {
    isError: true,
    content: [
      {
        type: "text",
        text:
          `This call of ${input.tool} (${input.pluginName}) needs the user's approval before it runs; nothing was done yet. ` +
          `Ask the user to open this link to approve or deny it: ${approvalUrl} — once approved, call the tool again with exactly the same arguments. ` +
          `Approval id: ${approvalId} (expires ${expiresAt}).`,
      },
    ],
    structuredContent: { status: "approval_required", approvalId, approvalUrl, expiresAt },
  };
}
