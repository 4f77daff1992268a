// Agents on the official OpenAI and Anthropic SDKs calling a plugin tool through Plugboard with the
// end-user's credentials: the Chat Completions API, the Responses API and Anthropic's Messages API.
// Runs offline against a scripted stand-in of both APIs; set OPENAI_API_KEY / ANTHROPIC_API_KEY to
// use the real ones (OPENAI_MODEL, ANTHROPIC_MODEL pick the models).
import Anthropic from "@anthropic-ai/sdk";
import type { MessageParam } from "@anthropic-ai/sdk/resources/messages";
import { createAnthropicTools } from "@plugboard/ai/anthropic";
import { createOpenAIChatTools, createOpenAIResponsesTools } from "@plugboard/ai/openai";
import { startDemo, WEATHER_API_KEY } from "@plugboard/example-demo-weather";
import OpenAI from "openai";
import type { ChatCompletionMessageParam } from "openai/resources/chat/completions";
import { startScriptedModels } from "./scripted-models.js";

const { plugboard, close } = await startDemo();
const scripted = await startScriptedModels();
try {
  await plugboard.connections.create({ userId: "user-123", plugin: "weather", authMethod: "api_key", credentials: { api_key: WEATHER_API_KEY } });
  const openai = process.env.OPENAI_API_KEY ? new OpenAI() : new OpenAI({ baseURL: `${scripted.url}/v1`, apiKey: "offline" });
  const anthropic = process.env.ANTHROPIC_API_KEY ? new Anthropic() : new Anthropic({ baseURL: scripted.url, apiKey: "offline" });
  const openaiModel = process.env.OPENAI_MODEL ?? "gpt-4o-mini";
  const anthropicModel = process.env.ANTHROPIC_MODEL ?? "claude-haiku-4-5";

  // #region openai-chat
  const chatTools = await createOpenAIChatTools({ client: plugboard, userId: "user-123", plugins: ["weather"] });
  const messages: ChatCompletionMessageParam[] = [{ role: "user", content: "What is the weather in Paris?" }];
  for (let step = 0; step < 5; step++) {
    const completion = await openai.chat.completions.create({ model: openaiModel, messages, tools: chatTools.tools });
    const message = completion.choices[0]!.message;
    messages.push(message);
    if (!message.tool_calls?.length) break;
    // Runs each call as user-123 through Plugboard; one { role: "tool", tool_call_id, content } per call.
    messages.push(...(await chatTools.runToolCalls(message.tool_calls)));
  }
  console.log(`chat completions: ${messages.at(-1)!.content}`);
  // #endregion openai-chat

  // #region openai-responses
  const responsesTools = await createOpenAIResponsesTools({ client: plugboard, userId: "user-123", plugins: ["weather"] });
  let response = await openai.responses.create({ model: openaiModel, input: "What is the weather in Paris?", tools: responsesTools.tools });
  for (let step = 0; step < 5; step++) {
    // One function_call_output item per function_call item of the output.
    const outputs = await responsesTools.runToolCalls(response.output);
    if (outputs.length === 0) break;
    response = await openai.responses.create({ model: openaiModel, previous_response_id: response.id, input: outputs, tools: responsesTools.tools });
  }
  console.log(`responses: ${response.output_text}`);
  // #endregion openai-responses

  // #region anthropic
  const claudeTools = await createAnthropicTools({ client: plugboard, userId: "user-123", plugins: ["weather"] });
  const conversation: MessageParam[] = [{ role: "user", content: "What is the weather in Paris?" }];
  let answer = "";
  for (let step = 0; step < 5; step++) {
    const reply = await anthropic.messages.create({ model: anthropicModel, max_tokens: 1024, messages: conversation, tools: claudeTools.tools });
    conversation.push({ role: "assistant", content: reply.content });
    answer = reply.content.flatMap((block) => (block.type === "text" ? [block.text] : [])).join("");
    if (reply.stop_reason !== "tool_use") break;
    // A user message with one tool_result block per tool_use block (is_error: true for a failure).
    conversation.push(await claudeTools.runToolCalls(reply.content));
  }
  console.log(`anthropic: ${answer}`);
  // #endregion anthropic
} finally {
  scripted.close();
  await close();
}
