/**
 * `@plugboard/ai`: Plugboard tools for agent frameworks. This root entry is framework-free — tool
 * naming, schema sanitizing, loading, executing and running a model's tool calls — and imports no
 * framework or provider SDK. The adapters live behind their own subpaths:
 *
 * - `@plugboard/ai/vercel`: `createAiSdkTools()` for the Vercel AI SDK (`generateText`, `streamText`);
 * - `@plugboard/ai/langchain`: `createLangChainTools()` for LangChain;
 * - `@plugboard/ai/openai`: `createOpenAIChatTools()` and `createOpenAIResponsesTools()` for the `openai` SDK;
 * - `@plugboard/ai/anthropic`: `createAnthropicTools()` for the `@anthropic-ai/sdk` Messages API.
 *
 * @example
 * import { loadPlugboardTools } from "@plugboard/ai";
 * const tools = await loadPlugboardTools({ client, userId: "user_1", plugins: ["github"] });
 *
 * @packageDocumentation
 */
export { createToolCallRunner } from "./create-tool-call-runner.js";
export type { ModelToolCall, ModelToolCallAnswer, RunToolCallsOptions, ToolCallRunner } from "./create-tool-call-runner.js";
export { executePlugboardTool } from "./execute-plugboard-tool.js";
export type { ExecutePlugboardToolOptions, PlugboardToolsClient } from "./execute-plugboard-tool.js";
export { accountLabelFor } from "./account-label-for.js";
export { loadPlugboardTools } from "./load-plugboard-tools.js";
export type { LoadPlugboardToolsOptions, PlugboardTool } from "./load-plugboard-tools.js";
export { loadMetaTools } from "./load-meta-tools.js";
export { loadProviderTools } from "./load-provider-tools.js";
export type { ProviderShapes, ProviderTools } from "./load-provider-tools.js";
export { isPlugboardToolResult, toolResultText } from "./plugboard-tool-result.js";
export type { PlugboardToolFailure, PlugboardToolResult, PlugboardToolSuccess } from "./plugboard-tool-result.js";
export { sanitizeJsonSchema } from "./sanitize-json-schema.js";
export type { JsonSchemaObject, ToolInputJsonSchema } from "./sanitize-json-schema.js";
export { toolDescriptionFor } from "./tool-description-for.js";
export { MAX_TOOL_NAME_LENGTH, TOOL_NAME_PATTERN, toolNameFor, toolNamesFor } from "./tool-name-for.js";
export type { ToolNameSource, ToolNamingOptions } from "./tool-name-for.js";
