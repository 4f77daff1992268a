import type { TriggerDefinition } from "./trigger-definition.js";

/** One problem of a plugin's triggers against the rest of the plugin: where (a request path) and what. */
export interface PluginTriggerIssue {
  path: Array<string | number>;
  message: string;
}

/**
 * The rules a plugin's triggers obey with respect to the rest of the plugin, wherever the plugin is
 * written (`POST /api/v1/submissions`, the dashboard's plugin create and edit): a poll trigger of a
 * manual plugin names one of its tools, and a trigger that sends requests (a poll request, a webhook
 * registration) needs the plugin's `baseUrl`. Empty when the triggers fit the plugin.
 *
 * @example
 * pluginTriggerIssues(triggers, { toolSource: "manual", baseUrl: undefined, toolSlugs: new Set(["LIST_ISSUES"]) })
 */
export function pluginTriggerIssues(
  triggers: readonly TriggerDefinition[],
  plugin: { toolSource: string; baseUrl: string | null | undefined; toolSlugs: ReadonlySet<string> },
): PluginTriggerIssue[] {
  const issues: PluginTriggerIssue[] = [];
  triggers.forEach((trigger, index) => {
    const poll = trigger.poll;
    if (poll?.tool && plugin.toolSource === "manual" && !plugin.toolSlugs.has(poll.tool)) {
      issues.push({ path: ["triggers", index, "poll", "tool"], message: `no tool ${poll.tool} in this plugin` });
    }
    if ((poll?.request || trigger.webhook?.registration) && !plugin.baseUrl) {
      issues.push({ path: ["baseUrl"], message: `baseUrl is required for trigger ${trigger.slug}'s requests` });
    }
  });
  return issues;
}
