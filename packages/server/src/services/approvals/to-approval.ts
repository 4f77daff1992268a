import type { Approval, ApprovalDecider, ApprovalStatus } from "@plugboard/core";

/** The columns an approval is shown from. */
export const APPROVAL_SELECT = {
  id: true,
  developerId: true,
  userId: true,
  toolSlug: true,
  toolName: true,
  params: true,
  policyId: true,
  status: true,
  note: true,
  decidedBy: true,
  decidedAt: true,
  usedAt: true,
  expiresAt: true,
  createdAt: true,
  plugin: { select: { slug: true, name: true } },
} as const;

/** An approval row with its plugin, as {@link APPROVAL_SELECT} reads it. */
export interface ApprovalRow {
  id: string;
  developerId: string;
  userId: string;
  toolSlug: string;
  toolName: string;
  params: string;
  policyId: string;
  status: string;
  note: string | null;
  decidedBy: string | null;
  decidedAt: Date | null;
  usedAt: Date | null;
  expiresAt: Date;
  createdAt: Date;
  plugin: { slug: string; name: string };
}

/** The state a row is in at `now`: a pending or approved row past `expiresAt` is `expired`. */
export function approvalStatusOf(row: Pick<ApprovalRow, "status" | "expiresAt">, now: number): ApprovalStatus {
  if ((row.status === "pending" || row.status === "approved") && row.expiresAt.getTime() <= now) return "expired";
  return row.status as ApprovalStatus;
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
    plugin: row.plugin.slug,
    pluginName: row.plugin.name,
    tool: row.toolSlug,
    toolName: row.toolName,
    params: JSON.parse(row.params) as Record<string, unknown>,
    policyId: row.policyId,
    approvalUrl: options.approvalUrl,
    expiresAt: row.expiresAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decidedBy: (row.decidedBy as ApprovalDecider | null) ?? null,
    note: row.note,
    usedAt: row.usedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
