import { ServiceError } from "../../errors/service-error.js";
import { POLICY_STRICTNESS } from "./pick-policy.js";
import { policyDenial } from "./policy-denial.js";
import type { GoverningPolicy, PolicyService } from "./policy-service.js";

/**
 * Holds a proxy call (`POST /api/v1/proxy`) to the policies of the tools whose endpoint it reaches
 * (`toolSlugs`, matched by method and path): the strictest non-`allow` policy governing one of them
 * wins. `deny` refuses the call as an execution of the tool is refused (403 naming the policy);
 * `require_approval` refuses it too (403): an approval is asked for and bound to an execution of the
 * tool, so the caller is told to call the tool through `POST /api/v1/tools/execute`. A plugin-wide
 * policy also reaches the proxy as the tool `(proxy)`, through the approval gate.
 *
 * @throws {ServiceError} 403 `forbidden` with `policyId` (and `tool` for `require_approval`)
 * @example
 * await checkProxyToolPolicies(policies, { developerId, userId, pluginSlug: "github", toolSlugs: ["DELETE_REPO"], method: "DELETE", path: "/repos/a/b" });
 */
export async function checkProxyToolPolicies(
  policies: Pick<PolicyService, "forCall">,
  call: { developerId: string; userId: string; pluginSlug: string; toolSlugs: readonly string[]; method: string; path: string },
): Promise<void> {
  let strictest: { policy: GoverningPolicy; toolSlug: string } | undefined;
  for (const toolSlug of call.toolSlugs) {
    const policy = await policies.forCall(call.developerId, { pluginSlug: call.pluginSlug, toolSlug, userId: call.userId });
    if (!policy || policy.action === "allow") continue;
    if (!strictest || POLICY_STRICTNESS[policy.action] > POLICY_STRICTNESS[strictest.policy.action]) strictest = { policy, toolSlug };
  }
  if (!strictest) return;
  const { policy, toolSlug } = strictest;
  const endpoint = `${call.method} ${call.path.slice(0, 200)}`;
  if (policy.action === "deny") throw policyDenial(policy, `which this proxy call reaches (${endpoint} is the endpoint of the tool "${toolSlug}")`);
  throw new ServiceError(
    "forbidden",
    `Policy ${policy.id} requires approval for the tool "${toolSlug}" of "${call.pluginSlug}", whose endpoint this proxy call reaches (${endpoint}): call the tool through POST /api/v1/tools/execute, which asks for the approval`,
    { extra: { policyId: policy.id, tool: toolSlug } },
  );
}
