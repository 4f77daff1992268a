import type { ApprovalRequiredResponse } from "@plugboard/core";
import { PlugboardError, type PlugboardErrorInit } from "./plugboard-error.js";

/**
 * HTTP 202 of `tools.execute` (or `proxy`): a `require_approval` policy holds the call and nothing
 * was sent upstream. Show `approvalUrl` to the end-user from your app — never to an agent whose call the
 * approval checks, which is why the message leaves it out — (or decide with `approvals.decide`), wait with
 * `approvals.wait(approvalId)`, then make the same call again (same user, tool and params): it runs once.
 * `code` is `approval_required`.
 *
 * @example
 * try {
 *   await plugboard.tools.execute({ userId: "user_1", tool: "SEND_EMAIL", params });
 * } catch (error) {
 *   if (!ApprovalRequiredError.isInstance(error)) throw error;
 *   reply(`Please approve: ${error.approvalUrl}`);
 *   if ((await plugboard.approvals.wait(error.approvalId)).status === "approved") await plugboard.tools.execute({ userId: "user_1", tool: "SEND_EMAIL", params });
 * }
 */
export class ApprovalRequiredError extends PlugboardError {
  static override readonly kind: string = "ApprovalRequiredError";

  /** The approval to follow (`approvals.get` / `approvals.wait`). */
  readonly approvalId: string;
  /** The hosted page where the end-user approves or denies the call. */
  readonly approvalUrl: string;
  /** When the approval request lapses (ISO 8601). */
  readonly expiresAt: string;

  constructor(message: string, init: PlugboardErrorInit & Partial<Pick<ApprovalRequiredResponse, "approvalId" | "approvalUrl" | "expiresAt">>) {
    super(message, init);
    this.approvalId = init.approvalId ?? "";
    this.approvalUrl = init.approvalUrl ?? "";
    this.expiresAt = init.expiresAt ?? "";
  }

  /** The error for a 202 `approval_required` body. */
  static fromResponse(body: ApprovalRequiredResponse): ApprovalRequiredError {
    const { approvalId, approvalUrl, expiresAt } = body;
    return new ApprovalRequiredError(`This call needs the user's approval before it runs (approval ${approvalId})`, { status: 202, code: "approval_required", body, approvalId, approvalUrl, expiresAt });
  }
}

/** True for the 202 body of a held call. */
export function isApprovalRequired(body: unknown): body is ApprovalRequiredResponse {
  return typeof body === "object" && body !== null && (body as { status?: unknown }).status === "approval_required";
}
