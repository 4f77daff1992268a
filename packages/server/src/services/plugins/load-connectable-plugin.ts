import type { PlugboardContext } from "../../context.js";
import { createPluginStore, type ConnectablePluginRow } from "./plugin-store.js";

/** An approved, active plugin with what connecting needs. Auth method configs are as stored (secrets sealed). */
export type ConnectablePlugin = ConnectablePluginRow;

/**
 * Loads a plugin end-users may connect to: found by slug or id, `reviewStatus` approved and status
 * active (only approved plugins can be connected). Returns null otherwise, so callers answer
 * 404 without telling a draft from an unknown slug. Auth methods come default first, then by type.
 *
 * Its query is the plugin store's (`connectablePlugin`); callers outside this domain hand it their context.
 *
 * @example
 * const plugin = await loadConnectablePlugin(context, { slug: "github" });
 * if (!plugin) throw new ServiceError("not_found", `No approved plugin named "github"`);
 */
export async function loadConnectablePlugin(
  context: Pick<PlugboardContext, "prisma">,
  where: { slug: string } | { id: string },
): Promise<ConnectablePlugin | null> {
  return createPluginStore(context).connectablePlugin(where);
}

/** Whether a plugin can be connected over MCP (toolSource `mcp` or `both` with an MCP server configured). */
export function offersMcp(plugin: Pick<ConnectablePlugin, "toolSource" | "mcpConfig">): boolean {
  const config = plugin.mcpConfig as { serverUrl?: unknown } | null;
  return (plugin.toolSource === "mcp" || plugin.toolSource === "both") && typeof config?.serverUrl === "string";
}
