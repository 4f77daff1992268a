/**
 * `@plugboard/ai/openai`: Plugboard tools for the official `openai` SDK — function tools for the
 * Chat Completions API and for the Responses API, each with a `runToolCalls` helper that runs the
 * model's calls through Plugboard and returns the messages to send back. Needs the optional peer
 * dependency `openai` (for its types only: nothing of it is loaded at run time).
 *
 * @example
 * import OpenAI from "openai";
 * import { Plugboard } from "@plugboard/client";
 * import { createOpenAIChatTools } from "@plugboard/ai/openai";
 *
 * const client = new Plugboard({ apiKey: process.env.PLUGBOARD_API_KEY!, baseUrl: "https://plugboard.example.com" });
 * const plugboard = await createOpenAIChatTools({ client, userId: "user_1", plugins: ["github"] });
 * const completion = await new OpenAI().chat.completions.create({ model: "gpt-4o-mini", messages, tools: plugboard.tools });
 * messages.push(completion.choices[0]!.message, ...(await plugboard.runToolCalls(completion.choices[0]!.message.tool_calls)));
 *
 * @packageDocumentation
 */
import type { ChatCompletionFunctionTool, ChatCompletionMessageToolCall, ChatCompletionToolMessageParam } from "openai/resources/chat/completions";
import type { FunctionTool, ResponseInputItem, ResponseOutputItem } from "openai/resources/responses/responses";
import type { RunToolCallsOptions } from "./create-tool-call-runner.js";
import type { LoadPlugboardToolsOptions, PlugboardTool } from "./load-plugboard-tools.js";
import { loadProviderTools, type ProviderTools } from "./load-provider-tools.js";

/**
 * Options of {@link createOpenAIChatTools} and {@link createOpenAIResponsesTools}: the same as
 * `loadPlugboardTools` (`client`, `userId`, `plugins`, `connectedOnly`, `filter`, `names`).
 *
 * @example
 * const options: CreateOpenAIToolsOptions = { client, userId: "user_1", connectedOnly: true };
 */
export type CreateOpenAIToolsOptions = LoadPlugboardToolsOptions;

/**
 * The tool calls of a Chat Completions assistant message (`message.tool_calls`, which may be absent).
 *
 * @example
 * const calls: OpenAIChatToolCalls = completion.choices[0]!.message.tool_calls;
 */
export type OpenAIChatToolCalls = readonly ChatCompletionMessageToolCall[] | null | undefined;

/**
 * Items of a Responses API exchange: a response's `output`, or input items.
 *
 * @example
 * const items: OpenAIResponseItems = response.output;
 */
export type OpenAIResponseItems = readonly (ResponseOutputItem | ResponseInputItem)[];

/**
 * Plugboard tools for the Chat Completions API (`openai.chat.completions.create`).
 *
 * @example
 * const plugboard: OpenAIChatTools = await createOpenAIChatTools({ client, userId: "user_1" });
 */
export interface OpenAIChatTools
  extends ProviderTools<ChatCompletionFunctionTool, OpenAIChatToolCalls, ChatCompletionToolMessageParam[]> {
  /**
   * Runs the assistant message's function calls through Plugboard, concurrently, and resolves with
   * one `{ role: "tool", tool_call_id, content }` message per call, in order, to append after the
   * assistant message. A failure — the external API failing, the user not having connected the
   * plugin (409), an unknown tool name, arguments that are not JSON — is a message whose content
   * starts with `Error:` and says what to do, not a rejection. Custom (non-function) tool calls are
   * not answered: they are yours. Rejects only when `signal` aborts.
   */
  runToolCalls(toolCalls: OpenAIChatToolCalls, options?: RunToolCallsOptions): Promise<ChatCompletionToolMessageParam[]>;
}

/**
 * Plugboard tools for the Responses API (`openai.responses.create`).
 *
 * @example
 * const plugboard: OpenAIResponsesTools = await createOpenAIResponsesTools({ client, userId: "user_1" });
 */
