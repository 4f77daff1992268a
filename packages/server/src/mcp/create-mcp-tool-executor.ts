import { CallToolResultSchema, ErrorCode, McpError, type CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { PlugboardContext } from "../context.js";
import { ServiceError } from "../errors/service-error.js";
import type { ExecutionLogWriter } from "../services/execution-log-writer.js";
import type { ExecuteInput, ExecutionResult, McpToolExecutor } from "../services/execution-service.js";
import type { McpLiveClient } from "./create-mcp-live-client.js";
import { transportStatusOf } from "./create-mcp-session-pool.js";
import type { McpToolCache, McpToolTarget } from "./create-mcp-tool-cache.js";

/** The text of a tool result's text blocks, for the `error` of a failed call. */
function textOf(result: CallToolResult): string {
  const text = result.content
    .filter((block): block is { type: "text"; text: string } => block.type === "text" && typeof (block as { text?: unknown }).text === "string")
    .map((block) => block.text)
    .join("\n")
    .trim();
  return text === "" ? "The MCP tool reported an error" : text.slice(0, 2000);
}

/** What the caller is told about a failed MCP exchange (the SDK's message, without our secrets). */
function failureOf(error: unknown, timeoutMs: number): { message: string; status: number } {
  if (ServiceError.isInstance(error)) return { message: error.message, status: 0 };
  if (error instanceof McpError && error.code === ErrorCode.RequestTimeout) {
    return { message: `The MCP server did not answer within ${timeoutMs} ms`, status: 0 };
  }
  const status = transportStatusOf(error) ?? 0;
  const message = error instanceof Error ? error.message : String(error);
  return { message: `The MCP call failed: ${message}`.slice(0, 2000), status };
}

/**
 * Executes MCP tools (SPEC.md "MCP tool steps"): resolves the slug from the MCP tool cache (approved
 * plugins only; `input.plugin` narrows), calls `tools/call` with the original `mcpToolName` on the
 * user's warm session, and maps the result — `isError` or a failed exchange is `success: false` with
 * HTTP 502, otherwise `data` is the `CallToolResult` (content, structuredContent) with status 200.
 * Every execution is logged (source `mcp`) through the execution-log writer. Returns null when no MCP
 * tool has the slug, so the execution service answers 404.
 */
export function createMcpToolExecutor(
  context: PlugboardContext,
  deps: { cache: McpToolCache; live: McpLiveClient; log: () => ExecutionLogWriter | undefined },
): McpToolExecutor {
  const timeoutMs = context.toolTimeoutMs;

  async function pick(input: ExecuteInput): Promise<McpToolTarget | null> {
    const candidates = await deps.cache.bySlug(input.tool);
    const matching = input.plugin ? candidates.filter((tool) => tool.plugin.slug === input.plugin) : candidates;
    if (matching.length > 1) {
      throw new ServiceError(
        "conflict",
        `Tool "${input.tool}" exists in several plugins (${matching.map((tool) => tool.plugin.slug).join(", ")}); pass "plugin" to choose one`,
      );
    }
    return matching[0] ?? null;
  }

  return {
    async execute(developerId: string, input: ExecuteInput): Promise<ExecutionResult | null> {
      const tool = await pick(input);
      if (!tool) return null;
      const started = performance.now();
      let result: ExecutionResult;
      try {
        const called = await deps.live.run({ developerId, userId: input.userId }, tool.plugin, (client) =>
          client.callTool({ name: tool.mcpToolName, arguments: input.params }, CallToolResultSchema, { timeout: timeoutMs }),
        );
        const latencyMs = Math.round((performance.now() - started) * 100) / 100;
        const data = called as CallToolResult;
        result = data.isError
          ? { httpStatus: 502, body: { success: false, data, error: textOf(data), status: 200, latencyMs } }
          : { httpStatus: 200, body: { success: true, data, status: 200, latencyMs } };
      } catch (error) {
        // 409s (connect / authorize again) and 500s stay errors; a failed refresh is an upstream failure.
        if (ServiceError.isInstance(error) && error.code !== "upstream_failed") throw error;
        const latencyMs = Math.round((performance.now() - started) * 100) / 100;
        const failure = failureOf(error, timeoutMs);
        context.logger.warn("mcp tool call failed", { pluginId: tool.plugin.id, tool: tool.slug, status: failure.status, errorName: error instanceof Error ? error.name : "unknown" });
        result = { httpStatus: 502, body: { success: false, data: null, error: failure.message, status: failure.status, latencyMs } };
      }
      deps.log()?.write({
        developerId,
        userId: input.userId,
        toolSlug: tool.slug,
        pluginId: tool.plugin.id,
        source: "mcp",
        status: result.body.status,
        success: result.body.success,
        latencyMs: Math.round(result.body.latencyMs),
        error: result.body.success ? null : result.body.error,
        createdAt: new Date(),
      });
      return result;
    },
  };
}
