/**
 * `@plugboard/ai/langchain`: Plugboard tools for LangChain (`@langchain/core` 1.x): structured tools
 * for `bindTools`, `createAgent` and LangGraph. Needs the optional peer dependency `@langchain/core`.
 *
 * @example
 * import { Plugboard } from "@plugboard/client";
 * import { createLangChainTools } from "@plugboard/ai/langchain";
 *
 * const client = new Plugboard({ apiKey: process.env.PLUGBOARD_API_KEY!, baseUrl: "https://plugboard.example.com" });
 * const tools = await createLangChainTools({ client, userId: "user_1", plugins: ["github"] });
 * const model = chatModel.bindTools(tools);
 *
 * @packageDocumentation
 */
import { ToolMessage } from "@langchain/core/messages";
import { DynamicStructuredTool, type StructuredToolInterface, type ToolRunnableConfig } from "@langchain/core/tools";
import { loadPlugboardTools, type LoadPlugboardToolsOptions, type PlugboardTool } from "./load-plugboard-tools.js";
import { toolResultText } from "./plugboard-tool-result.js";

/**
 * Options of {@link createLangChainTools}: the same as `loadPlugboardTools` (`client`, `userId`,
 * `plugins`, `filter`, `names`).
 *
 * @example
 * const options: CreateLangChainToolsOptions = { client, userId: "user_1", plugins: "github" };
 */
export type CreateLangChainToolsOptions = LoadPlugboardToolsOptions;

/**
 * Lists the Plugboard tools once and returns them as LangChain structured tools, named with
 * provider-safe, unique names (the tool slug by default), their JSON Schema as schema, each running
 * as `userId`.
 *
 * The tool's content is the external API's data as text (JSON unless it was text). A failure — the
 * external API failing, or Plugboard refusing the call (409 no connection, …) — does not throw: the
 * content is a readable `Error: … (status 409, connection_required). <hint>` line. Invoked with a
 * tool call (as agents do) the tool returns a `ToolMessage` whose `status` is `"error"` for a
 * failure and whose `artifact` is the full `PlugboardToolResult`.
 *
 * @example
 * const tools = await createLangChainTools({ client, userId: "user_1" });
 * const text = await tools[0]!.invoke({ owner: "acme", repo: "app" });
 * const message = await tools[0]!.invoke({ type: "tool_call", id: "call_1", name: tools[0]!.name, args: { owner: "acme" } });
 */
export async function createLangChainTools(options: CreateLangChainToolsOptions): Promise<StructuredToolInterface[]> {
  const tools = await loadPlugboardTools(options);
  return tools.map(toLangChainTool);
}

/**
 * One loaded Plugboard tool as a LangChain `DynamicStructuredTool`. Use it with
 * `loadPlugboardTools` to load once and feed several frameworks.
 *
 * @example
 * const loaded = await loadPlugboardTools({ client, userId: "user_1" });
 * const tools = loaded.map(toLangChainTool);
 */
export function toLangChainTool(tool: PlugboardTool): DynamicStructuredTool {
  return new DynamicStructuredTool({
    name: tool.name,
    description: tool.description,
    schema: tool.inputSchema,
    verboseParsingErrors: true,
    metadata: { plugboardPlugin: tool.tool.pluginSlug, plugboardTool: tool.tool.slug },
    func: async (input, _runManager, config) => {
      const result = await tool.execute(input, { signal: config?.signal });
      const content = toolResultText(result);
      // LangChain passes the tool call it was invoked with in the config (typed as a plain RunnableConfig).
      const toolCallId = (config as ToolRunnableConfig | undefined)?.toolCall?.id;
      if (!toolCallId) return content;
      return new ToolMessage({
        content,
        artifact: result,
        status: result.success ? "success" : "error",
        tool_call_id: toolCallId,
        name: tool.name,
      });
    },
  });
}
