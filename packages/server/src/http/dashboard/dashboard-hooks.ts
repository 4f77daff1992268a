import type { ToolItem } from "@plugboard/core";

/** Fills the MCP tool cache of a plugin from its MCP server (implemented by the MCP service). */
export interface McpSyncHook {
  sync(pluginId: string, options: { developerId: string }): Promise<unknown>;
}

/** Lists a connection's MCP tools live, with the connection's MCP token (implemented by the MCP service). */
export interface McpToolsHook {
  listForConnection(connectionId: string, options: { developerId: string }): Promise<ToolItem[]>;
}

/** Optional services the dashboard calls when the server has them. */
export interface DashboardHooks {
  mcpSync?: McpSyncHook | undefined;
  mcpTools?: McpToolsHook | undefined;
}

/**
 * Reads the optional MCP hooks from the services object at call time: `services.mcpSync.sync` and
 * `services.mcpTools.listForConnection`. A server without them answers MCP sync with 501 and lists
 * cached MCP tools only.
 *
 * @example
 * const { mcpSync } = dashboardHooksOf(services);
 * if (!mcpSync) throw new ServiceError("not_implemented", "MCP sync is not available");
 */
export function dashboardHooksOf(services: object): DashboardHooks {
  const record = services as Record<string, unknown>;
  const mcpSync = record.mcpSync as Partial<McpSyncHook> | undefined;
  const mcpTools = record.mcpTools as Partial<McpToolsHook> | undefined;
  return {
    mcpSync: typeof mcpSync?.sync === "function" ? (mcpSync as McpSyncHook) : undefined,
    mcpTools: typeof mcpTools?.listForConnection === "function" ? (mcpTools as McpToolsHook) : undefined,
  };
}
