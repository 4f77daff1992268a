import { openai } from "@ai-sdk/openai";
import type { LanguageModel } from "ai";
import { MockLanguageModelV3 } from "ai/test";

const usage = {
  inputTokens: { total: 12, noCache: 12, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 8, text: 8, reasoning: undefined },
};

type ToolOutput = { type: string; value: unknown };

/** The tool results the model has seen so far, by tool name. */
function resultsOf(prompt: Parameters<MockLanguageModelV3["doGenerate"]>[0]["prompt"]): Map<string, unknown> {
  const results = new Map<string, unknown>();
  for (const message of prompt) {
    if (message.role !== "tool") continue;
    for (const part of message.content) if (part.type === "tool-result") results.set(part.toolName, (part.output as ToolOutput).value);
  }
  return results;
}

const call = (toolName: string, input: unknown) => ({
  content: [{ type: "tool-call" as const, toolCallId: `call_${toolName}`, toolName, input: JSON.stringify(input) }],
  finishReason: { unified: "tool-calls" as const, raw: "tool_calls" },
  usage,
  warnings: [],
});

/**
 * A real model when `OPENAI_API_KEY` is set, else a scripted one that does what a model does in search
 * mode: search the catalog, execute the best match it was given, answer from the result.
 */
export function chooseSearchModel(): LanguageModel {
  if (process.env.OPENAI_API_KEY) return openai(process.env.OPENAI_MODEL ?? "gpt-4o-mini");
  return new MockLanguageModelV3({
    doGenerate: async (options) => {
      const seen = resultsOf(options.prompt);
      const found = seen.get("search_tools") as { tools: Array<{ tool: string }> } | undefined;
      if (!found) return call("search_tools", { query: "weather forecast for a city" });
      const ran = seen.get("execute_tool") as { forecast?: string; highC?: number } | undefined;
      if (!ran) return call("execute_tool", { tool: found.tools[0]!.tool, params: { city: "Paris", days: 2 } });
      return { content: [{ type: "text", text: `Paris: ${ran.forecast}, up to ${ran.highC}°C.` }], finishReason: { unified: "stop", raw: "stop" }, usage, warnings: [] };
    },
  });
}
