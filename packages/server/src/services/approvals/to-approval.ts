import type { Approval, ApprovalStatus } from "@plugboard/core";
import type { ApprovalRow } from "./approval-store.js";

/** The state a row is in at `now`: a pending or approved row past `expiresAt` is `expired`. */
export function approvalStatusOf(row: Pick<ApprovalRow, "status" | "expiresAt">, now: number): ApprovalStatus {
  if ((row.status === "pending" || row.status === "approved") && row.expiresAt.getTime() <= now) return "expired";
  return row.status;
}

/**
 * An approval row as the API shows it (`GET /api/v1/approvals`, webhook events), with the hosted page's
 * URL. Never a credential: the params are the call's own.
 */
export function toApproval(row: ApprovalRow, options: { now: number; approvalUrl: string }): Approval {
  return {
    id: row.id,
    status: approvalStatusOf(row, options.now),
    userId: row.userId,
    connectionId: row.connectionId,
    accountLabel: row.accountLabel,
    plugin: row.plugin.slug,
    pluginName: row.plugin.name,
    tool: row.toolSlug,
    toolName: row.toolName,
    params: JSON.parse(row.params) as Record<string, unknown>,
    policyId: row.policyId,
    approvalUrl: options.approvalUrl,
    expiresAt: row.expiresAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decidedBy: row.decidedBy,
    note: row.note,
    usedAt: row.usedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
