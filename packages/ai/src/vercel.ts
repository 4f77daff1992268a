/**
 * `@plugboard/ai/vercel`: Plugboard tools for the Vercel AI SDK (`ai` 6), for `generateText`,
 * `streamText` and agents. Needs the optional peer dependency `ai`.
 *
 * @example
 * import { generateText, stepCountIs } from "ai";
 * import { Plugboard } from "@plugboard/client";
 * import { createAiSdkTools } from "@plugboard/ai/vercel";
 *
 * const client = new Plugboard({ apiKey: process.env.PLUGBOARD_API_KEY!, baseUrl: "https://plugboard.example.com" });
 * const tools = await createAiSdkTools({ client, userId: "user_1", plugins: ["github"] });
 * const { text } = await generateText({ model, tools, stopWhen: stepCountIs(5), prompt: "Open an issue about the login bug" });
 *
 * @packageDocumentation
 */
import { dynamicTool, jsonSchema, type JSONSchema7, type JSONValue, type Tool } from "ai";
import { loadPlugboardTools, type LoadPlugboardToolsOptions, type PlugboardTool } from "./load-plugboard-tools.js";
import { isPlugboardToolResult } from "./plugboard-tool-result.js";

/**
 * Options of {@link createAiSdkTools}: the same as `loadPlugboardTools` (`client`, `userId`,
 * `plugins`, `filter`, `names`).
 *
 * @example
 * const options: CreateAiSdkToolsOptions = { client, userId: "user_1", names: { prefix: "pb_" } };
 */
export type CreateAiSdkToolsOptions = LoadPlugboardToolsOptions;

/** What the model receives for a tool result (a subset of the AI SDK's `ToolResultOutput`). */
type ModelOutput = { type: "text"; value: string } | { type: "json"; value: JSONValue } | { type: "error-json"; value: JSONValue };

/**
 * Lists the Plugboard tools once and returns them as an AI SDK tool set, keyed by provider-safe,
 * unique names (the tool slug by default, e.g. `GITHUB_CREATE_ISSUE`). Each tool runs as `userId`.
 *
 * A tool's output is a `PlugboardToolResult`. The model gets the external API's data on success;
 * on failure — the external API failing, or Plugboard refusing the call (409 no connection, …) —
 * it gets an error result (`{ error, status, code?, hint? }`, marked as an error to providers that
 * support it) instead of the loop throwing, so it can tell the user or try something else.
 *
 * @example
 * const tools = await createAiSdkTools({ client, userId: "user_1" });
 * const result = await generateText({ model, tools, stopWhen: stepCountIs(5), prompt });
 * for (const step of result.steps) for (const call of step.toolResults) console.log(call.toolName, call.output);
 */
export async function createAiSdkTools(options: CreateAiSdkToolsOptions): Promise<Record<string, Tool>> {
  const tools = await loadPlugboardTools(options);
  return Object.fromEntries(tools.map((tool) => [tool.name, toAiSdkTool(tool)]));
}

/**
 * One loaded Plugboard tool as an AI SDK dynamic tool (its types are only known at runtime).
 * Use it with `loadPlugboardTools` to load once and feed several frameworks.
 *
 * @example
 * const loaded = await loadPlugboardTools({ client, userId: "user_1" });
 * const tools = Object.fromEntries(loaded.map((tool) => [tool.name, toAiSdkTool(tool)]));
 */
export function toAiSdkTool(tool: PlugboardTool): Tool {
  return dynamicTool({
    title: tool.tool.name,
    description: tool.description,
    inputSchema: jsonSchema(tool.inputSchema as JSONSchema7),
    metadata: { plugboard: { plugin: tool.tool.pluginSlug, tool: tool.tool.slug, source: tool.tool.source } },
    execute: (input, { abortSignal }) => tool.execute(input, { signal: abortSignal }),
    toModelOutput: ({ output }) => modelOutputFor(output),
  });
}

function modelOutputFor(output: unknown): ModelOutput {
  if (!isPlugboardToolResult(output)) {
    return typeof output === "string" ? { type: "text", value: output } : { type: "json", value: toJson(output) };
  }
  if (output.success) {
    return typeof output.data === "string" ? { type: "text", value: output.data } : { type: "json", value: toJson(output.data) };
  }
  const value: Record<string, JSONValue> = { error: output.error, status: output.status };
  if (output.code) value.code = output.code;
  if (output.hint) value.hint = output.hint;
  if (output.details !== undefined) value.details = toJson(output.details);
  if (output.data !== undefined) value.data = toJson(output.data);
  return { type: "error-json", value };
}

function toJson(value: unknown): JSONValue {
  return value === undefined ? null : (value as JSONValue);
}
