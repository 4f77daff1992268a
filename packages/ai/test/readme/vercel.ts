// README example (type-checked, never run): the Vercel AI SDK adapter.
import type { LanguageModel } from "ai";

declare const model: LanguageModel;

// #region vercel
import { generateText, stepCountIs } from "ai";
import { Plugboard } from "@plugboard/client";
import { createAiSdkTools } from "@plugboard/ai/vercel";

const client = new Plugboard({ apiKey: process.env.PLUGBOARD_API_KEY!, baseUrl: "https://plugboard.example.com" });

// Lists the tools once; each runs as this end-user, with their connected accounts.
const tools = await createAiSdkTools({ client, userId: "user_1", plugins: ["github", "linear"] });

const result = await generateText({
  model, // any AI SDK model: openai("…"), anthropic("…"), google("…")
  tools,
  stopWhen: stepCountIs(5),
  prompt: "Open an issue in acme/app about the login bug",
});
console.log(result.text);
// #endregion vercel

// #region vercel-results
for (const step of result.steps) {
  for (const toolResult of step.toolResults) {
    // The full PlugboardToolResult: { success, data, status, latencyMs } or { success: false, error, status, code?, hint? }
    console.log(toolResult.toolName, toolResult.output);
  }
}
// #endregion vercel-results
