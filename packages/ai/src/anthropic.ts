/**
 * `@plugboard/ai/anthropic`: Plugboard tools for the official `@anthropic-ai/sdk` Messages API, with
 * a `runToolCalls` helper that runs the model's `tool_use` blocks through Plugboard and returns the
 * `user` message of `tool_result` blocks to send back. Needs the optional peer dependency
 * `@anthropic-ai/sdk` (for its types only: nothing of it is loaded at run time).
 *
 * @example
 * import Anthropic from "@anthropic-ai/sdk";
 * import { Plugboard } from "@plugboard/client";
 * import { createAnthropicTools } from "@plugboard/ai/anthropic";
 *
 * const client = new Plugboard({ apiKey: process.env.PLUGBOARD_API_KEY!, baseUrl: "https://plugboard.example.com" });
 * const plugboard = await createAnthropicTools({ client, userId: "user_1", plugins: ["github"] });
 * const message = await new Anthropic().messages.create({ model, max_tokens: 1024, messages, tools: plugboard.tools });
 * messages.push({ role: "assistant", content: message.content }, await plugboard.runToolCalls(message.content));
 *
 * @packageDocumentation
 */
import type { ContentBlock, ContentBlockParam, MessageParam, Tool, ToolResultBlockParam } from "@anthropic-ai/sdk/resources/messages";
import type { RunToolCallsOptions } from "./create-tool-call-runner.js";
import type { LoadPlugboardToolsOptions, PlugboardTool } from "./load-plugboard-tools.js";
import { loadProviderTools, type ProviderTools } from "./load-provider-tools.js";

/**
 * Options of {@link createAnthropicTools}: the same as `loadPlugboardTools` (`client`, `userId`,
 * `plugins`, `connectedOnly`, `filter`, `names`).
 *
 * @example
 * const options: CreateAnthropicToolsOptions = { client, userId: "user_1", plugins: ["github"] };
 */
export type CreateAnthropicToolsOptions = LoadPlugboardToolsOptions;

/**
 * The message {@link AnthropicTools.runToolCalls} resolves with: role `user`, one `tool_result`
 * block per `tool_use` block.
 *
 * @example
 * const reply: ToolResultMessage = await plugboard.runToolCalls(message.content);
 */
export type ToolResultMessage = MessageParam & { role: "user"; content: ToolResultBlockParam[] };

/**
 * The content of a message, as the model returned it (`message.content`) or as you stored it.
 *
 * @example
 * const content: AnthropicContent = message.content;
 */
export type AnthropicContent = readonly (ContentBlock | ContentBlockParam)[];

/**
 * Plugboard tools for the Messages API (`anthropic.messages.create`).
 *
 * @example
 * const plugboard: AnthropicTools = await createAnthropicTools({ client, userId: "user_1" });
 */
export interface AnthropicTools extends ProviderTools<Tool, AnthropicContent, ToolResultMessage> {
  /**
   * Runs the `tool_use` blocks of the model's content through Plugboard, concurrently, and
   * resolves with the `user` message to send next: one `tool_result` block per call, in order. A
   * failure — the external API failing, the user not having connected the plugin (409), an unknown
   * tool name — is a block with `is_error: true` whose text starts with `Error:` and says what to
   * do, not a rejection. Other blocks (text, thinking, server tools) are skipped. Rejects only when
   * `signal` aborts.
   */
  runToolCalls(content: AnthropicContent, options?: RunToolCallsOptions): Promise<ToolResultMessage>;
}

/**
 * Lists the Plugboard tools once and returns them as Messages API tools, with a `runToolCalls` that
 * executes the model's `tool_use` blocks as `userId`. Names are provider-safe and unique (the tool
 * slug by default); `input_schema` is the tool's sanitized JSON Schema.
 *
 * @example
 * const plugboard = await createAnthropicTools({ client, userId: "user_1", plugins: ["github"] });
 * for (let step = 0; step < 5; step++) {
 *   const message = await anthropic.messages.create({ model, max_tokens: 1024, messages, tools: plugboard.tools });
 *   messages.push({ role: "assistant", content: message.content });
 *   if (message.stop_reason !== "tool_use") break;
 *   messages.push(await plugboard.runToolCalls(message.content));
 * }
 */
export function createAnthropicTools(options: CreateAnthropicToolsOptions): Promise<AnthropicTools> {
  return loadProviderTools(options, {
    toTool: toAnthropicTool,
    callsOf: (content: AnthropicContent) =>
      content.flatMap((block) => (block.type === "tool_use" ? [{ id: block.id, name: block.name, input: block.input }] : [])),
    replyOf: (answers): ToolResultMessage => ({
      role: "user",
      content: answers.map((answer) => ({ type: "tool_result", tool_use_id: answer.id, content: answer.text, ...(answer.isError ? { is_error: true } : {}) })),
    }),
  });
}

/**
 * One loaded Plugboard tool as a Messages API tool. Use it with `loadPlugboardTools` (and
 * `createToolCallRunner`) to load once and feed several APIs.
 *
 * @example
 * const tools = (await loadPlugboardTools({ client, userId: "user_1" })).map(toAnthropicTool);
 */
export function toAnthropicTool(tool: PlugboardTool): Tool {
  return { name: tool.name, description: tool.description, input_schema: tool.inputSchema };
}
