import { createToolCallRunner, type ModelToolCall, type ModelToolCallAnswer, type RunToolCallsOptions } from "./create-tool-call-runner.js";
import { loadPlugboardTools, type LoadPlugboardToolsOptions, type PlugboardTool } from "./load-plugboard-tools.js";

/**
 * Plugboard tools in a model provider's own shapes: the tool definitions for the request, and a
 * `runToolCalls` taking the provider's tool calls and resolving with its tool-result message(s).
 *
 * @example
 * const plugboard: ProviderTools<MyTool, MyCall[], MyResult[]> = await loadProviderTools({ client, userId: "user_1" }, shapes);
 * const results = await plugboard.runToolCalls(modelCalls);
 */
export interface ProviderTools<Tool, Calls, Reply> {
  /** The tool definitions for the request's `tools`. */
  tools: Tool[];
  /** Whether `name` is one of these tools (to split the calls when you mix in tools of your own). */
  has(name: string): boolean;
  /** Runs the model's calls through Plugboard and resolves with what to send back. */
  runToolCalls(calls: Calls, options?: RunToolCallsOptions): Promise<Reply>;
}

/**
 * How one provider's shapes map to Plugboard tools and tool calls.
 *
 * @example
 * const shapes: ProviderShapes<MyTool, MyCall[], MyResult[]> = {
 *   toTool: (tool) => ({ name: tool.name, description: tool.description, schema: tool.inputSchema }),
 *   callsOf: (calls) => calls.map((call) => ({ id: call.id, name: call.name, input: call.args })),
 *   replyOf: (answers) => answers.map((answer) => ({ id: answer.id, output: answer.text, error: answer.isError })),
 * };
 */
export interface ProviderShapes<Tool, Calls, Reply> {
  /** One loaded Plugboard tool as the provider's tool definition. */
  toTool(tool: PlugboardTool): Tool;
  /** The calls to run, picked out of what the model sent (other items skipped). */
  callsOf(calls: Calls): ModelToolCall[];
  /** The provider's tool-result message(s) for the answers, in the calls' order. */
  replyOf(answers: ModelToolCallAnswer[]): Reply;
}

/**
 * Loads the Plugboard tools once (`loadPlugboardTools`) and wraps them in a provider's shapes, with
 * one {@link createToolCallRunner} behind `runToolCalls`. The OpenAI and Anthropic adapters are this
 * with their shapes.
 *
 * @example
 * const plugboard = await loadProviderTools({ client, userId: "user_1", plugins: ["github"] }, shapes);
 * const reply = await plugboard.runToolCalls(modelCalls);
 */
export async function loadProviderTools<Tool, Calls, Reply>(
  options: LoadPlugboardToolsOptions,
  shapes: ProviderShapes<Tool, Calls, Reply>,
): Promise<ProviderTools<Tool, Calls, Reply>> {
  const tools = await loadPlugboardTools(options);
  const runner = createToolCallRunner(tools);
  return {
    tools: tools.map((tool) => shapes.toTool(tool)),
    has: runner.has,
    runToolCalls: async (calls, runOptions) => shapes.replyOf(await runner.run(shapes.callsOf(calls), runOptions)),
  };
}
