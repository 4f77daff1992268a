import { withTraceMeta } from "../../infra/telemetry/trace-carrier.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { PlugboardContext } from "../../context.js";
import { ServiceError } from "../../errors/service-error.js";
import { ExpiringCache } from "../../infra/expiring-cache.js";
import type { InvalidationBus } from "../../infra/invalidation-bus.js";
import { CALL_CANCELLED_MESSAGE } from "../../outbound/outbound-http.js";
import type { SourceResult, ToolSource } from "../tool-source.js";
import type { McpLiveClient } from "./create-mcp-live-client.js";
import { transportStatusOf } from "./create-mcp-session-pool.js";
import { loadedMcpTypes, loadMcpClientSdk } from "../../infra/load-mcp-sdk.js";
import { mcpServerTargetOf, type McpServerTarget } from "./mcp-server-target.js";
import { approvedMcpToolRows } from "./mcp-tool-store.js";
import type { CredentialAccess } from "../credential-access.js";
import { openMcpAccess, type McpAccess } from "./open-mcp-access.js";

/** An MCP tool of an approved plugin, resolved by slug for execution. */
export interface McpToolTarget {
  slug: string;
  /** Origin of the plugin's MCP server. */
  origin: string;
  mcpToolName: string;
  /** The input schema the server published (from the MCP tool cache). */
  inputSchema: Record<string, unknown>;
  plugin: McpServerTarget & { name: string };
}

/** The text of a tool result's text blocks, for the `error` of a failed call. */
export function textOf(result: CallToolResult): string {
  const text = result.content
    .filter((block): block is { type: "text"; text: string } => block.type === "text" && typeof (block as { text?: unknown }).text === "string")
    .map((block) => block.text)
    .join("\n")
    .trim();
  return text === "" ? "The MCP tool reported an error" : text.slice(0, 2000);
}

/** What the caller is told about a failed MCP exchange (the SDK's message, without our secrets). */
export function failureOf(error: unknown, timeoutMs: number): { message: string; status: number } {
  const types = loadedMcpTypes();
  if (types && error instanceof types.McpError && error.code === types.ErrorCode.RequestTimeout) {
    return { message: `The MCP server did not answer within ${timeoutMs} ms`, status: 0 };
  }
  const status = transportStatusOf(error) ?? 0;
  const message = error instanceof Error ? error.message : String(error);
  return { message: `The MCP call failed: ${message}`.slice(0, 2000), status };
}

/**
 * MCP tools (docs/mcp-plugins.md §7): resolved by slug from the MCP tool cache of approved plugins
 * whose toolSource is `mcp` or `both` (a per-instance cache the bus clears on `plugin` events);
 * authorized with the connection's MCP tokens ({@link openMcpAccess}); called with `tools/call` and the
 * original `mcpToolName` on the user's warm session. `isError` or a failed exchange is a failure
 * result (502); our own errors (a 409 to connect or authorize again, a failed refresh) are thrown.
 */
export function createMcpToolSource(
  context: Pick<PlugboardContext, "logger" | "database" | "toolTimeoutMs">,
  deps: { bus: InvalidationBus; live: McpLiveClient; credentials: CredentialAccess },
): ToolSource<McpToolTarget, McpAccess> {
  const timeoutMs = context.toolTimeoutMs;
  const bySlug = new ExpiringCache<McpToolTarget[]>({ ttlMs: 60_000, max: 5_000 });
  // Any plugin change may add a slug to any key (a plugin's first sync, an approval): drop them all.
  deps.bus.subscribe((event) => {
    if (event.kind === "plugin" || event.kind === "all") bySlug.clear();
  });

  return {
    kind: "mcp",

    find(slug) {
      return bySlug.getOrLoad(slug, async () => {
        const rows = await approvedMcpToolRows(context.database, slug);
        return rows.flatMap((row) => {
          const target = mcpServerTargetOf(row.plugin);
          if (!target) return [];
          const inputSchema = (row.inputSchema as Record<string, unknown> | null) ?? {};
          return [{ slug: row.slug, origin: new URL(target.serverUrl).origin, mcpToolName: row.mcpToolName, inputSchema, plugin: { ...target, name: row.plugin.name } }];
        });
      });
    },

    authorize(tool, connection, caller) {
      return openMcpAccess({ credentials: deps.credentials }, tool.plugin, connection, caller);
    },

    async call({ tool, params, credentials, signal }): Promise<SourceResult> {
      try {
        const { CallToolResultSchema } = (await loadMcpClientSdk()).types;
        const called = await deps.live.run(tool.plugin, credentials, (client) =>
          client.callTool({ name: tool.mcpToolName, arguments: params, ...withTraceMeta() }, CallToolResultSchema, { timeout: timeoutMs, ...(signal ? { signal } : {}) }),
        );
        const data = called as CallToolResult;
        return data.isError ? { ok: false, status: 200, data, error: textOf(data) } : { ok: true, status: 200, data };
      } catch (error) {
        // Ours (409 connect or authorize again, a failed refresh) go to the pipeline as they are.
        if (ServiceError.isInstance(error)) throw error;
        if (signal?.aborted) return { ok: false, status: 0, data: null, error: CALL_CANCELLED_MESSAGE };
        const failure = failureOf(error, timeoutMs);
        context.logger.warn("mcp tool call failed", { pluginId: tool.plugin.id, tool: tool.slug, status: failure.status, errorName: error instanceof Error ? error.name : "unknown" });
        return { ok: false, status: failure.status, data: null, error: failure.message };
      }
    },
  };
}
