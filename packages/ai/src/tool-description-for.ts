import type { ToolItem } from "@plugboard/core";

/**
 * The description a model sees for a tool: the plugin name in brackets, then the tool's own
 * description (its display name when the description is empty), so the model can tell apart tools
 * of different plugins that do similar things.
 *
 * @example
 * toolDescriptionFor({ pluginName: "GitHub", name: "Create issue", description: "Opens an issue in a repository." });
 * // "[GitHub] Opens an issue in a repository."
 */
export function toolDescriptionFor(tool: Pick<ToolItem, "pluginName" | "name" | "description">): string {
  const own = tool.description.trim() || tool.name.trim();
  const plugin = tool.pluginName.trim();
  return plugin ? `[${plugin}] ${own}` : own;
}
