import type { PlugboardTool } from "./load-plugboard-tools.js";
import { toolResultText } from "./plugboard-tool-result.js";

/**
 * A tool call as a model made it, whatever the provider: the call's id, the tool's name and the
 * arguments (an object, as Anthropic sends them, or JSON text, as OpenAI does).
 *
 * @example
 * const call: ModelToolCall = { id: "call_1", name: "CREATE_ISSUE", input: '{"owner":"acme","repo":"app"}' };
 */
export interface ModelToolCall {
  /** The provider's id of the call; the answer carries it back. */
  id: string;
  /** The tool name the model chose. */
  name: string;
  /** The arguments: an object, or JSON text. Empty text means no arguments. */
  input: unknown;
}

/**
 * The answer to one {@link ModelToolCall}, ready to put in the provider's tool message.
 *
 * @example
 * const message = { role: "tool", tool_call_id: answer.id, content: answer.text };
 */
export interface ModelToolCallAnswer {
  /** The call's id. */
  id: string;
  /** The tool name the model chose. */
  name: string;
  /**
   * What the model reads: the external API's data on success; on failure an `Error: …` line it can
   * act on (with the hint, e.g. to ask the user to connect the plugin), see `toolResultText`.
   */
  text: string;
  /** Whether the call failed: the tool failed or was refused, the name is unknown, or the arguments are not JSON. */
  isError: boolean;
}

/**
 * Options of {@link ToolCallRunner.run}.
 *
 * @example
 * const options: RunToolCallsOptions = { signal: AbortSignal.timeout(30_000) };
 */
export interface RunToolCallsOptions {
  /** Cancels the running calls; the promise then rejects with the abort reason. */
  signal?: AbortSignal | undefined;
}

/**
 * Runs a model's tool calls against a set of loaded Plugboard tools. The provider adapters
 * (`@plugboard/ai/openai`, `@plugboard/ai/anthropic`) wrap it in their own message shapes.
 *
 * @example
 * const runner = createToolCallRunner(await loadPlugboardTools({ client, userId: "user_1" }));
 * const answers = await runner.run([{ id: "call_1", name: "SEARCH", input: { q: "plugboard" } }]);
 */
export interface ToolCallRunner {
  /** Whether `name` is one of the tools (to split the calls when you mix in tools of your own). */
  has(name: string): boolean;
  /**
   * Runs the calls concurrently and answers each, in order. Never rejects for a failure the model
   * can act on — a failing or refused tool, an unknown tool name, arguments that are not JSON — but
   * answers with `isError` and a readable text; rejects only when `signal` aborts, or on a bug.
   */
  run(calls: readonly ModelToolCall[], options?: RunToolCallsOptions): Promise<ModelToolCallAnswer[]>;
}

/**
 * A {@link ToolCallRunner} over `tools` (from `loadPlugboardTools`), looking calls up by tool name.
 *
 * @example
 * const runner = createToolCallRunner(tools);
 * for (const answer of await runner.run(calls)) console.log(answer.id, answer.isError, answer.text);
 */
export function createToolCallRunner(tools: readonly PlugboardTool[]): ToolCallRunner {
  const byName = new Map(tools.map((tool) => [tool.name, tool]));
  const runOne = async (call: ModelToolCall, signal: AbortSignal | undefined): Promise<ModelToolCallAnswer> => {
    const { id, name } = call;
    const tool = byName.get(name);
    if (!tool) return { id, name, isError: true, text: `Error: There is no tool named "${name}". Call one of the tools you were given.` };
    const input = parseInput(call.input);
    if (!input.ok) {
      return {
        id,
        name,
        isError: true,
        text: `Error: The arguments for ${name} are not valid JSON (${input.reason}). Call it again with a JSON object that matches its input schema.`,
      };
    }
    const result = await tool.execute(input.value, { signal });
    return { id, name, isError: !result.success, text: toolResultText(result) };
  };
  return {
    has: (name) => byName.has(name),
    run: (calls, options = {}) => Promise.all(calls.map((call) => runOne(call, options.signal))),
  };
}

function parseInput(input: unknown): { ok: true; value: unknown } | { ok: false; reason: string } {
  if (typeof input !== "string") return { ok: true, value: input };
  if (input.trim() === "") return { ok: true, value: {} };
  try {
    return { ok: true, value: JSON.parse(input) as unknown };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}
