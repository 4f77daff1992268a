import type { PolicyAction } from "@plugboard/core";

/** The part of a stored policy the choice reads. */
export interface PolicyRule {
  id: string;
  pluginSlug: string;
  /** "" for every tool of the plugin. */
  toolSlug: string;
  /** Empty for everyone. */
  userIds: readonly string[];
  action: PolicyAction;
}

/** How strict each action is: of two equally specific policies, the stricter governs. */
export const POLICY_STRICTNESS: Readonly<Record<PolicyAction, number>> = { allow: 0, require_approval: 1, deny: 2 };

/**
 * The policy that governs one call among a developer's policies: of those that match the plugin, the
 * tool (or cover every tool) and the user (or cover everyone), the most specific wins — a tool's
 * policy over the plugin's, then a user list over everyone. Two equally specific matches (two user
 * lists naming the same user) resolve to the stricter action (`deny` over `require_approval` over
 * `allow`). Undefined when none matches: the call runs.
 *
 * @example
 * pickPolicy(rules, { pluginSlug: "gmail", toolSlug: "SEND_EMAIL", userId: "user-1" })?.action; // "require_approval"
 */
export function pickPolicy<Rule extends PolicyRule>(rules: readonly Rule[], call: { pluginSlug: string; toolSlug: string; userId: string }): Rule | undefined {
  let best: Rule | undefined;
  let bestRank = -1;
  for (const rule of rules) {
    if (rule.pluginSlug !== call.pluginSlug) continue;
    if (rule.toolSlug !== "" && rule.toolSlug !== call.toolSlug) continue;
    if (rule.userIds.length > 0 && !rule.userIds.includes(call.userId)) continue;
    const rank = (rule.toolSlug !== "" ? 2 : 0) + (rule.userIds.length > 0 ? 1 : 0);
    if (rank > bestRank || (rank === bestRank && best && POLICY_STRICTNESS[rule.action] > POLICY_STRICTNESS[best.action])) {
      best = rule;
      bestRank = rank;
    }
  }
  return best;
}
