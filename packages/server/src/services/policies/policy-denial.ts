import { ServiceError } from "../../errors/service-error.js";
import type { PolicyRule } from "./pick-policy.js";

/**
 * The 403 `forbidden` (with `policyId`) a `deny` policy answers, for an execution or a proxy call:
 * names the policy and what it covers; `reached` says which call of the tool it is (a proxy call).
 *
 * @example
 * throw policyDenial(policy);
 */
export function policyDenial(policy: PolicyRule, reached?: string): ServiceError {
  const scope = policy.toolSlug === "" ? `the plugin "${policy.pluginSlug}"` : `the tool "${policy.toolSlug}" of "${policy.pluginSlug}"`;
  return new ServiceError("forbidden", `Policy ${policy.id} denies calls to ${scope}${policy.userIds.length > 0 ? " for this user" : ""}${reached ? `, ${reached}` : ""}`, {
    extra: { policyId: policy.id },
  });
}
