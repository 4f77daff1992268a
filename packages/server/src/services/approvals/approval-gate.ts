import type { ApprovalRequiredResponse } from "@plugboard/core";
import { policyDenial } from "../policies/policy-denial.js";
import type { PolicyService } from "../policies/policy-service.js";
import type { ApprovalService } from "./approval-service.js";

/** A call as the execution pipeline hands it to the gate, before anything is sent upstream. */
export interface GatedCall {
  developerId: string;
  userId: string;
  plugin: { id: string; slug: string };
  tool: { slug: string };
  params: Record<string, unknown>;
  /** The user's account the call would run on (resolved before the gate), or null when there is none. */
  connection: { id: string; accountLabel: string } | null;
  /** The MCP link the call came through, if any (the audit log's actor). */
  mcpLinkId?: string | undefined;
}

/**
 * The policy check of the execution pipeline, before anything is sent upstream: no policy or `allow`
 * lets the call run; `deny` refuses it (403 `forbidden` naming the policy); `require_approval` runs it
 * only on an approval of this exact call on this account ({@link ApprovalService.forCall}) and otherwise answers the
 * 202 body to send instead.
 *
 * @example
 * const held = await gate.check({ developerId, userId, plugin, tool, params });
 * if (held) return { httpStatus: 202, body: held };
 */
export function createApprovalGate(deps: { policies: Pick<PolicyService, "forCall">; approvals: Pick<ApprovalService, "forCall"> }) {
  return {
    /**
     * Null when the call may run now; the `approval_required` answer when it must wait.
     *
     * @throws {ServiceError} 403 `forbidden` (with `policyId`) under `deny`, or for a denied or expired approval
     */
    async check(call: GatedCall): Promise<ApprovalRequiredResponse | null> {
      const policy = await deps.policies.forCall(call.developerId, { pluginSlug: call.plugin.slug, toolSlug: call.tool.slug, userId: call.userId });
      if (!policy || policy.action === "allow") return null;
      if (policy.action === "deny") throw policyDenial(policy);
      const outcome = await deps.approvals.forCall({ ...call, policyId: policy.id });
      return outcome.kind === "run" ? null : outcome.response;
    },
  };
}

/** The approval gate's interface. */
export type ApprovalGate = ReturnType<typeof createApprovalGate>;