export interface OpenAIResponsesTools
  extends ProviderTools<FunctionTool, OpenAIResponseItems, ResponseInputItem.FunctionCallOutput[]> {
  /**
   * Runs the `function_call` items of a response's `output` through Plugboard, concurrently, and
   * resolves with one `function_call_output` item per call, in order, to send as the next input
   * (after the output items, or with `previous_response_id`). Failures are outputs starting with
   * `Error:`, as for {@link OpenAIChatTools.runToolCalls}. Other items (messages, reasoning, custom
   * tool calls) are skipped. Rejects only when `signal` aborts.
   */
  runToolCalls(output: OpenAIResponseItems, options?: RunToolCallsOptions): Promise<ResponseInputItem.FunctionCallOutput[]>;
}

/**
 * Lists the Plugboard tools once and returns them as Chat Completions function tools, with a
 * `runToolCalls` that executes the model's calls as `userId` and returns the tool messages.
 * Names are provider-safe and unique (the tool slug by default); the parameters are the tool's
 * sanitized JSON Schema (not `strict`: plugin schemas are not written for strict mode).
 *
 * @example
 * const plugboard = await createOpenAIChatTools({ client, userId: "user_1", plugins: ["github"] });
 * for (let step = 0; step < 5; step++) {
 *   const completion = await openai.chat.completions.create({ model: "gpt-4o-mini", messages, tools: plugboard.tools });
 *   const message = completion.choices[0]!.message;
 *   messages.push(message);
 *   if (!message.tool_calls?.length) break;
 *   messages.push(...(await plugboard.runToolCalls(message.tool_calls)));
 * }
 */
export function createOpenAIChatTools(options: CreateOpenAIToolsOptions): Promise<OpenAIChatTools> {
  return loadProviderTools(options, {
    toTool: toChatCompletionsTool,
    callsOf: (toolCalls: OpenAIChatToolCalls) =>
      (toolCalls ?? []).flatMap((call) => (call.type === "function" ? [{ id: call.id, name: call.function.name, input: call.function.arguments }] : [])),
    replyOf: (answers) => answers.map((answer): ChatCompletionToolMessageParam => ({ role: "tool", tool_call_id: answer.id, content: answer.text })),
  });
}

/**
 * Lists the Plugboard tools once and returns them as Responses API function tools, with a
 * `runToolCalls` that executes the `function_call` items of a response as `userId` and returns the
 * `function_call_output` items.
 *
 * @example
 * const plugboard = await createOpenAIResponsesTools({ client, userId: "user_1", plugins: ["github"] });
 * let response = await openai.responses.create({ model: "gpt-4o-mini", input: "Open an issue", tools: plugboard.tools });
 * const outputs = await plugboard.runToolCalls(response.output);
 * response = await openai.responses.create({ model: "gpt-4o-mini", previous_response_id: response.id, input: outputs, tools: plugboard.tools });
 */
export function createOpenAIResponsesTools(options: CreateOpenAIToolsOptions): Promise<OpenAIResponsesTools> {
  return loadProviderTools(options, {
    toTool: toResponsesTool,
    callsOf: (output: OpenAIResponseItems) =>
      output.flatMap((item) => (item.type === "function_call" ? [{ id: item.call_id, name: item.name, input: item.arguments }] : [])),
    replyOf: (answers) => answers.map((answer): ResponseInputItem.FunctionCallOutput => ({ type: "function_call_output", call_id: answer.id, output: answer.text })),
  });
}

/**
 * One loaded Plugboard tool as a Chat Completions function tool. Use it with `loadPlugboardTools`
 * (and `createToolCallRunner`) to load once and feed several APIs.
 *
 * @example
 * const tools = (await loadPlugboardTools({ client, userId: "user_1" })).map(toChatCompletionsTool);
 */
export function toChatCompletionsTool(tool: PlugboardTool): ChatCompletionFunctionTool {
  return { type: "function", function: { name: tool.name, description: tool.description, parameters: tool.inputSchema } };
}

/**
 * One loaded Plugboard tool as a Responses API function tool.
 *
 * @example
 * const tools = (await loadPlugboardTools({ client, userId: "user_1" })).map(toResponsesTool);
 */
export function toResponsesTool(tool: PlugboardTool): FunctionTool {
  return { type: "function", name: tool.name, description: tool.description, parameters: tool.inputSchema, strict: false };
}
