import { openai } from "@ai-sdk/openai";
import type { LanguageModel } from "ai";
import { MockLanguageModelV3 } from "ai/test";

const usage = {
  inputTokens: { total: 12, noCache: 12, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 8, text: 8, reasoning: undefined },
};

type Forecast = { forecast?: string; highC?: number };

/** The forecast in a tool result: the REST tool's JSON data, or the JSON text block of an MCP tool's content. */
function forecastOf(output: { type: string; value: unknown }): Forecast {
  if (output.type !== "content") return output.value as Forecast;
  const text = (output.value as Array<{ type: string; text?: string }>).find((part) => part.type === "text")?.text;
  return text ? (JSON.parse(text) as Forecast) : {};
}

/**
 * A real model when `OPENAI_API_KEY` is set, else a scripted mock that calls GET_FORECAST for Paris and
 * then answers from the tool result, so the examples run offline.
 */
export function chooseModel(): LanguageModel {
  if (process.env.OPENAI_API_KEY) return openai(process.env.OPENAI_MODEL ?? "gpt-4o-mini");
  return new MockLanguageModelV3({
    doGenerate: async (options) => {
      const toolResult = options.prompt
        .filter((message) => message.role === "tool")
        .flatMap((message) => message.content)
        .find((part) => part.type === "tool-result");
      if (!toolResult) {
        return {
          content: [{ type: "tool-call", toolCallId: "call_1", toolName: "GET_FORECAST", input: JSON.stringify({ city: "Paris", days: 2 }) }],
          finishReason: { unified: "tool-calls", raw: "tool_calls" },
          usage,
          warnings: [],
        };
      }
      const forecast = forecastOf(toolResult.output as { type: string; value: unknown });
      const text = `Paris: ${forecast.forecast}, up to ${forecast.highC}°C.`;
      return { content: [{ type: "text", text }], finishReason: { unified: "stop", raw: "stop" }, usage, warnings: [] };
    },
  });
}
